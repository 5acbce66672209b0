#!/bin/sh
# tui-annot.sh - annotating through the explorer, by key script (script
# mode: gravel browse --keys FILE --dump-screen OUT): pick a label, type a
# note with UTF-8 and the line-editing keys, tags, an override that
# changes the verdict under both policies, undo and redo; then the
# annotation file is checked, and a second session shows the label and
# the override mark in the navigator, filters by label, and the scores
# screen marks the override. Also: Esc cancels an edit, a bad override is
# refused, undo is per item and survives a restart, a corrupt file is
# kept aside and reported. (Annotating without a workspace file:
# tests/tui-annot-setup.sh.)
#
# Screens are compared with tests/screens/annot-*.out (UPDATE=1 rewrites
# them). The workspace is tests/screens/ (problems, runs) with the
# annotation file in a temporary directory; the clock of the history is
# fixed with SOURCE_DATE_EPOCH and the author with USER.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8
USER=tester
SOURCE_DATE_EPOCH=1700000000
export USER SOURCE_DATE_EPOCH

dir=$SRCDIR/tests/screens
ws=$LIB_TMP/ws.yaml
notes=$LIB_TMP/notes.json
cat >"$ws" <<EOF
name: annotations
problems:
  - jsonl: $dir/problems.jsonl
runs:
  - jsonl: $dir/runs.jsonl
annotations: notes.json
policy: strict
labels: [hallucinated-edge, arithmetic-slip]
EOF
lib_tap

# run NAME KEYS [OPTIONS...]: replay KEYS on $ws into $LIB_TMP/NAME.txt
run() { lib_browse "$@" "$ws" 2>"$LIB_TMP/$1.err"; }

# expect NAME: compare $LIB_TMP/NAME.txt with tests/screens/NAME.out
expect() { lib_expect "$dir" "$1"; }

# export: the annotation file as JSON lines (one item per line)
export_jsonl() {
	"$GRAVEL" annotations export "$ws" --format jsonl
}

# ---- a session: label, note, tags, override, undo, redo -------------------
# The first problem (shortest path) of modelA: its answer 0,4,2 is partial
# under strict and wrong under compat; the override 0 3 2 is the shortest
# path, right under both.
cat >"$LIB_TMP/session.keys" <<'EOF'
# open the annotation screen on the first problem, pick the label "partial"
a Enter j j j Enter
@dump
# the note: UTF-8 typed byte by byte, then line editing
j Enter "right idea, one édge off" C-a Right Right Right Right Right "XX" C-e Left Left Backspace
@dump
Enter
# tags: split at blanks and commas, sorted, duplicates dropped
j Enter "path arithmetic, path" Enter
# the override, in the task's shape
j Enter "0 3 2" Enter
@dump
u
@dump
U
EOF
if "$GRAVEL" browse --no-config --keys "$LIB_TMP/session.keys" --dump-screen \
	"$LIB_TMP/annot-session.txt" "$ws" </dev/null 2>"$LIB_TMP/session.err"; then
	expect annot-session
else
	not_ok "annotation session: gravel failed: $(cat "$LIB_TMP/session.err")"
fi
# the cursor of the line editor, with roles: wide characters take two
# columns, the cursor moves by code point
run annot-cursor 'a j Enter C-u "漢字ab€" Left Left' --dump-roles
expect annot-cursor
if grep -q 'char 3  col 5' "$LIB_TMP/annot-cursor.txt"; then
	ok "line editor: cursor by code point and display width (漢字a|b€: char 3, col 5)"
else
	not_ok "line editor: cursor position"
fi

# ---- the file -------------------------------------------------------------
export_jsonl >"$LIB_TMP/items.jsonl" 2>"$LIB_TMP/export.err"
item=$(grep '"run":"modelA","problem":"t/shortest_path/easy/standard/0","sample":0' \
	"$LIB_TMP/items.jsonl")
check() {
	if printf '%s' "$item" | grep -qF -- "$2"; then ok "file: $1"; else not_ok "file: $1: $item"; fi
}
check "label" '"label":"partial"'
check "note with UTF-8 and line edits" '"note":"rightXX idea, one édge ff"'
check "tags sorted and unique" '"tags":["arithmetic","path"]'
check "override with the path's length" '"override":{"path":[0,3,2],"length":4}'
check "history: undo of the override" '"op":"undo","undoes":4,"field":"override"'
check "history: redo last" '"op":"redo","undoes":5,"field":"override","from":null,"to":{"path":[0,3,2],"length":4}}]}'
check "author and time" '"time":"2023-11-14T22:13:20Z","author":"tester"'
n=$(printf '%s' "$item" | grep -o '"id":' | wc -l)
[ "$n" -eq 6 ] && ok "file: six changes in the history" || not_ok "file: $n changes, expected 6"
if grep -q '"path":	\[0, 3, 2\]' "$notes" && [ ! -e "$notes.tmp" ]; then
	ok "the annotation file is saved (no temporary file left)"
else
	not_ok "annotation file: $(ls "$LIB_TMP")"
fi

# ---- the override changed the verdicts --------------------------------------
if grep -q 'saved; strict partial, compat wrong -> strict right, compat right' \
	"$LIB_TMP/annot-session.txt"; then
	ok "override: re-scored at once under both policies (partial/wrong -> right)"
else
	not_ok "override: verdicts did not change"
fi

# ---- a second session: the navigator, the label filter, the scores ---------
run annot-navigator "" --dump-roles
expect annot-navigator
run annot-filter "A"
if grep -q '  annotated' "$LIB_TMP/annot-filter.txt" && grep -q '1 of 3 problems' "$LIB_TMP/annot-filter.txt"; then
	ok "filter-label: annotated items only"
