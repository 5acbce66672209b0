$GRAVEL show config/demo/problems.jsonl demo/matching/hard/standard/0
