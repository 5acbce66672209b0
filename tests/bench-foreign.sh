#!/bin/sh
# bench-foreign.sh GRAVEL - `make bench`: `gravel import openai-evals` on
# generated logs of 10,000 and 40,000 samples (a sampling event for each,
# then a match event for each in reverse order), best of 3 in CPU seconds.
# Prints samples per second and fails when 4 times the samples take more
# than 8 times as long (a linear lookup per event made 40,000 take 4.9 s:
# issue 17).
set -eu
GRAVEL=${1:?usage: bench-foreign.sh GRAVEL}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

gen() {
	awk -v n="$1" 'BEGIN {
		print "{\"spec\": {\"eval_name\": \"bench\", \"completion_fns\": [\"m\"]}}"
		for (i = 0; i < n; i++)
			printf "{\"sample_id\":\"s%d\",\"type\":\"sampling\",\"data\":{\"sampled\":\"t%d\"}}\n", i, i
		for (i = n - 1; i >= 0; i--)
			printf "{\"sample_id\":\"s%d\",\"type\":\"match\",\"data\":{\"correct\":true}}\n", i
	}' > "$tmp/log$1.jsonl"
}

# CPU seconds (user + system) of one import: the machine may be shared, so
# wall time says little; without /usr/bin/time, wall time
one_run() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '%U %S' -o "$tmp/time" \
			"$GRAVEL" import openai-evals "$tmp/log$1.jsonl" -o "$tmp/out.jsonl" 2>/dev/null
		awk '{ printf "%.4f", $1 + $2 }' "$tmp/time"
	else
		t0=$(date +%s.%N)
		"$GRAVEL" import openai-evals "$tmp/log$1.jsonl" -o "$tmp/out.jsonl" 2>/dev/null
		t1=$(date +%s.%N)
		echo "$t0 $t1" | awk '{ printf "%.4f", $2 - $1 }'
	fi
}

best_of_3() {
	best=
	for i in 1 2 3; do
		t=$(one_run "$1")
		best=$(echo "$t ${best:-}" | awk '{ t = $1; if ($2 != "" && $2 < t) t = $2; printf "%.4f", t }')
	done
	echo "$best"
}

gen 10000
gen 40000
a=$(best_of_3 10000)
b=$(best_of_3 40000)
echo "$a $b" | awk '{ printf "bench-foreign: openai-evals 10,000 samples %.3f s, 40,000 %.3f s (%.0f samples/s), ratio %.1f\n", $1, $2, 40000 / $2, $2 / ($1 > 0 ? $1 : 0.001) }'
echo "$a $b" | awk '{ exit !($2 <= 8 * ($1 > 0.01 ? $1 : 0.01)) }' || {
	echo "bench-foreign: FAIL: 4x the samples took more than 8x as long"
	exit 1
}
