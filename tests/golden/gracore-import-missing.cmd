$GRAVEL import gracore tests/data/no-such-gracore 2>&1
