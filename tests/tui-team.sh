#!/bin/sh
# tui-team.sh - annotating in the explorer as a team does, through tmux
# (a real terminal, a private server): the annotate screen's field cursor,
# messages, resuming where one left off, undo across two sessions, label
# keys. Skips (77) without tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
lib_tmux team
cd "$LIB_TMP" || exit 99
cp "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" .
cat >ws.yaml <<'YAML'
problems: problems.jsonl
runs: [runs.jsonl]
labels: [arith, misread]
YAML

# start NAME USER ARGS...: gravel browse as USER in a 120x30 pane
start() {
	_name=$1 _user=$2
	shift 2
	{
		echo '#!/bin/sh'
		printf "USER=%s TERM=xterm-256color '%s' browse ${CONFIG:---no-config}" "$_user" "$GRAVEL"
		for a in "$@"; do printf " '%s'" "$a"; done
		printf " 2>'%s'\n" "$LIB_TMP/$_name.err"
		echo 'echo gravel-exit=$?'
		echo 'sleep 60'
	} >"$LIB_TMP/$_name.sh"
	if ! tm new-session -d -s "$_name" -x 120 -y 30 "sh '$LIB_TMP/$_name.sh'" 2>/dev/null; then
		lib_skip "tmux cannot start a server here"
	fi
}

# keys SESSION KEY...: send keys one at a time
keys() {
	_s=$1
	shift
	for k in "$@"; do tm send-keys -t "$_s" "$k"; done
}

# quit SESSION: q until gravel has exited
quit() {
	_i=0
	while [ $_i -lt 10 ]; do
		tm capture-pane -p -t "$1" >"$LIB_TMP/pane.txt" 2>/dev/null
		grep -q 'gravel-exit=' "$LIB_TMP/pane.txt" && return 0
		tm send-keys -t "$1" q
		sleep 0.3
		_i=$((_i + 1))
	done
	return 1
}

# field_of FILE PROBLEM FIELD: the field's value of modelA's item in the
# annotation file (python-free: the file is indented JSON, one key a line)
ann=$LIB_TMP/ws.annotations.json

# ---- the annotate screen: the field cursor stops at the ends ---------------
start fields ana ws.yaml
wait_for fields 'Enter open' || not_ok "fields: the explorer did not start"
keys fields a
wait_for fields 'history: 0 changes' || not_ok "fields: no annotate screen"
if grep -q '|the question$' "$LIB_TMP/pane.txt" && grep -q '|Q: Give the shortest path from node 0 to node 2\.$' "$LIB_TMP/pane.txt" &&
	grep -q '|the graph$' "$LIB_TMP/pane.txt" && grep -q '|0: 4(4) 3(3) 1(3)$' "$LIB_TMP/pane.txt" &&
	grep -q '^ the model.s answer  *|' "$LIB_TMP/pane.txt"; then
	ok "the annotate screen shows the question and the graph beside the answer"
else
	not_ok "annotate screen: $(cat "$LIB_TMP/pane.txt")"
fi
# from the note, three k too many: the cursor stays on the label, and the
# j typed next move the label picker, never into a field as text
keys fields j k k k Enter
wait_for fields 'pick a label' || not_ok "fields: k k k Enter from the note did not open the label picker"
keys fields j j j j Enter
wait_for fields 'label saved' || not_ok "fields: no label saved"
if grep -q '"jjjj"' "$ann" 2>/dev/null; then
	not_ok "k k k Enter j j j j Enter from the note saved jjjj as text: $(cat "$ann")"
elif grep -q '"label":	"unparseable"' "$ann"; then
	ok "the field cursor stops at the label: k k k Enter j j j j Enter picks the 4th label"
else
	not_ok "field cursor: $(cat "$ann" 2>&1)"
fi

# ---- a refused override says "override:" once --------------------------------
keys fields Escape
quit fields
start ovr ana ws.yaml
wait_for ovr 'Enter open' || not_ok "ovr: the explorer did not start"
keys ovr a
wait_for ovr 'history: ' || not_ok "ovr: no annotate screen"
keys ovr j j j Enter C-u '0 9 2' Enter
if wait_for ovr 'is not a node of the graph' 50; then
	if grep -q 'override: override:' "$LIB_TMP/pane.txt"; then
		not_ok "the override's error repeats its prefix: $(grep 'override:' "$LIB_TMP/pane.txt")"
	elif grep -q '^ override: "path"\[1\] is not a node of the graph (0..4)' "$LIB_TMP/pane.txt"; then
		ok "a refused override is said once: override: \"path\"[1] is not a node ..."
	else
		not_ok "override message: $(grep 'node' "$LIB_TMP/pane.txt")"
	fi
