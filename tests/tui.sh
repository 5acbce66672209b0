#!/bin/sh
# tui.sh - drive the real gravel binary through tmux, as a person would.
#
# Each run starts an isolated tmux server (its own socket, no config file),
# runs gravel in a shell inside a 100x30 pane with a hermetic environment
# (HOME in a temporary folder, TERM=xterm-256color), sends keys and checks
# the text of the pane. Screens are polled with a timeout, never slept on.
# Skips (77) without tmux. Needs GRAVEL (set by make check); GRAVEL_SHARED
# adds the NLGraph checks when ../shared/nlgraph is present.
set -u

: "${GRAVEL:?GRAVEL must name the gravel binary (make check sets it)}"
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
TIMEOUT=${TUI_TIMEOUT:-15}	# seconds to wait for a screen

if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	echo "tui: SKIP: tmux is not installed (apt-get install tmux to run the TUI tests)"
	exit 77
fi

SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
GRAVEL_SHARED=${GRAVEL_SHARED:-$SRCDIR/../shared}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-tui.XXXXXX") || exit 99
sock="gravel-tui-$$"
pane="tui:0.0"
pass=0
fail=0

tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
cleanup() {
	tm kill-server >/dev/null 2>&1
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 99' INT TERM HUP

screen() { tm capture-pane -p -t "$pane" 2>/dev/null; }

# wait_for REGEX [SECONDS]: poll the pane until a line matches.
wait_for() {
	n=0
	limit=$(((${2:-$TIMEOUT}) * 10))
	while [ "$n" -lt "$limit" ]; do
		screen | grep -Eq -- "$1" && return 0
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}

# wait_gone REGEX: poll until no line matches.
wait_gone() {
	n=0
	limit=$((TIMEOUT * 10))
	while [ "$n" -lt "$limit" ]; do
		screen | grep -Eq -- "$1" || return 0
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}

ok() {
	pass=$((pass + 1))
	echo "ok - $1"
}
not_ok() {
	fail=$((fail + 1))
	echo "not ok - $1"
	screen | sed 's/^/    | /'
}
# expect NAME REGEX [SECONDS] / expect_not NAME REGEX
expect() { if wait_for "$2" "${3:-$TIMEOUT}"; then ok "$1"; else not_ok "$1 (no line matches /$2/)"; fi; }
expect_not() { if wait_gone "$2"; then ok "$1"; else not_ok "$1 (a line matches /$2/)"; fi; }
keys() { tm send-keys -t "$pane" "$@"; }
alt_screen() { tm display -p -t "$pane" '#{alternate_on}'; }
expect_restored() {
	if [ "$(alt_screen)" = 0 ]; then ok "$1"; else not_ok "$1 (alternate screen still on)"; fi
}

# run ARGS...: start gravel in the pane; its pid lands in $tmp/pid and its
# exit status is printed as gravel-exit=N when it ends.
run() {
	rm -f "$tmp/pid"
	keys "clear; $run_env $tmp/run.sh $*; echo gravel-exit=\$?" Enter
}
run_env=""
# colour_codes: count SGR colour codes (3x/4x) on the pane
colour_codes() {
	tm capture-pane -e -p -t "$pane" | grep -Ec '\[([0-9;]*;)?[34][0-7](;[0-9;]*)?m'
}

# ---- fixtures ----------------------------------------------------------
cat >"$tmp/run.sh" <<EOF
#!/bin/sh
echo \$\$ >'$tmp/pid'
exec '$GRAVEL' "\$@"
EOF
chmod +x "$tmp/run.sh"

# Two problems: a 70-node ring with chords (bigger than the screen both
# ways in the matrix view), and one whose text carries escape sequences.
awk 'BEGIN {
	n = 70; e = ""
	for (i = 0; i < n; i++) {
		e = e (i ? "," : "") "[" i "," (i + 1) % n "]"
		if (i % 5 == 0) e = e ",[" i "," (i + 7) % n "]"
	}
	printf "{\"id\":\"test/connectivity/hard/standard/0\",\"benchmark\":\"test\","
	printf "\"task\":\"connectivity\",\"difficulty\":\"hard\",\"set\":\"standard\","
	printf "\"graph\":{\"directed\":false,\"nodes\":%d,\"edges\":[%s]},", n, e
	printf "\"query\":{\"source\":0,\"target\":69},"
	printf "\"question\":\"A ring of seventy nodes.\\nQ: Is there a path between node 0 and node 69?\\nA:\","
	printf "\"gold\":{\"text\":\"The answer is yes.\",\"answer\":{\"connected\":true}}}\n"
	printf "{\"id\":\"test/cycle/easy/standard/0\",\"benchmark\":\"test\",\"task\":\"cycle\","
	printf "\"difficulty\":\"easy\",\"set\":\"standard\","
	printf "\"graph\":{\"directed\":false,\"nodes\":3,\"edges\":[[0,1],[1,2]]},\"query\":{},"
	printf "\"question\":\"Q: Evil \\u001b[2J\\u001b]0;pwned\\u0007 text?\\nA:\","
	printf "\"gold\":{\"text\":\"No.\",\"answer\":{\"has_cycle\":false}}}\n"
}' >"$tmp/big.jsonl"
printf '{"id": "broken"\n' >"$tmp/bad.jsonl"

