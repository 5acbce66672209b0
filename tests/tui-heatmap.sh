#!/bin/sh
# tui-heatmap.sh - the scores screen's heat map through tmux (a real
# pseudo-terminal, a private server). On the embedded demo at 80x24: s
# opens the scores, H draws accuracy by task x graph size (a row per task
# with shaded cells and values, the all column, the legend, every item of
# both runs counted), H again by task x difficulty, H again the table;
# e there the heat map of a first error kind's share, cycled, and its CSV.
# Skips (77) without tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux heatmap

show() { sed 's/^/    | /' "$LIB_TMP/pane.txt"; }

{
	echo '#!/bin/sh'
	printf "cd '%s' || exit 1\n" "$LIB_TMP"	# X writes its default name here
	printf "TERM=xterm-256color '%s' browse --no-config 2>'%s'\n" "$GRAVEL" "$LIB_TMP/demo.err"
	echo 'echo gravel-exit=$?'
	echo 'sleep 60'
} >"$LIB_TMP/demo.sh"
tm new-session -d -s demo -x 80 -y 24 "sh '$LIB_TMP/demo.sh'" ||
	lib_skip "tmux cannot start a server here"
wait_for demo "problems" || { not_ok "demo: no navigator"; show; }
tm send-keys -t demo s
wait_for demo "This item:" || { not_ok "demo: s opens no scores"; show; }

tm send-keys -t demo H
# the whole picture on one screen: title, header, rows, both legend lines
if wait_for demo "accuracy by task x graph size (nodes), 64 scored items" &&
	wait_for demo "^ *cell: shade, then accuracy in % of its scored items" &&
	grep -q "^ *shade: ' '<10%  \.<20 .*@>=90" "$LIB_TMP/pane.txt"; then
	ok "demo 80x24: H draws the heat map by task x n with its legend (32 problems x 2 runs)"
else
	not_ok "demo 80x24: H draws no heat map by task x n with a legend"
	show
fi
# cells: the rows between the header and the legend, each the task's
# name in 13 columns after the indent, then cells of 7 columns (a blank,
# the shade, the accuracy in % in 5), the row's all last; prints the rows'
# count, then every cell whose shade is not its value's tenth (100 is @,
# 0 a blank, 50 +, 25 :)
cells() {
	awk '
	/^ +task / { on = 1; next }
	/^ +shade: / { on = 0 }
	on && /[0-9]/ {
		rows++
		s = substr($0, 17)
		while (length(s) >= 7) {
			c = substr(s, 1, 7); s = substr(s, 8)
			if (c ~ /^ +$/) continue
			if (c !~ /^ [ .:=+*#%@-] *[0-9]+$/) { bad = bad " [" c "]"; continue }
			v = substr(c, 3) + 0; lv = int(v / 10); if (lv > 9) lv = 9
			if (substr(" .:-=+*#%@", lv + 1, 1) != substr(c, 2, 1)) bad = bad " [" c "]"
		}
	}
	END { print rows + 0 bad }' "$LIB_TMP/pane.txt"
}
c=$(cells)
if [ "$c" = 8 ] && grep -qE "^ +task +4-5 .* all$" "$LIB_TMP/pane.txt"; then
	ok "demo 80x24: 8 task rows of cells in size ranges, each shade its value's, the all column in view"
else
	not_ok "demo 80x24: task rows and bad cells: $c (want 8 and none), or no header ending in all"
	show
fi

# X then Enter: the picture as CSV under the name offered, a column per
# size (not in ranges), as score --heatmap task,n --format csv writes it
tm send-keys -t demo X
wait_for demo "gravel-scores.csv" || { not_ok "demo: X offers no gravel-scores.csv"; show; }
tm send-keys -t demo Enter
if wait_for demo "exported 8 rows (CSV) to .*gravel-scores.csv" &&
	[ "$(wc -l <"$LIB_TMP/gravel-scores.csv")" -eq 9 ] &&
	head -1 "$LIB_TMP/gravel-scores.csv" | grep -q "^task,5,6,7,8,9,10,13,14,19$" &&
	grep -qE "^connectivity,(0\.[0-9]{4}|1\.0000|)(,(0\.[0-9]{4}|1\.0000|))+$" "$LIB_TMP/gravel-scores.csv"; then
	ok "demo 80x24: X writes the heat map as CSV, a row per task and a column per size"
else
	not_ok "demo 80x24: X did not write the heat map's CSV"
	show
	sed 's/^/    csv| /' "$LIB_TMP/gravel-scores.csv" 2>/dev/null
fi

tm send-keys -t demo H
if wait_for demo "accuracy by task x difficulty, 64 scored items" &&
	grep -qE "^ +task +easy +all$" "$LIB_TMP/pane.txt" && [ "$(cells)" = 8 ] &&
	grep -q "^ *cell: shade" "$LIB_TMP/pane.txt"; then
	ok "demo 80x24: H again draws task x difficulty (the demo's easy) with the legend"
else
	not_ok "demo 80x24: H again does not draw task x difficulty"
	show
fi
tm send-keys -t demo H
if wait_for demo "This item:" && wait_gone demo "accuracy by task x"; then
	ok "demo 80x24: H a third time is the table again"
else
	not_ok "demo 80x24: H a third time does not return to the table"
	show
fi
# e: from the table straight to the heat map by size, its cells a first
# error kind's share (the taxonomy's first, invented-edge); e again the
# next kind; X writes those shares
tm send-keys -t demo e
if wait_for demo "share of first error invented-edge by task x graph size (nodes), 64 scored" &&
	[ "$(cells)" = 8 ] && grep -q "^ *cell: shade, then the kind's share in %" "$LIB_TMP/pane.txt" &&
	grep -q "e kind" "$LIB_TMP/pane.txt"; then
	ok "demo 80x24: e draws the share of invented-edge first errors by task x n"
else
	not_ok "demo 80x24: e draws no kind's share"
	show
fi
tm send-keys -t demo e
wait_for demo "share of first error wrong-attribute by task x graph size" ||
	{ not_ok "demo: e again does not go on to wrong-attribute"; show; }
mv "$LIB_TMP/gravel-scores.csv" "$LIB_TMP/accuracy.csv"
tm send-keys -t demo X
wait_for demo "gravel-scores.csv" || { not_ok "demo: X offers no gravel-scores.csv"; show; }
tm send-keys -t demo Enter
# the same grid as the accuracy's, other values (wrong-attribute's shares)
if wait_for demo "exported 8 rows (CSV) to .*gravel-scores.csv" &&
	head -1 "$LIB_TMP/gravel-scores.csv" | grep -q "^task,5,6,7,8,9,10,13,14,19$" &&
	[ "$(wc -l <"$LIB_TMP/gravel-scores.csv")" -eq 9 ] &&
	! cmp -s "$LIB_TMP/gravel-scores.csv" "$LIB_TMP/accuracy.csv"; then
	ok "demo 80x24: X writes the kind's shares as CSV"
else
	not_ok "demo 80x24: X did not write the kind's shares"
	show
	sed 's/^/    csv| /' "$LIB_TMP/gravel-scores.csv" 2>/dev/null
fi
tm send-keys -t demo Q
wait_for demo "gravel-exit=0" || { not_ok "demo: exit status"; show; }
lib_tap_end tui-heatmap
