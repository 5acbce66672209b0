"$GRAVEL" score tests/data/strict/problems.jsonl tests/data/strict/runs.jsonl --unparsed --by pattern 2>&1
