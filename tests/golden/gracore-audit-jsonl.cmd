$GRAVEL audit "$GRAVEL_SHARED/gracore-sample" gracore/tsp/n8/tsp/1 --format jsonl 2>/dev/null
