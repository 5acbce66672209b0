#!/bin/sh
# bench-browse-same.sh BEFORE AFTER [WORKSPACE...] - two gravel binaries
# browse the same workspaces through the same key replay (bench-million's
# 600 keys: the list, problem, trace, scores and failures screens, filters,
# a search), one after the other: whether their screen dumps are the same
# byte for byte, and each one's first frame, per-key median, p99 and max,
# longest slice between keys, peak memory and user CPU time.
#
# WORKSPACE is what `gravel browse` takes; "demo" is the embedded demo.
# Default: the demo and ../shared/nlgraph (GRAVEL_SHARED). A speed change
# keeps every screen as it was: run it with main's binary as BEFORE.
# Exit status 1 when a dump differs.
set -eu
BEFORE=${1:?usage: bench-browse-same.sh BEFORE AFTER [WORKSPACE...]}
AFTER=${2:?usage: bench-browse-same.sh BEFORE AFTER [WORKSPACE...]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
SHARED=${GRAVEL_SHARED:-$here/../../shared}
TIME=/usr/bin/time
say() { echo "bench-browse-same: $*"; }
if ! "$TIME" -f %M true >/dev/null 2>&1; then
	say "SKIP: needs GNU time ($TIME)"
	exit 0
fi
if [ $# -eq 0 ]; then
	set -- demo
	if [ -d "$SHARED/nlgraph" ]; then
		set -- demo "$SHARED/nlgraph"
	else
		say "$SHARED/nlgraph not found (set GRAVEL_SHARED): the demo only"
	fi
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-browse-same.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
HOME=$tmp
export HOME
unset GRAVEL_CONFIG XDG_CONFIG_HOME

# the keys of tests/bench-million.sh's browse section, the screen dumped
# after each group of them
awk -v dump=1 -f "$here/bench-browse-keys.awk" >"$tmp/keys"

# browse WHICH GRAVEL WORKSPACE: the dump in $tmp/WHICH.screen, the
# figures on one line
browse() {
	if [ "$3" = demo ]; then
		"$TIME" -f '%M %U' -o "$tmp/$1.time" "$2" browse --no-config --keys "$tmp/keys" \
			--dump-screen "$tmp/$1.screen" --stats 2>"$tmp/$1.err" >/dev/null || true
	else
		"$TIME" -f '%M %U' -o "$tmp/$1.time" "$2" browse --no-config --keys "$tmp/keys" \
			--dump-screen "$tmp/$1.screen" --stats "$3" 2>"$tmp/$1.err" >/dev/null || true
	fi
	if ! grep -q '^per-key p99:' "$tmp/$1.err"; then
		say "$1 failed on $3: $(tail -n 3 "$tmp/$1.err")"
		return 1
	fi
	awk -v which="$1" '
		/^first-frame:/ { ff = $2 } /^per-key median:/ { med = $3 }
		/^per-key p99:/ { p99 = $3 } /^per-key max:/ { max = $3 }
		/^between keys:/ { idle = $6 }
		END { getline t < "'"$tmp/$1.time"'"; split(t, v, " ")
			printf "bench-browse-same:   %-6s first frame %.1f ms, per-key median %.3f ms, p99 %.1f ms, max %.1f ms, between keys max %.1f ms, peak %.1f MiB, user %.2f s\n",
				which, ff, med, p99, max, idle, v[1] / 1024, v[2] }' "$tmp/$1.err"
}

rc=0
for ws in "$@"; do
	say "$ws:"
	browse before "$BEFORE" "$ws" || { rc=1; continue; }
	browse after "$AFTER" "$ws" || { rc=1; continue; }
	if cmp -s "$tmp/before.screen" "$tmp/after.screen"; then
		say "  screen dumps identical: $(grep -c "$(printf '\f')" "$tmp/after.screen") frames, $(wc -c <"$tmp/after.screen") bytes"
	else
		say "  screen dumps DIFFER:"
		diff "$tmp/before.screen" "$tmp/after.screen" | head -n 20
		rc=1
	fi
done
exit $rc
