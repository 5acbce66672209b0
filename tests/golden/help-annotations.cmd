"$GRAVEL" annotations --help 2>&1 | sed -n '1s/^\(usage: gravel [a-z]*\).*/\1/p'; "$GRAVEL" annotations --help >/dev/null 2>&1