else
	not_ok "no message for a bad override: $(cat "$LIB_TMP/pane.txt")"
fi
keys ovr Escape Escape
quit ovr

# ---- undo across two sessions on one item -----------------------------------
rm -f "$ann"
start ua ana ws.yaml
start ub bob ws.yaml
wait_for ua 'Enter open' && wait_for ub 'Enter open' || not_ok "undo: the explorers did not start"
keys ua a
wait_for ua 'history: 0 changes' || not_ok "undo: no annotate screen (ana)"
keys ua Enter
wait_for ua 'pick a label' || not_ok "undo: no picker"
keys ua j Enter
wait_for ua 'label saved' || not_ok "undo: ana's label not saved"
keys ub a
wait_for ub 'history: 1 change' || not_ok "undo: bob does not see ana's change"
keys ub j Enter hello Enter
wait_for ub 'note saved' || not_ok "undo: bob's note not saved"
wait_for ua 'note      hello' || not_ok "undo: ana does not see bob's note"
keys ua u
wait_for ua 'undid label' 100 || not_ok "undo: ana's u: $(tail -1 "$LIB_TMP/pane.txt")"
if grep -q '"note":	"hello"' "$ann" && ! grep -q '"label":	"correct"' "$ann"; then
	ok "undo in one session undoes its own change, not the other session's later one"
else
	not_ok "ana's u undid bob's change: $(tail -1 "$LIB_TMP/pane.txt"); $(grep -E '"(label|note)"' "$ann")"
fi
keys ua u
if wait_for ua "note #2 of t/shortest_path/easy/standard/0 sample 0 is bob's, from another session: u again to undo it" 100 &&
	grep -q '"note":	"hello"' "$ann"; then
	ok "undoing someone else's change asks first and names them"
else
	not_ok "no question before undoing bob's change: $(tail -1 "$LIB_TMP/pane.txt")"
fi
keys ua u
if wait_for ua 'undid note' 100 && ! grep -q '"note":	"hello"' "$ann"; then
	ok "u again undoes it"
else
	not_ok "u again: $(tail -1 "$LIB_TMP/pane.txt")"
fi
keys ua Escape
keys ub Escape
quit ua
quit ub

# ---- a 30-item session in label keys: keys per labelled item ---------------
# The demo (32 answers, 8 labels). `"` makes a label key also go to the
# next unlabelled answer; every key sent is counted, restarts included.
nkeys=0
send() {
	tm send-keys -t "$1" "$2"
	nkeys=$((nkeys + 1))
}
CONFIG=' ' start s1 ana
wait_for s1 '1-8 label' || not_ok "session: no label keys in the footer: $(tail -1 "$LIB_TMP/pane.txt")"
send s1 '"'
wait_for s1 'now also goes to the next unlabelled' 100 || not_ok "session: label-next not said"
i=1
while [ $i -le 15 ]; do
	send s1 $(( (i - 1) % 8 + 1 ))
	wait_for s1 " $((i + 1))/32\$" 100 || not_ok "session: after label $i: $(tail -1 "$LIB_TMP/pane.txt")"
	i=$((i + 1))
done
send s1 q
quit s1
CONFIG=' ' start s2 ana
if wait_for s2 ' 16/32$' 100; then
	ok "the session resumes at the next unlabelled answer after a restart"
else
	not_ok "resume: $(tail -1 "$LIB_TMP/pane.txt")"
fi
send s2 '"'
while [ $i -le 30 ]; do
	send s2 $(( (i - 1) % 8 + 1 ))
	wait_for s2 "label saved" 100 || not_ok "session: label $i: $(tail -1 "$LIB_TMP/pane.txt")"
	i=$((i + 1))
