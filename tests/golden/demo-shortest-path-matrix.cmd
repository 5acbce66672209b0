$GRAVEL show config/demo/problems.jsonl demo/shortest_path/hard/standard/0 --view matrix
