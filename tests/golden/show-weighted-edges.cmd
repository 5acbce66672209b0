$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" weighted --view edges
