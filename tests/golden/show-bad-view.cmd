$GRAVEL show tests/data/show-small.jsonl weighted --view pie 2>&1
