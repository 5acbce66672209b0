$GRAVEL show tests/data/show-escape.jsonl "$(printf 'escape/\033[31mred')"
