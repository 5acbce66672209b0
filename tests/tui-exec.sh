#!/bin/sh
# tui-exec.sh - `gravel exec` and its TUI screen on a real terminal, through
# tmux (issue 18):
#   - the progress bar: on a terminal, exec rewrites one line "gravel exec:
#     [###   ] K/N cases" while the solutions run, and clears it at the end
#     (not on a pipe: standard error to a file holds no bar);
#   - the reference trace: a failed GraphEval2000 case opened from the exec
#     failures screen (E) shows the reference algorithm's steps beside it
#     (the lc solvers' trace, as for NLGraph).
# Skips (77) without tmux or python3.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	lib_skip "tmux is not installed"
fi
command -v python3 >/dev/null 2>&1 || [ -x /usr/bin/python3 ] || lib_skip "python3 not found"
DATA=$SRCDIR/tests/data/exec
GE=$DATA/grapheval
T=$LIB_TMP
sock="gravel-exec-$$"
tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$LIB_TMP"' EXIT

# wait_for PATTERN [TENTHS]: until the pane shows a line matching PATTERN
wait_for() {
	_n=0
	while [ $_n -lt "${2:-600}" ]; do
		tm capture-pane -p -t t >"$T/pane.txt" 2>/dev/null
		grep -Eq -- "$1" "$T/pane.txt" && return 0
		sleep 0.1
		_n=$((_n + 1))
	done
	return 1
}
show() { sed 's/^/    | /' "$T/pane.txt"; }

# ---- the progress bar ---------------------------------------------------------
# one slow solution (0.4 s a case) on the 6 lc1971 cases, one job
cat >"$T/run.sh" <<EOS
#!/bin/sh
'$GRAVEL' exec '$GE' '$DATA/slow' -o '$T/slow.jsonl' --jobs 1
echo gravel-exit=\$?
sleep 60
EOS
tm new-session -d -s t -x 120 -y 20 "sh '$T/run.sh'" || lib_skip "tmux cannot start a server here"
if wait_for '^gravel exec: \[#* +\] [1-5]/6 cases'; then
	ok "progress: the bar shows the cases done while the solution runs"
else
	not_ok "progress: no bar with 1-5 of 6 cases done"
	show
fi
if wait_for 'gravel-exit='; then
	grep -q 'gravel-exit=0' "$T/pane.txt" && ok "progress: exec exits 0" ||
		not_ok "progress: exec exits $(grep -o 'gravel-exit=[0-9]*' "$T/pane.txt")"
	grep -q '^gravel exec: 1 solutions, 6 test cases in .*: ok 6,' "$T/pane.txt" &&
		ok "progress: the summary line follows" || { not_ok "progress: no summary line"; show; }
	if grep -q 'cases$' "$T/pane.txt" || grep -q '\[#' "$T/pane.txt"; then
		not_ok "progress: the bar is left on the screen"
		show
	else
		ok "progress: the bar is cleared at the end"
	fi
else
	not_ok "progress: exec did not finish"
	show
fi
tm kill-server >/dev/null 2>&1
"$GRAVEL" exec "$GE" "$DATA/slow" -o "$T/slow2.jsonl" 2>"$T/err"
if grep -q '\[#' "$T/err" || grep -q "$(printf '\r')" "$T/err"; then
	not_ok "progress: no bar when standard error is not a terminal"
else
	ok "progress: no bar when standard error is not a terminal"
fi

# ---- the reference trace beside a failed case ---------------------------------
"$GRAVEL" exec "$GE" "$DATA/solutions" -o "$T/runs.jsonl" 2>/dev/null
"$GRAVEL" import grapheval "$GE" -o "$T/problems.jsonl" 2>/dev/null
cat >"$T/browse.sh" <<EOS
#!/bin/sh
'$GRAVEL' browse --no-config '$T/problems.jsonl' '$T/runs.jsonl'
sleep 60
EOS
tm new-session -d -s t -x 120 -y 40 "sh '$T/browse.sh'" || lib_skip "tmux cannot start a server here"
wait_for 'gravel' 100 || true
# the exec failures (E), filtered twice by status (every failure -> wrong
# value -> error), the one error opened: buggy lc797, a DFS over every path
tm send-keys -t t E
wait_for 'exec failures: 9 of 59 answers' 100 || { not_ok "trace: no exec failures screen"; show; }
tm send-keys -t t v
tm send-keys -t t v
wait_for '\(error: 1\)' 100 || { not_ok "trace: the status filter"; show; }
tm send-keys -t t Enter
if wait_for '\| reference trace: [1-9][0-9]* steps' 100; then
	ok "trace: the pane beside the failed lc797 case counts the reference steps"
else
	not_ok "trace: no reference steps beside the failed case"
	show
fi
grep -Eq '\|    1 start at 0; every path to 5 is an answer' "$T/pane.txt" &&
	ok "trace: the DFS narration starts at node 0" || { not_ok "trace: no DFS narration"; show; }
grep -Eq '\|    7 path 1 reaches 5' "$T/pane.txt" &&
	ok "trace: the first path found" || { not_ok "trace: no path found in the trace"; show; }
grep -q 'records no steps' "$T/pane.txt" &&
	{ not_ok "trace: the pane still says the solver records no steps"; show; } ||
	ok "trace: not the empty-trace message"
grep -q 'IndexError' "$T/pane.txt" && ok "trace: the failure is on the left" ||
	{ not_ok "trace: the failure's status is missing"; show; }
tm send-keys -t t q q q >/dev/null 2>&1
lib_tap_end tui-exec
