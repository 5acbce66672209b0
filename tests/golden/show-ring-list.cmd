$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" ring21 --view=list
