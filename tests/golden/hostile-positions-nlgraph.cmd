{ "$GRAVEL" import nlgraph tests/data/hostile/nlgraph-main; echo "import: $?" >&2; } 2>&1 >/dev/null | grep -v "missing task folder"
