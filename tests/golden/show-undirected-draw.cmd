$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" undirected --view draw
