$GRAVEL trace "$SRCDIR/tests/data/audit-tsp.jsonl" gracore/tsp/n5/tsp/0 | tail -n 3
