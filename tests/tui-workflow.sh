#!/bin/sh
# tui-workflow.sh - regression tests of issue 14's bugs, by key script
# (script mode: gravel browse --keys FILE --dump-screen OUT), each on a
# small fixture built here from tests/screens:
#   1. a policy change never moves the user: the item stays, marked;
#   2. ] after an override that moved the item out of the filter goes to
#      the next item, not the one after;
#   3. browse takes options after its operands;
#   4. the mean credit divides by the answered items only;
#   5. the scores screen shows whole run names, and hides the standardised
#      table (saying why) when no two runs share two tasks;
#   6. the differs-from-recorded filter agrees with `gravel score --items`;
#   7. a filter that matches nothing says so, with the filters.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
USER=tester
SOURCE_DATE_EPOCH=1700000000
export USER SOURCE_DATE_EPOCH
lib_tap

dir=$SRCDIR/tests/screens
# The fixture: three copies of the shortest-path problem (/0, /1, /2);
# run A answers each with a valid but longer path (partial under strict,
# wrong under compat), run B answers /0 right and nothing else.
sp=$(head -1 "$dir/problems.jsonl")
ans=$(head -1 "$dir/runs.jsonl")
runa='shortest_path/easy/20230410---09-43-CoT'
runb='shortest_path/easy/20230505---10-00-k-shot'
: >"$LIB_TMP/p.jsonl"
: >"$LIB_TMP/r.jsonl"
for i in 0 1 2; do
	printf '%s\n' "$sp" | sed "s|standard/0\"|standard/$i\"|" >>"$LIB_TMP/p.jsonl"
	printf '%s\n' "$ans" | sed -e "s|standard/0\"|standard/$i\"|" \
		-e "s|\"run\": \"modelA\"|\"run\": \"$runa\"|" >>"$LIB_TMP/r.jsonl"
done
printf '%s\n' "$ans" | sed -e "s|\"run\": \"modelA\"|\"run\": \"$runb\"|" \
	-e 's|is 0,4,2 with a total weight of 6|is 0,3,2 with a total weight of 4|' >>"$LIB_TMP/r.jsonl"
ws=$LIB_TMP/ws.yaml
cat >"$ws" <<EOF
name: workflow
problems:
  - jsonl: p.jsonl
runs:
  - jsonl: r.jsonl
annotations: notes.json
policy: strict
EOF

# run NAME KEYS [ARGS...]: replay KEYS into $LIB_TMP/NAME.txt
run() {
	_n=$1
	lib_browse "$@" 2>"$LIB_TMP/$_n.err" || not_ok "$_n: gravel failed: $(cat "$LIB_TMP/$_n.err")"
}
# has NAME REGEX MESSAGE: the screen NAME has a line matching REGEX
has() {
	if grep -Eq -- "$2" "$LIB_TMP/$1.txt"; then
		ok "$3"
	else
		not_ok "$3 (no line matches /$2/)"
		sed 's/^/    | /' "$LIB_TMP/$1.txt"
	fi
}
hasnt() {
	if grep -Eq -- "$2" "$LIB_TMP/$1.txt"; then
		not_ok "$3 (a line matches /$2/)"
		sed 's/^/    | /' "$LIB_TMP/$1.txt"
	else
		ok "$3"
	fi
}

# ---- 1. p in the trace under a verdict filter -------------------------------
# filter verdict=partial (v v v), the second item, its trace, then compat,
# where the item is wrong: it stays on screen, marked
run policy-stay 'v v v j Enter t p' "$ws"
has policy-stay '^ gravel .*standard/1.*no longer matches the filter' \
	"1: a policy change keeps the item on screen, marked as no longer matching"
run policy-back 'v v v j Enter t p p' "$ws"
has policy-back '^ gravel .*standard/1 *$' "1: back under strict the item matches again, unmarked"

# the issue's own repro on the real logs: verdict=wrong, item 4, t, p
if lib_have_shared; then
	run policy-real 'P / "20230410---09-43" Enter Enter v v Enter t p' --size 120x20 "$GRAVEL_SHARED/nlgraph"
	has policy-real '^ gravel  trace  nlgraph/shortest_path/easy/standard/4  \[no longer matches the filter\]' \
		"1 (NLGraph): p in the trace keeps .../standard/4 (it is partial under compat), marked"
