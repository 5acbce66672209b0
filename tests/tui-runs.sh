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

# ---- the run it opens on: the first with answer texts ----------------------
# (NLGraph's first logs kept only their results: a run of "none" first)
mkdir -p "$LIB_TMP/textless"
cp "$dir/problems.jsonl" "$LIB_TMP/textless/"
sed 's/"run": "[^"]*"/"run": "results-only"/; s/"text": "[^"]*"/"text": null/' "$dir/runs.jsonl" \
	>"$LIB_TMP/textless/runs.jsonl"
cat "$dir/runs.jsonl" >>"$LIB_TMP/textless/runs.jsonl"
cp "$dir/workspace.yaml" "$LIB_TMP/textless/"
run textless '' --size 120x12 "$LIB_TMP/textless/workspace.yaml"
has textless '^ run modelA  policy strict' "opens on the first run with answer texts, not a results-only run"
run textless-r 'r' --size 120x12 "$LIB_TMP/textless/workspace.yaml"
has textless-r '^ run modelB  policy strict' "r: the next run"
run textless-rr 'r r' --size 120x12 "$LIB_TMP/textless/workspace.yaml"
has textless-rr '^ run results-only  policy strict' "r r: the run chosen stays, even without texts"
run textless-open 'r r Enter' --size 120x14 "$LIB_TMP/textless/workspace.yaml"
has textless-open '^ model  \(no text: the run kept results only\)$' \
	"a results-only answer says so (it read '(no final answer found)')"

# ---- r / R under a task filter: the runs that answer the task ---------------
# (three runs: two answer connectivity only, one flow only; T T filters to
# flow, the fixture's problems ordered shortest path, flow, connectivity)
mkdir -p "$LIB_TMP/bytask"
cp "$dir/problems.jsonl" "$dir/workspace.yaml" "$LIB_TMP/bytask/"
cat >"$LIB_TMP/bytask/runs.jsonl" <<'EOF'
{"problem": "t/connectivity/hard/standard/0", "run": "conn-a", "sample": 0, "text": "The answer is yes."}
{"problem": "t/connectivity/hard/standard/0", "run": "conn-b", "sample": 0, "text": "The answer is no."}
{"problem": "t/flow/easy/standard/0", "run": "flow-c", "sample": 0, "text": "The maximum flow is 3."}
EOF
bt=$LIB_TMP/bytask/workspace.yaml
run bytask-r 'T T r' --size 120x14 "$bt"
has bytask-r '^ run flow-c  policy strict  task=flow' "r under task=flow: on past conn-b (no flow answers) to flow-c"
run bytask-R 'T T r R' --size 120x14 "$bt"
has bytask-R '^ run flow-c  policy strict  task=flow' "R under task=flow: flow-c is the only run that answers it"
run bytask-none 'T r' --size 120x14 "$bt"
has bytask-none '^ run conn-a  policy strict  task=shortest_path' "r under a task no run answers: the run stays"
has bytask-none 'no run answers a problem of task=shortest_path' "r under a task no run answers: says so"
run bytask-empty 'T T v v' --size 120x14 "$bt"
has bytask-empty 'Run conn-a answers none of these' "an empty list under a task the run does not answer: says so"
has bytask-empty 'problems: r / R go to the runs that do' "... and names the keys that go to the runs that do"
run bytask-all 'r r' --size 120x14 "$bt"
has bytask-all '^ run flow-c  policy strict' "r with no task filter: every run in turn"

# ---- the summary line at 80 columns, with nothing answered -----------------
run none-80 '& "zzzzqq" Enter' --size 80x12 "$dir/workspace.yaml"
has none-80 '^ right 0  partial 0  wrong 0  unparsed 0  none 0  \| mean - \(none\)$' \
	"80 columns: the summary says none answered whole (it cut '(none answ')"

# ---- plots on the scores screen -------------------------------------------
run plots 's' --size 120x90 "$dir/workspace.yaml"
has plots '^ Plots: run modelA under strict' "plots: a section for the current run"
has plots 'credit histogram, shortest_path: 1 answered' "plots: a credit histogram per task"
has plots '0\.4-0\.5 +\| +\| 0$' "plots: empty bins drawn empty"
has plots '0\.5-0\.6 +\|#{40}\| 1$' "plots: shortest path's credit 0.5 in its bin"
has plots 'accuracy by difficulty' "plots: accuracy by difficulty"
has plots 'n=6 +\|#{40}\| 1\.000 \(1\)' "plots: accuracy by graph size (the 6-node problem is right)"
has plots 'n=4 +\| +\| 0\.000 \(1\)' "plots: ... and the 4-node one wrong"

