#!/bin/sh
# paper.sh - GraphEval2000 and GraCoRe as their papers report them:
# GraphEval2000's problem x family table (score --format paper) against a
# table worked out by hand from score --items (tests/paper-table.py), the
# exec status and off-spec columns, and the screens and commands that must
# agree with the gold audit; GraCoRe's TSP judge, standardised scores and
# audit summary. The real GraphEval2000 files (../shared) are read in
# place; without them those checks skip.
. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
T=$LIB_TMP
GE=$SRCDIR/tests/data/exec/grapheval
SGE=$GRAVEL_SHARED/grapheval2000
check() { # check DESCRIPTION COMMAND...
	d=$1
	shift
	if "$@"; then ok "$d"; else not_ok "$d"; fi
}
command -v python3 >/dev/null 2>&1 || lib_skip "python3 not found (the tables by hand)"

# --- GraphEval2000: the paper's table, by hand ------------------------------
paper_check() { # paper_check NAME PROBLEMS
	"$GRAVEL" import grapheval "$2" -o "$T/$1.jsonl" 2>/dev/null
	python3 "$SRCDIR/tests/paper-table.py" runs "$T/$1.jsonl" >"$T/$1-runs.jsonl"
	"$GRAVEL" score "$T/$1.jsonl" "$T/$1-runs.jsonl" --format paper >"$T/$1-paper.txt" 2>/dev/null
	check "$1: score --format paper exits 0" test $? -eq 0
	"$GRAVEL" score "$T/$1.jsonl" "$T/$1-runs.jsonl" --items --format jsonl >"$T/$1-items.jsonl" 2>/dev/null
	check "$1: the paper table is the one worked out by hand from --items" \
		python3 "$SRCDIR/tests/paper-table.py" check "$T/$1-items.jsonl" "$T/$1-paper.txt"
	# the status columns against the runs file's own statuses (ok split by
	# the verdict of --items)
	"$GRAVEL" score "$T/$1.jsonl" "$T/$1-runs.jsonl" --by run --format csv >"$T/$1-byrun.csv" 2>/dev/null
	python3 - "$T/$1-runs.jsonl" "$T/$1-items.jsonl" "$T/$1-byrun.csv" <<'PY'
import csv, json, sys
runs = [json.loads(l) for l in open(sys.argv[1])]
right = {(i['run'], i['problem']) for i in map(json.loads, open(sys.argv[2]))
         if i['metrics'] and i['metrics']['exact'] == 1}
want = {}
for r in runs:
    st = r['exec']['status']
    if st == 'ok':
        st = 'ok' if (r['run'], r['problem']) in right else 'wrong'
    want.setdefault(r['run'], {}).setdefault(st, 0)
    want[r['run']][st] += 1
bad = 0
for row in csv.DictReader(open(sys.argv[3])):
    for st in ('ok', 'wrong', 'error', 'timeout', 'memory', 'no-code', 'protocol'):
        if int(row[st]) != want[row['run']].get(st, 0):
            print('%s %s: printed %s, in the runs %d' % (row['run'], st, row[st], want[row['run']].get(st, 0)))
            bad += 1
sys.exit(1 if bad else 0)
PY
	check "$1: the exec status columns count the runs' statuses" test $? -eq 0
}
paper_check fixture "$GE"
check "fixture: every family of the fixture is a column" \
	grep -q '^problem  *direction  *sparse  *planar  *all  *cases  *off-spec$' "$T/fixture-paper.txt"
if [ -d "$SGE/dataset" ]; then
	paper_check shared "$SGE"
	check "shared: the paper's four families first, then the others" \
		grep -q '^problem  *direction  *sparse  *planar  *regular  *complete  *pseudo  *all' "$T/shared-paper.txt"
	# the items flagged off-spec are the cases the audit finds off-spec
	"$GRAVEL" audit "$SGE" 2>/dev/null | sed -n 's/^\(grapheval2000\/[^:]*\): off-spec:.*/\1/p' | sort >"$T/audit-off"
	python3 -c '
