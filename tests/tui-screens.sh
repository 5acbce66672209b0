#!/bin/sh
# tui-screens.sh - the explorer's screens through script mode: replay a key
# script on a virtual screen (gravel browse --keys FILE --dump-screen OUT)
# over the fixed workspace tests/screens/workspace.yaml and compare each
# screen, with the colour role of every cell where colours matter, with its
# expected dump tests/screens/NAME.out. UPDATE=1 rewrites the expected
# dumps (review them with git diff). Then the properties: a policy switch
# changes the verdicts, stepping the trace forward then back returns to the
# same screen, hostile answer text (ESC, CSI, OSC, BEL, C1, invalid UTF-8,
# a 1 MB single line) never reaches the screen as control bytes.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8

dir=$SRCDIR/tests/screens
ws=$dir/workspace.yaml
lib_tap

# dump NAME KEYS [OPTIONS...]: the screen after KEYS into $LIB_TMP/NAME.txt
dump() { lib_browse "$@" "$ws"; }

# screen NAME KEYS [OPTIONS...]: dump and compare with NAME.out
screen() {
	if ! dump "$@"; then
		not_ok "$1: gravel failed"
		return
	fi
	lib_expect "$dir" "$1"
}

# ---- each screen -------------------------------------------------------
screen navigator ""
screen navigator-roles "j" --dump-roles
screen navigator-compat "p"
screen filter-verdict "v v v"
screen filter-run "r"
screen filter-text '& "evil" Enter'
screen search '/ "maximum" Enter'
screen problem-list "Enter G" --dump-roles
screen problem-matrix "Enter Tab G" --dump-roles
screen problem-edges "Enter Tab Tab G" --dump-roles
screen problem-draw "Enter Tab Tab Tab G" --dump-roles
screen trace-start "t"
screen trace-decisive "t x" --dump-roles
screen trace-flow "j t x"
screen trace-samples "j j t +"
screen hostile "j j t" --dump-roles
screen scores "s"
screen scores-compat "s p"
screen trace-scroll "t x w j j j j j j" --dump-roles
screen help "?"
screen tiny "@resize 30x8"
screen click "@click 6 5"
screen mouse-open "@click 6 5
@click 6 5"
screen failures "@resize 80x24
F"
screen failures-sizes "@resize 120x30
F Tab Tab Tab Tab l" --dump-roles
screen failures-list "F G k k k Enter"
screen failures-trace "F G k k k Enter Enter t"

# ---- properties ----------------------------------------------------------
# the gold audit on the problem screen: a GraCoRe-style TSP problem whose
# stored tour is the nearest-neighbour one (16, the optimum is 15), and the
# same graph with the optimal tour stored
ws_screens=$ws
ws=$SRCDIR/tests/data/audit-tsp.jsonl
screen audit-heuristic "Enter" --dump-roles
screen audit-agree "Enter ]"
ws=$ws_screens
if grep -q '^ audit  heuristic - length: gold 16, reference 15: the nearest-neighbour tour' \
	"$LIB_TMP/audit-heuristic.txt" && grep -q '^ audit  ok - ' "$LIB_TMP/audit-agree.txt"; then
	ok "gold audit: heuristic gold named, optimal gold agrees"
else
	not_ok "gold audit line"
fi

# the trace pane scrolls once it has the focus: every state line (cut to
# "(N more lines...)" in the overview) and the graph's last line are
# reached; giving the focus back shows the overview again
dump tr-end "t x w G" && dump tr-back "t x w G w"
if grep -q '^    6     4-3          1' "$LIB_TMP/tr-end.txt" &&
	grep -q '^4: 0(4) 1(4) 2(2) 3(1)' "$LIB_TMP/tr-end.txt" &&
	! grep -q 'more lines' "$LIB_TMP/tr-end.txt" &&
	grep -q '(2 more lines: w to scroll)' "$LIB_TMP/tr-back.txt"; then
	ok "trace pane: scrolls to every state line and back to the overview"
else
	not_ok "trace pane scrolling"
	sed 's/^/    /' "$LIB_TMP/tr-end.txt" | head -30
fi
dump strict "" && dump compat "p"
if ! cmp -s "$LIB_TMP/strict.txt" "$LIB_TMP/compat.txt" &&
	grep -q "policy compat" "$LIB_TMP/compat.txt" &&
	[ "$(sed -n '5p' "$LIB_TMP/strict.txt" | cut -c3-12)" != "$(sed -n '5p' "$LIB_TMP/compat.txt" | cut -c3-12)" ]; then
	ok "policy switch changes the verdicts shown"
