$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" multi --view draw
