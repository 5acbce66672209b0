#!/bin/sh
# tui-reading.sh - reading a failure (issue 14) through script mode: the
# drawing shows the model's invented edges dotted in their own role
# (path-invented) and names them; trace narration wraps instead of cutting
# words; `/` on the problem screen searches the question as less does
# (every match highlighted, n/N, a count); at 80x24 the trace screen shows
# its state tables. Fixtures: tests/data/reading (a 12-node problem whose
# answer walks the edges 0-3 and 3-5 the graph lacks) and tests/screens.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8
lib_tap
ws=$SRCDIR/tests/data/reading/workspace.yaml
screens=$SRCDIR/tests/screens/workspace.yaml

# body NAME: the screen part of a dump (without the roles section)
body() { sed '/^--- roles/,$d' "$LIB_TMP/$1.txt"; }
# roles NAME: the roles section of a dump
roles() { sed '1,/^--- roles/d' "$LIB_TMP/$1.txt"; }
# has NAME PATTERN DESCRIPTION: ok when a line of the screen part matches
# the (basic) regular expression, else not_ok with the screen
has() {
	if body "$1" | grep -q -- "$2"; then
		ok "$3"
	else
		not_ok "$3 (no line matches /$2/)"
		body "$1" | sed 's/^/    | /'
	fi
}

# ---- the drawing: invented edges -------------------------------------------
lib_browse draw "Enter Tab Tab Tab G" --dump-roles "$ws" || not_ok "draw: gravel failed"
if body draw | grep -q '^not in the graph (dotted): \[0\]-\[3\] \[3\]-\[5\]$'; then
	ok "draw: the invented edges 0-3 and 3-5 are named under the drawing"
else
	not_ok "draw: no 'not in the graph' line"
	body draw | sed 's/^/    /'
fi
# every '.' of the drawing is drawn in the invented role ('i'), and there
# are some; the legend names the role
body draw | sed -n '/\[draw\]/,/^not in the graph/p' | sed '1d;$d' >"$LIB_TMP/draw.pic"
roles draw | tail -n +"$(($(body draw | grep -n '\[draw\]' | cut -d: -f1) + 1))" |
	head -n "$(wc -l <"$LIB_TMP/draw.pic")" >"$LIB_TMP/draw.roles"
awk 'NR == FNR { pic[FNR] = $0; next }
	{ for (i = 1; i <= length(pic[FNR]); i++) if (substr(pic[FNR], i, 1) == ".") {
		dots++; if (substr($0, i, 1) != "i") bad++ } }
	END { exit !(dots >= 6 && !bad) }' "$LIB_TMP/draw.pic" "$LIB_TMP/draw.roles" &&
	ok "draw: invented edges dotted, every dot in the path-invented role" ||
	not_ok "draw: dotted cells missing or not in the invented role"
if body draw | grep -q 'not in the graph (draw: dotted)' &&
	roles draw | grep -q 'iiiiiiiiiiiiiiii'; then
	ok "draw: the legend names the invented edges in their role"
else
	not_ok "draw: legend without the invented role"
fi
# a weight never touches a crossing or another line: no digit next to '+'
if ! body draw | sed -n '/\[draw\]/,/^not in the graph/p' | grep -q '+[0-9]\|[0-9]+'; then
	ok "draw: no weight next to a crossing"
else
	not_ok "draw: a weight touches a crossing"
fi
# every theme styles the role, and the monochrome one without colour
printf '\n' >"$LIB_TMP/none.keys"
for t in default light dark monochrome high-contrast; do
	"$GRAVEL" browse --no-config --theme "$t" --keys "$LIB_TMP/none.keys" \
		--dump-screen "$LIB_TMP/st-$t" --dump-styles "$ws" </dev/null
	if [ "$t" = monochrome ]; then
		grep '^path-invented  *fg=default  bg=default' "$LIB_TMP/st-$t" | grep 'reverse' |
			grep -q 'underline'
	else
		grep '^path-invented ' "$LIB_TMP/st-$t" | grep -qv 'bg=default'
	fi && ok "theme $t styles path-invented" ||
		not_ok "theme $t: path-invented $(grep '^path-invented' "$LIB_TMP/st-$t")"
