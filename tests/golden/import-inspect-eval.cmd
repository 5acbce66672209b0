"$GRAVEL" import inspect tests/data/foreign/inspect-log.eval --problems tests/data/foreign/problems.jsonl --match-field case 2>&1
