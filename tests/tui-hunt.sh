#!/bin/sh
# tui-hunt.sh - the invented-edge hunt through tmux (a real
# pseudo-terminal, a private server), as a researcher does it, at 80x24
# and at 120x30 on the embedded demo: K filters the navigator to the
# answers whose first error is an invented edge (run A's), F counts the
# first errors per run, the same count in A's column; on run B's column
# Enter lists B's invented edges, Enter on one opens it and t its trace at
# that first error. Then the scores' heat map (s, H, e) shows the
# invented-edge share by task and size, the hardest cells in one picture.
# The run picker's empty filter prompt on the way. Skips (77) without
# tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux hunt

show() { sed 's/^/    | /' "$LIB_TMP/pane.txt"; }

hunt() {
	s=$1 w=$2 h=$3
	{
		echo '#!/bin/sh'
		printf "TERM=xterm-256color '%s' browse --no-config 2>'%s'\n" "$GRAVEL" "$LIB_TMP/$s.err"
		echo 'echo gravel-exit=$?'
		echo 'sleep 60'
	} >"$LIB_TMP/$s.sh"
	tm new-session -d -s "$s" -x "$w" -y "$h" "sh '$LIB_TMP/$s.sh'" ||
		lib_skip "tmux cannot start a server here"
	wait_for "$s" "problems" || { not_ok "$s: no navigator"; show; }
	tm send-keys -t "$s" K
	wait_for "$s" "kind=invented-edge" || { not_ok "$s: K sets no kind filter"; show; }
	n=$(sed -n 's/.* - \([0-9]*\) of 32 problems.*/\1/p' "$LIB_TMP/pane.txt" | head -1)
	tm send-keys -t "$s" F
	wait_for "$s" "failures by runs" || { not_ok "$s: F opens no failures"; show; }
	# the invented-edge row: A's count, then B's
	row=$(grep "^invented-edge " "$LIB_TMP/pane.txt")
	a=$(printf '%s\n' "$row" | awk '{ print $2 }')
	b=$(printf '%s\n' "$row" | awk '{ print $5 }')
	if [ -n "$n" ] && [ "$n" -gt 0 ] && [ "$a" = "$n" ]; then
		ok "$s ${w}x$h: K then F: run A's $n invented edges, the filter's rows"
	else
		not_ok "$s ${w}x$h: the filter holds '$n' rows, the failures' A column '$a'"
		show
	fi
	tm send-keys -t "$s" l Enter
	if wait_for "$s" "failures: invented-edge, runs simulated/noisy-reasoner" &&
		wait_for "$s" "^$b items on 1 runs"; then
		ok "$s ${w}x$h: Enter on B's column lists its $b invented edges"
	else
		not_ok "$s ${w}x$h: no list of B's $b invented edges"
		show
	fi
	tm send-keys -t "$s" Enter
	wait_for "$s" "run simulated/noisy-reasoner" || { not_ok "$s: Enter opens no problem"; show; }
	tm send-keys -t "$s" t
	if wait_for "$s" "gravel  trace  demo/" && wait_for "$s" "first error: invented-edge - "; then
		ok "$s ${w}x$h: t opens the trace at the invented edge"
	else
		not_ok "$s ${w}x$h: the trace is not at the invented edge"
		show
	fi
	# back to the navigator, the filter cleared: the heat map of the share
	tm send-keys -t "$s" q q q q
	wait_for "$s" "problems" || { not_ok "$s: not back on the navigator"; show; }
	tm send-keys -t "$s" c s
	wait_for "$s" "This item:" || { not_ok "$s: s opens no scores"; show; }
	tm send-keys -t "$s" H e
	if wait_for "$s" "share of first error invented-edge by task x graph size (nodes), 64 scored" &&
		grep -qE "^ +task +.* all$" "$LIB_TMP/pane.txt" &&
		grep -q "^ *cell: shade, then the kind's share" "$LIB_TMP/pane.txt"; then
		ok "$s ${w}x$h: H e draws the invented-edge share by task x size on one screen"
	else
		not_ok "$s ${w}x$h: no invented-edge heat map"
		show
	fi
	tm send-keys -t "$s" Q
	wait_for "$s" "gravel-exit=0" || { not_ok "$s: exit status"; show; }
}

hunt narrow 80 24
# the run picker's filter prompt, empty: its text is "", not "(null)"
tm new-session -d -s picker -x 80 -y 24 "TERM=xterm-256color '$GRAVEL' browse --no-config; sleep 60"
wait_for picker "problems" || { not_ok "picker: no navigator"; show; }
tm send-keys -t picker P
wait_for picker "runs - 2 of 2 runs" || { not_ok "picker: P opens no run picker"; show; }
tm send-keys -t picker /
if wait_for picker "filter runs: _" 100 && ! grep -q "(null)" "$LIB_TMP/pane.txt"; then
	ok "picker: the empty filter prompt reads 'filter runs: _'"
else
	not_ok "picker: the empty filter prompt"
	show
fi
hunt wide 120 30
lib_tap_end tui-hunt
