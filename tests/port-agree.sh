#!/bin/sh
# port-agree.sh - a second implementation of policy compat: tests/nlgraph-
# port.py (NLGraph's evaluation rules ported to plain Python, the yardstick
# of `make bench`'s same-run ratio) re-scores every logged run of
# ../shared/nlgraph, and gravel's `score --policy compat` must give every run
# the same accuracy and the same means of the results the scripts record
# (res; res1, res2), and every question the same 0/1. One difference is known and counted, not hidden:
# shortest path's res2 of the runs worded with nodes, which gravel reads
# after "total weight" as their recorded res2 was made (README of
# ../shared), where the final script and the port read "total length".
# Skips without ../shared or python3.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_require_shared
command -v python3 >/dev/null 2>&1 || lib_skip "python3 not found"
lib_tmpdir
lib_tap
nl=$GRAVEL_SHARED/nlgraph

python3 "$SRCDIR/tests/nlgraph-port.py" "$nl" >"$LIB_TMP/port.tsv" 2>"$LIB_TMP/port.err" ||
	not_ok "the port failed: $(tail -n 3 "$LIB_TMP/port.err")"
"$GRAVEL" score "$nl" --policy compat --format csv >"$LIB_TMP/gravel.csv" 2>/dev/null ||
	not_ok "gravel score --policy compat failed"

# one line per run both sides scored: name accuracy res res1 res2 ("-" for
# none), the port's run paths named as gravel names them
sed 's|/graph/\([a-z]*\)/log/|/\1/|' "$LIB_TMP/port.tsv" | awk -F'\t' '{
	acc = $4; sub(/^accuracy /, "", acc)
	m["res"] = m["res1"] = m["res2"] = "-"
	n = split($5, f, " ")
	for (i = 1; i <= n; i++) { split(f[i], kv, "="); m[kv[1]] = kv[2] }
	print $1, acc, m["res"], m["res1"], m["res2"] }' | sort >"$LIB_TMP/port.runs"
awk -F, 'NR > 1 && $4 > 0 {
	print $1, $5, ($12 == "" ? "-" : $12), ($13 == "" ? "-" : $13), ($14 == "" ? "-" : $14) }' \
	"$LIB_TMP/gravel.csv" | sort >"$LIB_TMP/gravel.runs"
np=$(wc -l <"$LIB_TMP/port.runs")
ng=$(wc -l <"$LIB_TMP/gravel.runs")
[ "$np" -eq 313 ] && ok "the port scored all 313 runs that hold answers" ||
	not_ok "the port scored $np runs, not 313"
[ "$ng" -eq 313 ] && ok "gravel scored the same 313 runs" || not_ok "gravel scored $ng runs, not 313"
# compare run by run: numbers as numbers (the csv and the port print
# different widths)
join "$LIB_TMP/port.runs" "$LIB_TMP/gravel.runs" | awk -v out="$LIB_TMP/differ" '
	function same(a, b) { return a == b || (a != "-" && b != "-" && (a - b < 1e-6 && b - a < 1e-6)) }
	{ n++
	  if (!same($2, $6)) { acc++; print "accuracy", $0 > out }
	  if (!same($3, $7) || !same($4, $8)) { res++; print "res/res1", $0 > out }
	  if (!same($5, $9)) {
		if ($1 ~ /^shortest_path\// && $5 == 0) known++
		else { res++; print "res2", $0 > out }
	  } }
	END { printf "%d %d %d %d\n", n, acc, res, known }' >"$LIB_TMP/counts"
read -r joined acc res known <"$LIB_TMP/counts"
[ "$joined" -eq 313 ] && ok "every run is on both sides" || not_ok "$joined runs on both sides, not 313"
[ "$acc" -eq 0 ] && ok "accuracy: every run the same" ||
	{ not_ok "accuracy differs on $acc runs"; grep '^accuracy' "$LIB_TMP/differ" | head | sed 's/^/    /'; }
[ "$res" -eq 0 ] && ok "res, res1, res2: every mean the same but the known one" ||
	{ not_ok "result means differ on $res runs"; grep -v '^accuracy' "$LIB_TMP/differ" | head | sed 's/^/    /'; }
echo "# shortest path res2 read after \"total weight\" (gravel) or \"total length\" (the port): $known runs"
[ "$known" -eq 38 ] && ok "the known difference: 38 node-worded shortest-path runs" ||
	not_ok "the known res2 difference covers $known runs, not 38"
# item by item: each question's 0/1 (the accuracy's metric: res == 1;
# res1 for shortest path and matching, res2 for flow), in the same order
python3 "$SRCDIR/tests/nlgraph-port.py" --items "$nl" 2>/dev/null |
	awk '{ print $1, $3 }' >"$LIB_TMP/port.items"
"$GRAVEL" score "$nl" --policy compat --items 2>/dev/null | awk '
	!/ not scored / {
		split($1, p, "/")
		key = p[1] == "shortest_path" || p[1] == "matching" ? "res1" : p[1] == "flow" ? "res2" : "res"
		v = 0
		for (i = 3; i <= NF && $i != "recorded"; i++)
			if ($i == key "=1") v = 1
		print $1, v }' >"$LIB_TMP/gravel.items"
ni=$(wc -l <"$LIB_TMP/port.items")
nd=$(paste -d' ' "$LIB_TMP/port.items" "$LIB_TMP/gravel.items" |
	awk '$1 != $3 || $2 != $4 { n++ } END { print n + 0 }')
[ "$ni" -gt 80000 ] && [ "$nd" -eq 0 ] &&
	ok "items: all $ni the same, in the same order" ||
	not_ok "items: $nd of $ni differ"
lib_tap_end port-agree
