$GRAVEL check tests/data/workspace-missing.yaml 2>&1