done
for t in "$SRCDIR"/themes/*.yaml; do
	grep -q '^  path-invented: {.*mono: ' "$t" && ok "$(basename "$t"): path-invented with mono" ||
		not_ok "$(basename "$t"): no path-invented with a mono fallback"
done

# ---- trace narration wraps -------------------------------------------------
# at 80x24 the left pane is 40 columns; event 9 reads "relax 0-11:
# dist[11] inf -> 2 via 0": the last word goes to the next row, not away
lib_browse narr "t x" --size 80x24 "$ws" || not_ok "narration: gravel failed"
if body narr | grep -A1 '^    9 relax 0-11: dist\[11\] inf -> 2 via ' |
	tail -n 1 | grep -q '^      0  *|'; then
	ok "narration: wraps under its step number"
else
	not_ok "narration: cut"
	body narr | head -8 | sed 's/^/    /'
fi

# ---- step numbers past 9,999 -------------------------------------------------
# a DFS over a 6,000-node path with one chord records over 10,000 events;
# at the last step its numbers keep a space before the narration (a column
# of 4 ran them into the text: "60655edge 17-3", seen in the TUI)
awk 'BEGIN { n = 6000
	printf "{\"id\":\"long/cycle/hard/s/0\",\"benchmark\":\"long\",\"task\":\"cycle\",\"graph\":{\"directed\":false,\"nodes\":%d,\"edges\":[", n
	for (v = 1; v < n; v++) { printf "%s[%d,%d]", sep, v - 1, v; sep = "," }
	printf ",[0,%d]]},\"query\":{}}\n", n - 1 }' >"$LIB_TMP/long.jsonl"
lib_browse long "t >" --size 100x30 "$LIB_TMP/long.jsonl" || not_ok "long trace: gravel failed"
last=$(body long | sed -n 's/^ step \([0-9]*\)\/\1 .*/\1/p')
if [ "${last:-0}" -ge 10000 ] && body long | grep -q "^ *$((last - 1)) [a-z]" &&
	body long | grep -q "^ *$last [a-z]"; then
	ok "long trace: step $last and the one before keep a space before their text"
else
	not_ok "long trace: step numbers run into the narration (last step ${last:-none})"
	body long | head -8 | sed 's/^/    /'
fi

# ---- the state tables at 80x24 ---------------------------------------------
lib_browse small "j t x" --size 80x24 "$screens" || not_ok "80x24: gravel failed"
if body small | grep -q '^ node     level' && body small | grep -q '^ edge  *capacity' &&
	body small | grep -q '^    0     0->1  ' && body small | grep -q '^───\[list\]'; then
	ok "80x24: the trace shows both state tables and the graph view"
else
	not_ok "80x24: a state table is missing"
	body small | sed 's/^/    /'
fi

# ---- / on the problem screen searches the question ------------------------
lib_browse find1 'Enter / "node 4" Enter' --dump-roles --size 80x24 "$ws" ||
	not_ok "search: gravel failed"
lib_browse find2 'Enter / "node 4" Enter n' --size 80x24 "$ws"
lib_browse find3 'Enter / "node 4" Enter n n n N' --size 80x24 "$ws"
lib_browse find0 'Enter / "no such words" Enter' --size 80x24 "$ws"
if body find1 | grep -q 'match 1 of 3 in the question' && body find1 | grep -q 'match 1/3' &&
	body find2 | grep -q 'match 2 of 3 in the question' &&
	body find3 | grep -q 'match 3 of 3 in the question'; then
	ok "search: counts the matches in the question, n and N move (wrapping)"
else
	not_ok "search: no count of the question's matches"
	body find1 | tail -3 | sed 's/^/    /'
fi
# every "node 4" on screen is highlighted in the prompt role ('P')
awk '/^--- roles/ { r = 1; next } !r { scr[FNR] = $0; next } { rol[++n] = $0 }
	END { for (l = 1; l <= n; l++) { s = scr[l]; off = 0
		while (match(s, /node 4[ ,.]/)) {
			seen++; if (substr(rol[l], off + RSTART, 6) != "PPPPPP") bad++
			off += RSTART + 5; s = substr(s, RSTART + 6) } }
		exit !(seen >= 2 && !bad) }' "$LIB_TMP/find1.txt" &&
	ok "search: every match on screen highlighted" || not_ok "search: matches not highlighted"
body find0 | grep -q 'not found in the question: no such words' &&
	ok "search: says when there is no match" || not_ok "search: no 'not found'"
