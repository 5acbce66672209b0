$GRAVEL show - weighted --view matrix < tests/data/show-small.jsonl
