"$GRAVEL" import grapheval "$GRAVEL_SHARED/grapheval2000" --audit 2>/dev/null | grep -v '^grapheval2000/'
