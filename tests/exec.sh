#!/bin/sh
# exec.sh - `gravel exec` (issue 18) on tests/data/exec: a small
# GraphEval2000-layout checkout of our own (7 problems, 34 test cases whose
# labels `gravel audit` confirms) and our own Python solutions:
#   solutions/correct  pass every judged case (and their published examples)
#   solutions/buggy    fail exactly where their bug says
#   hostile/*          fail every case with the right status; nothing leaks
#   replies.jsonl      model replies: code out of the fenced block, no-code
# With ../shared, the correct lc1971 solution on every real lc1971 case.
# Skips when python3 is absent (a run-time dependency of exec only).
set -u
. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
DATA=$SRCDIR/tests/data/exec
GE=$DATA/grapheval
pass=0
fail=0
T=$LIB_TMP
# the sandboxes go under a directory of this test's own, which nobody (the
# user the code runs as) can reach, so that the leftover checks below do
# not see the sandboxes of hostile.sh or tui-exec.sh running beside it
mkdir "$T/sandboxes" && chmod 711 "$T" && chmod 1777 "$T/sandboxes" || exit 99
TMPDIR=$T/sandboxes
export TMPDIR

ok() { pass=$((pass + 1)); }
no() {
	echo "FAIL: $*"
	fail=$((fail + 1))
}
check() { # check DESCRIPTION COMMAND...
	d=$1
	shift
	if "$@"; then ok; else no "$d"; fi
}

command -v python3 >/dev/null 2>&1 || [ -x /usr/bin/python3 ] || lib_skip "python3 not found"

# ids of the cases of RUNS whose run is $2 and whose exec status is $3
status_ids() {
	python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    if o["run"] == sys.argv[2] and o["exec"]["status"] == sys.argv[3]:
        print(o["problem"])' "$1" "$2" "$3"
}
# ids of the failed (run, problem) items of a score --items jsonl file
failed_ids() {
	python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    if o["run"] == sys.argv[2] and o["metrics"]["exact"] != 1:
        print(o["problem"])' "$1" "$2"
}
count() { grep -c . "$1" 2>/dev/null || echo 0; }

# --- the labels: an independent check by gravel's reference solvers ----------
"$GRAVEL" audit "$GE" >"$T/audit" 2>&1
check "fixture labels agree with the reference solvers" \
	grep -q '^grapheval audit: 34 problems, .* 0 wrong labels, 0 off-spec' "$T/audit"

# --- correct and buggy solutions -------------------------------------------
"$GRAVEL" exec "$GE" "$DATA/solutions" -o "$T/runs.jsonl" --solutions-check >"$T/out" 2>"$T/err"
check "exec correct+buggy exits 0" test $? -eq 0
check "exec -o writes nothing to stdout" test ! -s "$T/out"
check "12 solutions x their cases = 59 lines" test "$(count "$T/runs.jsonl")" -eq 59
check "correct: every published example passes" \
	test "$(grep -c 'solutions-check: correct lc[0-9]*: \([0-9]*\)/\1 examples passed$' "$T/err")" -eq 7
check "buggy lc797 fails its examples? no: they have 4 nodes, pass" \
	grep -q 'solutions-check: buggy lc797: 1/1 examples passed' "$T/err"
check "buggy lc2360 fails an example, what it returned said" \
	grep -q 'solutions-check: buggy lc2360: 1/2 examples passed; example 0: wrong: returned -1; expected 3' "$T/err"
"$GRAVEL" score "$GE" "$T/runs.jsonl" --items --format jsonl >"$T/items" 2>"$T/score.err"
check "score reads the exec runs" test "$(count "$T/items")" -eq 59
check "correct: every case passes (any valid order for lc210, any order for lc797/lc1192)" \
	test -z "$(failed_ids "$T/items" correct)"
failed_ids "$T/items" buggy | sort >"$T/buggy-failed"
# the expected failures, from the labels: cyclic lc207/lc2360, -1 for lc743,
# one-way search in lc1971 misses paths against edge direction, lc797 >5 nodes
python3 - "$GE" >"$T/buggy-expected" <<'EOF'
import json, os, sys
ge = sys.argv[1]
def cases(d, task, fam):
    k = {}
    for l in open(os.path.join(ge, 'dataset', d, task, fam + '.jsonl')):
        for var, cols in json.loads(l).items():
            for i, lab in enumerate(cols['labels']):
                n = k.get(var, 0); k[var] = n + 1
                yield var, n, cols, i, lab
