#!/bin/sh
# bench.sh GRAVEL - `make bench`: run every tests/bench-*.sh with the
# program's path. Each script prints its own figures and skips itself when
# what it needs (../shared) is absent.
set -eu
GRAVEL=${1:?usage: bench.sh GRAVEL}
dir=$(dirname "$0")
rc=0
for b in "$dir"/bench-*.sh; do
	[ -f "$b" ] || continue
	sh "$b" "$GRAVEL" || rc=1
done 2>&1
exit $rc
