$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" empty --view matrix
