$GRAVEL score tests/data/gracore-bad tests/data/gracore-runs.jsonl --policy compat --by task 2>&1
