#!/bin/sh
# exec-as-user.sh [BUILD_DIR] - gravel exec's sandbox tests (tests/exec-sandbox.sh,
# tests/exec.sh) as an unprivileged user, the way most people run gravel:
# there the sandbox runs as the user themselves, beside their own 0600
# files, their tmux server and their sockets (as root it runs as nobody).
# As root: creates the user gravel-exec-test (useradd, no home, no login)
# when it is missing, copies the program, the harness and the tests to a
# directory that user can read, and runs them as it (setpriv). As any
# other user: runs them as that user. .ci/run calls it after the build.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$top/build}
case $build in /*) ;; *) build=$top/$build ;; esac
[ -x "$build/gravel" ] || { echo "exec-as-user: $build/gravel not built" >&2; exit 99; }
user=gravel-exec-test
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-exec-user.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$tmp/src/src/bench/grapheval" "$tmp/tmp"
cp "$build/gravel" "$tmp/gravel"
cp -R "$top/tests" "$tmp/src/"
cp "$top/src/bench/grapheval/exec-harness.py" "$tmp/src/src/bench/grapheval/"
chmod -R a+rX "$tmp"
chmod 1777 "$tmp/tmp"
shared=${GRAVEL_SHARED:-$top/../shared}
if [ "$(id -u)" -eq 0 ]; then
	if ! id "$user" >/dev/null 2>&1; then
		useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
			"$user" || { echo "exec-as-user: useradd $user failed" >&2; exit 99; }
	fi
	as_user() { setpriv --reuid="$user" --regid="$user" --init-groups --reset-env -- "$@"; }
else
	user=$(id -un)
	as_user() { "$@"; }
fi
rc=0
for t in exec-sandbox.sh exec.sh; do
	as_user env PATH=/usr/local/bin:/usr/bin:/bin TMPDIR="$tmp/tmp" SRCDIR="$tmp/src" \
		GRAVEL="$tmp/gravel" GRAVEL_HARNESS="$tmp/src/src/bench/grapheval/exec-harness.py" \
		GRAVEL_SHARED="$shared" sh "$tmp/src/tests/$t" >"$tmp/$t.log" 2>&1
	r=$?
	grep -E '^(FAIL|SKIP|skip)|passed' "$tmp/$t.log"
	echo "exec-as-user: $t as $user: exit $r"
	case $r in 0 | 77) ;; *) rc=1 ;; esac
done
exit $rc
