#!/bin/sh
# tui-teach.sh - teaching mode (gravel teach): a lesson replayed from a key
# script on the virtual screen (--keys/--dump-screen) and compared with its
# expected dumps (tests/screens/teach/NAME.out; UPDATE=1 rewrites them), the
# lesson's determinism for a seed, the other tasks' questions, the teach
# action from inside the explorer, and the command line's errors.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
LC_ALL=C.UTF-8
export LC_ALL
dir=$SRCDIR/tests/screens/teach
lib_tap

# compare NAME: $LIB_TMP/NAME.txt against $dir/NAME.out
compare() { lib_expect "$dir" "$1"; }

# the whole lesson: right, refused, wrong and tied answers, the summary
if "$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --keys "$dir/session.keys" \
	--dump-screen "$LIB_TMP/session.txt" </dev/null; then
	compare session
else
	not_ok "session: gravel teach failed"
fi
grep -q "You answered 4 of 5 questions right (80%)." "$LIB_TMP/session.txt" &&
	ok "the summary scores the session" || not_ok "no summary"
# lesson NAME KEYS TASK ARGS...: the lesson replayed from KEYS (one key a
# line) at 100x32, its screen in $LIB_TMP/NAME.txt
lesson() {
	_n=$1
	printf '%s\n' "$2" >"$LIB_TMP/$_n.keys"
	shift 2
	"$GRAVEL" teach "$@" --no-config --size 100x32 --keys "$LIB_TMP/$_n.keys" \
		--dump-screen "$LIB_TMP/$_n.txt" </dev/null
}
# shows NAME PATTERN DESCRIPTION: ok when a line of NAME's screen matches;
# lacks: when none does
shows() {
	if grep -q -- "$2" "$LIB_TMP/$1.txt"; then
		ok "$3"
	else
		not_ok "$3 (no line matches /$2/)"
		sed 's/^/    | /' "$LIB_TMP/$1.txt"
	fi
}
lacks() {
	if grep -q -- "$2" "$LIB_TMP/$1.txt"; then
		not_ok "$3 (a line matches /$2/)"
		sed 's/^/    | /' "$LIB_TMP/$1.txt"
	else
		ok "$3"
	fi
}

# flow, seed 3: question 2 waits at the step where question 1 is answered;
# question 1's verdict stays above it (a wrong answer was scored with no
# word of why)
lesson same "$(printf '>\n"2 3 1"\nEnter\n@dump')" flow --seed 3
shows same "^ Question 1: you said 2 3 1. Not quite (no room from 3 to 1): the trace" \
	"a verdict stays above the next question at the same step"
shows same "^ Question 2 of 6: " "the next question under it"

# the later tasks: a DFS lesson (cycle) and a maximum-flow lesson, replayed
for t in cycle flow; do
	if "$GRAVEL" teach $t --nodes 6 --seed 1 --plain --no-config --keys "$dir/$t.keys" \
		--dump-screen "$LIB_TMP/$t.txt" </dev/null; then
		compare $t
	else
		not_ok "$t: gravel teach failed"
	fi
done
grep -q "You said 2 4 5 0 3. Right" "$LIB_TMP/cycle.txt" &&
	ok "cycle: another rotation of the cycle is right" || not_ok "cycle: rotation refused"
grep -q "You answered 5 of 6 questions right (83%)." "$LIB_TMP/flow.txt" &&
	ok "flow: the summary scores the lesson" || not_ok "flow: no summary"
# at 80x24 nothing is cut at the edge: the step's narration wraps under
# its text ("phase 1: BFS in the residual graph puts" ended there) and so
# does the question ("... is found next? (a shortest" did)
printf '. . . . . . .\n@dump\n>\n' >"$LIB_TMP/narrow.keys"
"$GRAVEL" teach flow --nodes 6 --seed 1 --plain --no-config --size 80x24 --keys "$LIB_TMP/narrow.keys" \
	--dump-screen "$LIB_TMP/narrow.txt" </dev/null
