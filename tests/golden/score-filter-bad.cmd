$GRAVEL score tests/screens/problems.jsonl tests/screens/runs.jsonl --filter verdict=bogus 2>&1