# facts about the demo workspace, read through script mode
printf '' >"$tmp/nokeys"
"$GRAVEL" browse --no-config --keys "$tmp/nokeys" --dump-screen "$tmp/demo.txt" </dev/null
printf 'Enter\n' >"$tmp/enter.keys"
"$GRAVEL" browse --no-config --keys "$tmp/enter.keys" --dump-screen "$tmp/demo-problem.txt" </dev/null
demo_n=$(sed -n '1s/.* - \([0-9]*\) of [0-9]* problems.*/\1/p' "$tmp/demo.txt")
# the row shows the id without the group's benchmark/task/difficulty/; the
# problem screen's title has it whole
first_row=$(sed -n '5s/^ .\{12\} \([^ ]*\) .*/\1/p' "$tmp/demo.txt")
first_id=$(sed -n '1s/^ gravel  \([^ ]*\).*/\1/p' "$tmp/demo-problem.txt")
first_task=$(echo "$first_id" | cut -d/ -f2)
first_diff=$(echo "$first_id" | cut -d/ -f3)
first_q=$(awk '/^─/ { getline; print substr($0, 2, 24); exit }' "$tmp/demo-problem.txt")

# ---- without a screen --------------------------------------------------
"$GRAVEL" browse "$tmp/bad.jsonl" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
if [ "$rc" = 65 ] && grep -q "bad.jsonl:1" "$tmp/err" && ! [ -s "$tmp/out" ]; then
	ok "bad PROBLEMS: status 65, FILE:LINE message, no screen"
else
	not_ok "bad PROBLEMS: status $rc, stderr: $(cat "$tmp/err")"
fi
"$GRAVEL" browse "$tmp/missing.jsonl" >/dev/null 2>"$tmp/err" </dev/null
rc=$?
if [ "$rc" = 66 ]; then ok "missing PROBLEMS: status 66"; else not_ok "missing PROBLEMS: status $rc"; fi
"$GRAVEL" browse "$tmp/big.jsonl" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
if [ "$rc" = 74 ] && grep -q "terminal" "$tmp/err"; then
	ok "no terminal: status 74 with a message"
else
	not_ok "no terminal: status $rc, stderr: $(cat "$tmp/err")"
fi

# ---- the tmux server ---------------------------------------------------
envs="HOME=$tmp TERM=xterm-256color LC_ALL=C.UTF-8 PATH=$PATH PS1='$ '"
for v in ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS; do
	eval "val=\${$v:-}"
	[ -n "$val" ] && envs="$envs $v='$val'"
done
if ! tm new-session -d -s tui -x 100 -y 30 "env -i $envs sh"; then
	echo "tui: cannot start a tmux server"
	exit 99
fi
wait_for '^\$' 5 || true

# ---- the demo: list --------------------------------------------------------
run
expect "demo: title" "gravel +demo.* - $demo_n of $demo_n problems"
expect "demo: first group header" "demo / $first_task / $first_diff \\([0-9]+ of [0-9]+\\)"
expect "demo: first problem row" " $first_row "
expect "demo: position 1/$demo_n" " 1/$demo_n *\$"
keys j
expect "j moves down" " 2/$demo_n *\$"
keys k
expect "k moves up" " 1/$demo_n *\$"
keys G
expect "G goes to the end" " $demo_n/$demo_n *\$"
keys g
expect "g goes home" " 1/$demo_n *\$"
# (Home/End are left out: tmux sends its own sequences for them, which
# xterm-256color's terminfo does not know; g/G cover those actions)
keys Down Down
expect "Down arrow moves down" " 3/$demo_n *\$"
keys Up
expect "Up arrow moves up" " 2/$demo_n *\$"
keys PageDown
pgdn=$((demo_n < 27 ? demo_n : 27))	# from row 2, a page: 28 body rows less 2 summary rows, less one
expect "PgDn moves a page" " $pgdn/$demo_n *\$"
keys PageUp
expect "PgUp moves a page" " $((pgdn > 26 ? pgdn - 25 : 1))/$demo_n *\$"

