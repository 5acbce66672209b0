$GRAVEL import gracore "$GRAVEL_SHARED/gracore-sample" 2>&1 >/dev/null; $GRAVEL import gracore "$GRAVEL_SHARED/gracore-sample" 2>/dev/null | head -n 5 | cut -c 1-160
