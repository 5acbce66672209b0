$GRAVEL score tests/screens/problems.jsonl tests/screens/runs.jsonl --policy strict --items --filter verdict=partial,task=flow
