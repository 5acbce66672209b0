$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" wide2001 --view draw
