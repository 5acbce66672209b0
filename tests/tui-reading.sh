#!/bin/sh
# tui-reading.sh - reading a failure (issue 14) through script mode: the
# drawing shows the model's invented edges dotted in their own role
# (path-invented) and names them; trace narration wraps instead of cutting
# words; `/` on the problem screen searches the question as less does
# (every match highlighted, n/N, a count); at 80x24 the trace screen shows
# its state tables. Fixtures: tests/data/reading (a 12-node problem whose
# answer walks the edges 0-3 and 3-5 the graph lacks) and tests/screens.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8
lib_tap
ws=$SRCDIR/tests/data/reading/workspace.yaml
screens=$SRCDIR/tests/screens/workspace.yaml

# body NAME: the screen part of a dump (without the roles section)
body() { sed '/^--- roles/,$d' "$LIB_TMP/$1.txt"; }
# roles NAME: the roles section of a dump
roles() { sed '1,/^--- roles/d' "$LIB_TMP/$1.txt"; }

# ---- the drawing: invented edges -------------------------------------------
lib_browse draw "Enter Tab Tab Tab G" --dump-roles "$ws" || not_ok "draw: gravel failed"
if body draw | grep -q '^not in the graph (dotted): \[0\]-\[3\] \[3\]-\[5\]$'; then
	ok "draw: the invented edges 0-3 and 3-5 are named under the drawing"
else
	not_ok "draw: no 'not in the graph' line"
	body draw | sed 's/^/    /'
fi
# every '.' of the drawing is drawn in the invented role ('i'), and there
# are some; the legend names the role
body draw | sed -n '/\[draw\]/,/^not in the graph/p' | sed '1d;$d' >"$LIB_TMP/draw.pic"
roles draw | tail -n +"$(($(body draw | grep -n '\[draw\]' | cut -d: -f1) + 1))" |
	head -n "$(wc -l <"$LIB_TMP/draw.pic")" >"$LIB_TMP/draw.roles"
awk 'NR == FNR { pic[FNR] = $0; next }
	{ for (i = 1; i <= length(pic[FNR]); i++) if (substr(pic[FNR], i, 1) == ".") {
		dots++; if (substr($0, i, 1) != "i") bad++ } }
	END { exit !(dots >= 6 && !bad) }' "$LIB_TMP/draw.pic" "$LIB_TMP/draw.roles" &&
	ok "draw: invented edges dotted, every dot in the path-invented role" ||
	not_ok "draw: dotted cells missing or not in the invented role"
if body draw | grep -q 'not in the graph (draw: dotted)' &&
	roles draw | grep -q 'iiiiiiiiiiiiiiii'; then
	ok "draw: the legend names the invented edges in their role"
else
	not_ok "draw: legend without the invented role"
fi
# a weight never touches a crossing or another line: no digit next to '+'
if ! body draw | sed -n '/\[draw\]/,/^not in the graph/p' | grep -q '+[0-9]\|[0-9]+'; then
	ok "draw: no weight next to a crossing"
else
	not_ok "draw: a weight touches a crossing"
fi
# every theme styles the role, and the monochrome one without colour
printf '\n' >"$LIB_TMP/none.keys"
for t in default light dark monochrome high-contrast; do
	"$GRAVEL" browse --no-config --theme "$t" --keys "$LIB_TMP/none.keys" \
		--dump-screen "$LIB_TMP/st-$t" --dump-styles "$ws" </dev/null
	if [ "$t" = monochrome ]; then
		grep '^path-invented  *fg=default  bg=default' "$LIB_TMP/st-$t" | grep 'reverse' |
			grep -q 'underline'
	else
		grep '^path-invented ' "$LIB_TMP/st-$t" | grep -qv 'bg=default'
	fi && ok "theme $t styles path-invented" ||
		not_ok "theme $t: path-invented $(grep '^path-invented' "$LIB_TMP/st-$t")"
