#!/bin/sh
# score-args.sh - gravel score's command line: a --filter value nothing can
# match is a usage error naming the valid ones (as verdict= is), a path that
# is not there says "cannot read" (66), and every flag a scorer sets is one
# the filter accepts.
. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
T=$LIB_TMP
S=$SRCDIR/tests/screens

# run NAME STATUS ARGS...: gravel ARGS, stdout to $T/out, stderr to $T/err
run() {
	_name=$1 _want=$2
	shift 2
	"$GRAVEL" "$@" >"$T/out" 2>"$T/err"
	_rc=$?
	if [ "$_rc" -eq "$_want" ]; then
		ok "$_name (exit $_rc)"
	else
		not_ok "$_name: exit $_rc, expected $_want"
		sed -n '1,5s/^/    /p' "$T/err"
	fi
}
# has NAME FILE REGEX
has() {
	if grep -Eq -- "$3" "$2"; then ok "$1"; else not_ok "$1: no /$3/ in $(basename "$2")"; sed -n '1,5s/^/    /p' "$2"; fi
}

run "--filter flag=bogus" 64 score "$S/problems.jsonl" "$S/runs.jsonl" --filter flag=bogus
has "flag=bogus: the valid flags listed" "$T/err" "unknown flag 'bogus' \(invalid-edge, .*no-path, .*differs\)"
[ -s "$T/out" ] && not_ok "flag=bogus: a table printed" || ok "flag=bogus: no table"
run "--filter task=shortestpath" 64 score "$S/problems.jsonl" "$S/runs.jsonl" --filter task=shortestpath
has "task=shortestpath: the valid tasks listed" "$T/err" "unknown task 'shortestpath' \(connectivity, cycle, .*shortest_path, "
run "--filter task=shortest_path,flag=no-path" 0 score "$S/problems.jsonl" "$S/runs.jsonl" \
	--filter task=shortest_path,flag=no-path
run "--filter flag=differs" 0 score "$S/problems.jsonl" "$S/runs.jsonl" --filter flag=differs
# NLGraph's folder name for a task is accepted as the task's name
run "--filter task=GNN (NLGraph's folder)" 0 score "$S/problems.jsonl" "$S/runs.jsonl" --filter task=GNN

# every flag name a scorer passes to score_flag is one --filter accepts
# (score_flag_names in score-result.c)
flags=$(grep -rhoE 'score_flag\([^,]+, "[a-z-]+"' "$SRCDIR/src" | sed 's/.*"\(.*\)"/\1/' | sort -u)
[ -n "$flags" ] && ok "the scorers' flags found ($(echo $flags | wc -w))" || not_ok "no score_flag calls found"
for f in $flags; do
	"$GRAVEL" score "$S/problems.jsonl" "$S/runs.jsonl" --filter "flag=$f" >/dev/null 2>"$T/err" ||
		not_ok "flag=$f: refused: $(head -1 "$T/err")"
done

run "score /nonexistent" 66 score "$T/nonexistent"
has "score /nonexistent: cannot read" "$T/err" "^$T/nonexistent: cannot read: No such file or directory"
run "score FILE without RUNS" 64 score "$S/problems.jsonl"
has "score FILE without RUNS: asks for RUNS" "$T/err" 'expected RUNS after a problems file'

lib_tap_end score-args
