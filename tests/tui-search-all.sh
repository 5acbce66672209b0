#!/bin/sh
# tui-search-all.sh - the navigator filtered to the problems where some
# run's answer holds a text (search-all-runs, \, or Tab inside the /
# prompt), through tmux (a private server): on the demo the filter line
# names it, the rows are the problems some run answered with the text, the
# status line says which runs, c clears it; on ../shared/nlgraph (skipped
# without it) the search runs while the runs load and keys are answered
# meanwhile (help opens, closes), and it ends with every problem whose
# answers hold the text counted. Skips (77) without tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux search-all

start() {
	_name=$1
	shift
	{
		echo '#!/bin/sh'
		printf "HOME='%s' TERM=xterm-256color '%s' browse --no-config" "$LIB_TMP" "$GRAVEL"
		for a in "$@"; do printf " '%s'" "$a"; done
		printf " 2>'%s'\n" "$LIB_TMP/$_name.err"
		echo 'echo gravel-exit=$?'
		echo 'sleep 60'
	} >"$LIB_TMP/$_name.sh"
	tm new-session -d -s "$_name" -x 120 -y 30 "sh '$LIB_TMP/$_name.sh'" ||
		lib_skip "tmux cannot start a server here"
}
check() {	# check SESSION PATTERN WHAT [TENTHS]
	if wait_for "$1" "$2" "${4:-600}"; then
		ok "$3"
	else
		not_ok "$3 (no /$2/ on the screen)"
		sed 's/^/    | /' "$LIB_TMP/pane.txt"
	fi
}

# ---- the demo ----------------------------------------------------------------
start demo
check demo "32 of 32 problems" "demo: the navigator is up"
tm send-keys -t demo '/'
check demo "answers of run .* only; Tab: all runs" "demo: / says its scope and the Tab toggle"
tm send-keys -t demo Tab
check demo "answers of all 2 runs" "demo: Tab in the prompt: every run's answers"
tm send-keys -t demo -l 'node 1'
tm send-keys -t demo Enter
check demo 'all-runs="node 1"' "demo: the filter line names the all-runs search"
check demo "19 of 32 problems" "demo: 19 problems have 'node 1' in some run's answer"
tm send-keys -t demo j
check demo "in 1 run: simulated/noisy-reasoner" "demo: the status line names the runs that matched"
tm send-keys -t demo c
if wait_gone demo 'all-runs=' 100 && grep -q "32 of 32 problems" "$LIB_TMP/pane.txt"; then
	ok "demo: c clears the all-runs filter"
else
	not_ok "demo: c left the all-runs filter"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
tm send-keys -t demo '\'
check demo "answers of all 2 runs" "demo: \\ opens the all-runs prompt"
tm send-keys -t demo Escape q

# ---- the whole NLGraph checkout ------------------------------------------------
if ! lib_have_shared; then
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
	lib_tap_end tui-search-all
	exit $?
fi
start nlg "$GRAVEL_SHARED/nlgraph"
check nlg "loading runs [0-9]*/[0-9]*" "nlgraph: runs loading"
tm send-keys -t nlg '\'
tm send-keys -t nlg -l 'no loop'
tm send-keys -t nlg Enter
check nlg 'all-runs="no loop"' "nlgraph: the all-runs filter set while loading"
tm send-keys -t nlg '?'
check nlg "gravel  help" "nlgraph: a key is answered while the search runs" 300
tm send-keys -t nlg q
# back on the navigator first (under ASan the help screen can outlast
# the q by seconds, and on it the filter line is absent anyway)
check nlg 'all-runs="no loop"' "nlgraph: back on the navigator, the filter kept" 600
if wait_gone nlg 'all-runs="no loop"\.\.\.' 1200 && grep -q 'all-runs="no loop"' "$LIB_TMP/pane.txt"; then
	ok "nlgraph: the search ends (no '...' after its filter)"
else
	not_ok "nlgraph: the search did not end"
fi
n=$(sed -n 's/.* - \([0-9]*\) of 36562 problems.*/\1/p' "$LIB_TMP/pane.txt" | head -n 1)
if [ "${n:-0}" -gt 0 ] && [ "$n" -lt 36562 ]; then
	ok "nlgraph: the rows are the $n problems found"
else
	not_ok "nlgraph: no problems found, or all of them (${n:-none})"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
check nlg "in [0-9]* runs\?: .*cycle" "nlgraph: the selected row's runs are cycle runs"
tm send-keys -t nlg q
lib_tap_end tui-search-all