# the list keeps searching problems
lib_browse listfind '/ "shortest" Enter' "$ws"
! body listfind | grep -q 'in the question' && ok "search: the list still searches problems" ||
	not_ok "search: the list searched a question"

# ---- GraphEval2000: a run's output as the scorer reads it -------------------
# (the problem screen said "(no final answer found)" for every output)
printf '%s\n' '{"problem":"grapheval2000/lc207/sparse-directed/acyclic/0","run":"m","sample":0,"text":"It returns True"}' \
	>"$LIB_TMP/ge-runs.jsonl"
lib_browse ge-model 'Enter' --size 100x12 "$SRCDIR/tests/data/exec/grapheval" "$LIB_TMP/ge-runs.jsonl"
has ge-model '^ model  true$' \
	"GraphEval2000 problem: the output as the scorer reads it"

# the scores screen at 80 columns: the difficulty plot's labels as wide as
# GraphEval's difficulties ("planar-undirected" pushed its bar out of line)
# and the breakdown's difficulty column whole (it was cut to "sparse-d")
lib_browse ge-scores 's' --size 80x40 "$SRCDIR/tests/data/exec/grapheval" "$LIB_TMP/ge-runs.jsonl"
body ge-scores | grep -q '^     sparse-directed   |#\{20\}| 1\.000 (1)  m <- this run$' &&
	body ge-scores | grep -q '^   m   lc207  sparse-directed  *1  1\.000 ' &&
	ok "GraphEval2000 scores: difficulties whole in the plot and the breakdown" ||
	{ not_ok "GraphEval2000 scores: difficulties cut"; body ge-scores | sed -n 8,20p | sed 's/^/    /'; }

# the task row wraps between its parts at 80 columns (the category was cut)
lib_browse ge-task 'Enter' --size 80x14 "$SRCDIR/tests/data/exec/grapheval"
has ge-task '^        set acyclic  category sparse/acyclic$' \
	"problem header: the task row wraps a part whole to the next row"

# the graph row counts in the singular too ("1 edges")
printf '%s\n' '{"id":"t/connectivity/easy/one/0","benchmark":"t","task":"connectivity","difficulty":"easy","set":"one","graph":{"directed":false,"nodes":2,"edges":[[0,1]]},"query":{"source":0,"target":1},"question":"Is there a path between node 0 and node 1?"}' \
	>"$LIB_TMP/one.jsonl"
lib_browse one-edge 'Enter' --size 80x10 "$LIB_TMP/one.jsonl"
body one-edge | grep -q '^ graph  2 nodes, 1 edge, undirected$' &&
	ok "problem header: 1 edge" || { not_ok "problem header: plural"; body one-edge | head -4 | sed 's/^/    /'; }

# ---- a finished TSP search: its state is the answer, not the root ---------
lib_browse tsp-end 'Enter t >' --size 100x30 "$SRCDIR/tests/data/audit-tsp.jsonl"
body tsp-end | grep -q '^ answer: 0 2 3 4 1 0 ' &&
	! body tsp-end | grep -q '^ path: 0 ' &&
	ok "TSP trace: the last step's state shows the tour, not the search's 'path: 0'" ||
	{ not_ok "TSP trace: the finished search still shows a path"; body tsp-end | head -12 | sed 's/^/    /'; }