# ---- problem screen --------------------------------------------------------
keys g
expect "g: back to the first row" " 1/$demo_n *\$"
keys Enter
expect "Enter opens the problem" "gravel +$first_id"
expect "problem header" "^ task +$first_task "
expect "question text" "^ $first_q"
expect "adjacency list first" "\\[list\\]"
expect "adjacency list rows" "^ *0: [0-9]"
keys Tab
expect "Tab: matrix" "\\[matrix\\]"
expect "matrix header row" "^ +\\| +0 +1 +2"
keys Tab
expect "Tab: edges" "\\[edges\\]"
keys BTab
expect "S-Tab: back to the matrix" "\\[matrix\\]"

# ---- help ------------------------------------------------------------------
keys '?'
expect "? opens help" "gravel +help"
help=$(screen)
# every page of it: the table outgrows two screens
for page in 1 2 3 4; do
	keys PageDown
	sleep 0.2
	help="$help
$(screen)"
done
keys G
wait_for "line [0-9]+/[0-9]+" 5 || true
help="$help
$(screen)"
missing=""
for name in $(sed -n 's/^[[:space:]]*A([A-Z_]*, *"\([a-z-]*\)".*/\1/p' "$SRCDIR/tui/keys.h"); do
	echo "$help" | grep -q " $name " || missing="$missing $name"
done
if [ -z "$missing" ] && [ -n "$(sed -n 's/^[[:space:]]*A(\([A-Z_]*\),.*/\1/p' "$SRCDIR/tui/keys.h")" ]; then
	ok "help lists every action of the table"
else
	not_ok "help lacks:$missing"
fi
keys q
expect_not "q closes help" "gravel +help"

# ---- resize ----------------------------------------------------------------
tm resize-window -t tui -x 30 -y 8
expect "tiny window: too-small message" "Terminal too small"
tm resize-window -t tui -x 100 -y 30
expect "back to size: screen again" "gravel +$first_id"
expect_not "back to size: message gone" "Terminal too small"

# ---- quit ------------------------------------------------------------------
keys q
expect "q goes back to the list" " 1/$demo_n *\$"
keys q
expect "q on the list quits with status 0" "^gravel-exit=0\$"
expect_restored "terminal restored after quit"

# ---- scrolling a graph bigger than the screen, sanitized text -------------
run browse "$tmp/big.jsonl"
expect "big: list" "gravel +.*big.jsonl - 2 of 2 problems"
expect "escape sequences shown as text in the list" "Evil \\^\\[\\[2J\\^\\[\\]0;pwned\\^G text"
keys Enter
expect "big: problem screen" "gravel +test/connectivity/hard/standard/0"
keys Tab
expect "big: matrix" "\\[matrix\\]"
expect "big: matrix starts at column 0" "^ +\\| +0 +1 +2 "
keys G
expect "G: last row in view" "^ *69 *\\|"
expect "G: matrix header pinned" "^ +\\| +0 +1 +2 "
keys l l l l l l l l l l
expect_not "l: scrolled right" "^ +\\| +0 +1 +2 "
expect "l: header row kept after scrolling right" "^ +\\| *[1-9][0-9]* +[0-9]+ "
expect "l: row labels kept after scrolling right" "^ *69 *\\|"
expect "tab row pinned" "\\[matrix\\]"
keys h h h h h h h h h h g
expect "h/g: back to the start" "^ +\\| +0 +1 +2 "
keys ']'
expect "] shows the next problem" "gravel +test/cycle/easy/standard/0"
expect "escape sequences shown as text in the question" "Evil \\^\\[\\[2J"
keys Q
expect "Q quits at once" "^gravel-exit=0\$"
expect_restored "terminal restored after Q"

