$GRAVEL show tests/data/no-such-file.jsonl x 2>&1
