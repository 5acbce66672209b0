"$GRAVEL" import lm-eval tests/data/foreign/samples_lc_2024-06-01T10-20-30.jsonl --problems tests/data/foreign/problems.jsonl 2>&1