else
	not_ok "policy switch: the first row's verdict did not change"
fi

dump step-a "t . . ." --dump-roles && dump step-b "t . . . . . . , , ," --dump-roles
if cmp -s "$LIB_TMP/step-a.txt" "$LIB_TMP/step-b.txt"; then
	ok "trace: forward then back returns to the same screen"
else
	not_ok "trace: forward then back differs"
	diff -u "$LIB_TMP/step-a.txt" "$LIB_TMP/step-b.txt" | sed 's/^/    /' | head -20
fi
dump step-0 "t" && dump step-1 "t ."
if ! cmp -s "$LIB_TMP/step-0.txt" "$LIB_TMP/step-1.txt"; then
	ok "trace: a step changes the screen"
else
	not_ok "trace: a step changes nothing"
fi

# hostile text: escape sequences shown in caret notation, never as bytes
if grep -q '\^\[\[2J\^\[\]0;pwned\^G' "$LIB_TMP/hostile.txt"; then
	ok "hostile: ESC, CSI, OSC and BEL shown as ^[ notation"
else
	not_ok "hostile: no ^[ notation on the screen"
fi
if grep -q "$(printf '\357\277\275')" "$LIB_TMP/hostile.txt"; then
	ok "hostile: invalid UTF-8 shown as U+FFFD"
else
	not_ok "hostile: no replacement character"
fi
if LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$LIB_TMP"/*.txt; then
	not_ok "a dump holds control bytes"
else
	ok "no dump holds a control byte"
fi

# a 1 MB single line: opens, wraps, scrolls to the end, stays quick
awk 'BEGIN { printf "{\"problem\": \"t/connectivity/hard/standard/0\", \"run\": \"big\", \"sample\": 0, \"text\": \"";
	for (i = 0; i < 65536; i++) printf "node 1 \\u001b[31m ab";
	printf " The answer is no.\"}\n" }' >"$LIB_TMP/big.jsonl"
printf 'G t G\n' >"$LIB_TMP/big.keys"
start=$(date +%s)
if "$GRAVEL" browse --no-config --keys "$LIB_TMP/big.keys" --dump-screen "$LIB_TMP/big.txt" \
	"$dir/problems.jsonl" "$LIB_TMP/big.jsonl" </dev/null &&
	grep -q "The answer is no" "$LIB_TMP/big.txt" && grep -q '\^\[\[31m' "$LIB_TMP/big.txt"; then
	ok "1 MB single-line answer: wrapped, scrolled to its end, sanitised"
else
	not_ok "1 MB single-line answer"
	sed 's/^/    /' "$LIB_TMP/big.txt" | head -10
fi
[ $(($(date +%s) - start)) -lt 20 ] && ok "1 MB answer: under 20 s" || not_ok "1 MB answer: slow"

# the failures table exported (X): one row per run and kind, the counts
# those of score --by run,kind; a .jsonl name is refused, nothing written
printf 'F X C-u "%s" Enter\n' "$LIB_TMP/failures.csv" >"$LIB_TMP/fx.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/fx.keys" --dump-screen "$LIB_TMP/fx.txt" "$ws" </dev/null
"$GRAVEL" score "$dir/problems.jsonl" "$dir/runs.jsonl" --by run,kind --format csv \
	>"$LIB_TMP/kinds.csv"
got=$(awk -F, 'NR > 1 && $4 > 0 { print $2 "," $3 "," $4 }' "$LIB_TMP/failures.csv" 2>/dev/null | sort)
want=$(awk -F, 'NR > 1 { print $1 "," ($2 == "" ? "none" : $2) "," $4 }' "$LIB_TMP/kinds.csv" | sort)
if grep -q "exported 24 rows (CSV)" "$LIB_TMP/fx.txt" && [ -n "$got" ] && [ "$got" = "$want" ] &&
	[ "$(head -n 1 "$LIB_TMP/failures.csv")" = "by,column,kind,count,answered,share" ]; then
	ok "failures export: 24 rows, the counts of score --by run,kind"
else
	not_ok "failures export: got '$got', want '$want'"
	tail -n 1 "$LIB_TMP/fx.txt"
fi
printf 'F X C-u "%s" Enter\n' "$LIB_TMP/failures.jsonl" >"$LIB_TMP/fj.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/fj.keys" --dump-screen "$LIB_TMP/fj.txt" "$ws" </dev/null
if grep -q "CSV only" "$LIB_TMP/fj.txt" && [ ! -e "$LIB_TMP/failures.jsonl" ]; then
	ok "failures export: a .jsonl name refused, nothing written"
