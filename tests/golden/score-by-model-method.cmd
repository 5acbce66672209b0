"$GRAVEL" score tests/data/show-small.jsonl tests/data/runs-model-method.jsonl --by model,method 2>&1