out = []
for var, n, c, i, lab in cases('directed', 'lc207', 'sparse'):
    if lab is False: out.append('grapheval2000/lc207/sparse-directed/%s/%d' % (var, n))
for var, n, c, i, lab in cases('directed', 'lc2360', 'sparse'):
    if lab != -1: out.append('grapheval2000/lc2360/sparse-directed/%s/%d' % (var, n))
for var, n, c, i, lab in cases('directed', 'lc743', 'sparse'):
    if lab == -1: out.append('grapheval2000/lc743/sparse-directed/%s/%d' % (var, n))
for var, n, c, i, lab in cases('directed', 'lc797', 'sparse'):
    if len(c['graphs'][i]) > 5: out.append('grapheval2000/lc797/sparse-directed/%s/%d' % (var, n))
for var, n, c, i, lab in cases('undirected', 'lc1971', 'planar'):
    g, nn = c['graphs'][i], c['n'][i]
    adj = {}
    for u, v in g: adj.setdefault(u, []).append(v)
    seen, st = {0}, [0]
    while st:
        u = st.pop()
        for w in adj.get(u, []):
            if w not in seen: seen.add(w); st.append(w)
    if (nn - 1 in seen) != lab: out.append('grapheval2000/lc1971/planar-undirected/%s/%d' % (var, n))
print('\n'.join(sorted(out)))
EOF
check "buggy: fails exactly the expected cases" cmp -s "$T/buggy-failed" "$T/buggy-expected"
check "buggy lc797: IndexError with a traceback" \
	grep -q '"run":"buggy".*"status":"error".*IndexError.*"traceback":"Traceback' "$T/runs.jsonl"
check "buggy lc1971: its stderr is kept" grep -q '"run":"buggy".*"stderr":"directed walk' "$T/runs.jsonl"

# --- reports: pass rate per problem, category, sub-category, direction ------
"$GRAVEL" score "$GE" "$T/runs.jsonl" --by run,direction --format csv >"$T/bydir" 2>/dev/null
check "score --by direction" grep -q '^correct,directed,' "$T/bydir"
check "score --by direction (undirected)" grep -q '^correct,undirected,' "$T/bydir"
"$GRAVEL" score "$GE" "$T/runs.jsonl" --by run,category,set --format csv >"$T/bycat" 2>/dev/null
check "score --by category,set" grep -q '^buggy,sparse/cyclic,cyclic,' "$T/bycat"

# --- hostile solutions -------------------------------------------------------
rm -f "${TMPDIR:-/tmp}/gravel-exec-escape" /tmp/gravel-exec-escape /tmp/gravel-exec-system \
	/tmp/gravel-exec-spawn /tmp/gravel-exec-rofs
start=$(date +%s)
"$GRAVEL" exec "$GE" "$DATA/hostile" -o "$T/hostile.jsonl" --timeout 0.5 --total 4 \
	--memory 512 --jobs 2 >"$T/out" 2>"$T/err"
rc=$?
took=$(($(date +%s) - start))
check "exec on hostile code exits 0 (got $rc)" test "$rc" -eq 0
check "exec on hostile code returns (took ${took}s)" test "$took" -lt 60
check "10 hostile solutions x 6 cases" test "$(count "$T/hostile.jsonl")" -eq 60
for r in loop stubborn; do
	check "$r: every case timeout" test "$(status_ids "$T/hostile.jsonl" $r timeout | wc -l)" -eq 6
done
check "memory: every case memory" test "$(status_ids "$T/hostile.jsonl" memory memory | wc -l)" -eq 6
for r in forkbomb escape system passwd spawn rofs; do
	check "$r: every case error" test "$(status_ids "$T/hostile.jsonl" $r error | wc -l)" -eq 6
