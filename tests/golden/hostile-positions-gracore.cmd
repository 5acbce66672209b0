"$GRAVEL" import gracore tests/data/hostile/gracore-edges 2>&1 >/dev/null; echo "gracore: $?"; "$GRAVEL" import hetero tests/data/hostile/hetero-duplicate.json 2>&1 >/dev/null; echo "hetero: $?"
