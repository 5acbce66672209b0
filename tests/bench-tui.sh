#!/bin/sh
# bench-tui.sh GRAVEL - the explorer on all of NLGraph's standard problems
# with 100,000 answers: replay 10,000 keys (navigation, view switches, trace
# steps, filter and policy changes, searches) in script mode and report the
# time to the first frame, the median and 99th percentile time per key
# (handling plus drawing) and the peak memory; then the same figures for
# the trace screen on one graph of 10^5 nodes. Run by `make bench-tui`;
# the first part needs ../shared/nlgraph (GRAVEL_SHARED) and skips without
# it.
set -eu

GRAVEL=${1:-${GRAVEL:-./gravel}}
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
GRAVEL_SHARED=${GRAVEL_SHARED:-$SRCDIR/../shared}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-bench-tui.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
HOME=$tmp
export HOME
unset GRAVEL_CONFIG XDG_CONFIG_HOME

# the trace screen on one graph of 10^5 nodes and 3 x 10^5 edges: open it,
# step through the BFS (each step's state is a table of a row a node and an
# edge, drawn a window at a time), scroll the tables in focus and switch the
# graph's view (needs no ../shared)
big_graph() {
	awk 'BEGIN {
	  srand(5); n = 100000
	  printf "{\"id\": \"bench/connectivity/hard/s/0\", \"benchmark\": \"bench\", \"task\": \"connectivity\", \"graph\": {\"directed\": false, \"nodes\": %d, \"edges\": [", n
	  for (e = 0; e < 3 * n; e++) printf "%s[%d,%d]", e ? "," : "", int(rand() * n), int(rand() * n)
	  printf "]}, \"query\": {\"source\": 0, \"target\": %d}}\n", n - 1 }' >"$tmp/big.jsonl"
	{
		echo "Enter t"
		for k in $(seq 60); do echo .; done
		echo "w PgDn PgDn End Home w > < Tab Tab"
		for k in $(seq 20); do echo ,; done
	} | tr ' ' '\n' >"$tmp/keys-big"
	echo "bench-tui: trace screen on 10^5 nodes, 3 x 10^5 edges ($(grep -c . "$tmp/keys-big") keys: open, 60 steps, scroll, views, 20 steps back)"
	"$GRAVEL" browse --no-config --keys "$tmp/keys-big" --dump-screen "$tmp/screen.txt" --stats \
		"$tmp/big.jsonl" 2>&1 | sed 's/^/bench-tui: /'
}

if [ ! -d "$GRAVEL_SHARED/nlgraph" ]; then
	echo "bench-tui: SKIP: $GRAVEL_SHARED/nlgraph is absent (set GRAVEL_SHARED)"
	big_graph
	exit 0
fi

"$GRAVEL" import nlgraph "$GRAVEL_SHARED/nlgraph" --set standard -o "$tmp/problems.jsonl"
nprob=$(grep -c . "$tmp/problems.jsonl")

# 100,000 answers: runs of one answer per problem, cycling through the
# gold answer's text, a wrong yes/no, a long chain of thought and text that
# states no answer, so every verdict and the text search have work to do.
awk -v want=100000 '
{ n += 0; id[n] = $0; sub(/^.*"id": *"/, "", id[n]); sub(/".*$/, "", id[n])
  g = $0; if (sub(/^.*"gold": *\{"text": *"/, "", g)) sub(/",.*$/, "", g); else g = "No."
  gold[n++] = g }
END {
  for (k = 0; k < want; k++) {
    r = int(k / n); i = k % n; m = (i + r) % 4
    if (m == 0) t = gold[i]
    else if (m == 1) t = "The answer is no."
    else if (m == 2) t = "Let us think step by step. node 0 is connected to node 1, 1 + 2 = 3. " gold[i]
    else t = "I am not sure about this graph."
    printf "{\"problem\": \"%s\", \"run\": \"bench/run%02d\", \"sample\": 0, \"text\": \"%s\"}\n", id[i], r, t
  }
}' "$tmp/problems.jsonl" >"$tmp/runs.jsonl"
nans=$(grep -c . "$tmp/runs.jsonl")

# 10,000 keys
awk 'BEGIN {
  srand(7)
  for (k = 0; k < 10000; ) {
    x = int(rand() * 20)
    if (x < 6) { printf "j\n"; k++ }
    else if (x < 8) { printf "k PgDn\n"; k += 2 }
    else if (x < 9) { printf "Enter Tab Tab q\n"; k += 4 }
    else if (x < 11) { printf "t . . . , x t\n"; k += 7 }
    else if (x < 12) { printf "v\n"; k++ }
    else if (x < 13) { printf "d\n"; k++ }
    else if (x < 14) { printf "r\n"; k++ }
    else if (x < 15) { printf "p\n"; k++ }
    else if (x < 16) { printf "c\n"; k++ }
    else if (x < 17) { printf "} {\n"; k += 2 }
    else if (x < 18) { printf "/ \"node 5\" Enter n\n"; k += 9 }
    else if (x < 19) { printf "G g\n"; k += 2 }
    else { printf "] [\n"; k += 2 }
  }
}' >"$tmp/keys"

echo "bench-tui: $nprob problems, $nans answers (keys: the events replayed)"
"$GRAVEL" browse --no-config --keys "$tmp/keys" --dump-screen "$tmp/screen.txt" --stats \
	"$tmp/problems.jsonl" "$tmp/runs.jsonl" 2>&1 | sed 's/^/bench-tui: /'

big_graph
