$GRAVEL show "$GRAVEL_SHARED/nlgraph" nlgraph/flow/easy/standard/0 --view matrix
