$GRAVEL show tests/data/show-small.jsonl no/such/id 2>&1
