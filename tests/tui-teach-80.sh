#!/bin/sh
# tui-teach-80.sh - every lesson at 80x24, a classroom projector's size, in
# a real terminal (tmux on a private server): each lesson (default and
# 10-node graphs, seeds 1-3) walked from question to question, failing when
# a node of the graph is off screen (the list, the matrix and the drawing),
# when the row a question asks about is not in view, when a graph line is
# cut inside a number or when the explanation of an answer is cut; then
# the keys that scroll the state table (and never step), the drawing of
# the default graph, the intro line, and `gravel trace`'s unassigned
# values.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap

TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
[ -n "$TMUX_BIN" ] && command -v "$TMUX_BIN" >/dev/null 2>&1 ||
	lib_skip "tmux is not installed: the lessons at 80x24 in a real terminal"

# a server of its own for each lesson (a server going away cannot refuse
# the next lesson's session)
sock="gravel-teach80-$$"
run=0
TMUX_TMPDIR=$LIB_TMP	# the servers' sockets go with the test's files
export TMUX_TMPDIR
printf 'set -g status off\n' >"$LIB_TMP/tmux.conf"
tm() { "$TMUX_BIN" -L "$sock-$run" -f "$LIB_TMP/tmux.conf" "$@"; }
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$LIB_TMP"' EXIT
pane() { tm capture-pane -p -t t80:0.0 2>/dev/null; }
# until PATTERN: wait (20 s at most, a loaded machine) until a line of the
# pane matches the extended regular expression
until_shows() {
	_n=0
	while [ $_n -lt 200 ]; do
		pane | grep -Eq -- "$1" && return 0
		sleep 0.1
		_n=$((_n + 1))
	done
	return 1
}
# changed OLD: wait (20 s at most) until the pane differs from OLD
changed() {
	_n=0
	while [ $_n -lt 400 ]; do
		[ "$(pane)" != "$1" ] && return 0
		sleep 0.05
		_n=$((_n + 1))
	done
	return 1
}
# keys KEY...: send them, then wait until the screen changed
keys() {
	_old=$(pane)
	tm send-keys -t t80:0.0 "$@"
	changed "$_old"
}
# start ARGS...: gravel teach ARGS at 80x24; false when it does not show
start() {
	tm kill-server >/dev/null 2>&1
	run=$((run + 1))
	for _try in 1 2 3; do
		tm new-session -d -s t80 -x 80 -y 24 \
			"env HOME=$HOME TERM=xterm-256color LC_ALL=C.UTF-8 NO_COLOR=1 $GRAVEL teach $* --no-config; sleep 600" \
			2>/dev/null && break
		sleep 0.3
	done
	until_shows "step 0/"
}

