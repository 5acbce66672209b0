#!/bin/sh
# bench-gen.sh GRAVEL - `make bench`: generate NLGraph's extended set (every
# "full" count of config/tasks/nlgraph.yaml, gold answers included) and
# GraphEval2000's whole category grid (n up to 200); print problems written,
# whole-process wall time and peak memory for each.
set -eu
GRAVEL=${1:?usage: bench-gen.sh GRAVEL}
src=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-bench-gen.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

run() {
	name=$1
	shift
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '%e %M' -o "$tmp/time" "$GRAVEL" gen "$@" -o "$tmp/out.jsonl"
		set -- $(tail -n 1 "$tmp/time")
		secs=$1 kb=$2
	else
		start=$(date +%s)
		"$GRAVEL" gen "$@" -o "$tmp/out.jsonl"
		secs=$(( $(date +%s) - start )) kb=?
	fi
	n=$(wc -l < "$tmp/out.jsonl")
	gold=$(grep -c '"gold":{"text"\|"gold":{"answer"' "$tmp/out.jsonl" || true)
	printf 'bench gen %-28s %6d problems (%d with gold) %8.2f s  peak %s KiB\n' \
		"$name" "$n" "$gold" "$secs" "$kb"
}

run "nlgraph extended (full)" "$src/config/tasks/nlgraph.yaml" --set full
run "nlgraph standard" "$src/config/tasks/nlgraph.yaml" --set standard
run "grapheval2000 grid" "$src/config/tasks/grapheval2000.yaml"
run "gracore pure graphs" "$src/config/tasks/gracore.yaml"
