$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" capacity --view matrix