done
check "forkbomb: fork refused" grep -q '"run":"forkbomb".*os.fork is not allowed' "$T/hostile.jsonl"
check "escape: nothing written outside" test ! -e /tmp/gravel-exec-escape
check "escape: nothing written in the sandbox's parent" test ! -e "${TMPDIR:-/tmp}/gravel-exec-escape"
check "system: the command did not run" test ! -e /tmp/gravel-exec-system
check "spawn: no process started" test ! -e /tmp/gravel-exec-spawn
# rofs defeats the audit hook (patches the working directory it allows)
# and writes to /tmp: the sandbox's /tmp is an empty read-only tmpfs
# (only a kernel that refuses gravel every namespace is let off)
if grep -q 'isolation: none' "$T/err"; then
	echo "skip: rofs: the kernel refused namespaces ($(grep -o 'isolation: [^;]*' "$T/err"))"
	rm -f /tmp/gravel-exec-rofs
else
	check "rofs: the isolation line names bubblewrap" grep -q 'isolation: bubblewrap' "$T/err"
	check "rofs: the write fails on the read-only root" \
		grep -q '"run":"rofs".*Read-only file system' "$T/hostile.jsonl"
	check "rofs: nothing written outside" test ! -e /tmp/gravel-exec-rofs
fi
check "spawn: the import is refused" grep -q '"run":"spawn".*import _posixsubprocess is not allowed' "$T/hostile.jsonl"
check "passwd: /etc/passwd not returned" sh -c "! grep -q 'root:' '$T/hostile.jsonl'"
check "stdout: forged result lines do not count (value null)" \
	test "$(grep -c '"run":"stdout","sample":0,"text":"null","exec":{"status":"ok"' "$T/hostile.jsonl")" -eq 6
check "stdout: what it printed is kept under stdout" grep -q '"run":"stdout".*"stdout":"{\\"i\\"' "$T/hostile.jsonl"
"$GRAVEL" score "$GE" "$T/hostile.jsonl" --items --format jsonl >"$T/hitems" 2>/dev/null
check "hostile: every case fails" test "$(grep -c '"exact":0' "$T/hitems")" -eq 60
check "no sandbox directory left behind" sh -c "! ls -d '$TMPDIR'/gravel-exec-?????? 2>/dev/null | grep -q ."
# no python3 of nobody still working in one of this test's sandboxes
none_sandboxed() {
	for pid in $(pgrep -u nobody python3 2>/dev/null); do
		readlink "/proc/$pid/cwd" 2>/dev/null
	done | grep -q "^$TMPDIR/" && return 1
	return 0
}
check "no process left behind" none_sandboxed

# --- the TUI: exec failures (E), filtered by status, one opened ------------------
"$GRAVEL" import grapheval "$GE" -o "$T/problems.jsonl" 2>/dev/null
tui() { # tui KEYS RUNS OUT
	"$GRAVEL" browse --no-config --keys "$DATA/$1.keys" --dump-screen "$T/$3" --size 120x40 \
		"$T/problems.jsonl" "$2" </dev/null >/dev/null 2>&1
}
tui tui-list "$T/runs.jsonl" list.txt
check "tui: the failures of the exec runs" grep -q 'exec failures: 9 of 59 answers (every failure: 9)' "$T/list.txt"
check "tui: a wrong value row, what it returned first (it read 'ok', no value)" \
	grep -q '^wrong  *buggy  *grapheval2000/lc207/sparse-directed/cyclic/0  returned true; expected false' "$T/list.txt"
tui tui-error "$T/runs.jsonl" error.txt
check "tui: the status filter" grep -q '(error: 1)' "$T/error.txt"
check "tui: status and traceback" grep -q 'line 6, in allPathsSourceTarget' "$T/error.txt"
check "tui: the call's arguments" grep -q 'arg 1: \[\[1,3\],\[2,3\]' "$T/error.txt"
check "tui: expected and returned side by side" grep -q '^expected  *| returned' "$T/error.txt"
check "tui: the graph view" grep -q '^0 -> 1 3' "$T/error.txt"
check "tui: the reference trace pane" grep -q '| reference trace' "$T/error.txt"
# the status filter cycles through the statuses some case has: every
# failure, ran and judged wrong, error, and back (it went on to "timeout",
# "memory" and "no-code", empty lists, after "ok", the same set as "wrong")
printf 'E\nv\nv\nv\n' >"$T/cycle.keys"
"$GRAVEL" browse --no-config --keys "$T/cycle.keys" --dump-screen "$T/cycle.txt" --size 120x12 \
	"$T/problems.jsonl" "$T/runs.jsonl" </dev/null >/dev/null 2>&1
