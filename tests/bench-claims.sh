#!/bin/sh
# bench-claims.sh GRAVEL - `make bench`: scaling of strict's claim checks
# in the answer's length (issue 17 item 6: GNN claims once scanned back to
# the start of the answer for every node line). Scores one GNN answer of
# 100, 200, 400 and 800 KB of "node u: sum of embeddings of ... = [a,b]"
# lines and prints the time of each and the ratio 800 KB / 100 KB, which is
# about 8 when the checks are linear (64 when quadratic). BENCH_CLAIMS_KB
# sets the sizes. Needs nothing from
# ../shared.
set -eu
GRAVEL=${1:?usage: bench-claims.sh GRAVEL}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

printf '%s\n' '{"id":"b/GNN/easy/s/0","benchmark":"b","task":"GNN","graph":{"directed":false,"nodes":3,"edges":[[0,1],[1,2]],"features":[[1,0],[0,1],[1,1]]},"query":{"layers":2}}' > "$tmp/p.jsonl"
# one answer of $1 KB: one layer heading, then node lines (the old scan's
# worst case), escaped for JSON
answer() {
	awk -v kb="$1" 'BEGIN {
		printf "{\"problem\":\"b/GNN/easy/s/0\",\"run\":\"r\",\"sample\":0,\"text\":\""
		n = 0
		printf "layer 1:\\n"
		while (n < kb * 1024) {
			s = "node 1: sum of embeddings of node 0, node 2, [1,0] + [1,1] = [2,1]\\n"
			printf "%s", s; n += length(s) - 1
		}
		printf "the answer is:\\nnode 0: [2,1]\\nnode 1: [2,2]\\nnode 2: [2,1]\\n\"}\n"
	}' > "$tmp/r$1.jsonl"
}
secs() {
	t0=$(date +%s.%N)
	"$GRAVEL" score "$tmp/p.jsonl" "$tmp/r$1.jsonl" --policy strict > /dev/null
	t1=$(date +%s.%N)
	echo "$t1 - $t0" | bc -l
}
first= last=
for kb in ${BENCH_CLAIMS_KB:-100 200 400 800}; do
	answer "$kb"
	t=$(secs "$kb")
	[ -n "$first" ] || { first=$kb; tfirst=$t; }
	last=$kb tlast=$t
	printf 'bench-claims: GNN answer of %d KB scored in %.3f s\n' "$kb" "$t"
done
if [ "$last" != "$first" ]; then
	printf 'bench-claims: %d KB / %d KB time ratio %.1f (%d = linear, %d = quadratic)\n' \
		"$last" "$first" "$(echo "$tlast / $tfirst" | bc -l)" $((last / first)) \
		$(((last / first) * (last / first)))
fi
