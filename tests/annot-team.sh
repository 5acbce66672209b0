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
# an output that cannot be opened: 74, said, and (under ASan) nothing of
# the loaded workspace leaked
"$GRAVEL" annotations export ws.yaml --format csv -o no-such-dir/out.csv >ex.out 2>ex.err
rc=$?
if [ $rc -eq 74 ] && grep -q 'no-such-dir/out.csv' ex.err && [ ! -s ex.out ]; then
	ok "export: an output that cannot be opened is 74"
else
	not_ok "export to a missing folder: exit $rc, $(cat ex.err)"
fi
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
# ---- two annotators: 50 shared items, 8 planted disagreements --------------
# ana labels items 0..54, bob 5..59; on the 50 shared ones (j = 0..49)
# ana: 20 correct, 20 incorrect, 10 partial; bob the same but j 0-3
# incorrect, j 20-21 partial, j 40-41 correct. By hand (rows ana):
#   correct 16 4 0 / incorrect 0 18 2 / partial 2 0 8; columns 18 22 10
#   po = 42/50 = 0.840; pe = (20*18 + 20*22 + 10*10) / 2500 = 0.36;
#   kappa = 0.48 / 0.64 = 0.750; alpha: n_c = 38 42 20 (n = 100),
#   1 - 99 * 16 / (100^2 - 38^2 - 42^2 - 20^2) = 1 - 1584/6392 = 0.752.
label_of() { # WHO J
	if [ "$2" -lt 20 ]; then l=correct; elif [ "$2" -lt 40 ]; then l=incorrect; else l=partial; fi
	if [ "$1" = bob ]; then
		case $2 in 0 | 1 | 2 | 3) l=incorrect ;; 20 | 21) l=partial ;; 40 | 41) l=correct ;; esac
	fi
	echo $l
}
: >ana.txt
: >bob.txt
i=0
while [ $i -le 59 ]; do
	j=$((i - 5))
	if [ $i -le 54 ]; then
		if [ $j -ge 0 ]; then l=$(label_of ana $j); else l=correct; fi
		echo "label r x/flow/easy/standard/$i 0 $l" >>ana.txt
	fi
	if [ $i -ge 5 ]; then
		if [ $j -le 49 ]; then l=$(label_of bob $j); else l=partial; fi
		echo "label r x/flow/easy/standard/$i 0 $l" >>bob.txt
	fi
	i=$((i + 1))
done
"$GRAVEL" annotations apply ana.json --author ana --script ana.txt >/dev/null 2>&1 || not_ok "apply ana"
"$GRAVEL" annotations apply bob.json --author bob --script bob.txt >/dev/null 2>&1 || not_ok "apply bob"
"$GRAVEL" annotations agree ana.json bob.json >agree.txt 2>agree.err
rc=$?
for want in 'annotators: ana (ana.json), bob (bob.json)' \
	'items both labelled  *50$' 'percent agreement  *0\.840$' "Cohen's kappa  *0\\.750\$" \
	"Krippendorff's alpha (nominal)  *0\\.752\$" \
	'^    correct  *16  *4  *0$' '^    incorrect  *0  *18  *2$' '^    partial  *2  *0  *8$'; do
	if [ $rc -eq 0 ] && grep -q -- "$want" agree.txt; then
		ok "agree: $want"
	else
		not_ok "agree: no line /$want/ (status $rc): $(cat agree.txt agree.err)"
	fi
done
planted=$(for j in 0 1 2 3 20 21 40 41; do echo "x/flow/easy/standard/$((j + 5))"; done | sort)
got=$(sed -n '/^disagreements:/,$p' agree.txt | sed 1d | awk '{print $2}' | sort)
if [ "$got" = "$planted" ]; then
	ok "agree: the disagreements are exactly the 8 planted items"
else
	not_ok "agree disagreements: $got"
fi
"$GRAVEL" annotations merge ana.json bob.json -o merged.json 2>merge.err
rc=$?
if [ $rc -eq 0 ] && grep -q 'merged 60 items of 2 annotators; 8 conflicts' merge.err &&
	[ "$(grep -c '"conflict":	true' merged.json)" = 8 ] &&
	[ "$(grep -c '"ana":	"' merged.json)" = 55 ] && [ "$(grep -c '"bob":	"' merged.json)" = 55 ]; then
	ok "merge: every annotator's 55 labels kept, the 8 conflicts marked"
else
	not_ok "merge: status $rc: $(cat merge.err)"
fi
"$GRAVEL" annotations agree merged.json --format json >merged-agree.json 2>&1
if grep -q '"kappa":	0.75,' merged-agree.json && grep -q '"alpha":	0.75219,' merged-agree.json; then
	ok "agree on the merged file gives the same kappa and alpha"