if grep -q '^  6  level\[3\] = 2 via 4 -> 3; queue: 1 0  ' "$LIB_TMP/narrow.txt" &&
	grep -q '^     3  ' "$LIB_TMP/narrow.txt"; then
	ok "80 columns: a step's narration wraps under its text"
else
	not_ok "80 columns: narration cut"
	sed 's/^/    | /' "$LIB_TMP/narrow.txt"
fi
if grep -q 'is found next? (a shortest *$' "$LIB_TMP/narrow.txt" &&
	grep -q '^ one with room on every hop)' "$LIB_TMP/narrow.txt" &&
	grep -q '^ answer:' "$LIB_TMP/narrow.txt"; then
	ok "80 columns: the question wraps, the answer line under it"
else
	not_ok "80 columns: question cut"
fi
# ... and the lesson's title is one line, the row under it blank ("... the
# shortest tour from 0 through every nod" was cut, then wrapped into it)
"$GRAVEL" teach tsp --no-config --size 80x24 --keys "$LIB_TMP/narrow.keys" \
	--dump-screen "$LIB_TMP/narrow-tsp.txt" </dev/null
if grep -q '^ Branch and bound (Held-Karp bound): shortest tour from 0 (6 nodes, 15 edges) *$' \
	"$LIB_TMP/narrow-tsp.txt" && sed -n 3p "$LIB_TMP/narrow-tsp.txt" | grep -q '^ *$'; then
	ok "80 columns: the lesson's title on its line, the row under it blank"
else
	not_ok "80 columns: the title cut or wrapped"
	sed -n 1,4p "$LIB_TMP/narrow-tsp.txt" | sed 's/^/    | /'
fi
printf '>\n' >"$LIB_TMP/start.keys"
for t in matching hamilton gnn; do
	"$GRAVEL" teach $t --nodes 6 --seed 1 --plain --no-config --keys "$LIB_TMP/start.keys" \
		--dump-screen "$LIB_TMP/$t.txt" </dev/null 2>/dev/null
	grep -q "Question 1 of" "$LIB_TMP/$t.txt" && ok "$t: a lesson with questions" ||
		not_ok "$t: no question"
done
"$GRAVEL" teach --help | grep -q "hamilton" && ok "teach --help lists the tasks" ||
	not_ok "teach --help: tasks missing"

# the same seed, the same lesson; another seed, another graph
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --keys "$dir/session.keys" \
	--dump-screen "$LIB_TMP/again.txt" </dev/null
cmp -s "$LIB_TMP/session.txt" "$LIB_TMP/again.txt" && ok "a lesson replays identically" ||
	not_ok "the same seed gave another lesson"
printf '\n' >"$LIB_TMP/none.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 3 --plain --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/seed3.txt" </dev/null
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/seed2.txt" </dev/null
! cmp -s "$LIB_TMP/seed2.txt" "$LIB_TMP/seed3.txt" && ok "another seed, another graph" ||
	not_ok "seeds 2 and 3 gave the same screen"

# topology: the prediction comes first; connectivity: the path at the end
"$GRAVEL" teach topology --nodes 5 --seed 1 --plain --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/topo.txt" </dev/null
grep -q "Question 1 of .*give a topological order of all the nodes" "$LIB_TMP/topo.txt" &&
	grep -q "step 0/" "$LIB_TMP/topo.txt" && ok "topology asks for an order before the first step" ||
	not_ok "topology: no prediction question"