# ---- NLGraph: the run of issue 14, its partner in compare -----------------
if lib_have_shared; then
	nl=$GRAVEL_SHARED/nlgraph
	run nl-pick 'P / "20230410---09-43" Enter Enter' --size 120x16 "$nl"
	has nl-pick '^ run shortest_path/easy/20230410---09-43-CoT  policy strict' \
		"NLGraph: the picker chooses shortest_path/easy/20230410---09-43-CoT"
	has nl-pick '^- nlgraph / shortest_path / easy ' "NLGraph: the run's group is shown"
	has nl-pick '^>? *right 1\.00  standard/0 ' \
		"NLGraph: the cursor is on the run's first item"
	# a jump puts its row a third down the list, the items after it in view
	# (it was the last row, under 9 rows of hard/full ones without answers)
	has nl-pick '^  right 1\.00  standard/1 ' "NLGraph: the run's next items are in view"
	has nl-pick '^ +wrong 0\.00  standard/4 ' "NLGraph: ... down to its first wrong answer"
	run nl-scores 's' --size 80x24 "$nl"
	has nl-scores '^           flag contradiction: another final answer with a different value at$' \
		"80 columns: the scores screen wraps a flag's line ..."
	has nl-scores '^                "no"$' "... its quote of the answer under it (it was cut at 'at \"')"
	# where whole names do not fit, a row's run is named past the task and
	# difficulty its columns show (at 100 columns the names were cut to
	# "~ity/easy/20230327---20-440-CoT", the stamps' dates lost)
	run nl-scores-100 's' --size 100x40 "$nl"
	has nl-scores-100 '^   20230327---20-440-CoT +connectivity +easy +352  0\.812 ' \
		"100 columns: the per-run table names a run by its whole stamp, the task whole"
	run nl-scores-end 's End' --size 80x30 "$nl"
	has nl-scores-end '^   ~0502---22-03-CoT\+SC gnn +easy +100  0\.330  0\.609 +0 +0 +5$' \
		"80 columns: the per-run table keeps its figures in view (the run's name keeps its end)"
	run nl-scores-plot 's' --size 80x40 "$nl"
	has nl-scores-plot '^     easy +\|#+ *\| 0\.812 \(352\)  ~[^ ]*20-440-CoT <- this run$' \
		"80 columns: the difficulty plot names each run by its end"
	# the picker at 80 columns: one policy's figures (p shows the other)
	run nl-pick-80 'P' --size 80x12 "$nl"
	has nl-pick-80 '^\* ~[^ ]*20-440-CoT .* 352  0\.812 0\.81$' \
		"80 columns: the run picker keeps the current policy's accuracy and pc in view"
	run nl-pick-80p 'P p' --size 80x12 "$nl"
	has nl-pick-80p ' c\.acc c\.pc$' "80 columns: p shows the other policy's figures"
	# the problem screen wraps the model's answer (a matching's pairs ran
	# past 80 columns)
	run nl-model-80 'P / "matching/hard/20230416---16-10" Enter Enter Enter' --size 80x30 "$nl"
	has nl-model-80 '^        applicant 7 -> job 6 ' "80 columns: the model's answer wraps under itself"
	run nl-80 '' --size 80x10 "$nl"
	has nl-80 '^ right 286  partial 0  wrong 65  unparsed 1  none 36210  \| mean 0\.81 of 352$' \
		"80 columns: the summary line ends with its count ('mean credit 0.81 of' was cut there)"
	has nl-pick 'right 123 .*mean credit 0\.78 of 180 answered' \
		"NLGraph: 123 of 180 right, mean credit over the 180 answered"
	run nl-meta 'P / "20230410---09-43" Enter' --size 140x16 "$nl"
	has nl-meta 'shortest_path/easy/20230410---09-43-CoT +text-davinci-003 +CoT +shortest_path +easy +180' \
		"NLGraph: model (prompt.txt namespace) and method (run name)"
	run nl-compare 'P / "20230410---09-43" Enter Enter C' --size 120x16 "$nl"
	# (a name wider than its side keeps its end after a '~')
	has nl-compare '\| B  ~[a-z_]*path/easy/2023' "NLGraph: C pairs the run with another shortest_path/easy run"
	run nl-compare-b 'P / "20230410---09-43" Enter Enter C P / "09-05" Enter Enter' --size 120x16 "$nl"
	has nl-compare-b '\| B  ~[a-z_]*path/easy/20230410---09-05' "NLGraph: P on the comparison picks run B"
	# B has answer texts when A has: connectivity/easy's first runs kept only
	# results, and paired with one the comparison showed 'none' throughout
	run nl-partner 'C' --size 100x16 "$nl"
	has nl-partner '\| B  ~?[^ ]*20230327---20-490-CoT$' "NLGraph: C pairs a run with texts with a run with texts"
	# at 80 columns both names keep their ends, which tell the runs apart
	run nl-compare-80 'P / "20230410---09-43" Enter Enter C' --size 80x16 "$nl"
	has nl-compare-80 '^ A  ~[^ ]*09-43-CoT \| .* \| B  ~[^ ]*-none$' "80 columns: A and B named by their ends"
	run nl-compare-sum 'P / "20230410---09-43" Enter Enter C Tab' --size 80x24 "$nl"
	has nl-compare-sum '^   task +difficulty +items +wins +losses +diff +PC A +PC B McNemar p$' \
		"80 columns: the comparison's table keeps PC B and p in view (ties left out)"
	has nl-compare-sum '^     A only, [0-9]+ by B only$' "... and its prose wraps"
	run nl-plots 'P / "20230410---09-43" Enter Enter s j j j j j j j j j j' --size 120x40 "$nl"
	has nl-plots '0\.9-1\.0 +\|#+\| 123$' "NLGraph plots: 123 right in the top bin"
	has nl-plots 'hard +\|#+ +\| 0\.295 \(200\)  shortest_path/hard/20230410---09-45-CoT' \
		"NLGraph plots: the same method's hard run beside the easy one"
	has nl-plots 'n=5 +\|#+ *\| 0\.967 \(30\)' "NLGraph plots: accuracy by graph size"
	# the other difficulties' runs are scored between keys, not in the s
	# key's frame: the settled screen has them all
	if grep -q '(scored next)' "$LIB_TMP/nl-plots.txt"; then
		not_ok "NLGraph plots: a run of the difficulty plot was never scored"
	else
		ok "NLGraph plots: every run of the difficulty plot scored between keys"
	fi
	# under compat, why a run's recorded results differ: the item's reason
	# in full, the run's row tagged, the tags explained under the table
	run nl-why 'P / "cycle/medium/20230407---20-45" Enter Enter p s' --size 140x50 "$nl"
	has nl-why '^ +differs because: loop-wording: the answers say "there is no loop"' \
		"NLGraph compat: the item says why its recorded result differs"
	run nl-why-rows 'P / "cycle/medium/20230407---20-45" Enter Enter p s G' --size 160x30 "$nl"
	has nl-why-rows '^   GNN/easy/20230430---11-29-CoT +gnn +easy +100 +0\.320 +0\.320 +0 +0 +28 unexplained$' \
		"NLGraph compat: a run's row tags its differing items with their reason"
	has nl-why-rows '^   split-point: judged against another label' \
		"NLGraph compat: the reasons are explained under the table"
	run nl-open '' --size 120x12 "$nl"
	has nl-open '^ run connectivity/easy/20230327---20-440-CoT  policy strict' \
		"NLGraph: opens on the first run with answer texts (the earlier logs kept only results)"
	run nl-gnn 'P / "GNN/easy/20230430---11-34" Enter Enter Enter' --size 100x12 "$nl"
	has nl-gnn '^ model  0:\[1,0\] 1:\[1,1\] 2:\[0,0\] 3:\[2,2\] 4:\[0,0\]' \
		"NLGraph GNN: the problem screen shows the model's vectors"
	# one run folder, or its answer.npy, opens on the dataset found up the tree
	rd=$nl/NLGraph/shortest_path/graph/easy/log/20230410---09-43-CoT
	run nl-one '' --size 120x12 "$rd"
	has nl-one '^ run shortest_path/easy/20230410---09-43-CoT  policy strict' "NLGraph: a run folder opens directly"
	has nl-one '^- nlgraph / shortest_path / easy ' "NLGraph: ... in the run's group"
	has nl-one '^>? *right 1\.00  standard/0 ' "NLGraph: ... on the run's first item"
	run nl-npy 'P' --size 130x12 "$rd/answer.npy"
	has nl-npy '^\* shortest_path/easy/20230410---09-43-CoT +text-davinci-003 +CoT +shortest_path +easy +180 ' \
		"NLGraph: answer.npy opens its run (1 run, 180 answered)"
	# the scores screen on every run: one line per run, scored when drawn
	run nl-scores 's' --size 140x60 "$nl"
	has nl-scores '^   connectivity/easy/20230327---20-440-CoT +connectivity +easy +352 +0\.812 +0\.812 +1 ' \
		"NLGraph scores: a run's line, scored when it comes into sight"
	run nl-scores-end 's G' --size 140x30 "$nl"
	has nl-scores-end 'hidden: each of the 335 runs answers one task and difficulty' \
		"NLGraph scores: the standardised table is hidden, saying why"
	# d cycles the difficulties of the run's task only: shortest_path has
	# easy and hard, no medium (a step to it showed no answered problem)
	run nl-diff 'P / "shortest_path/easy/20230409" Enter Enter d d' --size 120x12 "$nl"
	has nl-diff '^ run shortest_path/easy/20230409---21-51-none  policy strict  difficulty=hard$' \
		"NLGraph: d d from a shortest_path run goes easy, hard (no medium)"
	run nl-diff-end 'P / "shortest_path/easy/20230409" Enter Enter d d d' --size 120x12 "$nl"
	has nl-diff-end '^ run shortest_path/easy/20230409---21-51-none  policy strict$' \
		"NLGraph: ... and a third d clears the difficulty"
	run nl-diff-task 'T T T T d d' --size 120x12 "$nl"
	has nl-diff-task 'task=shortest_path  difficulty=hard$' \
		"NLGraph: with task=shortest_path, d d goes to hard"
	# at 80x24 the trace header drops whole fields, never a number's digits
	# ("decisive: ste" was all that fitted of "decisive: step 6")
	run nl-trace80 'P / "matching/hard" Enter Enter t' --size 80x24 "$nl"
	has nl-trace80 '^ step 0/124  decisive: step 6 +\| ' \
		"NLGraph trace at 80x24: the algorithm's name dropped, the decisive step whole"
	run nl-trace200 'P / "matching/hard" Enter Enter t' --size 200x24 "$nl"
	has nl-trace200 '^ step 0/124  augmenting paths  decisive: step 6 +\| ' \
		"NLGraph trace at 200x24: every field"
	# the comparison filter's name stays whole: the run names give way
	run nl-cmp120 'P / "shortest_path/easy/20230410" Enter Enter = = =' --size 120x24 "$nl"
	has nl-cmp120 '^ run ~.*---08-19-none  policy strict  vs shortest_path/easy/20230409---21-51-none: b-right-a-wrong$' \
		"NLGraph compare filter at 120 columns: its name whole, run A's name cut at the front"
	run nl-cmp80 'P / "shortest_path/easy/20230410" Enter Enter = = =' --size 80x24 "$nl"
	has nl-cmp80 '^ run ~.*  policy strict  vs ~.*-21-51-none: b-right-a-wrong$' \
		"NLGraph compare filter at 80 columns: both names cut, the filter whole"
	# runs made on other graphs carry '!' in the picker and on every row of
	# the scores screen (rows scored after it opened showed ' '), and M
	# lists them with why
	run nl-mark-pick 'P / "GNN/easy/20230429" Enter' --size 120x12 "$nl"
	has nl-mark-pick '^ !GNN/easy/20230429---19-47-CoT ' "NLGraph picker: a run made on other graphs marked !"
	run nl-mark-scores 's G' --size 140x400 "$nl"
	has nl-mark-scores '^  !GNN/easy/20230429---20-16-k-shot ' "NLGraph scores: ... and on a row scored in sight"
	n=$(grep -c '^  !' "$LIB_TMP/nl-mark-scores.txt")
	[ "$n" = 26 ] && ok "NLGraph scores: the 26 flagged runs marked" || not_ok "NLGraph scores: $n rows marked !, expected 26"
	run nl-mark-msgs 'M' --size 120x12 "$nl"
	has nl-mark-msgs "^ 26 runs marked '!': not asked on the dataset's graphs" "NLGraph M: the flagged runs counted"
	has nl-mark-msgs '^ connectivity/line/20230430---10-44none: asked in another order' "NLGraph M: ... each with why"
	# one log folder opens on that run's answered problems; c clears it
	rd=$nl/NLGraph/shortest_path/graph/easy/log/20230410---09-43-CoT
	has nl-one ' - 180 of 36562 problems$' "NLGraph: a run folder opens on its 180 answered problems"
	has nl-one '^ run shortest_path/easy/20230410---09-43-CoT  policy strict  answered$' \
		"NLGraph: ... and says so in the filter line"
	# a path wider than the title bar is cut at its front, never the counts
	run nl-one80 '' --size 80x12 "$rd"
	has nl-one80 '^ gravel  ~.*/20230410---09-43-CoT - 180 of 36562 problems$' \
		"NLGraph at 80 columns: the title keeps the counts, the path cut at its front"
	run nl-one-clear 'c' --size 120x12 "$rd"
	has nl-one-clear ' - 36562 of 36562 problems$' "NLGraph: c clears it to the whole dataset"
else
	echo "SKIP: NLGraph checks: ../shared not found (set GRAVEL_SHARED)"
fi

lib_tap_end tui-runs
