$GRAVEL trace "$GRAVEL_SHARED/nlgraph" nlgraph/connectivity/easy/standard/7 | grep "queue empty"; $GRAVEL trace "$GRAVEL_SHARED/nlgraph" nlgraph/connectivity/easy/standard/1 | grep "apart"