# ---- colour only without NO_COLOR ------------------------------------------
run
expect "colour: screen up" "gravel +demo"
if [ "$(colour_codes)" -gt 0 ]; then ok "colour on a colour terminal"; else not_ok "no colour codes"; fi
keys q
expect "colour: quit" "^gravel-exit=0\$"
run_env="NO_COLOR=1"
run
run_env=""
expect "NO_COLOR: screen up" "gravel +demo"
if [ "$(colour_codes)" -eq 0 ]; then ok "NO_COLOR: no colour codes"; else not_ok "NO_COLOR: colour codes"; fi
keys q
expect "NO_COLOR: quit" "^gravel-exit=0\$"

# ---- signals -----------------------------------------------------------------
run
expect "SIGTERM: screen up" "gravel +demo"
if [ -s "$tmp/pid" ] && kill -TERM "$(cat "$tmp/pid")" 2>/dev/null; then
	expect "SIGTERM: gravel dies of the signal" "^gravel-exit=143\$"
	expect_restored "SIGTERM: terminal restored"
else
	not_ok "SIGTERM: no gravel pid"
fi
run
expect "SIGHUP: screen up" "gravel +demo"
if [ -s "$tmp/pid" ] && kill -HUP "$(cat "$tmp/pid")" 2>/dev/null; then
	expect "SIGHUP: gravel dies of the signal" "^gravel-exit=129\$"
	expect_restored "SIGHUP: terminal restored"
else
	not_ok "SIGHUP: no gravel pid"
fi

# ---- NLGraph checkout read in place -------------------------------------------
if [ -d "$GRAVEL_SHARED/nlgraph" ]; then
	run browse "$GRAVEL_SHARED/nlgraph"
	expect "nlgraph: list" "gravel +.*nlgraph - [0-9]+ of [0-9]+ problems" 60
	expect "nlgraph: first group" "nlgraph / connectivity / easy \\([0-9]+ of"
	expect "nlgraph: first problem" " standard/0 "
	keys G
	expect "nlgraph: G" " ([0-9]+)/\\1 *\$"
	keys g Enter
	expect "nlgraph: problem screen" "gravel +nlgraph/connectivity/easy/standard/0"
	expect "nlgraph: question" "Determine if there is a path"
	expect "nlgraph: adjacency list" "^ *0: [0-9]"
	keys Tab
	expect "nlgraph: matrix" "^ +\\| +0 +1 +2"
	keys q q
	expect "nlgraph: q twice quits" "^gravel-exit=0\$"
	expect_restored "nlgraph: terminal restored"
	run browse "$GRAVEL_SHARED/nlgraph"
	expect "nlgraph: screen up again" "gravel +.*nlgraph - [0-9]+ of [0-9]+ problems" 60
	if [ -s "$tmp/pid" ] && kill -TERM "$(cat "$tmp/pid")" 2>/dev/null; then
		expect "nlgraph: SIGTERM ends gravel" "^gravel-exit=143\$"
		expect_restored "nlgraph: SIGTERM restores the terminal"
	else
		not_ok "nlgraph: no gravel pid"
	fi

	# load warnings: the same checkout, seen through symbolic links, with
	# one main.json entry the importer skips with a warning
	nlg="$GRAVEL_SHARED/nlgraph/NLGraph"
	mkdir -p "$tmp/nlg/NLGraph/cycle"
	for t in "$nlg"/*; do
		[ "$(basename "$t")" = cycle ] || ln -s "$t" "$tmp/nlg/NLGraph/"
	done
	for f in "$nlg"/cycle/*; do
		[ "$(basename "$f")" = main.json ] || ln -s "$f" "$tmp/nlg/NLGraph/cycle/"
	done
	sed '1s/^{/{"x": {"question": "q", "answer": "a", "difficulty": "easy"}, /' \
		"$nlg/cycle/main.json" >"$tmp/nlg/NLGraph/cycle/main.json"
	run browse "$tmp/nlg"
	expect "warnings: counted in the status bar" "1 message while loading \\(M to read\\)" 60
	keys M
	expect "warnings: M lists them" "main.json:1:2: warning: .*\"x\""
	keys q
	expect "warnings: q closes the list" "gravel +.*nlg - [0-9]+ of [0-9]+ problems"
	keys q
	expect "warnings: printed after the screen is gone" "^[^ ].*main.json:1:2: warning: .*\"x\""
	expect "warnings: status 0" "^gravel-exit=0\$"
else
	echo "skip - NLGraph checks: $GRAVEL_SHARED/nlgraph is absent"
fi

echo "tui: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
