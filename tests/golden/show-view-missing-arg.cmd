$GRAVEL show tests/data/show-small.jsonl weighted --view 2>&1