import json, sys
for l in open(sys.argv[1]):
    i = json.loads(l)
    if i["run"] == "m1" and "off-spec" in i.get("flags", []): print(i["problem"])' \
		"$T/shared-items.jsonl" | sort >"$T/items-off"
	check "shared: the off-spec items are the audit's off-spec cases ($(wc -l <"$T/audit-off"))" \
		cmp -s "$T/audit-off" "$T/items-off"
	# the problem screen's audit line is gravel audit's verdict (it said
	# "ok - the stored gold agrees" for off-spec inputs)
	"$GRAVEL" audit "$SGE" --all >"$T/audit-all" 2>/dev/null
	printf 'Enter\n' >"$T/enter.keys"
	for id in lc797/planar-directed/acyclic/0 lc743/planar-directed/connected/0 \
		lc1761/complete-undirected/connected/1 lc2097/planar-directed/disconnected/3 \
		lc1462/sparse-directed/acyclic/0; do
		grep "\"grapheval2000/$id\"" "$T/shared.jsonl" >"$T/one.jsonl"
		"$GRAVEL" browse --no-config --keys "$T/enter.keys" --dump-screen "$T/one.txt" \
			--size 400x30 "$T/one.jsonl" </dev/null >/dev/null 2>&1
		want=$(sed -n "s|^grapheval2000/$id: \(.*\)|\1|p" "$T/audit-all")
		case $want in exact | valid) want="ok - the stored label" ;; esac
		got=$(sed -n 's/^ audit  //p' "$T/one.txt")
		case $got in
		"$want"*) ok "tui: $id: the audit line is gravel audit's ($want)" ;;
		*) not_ok "tui: $id: the audit line \"$got\", gravel audit \"$want\"" ;;
		esac
	done
	# E: a wrong order where the prerequisites have a cycle says so; an
	# off-spec input says it is, as the audit does
	printf '%s\n' '{"problem":"grapheval2000/lc210/planar-directed/cyclic/0","run":"m","sample":0,"text":"[0,1,2]","exec":{"status":"ok"}}' >"$T/e1.jsonl"
	printf '%s\n' '{"problem":"grapheval2000/lc797/planar-directed/acyclic/0","run":"m","sample":0,"text":"","exec":{"status":"error","error":"ValueError: x","traceback":"Traceback (most recent call last):\n  File \"<solution>\", line 3, in allPathsSourceTarget\nValueError: x\n","code":"class Solution:\n    def allPathsSourceTarget(self, graph):\n        raise ValueError(\"x\")\n"}}' >"$T/e2.jsonl"
	printf 'E\nEnter\n' >"$T/e.keys"
	for e in e1 e2; do
		"$GRAVEL" browse --no-config --keys "$T/e.keys" --dump-screen "$T/$e.txt" --size 160x50 \
			"$T/shared.jsonl" "$T/$e.jsonl" </dev/null >/dev/null 2>&1
	done
	cat "$T/e1.txt" "$T/e2.txt" >"$T/e-both"
	check "E on lc210 cyclic: why names the cycle" \
		grep -q 'why: the prerequisites have a cycle, so no order exists (expected \[\])' "$T/e-both"
	check "E on lc210 cyclic: not a count of courses" sh -c "! grep -q 'courses, expected' '$T/e-both'"
	check "E on lc797 acyclic/0: the input is off-spec, as the audit says" \
		grep -q 'input: off-spec: 2 <= n <= 15 (n is 0)' "$T/e-both"
	check "E: the solution's code, the traceback's line marked" \
		grep -q '^>   3          raise ValueError("x")' "$T/e-both"
else
	echo "skip: $SGE not found (set GRAVEL_SHARED)"
fi
# --by family and direction
"$GRAVEL" score "$T/fixture.jsonl" "$T/fixture-runs.jsonl" --by run,family,direction --format csv \
	>"$T/byfam.csv" 2>/dev/null
