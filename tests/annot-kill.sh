#!/bin/sh
# annot-kill.sh - annotation persistence under SIGKILL.
#
# Runs a scripted annotation session (`gravel annotations apply`, which
# prints "ok LINE ID" once a change is durably saved) many times on one
# workspace, each time killed with SIGKILL at a random moment, and checks
# after every kill that
#   - the annotation file still parses (`gravel annotations export` exits 0)
#     and no corrupt file was ever kept aside,
#   - every acknowledged change is in the file: its history event (by id,
#     with its op, field and value) is there;
# and at the end that every change acknowledged in any round is still
# there, and that the next writer removes the killed writers' temporary
# files. Rounds: ANNOT_KILL_ROUNDS (default 40), all of which must run;
# ANNOT_KILL_SECONDS (default 900) only bounds a run that hangs, it is no
# speed target (a loaded machine runs fewer rounds a minute, and that is
# not a failure); ANNOT_KILL_SEED makes the kill moments
# reproducible (printed otherwise).
set -u

. "${SRCDIR:-.}/tests/lib.sh"
lib_init

ROUNDS=${ANNOT_KILL_ROUNDS:-40}
BUDGET=${ANNOT_KILL_SECONDS:-900}
SEED=${ANNOT_KILL_SEED:-$$}
LINES=28

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-annot-kill.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
trap 'exit 99' INT TERM HUP
cp "$SRCDIR/tests/data/annot/ws.yaml" "$SRCDIR/tests/data/annot/runs.jsonl" "$tmp/" || exit 99
cd "$tmp" || exit 99
: >acked
fail=0

# script ROUND: one change per line, every kind of change (every other
# label an adjudication, with its reason), each on its own item (problem
# pROUND-LINE) so its value is unique.
script() {
	j=1
	while [ $j -le $LINES ]; do
		k="fixture p$1-$j 0"
		case $((j % 7)) in
		0) if [ $((j / 7 % 2)) -eq 1 ]; then echo "adjudicate $k partial r$1-$j"; else echo "label $k partial"; fi ;;
		1) echo "note $k n$1-$j" ;;
		2) echo "tags $k t$1-$j,x" ;;
		3) echo "override $k {\"value\": $(($1 * 100 + j))}" ;;
		4) echo "undo" ;;
		5) echo "redo" ;;
		6) echo "clear fixture p$1-$((j - 3)) 0" ;;
		esac
		j=$((j + 1))
	done
}

# pattern ROUND LINE ID: what the history event of that change looks like
# in the jsonl export (one item per line, events as compact JSON).
pattern() {
	e="\\{\"id\":$3,[^{}]*\"author\":\"kill\","
	case $(($2 % 7)) in
	0) if [ $(($2 / 7 % 2)) -eq 1 ]; then why=",\"reason\":\"r$1-$2\""; else why=; fi
		printf '%s\n' "$e\"op\":\"set\",\"field\":\"label\",\"from\":null,\"to\":\"partial\"$why\\}" ;;
	1) printf '%s\n' "$e\"op\":\"set\",\"field\":\"note\",\"from\":null,\"to\":\"n$1-$2\"\\}" ;;
	2) printf '%s\n' "$e\"op\":\"set\",\"field\":\"tags\",\"from\":null,\"to\":\\[\"t$1-$2\",\"x\"\\]\\}" ;;
	3) printf '%s\n' "$e\"op\":\"set\",\"field\":\"override\",\"from\":null,\"to\":\\{\"value\":$(($1 * 100 + $2))\\}\\}" ;;
	4) printf '%s\n' "$e\"op\":\"undo\",\"undoes\":[0-9]+,\"field\":\"override\",\"from\":\\{\"value\":$(($1 * 100 + $2 - 1))\\},\"to\":null\\}" ;;
	5) printf '%s\n' "$e\"op\":\"redo\",\"undoes\":[0-9]+,\"field\":\"override\",\"from\":null,\"to\":\\{\"value\":$(($1 * 100 + $2 - 2))\\}\\}" ;;
	6) printf '%s\n' "$e\"op\":\"clear\",\"field\":\"all\"" ;;
	esac
}

# check ACKS: every "ROUND LINE ID" of ACKS is in the export.
check() {
	if ! "$GRAVEL" annotations export ws.yaml --format jsonl --all >export.jsonl 2>export.err; then
		echo "FAIL: the annotation file does not parse:"
		cat export.err
		return 1
	fi
	if ls notes.json.corrupt-* >/dev/null 2>&1; then
		echo "FAIL: a corrupt file was kept aside: $(ls notes.json.corrupt-*)"
		return 1
	fi
	while read -r r l id; do
		if ! grep -Eq "$(pattern "$r" "$l" "$id")" export.jsonl; then
			echo "FAIL: round $r line $l (event $id) was acknowledged but is not in the file"
			return 1
		fi
	done <"$1"
	return 0
}