# topology, seed 3 (node 0 waits for 4 nodes): before Kahn counts a node's
# predecessors its count shows "?", not a 0 that reads as free to take
lesson topo-count '' topology --seed 3
shows topo-count '^    0  -              ?' "topology: an uncounted node waits for '?' at the start"
lacks topo-count '^    0  -              0' "topology: no node shows 0 before it is counted"
lesson topo-counted "$(printf '"5 4 3 1 0 2"\nEnter\n.\n.\n')" topology --seed 3
shows topo-counted '^    0  -              4' "topology: a counted node shows its count"
shows topo-counted '^    2  -              ?' "topology: ... the nodes not counted yet still '?'"
printf '> > > > > > > >\n' >"$LIB_TMP/end.keys"
"$GRAVEL" teach connectivity --nodes 6 --seed 1 --plain --no-config --keys "$LIB_TMP/end.keys" \
	--dump-screen "$LIB_TMP/conn.txt" </dev/null
grep -Eq "Give a path from [0-9] to [0-9], or none" "$LIB_TMP/conn.txt" &&
	ok "connectivity asks for the path" || not_ok "connectivity: no path question"

# matching: a search that finds a free job stops; the applicants left in
# its queue leave it unsearched, and the narration says so (a bare "dequeue
# 0" after "job 2 is free" read as if 0 were searched on)
lesson match "$(printf '>\n"yes"\nEnter\n>\n"yes"\nEnter\n>\n@dump')" matching --seed 5
shows match "12  job 2 is free *$" "matching: a free job found"
shows match "13  the path is found: applicant 0 leaves the *$" \
	"matching: the search's leftover queue is said to be left unsearched"
# question 2 was asked at step 6, question 3 waits at step 15: the old
# verdict is not shown over it
lacks match "Question 2: you said" "a verdict from an earlier step is not shown over the next question"

# from inside the explorer: the teach action on the selected problem
printf 'L\n' >"$LIB_TMP/l.keys"
ws=$SRCDIR/tests/screens/workspace.yaml
"$GRAVEL" browse --no-config --keys "$LIB_TMP/l.keys" --dump-screen "$LIB_TMP/l.txt" "$ws" </dev/null
if grep -q "gravel  teach  " "$LIB_TMP/l.txt" || grep -q "cannot teach" "$LIB_TMP/l.txt"; then
	ok "the teach key opens a lesson (or says why not) in the explorer"
else
	not_ok "teach key in the explorer"
	head -3 "$LIB_TMP/l.txt" | sed 's/^/    /'
fi
"$GRAVEL" browse --no-config --keys "$LIB_TMP/l.keys" --dump-screen "$LIB_TMP/demo.txt" </dev/null
if grep -q "gravel  teach  " "$LIB_TMP/demo.txt" && grep -q "Steps" "$LIB_TMP/demo.txt"; then
	ok "the demo's first problem is taught"
else
	not_ok "teach on the demo: $(grep -m1 "teach" "$LIB_TMP/demo.txt")"
fi

# command-line errors
"$GRAVEL" teach node_count >/dev/null 2>"$LIB_TMP/err"
rc=$?
[ "$rc" = 64 ] && grep -q "cannot teach task 'node_count'" "$LIB_TMP/err" &&
	ok "an untaught task: status 64" || not_ok "teach node_count: status $rc"
"$GRAVEL" teach topology --nodes 99 >/dev/null 2>&1
[ $? = 64 ] && ok "--nodes out of range: status 64" || not_ok "--nodes 99 accepted"
"$GRAVEL" teach topology </dev/null >/dev/null 2>&1
[ $? = 74 ] && ok "no terminal: status 74" || not_ok "teach without a terminal"

# ---- the teacher's own graph: an edge list (--graph FILE, or - for stdin) -----
printf '# a lesson graph\n0 1 4\n0 2 1\n\n2 1 2\n1 3 1\n2 3 5\n3 4 3\n' >"$LIB_TMP/own.txt"
printf '>\n' >"$LIB_TMP/own.keys"
"$GRAVEL" teach shortest_path --graph "$LIB_TMP/own.txt" --no-config --size 80x24 \
	--keys "$LIB_TMP/own.keys" --dump-screen "$LIB_TMP/own.txt.scr.txt" </dev/null
