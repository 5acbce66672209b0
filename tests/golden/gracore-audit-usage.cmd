$GRAVEL audit 2>&1
