"$GRAVEL" score tests/data/strict/problems.jsonl tests/data/strict/runs.jsonl --items 2>&1
