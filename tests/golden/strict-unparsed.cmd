"$GRAVEL" score tests/data/strict/problems.jsonl tests/data/strict/runs.jsonl --unparsed 2>&1