else
	echo "SKIP: the NLGraph repro of bug 1: ../shared not found"
fi

# ---- 2. ] after an override ------------------------------------------------
# verdict=partial holds /0 /1 /2; the override 0 3 2 makes /0 right
rm -f "$LIB_TMP/notes.json"
run override-next 'v v v Enter a j j j Enter C-u "0 3 2" Enter ]' "$ws"
has override-next '^ gravel .*standard/1' "2: ] after an override goes to the next item (/1, not /2)"
hasnt override-next 'no longer matches' "2: moving on drops the mark"
rm -f "$LIB_TMP/notes.json"
run override-stay 'v v v Enter a j j j Enter C-u "0 3 2" Enter' "$ws"
has override-stay '^ gravel .*standard/0.*no longer matches the filter' \
	"2: the overridden item stays on screen, marked"

# ---- 3. options after the operand -------------------------------------------
run opt-after '' "$ws" --theme dark
has opt-after 'of 3 problems' "3: browse WS --theme dark opens the workspace"
run opt-after2 '' "$LIB_TMP/p.jsonl" "$LIB_TMP/r.jsonl" --no-color
has opt-after2 'of 3 problems' "3: browse PROBLEMS RUNS --no-color reads no option as a file"

# ---- 4. mean credit over the answered items --------------------------------
# run B answered one problem of three, right
run mean-credit 'r' "$ws"
has mean-credit 'mean credit 1\.00 of 1 answered' "4: mean credit divides by the answered items"

# ---- 5. whole run names; the standardised table hidden ----------------------
run names 's' --size 140x90 "$ws"
has names "$runa .* 3 " "5: the scores screen shows the whole run name (A)"
has names "$runb .* 1 " "5: the scores screen shows the whole run name (B)"
has names 'hidden: no two runs answer two tasks in common' \
	"5: the standardised table is hidden, saying why, for runs of one task"
run names-std 's' --size 140x120 "$dir/workspace.yaml"
has names-std 'modelA +-?[0-9.]+ +[0-9.]+ ' "5: two runs of three tasks keep the standardised table (average z, total)"

# ---- 6. differs-from-recorded agrees with the command line -----------------
cli=$("$GRAVEL" score "$dir/problems.jsonl" "$dir/runs.jsonl" --policy strict --items |
	grep -c '^modelA .*DIFFERS')
run differs 'D D' "$dir/workspace.yaml"
has differs " - $cli of 3 problems" "6: TUI differs-from-recorded shows the CLI's $cli DIFFERS items"
[ "$cli" -gt 0 ] && ok "6: the CLI finds differing items ($cli)" || not_ok "6: no DIFFERS in the CLI"

# the command line's --filter selects what the navigator's filter shows
cli=$("$GRAVEL" score "$dir/problems.jsonl" "$dir/runs.jsonl" --policy strict --items \
	--filter verdict=partial,run=modelA | wc -l)
run partial 'v v v' "$dir/workspace.yaml"
has partial " - $cli of 3 problems" "score --filter verdict=partial,run=modelA: the TUI's $cli items"

# ---- 7. an empty filter ----------------------------------------------------
run empty 'v v v v' --size 80x24 "$dir/workspace.yaml"
has empty 'No problems match \(filters: run modelA  policy strict' "7: an empty filter says no problems match"
has empty 'verdict=unparsed' "7: ... and names the filters"
run empty-trace 'Enter v v v v' --size 80x24 "$dir/workspace.yaml"
has empty-trace 'No problems match \(filters:' "7: the problem screen says so too"

# ---- / inside the answer, as less does ---------------------------------------
# the prompt says what / looks in: one run's answers, or the open answer
run find-scope '/ "node"' --size 100x12 "$dir/workspace.yaml"
has find-scope '^/ \(ids, questions, answers of run modelA only; Tab: all runs\) node_' "/ on the list: the scope in the prompt"
run find-scope-t 't / "node"' --size 100x12 "$dir/workspace.yaml"
has find-scope-t '^/ \(this answer of modelA\) node_' "/ in the trace: the scope in the prompt"
run find 't / "node" Enter' --size 100x12 --dump-roles "$dir/workspace.yaml"
has find 'match 1 of 10 in the answer +match 1/10' "/ in the trace searches the answer: a count"
if [ "$(grep -o 'PPPP' "$LIB_TMP/find.txt" | wc -l)" -ge 4 ]; then
	ok "every match in sight is highlighted"
