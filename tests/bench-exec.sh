#!/bin/sh
# bench-exec.sh GRAVEL - `make bench`: `gravel exec` with one reference
# solution per GraphEval2000 problem (40 Python solutions written for gravel,
# LeetCode semantics: tests/data/exec/solutions/correct for the 7 problems
# tests/exec.sh runs, tests/data/exec/bench/ref for the other 33, joined in
# one run directory of links) on every test case of
# ../shared/grapheval2000, --jobs 2. Goal: under 20 s on 2 cores. Prints the
# wall time, the CPU time of gravel and its sandboxes, the cases' time by
# gravel's clock (sum of the per-case "ms", from the case sent to its answer
# read: the calls and the pipe between), the load average, and the pass rate.
set -u
GRAVEL=${1:?usage: bench-exec.sh GRAVEL}
dir=$(cd "$(dirname "$0")" && pwd)
shared=${GRAVEL_SHARED:-$dir/../../shared}
if [ ! -d "$shared/grapheval2000/dataset" ]; then
	echo "bench-exec: skip: $shared/grapheval2000 not found (set GRAVEL_SHARED)"
	exit 0
fi
command -v python3 >/dev/null 2>&1 || { echo "bench-exec: skip: no python3"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-bench-exec.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir "$tmp/sol" "$tmp/sol/ref"
for f in "$dir"/data/exec/solutions/correct/lc*.py "$dir"/data/exec/bench/ref/lc*.py; do
	ln -s "$f" "$tmp/sol/ref/"
done
[ "$(ls "$tmp/sol/ref" | wc -l)" -eq 40 ] || { echo "bench-exec: expected 40 solutions"; exit 1; }
t0=$(date +%s.%N)
"$GRAVEL" import grapheval "$shared/grapheval2000" -o "$tmp/problems.jsonl" 2>/dev/null
t1=$(date +%s.%N)
/usr/bin/time -f '%U %S' -o "$tmp/cpu" "$GRAVEL" exec "$shared/grapheval2000" \
	"$tmp/sol" --jobs 2 -o "$tmp/runs.jsonl" 2>"$tmp/err" ||
	{ cat "$tmp/err"; exit 1; }
t2=$(date +%s.%N)
"$GRAVEL" score "$shared/grapheval2000" "$tmp/runs.jsonl" --by run --format csv \
	>"$tmp/score" 2>/dev/null
python3 - "$tmp" "$t0" "$t1" "$t2" <<'PY'
import csv, json, os, sys
tmp, t0, t1, t2 = sys.argv[1], *map(float, sys.argv[2:])
ms = 0.0
n = 0
for line in open(os.path.join(tmp, "runs.jsonl")):
    ms += json.loads(line)["exec"]["ms"]
    n += 1
user, sys_ = map(float, open(os.path.join(tmp, "cpu")).read().split()[-2:])
row = next(csv.DictReader(open(os.path.join(tmp, "score"))))
summary = [l for l in open(os.path.join(tmp, "err")) if l.startswith("gravel exec: ")][-1]
print("bench-exec: %s" % summary.strip())
print("bench-exec: %d cases, wall %.2f s (goal < 20 s), (loading the checkout alone, gravel import: "
      "%.2f s); CPU %.2f s user + %.2f s sys (gravel and its sandboxes); the cases "
      "by gravel's clock %.2f s; load average %s"
      % (n, t2 - t1, t1 - t0, user, sys_, ms / 1000.0, open("/proc/loadavg").read().split()[0]))
print("bench-exec: reference solutions judged right on %s of the cases" % row["accuracy"])
PY
