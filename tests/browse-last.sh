#!/bin/sh
# browse-last.sh - gravel browse --last (src/explore/state.h): with no state file,
# status 66 and a message; a state file that records a workspace and a
# position reopens it there (script mode, XDG_STATE_HOME in a temp dir);
# the position is remembered again on the way out; a workspace that is
# gone is status 66 too; --last with an operand is a usage error.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap

HOME=$LIB_TMP/home
XDG_STATE_HOME=$LIB_TMP/state
XDG_CONFIG_HOME=$LIB_TMP/config	# no user config there: defaults
export HOME XDG_STATE_HOME XDG_CONFIG_HOME
mkdir -p "$HOME"
state=$XDG_STATE_HOME/gravel/state.json
ws=$SRCDIR/tests/screens/workspace.yaml
printf '\n' >"$LIB_TMP/none.keys"

# nothing recorded yet
"$GRAVEL" browse --last --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/a.txt" \
	</dev/null 2>"$LIB_TMP/err"
rc=$?
[ "$rc" = 66 ] && grep -q "no last workspace recorded" "$LIB_TMP/err" &&
	ok "no state file: status 66 and a message" || not_ok "no state file: status $rc"
[ ! -e "$LIB_TMP/a.txt" ] && ok "no screen without a workspace" || not_ok "a screen was drawn"

# a recorded workspace and position (the third of three problems)
mkdir -p "$XDG_STATE_HOME/gravel"
printf '{"last_workspace": "%s", "positions": {"%s": {"problem": "%s", "run": "modelA"}}}\n' \
	"$ws" "$ws" "t/connectivity/hard/standard/0" >"$state"
if "$GRAVEL" browse --last --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/b.txt" \
	</dev/null 2>"$LIB_TMP/err"; then
	grep -q "gravel  screens - 3 of 3 problems" "$LIB_TMP/b.txt" &&
		ok "--last reopens the last workspace" || not_ok "--last opened another workspace"
	tail -1 "$LIB_TMP/b.txt" | grep -q " 3/3$" && ok "--last restores the position" ||
		not_ok "position not restored: $(tail -1 "$LIB_TMP/b.txt")"
else
	not_ok "--last failed: $(cat "$LIB_TMP/err")"
fi

# moving on (k: one up) is remembered, under the workspace's absolute path
printf 'k\n' >"$LIB_TMP/up.keys"
(cd "$SRCDIR/tests" && "$GRAVEL" browse --last --keys "$LIB_TMP/up.keys" \
	--dump-screen "$LIB_TMP/c.txt" </dev/null)
grep -q '"problem":.*"t/flow/easy/standard/0"' "$state" &&
	ok "the new position is remembered" || not_ok "position not saved: $(cat "$state")"
"$GRAVEL" browse --last --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/d.txt" </dev/null
tail -1 "$LIB_TMP/d.txt" | grep -q " 2/3$" && ok "and restored next time" ||
	not_ok "second restore: $(tail -1 "$LIB_TMP/d.txt")"

# a workspace that is gone
printf '{"last_workspace": "%s/gone.yaml"}\n' "$LIB_TMP" >"$state"
"$GRAVEL" browse --last </dev/null >/dev/null 2>"$LIB_TMP/err"
rc=$?
[ "$rc" = 66 ] && grep -q "gone.yaml cannot be opened" "$LIB_TMP/err" &&
	ok "a vanished workspace: status 66" || not_ok "vanished workspace: status $rc"

# usage
"$GRAVEL" browse --last "$ws" </dev/null >/dev/null 2>&1
[ $? = 64 ] && ok "--last with an operand: status 64" || not_ok "--last WORKSPACE accepted"
"$GRAVEL" browse --help | grep -q -- "--last" && ok "--help documents --last" ||
	not_ok "--last not in --help"

lib_tap_end browse-last
