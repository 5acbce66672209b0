$GRAVEL score "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" --policy strict --by run,n
