#!/bin/sh
# tui-loading.sh - the explorer loads in slices (issue 16), through tmux (a
# real pseudo-terminal): on the whole ../shared/nlgraph the first frame
# shows the problems with a "loading runs N/M" progress line, a key (?)
# is handled while the runs load, the progress line goes once they are in
# and the first run is chosen; a runs file that fails to load is reported
# in the message line (never raw on the screen) and, after q, on stderr
# with exit status 65. Skips (77) without tmux; the NLGraph checks skip
# without ../shared.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux loading

# start NAME ARGS...: gravel browse in a 120x30 pane, its exit status and
# stderr shown after it ends
start() {
	_name=$1
	shift
	{
		echo '#!/bin/sh'
		printf "TERM=xterm-256color '%s' browse --no-config" "$GRAVEL"
		for a in "$@"; do printf " '%s'" "$a"; done
		printf " 2>'%s'\n" "$LIB_TMP/$_name.err"
		echo 'echo gravel-exit=$?'
		printf "cat '%s'\n" "$LIB_TMP/$_name.err"
		echo 'sleep 60'
	} >"$LIB_TMP/$_name.sh"
	tm new-session -d -s "$_name" -x 120 -y 30 "sh '$LIB_TMP/$_name.sh'" ||
		lib_skip "tmux cannot start a server here"
}

# ---- a runs file that fails: the message line says so -----------------------
cp "$SRCDIR/tests/screens/problems.jsonl" "$LIB_TMP/problems.jsonl"
{
	head -n 2 "$SRCDIR/tests/screens/runs.jsonl"
	echo '{"problem": "x", "run": oops}'
} >"$LIB_TMP/bad.jsonl"
start bad "$LIB_TMP/problems.jsonl" "$LIB_TMP/bad.jsonl"
if wait_for bad "loading stopped"; then
	ok "a failed runs file: 'loading stopped' in the message line"
else
	not_ok "a failed runs file: no 'loading stopped' message"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
if grep -q "not valid JSON" "$LIB_TMP/pane.txt"; then
	not_ok "a failed runs file: the error was written over the screen"
else
	ok "a failed runs file: no raw error on the screen"
fi
tm send-keys -t bad q
# the stderr file is shown after the exit line: wait for its message, not
# for the exit line alone (under make check -j2 the pane was read between
# the two)
if wait_for bad "bad.jsonl:3:25: not valid JSON" 100 && grep -q "gravel-exit=65" "$LIB_TMP/pane.txt"; then
	ok "a failed runs file: exit status 65, the error on stderr after the screen"
else
	not_ok "a failed runs file: exit status or stderr"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi

# ---- the whole NLGraph checkout ------------------------------------------------
if ! lib_have_shared; then
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
	lib_tap_end tui-loading
	exit $?
fi
start nlg "$GRAVEL_SHARED/nlgraph"
if wait_for nlg "loading runs [0-9]*/[0-9]*"; then
	ok "nlgraph: the first frame shows the problems and 'loading runs N/M'"
	grep -q "36562 problems" "$LIB_TMP/pane.txt" ||
		not_ok "nlgraph: the problems are not on the first frame"
	# a key while loading: the help screen comes up at once
	tm send-keys -t nlg '?'
	if wait_for nlg "gravel  help" 50; then
		if grep -q "loading runs" "$LIB_TMP/pane.txt"; then
			ok "nlgraph: ? handled while the runs load"
		else
			# the runs were in before the pane was read again
			echo "note: loading ended before the help screen was captured"
			ok "nlgraph: ? handled (loading ended meanwhile)"
		fi
	else
		not_ok "nlgraph: ? not handled while loading"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
	fi
	tm send-keys -t nlg q
else
	not_ok "nlgraph: no progress line"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
if wait_gone nlg "loading runs" 1200 && grep -q " run connectivity/" "$LIB_TMP/pane.txt"; then
	ok "nlgraph: the progress line went, the first run is chosen"
else
	not_ok "nlgraph: still loading, or no run chosen"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t nlg q
if wait_for nlg "gravel-exit=" 100 && grep -q "gravel-exit=0" "$LIB_TMP/pane.txt"; then
	ok "nlgraph: q quits with status 0"
else
	not_ok "nlgraph: exit status"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi

# the run picker opened while the runs load grows as they arrive (it kept
# the count it opened with: "228 of 228 runs" for good)
start pick "$GRAVEL_SHARED/nlgraph"
wait_for pick "loading runs [0-9]*/[0-9]*" || wait_for pick "mean credit"
tm send-keys -t pick P
if wait_for pick "runs - [0-9]* of [0-9]* runs" 100; then
	opened=$(sed -n 's/.*runs - \([0-9]*\) of.*/\1/p' "$LIB_TMP/pane.txt" | head -n 1)
	if wait_for pick "runs - 335 of 335 runs" 1200; then
		ok "run picker: opened at $opened runs, grew to all 335 as they loaded"
	else
		not_ok "run picker: opened at $opened runs, never grew to 335"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
	fi
else
	not_ok "run picker: P did not open it while loading"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
lib_tap_end tui-loading