check "tui: the status filter comes back after the statuses present" \
	grep -q 'exec failures: 9 of 59 answers (every failure: 9)' "$T/cycle.txt"
# at 80 columns expected and returned both fit the left pane ("returned"
# was past its edge)
printf 'E\nEnter\n' >"$T/open.keys"
"$GRAVEL" browse --no-config --keys "$T/open.keys" --dump-screen "$T/open80.txt" --size 80x24 \
	"$T/problems.jsonl" "$T/runs.jsonl" </dev/null >/dev/null 2>&1
check "tui: at 80 columns, expected | returned in the left pane" \
	grep -q '^false  *| true  *|' "$T/open80.txt"
tui tui-stdout "$T/hostile.jsonl" stdout.txt
check "tui: hostile stdout shown, escapes as ^[" grep -q "^  ^\\[\\[2J^\\[\]0;pwned^G" "$T/stdout.txt"
check "tui: its escapes are sanitised" sh -c "! grep -q \"\$(printf '\\033')\" '$T/stdout.txt'"

# --- model replies (JSONL): the fenced code, no code, syntax errors ------------
"$GRAVEL" exec "$GE" "$DATA/replies.jsonl" -o "$T/replies.jsonl" 2>"$T/err"
check "replies: exit 0" test $? -eq 0
check "replies: a bad line is FILE:LINE:COL" grep -q 'replies.jsonl:5:1: warning' "$T/err"
check "replies: the python block of a chatty reply runs" \
	test "$(status_ids "$T/replies.jsonl" chat ok | grep -c lc1971)" -eq 6
check "replies: prose only is no-code" \
	test "$(status_ids "$T/replies.jsonl" chat no-code | grep -c lc207)" -eq 6
check "replies: a function without class Solution is no-code" \
	test "$(status_ids "$T/replies.jsonl" chat no-code | grep -c lc743)" -eq 4
check "replies: a syntax error is an error with a traceback" \
	grep -q 'lc2360.*"status":"error".*SyntaxError' "$T/replies.jsonl"

# --- usage and missing python ----------------------------------------------
"$GRAVEL" exec "$GE" >/dev/null 2>&1
check "exec with one argument: usage (64)" test $? -eq 64
"$GRAVEL" exec "$T/runs.jsonl" "$DATA/solutions" --solutions-check >/dev/null 2>&1
check "--solutions-check on a JSONL file: usage (64)" test $? -eq 64
GRAVEL_PYTHON=/nonexistent/python3 "$GRAVEL" exec "$GE" "$DATA/solutions" >/dev/null 2>"$T/err"
check "GRAVEL_PYTHON names a missing python3: exit 78" test $? -eq 78
check "... and says so" grep -q 'GRAVEL_PYTHON=/nonexistent/python3 is not an executable python3' "$T/err"
# no python3 on the machine: PATH without it (GRAVEL_PYTHON=python3 is looked
# up in PATH only, so configure's path does not step in)
PATH=/nonexistent GRAVEL_PYTHON=python3 "$GRAVEL" exec "$GE" "$DATA/solutions" >/dev/null 2>"$T/err"
check "no python3 in PATH: exit 78" test $? -eq 78
check "... and exec says how to install it" \
	grep -q 'install it (Debian/Ubuntu: apt-get install python3; Fedora: dnf install python3)' "$T/err"
PATH=/nonexistent GRAVEL_PYTHON=python3 "$GRAVEL" import grapheval "$GE" -o "$T/nopy.jsonl" 2>/dev/null
check "no python3: the rest of gravel is unaffected (import)" test "$(count "$T/nopy.jsonl")" -eq 34
PATH=/nonexistent GRAVEL_PYTHON=python3 "$GRAVEL" score "$GE" "$T/runs.jsonl" --format csv >"$T/nopy.csv" 2>/dev/null
check "no python3: the rest of gravel is unaffected (score)" test -s "$T/nopy.csv"
GRAVEL_HARNESS=/nonexistent "$GRAVEL" exec "$GE" "$DATA/solutions" >/dev/null 2>"$T/err"
check "a missing harness falls back to the source tree's" test $? -eq 0

