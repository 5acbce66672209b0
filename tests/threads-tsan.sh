#!/bin/sh
# threads-tsan.sh GRAVEL - the reader threads of `gravel score` and
# `gravel import nlgraph --logs` (src/core/pipeline.c) under
# ThreadSanitizer: GRAVEL is a build configured with --enable-tsan (.ci/run
# makes one). The published checkout scored with both policies on three
# threads (its tasks' problems imported on threads too) and imported on a
# reader thread, and a runs file (the first 20,000 answers imported) scored
# a run at a time on three threads, items and groups (each run read from
# the file on its thread): no data race reported, and the same
# bytes as on one thread (GRAVEL_THREADS=0). Skips without ../shared.
set -u
GRAVEL=${1:?usage: threads-tsan.sh GRAVEL}
SHARED=${GRAVEL_SHARED:-$(dirname "$0")/../../shared}
if [ ! -d "$SHARED/nlgraph" ]; then
	echo "threads-tsan: $SHARED/nlgraph not found (set GRAVEL_SHARED); skipped"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-tsan.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
# a report makes the process exit 66; every report is kept
TSAN_OPTIONS="exitcode=66 halt_on_error=0 ${TSAN_OPTIONS:-}"
export TSAN_OPTIONS
fail=0

check() {	# NAME: compare $tmp/NAME.{one,many}{,.err,.rc}
	if [ "$(cat "$tmp/$1.many.rc")" = 66 ] || grep -q 'ThreadSanitizer' "$tmp/$1.many.err"; then
		echo "threads-tsan: FAIL $1: ThreadSanitizer reports:"
		grep -A12 'WARNING: ThreadSanitizer' "$tmp/$1.many.err" | head -40
		fail=1
	elif ! cmp -s "$tmp/$1.one" "$tmp/$1.many" || ! cmp -s "$tmp/$1.one.err" "$tmp/$1.many.err" ||
		! cmp -s "$tmp/$1.one.rc" "$tmp/$1.many.rc"; then
		echo "threads-tsan: FAIL $1: threads changed the output (exits $(cat "$tmp/$1.one.rc") / $(cat "$tmp/$1.many.rc"))"
		fail=1
	else
		echo "threads-tsan: ok $1 ($(wc -l <"$tmp/$1.many") lines, exit $(cat "$tmp/$1.many.rc"), no race)"
	fi
}

for policy in strict compat; do
	for th in one many; do
		n=0
		[ "$th" = many ] && n=3
		GRAVEL_THREADS=$n "$GRAVEL" score "$SHARED/nlgraph" --policy "$policy" --items \
			--format jsonl >"$tmp/$policy.$th" 2>"$tmp/$policy.$th.err"
		echo $? >"$tmp/$policy.$th.rc"
	done
	check "$policy"
done
for th in one many; do
	n=0
	[ "$th" = many ] && n=1
	GRAVEL_THREADS=$n "$GRAVEL" import nlgraph "$SHARED/nlgraph" --logs -o "$tmp/import.$th" \
		2>"$tmp/import.$th.err"
	echo $? >"$tmp/import.$th.rc"
done
check import
"$GRAVEL" import nlgraph "$SHARED/nlgraph" -o "$tmp/problems.jsonl" 2>/dev/null
head -n 20000 "$tmp/import.one" >"$tmp/runs.jsonl"
for th in one many; do
	n=0
	[ "$th" = many ] && n=3
	GRAVEL_THREADS=$n "$GRAVEL" score "$tmp/problems.jsonl" "$tmp/runs.jsonl" --items \
		--format jsonl >"$tmp/file.$th" 2>"$tmp/file.$th.err"
	echo $? >"$tmp/file.$th.rc"
	GRAVEL_THREADS=$n "$GRAVEL" score "$tmp/problems.jsonl" "$tmp/runs.jsonl" --by run,task \
		>"$tmp/file-groups.$th" 2>"$tmp/file-groups.$th.err"
	echo $? >"$tmp/file-groups.$th.rc"
done
check file
check file-groups
exit "$fail"
