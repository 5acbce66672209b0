#!/bin/sh
# tui-compare-kinds.sh - the comparison's kinds view through tmux (a real
# pseudo-terminal, a private server), as a researcher reaches it.
#
# On the embedded demo at 80x24 and at 120x30: C compares the two
# simulated runs, Tab twice shows the first errors per kind of A and B and
# the moves between kinds; the A and B columns and the moves agree with
# each other and with the CSV that X writes; Enter on a move lists its
# items on both runs, Enter on one opens its trace at the first error, and
# back in the list and the comparison A and B are as they were.
#
# With ../shared: NLGraph's zero-shot (none) and CoT runs of
# text-davinci-003 on hard shortest paths, picked with P in the run
# picker as a researcher would; A's column is what `gravel score --by kind`
# counts for that run. Skips (77) without tmux; the NLGraph part skips
# without ../shared.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux cmpkinds

show() { sed 's/^/    | /' "$LIB_TMP/pane.txt"; }

# start NAME COLS ROWS ARGS...: gravel browse in a session of that size
start() {
	_s=$1 _x=$2 _y=$3
	shift 3
	{
		echo '#!/bin/sh'
		printf "cd '%s' || exit 1\n" "$LIB_TMP"	# X writes its default name here
		printf "TERM=xterm-256color '%s' browse --no-config" "$GRAVEL"
		for _a in "$@"; do printf " '%s'" "$_a"; done
		printf " 2>'%s'\n" "$LIB_TMP/$_s.err"
		echo 'echo gravel-exit=$?'
		echo 'sleep 120'
	} >"$LIB_TMP/$_s.sh"
	tm new-session -d -s "$_s" -x "$_x" -y "$_y" "sh '$LIB_TMP/$_s.sh'"
}

# kinds_rows: "kind A B" for each kind row on the pane (the lines between
# the column labels and the blank line before the moves)
kinds_rows() {
	awk '/^ first error +A +B +B-A$/ { on = 1; next }
	on && /^ *$/ { exit }
	on { print $1, $2, $5 }' "$LIB_TMP/pane.txt"
}
# moves: "from to n" for each move on the pane
moves() {
	awk '/^ moved from A/ { on = 1; next }
	on && / -> / { print $1, $3, $4 }' "$LIB_TMP/pane.txt"
}

# check_demo SESSION WHAT: the kinds view's figures on the pane agree
check_demo() {
	_s=$1 _w=$2
	n=$(sed -n 's/^ \([0-9]*\) items both answered.*/\1/p' "$LIB_TMP/pane.txt")
	rows=$(kinds_rows)
	sa=$(printf '%s\n' "$rows" | awk '{ s += $2 } END { print s + 0 }')
	sb=$(printf '%s\n' "$rows" | awk '{ s += $3 } END { print s + 0 }')
	moved=$(sed -n 's/^ moved from A.s kind to B.s, largest first: \([0-9]*\) of.*/\1/p' "$LIB_TMP/pane.txt")
	if [ "$n" = 32 ] && [ "$sa" = 32 ] && [ "$sb" = 32 ] && [ -n "$moved" ] &&
		grep -q "^ A simulated/random  vs  B simulated/noisy-reasoner  under strict" "$LIB_TMP/pane.txt" &&
		grep -q "^ none " "$LIB_TMP/pane.txt"; then
		ok "demo $_w: Tab Tab shows A's and B's first errors per kind over the 32 items both answered"
	else
		not_ok "demo $_w: kinds view: n=$n, A sums to $sa, B to $sb, moved=$moved (want 32 32 32)"
		show
	fi
}

# ---- the demo at 80x24 ------------------------------------------------------
start demo 80 24 || lib_skip "tmux cannot start a server here"
wait_for demo "problems" || { not_ok "demo: no navigator"; show; }
tm send-keys -t demo C
wait_for demo "compare  demo/" || { not_ok "demo: C opens no comparison"; show; }
tm send-keys -t demo Tab
wait_for demo "McNemar" || { not_ok "demo: Tab shows no summary"; show; }
tm send-keys -t demo Tab
wait_for demo "compare runs: first errors by kind under strict" &&
	wait_for demo "Enter items" || { not_ok "demo: Tab again shows no kinds"; show; }
