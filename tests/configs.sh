#!/bin/sh
# configs.sh - every shipped task config is valid and generates: `gravel
# check` accepts it, and `gravel gen --count 1` produces problems for every
# task and difficulty, each with a gold answer, with exit status 0. (A
# config whose constraints no graph can meet, e.g. a cyclic variant of a
# problem that promises a DAG, fails here rather than in `make bench`.)
set -u
: "${GRAVEL:?}" "${SRCDIR:?}"
pass=0 fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

for cfg in "$SRCDIR"/config/tasks/*.yaml; do
	name=$(basename "$cfg")
	if "$GRAVEL" check "$cfg" 2>"$tmp/err"; then ok; else bad "check $name: $(head -3 "$tmp/err")"; fi
	if "$GRAVEL" gen "$cfg" --count 1 --seed 7 >"$tmp/out" 2>"$tmp/err"; then
		ok
	else
		bad "gen $name (exit $?): $(head -3 "$tmp/err")"
		continue
	fi
	n=$(wc -l < "$tmp/out")
	g=$(grep -c '"answer":' "$tmp/out")
	if [ "$n" -gt 0 ] && [ "$n" -eq "$g" ]; then ok; else bad "gen $name: $n problems, $g with gold"; fi
	# every task of the config appears
	for t in $(sed -n 's/^  \([a-z0-9_]*\):.*$/\1/p' "$cfg"); do
		if grep -q "\"id\":\"gen/[a-z0-9]*/$t/" "$tmp/out"; then ok; else bad "gen $name: no problem of task $t"; fi
	done
done
echo "configs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
