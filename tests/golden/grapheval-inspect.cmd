"$GRAVEL" import inspect tests/data/foreign/inspect-dump.json --problems tests/data/foreign/problems.jsonl --match-field case 2>&1
