# lib.sh - shell helpers shared by gravel's test scripts (golden.sh, ...).
#
# Source it with `. "$SRCDIR/tests/lib.sh"`. make check sets GRAVEL (the
# program), SRCDIR (the source tree) and GRAVEL_SHARED (../shared); run by
# hand, lib_init guesses them from the current directory.

# Exit status automake's test driver reads as "skipped".
LIB_SKIP=77

# lib_init: default the environment and make runs hermetic (no user
# config, no colour, C locale).
lib_init() {
	: "${SRCDIR:=.}"
	: "${GRAVEL:=./gravel}"
	: "${GRAVEL_SHARED:=$SRCDIR/../shared}"
	case $GRAVEL in /*) ;; *) GRAVEL=$(pwd)/$GRAVEL ;; esac
	case $SRCDIR in /*) ;; *) SRCDIR=$(cd "$SRCDIR" && pwd) ;; esac
	export SRCDIR GRAVEL GRAVEL_SHARED
	NO_COLOR=1
	LC_ALL=C
	export NO_COLOR LC_ALL
	unset XDG_CONFIG_HOME GRAVEL_CONFIG
	if [ ! -x "$GRAVEL" ]; then
		echo "$0: GRAVEL=$GRAVEL is not an executable (build first)" >&2
		exit 99
	fi
}

# lib_have_shared: true when ../shared (GRAVEL_SHARED) holds NLGraph.
lib_have_shared() {
	[ -n "$GRAVEL_SHARED" ] && [ -d "$GRAVEL_SHARED/nlgraph" ]
}

# lib_skip MESSAGE: report why and exit as skipped.
lib_skip() {
	echo "SKIP: $*"
	exit $LIB_SKIP
}

# lib_require_shared: skip the whole script when ../shared is absent.
lib_require_shared() {
	lib_have_shared || lib_skip "../shared not found (set GRAVEL_SHARED)"
}

# lib_tmpdir: create a private temporary directory in LIB_TMP, removed on
# exit; HOME points into it so nothing reads or writes the user's files.
lib_tmpdir() {
	LIB_TMP=$(mktemp -d "${TMPDIR:-/tmp}/gravel-test.XXXXXX") || exit 99
	trap 'rm -rf "$LIB_TMP"' EXIT
	trap 'exit 130' INT TERM
	HOME=$LIB_TMP/home
	mkdir -p "$HOME"
	export HOME
}

# lib_utf8: a UTF-8 locale (screen dumps with wide characters); colours on
# unless the script sets NO_COLOR again.
lib_utf8() {
	LC_ALL=C.UTF-8
	export LC_ALL
	unset NO_COLOR
}

# lib_tap: count results in pass and fail with `ok MESSAGE` and
# `not_ok MESSAGE`; lib_tap_end NAME prints the totals and fails when any
# check failed (the script's last command).
lib_tap() {
	pass=0
	fail=0
	ok() { pass=$((pass + 1)); echo "ok - $1"; }
	not_ok() { fail=$((fail + 1)); echo "not ok - $1"; }
}
lib_tap_end() {
	echo "$1: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

# lib_browse NAME KEYS [ARGS...]: replay KEYS (one script line) with
# gravel browse in script mode, the screen into $LIB_TMP/NAME.txt (the
# keys in $LIB_TMP/NAME.keys); ARGS are options and operands.
lib_browse() {
	_lib_name=$1 _lib_keys=$2
	shift 2
	printf '%s\n' "$_lib_keys" >"$LIB_TMP/$_lib_name.keys"
	"$GRAVEL" browse --no-config --keys "$LIB_TMP/$_lib_name.keys" \
		--dump-screen "$LIB_TMP/$_lib_name.txt" "$@" </dev/null
}

# lib_expect DIR NAME: compare the screen $LIB_TMP/NAME.txt with its
# expected dump DIR/NAME.out (ok / not_ok with a diff); UPDATE=1 rewrites
# the expected dump instead.
lib_expect() {
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$LIB_TMP/$2.txt" "$1/$2.out"
		ok "$2 (updated)"
	elif cmp -s "$LIB_TMP/$2.txt" "$1/$2.out"; then
		ok "$2"
	else
		not_ok "$2: screen differs from ${1#"$SRCDIR"/}/$2.out"
		diff -u "$1/$2.out" "$LIB_TMP/$2.txt" | sed 's/^/    /' | head -40
	fi
}

# lib_tmux NAME: a private tmux server for a TUI test (skips without
# tmux): tm runs tmux on it, the EXIT trap ends it; wait_for and
# wait_gone SESSION PATTERN [TENTHS] poll the pane (into $LIB_TMP/pane.txt)
# until PATTERN shows or is gone, 60 s by default. Call after lib_tmpdir.
lib_tmux() {
	TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
	if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
		lib_skip "tmux is not installed"
	fi
	sock="gravel-$1-$$"
	trap 'tm kill-server >/dev/null 2>&1; rm -rf "$LIB_TMP"' EXIT
}
tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
wait_for() {
	_n=0
	while [ $_n -lt "${3:-600}" ]; do
		tm capture-pane -p -t "$1" >"$LIB_TMP/pane.txt" 2>/dev/null
		grep -q -- "$2" "$LIB_TMP/pane.txt" && return 0
		sleep 0.1
		_n=$((_n + 1))
	done
	return 1
}
wait_gone() {
	_n=0
	while [ $_n -lt "${3:-600}" ]; do
		tm capture-pane -p -t "$1" >"$LIB_TMP/pane.txt" 2>/dev/null
		grep -q -- "$2" "$LIB_TMP/pane.txt" || return 0
		sleep 0.1
		_n=$((_n + 1))
	done
	return 1
}
