$GRAVEL audit "$GRAVEL_SHARED/gracore-sample" gracore/tsp/n8/tsp/0 --format jsonl 2>/dev/null