done
send s2 q
quit s2
demo=$(ls "$HOME"/.local/share/gravel/annotations/*.json 2>/dev/null | head -1)
nlab=$(grep -c '^			"label":' "${demo:-/dev/null}")
if [ "$nlab" -eq 30 ] && [ $((nkeys * 100 / 30)) -le 200 ]; then
	ok "30 answers labelled in $nkeys keys ($((nkeys * 100 / 30))/100 a label, at most 2)"
else
	not_ok "session: $nlab labels in $nkeys keys"
fi
echo "# keys per labelled item: $nkeys keys, $nlab labels"
"$GRAVEL" annotations export "$demo" --format csv >session.csv 2>session.err
if command -v python3 >/dev/null 2>&1; then
	if python3 - session.csv <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
assert len(rows) == 30, len(rows)
assert all(r["label"] for r in rows)
assert len({r["label"] for r in rows}) == 8
PY
	then
		ok "the session's export reads as CSV: 30 labelled rows, 8 labels"
	else
		not_ok "session export: $(head -3 session.csv) $(cat session.err)"
	fi
fi

# ---- a merged file: the disagreement filter, both labels, adjudication ------
cat >ta.txt <<'S'
label modelA t/shortest_path/easy/standard/0 0 partial
label modelA t/flow/easy/standard/0 0 partial
label modelA t/connectivity/hard/standard/0 0 correct
S
sed 's/flow\/easy\/standard\/0 0 partial/flow\/easy\/standard\/0 0 incorrect/' ta.txt >tb.txt
echo 'note modelA t/flow/easy/standard/0 0 right cut, wrong value' >>ta.txt
echo 'note modelA t/flow/easy/standard/0 0 no flow given' >>tb.txt
"$GRAVEL" annotations apply ta.json --author ana --script ta.txt >/dev/null 2>&1
"$GRAVEL" annotations apply tb.json --author bob --script tb.txt >/dev/null 2>&1
"$GRAVEL" annotations merge ta.json tb.json -o merged.json 2>/dev/null || not_ok "merge for the TUI"
start adj carol ws.yaml --annotations "$LIB_TMP/merged.json"
wait_for adj 'Enter open' || not_ok "adj: the explorer did not start"
n=0
while [ $n -lt 12 ] && ! grep -q 'annotators-disagree' "$LIB_TMP/pane.txt"; do
	keys adj A
	sleep 0.2
	tm capture-pane -p -t adj >"$LIB_TMP/pane.txt"
	n=$((n + 1))
done
if wait_for adj 'annotators-disagree' 50 && wait_for adj ' 1/1$' 50 &&
	grep -q 'standard/0  n=4 ' "$LIB_TMP/pane.txt" && ! grep -q 'standard/0  n=5 ' "$LIB_TMP/pane.txt"; then
	ok "the disagreement filter shows exactly the item the annotators label differently"
else
	not_ok "disagreement filter: $(cat "$LIB_TMP/pane.txt")"
fi
keys adj a
if wait_for adj 'labels    ana: partial   bob: incorrect   (they disagree)' 50 &&
	grep -q '^ notes     ana: right cut, wrong value  .*| bob: no flow given' "$LIB_TMP/pane.txt"; then
	ok "the annotate screen shows both annotators' labels and notes side by side"
else
	not_ok "both labels: $(cat "$LIB_TMP/pane.txt")"
fi
keys adj Enter
wait_for adj 'pick a label' 50 || not_ok "adj: no picker"
keys adj j j j Enter
wait_for adj 'adjudicating partial: why' 50 || not_ok "adj: the reason was not asked for"
keys adj Enter
wait_for adj 'an adjudication needs a reason' 50 || not_ok "adj: an empty reason was taken"
keys adj 'the answer names the right cut' Enter
if wait_for adj '(adjudicated)' 50 &&
	grep -A2 '"problem":	"t/flow/easy/standard/0"' merged.json | grep -q '"label":	"partial"' &&
	grep -q '"author":	"carol"' merged.json && grep -q '"bob":	"incorrect"' merged.json &&
	grep -q '"reason":	"the answer names the right cut"' merged.json; then
	ok "a label set on the conflict adjudicates it, by its author, with the reason asked for, the annotators' labels kept"
else
	not_ok "adjudication: $(tail -3 "$LIB_TMP/pane.txt")"
fi
keys adj Escape
quit adj

# ---- a second annotator's file beside one's own (browse --beside) ----------
# ana labelled 20 answers, bob 16 of them, 4 differently (5, 9, 12 and 17);
# both wrote a note on 9. The filter, both labels and notes side by side,
# bob's file watched live, adjudication with a reason, a restart, agree.
"$GRAVEL" gen nlgraph --task flow --difficulty easy --count 20 --seed 7 -o pb.jsonl 2>/dev/null ||
	not_ok "gen for --beside"
: >rb.jsonl
: >sa.txt
: >sb.txt
i=0
while [ $i -le 19 ]; do
	printf '{"problem": "gen/nlgraph/flow/easy/standard/%d", "run": "modelA", "sample": 0, "text": "The maximum flow is %d."}\n' $i $((i % 5)) >>rb.jsonl
	l=correct
	[ $((i % 3)) -eq 0 ] && l=incorrect
	echo "label modelA gen/nlgraph/flow/easy/standard/$i 0 $l" >>sa.txt
	case $i in 5 | 9 | 12 | 17) m=partial ;; *) m=$l ;; esac
	[ $i -ge 4 ] && echo "label modelA gen/nlgraph/flow/easy/standard/$i 0 $m" >>sb.txt
	i=$((i + 1))
done
echo "note modelA gen/nlgraph/flow/easy/standard/9 0 the flow is 5, one path missed" >>sa.txt
echo "note modelA gen/nlgraph/flow/easy/standard/9 0 says 5 but only 4 can pass" >>sb.txt
printf 'problems: pb.jsonl\nruns: [rb.jsonl]\n' >wsb.yaml
"$GRAVEL" annotations apply anab.json --author ana --script sa.txt >/dev/null 2>&1 || not_ok "apply ana"
"$GRAVEL" annotations apply bobb.json --author bob --script sb.txt >/dev/null 2>&1 || not_ok "apply bob"
kappa0=$("$GRAVEL" annotations agree anab.json bobb.json 2>&1 | grep "Cohen's kappa")
start bs ana wsb.yaml --annotations "$LIB_TMP/anab.json" --beside "$LIB_TMP/bobb.json"
wait_for bs 'Enter open' || not_ok "beside: the explorer did not start: $(cat bs.err)"
n=0
while [ $n -lt 12 ] && ! grep -q 'annotators-disagree' "$LIB_TMP/pane.txt"; do
	keys bs A
	sleep 0.2
	tm capture-pane -p -t bs >"$LIB_TMP/pane.txt"
	n=$((n + 1))
done
shown=$(wait_for bs ' 1/4$' 50 && grep -o 'gen/nlgraph/flow/easy/standard/[0-9]*' "$LIB_TMP/pane.txt" |
	sed 's|.*/||' | tr '\n' ' ')
if grep -q 'annotators-disagree' "$LIB_TMP/pane.txt" && [ "$shown" = "5 9 12 17 " ]; then
	ok "beside: the disagreement filter shows exactly the 4 planted items"
else
	not_ok "beside filter: '$shown' $(cat "$LIB_TMP/pane.txt")"
fi
keys bs j a
if wait_for bs 'labels    ana: incorrect   bob: partial   (they disagree)' 50 &&
	grep -q '^ notes     ana: the flow is 5, one path missed  .*| bob: says 5 but only 4 can pass' "$LIB_TMP/pane.txt"; then
	ok "beside: both annotators' labels and notes side by side on the annotate screen"
else
	not_ok "beside annotate: $(cat "$LIB_TMP/pane.txt")"
fi
sum=$(cksum <bobb.json)
echo "note modelA gen/nlgraph/flow/easy/standard/9 0 says 5; 4 units pass the cut" >sc.txt
"$GRAVEL" annotations apply bobb.json --author bob --script sc.txt >/dev/null 2>&1
if wait_for bs "bob's annotations changed: reloaded" 50 && wait_for bs '| bob: says 5; 4 units pass the cut' 50; then
	ok "beside: bob's file is watched, his new note shows at once"
else
	not_ok "beside live: $(cat "$LIB_TMP/pane.txt")"
fi
sum=$(cksum <bobb.json)
keys bs Enter
wait_for bs 'pick a label' 50 || not_ok "beside: no picker"
keys bs j Enter
wait_for bs 'adjudicating partial: why' 50 || not_ok "beside: the reason was not asked for"
keys bs 'bob is right: 4 units pass' Enter
if wait_for bs '(adjudicated)' 50 && wait_for bs '^ reason    bob is right: 4 units pass  (ana, ' 50 &&
	grep -A40 '"problem":	"gen/nlgraph/flow/easy/standard/9"' anab.json | grep -q '"label":	"partial"' &&
	grep -q '"reason":	"bob is right: 4 units pass"' anab.json && [ "$(cksum <bobb.json)" = "$sum" ]; then
	ok "beside: adjudicating writes the label and the reason to one's own history; bob's file untouched"
else
	not_ok "beside adjudication: $(cat "$LIB_TMP/pane.txt")"
fi
keys bs Escape Enter
if wait_for bs '^ labels ana: incorrect   bob: partial   (adjudicated)' 50 &&
	grep -q '^ notes  ana: the flow is 5, one path missed .*| bob: says 5; 4 units pass' "$LIB_TMP/pane.txt" &&
	grep -q '^ reason bob is right: 4 units pass' "$LIB_TMP/pane.txt"; then
	ok "beside: the problem screen shows both labels, both notes and the reason"
else
	not_ok "beside problem screen: $(cat "$LIB_TMP/pane.txt")"
fi
keys bs q
wait_for bs 'Enter open' 50 || not_ok "beside: not back in the navigator"
keys bs '"'
wait_for bs 'now also goes to the next' 50 || not_ok "beside: label and go not turned on: $(tail -1 "$LIB_TMP/pane.txt")"
keys bs k
wait_for bs ' 1/4$' 50 || not_ok "beside: not on the first disputed item"
keys bs 3
wait_for bs 'reason for the adjudication: ' 50 || not_ok "beside: a label key on a disagreement asked no reason"
keys bs 'taking bob: partial' Enter
if wait_for bs 'adjudicated: partial' 50 &&
	grep -A40 '"problem":	"gen/nlgraph/flow/easy/standard/5"' anab.json | grep -q '"reason":	"taking bob: partial"'; then
	ok "beside: a label key on a disagreement adjudicates too, after its reason"
else
	not_ok "beside label key: $(tail -2 "$LIB_TMP/pane.txt")"
fi
if wait_for bs ' 2/4$' 50; then
	ok "beside: with label and go on, an adjudication by label key moves to the next disputed item"
else
	not_ok "beside label and go: $(tail -1 "$LIB_TMP/pane.txt")"
fi
quit bs
tm kill-session -t bs 2>/dev/null
start bs2 ana wsb.yaml --annotations "$LIB_TMP/anab.json" --beside "$LIB_TMP/bobb.json"
wait_for bs2 'Enter open' || not_ok "beside: no restart"
keys bs2 G
wait_for bs2 ' 20/20$' 50
keys bs2 k k k k k k k k k k a
if wait_for bs2 'item      gen/nlgraph/flow/easy/standard/9 ' 50 &&
	wait_for bs2 '(adjudicated)' 50 && grep -q '^ reason    bob is right: 4 units pass' "$LIB_TMP/pane.txt"; then
	ok "beside: the adjudication survives a restart"
else
	not_ok "beside restart: $(cat "$LIB_TMP/pane.txt")"
fi
keys bs2 Escape
quit bs2
kappa1=$("$GRAVEL" annotations agree anab.json bobb.json 2>&1 | grep "Cohen's kappa")
if [ -n "$kappa0" ] && [ "$kappa0" = "$kappa1" ]; then
	ok "beside: annotations agree gives the same kappa after the adjudication ($(echo $kappa1 | awk '{print $NF}'))"
else
	not_ok "beside kappa: '$kappa0' then '$kappa1'"
fi

# ---- a checkout holding some task folders; resuming where one left off ------
if lib_have_shared; then
	part=$LIB_TMP/part
	mkdir -p "$part/NLGraph"
	ln -s "$GRAVEL_SHARED/nlgraph/NLGraph/flow" "$part/NLGraph/flow"
	ln -s "$GRAVEL_SHARED/nlgraph/NLGraph/hamilton" "$part/NLGraph/hamilton"
	# the state file is kept (no --no-config; HOME is the test's own)
	CONFIG=' ' start part1 ana "$part"
	if wait_for part1 'message while loading' 600; then
		ok "a checkout of flow/ and hamilton/ opens"
	else
		not_ok "partial checkout: $(cat "$LIB_TMP/pane.txt")"
	fi
	keys part1 / 'hamilton/easy/standard/5' Enter
	wait_for part1 '1856/3100' 100 || not_ok "search: $(tail -1 "$LIB_TMP/pane.txt")"
	quit part1
	n=$(grep -c 'no folder for connectivity, cycle, topology, shortest_path, matching, GNN (6 tasks not loaded)' "$LIB_TMP/part1.err")
	if [ "$n" = 1 ] && ! grep -q 'missing task folder' "$LIB_TMP/part1.err"; then
		ok "what is missing is said once"
	else
		not_ok "missing folders said $n times: $(cat "$LIB_TMP/part1.err")"
	fi
	CONFIG=' ' start part2 ana "$part"
	if wait_for part2 '1856/3100' 600; then
		ok "a position in a task loaded after the first is restored"
	else
		not_ok "resume: $(tail -1 "$LIB_TMP/pane.txt")"
	fi
	keys part2 v v
	wait_for part2 'verdict=wrong' 100 || not_ok "verdict filter: $(sed -n 2p "$LIB_TMP/pane.txt")"
	quit part2
	CONFIG=' ' start part3 ana "$part"
	if wait_for part3 'verdict=wrong' 600 && wait_for part3 '/56$' 600; then
		ok "the filters are restored with the position"
	else
		not_ok "filters not restored: $(sed -n '2p;$p' "$LIB_TMP/pane.txt")"
	fi
	quit part3
else
	echo "# SKIP partial checkout and resume: ../shared not found (set GRAVEL_SHARED)"
fi

lib_tap_end tui-team