else
	not_ok "highlights: $(grep -c P "$LIB_TMP/find.txt")"
fi
run find-n 't / "node" Enter n n N' --size 100x12 "$dir/workspace.yaml"
has find-n 'match 2 of 10 in the answer' "n and N step through the matches"
run find-wrap 't / "node" Enter N' --size 100x12 "$dir/workspace.yaml"
has find-wrap 'match 10 of 10 in the answer' "N before the first match wraps to the last"
has find-wrap '^ gravel  trace  t/shortest_path/easy/standard/0' "searching the answer never moves to another problem"
run find-list '/ "maximum flow" Enter' "$dir/workspace.yaml"
has find-list ' 2/3$' "/ on the navigator still searches the problems (the flow problem, 2/3)"

# ---- at 80x24 the problem screen shows the graph ---------------------------
run small 'Enter' --size 80x24 "$dir/workspace.yaml"
has small '^ \[\.\.\. 7 lines of the question: the graph, shown below\]' \
	"80x24: the question's edge list folds"
has small '^4: 0\(4\) 1\(4\) 2\(2\) 3\(1\)' "80x24: the whole graph is in sight without scrolling"
has small '^ Q: Give the shortest path from node 0 to node 2\.' "80x24: the question itself stays"

# ---- help wraps instead of cutting words --------------------------------------
run help80 '?' --size 80x24 "$dir/workspace.yaml"
# the line after next-group's starts in the column its description starts in
if awk '/next-group +Navigator: jump/ { col = index($0, "Navigator"); getline
		exit !(match($0, /^ +[^ ]/) && RLENGTH == col) }' "$LIB_TMP/help80.txt"; then
	ok "80x24: a help description wraps under itself"
else
	not_ok "80x24: a help description does not wrap under itself"
	sed -n '/next-group/,+1p' "$LIB_TMP/help80.txt" | sed 's/^/    /'
fi
if grep -q 'policy vs r$' "$LIB_TMP/help80.txt"; then
	not_ok "help cuts a word at the edge"
else
	ok "no help line is cut in a word"
fi
run footer80 '' --size 80x24 "$dir/workspace.yaml"
if [ "$(tail -1 "$LIB_TMP/footer80.txt" | sed 's/  *[0-9]*\/[0-9]*$//' | sed 's/ *$//' | tail -c 3)" != "he" ]; then
	ok "80 columns: the footer drops whole hints"
else
	not_ok "footer cut: $(tail -1 "$LIB_TMP/footer80.txt")"
fi

# ---- export the filtered view -------------------------------------------------
(cd "$LIB_TMP" && lib_browse export 'v X Enter' "$dir/workspace.yaml" 2>/dev/null)
has export 'exported 1 row \(CSV\) to gravel-view.csv' "X exports the filtered view, said in the status line"
if [ "$(sed -n 1p "$LIB_TMP/gravel-view.csv" 2>/dev/null)" = \
	'problem,task,difficulty,run,verdict_strict,credit_strict,verdict_compat,credit_compat,answer' ] &&
	grep -q '^t/connectivity/hard/standard/0,connectivity,hard,modelA,right,1,right,1,' "$LIB_TMP/gravel-view.csv" &&
	[ "$(wc -l <"$LIB_TMP/gravel-view.csv")" -eq 2 ]; then
	ok "the CSV holds the filter's one row: id, verdicts and credits per policy, answer"
else
	not_ok "export CSV: $(cat "$LIB_TMP/gravel-view.csv" 2>&1 | head -3)"
fi
(cd "$LIB_TMP" && lib_browse export2 'X C-u "view.jsonl" Enter' "$dir/workspace.yaml" 2>/dev/null)
if [ "$(wc -l <"$LIB_TMP/view.jsonl")" -eq 3 ] &&
	grep -q '"problem":"t/shortest_path/easy/standard/0",.*"policies":{"strict":{"verdict":"partial","credit":0.5},"compat":{"verdict":"wrong","credit":0}},"answer":"Let' "$LIB_TMP/view.jsonl"; then
	ok "a .jsonl name exports JSON lines"
else
	not_ok "export JSONL: $(head -c 300 "$LIB_TMP/view.jsonl" 2>&1)"
fi

lib_tap_end tui-workflow
