#!/bin/sh
# tui-runs.sh - runs as first-class objects, by key script (script mode):
# the run picker (P) lists every run with model, method, task,
# difficulty, answered count, accuracy and mean pc under both policies; it
# filters (/), sorts (Tab) and chooses (Enter: the navigator shows the
# run, the cursor on its first item); compare (C) pairs run A with the
# run sharing the most problems, and P on the comparison picks run B.
# The small checks run on tests/screens; the NLGraph ones on ../shared
# (skipped without it).
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap

dir=$SRCDIR/tests/screens
run() {
	_n=$1
	lib_browse "$@" 2>"$LIB_TMP/$_n.err" || not_ok "$_n: gravel failed: $(cat "$LIB_TMP/$_n.err")"
}
has() {
	if grep -Eq -- "$2" "$LIB_TMP/$1.txt"; then
		ok "$3"
	else
		not_ok "$3 (no line matches /$2/)"
		sed 's/^/    | /' "$LIB_TMP/$1.txt"
	fi
}

# ---- the picker on the fixed workspace -------------------------------------
run picker 'P' --size 120x12 "$dir/workspace.yaml"
has picker '^ gravel  runs - 2 of 2 runs' "picker: lists the runs"
has picker 'run +model +method +task +diff +answered +s\.acc s\.pc +c\.acc c\.pc' \
	"picker: columns model, method, task, difficulty, answered, accuracy and pc per policy"
has picker '^\* modelA .* 3 +0\.333 0\.77 +0\.333 0\.50' "picker: modelA's figures under strict and compat"
run picker-choose 'P j Enter' --size 120x12 "$dir/workspace.yaml"
has picker-choose '^ run modelB  policy strict' "picker: Enter makes the run current"
run picker-filter 'P / "B" Enter' --size 120x12 "$dir/workspace.yaml"
has picker-filter '1 of 2 runs' "picker: / filters the runs"
run picker-sort 'P Tab Tab Tab Tab Tab' --size 120x12 "$dir/workspace.yaml"
has picker-sort 'sorted by accuracy \(strict\)' "picker: Tab cycles the sort column"
if grep -n 'modelB' "$LIB_TMP/picker-sort.txt" | head -1 | grep -q '^3:'; then
	ok "picker: sorted by accuracy, modelB (1.000) comes first"
else
	not_ok "picker: accuracy sort order"
fi

# ---- NLGraph: the run of issue 14, its partner in compare -----------------
if lib_have_shared; then
	nl=$GRAVEL_SHARED/nlgraph
	run nl-pick 'P / "20230410---09-43" Enter Enter' --size 120x16 "$nl"
	has nl-pick '^ run shortest_path/easy/20230410---09-43-CoT  policy strict' \
		"NLGraph: the picker chooses shortest_path/easy/20230410---09-43-CoT"
	has nl-pick '^>? *right 1\.00  nlgraph/shortest_path/easy/standard/0 ' \
		"NLGraph: the cursor is on the run's first item"
	has nl-pick 'right 123 .*mean credit 0\.78 of 180 answered' \
		"NLGraph: 123 of 180 right, mean credit over the 180 answered"
	run nl-meta 'P / "20230410---09-43" Enter' --size 140x16 "$nl"
	has nl-meta 'shortest_path/easy/20230410---09-43-CoT +text-davinci-003 +CoT +shortest_path +easy +180' \
		"NLGraph: model (prompt.txt namespace) and method (run name)"
	run nl-compare 'P / "20230410---09-43" Enter Enter C' --size 120x16 "$nl"
	has nl-compare '\| B  shortest_path/easy/' "NLGraph: C pairs the run with another shortest_path/easy run"
	run nl-compare-b 'P / "20230410---09-43" Enter Enter C P / "09-05" Enter Enter' --size 120x16 "$nl"
	has nl-compare-b '\| B  shortest_path/easy/20230410---09-05' "NLGraph: P on the comparison picks run B"
else
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
fi

lib_tap_end tui-runs