else
	not_ok "failures export: .jsonl"
	tail -n 1 "$LIB_TMP/fj.txt"
fi

# the motion engine (motion.h) serves the wheel as the keys: on each
# screen (small, so that each has lines to scroll; with the colours,
# where the selection shows) a wheel notch down is three move-downs, and
# a notch up returns
for keys in "" "Enter" "t" "s" "?" "F"; do
	dump wheel "@resize 60x12
$keys
@wheel-down 5 5" --dump-roles
	dump jjj "@resize 60x12
$keys j j j" --dump-roles
	dump back "@resize 60x12
$keys j j j
@wheel-up 5 5" --dump-roles
	dump start "@resize 60x12
$keys" --dump-roles
	if cmp -s "$LIB_TMP/wheel.txt" "$LIB_TMP/jjj.txt" && ! cmp -s "$LIB_TMP/jjj.txt" \
		"$LIB_TMP/start.txt" && cmp -s "$LIB_TMP/back.txt" "$LIB_TMP/start.txt"; then
		ok "wheel on '${keys:-navigator}': three lines down, three up"
	else
		not_ok "wheel on '${keys:-navigator}'"
	fi
done

# the prompts' line editor (edit.h) at its 200-byte cap: a character
# that does not fit whole is refused whole, never cut in half. The export
# prompt's name is what was accepted, byte for byte: a directory, then
# 'e-acute' (2 bytes) or the euro sign (3 bytes) typed past the cap, the
# first chosen so that the cap falls inside a character.
mkdir -p "$LIB_TMP/cap2" "$LIB_TMP/cap3"
for n in 2 3; do
	d="$LIB_TMP/cap$n/"
	room=$((200 - ${#d}))	# ${#d}: bytes, the path is ASCII
	ch=$([ "$n" = 2 ] && printf '\303\251' || printf '\342\202\254')
	pad=""
	while [ $(((room - ${#pad}) % n)) -eq 0 ]; do pad="${pad}a"; done
	want=$pad
	i=0
	while [ $((${#pad} + (i + 1) * n)) -le "$room" ]; do want="$want$ch"; i=$((i + 1)); done
	typed=$pad
	for _ in $(seq 1 "$((i + 3))"); do typed="$typed$ch"; done
	printf 'X C-u "%s%s" Enter\n' "$d" "$typed" >"$LIB_TMP/cap$n.keys"
	"$GRAVEL" browse --no-config --keys "$LIB_TMP/cap$n.keys" --dump-screen "$LIB_TMP/cap$n.txt" \
		"$ws" </dev/null
	got=$(ls "$d")
	if [ "$got" = "$want" ] && printf '%s' "$got" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1; then
		ok "prompt at its cap: $i whole $n-byte characters after ${#pad} bytes, none cut"
	else
		not_ok "prompt at its cap ($n-byte characters): wrote '$(printf '%s' "$got" | od -c | tail -n 3)'"
	fi
done
# the prompt as drawn: the end of a long entry, no replacement character
printf '& "a%s"\n' "$(for _ in $(seq 1 100); do printf '\303\251'; done)" >"$LIB_TMP/capd.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/capd.keys" --dump-screen "$LIB_TMP/capd.txt" "$ws" </dev/null
if tail -n 1 "$LIB_TMP/capd.txt" | grep -q "$(printf '\303\251\303\251')_\$" &&
	! grep -q "$(printf '\357\277\275')" "$LIB_TMP/capd.txt"; then
	ok "prompt at its cap: the filter prompt ends in whole characters"
else
	not_ok "prompt at its cap: $(tail -n 1 "$LIB_TMP/capd.txt")"
fi

# script errors: FILE:LINE:COL and status 65
printf 'j\nj nosuchkey\n' >"$LIB_TMP/bad.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/bad.keys" --dump-screen "$LIB_TMP/bad.txt" "$ws" \
	</dev/null 2>"$LIB_TMP/err"
rc=$?
if [ "$rc" = 65 ] && grep -q "bad.keys:2:3: unknown key name 'nosuchkey'" "$LIB_TMP/err" &&
	[ ! -e "$LIB_TMP/bad.txt" ]; then
	ok "bad key script: status 65, FILE:LINE:COL, no dump"
else
	not_ok "bad key script: status $rc, $(cat "$LIB_TMP/err")"
fi

lib_tap_end tui-screens
