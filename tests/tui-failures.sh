#!/bin/sh
# tui-failures.sh - the failures screen (F) through tmux (a real
# pseudo-terminal, a private server): first errors counted per kind and
# run, model, method, task or size. On the embedded demo at 80x24 and at
# 132x40: every column's counts add up to its answered items, Tab cycles
# the grouping, Enter on a cell lists its items on every run of the
# column (as many as the cell counted, the run with most first; the none
# row's too), Enter on one opens it and t the trace on its first error. On ../shared/nlgraph (skipped
# without it): the screen opens while the runs load and scores the rest
# between keys, its columns still adding up; by model it names
# text-davinci-003; Enter on a task's cell lists all its runs' items. Skips
# (77) without tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux failures

# start NAME COLS ROWS ARGS...: gravel browse in a COLSxROWS pane
start() {
	_name=$1 _x=$2 _y=$3
	shift 3
	{
		echo '#!/bin/sh'
		printf "TERM=xterm-256color '%s' browse --no-config" "$GRAVEL"
		for a in "$@"; do printf " '%s'" "$a"; done
		printf " 2>'%s'\n" "$LIB_TMP/$_name.err"
		echo 'echo gravel-exit=$?'
		echo 'sleep 60'
	} >"$LIB_TMP/$_name.sh"
	tm new-session -d -s "$_name" -x "$_x" -y "$_y" "sh '$LIB_TMP/$_name.sh'" ||
		lib_skip "tmux cannot start a server here"
}

# sums: each column's counts (the 12 kind rows) against its "answered"
# row, for the pane in $LIB_TMP/pane.txt; prints "ok N" (N columns) or
# what differs
sums() {
	awk '
	/^answered / { for (i = 2; i <= NF; i++) ans[i - 1] = $i; n = NF - 1; next }
	n && /^[a-z-]+ +[0-9]+ +[0-9]+% [#.]+/ {
		rows++
		c = 0
		for (i = 2; i <= NF; i += 3) sum[++c] += $i
	}
	END {
		if (!n || rows != 12) { print "rows " rows " columns " n; exit }
		for (c = 1; c <= n; c++)
			if (sum[c] != ans[c]) { print "column " c ": " sum[c] " != " ans[c]; exit }
		print "ok " n
	}' "$LIB_TMP/pane.txt"
}

# check NAME WHAT: ok when sums says ok, else the pane
check_sums() {
	_s=$(sums)
	case $_s in
	"ok "*) ok "$2: each column adds up to its answered items (${_s#ok } columns)" ;;
	*)
		not_ok "$2: $_s"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
		;;
	esac
}

# ---- the embedded demo, 80x24 ----------------------------------------------
start demo 80 24
if ! wait_for demo "problems"; then
	not_ok "demo: no navigator"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t demo F
if wait_for demo "failures by runs" && wait_for demo "^none "; then
	ok "demo 80x24: F opens the failures by run"
	check_sums demo "demo 80x24 by runs"
	grep -q "invented-edge .*[0-9]% [#.][#.][#.][#.][#.]" "$LIB_TMP/pane.txt" ||
		not_ok "demo 80x24: no count, share and bar on the invented-edge row"
else
	not_ok "demo 80x24: F did not open the failures"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# the first run's invented-edge count, then Enter lists them, a row each
want=$(awk '/^invented-edge / { print $2; exit }' "$LIB_TMP/pane.txt")
run1=$(awk '/^runs / { print $2; exit }' "$LIB_TMP/pane.txt")
tm send-keys -t demo Enter
if wait_for demo "failures: invented-edge, runs" 100 && grep -q "^$want items on 1 runs" "$LIB_TMP/pane.txt" &&
	[ "$(grep -c "^$run1 .*demo/" "$LIB_TMP/pane.txt")" -eq "$want" ]; then
	ok "demo 80x24: Enter lists the cell's $want items, a row each on run $run1"
else
	not_ok "demo 80x24: Enter did not list the cell's $want items"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# Enter on the first row: the problem on its run, the navigator on the cell
tm send-keys -t demo Enter
wait_for demo "t trace" 100 >/dev/null || not_ok "demo 80x24: Enter on a row opens no problem"
tm send-keys -t demo t
if wait_for demo "first error: invented-edge" 100; then
	ok "demo 80x24: t opens the trace on the item's first error"
else
	not_ok "demo 80x24: the trace does not say the first error"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t demo Q
wait_for demo "gravel-exit=0" 100 || not_ok "demo: exit status"

# ---- the demo, 132x40: the groupings -------------------------------------------
start big 132 40
wait_for big "problems" >/dev/null
tm send-keys -t big F
wait_for big "failures by runs" >/dev/null
for by in models methods tasks sizes; do
	tm send-keys -t big Tab
	if wait_for big "failures by $by" 100 && wait_for big "^none " 100; then
		check_sums big "demo 132x40 by $by"
	else
		not_ok "demo 132x40: Tab did not group by $by"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
	fi
done
# sizes: six columns fit in 132 (23 + 6 * 18)
if [ "$(grep -c '' "$LIB_TMP/pane.txt")" -ge 40 ] &&
	[ "$(sed -n 2p "$LIB_TMP/pane.txt" | grep -o 'n=[0-9]*' | wc -l)" -eq 6 ]; then
	ok "demo 132x40: six size columns"
else
	not_ok "demo 132x40: not six size columns"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# rows: the cell's items listed by Enter ("N items on R runs", then a row
