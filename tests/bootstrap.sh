#!/bin/sh
# bootstrap.sh - ./bootstrap's closing summary sums what the tests printed
# and exits 0 when nothing failed, whatever the order of the skipped test
# programs: a check without ../shared skips some, and the last one need
# not be among them (the summary once returned the last grep's status, and
# `set -e` made a green check exit 1). It also exits 1 when a test failed.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap

# fake_build DIR LAST: a build directory whose last check ran three test
# programs, a-skip skipped, b-pass passed, LAST (the last by name) with
# the given result; the counts lines as unit.c and the scripts print them.
fake_build() {
	d=$1
	mkdir -p "$d/tests"
	printf 'SKIP: ../shared not found (set GRAVEL_SHARED)\n' >"$d/tests/a-skip.log"
	printf ':test-result: SKIP\n' >"$d/tests/a-skip.trs"
	printf 'b: 5 passed, 0 failed, 2 skipped\n' >"$d/tests/b-pass.log"
	printf ':test-result: PASS\n' >"$d/tests/b-pass.trs"
	printf 'z-last: 3 passed, %s failed\n' "$3" >"$d/tests/z-last.log"
	printf ':test-result: %s\n' "$2" >"$d/tests/z-last.trs"
	pass=2 f=0
	[ "$2" = FAIL ] && pass=1 f=1
	printf '# TOTAL: 3\n# PASS: %s\n# SKIP: 1\n# XFAIL: 0\n# FAIL: %s\n# XPASS: 0\n# ERROR: 0\n' \
		"$pass" "$f" >"$d/test-suite.log"
}

fake_build "$LIB_TMP/green" PASS 0
BUILD_DIR=$LIB_TMP/green sh "$SRCDIR/bootstrap" summary >"$LIB_TMP/green.out" 2>&1
rc=$?
[ $rc = 0 ] && ok "summary: exit 0 when the last test program was not skipped" ||
	not_ok "summary: exit $rc for a green check: $(cat "$LIB_TMP/green.out")"
grep -qx 'check: 8 passed, 0 failed, 3 skipped' "$LIB_TMP/green.out" &&
	ok "summary: sums passed, failed and skipped" || not_ok "summary: $(cat "$LIB_TMP/green.out")"
grep -qx 'skipped: a-skip (SKIP: ../shared not found (set GRAVEL_SHARED))' "$LIB_TMP/green.out" &&
	ok "summary: names the skipped program and why" || not_ok "summary: $(cat "$LIB_TMP/green.out")"

fake_build "$LIB_TMP/red" FAIL 1
BUILD_DIR=$LIB_TMP/red sh "$SRCDIR/bootstrap" summary >"$LIB_TMP/red.out" 2>&1
grep -qx 'check: 8 passed, 2 failed, 3 skipped' "$LIB_TMP/red.out" &&
	ok "summary: a failed program counts" || not_ok "summary: $(cat "$LIB_TMP/red.out")"

BUILD_DIR=$LIB_TMP/none sh "$SRCDIR/bootstrap" summary >/dev/null 2>&1
rc=$?
[ $rc = 66 ] && ok "summary: no check run yet is exit 66" || not_ok "summary without a check: exit $rc"
lib_tap_end bootstrap