else
	not_ok "filter-label: annotated"
fi
run annot-filter2 "A A A A"
if grep -q 'label=partial' "$LIB_TMP/annot-filter2.txt" && grep -q '1 of 3 problems' "$LIB_TMP/annot-filter2.txt"; then
	ok "filter-label: by label"
else
	not_ok "filter-label: label=partial"
fi
run annot-filter3 "A A A A A A A A A"
if grep -q 'not-annotated' "$LIB_TMP/annot-filter3.txt" && grep -q '2 of 3 problems' "$LIB_TMP/annot-filter3.txt"; then
	ok "filter-label: not annotated"
else
	not_ok "filter-label: not annotated"
	cat "$LIB_TMP/annot-filter3.txt"
fi
run annot-scores "s"
if grep -q '\[override\] scored by the annotation' "$LIB_TMP/annot-scores.txt" &&
	grep -q 'strict  right    credit 1.00 .*\[override\]' "$LIB_TMP/annot-scores.txt"; then
	ok "scores screen: the override is marked"
else
	not_ok "scores screen: no override mark"
fi
# undo is per item and its history is in the file: a new session undoes
# the item's last change (the override redone above), then redoes it
run annot-undo-restart "u"
if grep -q 'undid override of t/shortest_path/easy/standard/0 sample 0 (change #6)' \
	"$LIB_TMP/annot-undo-restart.txt" && ! export_jsonl | grep -q '"override":{'; then
	ok "undo survives a restart: u undoes the item's last change, named in the status"
else
	not_ok "undo after a restart: $(tail -1 "$LIB_TMP/annot-undo-restart.txt")"
fi
run annot-redo-restart "U"
if grep -q 'redid override of t/shortest_path/easy/standard/0 sample 0' \
	"$LIB_TMP/annot-redo-restart.txt" && export_jsonl | grep -q '"override":{"path":\[0,3,2\]'; then
	ok "redo after a restart puts the override back"
else
	not_ok "redo after a restart: $(tail -1 "$LIB_TMP/annot-redo-restart.txt")"
fi
run annot-undo-other "j u"
grep -q 'nothing to undo for t/flow/easy/standard/0 sample 0' "$LIB_TMP/annot-undo-other.txt" &&
	ok "undo acts on the item on screen only" || not_ok "undo on another item: $(tail -1 "$LIB_TMP/annot-undo-other.txt")"

# ---- Esc cancels, a bad override is refused ----------------------------------
before=$(cksum <"$notes")
run annot-cancel 'a j Enter "never saved" Esc'
[ "$(cksum <"$notes")" = "$before" ] && grep -q 'rightXX' "$LIB_TMP/annot-cancel.txt" &&
	ok "Esc cancels the edit: the file is unchanged" || not_ok "Esc cancel changed the file"
run annot-bad 'a j j j Enter C-u "0 9 2" Enter'
if [ "$(cksum <"$notes")" = "$before" ] && grep -q 'override: ' "$LIB_TMP/annot-bad.txt"; then
	ok "an override that does not fit the graph is refused: $(tail -1 "$LIB_TMP/annot-bad.txt" | cut -c1-60)"
else
	not_ok "bad override"
	tail -1 "$LIB_TMP/annot-bad.txt"
fi
run annot-clear 'a j j j Enter C-u Enter'
if grep -q 'strict    partial (0.50)' "$LIB_TMP/annot-clear.txt" &&
	! export_jsonl | grep -q '"override":{'; then
	ok "an empty override removes it: the model's answer is scored again"
else
	not_ok "removing the override"
fi

# ---- the problem and trace screens after an override -----------------------
# Both kept the item they had built before the override ("model  yes
# (override; the model's own answer: yes)" for the override no): an
# override swaps the answer's text under the same answer. Own workspace
# and annotation file: connectivity/hard of modelA answers yes.
mkdir -p "$LIB_TMP/reload"
sed 's|^annotations: notes.json|annotations: reload.json|' "$ws" >"$LIB_TMP/reload/ws.yaml"
lib_browse reload-problem 'G Enter a j j j Enter "no" Enter q' --size 100x16 \
	"$LIB_TMP/reload/ws.yaml" 2>/dev/null
grep -q "^ model  no   (override; the model's own answer: yes)\$" "$LIB_TMP/reload-problem.txt" &&
	ok "problem screen: back from an override, the model line shows it" ||
	{ not_ok "problem screen: the override not shown"; grep '^ model' "$LIB_TMP/reload-problem.txt" | sed 's/^/    /'; }
rm -f "$LIB_TMP/reload/reload.json"
lib_browse reload-trace 'G t a j j j Enter "no" Enter q' --size 100x16 \
	"$LIB_TMP/reload/ws.yaml" 2>/dev/null
grep -q '| sample 0 (1 of 3) answer: no$' "$LIB_TMP/reload-trace.txt" &&
	ok "trace screen: back from an override, the answer is the override's" ||
	{ not_ok "trace screen: the override not shown"; head -3 "$LIB_TMP/reload-trace.txt" | sed 's/^/    /'; }

# ---- a corrupt file ------------------------------------------------------------
printf '{"format": "gravel-annotations", "version": 1, "items": [{"run": ' >"$notes"
run annot-corrupt "" --size 300x12
if grep -q 'annotations: .*notes.json.*kept aside' "$LIB_TMP/annot-corrupt.txt" &&
	ls "$LIB_TMP"/notes.json.corrupt-* >/dev/null 2>&1; then
	ok "a corrupt annotation file is kept aside and reported"
else
	not_ok "corrupt file: $(tail -1 "$LIB_TMP/annot-corrupt.txt")"
fi

lib_tap_end tui-annot
