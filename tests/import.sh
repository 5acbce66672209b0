#!/bin/sh
# import.sh - `gravel import nlgraph` from the command line: exit statuses,
# messages on stderr, data on stdout, and nothing half-written when a file
# is malformed (tests/data/nlgraph-bad, one defect at a time in a tiny
# checkout). With ../shared present, also the published standard count.
set -u
GRAVEL=${GRAVEL:-./gravel}
SRCDIR=${SRCDIR:-.}
BAD=$SRCDIR/tests/data/nlgraph-bad
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-import.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

no() {
	echo "FAIL: $*"
	fail=1
}

# run EXPECTED-STATUS ARGS...: stdout to $tmp/out, stderr to $tmp/err
run() {
	want=$1
	shift
	"$GRAVEL" "$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	[ "$got" -eq "$want" ] || {
		no "gravel $*: exit $got, expected $want"
		sed 's/^/    /' "$tmp/err"
	}
}

lines() {
	wc -l <"$1" | tr -d ' '
}

# put FILE CONTENT: write a file, creating its folder
put() {
	mkdir -p "$(dirname "$1")"
	printf "$2" >"$1"
}

# A tiny checkout: two graphs per task in easy/standard and easy/full, the
# attack sets, and a main.json for flow.
mk_checkout() {
	r=$1/NLGraph
	for set in standard full; do
		for g in 0 1; do
			put "$r/connectivity/graph/easy/$set/graph$g.txt" '3 1 1\n0 1\n0 1\n0 2\n'
			put "$r/cycle/graph/easy/$set/graph$g.txt" '3 2\n0 1\n1 2\n'
			put "$r/topology/graph/easy/$set/graph$g.txt" '3 2\n0 1\n1 2\n'
			put "$r/shortest_path/graph/easy/$set/graph$g.txt" '3 2\n0 1 1\n1 2 1\n0 2\n'
			put "$r/flow/graph/easy/$set/graph$g.txt" '3 2\n0 1 1\n1 2 1\n0 2\n1\n'
			put "$r/matching/graph/easy/$set/graph$g.txt" '2 2 2\n0 2\n1 3\n2\n'
			put "$r/hamilton/graph/easy/$set/graph$g.txt" '3 2\n0 1\n1 2\n'
			put "$r/GNN/graph/easy/$set/graph$g.txt" '2 1 2\n0 1\n1 0 \n0 1 \n0 1 \n1 0 \n'
		done
	done
	put "$r/connectivity/graph/attack/clique/graph0.txt" '3 1\n0 1\n0 2\n'
	put "$r/connectivity/graph/attack/line/graph0.txt" '3 2\n0 1\n1 2\n0 2\n'
	put "$r/flow/main.json" '{"0": {"question": "Q0?", "answer": "The maximum flow from node 0 to node 2 is 1.", "difficulty": "easy"}}\n'
}

mk_checkout "$tmp/ok"

# --- good imports ----------------------------------------------------------
run 0 import nlgraph "$tmp/ok"
[ "$(lines "$tmp/out")" = 18 ] || no "standard: $(lines "$tmp/out") problems, expected 18"
grep -q '"id":"nlgraph/flow/easy/standard/0".*"question":"Q0?"' "$tmp/out" ||
	no "flow/easy/standard/0 lacks main.json's question"
run 0 import nlgraph "$tmp/ok/NLGraph" --set attack
[ "$(lines "$tmp/out")" = 2 ] || no "attack: $(lines "$tmp/out") problems, expected 2"
run 0 import nlgraph --set all -o "$tmp/all.jsonl" "$tmp/ok"
[ -s "$tmp/out" ] && no "-o FILE: data also went to stdout"
[ "$(lines "$tmp/all.jsonl")" = 38 ] || no "all: $(lines "$tmp/all.jsonl") problems, expected 38"
ls "$tmp" | grep -q 'tmp[A-Za-z0-9]' && no "a temporary output file was left behind"