shows own.txt.scr "gravel  teach  teach/shortest_path/graph/own.txt" "--graph: the lesson on the teacher's graph"
shows own.txt.scr "Dijkstra: shortest path from 0 to 4 (5 nodes, 6 edges)" \
	"--graph: from 0 to the last node, every edge read"
"$GRAVEL" teach shortest_path --graph "$LIB_TMP/own.txt" --source 4 --target 1 --no-config \
	--size 80x24 --keys "$LIB_TMP/own.keys" --dump-screen "$LIB_TMP/own2.txt" </dev/null
shows own2 "shortest path from 4 to 1" "--graph with --source and --target"
printf '0 1\n1 0\n' >"$LIB_TMP/bip.txt"	# matching: applicant job, each side from 0
"$GRAVEL" teach matching --graph "$LIB_TMP/bip.txt" --no-config --size 80x24 \
	--keys "$LIB_TMP/own.keys" --dump-screen "$LIB_TMP/own3.txt" </dev/null 2>"$LIB_TMP/err"
shows own3 "of 2 applicants and 2 jobs" "--graph: a matching lesson reads 'applicant job'"
# errors: FILE:LINE:COL and status 65 (66 for a missing file, 64 for usage)
err_case() {	# err_case NAME STATUS PATTERN TASK: stdin into gravel teach TASK --graph -
	_name=$1 _want=$2 _pat=$3 _task=$4
	"$GRAVEL" teach "$_task" --graph - --no-config >/dev/null 2>"$LIB_TMP/err" <"$LIB_TMP/in"
	_rc=$?
	if [ "$_rc" = "$_want" ] && grep -q -- "$_pat" "$LIB_TMP/err"; then
		ok "--graph: $_name"
	else
		not_ok "--graph: $_name (status $_rc: $(cat "$LIB_TMP/err"))"
	fi
}
printf '0 1 4\n0 x 1\n' >"$LIB_TMP/in"
err_case "not a node" 65 "^stdin:2:3: 'x' is not a node number" shortest_path
printf '0 1 4\n2 1\n' >"$LIB_TMP/in"
err_case "a weight missing" 65 "^stdin:2:4: a shortest_path lesson wants a weight" shortest_path
printf '0 1\n1 2 3\n' >"$LIB_TMP/in"
err_case "a weight where none is taken" 65 "^stdin:2:5: a topology lesson takes no weights" topology
printf '0 1 2 3\n' >"$LIB_TMP/in"
err_case "a fourth field" 65 "^stdin:1:7: a line is 'u v' or 'u v weight'" flow
printf '0 1\n1 2\n1 0\n' >"$LIB_TMP/in"
err_case "an edge twice" 65 "^stdin:3:1: edge 1 0 is listed before, on line 1" cycle
printf '0 1\n' >"$LIB_TMP/in"
err_case "too few nodes" 65 "^stdin:1: 2 nodes: a lesson takes 3 to 20" cycle
printf '0 25\n' >"$LIB_TMP/in"
err_case "too many nodes" 65 "^stdin:1: 26 nodes: a lesson takes 3 to 20" cycle
printf '0 1\n1 2\n' >"$LIB_TMP/in"
err_case "gnn wants features" 64 "needs more than an edge list" gnn
"$GRAVEL" teach flow --graph "$LIB_TMP/nonexistent" >/dev/null 2>&1
[ $? = 66 ] && ok "--graph: a missing file, status 66" || not_ok "--graph: missing file status"
"$GRAVEL" teach flow --graph "$LIB_TMP/own.txt" --nodes 8 >/dev/null 2>&1
[ $? = 64 ] && ok "--graph with --nodes: status 64" || not_ok "--graph with --nodes accepted"