else
	not_ok "agree merged: $(head -c 600 merged-agree.json)"
fi
"$GRAVEL" annotations export merged.json --format csv >merged.csv 2>merged.err ||
	not_ok "the merged file does not export: $(cat merged.err)"
if sed -n 1p merged.csv | grep -q '^run,problem,sample,label,labels,conflict,tags,' &&
	[ "$(sed 1d merged.csv | wc -l)" -eq 60 ] && [ "$(grep -c ',ana=correct;bob=incorrect,yes,' merged.csv)" -eq 4 ] &&
	[ "$(grep -c ',yes,' merged.csv)" -eq 8 ]; then
	ok "export of the merged file: every annotator's label and the conflicts, 60 rows"
else
	not_ok "merged export: $(head -3 merged.csv)"
fi
printf 'label r x/flow/easy/standard/5 0 correct\n' >adj.txt
"$GRAVEL" annotations apply merged.json --author carol --script adj.txt >/dev/null 2>adj.err
if grep -A3 '"problem":	"x/flow/easy/standard/5"' merged.json | grep -q '"label":	"correct"' &&
	grep -q '"bob":	"incorrect"' merged.json; then
	ok "a label set on a merged file adjudicates; the annotators' labels stay"
else
	not_ok "adjudicate on the merged file: $(cat adj.err)"
fi
# an independent implementation: scikit-learn's cohen_kappa_score
# (Debian's python3-sklearn is for the system's python3, which may not
# be the first on PATH)
py=
for p in python3 /usr/bin/python3; do
	if [ -z "$py" ] && "$p" -c 'import sklearn.metrics' 2>/dev/null; then py=$p; fi
done
if [ -n "$py" ]; then
	"$GRAVEL" annotations export ana.json --format csv >ana.csv
	"$GRAVEL" annotations export bob.json --format csv >bob.csv
	"$GRAVEL" annotations agree ana.json bob.json --format json >ab.json
	if "$py" - ana.csv bob.csv ab.json <<'PY'
import csv, json, sys
from sklearn.metrics import cohen_kappa_score
a = {(r["run"], r["problem"], r["sample"]): r["label"] for r in csv.DictReader(open(sys.argv[1]))}
b = {(r["run"], r["problem"], r["sample"]): r["label"] for r in csv.DictReader(open(sys.argv[2]))}
keys = sorted(set(a) & set(b))
ref = cohen_kappa_score([a[k] for k in keys], [b[k] for k in keys])
ours = json.load(open(sys.argv[3]))["groups"][0]["kappa"]
print("# sklearn kappa %.6f, gravel %.6f over %d items" % (ref, ours, len(keys)))
assert len(keys) == 50 and abs(ref - ours) < 5e-4, (ref, ours)
PY
	then
		ok "kappa agrees with scikit-learn's cohen_kappa_score"
	else
		not_ok "kappa differs from scikit-learn's"
	fi
else
	echo "# SKIP scikit-learn comparison: python3-sklearn is not installed"
fi

# ---- adjudication with a reason ---------------------------------------------
# ana settles two of the planted disagreements in her own file: one taking
# bob's label, one keeping hers; the reasons go to the history, agreement
# is still measured on what each annotator gave.
cp ana.json anaj.json
cat >adjr.txt <<'S'
adjudicate r x/flow/easy/standard/5 0 incorrect bob is right: the cut has 3 edges
adjudicate r x/flow/easy/standard/25 0 correct mine stands, the flow is 7
S
"$GRAVEL" annotations apply anaj.json --author ana --script adjr.txt >/dev/null 2>adjr.err ||
	not_ok "adjudicate by script: $(cat adjr.err)"
if grep -A12 '"problem":	"x/flow/easy/standard/5"' anaj.json | grep -q '"label":	"incorrect"' &&
	grep -q '"reason":	"bob is right: the cut has 3 edges"' anaj.json &&
	grep -q '"reason":	"mine stands, the flow is 7"' anaj.json; then
	ok "adjudicate: the final label and its reason in the history, also where the label stays"
else
	not_ok "adjudicate: $(grep -A12 'standard/5"' anaj.json)"
fi
"$GRAVEL" annotations agree anaj.json bob.json >agreej.txt 2>&1
if grep -q "Cohen's kappa  *0\.750$" agreej.txt && grep -q "Krippendorff's alpha (nominal)  *0\.752$" agreej.txt; then
	ok "agree after adjudication: the same kappa and alpha (each annotator's own labels)"
else
	not_ok "agree after adjudication: $(cat agreej.txt)"
