"$GRAVEL" import lm-eval tests/data/hostile/lmeval-huge-doc-id.jsonl --problems tests/data/foreign/problems.jsonl 2>&1