check_demo demo 80x24
# the first move: its count, and the largest (moves are largest first)
first=$(moves | head -1)
largest=$(moves | sort -k3,3nr | head -1 | awk '{ print $3 }')
mn=$(printf '%s\n' "$first" | awk '{ print $3 }')
[ -n "$mn" ] && [ "$mn" = "$largest" ] && ok "demo 80x24: the moves start with the largest ($first)" ||
	{ not_ok "demo 80x24: first move '$first', largest $largest"; show; }

# X then Enter: the table as CSV; every pair of kinds, the stays too,
# adds up to the 32 items, and A's counts per kind are the screen's
kinds_a=$(kinds_rows | awk '$2 > 0 { print $1, $2 }' | sort)
tm send-keys -t demo X
wait_for demo "gravel-compare-kinds.csv" || { not_ok "demo: X offers no gravel-compare-kinds.csv"; show; }
tm send-keys -t demo Enter
csv=$LIB_TMP/gravel-compare-kinds.csv
if wait_for demo "exported [0-9]* rows (CSV) to .*gravel-compare-kinds.csv" &&
	[ "$(head -1 "$csv")" = "run_a,run_b,kind_a,kind_b,items" ] &&
	[ "$(awk -F, 'NR > 1 { s += $5 } END { print s }' "$csv")" = 32 ] &&
	[ "$(awk -F, 'NR > 1 { a[$3] += $5 } END { for (k in a) print k, a[k] }' "$csv" | sort)" = "$kinds_a" ]; then
	ok "demo 80x24: X writes the kinds table as CSV (32 items, A's kinds as on screen)"
else
	not_ok "demo 80x24: X did not write the kinds table"
	show
	sed 's/^/    csv| /' "$csv" 2>/dev/null
fi

# Enter on the first move (after the kind rows): its items on both runs
nk=$(kinds_rows | wc -l)
i=0
while [ "$i" -lt "$nk" ]; do tm send-keys -t demo j; i=$((i + 1)); done
from=$(printf '%s\n' "$first" | awk '{ print $1 }')
to=$(printf '%s\n' "$first" | awk '{ print $2 }')
tm send-keys -t demo Enter
if wait_for demo "compare: $from in A -> $to in B" &&
	wait_for demo "^$((mn * 2)) items on 2 runs"; then
	ok "demo 80x24: Enter on the move $from -> $to lists its $mn items on both runs"
else
	not_ok "demo 80x24: Enter on the first move lists no items"
	show
fi
# Enter on the first row (run A's answer): its trace, at its first error
tm send-keys -t demo Enter
if wait_for demo "gravel  trace  demo/" &&
	{ [ "$from" = none ] && wait_for demo "no first error in this answer" ||
		wait_for demo "first error: $from - "; }; then
	ok "demo 80x24: Enter on an item opens its trace at its first error ($from)"
else
	not_ok "demo 80x24: the item's trace is not at its first error"
	show
fi
tm send-keys -t demo q
wait_for demo "compare: $from in A -> $to in B" || { not_ok "demo: q is not back in the list"; show; }
tm send-keys -t demo q
if wait_for demo "compare runs: first errors by kind" &&
	grep -q "^ A simulated/random  vs  B simulated/noisy-reasoner" "$LIB_TMP/pane.txt"; then
	ok "demo 80x24: back in the comparison, A and B as they were"
else
	not_ok "demo 80x24: back from the items, A and B changed"
	show
fi
tm send-keys -t demo Tab
wait_for demo "compare  demo/" || { not_ok "demo: Tab from the kinds is not side by side"; show; }
tm send-keys -t demo Q
wait_for demo "gravel-exit=0" || { not_ok "demo: exit status"; show; }

