$GRAVEL score tests/screens/problems.jsonl tests/screens/runs.jsonl --filter claim=made-up 2>&1