fi
printf 'adjudicate r x/flow/easy/standard/6 0 incorrect\n' >adjn.txt
"$GRAVEL" annotations apply anaj.json --author ana --script adjn.txt >/dev/null 2>adjn.err
rc=$?
if [ $rc -eq 65 ] && grep -q '^adjn.txt:1:[0-9]*: an adjudication needs a reason' adjn.err; then
	ok "adjudicate without a reason: SCRIPT:LINE:COL, status 65"
else
	not_ok "adjudicate without a reason: status $rc: $(cat adjn.err)"
fi
"$GRAVEL" annotations export anaj.json --format csv >anaj.csv 2>&1
# ana's own label of item 5, before the adjudication
own5=$(grep -A8 '"problem":	"x/flow/easy/standard/5"' ana.json | sed -n 's/.*"label":	"\(.*\)".*/\1/p' | head -1)
if sed -n 1p anaj.csv | grep -q '^run,problem,sample,label,own_label,reason,tags,' &&
	[ -n "$own5" ] && [ "$own5" != incorrect ] &&
	grep -q "^r,x/flow/easy/standard/5,0,incorrect,$own5,bob is right" anaj.csv &&
	"$GRAVEL" annotations export anaj.json --format jsonl | grep -q '"reason":"mine stands, the flow is 7"'; then
	ok "export: the label, the annotator's own ($own5) and the reason (csv, jsonl)"
else
	not_ok "export of the adjudicated file: $(grep 'standard/5,' anaj.csv)"
fi
"$GRAVEL" annotations merge anaj.json bob.json -o mergedj.json 2>/dev/null
if grep -q '"reason":	"bob is right: the cut has 3 edges"' mergedj.json &&
	grep -A3 '"problem":	"x/flow/easy/standard/5"' mergedj.json | grep -q '"label":	"incorrect"' &&
	[ "$(grep -c '"conflict":	true' mergedj.json)" = 8 ]; then
	ok "merge keeps the reason; the adjudicated label is the merged item's"
else
	not_ok "merge of an adjudicated file: $(grep -A6 'standard/5"' mergedj.json)"
fi

# ---- side-by-side notes in a merged file -------------------------------------
printf 'note r x/flow/easy/standard/7 0 one edge off\n' >na.txt
printf 'note r x/flow/easy/standard/7 0 misread the capacity\n' >nb.txt
cp ana.json anan.json
cp bob.json bobn.json
"$GRAVEL" annotations apply anan.json --author ana --script na.txt >/dev/null 2>&1
"$GRAVEL" annotations apply bobn.json --author bob --script nb.txt >/dev/null 2>&1
"$GRAVEL" annotations merge anan.json bobn.json -o mergedn.json 2>/dev/null
if grep -A12 '"problem":	"x/flow/easy/standard/7"' mergedn.json | grep -A3 '"notes":' |
	grep -q '"bob":	"misread the capacity"' &&
	grep -A12 '"problem":	"x/flow/easy/standard/7"' mergedn.json | grep -A3 '"notes":' | grep -q '"ana":	"one edge off"'; then
	ok "merge keeps every annotator's note by author (notes)"
else
	not_ok "merged notes: $(grep -A14 'standard/7"' mergedn.json)"
fi

# ---- browse --beside: what it refuses before the screen starts -------------
"$GRAVEL" browse --no-config ws.yaml --beside nosuch.json >/dev/null 2>bs.err </dev/null
rc=$?
if [ $rc -eq 66 ] && grep -q 'nosuch.json: .*no such annotation file' bs.err; then
	ok "browse --beside a missing file: status 66"
else
	not_ok "--beside missing: status $rc: $(cat bs.err)"
fi
printf '{"format": "gravel-annotations", "version": 1,\n "items": [{"run": 5}]}\n' >bad.json
"$GRAVEL" browse --no-config ws.yaml --beside bad.json >/dev/null 2>bs.err </dev/null
rc=$?
if [ $rc -eq 65 ] && grep -q '^bad.json:2:[0-9]*: ' bs.err; then
	ok "browse --beside a bad file: FILE:LINE:COL, status 65"
else
	not_ok "--beside bad: status $rc: $(cat bs.err)"
fi
"$GRAVEL" browse --no-config ws.yaml --annotations ana.json --beside ./ana.json >/dev/null 2>bs.err </dev/null
rc=$?
if [ $rc -eq 64 ] && grep -q 'is the annotation file itself' bs.err; then
	ok "browse --beside the annotation file itself: status 64"
else
	not_ok "--beside itself: status $rc: $(cat bs.err)"
fi

lib_tap_end annot-team
