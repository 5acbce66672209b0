$GRAVEL show "$SRCDIR/tests/data/show-small.jsonl" multi-plain --view matrix
