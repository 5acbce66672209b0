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
if "$GRAVEL" teach shortest_path --nodes 6 --seed 2 --no-config --keys "$dir/session.keys" \
	--dump-screen "$LIB_TMP/session.txt" </dev/null; then
	compare session
else
	not_ok "session: gravel teach failed"
fi
grep -q "You answered 4 of 5 questions right (80%)." "$LIB_TMP/session.txt" &&
	ok "the summary scores the session" || not_ok "no summary"

# the later tasks: a DFS lesson (cycle) and a maximum-flow lesson, replayed
for t in cycle flow; do
	if "$GRAVEL" teach $t --nodes 6 --seed 1 --no-config --keys "$dir/$t.keys" \
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
printf '>\n' >"$LIB_TMP/start.keys"
for t in matching hamilton gnn; do
	"$GRAVEL" teach $t --nodes 6 --seed 1 --no-config --keys "$LIB_TMP/start.keys" \
		--dump-screen "$LIB_TMP/$t.txt" </dev/null 2>/dev/null
	grep -q "Question 1 of" "$LIB_TMP/$t.txt" && ok "$t: a lesson with questions" ||
		not_ok "$t: no question"
done
"$GRAVEL" teach --help | grep -q "hamilton" && ok "teach --help lists the tasks" ||
	not_ok "teach --help: tasks missing"

# the same seed, the same lesson; another seed, another graph
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --no-config --keys "$dir/session.keys" \
	--dump-screen "$LIB_TMP/again.txt" </dev/null
cmp -s "$LIB_TMP/session.txt" "$LIB_TMP/again.txt" && ok "a lesson replays identically" ||
	not_ok "the same seed gave another lesson"
printf '\n' >"$LIB_TMP/none.keys"
"$GRAVEL" teach shortest_path --nodes 6 --seed 3 --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/seed3.txt" </dev/null
"$GRAVEL" teach shortest_path --nodes 6 --seed 2 --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/seed2.txt" </dev/null
! cmp -s "$LIB_TMP/seed2.txt" "$LIB_TMP/seed3.txt" && ok "another seed, another graph" ||
	not_ok "seeds 2 and 3 gave the same screen"

# topology: the prediction comes first; connectivity: the path at the end
"$GRAVEL" teach topology --nodes 5 --seed 1 --no-config --keys "$LIB_TMP/none.keys" \
	--dump-screen "$LIB_TMP/topo.txt" </dev/null
grep -q "Question 1 of .*give a topological order of all the nodes" "$LIB_TMP/topo.txt" &&
	grep -q "step 0/" "$LIB_TMP/topo.txt" && ok "topology asks for an order before the first step" ||
	not_ok "topology: no prediction question"
printf '> > > > > > > >\n' >"$LIB_TMP/end.keys"
"$GRAVEL" teach connectivity --nodes 6 --seed 1 --no-config --keys "$LIB_TMP/end.keys" \
	--dump-screen "$LIB_TMP/conn.txt" </dev/null
grep -Eq "Give a path from [0-9] to [0-9], or none" "$LIB_TMP/conn.txt" &&
	ok "connectivity asks for the path" || not_ok "connectivity: no path question"

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

lib_tap_end tui-teach