# nodes FILE: how many nodes the graph pane must show (the title's "(N
# nodes"; a matching lesson lists its applicants, "of N applicants")
nodes() {
	_a=$(tr '\n' ' ' <"$1" | tr -s ' ' | sed -n 's/.* of \([0-9]*\) applicants and.*/\1/p')
	[ -n "$_a" ] && { echo "$_a"; return; }
	# the title may wrap inside "(6 nodes": one blank between words
	tr '\n' ' ' <"$1" | tr -s ' ' | sed -n 's/.*(\([0-9]*\) nodes, [0-9]* edges).*/\1/p'
}
# missing_nodes FILE N: the nodes 0..N-1 the graph pane does not show: a
# list row "3: ", "3 -> ", an applicant "3  ", a matrix row "3 |", or in a
# drawing "[3]" ("[a3]") in the left half
missing_nodes() {
	_miss=
	if grep -q '\[draw\]' "$1"; then
		_lab=$(cut -b1-42 "$1" | grep -o '\[[aj]\{0,1\}[0-9]*\]' | sort -u)
		_v=0
		while [ $_v -lt "$2" ]; do
			echo "$_lab" | grep -Eq "^\[a?$_v\]$" || _miss="$_miss $_v"
			_v=$((_v + 1))
		done
	else
		_v=0
		while [ $_v -lt "$2" ]; do
			grep -Eq "^ $_v(:| ->| \\||  |$)" "$1" || _miss="$_miss $_v"
			_v=$((_v + 1))
		done
	fi
	echo "$_miss"
}
# cut_numbers FILE: adjacency rows of a weighted list cut inside a
# neighbour ("... 7(4) 4" at the pane's edge), in the left half
cut_numbers() {
	grep -q '\[list\]' "$1" || return 0
	cut -b2-41 "$1" | awk '
		/^[0-9]+(:| ->)/ { sub(/^[0-9]+(:| ->) */, ""); row = 1 }
		/^ +[0-9]+\(/ { sub(/^ +/, ""); row = 1 }
		row { n = split($0, t, " +")
		      w = $0 ~ /\(/
		      for (i = 1; i <= n; i++)
			      if (t[i] != "" && w && t[i] !~ /^[0-9]+\(-?[0-9]+\)$/)
				      print t[i] }
		{ row = 0 }'
}
# asked_rows FILE: the table rows the waiting question asks about, as
# extended regular expressions, one a line
asked_rows() {
	_q=$(sed -n '/Question [0-9]* of/,/answer:/p' "$1" | tr '\n' ' ' | tr -s ' ')
	_n=$(echo "$_q" | sed -n 's/.*What is dist\[\([0-9]*\)\] after it.*/\1/p')
	[ -n "$_n" ] && echo "  +$_n  (-|open|done) "
	_n=$(echo "$_q" | sed -n 's/.*predecessors does \([0-9]*\) wait for.*/\1/p')
	[ -n "$_n" ] && echo "  +$_n  (-|seen|done) +([0-9]+|[?])"
	_p=$(echo "$_q" | sed -n 's/.*The next augmenting path is \([0-9 <>-]*[0-9]\)\..*/\1/p')
	if [ -n "$_p" ]; then
		set -- $_p
		_u=$1
		shift
		while [ $# -ge 2 ]; do
			case $1 in
			"->") echo "  +$_u->$2 +[0-9]" ;;
			"<-") echo "  +$2->$_u +[0-9]" ;;
			esac
			_u=$2
			shift 2
		done
	fi
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

# check NAME FILE: the screen in FILE shows every node, whole numbers and
# the rows its question asks about
problems=0
check() {
	_n=$(nodes "$2")
	if [ -z "$_n" ]; then
		not_ok "$1: no node count in the title"
		problems=$((problems + 1))
		return
	fi
	_m=$(missing_nodes "$2" "$_n")
	if [ -n "$_m" ]; then
		not_ok "$1: nodes off screen:$_m"
		sed 's/^/    | /' "$2"
		problems=$((problems + 1))
	fi
	_c=$(cut_numbers "$2")
	if [ -n "$_c" ]; then
		not_ok "$1: graph cut inside a number: $_c"
		sed 's/^/    | /' "$2"
		problems=$((problems + 1))
	fi
	asked_rows "$2" >"$LIB_TMP/rows"
	while IFS= read -r _r; do
		[ -n "$_r" ] || continue
		asked=$((asked + 1))
		if ! grep -Eq -- "$_r" "$2"; then
			not_ok "$1: the row asked about (/$_r/) is not in view"
			sed 's/^/    | /' "$2"
			problems=$((problems + 1))
		fi
	done <"$LIB_TMP/rows"
}

# verdict FILE: the verdict on the answer just given, its rows joined ("You
# said 3. Not quite: ..." or "Question 2: you said ..."), up to the next
# question, the answer line, a blank row or the footer
verdict() {
	awk '/[Yy]ou said / { on = 1 }
	     on && (/Question [0-9]+ of|answer:|^ *$|step [0-9]+\/[0-9]+/) && !/[Yy]ou said / { exit }
	     on { print }' "$1" | tr '\n' ' ' | tr -s ' ' | sed 's/^ //; s/ $//'
}
# fits NAME FILE: the verdict in FILE is whole (every explanation ends
# with its period; one cut at the question area's last row does not)
explained=0
fits() {
	_v=$(verdict "$2")
	[ -n "$_v" ] || return 0
	explained=$((explained + 1))
	case $_v in
	*.) ;;
	*)
		not_ok "$1: the explanation is cut: $_v"
		sed 's/^/    | /' "$2"
		problems=$((problems + 1))
		;;
	esac
}

