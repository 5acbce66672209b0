#!/bin/sh
# annot-team.sh - annotations on the command line as a team uses them:
# export ids in natural order, the override's verdicts in the export,
# scripts refusing a label nobody defined (SCRIPT:LINE:COL), and
# merging two annotators' files and measuring their agreement.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
cd "$LIB_TMP" || exit 99
cp "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" .
cat >ws.yaml <<'YAML'
problems: problems.jsonl
runs: [runs.jsonl]
labels: [arith, misread]
YAML

# ---- export: natural order ---------------------------------------------------
: >ids.txt
for i in 6 55 15 100 2; do
	echo "label r x/flow/easy/standard/$i 0 correct" >>ids.txt
done
"$GRAVEL" annotations apply bare.json --script ids.txt >/dev/null 2>ids.err ||
	not_ok "apply to a bare file: $(cat ids.err)"
"$GRAVEL" annotations export bare.json --format csv >ids.csv 2>&1
got=$(sed 1d ids.csv | cut -d, -f2 | sed 's|.*/||' | tr '\n' ' ')
if [ "$got" = "2 6 15 55 100 " ]; then
	ok "export: ids in natural order"
else
	not_ok "export order: $got"
fi

# ---- export: the override's verdicts ---------------------------------------
cat >ovr.txt <<'S'
override modelA t/flow/easy/standard/0 0 {"value": 5}
label modelA t/shortest_path/easy/standard/0 0 partial
S
"$GRAVEL" annotations apply ws.yaml --script ovr.txt >/dev/null 2>ovr.err || not_ok "apply: $(cat ovr.err)"
"$GRAVEL" annotations export ws.yaml --format csv >ovr.csv 2>ovr.err
hdr=$(sed -n 1p ovr.csv)
case $hdr in
*,verdict_strict,credit_strict,verdict_compat,credit_compat,override_verdict_strict,override_credit_strict,override_verdict_compat,override_credit_compat,own_verdict_strict,own_credit_strict,own_verdict_compat,own_credit_compat,question,answer)
	ok "export csv: verdicts as scored, the override's and the model's own" ;;
*) not_ok "export csv header: $hdr" ;;
esac
if grep -q '^modelA,t/flow/easy/standard/0,0,,,,"{""value"":5}",1,[^,]*,[^,]*,flow,easy,right,1,right,1,right,1,right,1,partial,0.8,partial,0.5,' ovr.csv; then
	ok "export: an overridden item has the override's verdict under both policies"
else
	not_ok "overridden row: $(grep flow/easy ovr.csv | cut -c1-200)"
fi
if grep -q '^modelA,t/shortest_path/easy/standard/0,0,partial,,,,1,[^,]*,[^,]*,shortest_path,easy,partial,0.5,wrong,0,,,,,partial,0.5,wrong,0,' ovr.csv; then
	ok "export: an item without override has empty override columns"
else
	not_ok "plain row: $(grep shortest_path/easy ovr.csv | cut -c1-200)"
fi
"$GRAVEL" annotations export ws.yaml --format jsonl >ovr.jsonl 2>&1
if grep -q '"policies":{"strict":{"verdict":"right","credit":1,"override":{"verdict":"right","credit":1},"own":{"verdict":"partial","credit":0.8}}' ovr.jsonl &&
	grep -q '"answer":"We can send 2 units' ovr.jsonl; then
	ok "export jsonl: the override's verdict, the model's own, and its own text"
else
	not_ok "export jsonl: $(grep flow/easy ovr.jsonl | cut -c1-300)"
fi

# ---- apply: labels must be defined -------------------------------------------
printf '# a comment\n\nlabel  modelA t/flow/easy/standard/0 0 arithm\n' >bad.txt
"$GRAVEL" annotations apply ws.yaml --script bad.txt >bad.out 2>bad.err
rc=$?
if [ $rc -eq 65 ] && grep -q "^bad.txt:3:40: label 'arithm' is not defined (labels: .*arith, misread)" bad.err &&
	! grep -q '^ok' bad.out; then
	ok "apply: an undefined label is refused at SCRIPT:LINE:COL (status 65)"
else
	not_ok "apply undefined label: status $rc: $(cat bad.out bad.err)"
fi
printf 'label r x/flow/easy/standard/6 0 typo-label\n' >bad2.txt
"$GRAVEL" annotations apply bare.json --script bad2.txt >bad2.out 2>bad2.err
rc=$?
if [ $rc -eq 65 ] && grep -q "^bad2.txt:1:34: label 'typo-label' is not defined" bad2.err; then
	ok "apply to a bare annotation file: a label it never used is refused"
else
	not_ok "apply bare undefined label: status $rc: $(cat bad2.out bad2.err)"
fi
lib_tap_end annot-team
