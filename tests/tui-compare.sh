#!/bin/sh
# tui-compare.sh - run comparison in the explorer, by key script: the
# navigator's comparison filters (disagree, A right B wrong, B right A
# wrong, PC differs) on a fixed pair of runs, the side-by-side screen with
# the trace between the two answers, and the summary with wins, losses,
# ties and the exact McNemar p-value, checked against the figures worked
# out by hand (tests/screens: modelA vs modelB) and, for the demo's two
# simulated runs, against a McNemar p computed here from the summary's
# own wins and losses.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8

dir=$SRCDIR/tests/screens
ws=$dir/workspace.yaml
lib_tap

# run NAME KEYS [OPTIONS...] (the workspace is the last operand)
run() { lib_browse "$@"; }
expect() { lib_expect "$dir" "$1"; }

# ---- the filters: modelA vs modelB under strict -----------------------------
# shortest path: A partial (0.50), B right; flow: A partial (0.80), B
# right; connectivity: both right (A by the vote of three samples).
# rows FILE: the problem rows shown
rows() { grep -c '^ [ !][a-z. -]\{5\} [ 0-9.-]\{4\}' "$1"; }
filter() {
	name=$1 keys=$2 want=$3 what=$4
	run "$name" "$keys" "$ws" || { not_ok "$name: gravel failed"; return; }
	n=$(rows "$LIB_TMP/$name.txt")
	if [ "$n" = "$want" ] && grep -q "vs modelB: $what" "$LIB_TMP/$name.txt"; then
		ok "filter $what: $n row(s)"
	else
		not_ok "filter $what: $n rows, expected $want"
		sed 's/^/    /' "$LIB_TMP/$name.txt" | head -8
	fi
}
filter cmp-disagree "=" 2 disagree
filter cmp-a-wins "= =" 0 a-right-b-wrong
filter cmp-b-wins "= = =" 2 b-right-a-wrong
filter cmp-pc "= = = =" 1 'pc-differs>0.25'
run compare-filter "= = = =" --dump-roles "$ws"
expect compare-filter
run cmp-off "= = = = =" "$ws"
[ "$(rows "$LIB_TMP/cmp-off.txt")" = 3 ] && ! grep -q "vs modelB" "$LIB_TMP/cmp-off.txt" &&
	ok "filter-compare cycles back to every row" || not_ok "filter-compare: no way back"
run cmp-clear "= = c" "$ws"
[ "$(rows "$LIB_TMP/cmp-clear.txt")" = 3 ] && ok "filter-clear clears the comparison filter" ||
	not_ok "filter-clear"
# the comparison filter combines with the verdict filter, whose counts
# still show every verdict
run cmp-verdict "= v" "$ws"
if [ "$(rows "$LIB_TMP/cmp-verdict.txt")" = 0 ] &&
	grep -q 'right 0  partial 2  wrong 0' "$LIB_TMP/cmp-verdict.txt"; then
	ok "filter-compare and filter-verdict combine"
else
	not_ok "filter-compare with a verdict"
fi

# ---- side by side, the trace between -------------------------------------
run compare-side "C" --dump-roles "$ws"
expect compare-side
run compare-step "j C . . . ." "$ws"
expect compare-step
# at 80 columns the middle header puts the step first (it read
# "reference Dinic  step 2/", the count past the edge)
run cmp-80 "j C . ." --size 80x12 "$ws"
grep -Eq '^ A  modelA +\| step 2/[0-9]+  ' "$LIB_TMP/cmp-80.txt" &&
	ok "80 columns: the compare screen's trace header shows the step" ||
	{ not_ok "80 columns: the step is cut"; head -3 "$LIB_TMP/cmp-80.txt" | sed 's/^/    /'; }
run cmp-other "C r" "$ws"
grep -q '^ A  modelB .*B  modelA' "$LIB_TMP/cmp-other.txt" &&
	ok "next-run on the compare screen: A modelB, B modelA" || not_ok "next-run: runs A/B"

# ---- the PC-differs threshold: compare-threshold-up/down -----------------
# |PC A - PC B|: shortest path 0.50, flow 0.20, connectivity 0
filter cmp-pc-up "= = = = )" 1 'pc-differs>0.30'
filter cmp-pc-down "= = = = ( (" 2 'pc-differs>0.15'
filter cmp-pc-half "= = = = ) ) ) ) ) )" 0 'pc-differs>0.55'
filter cmp-pc-max "= = = = ) ) ) ) ) ) ) ) ) ) ) ) ) ) ) ) )" 0 'pc-differs>1.00'
run cmp-pc-screen "C ) )" "$ws"
run cmp-pc-sum "C Tab (" "$ws"
if grep -q 'annotate A  PC>0.35  1/3$' "$LIB_TMP/cmp-pc-screen.txt" &&
	grep -q 'PC>0.20  1/3$' "$LIB_TMP/cmp-pc-sum.txt"; then
	ok "the threshold is shown on the compare screen and its summary"
