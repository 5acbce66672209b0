{ "$GRAVEL" import grapheval "$GRAVEL_SHARED/grapheval2000" --strict >/dev/null; echo "exit status $?"; } 2>&1 | grep -v 'ignored$' | sed "s|$GRAVEL_SHARED/||"
