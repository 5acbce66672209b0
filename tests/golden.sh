#!/bin/sh
# golden.sh - command-line golden tests.
#
# For each tests/golden/NAME.cmd (one shell command line using "$GRAVEL",
# "$SRCDIR" and "$GRAVEL_SHARED", run from the source tree's top), run it,
# capture its stdout and exit status, and compare them with NAME.out:
# the expected stdout followed by a last line "exit: N". A mismatch prints
# a unified diff. Cases that mention GRAVEL_SHARED skip when ../shared is
# absent. `GOLDEN_UPDATE=1 make check` (or running this script with it)
# rewrites the .out files from the current output instead of comparing.
#
#   tests/golden.sh [NAME...]    run only the named cases

. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir

dir=$SRCDIR/tests/golden
pass=0 fail=0 skip=0

run_case() {
	name=$1
	cmd=$dir/$name.cmd
	exp=$dir/$name.out
	act=$LIB_TMP/$name.out

	if grep -q GRAVEL_SHARED "$cmd" && ! lib_have_shared; then
		echo "skip: $name: ../shared not found (set GRAVEL_SHARED)"
		skip=$((skip + 1))
		return
	fi
	(cd "$SRCDIR" && sh -c "$(cat "$cmd")") >"$LIB_TMP/stdout" 2>"$LIB_TMP/stderr"
	rc=$?
	{ cat "$LIB_TMP/stdout"; echo "exit: $rc"; } >"$act"
	if [ "${GOLDEN_UPDATE:-0}" = 1 ]; then
		if ! cmp -s "$act" "$exp" 2>/dev/null; then
			cp "$act" "$exp" || exit 99
			echo "updated: $name"
		fi
		pass=$((pass + 1))
		return
	fi
	if [ ! -f "$exp" ]; then
		echo "FAIL: $name: no $name.out (run with GOLDEN_UPDATE=1 to create it)"
		fail=$((fail + 1))
	elif diff -u "$exp" "$act" >"$LIB_TMP/diff"; then
		pass=$((pass + 1))
	else
		echo "FAIL: $name: $(cat "$cmd")"
		cat "$LIB_TMP/diff"
		if [ -s "$LIB_TMP/stderr" ]; then
			echo "--- stderr:"
			cat "$LIB_TMP/stderr"
		fi
		fail=$((fail + 1))
	fi
}

if [ $# -gt 0 ]; then
	for name in "$@"; do
		name=${name%.cmd}
		if [ ! -f "$dir/$name.cmd" ]; then
			echo "golden: no case $dir/$name.cmd" >&2
			exit 99
		fi
		run_case "$name"
	done
else
	for cmd in "$dir"/*.cmd; do
		[ -f "$cmd" ] || continue
		name=${cmd##*/}
		run_case "${name%.cmd}"
	done
fi

echo "golden: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ] || exit 1
[ "$pass" -gt 0 ] || exit $LIB_SKIP
exit 0