else
	not_ok "threshold on the compare screen"
	tail -n 1 "$LIB_TMP/cmp-pc-screen.txt" "$LIB_TMP/cmp-pc-sum.txt" | sed 's/^/    /'
fi

# ---- annotating either side: focus-pane picks the run annotate opens -----
USER=tester
SOURCE_DATE_EPOCH=1700000000
export USER SOURCE_DATE_EPOCH
aws=$LIB_TMP/annot.yaml
cat >"$aws" <<EOF
name: compare-annotations
problems:
  - jsonl: $dir/problems.jsonl
runs:
  - jsonl: $dir/runs.jsonl
annotations: notes.json
policy: strict
labels: [hallucinated-edge, arithmetic-slip]
EOF
run cmp-annot-b "C w a" "$aws"
run cmp-annot-b2 "C w a Enter j Enter" "$aws"
"$GRAVEL" annotations export "$aws" --format jsonl >"$LIB_TMP/cmp-notes.jsonl" 2>/dev/null
if grep -q 'modelB' "$LIB_TMP/cmp-annot-b.txt" &&
	grep -q '"run":"modelB","problem":"t/shortest_path/easy/standard/0".*"label":' \
		"$LIB_TMP/cmp-notes.jsonl" &&
	! grep -q '"run":"modelA"' "$LIB_TMP/cmp-notes.jsonl"; then
	ok "compare: focus-pane then annotate annotates run B's answer"
else
	not_ok "compare: annotating run B"
	sed 's/^/    /' "$LIB_TMP/cmp-annot-b.txt" "$LIB_TMP/cmp-notes.jsonl" | head -12
fi
run cmp-annot-a "C w w a Enter j Enter" "$aws"
"$GRAVEL" annotations export "$aws" --format jsonl >"$LIB_TMP/cmp-notes.jsonl" 2>/dev/null
if grep -q '"run":"modelA","problem":"t/shortest_path/easy/standard/0".*"label":' \
	"$LIB_TMP/cmp-notes.jsonl"; then
	ok "compare: the focus back on A annotates run A's answer"
else
	not_ok "compare: annotating run A"
fi

# ---- the summary and the McNemar figure ----------------------------------
run compare-summary "C Tab" "$ws"
expect compare-summary
# wins 0, losses 2: p = 2 * (1/2)^2 = 0.5
if grep -q 'all  *3  *0  *2  *1  *0  *2 .* 0.5000$' "$LIB_TMP/compare-summary.txt" &&
	grep -q 'p = 0.5: no significant difference' "$LIB_TMP/compare-summary.txt"; then
	ok "summary: A wins 0, B wins 2, ties 1, McNemar p = 0.5"
else
	not_ok "summary figures"
fi

# the demo's two simulated runs: p from the summary's wins and losses
printf 'C Tab\n' >"$LIB_TMP/demo.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/demo.keys" --dump-screen "$LIB_TMP/demo.txt" \
	</dev/null
line=$(grep '^   all ' "$LIB_TMP/demo.txt")
if [ -n "$line" ] && echo "$line" | awk '{
	items = $2; b = $3; c = $4; ties = $5 + $6; shown = $NF
	if (b + c + ties != items) { print "counts do not add up"; exit 1 }
	n = b + c; k = b < c ? b : c
	# exact two-sided binomial tail, terms built by the recurrence
	t = 1; for (i = 0; i < n; i++) t /= 2
	sum = t
	for (i = 1; i <= k; i++) { t = t * (n - i + 1) / i; sum += t }
	p = (b == c) ? 1 : 2 * sum; if (p > 1) p = 1
	d = p - shown; if (d < 0) d = -d
	if (d > 0.00005) { printf "p %f, shown %f\n", p, shown; exit 1 }
}'; then
	ok "demo: wins + losses + ties = items; McNemar p as computed here ($(echo "$line" | awk '{print $3 "/" $4 " -> " $NF}'))"
else
	not_ok "demo summary: $line"
fi

lib_tap_end tui-compare
