$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" gnn --view draw
