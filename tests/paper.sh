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

lib_tap_end paper
