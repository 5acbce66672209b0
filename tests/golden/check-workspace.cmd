$GRAVEL check tests/screens/workspace.yaml config/tasks/nlgraph.yaml
