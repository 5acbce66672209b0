$GRAVEL import hetero "$SRCDIR/tests/data/hetero/mini-imdb.json" 2>/dev/null | $GRAVEL audit - --all