check "--by family,direction" grep -q '^m1,planar,undirected,strict,' "$T/byfam.csv"
"$GRAVEL" score "$T/fixture.jsonl" "$T/fixture-runs.jsonl" --format paper --by task >/dev/null 2>&1
check "--format paper with --by: usage (64)" test $? -eq 64
"$GRAVEL" score "$T/fixture.jsonl" "$T/fixture-runs.jsonl" --format paper --items >/dev/null 2>&1
check "--format paper with --items: usage (64)" test $? -eq 64
"$GRAVEL" score "$T/fixture.jsonl" "$T/fixture-runs.jsonl" >"$T/table.txt" 2>/dev/null
check "the table has a column per exec status" \
	grep -q 'differ     ok   wrong   error timeout  memory no-code protocol  metric means$' "$T/table.txt"

# --- exec: tracebacks show the source line; the code once a solution --------
mkdir "$T/sandboxes" && chmod 711 "$T" && chmod 1777 "$T/sandboxes" || exit 99
TMPDIR=$T/sandboxes "$GRAVEL" exec "$GE" "$SRCDIR/tests/data/exec/solutions" -o "$T/exec.jsonl" 2>"$T/exec.err"
check "exec on the fixture's solutions exits 0" test $? -eq 0
check "exec: the traceback shows the solution's line" \
	grep -q '"run":"buggy".*File \\"<solution>\\", line 6, in allPathsSourceTarget\\n    table\[i\] = graph\[i\]\\n' "$T/exec.jsonl"
check "exec: the code once a solution (12 solutions)" test "$(grep -c '"code":"' "$T/exec.jsonl")" -eq 12
"$GRAVEL" browse --no-config --keys "$SRCDIR/tests/data/exec/tui-error.keys" --dump-screen "$T/err.txt" \
	--size 120x60 "$T/fixture.jsonl" "$T/exec.jsonl" </dev/null >/dev/null 2>&1
check "E: the code of the failed solution, the traceback's line marked" \
	grep -q '^>   6              table\[i\] = graph\[i\]' "$T/err.txt"

# --- heterogeneous graphs: gravel-formats(5)'s worked example, as printed ----
sed -n '/^\.SH HETEROGENEOUS/,/^\.SH SEE ALSO/p' "$SRCDIR/man/gravel-formats.5" |
	sed 's/\\-/-/g' >"$T/het-man"
awk '/^\.EX/ { n++; next } /^\.EE/ { next } n == 1' "$T/het-man" >"$T/tiny.json"
awk '/^\.EX/ { n++; next } /^\.EE/ { next } n == 2 && /^gracore\//' "$T/het-man" >"$T/tiny.want"
(cd "$T" && "$GRAVEL" import hetero tiny.json -o tiny.jsonl 2>/dev/null && "$GRAVEL" solve tiny.jsonl) >"$T/tiny.got" 2>&1
check "gravel-formats(5)'s heterogeneous example solves as it shows ($(wc -l <"$T/tiny.want") lines)" \
	cmp -s "$T/tiny.want" "$T/tiny.got"
check "solve names a heterogeneous problem's nodes" \
	grep -q '^gracore/neighbourhood_query/tiny-imdb/hetero/0: neighbours=m0 (Harbour Lights),m1 (Double Booking)$' "$T/tiny.got"

# --- GraCoRe: standardised scores take their input strictly -----------------
printf 'model,TSP,GC\nA,98,0.5\nB,80%%,0.4\nC,0.7,0.3\n' >"$T/mix.csv"
"$GRAVEL" standardize "$T/mix.csv" >"$T/out" 2>"$T/err"
check "standardize: fractions among percentages refused (65)" test $? -eq 65
check "... at FILE:LINE:COL, naming the column's other value" \
	grep -q "mix.csv:4:3: \"0.7\" reads as a fraction, but column TSP holds percentages (\"98\" at 2:3)" "$T/err"
check "... and nothing on stdout" test ! -s "$T/out"
printf 'model,TSP\nA,0.9\nB,0.8\nA,0.7\n' >"$T/dup.csv"
"$GRAVEL" standardize "$T/dup.csv" >/dev/null 2>"$T/err"
check "standardize: a model named twice refused (65)" test $? -eq 65
check "... at its line" grep -q 'dup.csv:4:1: model "A" appears twice (first on line 2)' "$T/err"
printf 'model,TSP,GC\nA,90%%,50\nB,80%%,0\nC,10,20%%\n' >"$T/pct.csv"
printf 'model,TSP,GC\nA,0.9,0.5\nB,0.8,0\nC,0.1,0.2\n' >"$T/frac.csv"
"$GRAVEL" standardize "$T/pct.csv" --format csv >"$T/pct.out" 2>&1
"$GRAVEL" standardize "$T/frac.csv" --format csv >"$T/frac.out" 2>&1
check "standardize: a column of percentages (with and without %) = the same of fractions" \
	cmp -s "$T/pct.out" "$T/frac.out"
