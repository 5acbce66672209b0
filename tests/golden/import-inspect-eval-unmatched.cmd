"$GRAVEL" import inspect tests/data/foreign/inspect-log.eval --problems tests/data/foreign/problems.jsonl 2>&1 >/dev/null; echo "status $?"