# ---- GraCoRe: the question in the list, the answer as its scorer reads it --
if lib_have_shared; then
	gc=$GRAVEL_SHARED/gracore-sample
	gcr=$SRCDIR/tests/data/gracore-runs.jsonl
	# every GraCoRe prompt starts "This is a undirected graph with the
	# following edges:", which was every row's preview
	lib_browse gc-list '' --size 100x16 "$gc"
	has gc-list '^ bipartite/0 .* How many nodes does this graph have?$' \
		"GraCoRe list: a row previews the question after the graph's edges"
	! body gc-list | grep -q 'This is a undirected graph' &&
		ok "GraCoRe list: ... not the prompt's first line" ||
		not_ok "GraCoRe list: a row still shows the prompt's first line"
	# `/` finds a problem by the id its row shows ("not found: traversal/2")
	lib_browse gc-find '/ "traversal/2" Enter' --size 100x16 "$gc"
	has gc-find '  6/150$' \
		"GraCoRe list: / finds a row by its id"
	# the problem screen's model line said "(no final answer found)" for
	# every GraCoRe answer, right ones included
	lib_browse gc-avg 'j j j j j j j j j j j j Enter' --size 100x12 "$gc" "$gcr"
	has gc-avg '^ model  1\.75$' \
		"GraCoRe problem: the model's average degree as the scorer reads it"
	lib_browse gc-bfs '/ "bfs_order" Enter Enter' --size 100x12 "$gc" "$gcr"
	has gc-bfs '^ model  A: 0,2,3,7,1,4,5,6$' \
		"GraCoRe problem: a multiple-choice letter with the order it picks"
	lib_browse gc-trace '/ "bfs_order" Enter t' --size 100x30 "$gc" "$gcr"
	has gc-trace 'answer: A: 0,2,3,7,1,4,5,6' \
		"GraCoRe trace: the answer beside the reference trace"
	# the model's Hamiltonian cycle and the gold one on the graph: each of
	# the cycle's edges in the role "both" (the model's was not drawn, and
	# a directed graph's gold cycle neither)
	lib_browse gc-ham '/ "hamilton_cycle" Enter Enter Tab Tab' --size 110x50 --dump-roles "$gc" "$gcr"
	for e in 'e0   4 -> 0' 'e4   0 -> 7' 'e13  6 -> 1'; do
		ln=$(body gc-ham | grep -n "^$e " | cut -d: -f1)
		if [ -n "$ln" ] && roles gc-ham | sed -n "${ln}p" | grep -q '^bbbbbbbbbbb'; then
			ok "GraCoRe edges: $e is on the model's cycle and the gold's"
		else
			not_ok "GraCoRe edges: $e not marked both"
			roles gc-ham | sed -n "${ln:-1}p" | sed 's/^/    /'
		fi
	done
	ln=$(body gc-ham | grep -n '^e3   3 -> 1 ' | cut -d: -f1)
	# (its end nodes are on the cycles: only they are marked)
	[ -n "$ln" ] && roles gc-ham | sed -n "${ln}p" | grep -q '^\.\.\.\.\.b\.\.\.\.b$' &&
		ok "GraCoRe edges: an edge off both cycles is not marked, its nodes are" ||
		not_ok "GraCoRe edges: 3 -> 1 marked"
	# the scores screen at 80 columns: one bar a task for exact-match
	# tasks (it drew eleven lines a task, ten bins), the difficulty plot
	# titled for a run of many tasks (it named the first), and the
	# standardised table a task a row (four of 19 tasks fitted across)
	lib_browse gc-scores 's' --size 80x40 "$gc" "$gcr"
	body gc-scores | grep -q '^   right by task (each answer.s credit 0 or 1)$' &&
		body gc-scores | grep -q '^     node_count  *|#\{10\} *| 0\.500 (1 of 2)$' &&
		ok "GraCoRe scores: right by task, a bar a task" ||
		{ not_ok "GraCoRe scores: no right-by-task plot"; body gc-scores | sed 's/^/    /'; }
	! body gc-scores | grep -q 'credit histogram' &&
		ok "GraCoRe scores: no ten-bin histogram of 0s and 1s" ||
		not_ok "GraCoRe scores: a histogram of exact-match credits"
	body gc-scores | grep -q '^   accuracy by difficulty: every task it answers, model -' &&
		ok "GraCoRe scores: the difficulty plot covers every task" ||
		not_ok "GraCoRe scores: the difficulty plot is titled by one task"
	# the breakdown's task column as wide as the task names where the run
	# names leave room ("triplet_recons" at 80 columns)
	lib_browse gc-table 's' --size 80x70 "$gc" "$gcr"
	has gc-table '^   m   triplet_reconstruction n8 *1  1\.000  1\.000 ' \
		"GraCoRe scores: at 80 columns the breakdown names each task whole"
	lib_browse gc-std 's G' --size 80x30 "$gc" "$gcr"
	body gc-std | grep -q '^   task  *m  *b$' &&
		body gc-std | grep -q '^   graph_connectivity  *50\.0  *-$' &&
		body gc-std | grep -q '^   tree  *-  *50\.0$' &&
		ok "GraCoRe scores: at 80 columns the standardised table has a task a row" ||
		{ not_ok "GraCoRe scores: standardised table cut"; body gc-std | sed 's/^/    /'; }
