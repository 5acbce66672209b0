$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" directed --view list