# ---- the demo at 120 columns: every row and move on one screen ------------
start wide 120 30
wait_for wide "problems" || { not_ok "wide: no navigator"; show; }
tm send-keys -t wide C Tab Tab
wait_for wide "compare runs: first errors by kind" || { not_ok "wide: no kinds view"; show; }
check_demo wide 120x30
nm=$(moves | wc -l)
want=$(awk -F, 'NR > 1 && $3 != $4' "$csv" | wc -l)
[ "$nm" -eq "$want" ] && ok "demo 120x30: all $nm moves on one screen, as many as the CSV's" ||
	{ not_ok "demo 120x30: $nm moves shown, the CSV has $want"; show; }
tm send-keys -t wide Q
wait_for wide "gravel-exit=0" || { not_ok "wide: exit status"; show; }

# ---- NLGraph: zero-shot against CoT on hard shortest paths ------------------
if ! lib_have_shared; then
	echo "skip: NLGraph part: ../shared not found (set GRAVEL_SHARED)"
	lib_tap_end tui-compare-kinds
	exit $?
fi
ra=shortest_path/hard/20230410---08-20-none
rb=shortest_path/hard/20230410---09-45-CoT
start nl 120 30 "$GRAVEL_SHARED/nlgraph"
wait_for nl "nlgraph - " || { not_ok "nlgraph: no navigator"; show; }
# every run read (the status line says "loading WHAT N/M" until then)
wait_for nl "^ run " 3000 && wait_gone nl "loading " 3000 ||
	{ not_ok "nlgraph: the runs do not finish loading"; show; }
# pick run A, then compare and pick run B, as the picker's filter finds them
pick() {
	tm send-keys -t nl P
	wait_for nl " - [0-9]* of [0-9]* runs, sorted" || return 1
	tm send-keys -t nl /
	wait_for nl "filter runs: _" || return 1
	tm send-keys -t nl -l "$1"
	wait_for nl "filter runs: $1_" || return 1
	tm send-keys -t nl Enter
	# the picker's title: "runs - 1 of N runs", for run B "pick run B - 1 of N runs"
	wait_for nl " - 1 of [0-9]* runs, sorted" 1200 || return 1
	tm send-keys -t nl Enter
	wait_gone nl " - 1 of [0-9]* runs, sorted"
}
pick "$ra" || { not_ok "nlgraph: the picker does not find $ra"; show; }
tm send-keys -t nl C
wait_for nl "gravel  compare  " || { not_ok "nlgraph: C opens no comparison"; show; }
pick "$rb" || { not_ok "nlgraph: the picker does not find $rb"; show; }
tm send-keys -t nl Tab Tab
if wait_for nl "compare runs: first errors by kind" 1200 &&
	wait_for nl "^ 200 items both answered" 1200 &&
	grep -q "^ A $ra  vs  B $rb  under strict" "$LIB_TMP/pane.txt"; then
	ok "nlgraph: none vs CoT on hard shortest paths, 200 items both answered"
else
	not_ok "nlgraph: no kinds view of $ra vs $rb"
	show
fi
screen_a=$(kinds_rows | awk '$2 > 0 { print $1, $2 }' | sort)
cli_a=$("$GRAVEL" score "$GRAVEL_SHARED/nlgraph" --filter "run=$ra" --by kind --format csv 2>/dev/null |
	awk -F, 'NR > 1 { print $1, $3 }' | sort)
if [ -n "$cli_a" ] && [ "$screen_a" = "$cli_a" ]; then
	ok "nlgraph: A's kinds are score --by kind's for $ra"
else
	not_ok "nlgraph: A's kinds on screen [$screen_a], score --by kind [$cli_a]"
	show
fi
tm send-keys -t nl Q
wait_for nl "gravel-exit=0" || { not_ok "nlgraph: exit status"; show; }
lib_tap_end tui-compare-kinds