else
	echo "SKIP: GraCoRe checks: ../shared not found (set GRAVEL_SHARED)"
fi

# ---- NLGraph: an edge the model denies, a question it asks ------------------
if lib_have_shared; then
	nl=$GRAVEL_SHARED/nlgraph
	"$GRAVEL" import nlgraph "$nl" -o "$LIB_TMP/nl.jsonl" 2>/dev/null
	"$GRAVEL" import nlgraph "$nl" --logs -o "$LIB_TMP/nl-runs.jsonl" 2>/dev/null
	grep '"run":"connectivity/hard/20230322---16-20-04"' "$LIB_TMP/nl-runs.jsonl" \
		>"$LIB_TMP/nl-hard.jsonl"
	grep '"run":"connectivity/easy/20230327---20-440-CoT"' "$LIB_TMP/nl-runs.jsonl" \
		>"$LIB_TMP/nl-easy.jsonl"
	# "there is no direct edge between node 5 and node 8" where the graph
	# has 5-8 went unchecked: the first false claim
	lib_browse nl-deny '/ "hard/standard/641" Enter t' --size 100x30 "$LIB_TMP/nl.jsonl" \
		"$LIB_TMP/nl-hard.jsonl"
	body nl-deny | grep -q '| first false: there is an edge 5-8$' &&
		body nl-deny | grep -q '| FALSE no-edge: no direct edge between node 5$' &&
		ok "NLGraph trace: a denied edge the graph has is the first false claim" ||
		{ not_ok "NLGraph trace: the denied edge 5-8 not judged"; body nl-deny | sed 's/^/    /'; }
	# "step 1: is there an edge between node 3 and node 1?" was judged a
	# false claim ("no edge 3-1") and marked as where the reasoning first
	# went wrong
	lib_browse nl-ask '/ "easy/standard/57" Enter t' --size 100x30 "$LIB_TMP/nl.jsonl" \
		"$LIB_TMP/nl-easy.jsonl"
	body nl-ask | grep -q '| claims: 4 true, 0 false, 0 unverifiable$' &&
		! body nl-ask | grep -q 'no edge 3-1' &&
		ok "NLGraph trace: a question about an edge is no claim" ||
		{ not_ok "NLGraph trace: the question judged as a claim"; body nl-ask | sed 's/^/    /'; }
	# "node 4: sum of embeddings of node 1, node 3, node 5, [0,1] + [0,0] +
	# [1,1] = [1,2]": node 5's embedding is [0,1]; the whole line was
	# marked ("node 4 at layer 1 is [0,2]"), not the term that is wrong
	grep '"run":"GNN/easy/20230430---11-41-CoT"' "$LIB_TMP/nl-runs.jsonl" >"$LIB_TMP/nl-gnn.jsonl"
	lib_browse nl-gnn "/ \"easy/standard/72\" Enter t $(printf 'j %.0s' $(seq 48))" \
		--size 110x34 "$LIB_TMP/nl.jsonl" "$LIB_TMP/nl-gnn.jsonl"
	has nl-gnn '| first false: node 5 at layer 0 is \[0,1\]$' \
		"NLGraph trace: a neighbour sum's wrong term is the first false claim"
	has nl-gnn '| FALSE node-value: (node 5) \[1,1\] -- node 5 at layer' \
		"NLGraph trace: the claims list names a term's node"
	# and the answer shows it: the wrong term in the first-false colour
	# (F), not in the true sum's (t) that contains it and came later
	lib_browse nl-gnn-roles '/ "easy/standard/72" Enter t' --dump-roles --size 110x34 \
		"$LIB_TMP/nl.jsonl" "$LIB_TMP/nl-gnn.jsonl"
	got=$(awk '/^--- roles$/ { r = 1; next }
		!r { s[++n] = $0 } r { q[++m] = $0 }
		END { for (i = 1; i <= n; i++)
			if (index(s[i], "[0,1] + [0,0] + [1,1] [wrong-attribute] = [1,2]")) {
				c = index(s[i], "[1,1] [wrong")
				print substr(q[i], c, 5) "|" substr(q[i], c - 8, 8) "|" substr(q[i], c + 5, 18)
			} }' "$LIB_TMP/nl-gnn-roles.txt")
	# the false term's kind follows it in the text, in its colour
	if [ "$got" = "FFFFF|tttttttt|FFFFFFFFFFFFFFFFFF" ]; then
		ok "NLGraph trace: the first false term is coloured inside its true sum, its kind after it"
	else
		not_ok "NLGraph trace: the first false term's roles are '$got', not FFFFF|tttttttt|FFFFFFFFFFFFFFFFFF"
	fi
	# "node 0: [0,0] + [1,1] + [0,1] = [1,2]", no nodes named: node 0's
	# one neighbour is node 1 ([1,1]); the line was marked from "node 0"
	# as its value alone ("node 0 at layer 1 is [1,1]")
	grep '"run":"GNN/easy/20230430---11-44-0-CoT"' "$LIB_TMP/nl-runs.jsonl" >"$LIB_TMP/nl-gnn44.jsonl"
	lib_browse nl-gnn44 '/ "easy/standard/1" Enter t' --size 110x44 "$LIB_TMP/nl.jsonl" \
		"$LIB_TMP/nl-gnn44.jsonl"
	# every false claim's kind is written after it in the answer, not
	# only the first: as many kinds before the claims list as false claims
	got=$(awk '/--- claims, in text order ---/ { exit }
		{ n += gsub(/\[(invented-edge|wrong-attribute|arithmetic|constraint-violation|incomplete-list|self-contradiction|false-state|unsupported-conclusion|wrong-final|truncated|no-answer)\]/, "") }
		END { print n + 0 }' "$LIB_TMP/nl-gnn44.txt")
	want=$(sed -n 's/.*claims: [0-9]* true, \([0-9]*\) false.*/\1/p' "$LIB_TMP/nl-gnn44.txt")
	if [ -n "$want" ] && [ "$got" = "$want" ]; then
		ok "NLGraph trace: each of the $want false claims has its kind in the answer"
	else
		not_ok "NLGraph trace: $got kinds in the answer for '$want' false claims"
	fi
	has nl-gnn44 "| first false: node 0's neighbours at layer 0: 1 \\[1,1\\]\$" \
		"NLGraph trace: a sum's terms are checked against the node's neighbours"
	has nl-gnn44 '| FALSE sum-terms: (node 0) \[0,0\] + \[1,1\] + \[0,1\] --' \
		"NLGraph trace: the claims list names the node of the sum's terms"
	has nl-gnn44 "| \\[0,1\\] -- node 1 adds its own \\[1,1\\] to its" \
		"NLGraph trace: a sum that adds the node's own vector says so"
	# a visit plan, a step a line ("1. visit node 0" ... "5. visit node
	# 1"): it starts at node 0, which needs node 3 first; the trace showed
	# "no checkable claims"
	grep '"run":"topology/easy/20230326---10-350-CoT"' "$LIB_TMP/nl-runs.jsonl" >"$LIB_TMP/nl-plan.jsonl"
	lib_browse nl-plan '/ "easy/standard/21" Enter t' --size 110x34 "$LIB_TMP/nl.jsonl" \
		"$LIB_TMP/nl-plan.jsonl"
	has nl-plan "| first false: node 0 also needs node 3 first\$" \
		"NLGraph trace: a visit plan's first step that skips a prerequisite is the first false claim"
	has nl-plan '| FALSE can-visit: visit node 0 -- node 0 also needs$' \
		"NLGraph trace: the claims list shows the plan's false step"
	has nl-plan '| true  can-visit: visit node 3$' \
		"NLGraph trace: ... and the steps after it, each against the visits before it"
	# a walk told a step at a time: "let's go to node 4." then "we can
	# go to node 5." ... "we can go to node 7." from node 6, no edge
	grep '"run":"hamilton/easy/20230503---11-19-0-CoT-code-davinci-002"' "$LIB_TMP/nl-runs.jsonl" \
		>"$LIB_TMP/nl-walk.jsonl"
	lib_browse nl-walk '/ "easy/standard/93" Enter t' --size 110x34 "$LIB_TMP/nl.jsonl" \
		"$LIB_TMP/nl-walk.jsonl"
	has nl-walk "| first false: no edge 6-7\$" \
		"NLGraph trace: a step of a walk told a step at a time is checked from the node it is at"
	has nl-walk '| true  edge: (node 0) 6$' \
		"NLGraph trace: a later option of a list names the node it is from"
else
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
fi

lib_tap_end tui-reading
