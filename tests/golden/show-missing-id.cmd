$GRAVEL show tests/data/show-small.jsonl 2>&1