# --- the real data -----------------------------------------------------------
if [ -d "$GRAVEL_SHARED/grapheval2000/dataset" ]; then
	mkdir -p "$T/real/ref"
	cp "$DATA/solutions/correct/lc1971.py" "$T/real/ref/"
	"$GRAVEL" exec "$GRAVEL_SHARED/grapheval2000" "$T/real" -o "$T/real.jsonl" 2>"$T/err"
	check "real lc1971: exit 0" test $? -eq 0
	"$GRAVEL" score "$GRAVEL_SHARED/grapheval2000" "$T/real.jsonl" --by task --format csv \
		>"$T/real.csv" 2>/dev/null
	check "real lc1971: every case passes" awk -F, '$1 == "lc1971" && $3 > 0 && $3 == $4 { ok = 1 } END { exit !ok }' "$T/real.csv"
	# off-spec inputs: lc797's 20 cases break "2 <= n <= 15" (its planar
	# ones are empty graphs, where a correct solution fails); each carries
	# the constraint, score gives the in-spec accuracy beside the published
	# one, and the TUI marks them
	mkdir -p "$T/spec/ref"
	cp "$DATA/solutions/correct/lc797.py" "$DATA/solutions/correct/lc1971.py" "$T/spec/ref/"
	"$GRAVEL" exec "$GRAVEL_SHARED/grapheval2000" "$T/spec" -o "$T/spec.jsonl" 2>"$T/err"
	check "off-spec: exec counts them" grep -q '(off-spec inputs 50)' "$T/err"
	check "off-spec: every lc797 case names its constraint" \
		test "$(grep -c '"problem":"grapheval2000/lc797/.*"off_spec":"2 <= n <= 15 (' "$T/spec.jsonl")" -eq 20
	grep '"problem":"grapheval2000/lc1971/planar-undirected/connected/0"' "$T/spec.jsonl" >"$T/inspec.jsonl"
	check "off-spec: an in-spec case carries no flag" \
		sh -c 'grep -q "\"status\":\"ok\"" "$1" && ! grep -q off_spec "$1"' sh "$T/inspec.jsonl"
	"$GRAVEL" score "$GRAVEL_SHARED/grapheval2000" "$T/spec.jsonl" --by task --format csv \
		>"$T/spec.csv" 2>/dev/null
	check "off-spec: score's CSV has the in-spec accuracy" \
		grep -q ',no-code,protocol,off_spec,off_spec_passed,in_spec_accuracy,' "$T/spec.csv"
	check "off-spec: lc797 published 0.5, no case in spec" \
		grep -q '^lc797,strict,20,20,0.5,10,,,0,0,0,10,0,10,0,0,0,0,20,10,,' "$T/spec.csv"
	check "off-spec: lc1971 1.0 both ways, 30 off-spec" \
		grep -q '^lc1971,strict,140,140,1,0,,,0,0,0,140,0,0,0,0,0,0,30,30,1,' "$T/spec.csv"
	"$GRAVEL" score "$GRAVEL_SHARED/grapheval2000" "$T/spec.jsonl" --by task >"$T/spec.txt" 2>/dev/null
	check "off-spec: the table says it too" \
		grep -q '^lc1971  *140  *1.000 .*  30/30   1.000  exact' "$T/spec.txt"
	"$GRAVEL" import grapheval "$GRAVEL_SHARED/grapheval2000" -o "$T/realp.jsonl" 2>/dev/null
	printf 'E\n' >"$T/e.keys"
	"$GRAVEL" browse --no-config --keys "$T/e.keys" --dump-screen "$T/spec-tui.txt" --size 140x30 \
		"$T/realp.jsonl" "$T/spec.jsonl" </dev/null >/dev/null 2>&1
	check "off-spec: the TUI marks the case" \
		grep -q '^error  *ref  *grapheval2000/lc797/planar-directed/[a-z]*/[0-9] \[off-spec\]  IndexError' "$T/spec-tui.txt"
	printf 'E\nEnter\n' >"$T/e.keys"
	"$GRAVEL" browse --no-config --keys "$T/e.keys" --dump-screen "$T/spec-tui2.txt" --size 140x30 \
		"$T/realp.jsonl" "$T/spec.jsonl" </dev/null >/dev/null 2>&1
	check "off-spec: the open case says which constraint" \
		grep -q 'input: off-spec: 2 <= n <= 15 (' "$T/spec-tui2.txt"
else
	echo "skip: $GRAVEL_SHARED/grapheval2000 not found (set GRAVEL_SHARED)"
fi

echo "exec: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
