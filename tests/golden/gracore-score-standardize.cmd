$GRAVEL import gracore "$GRAVEL_SHARED/gracore-sample" 2>/dev/null | $GRAVEL score - "$SRCDIR/tests/data/gracore-runs.jsonl" --policy compat --standardize