# ---- lesson plans: gravel check validates them; gravel teach --plan --------------
if "$GRAVEL" check "$SRCDIR"/config/lessons/*.yaml 2>"$LIB_TMP/err"; then
	ok "the example lesson plans check"
else
	not_ok "gravel check config/lessons: $(cat "$LIB_TMP/err")"
fi
cat >"$LIB_TMP/plan.yaml" <<'EOF'
lesson: a bad plan
task: shortest_path
colour: blue
graph: |
  0 1 4
  0 x 1
  1 2 2
questions:
  - step: 500
    ask: "What?"
    answer: 3
  - step: 2
    ask: "Which?"
    form: node
    answer: maybe
notes:
  - text: "no step"
EOF
"$GRAVEL" check "$LIB_TMP/plan.yaml" 2>"$LIB_TMP/err"
rc=$?
plan_err() {
	if grep -q -- "$1" "$LIB_TMP/err"; then ok "plan check: $2"; else
		not_ok "plan check: $2 (no /$1/ in: $(cat "$LIB_TMP/err"))"; fi
}
[ "$rc" = 78 ] && ok "a bad plan: status 78" || not_ok "a bad plan: status $rc"
plan_err "plan.yaml:3:1: .*colour" "an unknown key at its line"
plan_err "plan.yaml:6:5: 'x' is not a node number" "an inline graph's error at the plan's line and column"
printf '0 1 4\n0 2 1\n1 2 2\n' >"$LIB_TMP/plan-graph.txt"
sed -e '/^colour/d' -e '/^  [0-9] [0-9x] [0-9]$/d' -e 's/^graph: |$/graph_file: plan-graph.txt/' \
	"$LIB_TMP/plan.yaml" >"$LIB_TMP/plan2.yaml"
"$GRAVEL" check "$LIB_TMP/plan2.yaml" 2>"$LIB_TMP/err"
plan_err "plan2.yaml:5:11: step 500: the lesson has [0-9]* steps" "a step past the lesson's end"
plan_err "plan2.yaml:11:13: answer: 'maybe' is not a node" "an answer not of its form"
plan_err "plan2.yaml:13:5: a step: is wanted" "a note without a step"
printf '>\n@dump\n>\n"1" Enter\n>\n"2" Enter\n>\n@dump\n' >"$LIB_TMP/plan.keys"
"$GRAVEL" teach --plan "$SRCDIR/config/lessons/dijkstra-city.yaml" --no-config --size 80x24 \
	--keys "$LIB_TMP/plan.keys" --dump-screen "$LIB_TMP/plan.txt" </dev/null
shows plan "gravel  teach  Dijkstra on a road map" "--plan: the plan's title"
shows plan "Note (step 3): 0 is final" "--plan: the note beside the steps"
shows plan "step 3/36" "--plan: > stops at the plan's pause"
shows plan "Question 3 of 7: Edge 2-1 (weight 2) is looked at next. What is dist\[1\] after" \
	"--plan: the teacher's question at its step"
"$GRAVEL" teach --plan "$LIB_TMP/plan.yaml" >/dev/null 2>&1
[ $? = 78 ] && ok "--plan with a bad plan: status 78" || not_ok "--plan with a bad plan"

# ---- presenting: play and pause, the speed, back over a phase ----------------
# shortest_path --seed 2 --plain: question 1 waits at step 7; playing stops
# there by itself, and B goes back to the extraction under way (step 2: the
# state before "take 1"), then to the start
printf 'F9\nF9\nF9\nF9\nF9\nF9\nF9\nF7\n@dump\nB\n@dump\nB\n@dump\n' >"$LIB_TMP/play.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --size 80x24 \
	--keys "$LIB_TMP/play.keys" --dump-screen "$LIB_TMP/play.txt" </dev/null
awk '/^ gravel  teach/{n++} n==1' "$LIB_TMP/play.txt" >"$LIB_TMP/play1.txt"
awk '/^ gravel  teach/{n++} n==2' "$LIB_TMP/play.txt" >"$LIB_TMP/play2.txt"
awk '/^ gravel  teach/{n++} n==3' "$LIB_TMP/play.txt" >"$LIB_TMP/play3.txt"
shows play1 "paused: a question .* step 7/25" "F7 plays the lesson until a question waits"
shows play2 "step 2/25" "B goes back to the start of the extraction under way"
shows play3 "step 0/25" "B again: the phase before (here the start)"
# a lesson plan's pause stops playing
printf 'F9\nF9\nF9\nF9\nF9\nF9\nF9\nF7\n@dump\n' >"$LIB_TMP/play-plan.keys"
"$GRAVEL" teach --plan "$SRCDIR/config/lessons/dijkstra-city.yaml" --no-config --size 80x24 \
	--keys "$LIB_TMP/play-plan.keys" --dump-screen "$LIB_TMP/play-plan.txt" </dev/null
shows play-plan "paused where the lesson plan pauses .* step 3/36" "playing stops at the plan's pause"

# ---- a pasted edge list in the TUI (V, lines, an empty line) -------------------
printf 'V\n"0 1 4"\nEnter\n"1 2 1"\nEnter\n"0 2 7"\nEnter\n"2 3 1"\nEnter\nEnter\n@dump\nV\n"0 x"\nEnter\nEnter\n' \
	>"$LIB_TMP/paste.keys"
"$GRAVEL" teach shortest_path --no-config --size 80x24 --keys "$LIB_TMP/paste.keys" \
	--dump-screen "$LIB_TMP/paste.txt" </dev/null
shows paste "Dijkstra: shortest path from 0 to 3 (4 nodes, 4 edges)" "V: a pasted edge list is the lesson's graph"
shows paste "^ 2: 1(1) 0(7) 3(1)" "V: ... every pasted edge in the list view (not the old graph's)"
shows paste "paste:1:3: 'x' is not a node number" "V: a bad paste says where (LINE:COL), the lesson stays"

# F6's new graph is the one drawn (the old graph's list stayed on screen)
printf 'F6\n' >"$LIB_TMP/f6.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --size 100x32 \
	--keys "$LIB_TMP/f6.keys" --dump-screen "$LIB_TMP/f6.txt" </dev/null
shows f6 "^ 0: 2(4) 1(1) 4(3) 5(1)" "F6: the new graph's list, not the old one's"

# ---- keys: step keys never type into the answer box ------------------------
# shortest_path --seed 2 --plain: question 1 waits at step 7
printf '> . " " ,\n@dump\n> F5\n@dump\nF6\n@dump\n' >"$LIB_TMP/keys.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --keys "$LIB_TMP/keys.keys" \
	--dump-screen "$LIB_TMP/keys.txt" </dev/null
awk '/^ gravel  teach/{n++} n==1' "$LIB_TMP/keys.txt" >"$LIB_TMP/keys1.txt"
awk '/^ gravel  teach/{n++} n==2' "$LIB_TMP/keys.txt" >"$LIB_TMP/keys2.txt"
awk '/^ gravel  teach/{n++} n==3' "$LIB_TMP/keys.txt" >"$LIB_TMP/keys3.txt"
grep -q "step 6/" "$LIB_TMP/keys1.txt" && ! grep -Eq "answer: +[.,]" "$LIB_TMP/keys1.txt" &&
	ok ". and Space at a question do not type; , steps back from it" ||
	not_ok "step keys at a question: $(grep -E 'answer:|step [0-9]+/' "$LIB_TMP/keys1.txt" | tr -s ' ')"
grep -q "step 0/" "$LIB_TMP/keys2.txt" && grep -q "score 0/0" "$LIB_TMP/keys2.txt" &&
	ok "F5 restarts the lesson" || not_ok "F5: $(grep -o 'step [0-9/]*  score [0-9/]*' "$LIB_TMP/keys2.txt")"
grep -q "gravel  teach  teach/shortest_path/6-nodes/seed-3/plain" "$LIB_TMP/keys3.txt" &&
	ok "F6 asks for a new graph (the next seed)" || not_ok "F6: $(head -1 "$LIB_TMP/keys3.txt")"
# an answer begun takes Space and , as separators; stepping back after answering
printf '>\n"3" Enter\n, , . .\n@dump\n' >"$LIB_TMP/back.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --plain --no-config --keys "$LIB_TMP/back.keys" \
	--dump-screen "$LIB_TMP/back.txt" </dev/null
grep -q "step 7/" "$LIB_TMP/back.txt" && grep -q "You said 3. Right" "$LIB_TMP/back.txt" &&
	ok "stepping back after answering, and forward to the answered question" ||
	not_ok "step back after answering: $(grep -o 'step [0-9/]*' "$LIB_TMP/back.txt" | tail -1)"

# ---- the default graphs: picked for the lesson, ids of their own ------------
for t in connectivity topology shortest_path flow matching hamilton gnn \
	bfs_order bipartite euler_path tsp coloring; do
	"$GRAVEL" teach $t --no-config --keys "$LIB_TMP/none.keys" \
		--dump-screen "$LIB_TMP/pick-$t.txt" </dev/null
	grep -q "This graph was picked for" "$LIB_TMP/pick-$t.txt" &&
		grep -q "gravel  teach  teach/$t/6-nodes/seed-1 *\$" "$LIB_TMP/pick-$t.txt" &&
		ok "$t: the default graph says what it was picked for" ||
		not_ok "$t: no picked graph: $(head -1 "$LIB_TMP/pick-$t.txt")"
done

# ---- GraCoRe's pure tasks: the question the lesson is about -----------------
# bipartite: the prediction, then the sides, then the odd cycle
printf '"no" Enter\n> "0" Enter\n> "0" Enter\n>\n@dump\n' >"$LIB_TMP/bip.keys"
"$GRAVEL" teach bipartite --no-config --keys "$LIB_TMP/bip.keys" \
	--dump-screen "$LIB_TMP/bip.txt" </dev/null
grep -q "Give a cycle of odd length" "$LIB_TMP/bip.txt" &&
	ok "bipartite: the check finds an odd cycle and asks for one" ||
	not_ok "bipartite: $(grep -m1 'Question' "$LIB_TMP/bip.txt")"
# tsp: a branch pruned by the bound is asked about
printf '>\n@dump\n' >"$LIB_TMP/tsp.keys"
"$GRAVEL" teach tsp --no-config --keys "$LIB_TMP/tsp.keys" --dump-screen "$LIB_TMP/tsp.txt" </dev/null
grep -Eq "Partial tour [0-9 ]+: lower bound [0-9]+, best tour so far [0-9]+. Is this branch pruned" \
	"$LIB_TMP/tsp.txt" && ok "tsp: is a branch pruned, from its bound" ||
	not_ok "tsp: $(grep -m1 'Question' "$LIB_TMP/tsp.txt")"
# euler_path: the detour, after the walk gets stuck
printf '"yes" Enter\n> "0" Enter\n>\n@dump\n' >"$LIB_TMP/eul.keys"
"$GRAVEL" teach euler_path --no-config --keys "$LIB_TMP/eul.keys" \
	--dump-screen "$LIB_TMP/eul.txt" </dev/null
grep -Eq "Backed up to [0-9]+, which has an unused edge: where does the detour walk first" \
	"$LIB_TMP/eul.txt" && ok "euler_path: where the detour starts" ||
	not_ok "euler_path: $(grep -m1 'Question' "$LIB_TMP/eul.txt")"

# ---- a lesson per taught task in a real terminal (tmux), default graphs ------
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
skipped=0
if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	echo "skip - tmux is not installed: the lessons in a real terminal"
	skipped=13
else
	sock="gravel-teach-$$"
	tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
	trap 'tm kill-server >/dev/null 2>&1; rm -rf "$LIB_TMP"' EXIT
	pane() { tm capture-pane -p -t teach:0.0 2>/dev/null; }
	# changed OLD: wait (5 s at most) until the pane differs from OLD
	changed() {
		_n=0
		while [ $_n -lt 50 ]; do
			[ "$(pane)" != "$1" ] && return 0
			sleep 0.1
			_n=$((_n + 1))
		done
		return 1
	}
	# the answers a student tries, by what the question asks
	candidates() {
		case $1 in
		*embedding*) echo "0,0 1,1" ;;
		*"Which "* | *"What is"* | *"How many"* | *"how many"* | *"where does"*) echo "0 1 2" ;;
		*"or none"*) echo "none 0" ;;
		*"Does "* | *"does "* | *"Can it"* | *"is this"* | *"Is th"*) echo "yes no" ;;
		*) echo "0 1 2 none" ;;
		esac
	}
	for t in connectivity cycle topology shortest_path flow matching hamilton gnn \
		bfs_order bipartite euler_path tsp coloring; do
		tm kill-server >/dev/null 2>&1
		started=no
		for try in 1 2 3; do	# the last server may still be going away
			tm new-session -d -s teach -x 100 -y 32 \
				"env HOME=$HOME TERM=xterm-256color LC_ALL=C.UTF-8 NO_COLOR=1 $GRAVEL teach $t --no-config; sleep 60" \
				2>/dev/null && started=yes && break
			sleep 0.3
		done
		if [ $started = no ]; then
			not_ok "$t: tmux does not start"
			continue
		fi
		n=0
		while [ $n -lt 50 ] && ! pane | grep -q "step 0/"; do sleep 0.1; n=$((n + 1)); done
		steps=0 answered=0
		while [ $steps -lt 80 ]; do
			steps=$((steps + 1))
			scr=$(pane)
			echo "$scr" | grep -q "Summary" && break	# every question answered, the last step
			q=$(echo "$scr" | grep -m1 "Question [0-9]* of")
			if [ -n "$q" ] && echo "$scr" | grep -q "answer:"; then
				# . and Space first: they must not type into the box
				tm send-keys -t teach:0.0 . Space
				sleep 0.2
				if pane | grep -Eq "answer: +[.]"; then
					not_ok "$t: . typed into the answer box"
				fi
				for a in $(candidates "$q"); do
					scr=$(pane)
					tm send-keys -t teach:0.0 -l "$a"
					tm send-keys -t teach:0.0 Enter
					changed "$scr" || true
					sleep 0.1
					pane | grep -q "$(echo "$q" | sed 's/[][\\.*^$]/./g')" &&
						pane | grep -q "type .*then Enter" && continue
					answered=$((answered + 1))
					break
				done
			else
				tm send-keys -t teach:0.0 ">"
				changed "$scr" || true
			fi
		done
		pane >"$LIB_TMP/tmux-$t.txt"
		if grep -q "Summary" "$LIB_TMP/tmux-$t.txt" &&
			grep -Eq "You answered [0-9]+ of [0-9]+ questions? right" "$LIB_TMP/tmux-$t.txt" &&
			grep -q "gravel  teach  teach/$t/6-nodes/seed-1" "$LIB_TMP/tmux-$t.txt"; then
			ok "$t: a whole lesson in tmux ($answered answers)"
		else
			not_ok "$t: the lesson in tmux did not end"
			sed 's/^/    /' "$LIB_TMP/tmux-$t.txt"
		fi
	done
	tm kill-server >/dev/null 2>&1
	echo "transcript (shortest_path, the end of the lesson):"
	sed 's/^/    /' "$LIB_TMP/tmux-shortest_path.txt"
fi

echo "tui-teach: $pass passed, $fail failed, $skipped skipped"
[ "$fail" -eq 0 ]
