$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" bipartite --view draw
