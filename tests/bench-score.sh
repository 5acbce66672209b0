#!/bin/sh
# bench-score.sh GRAVEL - `make bench`: import NLGraph's 11 shared log runs,
# replicate them to 100,000 answers (each copy a run of its own), and time
# `gravel score CHECKOUT RUNS.jsonl --policy P` as a whole process
# (problems imported from the checkout, answers read, scored, table out),
# best of 5, for P = compat and strict (extraction, solvers, claim checks).
# Prints answers per second. Needs ../shared (GRAVEL_SHARED).
set -eu
GRAVEL=${1:?usage: bench-score.sh GRAVEL}
SHARED=${GRAVEL_SHARED:-$(dirname "$0")/../../shared}
TARGET=${BENCH_ANSWERS:-100000}
if [ ! -d "$SHARED/nlgraph" ]; then
	echo "bench-score: $SHARED/nlgraph not found (set GRAVEL_SHARED); skipped"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# exit 3: runs that cannot be placed were reported and skipped
"$GRAVEL" import nlgraph "$SHARED/nlgraph" --logs -o "$tmp/runs.jsonl" 2>/dev/null || [ $? -eq 3 ]
n=$(wc -l < "$tmp/runs.jsonl")
# copy k renames every run "R" to "R#k" so the copies score independently
awk -v target="$TARGET" -v n="$n" '
	{ line[NR] = $0 }
	END {
		for (k = 0; out < target; k++)
			for (i = 1; i <= n && out < target; i++) {
				s = line[i]
				if (k) sub(/"run":"[^"]*/, "&#" k, s)
				print s; out++
			}
	}' "$tmp/runs.jsonl" > "$tmp/big.jsonl"
total=$(wc -l < "$tmp/big.jsonl")

# best of 5 whole-process runs of one policy; prints seconds
time_policy() {
	best=
	for i in 1 2 3 4 5; do
		t0=$(date +%s.%N)
		"$GRAVEL" score "$SHARED/nlgraph" "$tmp/big.jsonl" --policy "$1" > "$tmp/out.txt"
		t1=$(date +%s.%N)
		t=$(echo "$t1 - $t0" | bc -l)
		if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
	done
	echo "$best"
}
for policy in compat strict; do
	best=$(time_policy $policy)
	printf 'bench-score: %d answers (%d shared, replicated), %s, best of 5: %.3f s, %.0f answers/s\n' \
		"$total" "$n" "$policy" "$best" "$(echo "$total / $best" | bc -l)"
done
"$GRAVEL" score "$SHARED/nlgraph" "$tmp/big.jsonl" --policy compat --format csv > "$tmp/out.csv"
differ=$(awk -F, 'NR > 1 { s += $8 } END { print s + 0 }' "$tmp/out.csv")
echo "bench-score: compat items differing from the recorded results: $differ"