# ---- the walk: every lesson, default and 10-node graphs, three seeds --------
lessons=${LESSONS:-$("$GRAVEL" teach --dump-tasks man | sed -n '/^\.B /s/^\.B //p')}
screens=0 asked=0 walked=0
for t in $lessons; do
	for size in 6 10; do
		for seed in 1 2 3; do
			name="$t --nodes $size --seed $seed"
			if ! start "$t" --nodes $size --seed $seed; then
				not_ok "$name: the lesson does not start"
				continue
			fi
			walked=$((walked + 1))
			pane >"$LIB_TMP/s.txt"
			check "$name, start" "$LIB_TMP/s.txt"
			screens=$((screens + 1))
			# every view: the drawing too keeps every node
			for v in 1 2 3 4; do
				keys Tab
				pane >"$LIB_TMP/s.txt"
				if grep -q '\[draw\]' "$LIB_TMP/s.txt"; then
					check "$name, drawing" "$LIB_TMP/s.txt"
					screens=$((screens + 1))
				fi
			done
			steps=0
			while [ $steps -lt 25 ]; do
				steps=$((steps + 1))
				scr=$(pane)
				echo "$scr" | grep -q "Summary" && break
				q=$(echo "$scr" | grep -m1 "Question [0-9]* of")
				if [ -n "$q" ] && echo "$scr" | grep -q "answer:"; then
					echo "$scr" >"$LIB_TMP/s.txt"
					check "$name, $(echo "$q" | cut -c2-20)" "$LIB_TMP/s.txt"
					screens=$((screens + 1))
					for a in $(candidates "$q"); do
						scr=$(pane)
						tm send-keys -t t80:0.0 -l "$a"
						keys Enter
						pane | grep -q "type .*then Enter" && continue
						pane >"$LIB_TMP/v.txt"
						fits "$name, $(echo "$q" | cut -c2-20)" "$LIB_TMP/v.txt"
						break
					done
				else
					keys ">" || break
				fi
			done
		done
	done
done
[ "$problems" -eq 0 ] &&
	ok "every lesson at 80x24: $walked lessons, $screens screens, $asked rows asked, all in view"
[ $asked -gt 10 ] && ok "the walk met rows asked about ($asked)" ||
	not_ok "the walk met only $asked rows asked about"
[ $explained -gt 40 ] && ok "the walk read $explained explanations, each whole at 80x24" ||
	not_ok "the walk read only $explained explanations"

# ---- the table scrolls with keys that never step ---------------------------
# shortest_path on 10 nodes, seed 3: the target 8's row was never shown
start shortest_path --nodes 10 --seed 3
pane >"$LIB_TMP/sc0.txt"
if grep -Eq 'j/k .*table' "$LIB_TMP/sc0.txt" && grep -q 'table [0-9]*-[0-9]*/[0-9]*' "$LIB_TMP/sc0.txt"; then
	ok "the footer says which keys scroll the table, and which rows show"
else
	not_ok "no scrolling said in the footer: $(tail -1 "$LIB_TMP/sc0.txt")"
fi
tm send-keys -t t80:0.0 j j j j j j j j j j j j
until_shows '^.* +9  - +- +inf' || true
pane >"$LIB_TMP/sc1.txt"
if grep -q 'step 0/' "$LIB_TMP/sc1.txt" && grep -Eq '^.* +9  - +- +inf' "$LIB_TMP/sc1.txt"; then
	ok "j scrolls the table to its last row (node 9), no step taken"
else
	not_ok "j: $(grep -o 'step [0-9]*/[0-9]*' "$LIB_TMP/sc1.txt")"
	sed 's/^/    | /' "$LIB_TMP/sc1.txt"
