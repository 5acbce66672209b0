$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" weighted --view draw