# per item: run, id, why) against the count N and the R runs the rows name
rows_ok() {
	awk -v want="$1" -v runs="$2" '
	/ items on [0-9]+ runs/ { head = $1 " " $4; next }
	head && /^simulated\// { n++; if (!($1 in seen)) { seen[$1] = 1; r++ } }
	END { if (head != want " " runs || n != want || r != runs) { print head " rows " n " runs " r; exit 1 } }
	' "$LIB_TMP/pane.txt"
}
# Enter on the first size's invented edges: every one of them listed
size=$(sed -n 2p "$LIB_TMP/pane.txt" | grep -o 'n=[0-9]*' | head -n 1)
want=$(awk '/^invented-edge / { print $2; exit }' "$LIB_TMP/pane.txt")
tm send-keys -t big Enter
if wait_for big "failures: invented-edge, sizes $size" 100 && wait_for big "items on" 100 &&
	grep -q "^$want items on" "$LIB_TMP/pane.txt"; then
	ok "demo 132x40: Enter on $size lists its $want invented edges"
else
	not_ok "demo 132x40: Enter on $size did not list its $want invented edges"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# a cell on both runs: n=8's wrong final answers (4 on random, 1 on the
# noisy reasoner), listed together, the run with more first
tm send-keys -t big q
wait_for big "failures by sizes" 100 >/dev/null
tm send-keys -t big l l l j j j j j j j j
wait_for big "sizes n=8: [0-9]* of [0-9]* answered items whose first error is wrong-final" 100 >/dev/null
want=$(awk '/^wrong-final / { print $11; exit }' "$LIB_TMP/pane.txt")
tm send-keys -t big Enter
if wait_for big "failures: wrong-final, sizes n=8" 100 && wait_for big "items on" 100 &&
	rows_ok "$want" 2 >"$LIB_TMP/why" &&
	[ "$(grep '^simulated/' "$LIB_TMP/pane.txt" | head -n 1 | cut -d' ' -f1)" = simulated/random ]; then
	ok "demo 132x40: Enter on n=8's wrong-final lists its $want items of both runs, random's first"
else
	not_ok "demo 132x40: n=8's wrong-final: $(cat "$LIB_TMP/why")"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# the none row lists too: the items with no error found, their verdicts
tm send-keys -t big q
wait_for big "failures by sizes" 100 >/dev/null
tm send-keys -t big j j j
wait_for big "sizes n=8: [0-9]* of [0-9]* answered items with no error found" 100 >/dev/null
want=$(awk '/^none / { print $11; exit }' "$LIB_TMP/pane.txt")
tm send-keys -t big Enter
if wait_for big "failures: none, sizes n=8" 100 && wait_for big "items on" 100 &&
	[ "$(grep -c '^simulated/.* right *$' "$LIB_TMP/pane.txt")" -eq "$want" ]; then
	ok "demo 132x40: Enter on n=8's none lists its $want items, each right"
else
	not_ok "demo 132x40: Enter on none did not list its $want items"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t big q Tab
wait_for big "failures by runs" 100 || not_ok "demo 132x40: Tab does not come back to runs"
tm send-keys -t big Q

# ---- the whole NLGraph checkout ------------------------------------------------
if ! lib_have_shared; then
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
	lib_tap_end tui-failures
	exit $?
fi
start nlg 100 30 "$GRAVEL_SHARED/nlgraph"
wait_for nlg "loading runs [0-9]*/[0-9]*" >/dev/null
tm send-keys -t nlg F
if wait_for nlg "failures by runs" 300; then
	ok "nlgraph: F opens the failures while the runs load"
else
	not_ok "nlgraph: F did not open the failures"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
# every run loaded and scored between keys: the status says no more (a
# key first, so that no one-shot message hides the hints)
wait_gone nlg "loading runs" 3000 >/dev/null
tm send-keys -t nlg C-l
if wait_gone nlg "loading runs\|scored [0-9]* of" 3000 && grep -q "Enter list" "$LIB_TMP/pane.txt"; then
	ok "nlgraph: every run loaded and scored behind the screen"
	check_sums nlg "nlgraph by runs"
else
	not_ok "nlgraph: still loading or scoring"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t nlg Tab
if wait_for nlg "failures by models" 100 && wait_for nlg "text-davinci-003" 100; then
	ok "nlgraph: by models names text-davinci-003"
	check_sums nlg "nlgraph by models"
else
	not_ok "nlgraph: by models"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t nlg Tab Tab
if wait_for nlg "failures by tasks" 100 && wait_for nlg "^none " 100; then
	check_sums nlg "nlgraph by tasks"
	task=$(awk '/^tasks /{ print $2; exit }' "$LIB_TMP/pane.txt")
	want=$(awk '/^invented-edge / { print $2; exit }' "$LIB_TMP/pane.txt")
	tm send-keys -t nlg Enter
	if wait_for nlg "failures: invented-edge, tasks $task" 100 && wait_for nlg "items on" 100 &&
		grep -q "^$want items on [0-9]* runs" "$LIB_TMP/pane.txt"; then
		ok "nlgraph: Enter on task $task lists its $want invented edges, every run's"
	else
		not_ok "nlgraph: Enter on a task's cell"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
	fi
else
	not_ok "nlgraph: by tasks"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t nlg Q
if wait_for nlg "gravel-exit=" 100 && grep -q "gravel-exit=0" "$LIB_TMP/pane.txt"; then
	ok "nlgraph: Q quits with status 0"
else
	not_ok "nlgraph: exit status"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
lib_tap_end tui-failures