fi
tm send-keys -t t80:0.0 PPage PPage k
until_shows '^.* +0  - +- +inf' || true
pane >"$LIB_TMP/sc2.txt"
if grep -q 'step 0/' "$LIB_TMP/sc2.txt" && grep -Eq '^.* +0  - +- +inf' "$LIB_TMP/sc2.txt"; then
	ok "PgUp and k scroll back to node 0, no step taken"
else
	not_ok "PgUp/k: $(grep -o 'step [0-9]*/[0-9]*' "$LIB_TMP/sc2.txt")"
fi
keys NPage >/dev/null
pane | grep -q 'step 0/' && ok "PgDn does not step" || not_ok "PgDn stepped"
keys Space >/dev/null
pane | grep -q 'step 1/' && ok "Space steps, as the intro says" || not_ok "Space does not step"

# ---- the default graph's drawing, and the intro line -------------------------
start shortest_path
keys Tab Tab Tab >/dev/null
pane >"$LIB_TMP/draw.txt"
m=$(missing_nodes "$LIB_TMP/draw.txt" 6)
[ -z "$m" ] && grep -q '\[draw\]' "$LIB_TMP/draw.txt" &&
	ok "the default lesson's drawing shows all 6 nodes" ||
	not_ok "the drawing drops nodes:$m"
start flow
# the steps sit left under the graph or right: each half read down
{ pane | cut -b1-41; pane | cut -b42-; } | tr '\n' ' ' | tr -s ' ' |
	grep -q '(press . or Space to take the first step)' &&
	ok "the intro line is whole at 80 columns" ||
	not_ok "the intro line is cut: $(pane | grep -A1 'press')"

# Dinic's BFS queue is a line of the state table at 80x24 (not only in a
# step's narration, "...; queue: 4 1"), and empties once a path is pushed
start flow
tm send-keys -t t80:0.0 . . .
until_shows 'step 3/' || true
pane >"$LIB_TMP/q3.txt"
if grep -Eq '(^|  )queue: [0-9]' "$LIB_TMP/q3.txt"; then
	ok "flow at 80x24: the BFS's queue is a line of the state table"
else
	not_ok "flow at 80x24: no queue line in the table"
	sed 's/^/    | /' "$LIB_TMP/q3.txt"
fi

tm kill-server >/dev/null 2>&1

# ---- gravel trace: a level not assigned yet is not 0 ---------------------------
if lib_have_shared; then
	"$GRAVEL" trace "$GRAVEL_SHARED/nlgraph/NLGraph" nlgraph/flow/easy/standard/6 --step 5 \
		>"$LIB_TMP/trace.txt" 2>&1
	if grep -Eq '^ +2 +-$' "$LIB_TMP/trace.txt" && ! grep -Eq '^ +2 +0$' "$LIB_TMP/trace.txt"; then
		ok "gravel trace: a node not levelled yet shows '-', not level 0"
	else
		not_ok "gravel trace --step 5: unassigned shown as a value"
		sed 's/^/    | /' "$LIB_TMP/trace.txt"
	fi
	# step 10 starts phase 2: its BFS has levelled 0 only, the other
	# nodes' phase-1 levels are gone
	"$GRAVEL" trace "$GRAVEL_SHARED/nlgraph/NLGraph" nlgraph/flow/easy/standard/6 --step 10 \
		>"$LIB_TMP/trace10.txt" 2>&1
	if grep -Eq '^ +0 +0$' "$LIB_TMP/trace10.txt" &&
		[ "$(grep -Ec '^ +[1-4] +-$' "$LIB_TMP/trace10.txt")" = 4 ] &&
		grep -q '^queue: 0$' "$LIB_TMP/trace10.txt"; then
		ok "gravel trace --step 10: a new phase's levels start unassigned, its queue shown"
	else
		not_ok "gravel trace --step 10: an earlier phase's level lingers"
		sed 's/^/    | /' "$LIB_TMP/trace10.txt"
	fi
else
	echo "skip - ../shared not found: gravel trace on NLGraph's flow graph 6"
fi

lib_tap_end tui-teach-80
