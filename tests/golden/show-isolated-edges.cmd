$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" isolated --view edges
