#!/bin/sh
# tui-annot-setup.sh - annotating with no set-up, by key script: bare
# paths (and an NLGraph checkout) annotate into a default file per data
# source under $XDG_DATA_HOME/gravel/annotations/ (else
# ~/.local/share/...), named in the status line; --annotations FILE
# chooses another; without $USER the author comes from the config's
# author:, or is asked once (and remembered in the state file), never
# silently "unknown".
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
SOURCE_DATE_EPOCH=1700000000
export SOURCE_DATE_EPOCH
USER=tester
export USER

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

# ---- bare paths: the default file under ~/.local/share ----------------------
data=$HOME/.local/share/gravel/annotations
run bare 'a Enter j j j Enter' --size 120x20 "$dir/problems.jsonl" "$dir/runs.jsonl"
f=$(ls "$data"/*.json 2>/dev/null | head -1)
if [ -n "$f" ] && grep -q '"label":	"partial"' "$f"; then
	ok "bare paths: the label goes to the default file $(basename "$f")"
else
	not_ok "bare paths: no default annotation file in $data ($(ls "$data" 2>&1))"
fi
case $(basename "${f:-x}") in
*tests-screens-problems.jsonl-*.json) ok "the default file is named after the data source" ;;
*) not_ok "default file name: $f" ;;
esac
has bare "label  tester  $(basename "${f:-none}")\$" "the status line names the annotation file"
run bare-again '' --size 120x20 "$dir/problems.jsonl" "$dir/runs.jsonl"
has bare-again '\[partial\]' "a second session reads the default file back"

# ---- gravel annotations export on the same data paths ---------------------------------
run bare-more 'j j a Enter j j Enter' "$dir/problems.jsonl" "$dir/runs.jsonl"
"$GRAVEL" annotations export "$dir/problems.jsonl" "$dir/runs.jsonl" --format jsonl \
	>"$LIB_TMP/export.jsonl" 2>"$LIB_TMP/export.err"
if [ "$(wc -l <"$LIB_TMP/export.jsonl")" -eq 2 ] &&
	sed -n 1p "$LIB_TMP/export.jsonl" | grep -q '"problem":"t/connectivity/hard/standard/0"' &&
	sed -n 2p "$LIB_TMP/export.jsonl" | grep -q '"problem":"t/shortest_path/easy/standard/0"'; then
	ok "annotations export: one row per item, sorted by problem id"
else
	not_ok "export rows: $(cut -c1-120 "$LIB_TMP/export.jsonl") $(cat "$LIB_TMP/export.err")"
fi
row=$(grep '"problem":"t/shortest_path/easy/standard/0"' "$LIB_TMP/export.jsonl")
for want in '"task":"shortest_path","difficulty":"easy"' \
	'"policies":{"strict":{"verdict":"partial","credit":0.5},"compat":{"verdict":"wrong","credit":0}}' \
	'"question":"In an undirected graph' '"answer":"Let' '"label":"partial"' '"history":['; do
	case $row in *"$want"*) ok "export row holds $want" ;; *) not_ok "export row lacks $want: $row" ;; esac
done
"$GRAVEL" annotations export "$dir/problems.jsonl" "$dir/runs.jsonl" --format csv >"$LIB_TMP/export.csv"
if sed -n 1p "$LIB_TMP/export.csv" | grep -q ',task,difficulty,verdict_strict,credit_strict,verdict_compat,credit_compat,override_verdict_strict,.*,own_credit_compat,question,answer$'; then
	ok "annotations export --format csv: verdict, credit, question and answer columns"
else
	not_ok "export csv header: $(sed -n 1p "$LIB_TMP/export.csv")"
fi
mkdir -p "$LIB_TMP/empty-data"
"$GRAVEL" annotations export "$LIB_TMP/empty-data" >/dev/null 2>"$LIB_TMP/hint.err"
rc=$?
if [ $rc -eq 66 ] && grep -q "no annotations for .*empty-data yet: annotate with 'gravel browse" "$LIB_TMP/hint.err"; then
	ok "exporting a directory without annotations gives a hint (status 66)"
else
	not_ok "directory export: status $rc: $(cat "$LIB_TMP/hint.err")"
fi

# ---- an override is checked against the question ------------------------------------
run ovr-warn 'a j j j Enter C-u "2 3 0" Enter' --size 140x20 "$dir/problems.jsonl" "$dir/runs.jsonl"
has ovr-warn 'override saved, but the path runs 2 -> 0, the question asks 0 -> 2' \
	"an override against the question's endpoints is a clear warning"
run ovr-ok 'a j j j Enter C-u "0 3 2" Enter' --size 140x20 "$dir/problems.jsonl" "$dir/runs.jsonl"
if grep -q 'override saved, but' "$LIB_TMP/ovr-ok.txt"; then
	not_ok "a fitting override warns"
else
	ok "an override that fits the question gives no warning"
fi
run ovr-shown 'Enter' --size 140x20 "$dir/problems.jsonl" "$dir/runs.jsonl"
has ovr-shown "^ model  0,3,2 \(total 4\)   \(override; the model's own answer: 0,4,2 \(total 6\)\)" \
	"the problem screen shows the override and the model's own answer together"

# ---- XDG_DATA_HOME ------------------------------------------------------------
XDG_DATA_HOME=$LIB_TMP/xdg run xdg 'a Enter j j j Enter' "$dir/problems.jsonl" "$dir/runs.jsonl"
if ls "$LIB_TMP"/xdg/gravel/annotations/*.json >/dev/null 2>&1; then
	ok "XDG_DATA_HOME holds the default file"
else
	not_ok "XDG_DATA_HOME: $(ls -R "$LIB_TMP/xdg" 2>&1)"
fi

# ---- --annotations FILE ---------------------------------------------------------
run chosen 'a Enter j j Enter' --annotations "$LIB_TMP/mine.json" "$dir/problems.jsonl" "$dir/runs.jsonl"
if grep -q '"label":	"incorrect"' "$LIB_TMP/mine.json" 2>/dev/null; then
	ok "--annotations FILE chooses the file"
else
	not_ok "--annotations: $(cat "$LIB_TMP/mine.json" 2>&1 | head -3)"
fi
run chosen-after 'a Enter j j j Enter' "$dir/problems.jsonl" "$dir/runs.jsonl" --annotations "$LIB_TMP/mine2.json"
[ -s "$LIB_TMP/mine2.json" ] && ok "--annotations after the operands" || not_ok "--annotations after the operands"

# ---- the author ------------------------------------------------------------------
unset USER
rm -rf "$HOME/.local"
printf '%s\n' 'a' '@dump' '"Ada L" Enter' '@dump' 'a Enter j j j Enter' >"$LIB_TMP/ask.keys"
"$GRAVEL" browse --no-config --keys "$LIB_TMP/ask.keys" --dump-screen "$LIB_TMP/ask.txt" \
	"$dir/problems.jsonl" "$dir/runs.jsonl" </dev/null 2>"$LIB_TMP/ask.err"
has ask '^your name \(signs annotations\): _' "no USER, no config: the author is asked for"
has ask 'annotations are signed "Ada L"' "the answer is confirmed in the status line"
f=$(ls "$data"/*.json 2>/dev/null | head -1)
if [ -n "$f" ] && grep -q '"author":	"Ada L"' "$f" && ! grep -q '"unknown"' "$f"; then
	ok "the change is signed with the name typed, never 'unknown'"
else
	not_ok "author in the file: $(grep author "${f:-/dev/null}")"
fi
run ask-again 'a Enter j j Enter' "$dir/problems.jsonl" "$dir/runs.jsonl"
if ! grep -q 'your name' "$LIB_TMP/ask-again.txt" && [ "$(grep -c '"author":	"Ada L"' "$f")" -eq 2 ]; then
	ok "asked once: the next session signs with the remembered name"
else
	not_ok "second session: $(tail -1 "$LIB_TMP/ask-again.txt")"
fi
# the config's author: wins
mkdir -p "$LIB_TMP/cfg"
printf 'author: Config Person\n' >"$LIB_TMP/cfg/config.yaml"
printf 'a Enter j j j j Enter\n' >"$LIB_TMP/cfg.keys"
GRAVEL_CONFIG=$LIB_TMP/cfg/config.yaml "$GRAVEL" browse --keys "$LIB_TMP/cfg.keys" \
	--dump-screen "$LIB_TMP/cfg.txt" "$dir/problems.jsonl" "$dir/runs.jsonl" </dev/null 2>/dev/null
grep -q '"author":	"Config Person"' "$f" && ok "the config's author: signs the changes" ||
	not_ok "config author: $(tail -1 "$LIB_TMP/cfg.txt")"

# ---- gravel init writes a workspace that gravel check accepts -----------------------
(cd "$LIB_TMP" && "$GRAVEL" init "$dir/problems.jsonl" "$dir/runs.jsonl" -o study.yaml) 2>"$LIB_TMP/init.err"
if [ -s "$LIB_TMP/study.yaml" ] && "$GRAVEL" check "$LIB_TMP/study.yaml"; then
	ok "gravel init writes a workspace file; gravel check validates it"
else
	not_ok "init/check: $(cat "$LIB_TMP/init.err")"
fi
USER=tester run init-browse 'a Enter j j j Enter' "$LIB_TMP/study.yaml"
grep -q '"label":	"partial"' "$LIB_TMP/study.annotations.json" 2>/dev/null &&
	ok "the workspace's annotations go beside it (study.annotations.json)" ||
	not_ok "init workspace annotations: $(ls "$LIB_TMP")"
(cd "$LIB_TMP" && "$GRAVEL" init "$dir/problems.jsonl" -o study.yaml) 2>/dev/null
[ $? -eq 64 ] && ok "gravel init keeps an existing file (status 64)" || not_ok "init overwrote"

# ---- the demo: demo.json, wherever gravel runs ----------------------------------
# Its problems come from the built-in config "nlgraph", which the default
# file's name took for a path: beside a directory nlgraph/ the demo's
# annotations went into that data set's file.
unset XDG_DATA_HOME	# set by the XDG test above: sh keeps a function's assignments
USER=tester
export USER
rm -rf "$HOME/.local"
mkdir -p "$LIB_TMP/beside/nlgraph"
(cd "$LIB_TMP/beside" && lib_browse demo 'a Enter j j j Enter' --size 120x20) 2>"$LIB_TMP/demo.err"
has demo 'label  tester  demo\.json$' "the demo annotates into demo.json, beside a directory nlgraph/ too"
if grep -q '"problem":	"demo/connectivity/easy/standard/0"' "$data/demo.json" 2>/dev/null &&
	[ "$(ls "$data" | grep '\.json$')" = demo.json ]; then
	ok "demo.json holds the demo's label, and no other file was written"
else
	not_ok "demo annotations: $(ls "$data" 2>&1)"
fi
# what an earlier build wrote outside such a directory is read on
rm -rf "$HOME/.local" && mkdir -p "$data"
old=$data/nlgraph-fb3787d5.json
(cd "$LIB_TMP" && lib_browse demo-old 'a Enter j j j Enter') 2>/dev/null
mv "$data/demo.json" "$old"
(cd "$LIB_TMP" && lib_browse demo-old-again '') 2>/dev/null
has demo-old-again '\[partial\]' "an earlier build's demo file (nlgraph-<hash>.json) is read back"
[ ! -e "$data/demo.json" ] && ok "and written to, not replaced by a new demo.json" ||
	not_ok "a new demo.json appeared beside $(basename "$old")"

# ---- the README's own command: an NLGraph checkout --------------------------------
if lib_have_shared; then
	USER=tester
	export USER
	rm -rf "$HOME/.local"
	run nl 'a Enter j j j Enter' --size 120x20 "$GRAVEL_SHARED/nlgraph"
	f=$(ls "$data"/*nlgraph*.json 2>/dev/null | head -1)
	if [ -n "$f" ] && grep -q '"problem":	"nlgraph/connectivity/easy/standard/0"' "$f"; then
		ok "gravel browse ../shared/nlgraph: a annotates at once, into $(basename "$f")"
	else
		not_ok "NLGraph: no default file ($(ls "$data" 2>&1)): $(tail -1 "$LIB_TMP/nl.txt")"
	fi
else
	echo "SKIP: NLGraph check: ../shared not found (set GRAVEL_SHARED)"
fi

lib_tap_end tui-annot-setup
