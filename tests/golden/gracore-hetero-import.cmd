$GRAVEL import hetero "$SRCDIR/tests/data/hetero/mini-acm.json" 2>&1