done
for t in "$SRCDIR"/themes/*.yaml; do
	grep -q '^  path-invented: {.*mono: ' "$t" && ok "$(basename "$t"): path-invented with mono" ||
		not_ok "$(basename "$t"): no path-invented with a mono fallback"
done

# ---- trace narration wraps -------------------------------------------------
# at 80x24 the left pane is 40 columns; event 9 reads "relax 0-11:
# dist[11] inf -> 2 via 0": the last word goes to the next row, not away
lib_browse narr "t x" --size 80x24 "$ws" || not_ok "narration: gravel failed"
if body narr | grep -A1 '^    9 relax 0-11: dist\[11\] inf -> 2 via ' |
	tail -n 1 | grep -q '^      0  *|'; then
	ok "narration: wraps under its step number"
else
	not_ok "narration: cut"
	body narr | head -8 | sed 's/^/    /'
fi

# ---- step numbers past 9,999 -------------------------------------------------
# a DFS over a 6,000-node path with one chord records over 10,000 events;
# at the last step its numbers keep a space before the narration (a column
# of 4 ran them into the text: "60655edge 17-3", seen in the TUI)
awk 'BEGIN { n = 6000
	printf "{\"id\":\"long/cycle/hard/s/0\",\"benchmark\":\"long\",\"task\":\"cycle\",\"graph\":{\"directed\":false,\"nodes\":%d,\"edges\":[", n
	for (v = 1; v < n; v++) { printf "%s[%d,%d]", sep, v - 1, v; sep = "," }
	printf ",[0,%d]]},\"query\":{}}\n", n - 1 }' >"$LIB_TMP/long.jsonl"
lib_browse long "t >" --size 100x30 "$LIB_TMP/long.jsonl" || not_ok "long trace: gravel failed"
last=$(body long | sed -n 's/^ step \([0-9]*\)\/\1 .*/\1/p')
if [ "${last:-0}" -ge 10000 ] && body long | grep -q "^ *$((last - 1)) [a-z]" &&
	body long | grep -q "^ *$last [a-z]"; then
	ok "long trace: step $last and the one before keep a space before their text"
else
	not_ok "long trace: step numbers run into the narration (last step ${last:-none})"
	body long | head -8 | sed 's/^/    /'
fi

# ---- the state tables at 80x24 ---------------------------------------------
lib_browse small "j t x" --size 80x24 "$screens" || not_ok "80x24: gravel failed"
if body small | grep -q '^ node     level' && body small | grep -q '^ edge  *capacity' &&
	body small | grep -q '^    0     0->1  ' && body small | grep -q '^───\[list\]'; then
	ok "80x24: the trace shows both state tables and the graph view"
else
	not_ok "80x24: a state table is missing"
	body small | sed 's/^/    /'
fi

# ---- / on the problem screen searches the question ------------------------
lib_browse find1 'Enter / "node 4" Enter' --dump-roles --size 80x24 "$ws" ||
	not_ok "search: gravel failed"
lib_browse find2 'Enter / "node 4" Enter n' --size 80x24 "$ws"
lib_browse find3 'Enter / "node 4" Enter n n n N' --size 80x24 "$ws"
lib_browse find0 'Enter / "no such words" Enter' --size 80x24 "$ws"
if body find1 | grep -q 'match 1 of 3 in the question' && body find1 | grep -q 'match 1/3' &&
	body find2 | grep -q 'match 2 of 3 in the question' &&
	body find3 | grep -q 'match 3 of 3 in the question'; then
	ok "search: counts the matches in the question, n and N move (wrapping)"
else
	not_ok "search: no count of the question's matches"
	body find1 | tail -3 | sed 's/^/    /'
fi
# every "node 4" on screen is highlighted in the prompt role ('P')
awk '/^--- roles/ { r = 1; next } !r { scr[FNR] = $0; next } { rol[++n] = $0 }
	END { for (l = 1; l <= n; l++) { s = scr[l]; off = 0
		while (match(s, /node 4[ ,.]/)) {
			seen++; if (substr(rol[l], off + RSTART, 6) != "PPPPPP") bad++
			off += RSTART + 5; s = substr(s, RSTART + 6) } }
		exit !(seen >= 2 && !bad) }' "$LIB_TMP/find1.txt" &&
	ok "search: every match on screen highlighted" || not_ok "search: matches not highlighted"
body find0 | grep -q 'not found in the question: no such words' &&
	ok "search: says when there is no match" || not_ok "search: no 'not found'"
# the list keeps searching problems
lib_browse listfind '/ "shortest" Enter' "$ws"
! body listfind | grep -q 'in the question' && ok "search: the list still searches problems" ||
	not_ok "search: the list searched a question"

lib_tap_end tui-reading