printf 'model,TSP,GC\nA,0.9,0.5\nB,0.8,\nC,0.1,0.2\n' >"$T/gap.csv"
"$GRAVEL" standardize "$T/gap.csv" >"$T/gap.out" 2>&1
check "standardize: the table counts each model's tasks" grep -q '^B  *86\.61  *-  *0\.46  *86\.61  *1$' "$T/gap.out"
check "standardize: the rule for missing cells is said" \
	grep -q '^missing tasks: B (1 of 2)\. A task.s z is over the models that have it' "$T/gap.out"
"$GRAVEL" standardize "$T/gap.csv" --format json >"$T/gap.json" 2>&1
check "standardize --format json: each model's tasks" grep -q '"tasks":	1' "$T/gap.json"

if [ -d "$GRAVEL_SHARED/gracore-sample" ]; then
	gc=$T/gc.jsonl
	"$GRAVEL" import gracore "$GRAVEL_SHARED/gracore-sample" -o "$gc" 2>/dev/null
	# --- the TSP judge counts the stated distance ---------------------------
	printf '%s\n' '{"problem":"gracore/tsp/n8/tsp/0","run":"m","sample":0,"text":"The TSP path is 99 and path is [0, 3, 2, 6, 1, 5, 4, 7, 0]."}' \
		'{"problem":"gracore/tsp/n8/tsp/0","run":"g","sample":0,"text":"The TSP path is 17 and path is [0, 3, 2, 6, 1, 5, 4, 7, 0]."}' >"$T/tsp.jsonl"
	for pol in strict compat; do
		"$GRAVEL" score "$gc" "$T/tsp.jsonl" --policy $pol --items >"$T/tsp.$pol" 2>/dev/null
		check "tsp ($pol): a wrong stated distance scores 0" grep -q '^m  .*exact=0 ' "$T/tsp.$pol"
		check "tsp ($pol): the gold's own answer scores 1" grep -q '^g  .*exact=1 ' "$T/tsp.$pol"
	done
	check "tsp (strict): the wrong distance flagged at the number" \
		grep -q '^m  .*flags wrong-length@16+2' "$T/tsp.strict"
	# --- the audit has a row per task ---------------------------------------
	"$GRAVEL" audit "$GRAVEL_SHARED/gracore-sample" >"$T/gc-audit" 2>&1
	check "audit on GraCoRe: a row per task (tsp: 4 heuristic golds)" \
		grep -q '^tsp  *6  *2  *4  *0  *0  *4  *0  *0  *33\.3%$' "$T/gc-audit"
	check "audit on GraCoRe: the total row" grep -q '^total  *150  *140  *10 ' "$T/gc-audit"
	# --- the TUI's standardised panel: average z and total ------------------
	lib_browse gc-std 's G' --size 80x30 "$gc" "$SRCDIR/tests/data/gracore-runs.jsonl"
	check "tui: the standardised panel shows average z" grep -q '^   avg z  *0\.06  *-0\.14$' "$LIB_TMP/gc-std.txt"
	check "tui: ... and the total" grep -q '^   total  *650\.0  *200\.0$' "$LIB_TMP/gc-std.txt"
	check "tui: ... no undefined overall" sh -c "! grep -q overall '$LIB_TMP/gc-std.txt'"
	check "tui: ... the rule for missing tasks" grep -q '^   missing tasks: m (12 of 13), b (5 of 13)' "$LIB_TMP/gc-std.txt"
else
	echo "skip: $GRAVEL_SHARED/gracore-sample not found (set GRAVEL_SHARED)"
fi

lib_tap_end paper