# --- usage and missing input -----------------------------------------------
run 64 import nlgraph "$tmp/ok" --set bogus
run 64 import nlgraph
run 64 import gracefully "$tmp/ok"
run 66 import nlgraph "$tmp/nowhere"
grep -q "$tmp/nowhere" "$tmp/err" || no "missing dir: message does not name it"
[ -s "$tmp/out" ] && no "missing dir: something went to stdout"
mkdir "$tmp/empty"
run 66 import nlgraph "$tmp/empty"
grep -q 'not an NLGraph checkout' "$tmp/err" || no "empty dir: unclear message"
cp -R "$tmp/ok" "$tmp/nognn"
rm -r "$tmp/nognn/NLGraph/GNN"
run 0 import nlgraph "$tmp/nognn"
grep -q 'no folder for GNN (1 task not loaded)' "$tmp/err" || no "missing task folder: unclear message"

# --- malformed files ---------------------------------------------------------
# --strict: exit 65, the exact message, nothing written. Lenient (default):
# the file is reported as a warning ending "; skipped", the other problems
# are written, the summary counts it, and the exit status is 3.
n=0
while IFS= read -r line; do
	name=${line%%:*}
	rest=${line#*:}
	task=${name%%.*}
	[ "$task" = gnn ] && task=GNN
	case=$tmp/case-$n
	n=$((n + 1))
	file=$case/NLGraph/$task/graph/easy/standard/graph1.txt
	cp -R "$tmp/ok" "$case"
	cp "$BAD/$name" "$file"
	printf 'previous\n' >"$tmp/prev.jsonl"
	run 65 import nlgraph "$case" --strict -o "$tmp/prev.jsonl"
	grep -qxF "$file:$rest" "$tmp/err" ||
		{ no "$name: expected message ...graph1.txt:$rest"; sed 's/^/    /' "$tmp/err"; }
	[ "$(cat "$tmp/prev.jsonl")" = previous ] || no "$name: -o FILE was replaced"
	ls "$tmp" | grep -q 'prev.jsonl.tmp' && no "$name: a temporary file was left behind"
	run 65 import nlgraph "$case" --strict
	[ -s "$tmp/out" ] && no "$name: problems were written to stdout"
	# lenient: graph1 holds 2 connectivity problems (one per query), else 1
	nwant=17 badid=1
	[ "$task" = connectivity ] && nwant=16 badid=2
	run 3 import nlgraph "$case" -o "$tmp/prev.jsonl"
	loc=${rest%%: *}
	grep -qxF "$file:$loc: warning: ${rest#*: }; skipped" "$tmp/err" ||
		{ no "$name: expected warning ...graph1.txt:$loc: warning: ...; skipped"; sed 's/^/    /' "$tmp/err"; }
	grep -qxF "gravel import: $nwant problems imported, 1 records skipped" "$tmp/err" ||
		{ no "$name: summary does not count $nwant imported, 1 skipped"; sed 's/^/    /' "$tmp/err"; }
	[ "$(lines "$tmp/prev.jsonl")" = "$nwant" ] ||
		no "$name: lenient: $(lines "$tmp/prev.jsonl") problems written, expected $nwant"
	grep -q "\"id\":\"nlgraph/$(echo "$task" | tr A-Z a-z)/easy/standard/$badid\"" "$tmp/prev.jsonl" &&
		no "$name: lenient: the bad file's problem was written"
done <"$BAD/EXPECTED"
[ "$n" -ge 10 ] || no "only $n malformed fixtures"

# connectivity numbers its problems by query: a bad file that is not the
# last keeps the ids of the files after it (read from its header)
cp -R "$tmp/ok" "$tmp/midbad"
put "$tmp/midbad/NLGraph/connectivity/graph/easy/standard/graph0.txt" '3 1 1\n0 1\n0 1\n'
put "$tmp/midbad/NLGraph/connectivity/graph/easy/standard/graph1.txt" '3 1 1\n0 1\n0 1\n0 2\n'
run 3 import nlgraph "$tmp/midbad"
grep -q '"id":"nlgraph/connectivity/easy/standard/2"' "$tmp/out" ||
	no "a skipped connectivity file shifted the ids of the next file"
grep -q '"id":"nlgraph/connectivity/easy/standard/0"' "$tmp/out" &&
	no "the skipped connectivity file's problems were written"

# Each task is imported on a thread of its own (GRAVEL_THREADS) and added in
# task order: bad files in an early task and a late one give the same
# problems, messages and exit status with 0 and 3 threads, and --strict
# stops at the first (the late task's file, read at the same time on
# another thread, is not reported)
cp -R "$tmp/ok" "$tmp/twobad"
early=$tmp/twobad/NLGraph/connectivity/graph/easy/standard/graph1.txt
late=$tmp/twobad/NLGraph/GNN/graph/easy/full/graph0.txt
cp "$BAD/connectivity.short-line.txt" "$early"
cp "$BAD/gnn.layer-count.txt" "$late"
for th in 0 3; do
	GRAVEL_THREADS=$th run 65 import nlgraph "$tmp/twobad" --set all --strict
	cp "$tmp/err" "$tmp/twobad-strict$th.err"
	GRAVEL_THREADS=$th run 3 import nlgraph "$tmp/twobad" --set all -o "$tmp/twobad$th.jsonl"
	cp "$tmp/err" "$tmp/twobad$th.err"
done
grep -q "^$early:" "$tmp/twobad-strict3.err" || no "threads, --strict: the first bad file not reported"
grep -q "^$late:" "$tmp/twobad-strict3.err" && no "threads, --strict: went on past the first bad file"
cmp -s "$tmp/twobad-strict0.err" "$tmp/twobad-strict3.err" || no "threads, --strict: other messages"
[ "$(grep -c '; skipped$' "$tmp/twobad3.err")" = 2 ] || no "threads: not both bad files skipped"
cmp -s "$tmp/twobad0.err" "$tmp/twobad3.err" || no "threads: other messages"
cmp -s "$tmp/twobad0.jsonl" "$tmp/twobad3.jsonl" || no "threads: other problems"
[ "$(lines "$tmp/twobad3.jsonl")" = 35 ] || no "threads: $(lines "$tmp/twobad3.jsonl") problems, expected 35"

cp -R "$tmp/ok" "$tmp/badjson"
printf '{"0": {"question": "Q"\n' >"$tmp/badjson/NLGraph/flow/main.json"
run 65 import nlgraph "$tmp/badjson"
grep -q 'flow/main.json:[0-9]*:[0-9]*: invalid JSON' "$tmp/err" || no "bad main.json: unclear message"

# --- the published checkout --------------------------------------------------
shared=${GRAVEL_SHARED:-$SRCDIR/../shared}
if [ -d "$shared/nlgraph" ]; then
	run 0 import nlgraph "$shared/nlgraph" --set standard
	[ "$(lines "$tmp/out")" = 6042 ] || no "shared standard: $(lines "$tmp/out") problems, expected 6042"
	[ "$(cat "$tmp/err")" = "gravel import: 6042 problems imported, 0 records skipped" ] ||
		{ no "shared standard: unexpected messages"; head "$tmp/err"; }
	# --logs writes each run as it is read (read ahead on another thread):
	# the same file with and without the reader, and memory for a few runs,
	# not all 335 (holding them took 120 MiB); --strict to stdout holds
	# them (nothing written when a run cannot be placed) and writes the same
	for th in 0 1; do
		GRAVEL_THREADS=$th run 3 import nlgraph "$shared/nlgraph" --logs -o "$tmp/logs$th.jsonl"
		cp "$tmp/err" "$tmp/logs$th.err"
	done
	[ "$(lines "$tmp/logs0.jsonl")" = 132381 ] || no "--logs: $(lines "$tmp/logs0.jsonl") answers, expected 132381"
	cmp -s "$tmp/logs0.jsonl" "$tmp/logs1.jsonl" && cmp -s "$tmp/logs0.err" "$tmp/logs1.err" ||
		no "--logs: a reader thread changed the output"
	"$GRAVEL" import nlgraph "$shared/nlgraph" --logs >"$tmp/logs-stdout.jsonl" 2>/dev/null
	cmp -s "$tmp/logs0.jsonl" "$tmp/logs-stdout.jsonl" || no "--logs to stdout: not the file's lines"
	run 65 import nlgraph "$shared/nlgraph" --logs --strict -o "$tmp/strict.jsonl"
	[ -e "$tmp/strict.jsonl" ] && no "--logs --strict with unplaced runs wrote a file"
	grep -q 'nothing written' "$tmp/err" || no "--logs --strict: no 'nothing written'"
	if /usr/bin/time -f %M true >/dev/null 2>&1 && ! nm -an "$GRAVEL" 2>/dev/null | grep -q __asan_init; then
		/usr/bin/time -o "$tmp/rss" -f %M "$GRAVEL" import nlgraph "$shared/nlgraph" --logs \
			-o "$tmp/logs.jsonl" 2>/dev/null
		k=$(tail -n 1 "$tmp/rss")
		echo "# peak RSS, import --logs: $k KiB"
		[ "$k" -lt 65536 ] || no "import --logs held $k KiB (runs held, not streamed?)"
	fi
else
	echo "skip: $shared/nlgraph not found (set GRAVEL_SHARED)"
fi

# only part of a checkout (no attack, no full sets, two tasks): score and
# browse, whose sets are implied, read what is there and name what is
# left out in one warning; an import that asks for a set still refuses
PART=$SRCDIR/tests/data/nlgraph-partial
run 0 score "$PART" "$PART/runs.jsonl" --by task
grep -q '^cycle  *2  *0\.500 ' "$tmp/out" || no "partial checkout: cycle's 2 answers not scored: $(cat "$tmp/out")"
grep -q '^connectivity  *1  *1\.000 ' "$tmp/out" || no "partial checkout: connectivity's answer not scored"
[ "$(grep -c 'only part of a checkout' "$tmp/err")" -eq 1 ] ||
	no "partial checkout: not one warning for the sets left out: $(cat "$tmp/err")"
grep -q 'left out the sets it lacks (connectivity/graph/attack/clique, connectivity/graph/attack/line)' "$tmp/err" ||
	no "partial checkout: the warning does not name the attack sets"
grep -q 'missing attack set folder' "$tmp/err" && no "partial checkout: score still errs on the attack sets"
printf 'q\n' >"$tmp/keys"
run 0 browse --no-config --keys "$tmp/keys" --dump-screen "$tmp/screen" --size 100x10 "$PART"
grep -q ' 4 of 4 problems' "$tmp/screen" || no "partial checkout: browse does not show its 4 problems"
run 66 import nlgraph "$PART" --set attack -o "$tmp/attack.jsonl"
grep -q 'missing attack set folder' "$tmp/err" || no "import --set attack: the missing folder not named"

# an odd count of cycle graphs: gen writes graph i acyclic when i*2 < count
# (as evaluation/cycle.py labels it), and the importer reads the same gold,
# so graph 1 of 3 is acyclic without a warning (it was read as cyclic and
# each difficulty warned "the answer says has_cycle = false")
for n in 1 3 5; do
	rm -rf "$tmp/odd"
	run 0 gen nlgraph --task cycle --count "$n" --format nlgraph-raw -o "$tmp/odd"
	run 0 import nlgraph "$tmp/odd" -o "$tmp/odd.jsonl"
	grep -q 'has_cycle' "$tmp/err" && no "gen --count $n, import: the cycle gold disagrees: $(grep has_cycle "$tmp/err" | head -1)"
	acyclic=$(grep -c '"has_cycle":false' "$tmp/odd.jsonl")
	[ "$acyclic" -eq $((3 * ((n + 1) / 2))) ] ||
		no "gen --count $n: $acyclic acyclic problems over 3 difficulties, expected $((3 * ((n + 1) / 2)))"
done

[ "$fail" -eq 0 ] && echo "import.sh: all passed"
exit "$fail"
