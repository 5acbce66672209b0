#!/bin/sh
# bench-scaling.sh GRAVEL - `make bench`: every reader is linear (or n log n)
# in its input (issue 17). Each reader gets generated inputs of n, 2n, 4n and
# 8n records; the time for 8n over the time for n must stay under 16 (linear
# is 8; quadratic would be 64). Prints the figures; exits 1 when a reader
# scales worse.
#
#   readers: problems JSON Lines (gravel solve), runs JSON Lines (gravel
#   score), task configs (gravel check, 5,000..40,000 tasks), workspaces
#   with many sources (gravel check of their task configs is separate).
set -u
GRAVEL=${1:?usage: bench-scaling.sh GRAVEL}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-scale.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
rc=0

secs() {	# secs CMD...: wall seconds of CMD (its output discarded)
	t0=$(date +%s.%N)
	"$@" >/dev/null 2>&1
	t1=$(date +%s.%N)
	echo "$t0 $t1" | awk '{ printf "%.3f", $2 - $1 }'
}

gen_problems() {	# gen_problems N FILE: N small cycle problems
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++)
		printf "{\"id\":\"s/cycle/easy/standard/%d\",\"benchmark\":\"s\",\"task\":\"cycle\",\"difficulty\":\"easy\",\"set\":\"standard\",\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3]]},\"query\":{}}\n", i }' >"$2"
}
gen_runs() {	# gen_runs N FILE: N answers to the problems of gen_problems
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++)
		printf "{\"problem\":\"s/cycle/easy/standard/%d\",\"run\":\"r%d\",\"sample\":0,\"text\":\"No, there is no cycle in this graph.\"}\n", i, i % 7 }' >"$2"
}
gen_config() {	# gen_config N FILE: a task config of N tasks
	awk -v n="$1" 'BEGIN { print "benchmark: big\nseed: 1\ntasks:"
		for (i = 0; i < n; i++)
			printf "  t%d:\n    kind: cycle\n    family: tree\n    variants: [acyclic, cyclic]\n    extra_edges: [1, 3]\n    difficulties:\n      easy: {nodes: [5, 10], count: {standard: 2}}\n", i }' >"$2"
}

# scale NAME BASE GEN CMD: time CMD on GEN's inputs of BASE, 2, 4, 8 x BASE
scale() {
	name=$1 base=$2 gen=$3
	shift 3
	line="$name:"
	first= last=
	for k in 1 2 4 8; do
		n=$((base * k))
		$gen "$n" "$tmp/in.$k"
		case $gen in gen_runs) gen_problems "$n" "$tmp/p.$k" ;; esac
		s=$(secs "$@" "$k")
		line="$line n=$n ${s}s"
		[ -n "$first" ] || first=$s
		last=$s
	done
	ratio=$(echo "$first $last" | awk '{ printf "%.1f", ($1 > 0.01 ? $2 / $1 : $2 / 0.01) }')
	if echo "$ratio" | awk '{ exit !($1 >= 16) }'; then
		echo "$line  8n/n = $ratio: SUPERLINEAR"
		rc=1
	else
		echo "$line  8n/n = $ratio"
	fi
}

run_solve() { "$GRAVEL" solve "$tmp/in.$1" --format jsonl; }
run_score() { "$GRAVEL" score "$tmp/p.$1" "$tmp/in.$1" --by run; }
run_check() { "$GRAVEL" check "$tmp/in.$1"; }

# Peak memory of `gravel solve` on one connectivity problem of 10^6 edges
# (n/3 nodes on a path, the rest random) and of 10^6 random edges on 10^6
# nodes, in bytes per edge (issue 16: goal under 100). Needs GNU time.
edge_memory() {
	if ! /usr/bin/time -f %M true >/dev/null 2>&1; then
		echo "bytes/edge: skip (no /usr/bin/time)"
		return
	fi
	for nodes in 333334 1000000; do
		awk -v n="$nodes" -v m=1000000 'BEGIN { srand(16)
			printf "{\"id\":\"big/connectivity/%d\",\"benchmark\":\"big\",\"task\":\"connectivity\",\"difficulty\":\"hard\",\"set\":\"standard\",\"graph\":{\"directed\":false,\"nodes\":%d,\"edges\":[", n, n
			for (i = 0; i < m; i++) {
				if (n < m && i < n - 1) { u = i; v = i + 1 }
				else { u = int(rand() * n); v = int(rand() * n) }
				printf "%s[%d,%d]", i ? "," : "", u, v
			}
			printf "]},\"query\":{\"source\":0,\"target\":%d}}\n", n - 1 }' >"$tmp/edges.jsonl"
		kb=$(/usr/bin/time -f %M "$GRAVEL" --max-nodes 1000000 solve "$tmp/edges.jsonl" \
			--format jsonl 2>&1 >/dev/null | tail -n 1)
		echo "$kb" | awk -v n="$nodes" '{ printf "solve, 10^6 edges on %d nodes: peak RSS %.1f MiB, %.1f bytes/edge%s\n",
			n, $1 / 1024, $1 * 1024 / 1e6, $1 * 1024 / 1e6 < 100 ? "" : " (goal: under 100)" }'
	done
	rm -f "$tmp/edges.jsonl"
}

edge_memory
echo "bench-scaling: time for n, 2n, 4n, 8n records (linear: 8n/n about 8)"
scale "problems JSONL (solve)" 25000 gen_problems run_solve
scale "runs JSONL (score)" 25000 gen_runs run_score
scale "task config (check)" 5000 gen_config run_check
exit $rc
