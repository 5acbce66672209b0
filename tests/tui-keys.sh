#!/bin/sh
# tui-keys.sh - key bindings as data: the defaults (config/gravel.yaml,
# compiled in) against the action table, the user's config overriding
# them, errors in a config file, the help screen and the man page section
# generated from the same table.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
ws=$SRCDIR/tests/screens/workspace.yaml

# the man page section is current
if "$GRAVEL" browse --no-config --dump-keys man >"$LIB_TMP/keys.man" &&
	cmp -s "$LIB_TMP/keys.man" "$SRCDIR/man/gravel-keys.inc"; then
	ok "man/gravel-keys.inc matches the action table (make update-man-keys)"
else
	not_ok "man/gravel-keys.inc is stale: run make update-man-keys"
fi

# every action of the table has a default key and appears in the man page
"$GRAVEL" browse --no-config --dump-keys text >"$LIB_TMP/keys.txt" 2>"$LIB_TMP/err"
rc=$?
missing=""
for name in $(sed -n 's/^[[:space:]]*A([A-Z_]*, *"\([a-z-]*\)".*/\1/p' "$SRCDIR/tui/keys.h"); do
	grep -q " $name " "$LIB_TMP/keys.txt" || missing="$missing $name"
	grep -q "($(echo "$name" | sed 's/-/\\\\-/g'))" "$LIB_TMP/keys.man" || missing="$missing man:$name"
done
if [ "$rc" = 0 ] && [ -z "$missing" ] && ! [ -s "$LIB_TMP/err" ] && ! grep -q unbound "$LIB_TMP/keys.txt"; then
	ok "every action has default keys, no conflicts in config/gravel.yaml"
else
	not_ok "defaults: status $rc, missing:$missing, $(cat "$LIB_TMP/err")"
fi

# the yaml dump reads back to the same bindings
"$GRAVEL" browse --no-config --dump-keys yaml >"$LIB_TMP/dump.yaml"
GRAVEL_CONFIG=$LIB_TMP/dump.yaml "$GRAVEL" browse --dump-keys text >"$LIB_TMP/back.txt" 2>"$LIB_TMP/err"
if cmp -s "$LIB_TMP/keys.txt" "$LIB_TMP/back.txt" && ! [ -s "$LIB_TMP/err" ]; then
	ok "yaml dump round-trips"
else
	not_ok "yaml dump does not round-trip: $(cat "$LIB_TMP/err")"
fi

# the user's config overrides an action's keys; help shows it; the old key is free
mkdir -p "$HOME/.config/gravel"
cat >"$HOME/.config/gravel/config.yaml" <<'EOY'
keys:
  quit: [x, F10]
  help: "?"
EOY
printf '? G\n' >"$LIB_TMP/help.keys"
"$GRAVEL" browse --keys "$LIB_TMP/help.keys" --dump-screen "$LIB_TMP/help.txt" "$ws" </dev/null
if grep -q "^ x/F10  *quit  *Close this screen" "$LIB_TMP/help.txt"; then
	ok "~/.config/gravel/config.yaml rebinding shown in the help screen"
else
	not_ok "rebinding not in help"
	sed 's/^/    /' "$LIB_TMP/help.txt" | grep -i quit
fi
printf 'q\n' >"$LIB_TMP/q.keys"
"$GRAVEL" browse --keys "$LIB_TMP/q.keys" --dump-screen "$LIB_TMP/q.txt" "$ws" </dev/null
if grep -q "key q is not bound" "$LIB_TMP/q.txt"; then
	ok "the rebound action's old key is no longer bound"
else
	not_ok "q still bound after rebinding quit"
fi
printf 'Enter x\n' >"$LIB_TMP/x.keys"
"$GRAVEL" browse --keys "$LIB_TMP/x.keys" --dump-screen "$LIB_TMP/x.txt" "$ws" </dev/null
if grep -q "screens - 3 of 3 problems" "$LIB_TMP/x.txt"; then
	ok "the new key does the action"
else
	not_ok "x does not close the problem screen"
fi
XDG_CONFIG_HOME=$LIB_TMP/xdg
mkdir -p "$XDG_CONFIG_HOME/gravel"
printf 'keys:\n  quit: [z]\n' >"$XDG_CONFIG_HOME/gravel/config.yaml"
XDG_CONFIG_HOME=$XDG_CONFIG_HOME "$GRAVEL" browse --dump-keys text | grep -q "^z  *quit " &&
	ok "XDG_CONFIG_HOME comes before ~/.config" || not_ok "XDG_CONFIG_HOME not used"

# errors: FILE:LINE:COL, status 78 for --dump-keys, shown as messages in the explorer
cat >"$LIB_TMP/bad.yaml" <<'EOY'
keys:
  no-such-action: [j]
  quit: [NoSuchKey, q]
  help: {a: b}
EOY
GRAVEL_CONFIG=$LIB_TMP/bad.yaml "$GRAVEL" browse --dump-keys text >/dev/null 2>"$LIB_TMP/err"
rc=$?
if [ "$rc" = 78 ] && grep -q "bad.yaml:2:3: keys: unknown action 'no-such-action'" "$LIB_TMP/err" &&
	grep -q "bad.yaml:3:10: keys: quit: unknown key name 'NoSuchKey'" "$LIB_TMP/err" &&
	grep -q "bad.yaml:4:9: keys: help: expected a key name" "$LIB_TMP/err"; then
	ok "bad config: FILE:LINE:COL messages, status 78"
else
	not_ok "bad config: status $rc: $(cat "$LIB_TMP/err")"
fi
printf 'M\n' >"$LIB_TMP/m.keys"
GRAVEL_CONFIG=$LIB_TMP/bad.yaml "$GRAVEL" browse --keys "$LIB_TMP/m.keys" --dump-screen "$LIB_TMP/m.txt" "$ws" </dev/null
if grep -q "bad.yaml:2:3: keys: unknown action" "$LIB_TMP/m.txt" && grep -q "gravel  messages" "$LIB_TMP/m.txt"; then
	ok "bad config: the explorer starts with the defaults and lists the errors"
else
	not_ok "bad config in the explorer"
	sed 's/^/    /' "$LIB_TMP/m.txt" | head -5
fi

# the filter menu's first-error kind (K): the ninth kind is wrong-final,
# which run modelA's two partly right items have (score --by run,kind says
# so too); the twelfth press clears it
lib_browse kind 'K K K K K K K K K' "$ws"
lib_browse kind0 'K K K K K K K K K K K K' "$ws"
if grep -q "2 of 3 problems" "$LIB_TMP/kind.txt" && grep -q "kind=wrong-final" "$LIB_TMP/kind.txt" &&
	"$GRAVEL" score "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" \
		--by run,kind | grep -q "^modelA  wrong-final  *2 " &&
	grep -q "3 of 3 problems" "$LIB_TMP/kind0.txt" && ! grep -q "kind=" "$LIB_TMP/kind0.txt"; then
	ok "filter-kind cycles the first error's kind as score --by kind counts it"
else
	not_ok "filter-kind"
	sed 's/^/    /' "$LIB_TMP/kind.txt" | head -3
fi

lib_tap_end tui-keys
