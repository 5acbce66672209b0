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
