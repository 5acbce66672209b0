"$GRAVEL" import openai-evals tests/data/foreign/openai-evals.jsonl --problems tests/data/foreign/problems.jsonl --strict 2>&1