# first, the command line once, in a folder of its own: a scripted session,
# its export, and scores that include its overrides
mkdir cli && cp ws.yaml runs.jsonl cli/ || exit 99
(
	cd cli || exit 1
	"$GRAVEL" annotations apply ws.yaml --script "$SRCDIR/tests/data/annot/script.txt" \
		--author cli >out.txt || exit 1
	[ "$(grep -c '^ok [0-9]* [1-9]' out.txt)" -eq 10 ] || { echo "apply: $(cat out.txt)"; exit 1; }
	"$GRAVEL" annotations export ws.yaml --format jsonl >export.jsonl || exit 1
	[ "$(wc -l <export.jsonl)" -eq 2 ] || { echo "export: the cleared item is listed"; exit 1; }
	grep -q '"label":"partial","note":"adds 5 + 3 right,\\nthen writes 3","tags":\["arithmetic","final-answer"\],"override":{"value":8}' \
		export.jsonl || { echo "export: $(cat export.jsonl)"; exit 1; }
	"$GRAVEL" annotations export notes.json --format csv --label hallucinated-edge >export.csv || exit 1
	[ "$(sed -n 2p export.csv | cut -d, -f1-4)" = "fixture,demo/shortest_path/easy/standard/0,0,hallucinated-edge" ] ||
		{ echo "csv: $(cat export.csv)"; exit 1; }
	"$GRAVEL" score "$SRCDIR/config/demo/problems.jsonl" runs.jsonl --items --format jsonl \
		--with-annotations ws.yaml >scores.jsonl 2>scores.err || exit 1
	grep -q '"problem":"demo/flow/easy/standard/0".*"metrics":{"exact":1,"pc":1},"flags":\["override"\]' scores.jsonl &&
	grep -q '2 answers scored by their overrides' scores.err ||
		{ echo "score: $(cat scores.jsonl scores.err)"; exit 1; }
	"$GRAVEL" score "$SRCDIR/config/demo/problems.jsonl" runs.jsonl --items --format jsonl >plain.jsonl || exit 1
	! grep -q override plain.jsonl && grep -q '"problem":"demo/flow/easy/standard/0".*"exact":0' plain.jsonl ||
		{ echo "score without annotations: $(cat plain.jsonl)"; exit 1; }
) || { echo "FAIL: the annotations command line"; exit 1; }
echo "annot-kill: command line ok"

# calibration: how long one whole session takes here (sanitizer builds are
# slower), so that kills land anywhere in it
script 0 >script.txt
t0=$(date +%s%N)
"$GRAVEL" annotations apply ws.yaml --script script.txt --author kill >out.txt 2>err.txt || {
	echo "FAIL: an uninterrupted session failed:"
	cat err.txt
	exit 1
}
t1=$(date +%s%N)
awk -v r=0 '/^ok [0-9]+ [0-9]+$/ && $3 > 0 { print r, $2, $3 }' out.txt >>acked
case $t0$t1 in
*N*) span=0.12 ;;
*) span=$(awk -v a="$t0" -v b="$t1" 'BEGIN { s = (b - a) / 1e9 * 2; printf "%.3f", s < 0.02 ? 0.02 : s }') ;;
esac

echo "annot-kill: seed $SEED, up to $ROUNDS rounds in ${BUDGET}s, kills within ${span}s"
start=$(date +%s)
round=0
kills=0
while [ $round -lt "$ROUNDS" ] && [ $(($(date +%s) - start)) -lt "$BUDGET" ]; do
	round=$((round + 1))
	script $round >script.txt
	# a random moment of the session (or just after it)
	delay=$(awk -v s="$SEED" -v r=$round -v t="$span" 'BEGIN { srand(s * 1000 + r); printf "%.3f", rand() * t }')
	# no leak check at exit in these rounds (the uninterrupted session
	# above has one): LeakSanitizer checks from a process of its own,
	# which a kill of gravel leaves behind to print "Unable to get
	# registers from thread" into err.txt (CI run of f1a4c8d, round 6)
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		"$GRAVEL" annotations apply ws.yaml --script script.txt --author kill >out.txt 2>err.txt &
	pid=$!
	sleep "$delay"
	kill -KILL $pid 2>/dev/null
	wait $pid 2>/dev/null
	# "ok LINE ID" lines, the last possibly cut by the kill: complete ones only
	awk -v r=$round '/^ok [0-9]+ [0-9]+$/ && $3 > 0 { print r, $2, $3 }' out.txt >round.txt
	# a killed gravel prints nothing; anything on stderr is a real error
	if [ -s err.txt ]; then
		echo "FAIL: round $round: gravel reported:"
		cat err.txt
		fail=1
		break
	fi
	[ "$(wc -l <round.txt)" -lt $LINES ] && kills=$((kills + 1))
	cat round.txt >>acked
	if ! check round.txt; then
		fail=1
		break
	fi
done

if [ $fail -eq 0 ] && ! check acked; then
	fail=1
fi
# the next writer removes the temporary files killed writers left
if [ $fail -eq 0 ]; then
	echo "# nothing" >empty.txt
	"$GRAVEL" annotations apply ws.yaml --script empty.txt >/dev/null || fail=1
	if ls notes.json.tmp* >/dev/null 2>&1; then
		echo "FAIL: temporary files left: $(ls notes.json.tmp*)"
		fail=1
	fi
fi
echo "annot-kill: $round rounds, $kills killed mid-session, $(wc -l <acked) acknowledged changes checked"
if [ $round -lt "$ROUNDS" ] && [ $fail -eq 0 ]; then
	echo "FAIL: stopped after $round of $ROUNDS rounds: the ${BUDGET}s bound for a hung run"
	fail=1
fi
[ $fail -eq 0 ] && echo "PASS: annot-kill"
exit $fail
