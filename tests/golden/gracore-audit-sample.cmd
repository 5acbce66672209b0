$GRAVEL audit "$GRAVEL_SHARED/gracore-sample"
