#!/bin/sh
# tui-theme.sh - themes and the config file through script mode: every
# shipped theme loads; --dump-styles shows each role's style as the
# virtual terminal gets it, so NO_COLOR, --no-color and no-color: true are
# seen to leave no colour, and 8-colour terminals only basic colours; the
# theme's precedence (--theme, workspace, config); bad themes and bad
# settings shown on the messages screen with FILE:LINE:COL while the
# defaults stay; key rebinding in the help screen. With tmux, the real
# terminal: no colour escape under NO_COLOR, 256-colour ones with dark.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_utf8
ws=$SRCDIR/tests/screens/workspace.yaml
lib_tap
printf '\n' >"$LIB_TMP/none.keys"
printf 'M\n' >"$LIB_TMP/m.keys"

# styles OUT [OPTIONS...]: the styles section of the first screen
styles() {
	out=$1
	shift
	"$GRAVEL" browse --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/$out.full" \
		--dump-styles "$@" </dev/null
	sed -n '/^--- styles/,$p' "$LIB_TMP/$out.full" >"$LIB_TMP/$out"
}
# colourless FILE: every role with the terminal's colours
colourless() {
	[ "$(grep -c 'fg=default  bg=default' "$1")" = "$(($(wc -l <"$1") - 1))" ]
}

for t in default light dark monochrome high-contrast; do
	styles "$t" --no-config --theme "$t" "$ws"
	if [ -s "$LIB_TMP/$t" ] && ! grep -q "message" "$LIB_TMP/$t.full"; then
		ok "theme $t loads without messages"
	else
		not_ok "theme $t: $(grep -m1 message "$LIB_TMP/$t.full")"
	fi
done
grep -q "^selection  *fg=black    bg=yellow" "$LIB_TMP/default" && ok "default: selection black on yellow" ||
	not_ok "default selection: $(grep ^selection "$LIB_TMP/default")"
grep -q "^path-model  *fg=231      bg=133" "$LIB_TMP/dark" && ok "dark: 256-colour roles" ||
	not_ok "dark path-model: $(grep ^path-model "$LIB_TMP/dark")"
colourless "$LIB_TMP/monochrome" && grep -q "^path-model .*underline" "$LIB_TMP/monochrome" &&
	grep -q "^path-reference .*bold" "$LIB_TMP/monochrome" &&
	ok "monochrome: attributes only, model underlined, reference bold" || not_ok "monochrome has colour"
! cmp -s "$LIB_TMP/light" "$LIB_TMP/dark" && ok "light and dark differ" || not_ok "light = dark"

# the meaning of every cell does not depend on the theme
"$GRAVEL" browse --no-config --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/r1" --dump-roles "$ws" </dev/null
"$GRAVEL" browse --no-config --theme dark --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/r2" --dump-roles "$ws" </dev/null
cmp -s "$LIB_TMP/r1" "$LIB_TMP/r2" && ok "role dumps are the same under every theme" || not_ok "roles differ by theme"

# no colour: NO_COLOR, --no-color, the config's no-color, a colourless terminal
NO_COLOR=1 styles nocolor-env --no-config --theme dark "$ws"
colourless "$LIB_TMP/nocolor-env" && grep -q "no-color" "$LIB_TMP/nocolor-env" &&
	ok "NO_COLOR: no role has a colour" || not_ok "NO_COLOR leaves colour"
styles nocolor-opt --no-config --no-color --theme high-contrast "$ws"
colourless "$LIB_TMP/nocolor-opt" && ok "--no-color: no role has a colour" || not_ok "--no-color leaves colour"
styles nocolor-bare --no-config --no-color
colourless "$LIB_TMP/nocolor-bare" && ok "--no-color on the demo" || not_ok "--no-color on the demo"
printf '\n' | "$GRAVEL" --no-color --no-config --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/bare.txt" --dump-styles </dev/null
colourless "$(sed -n '/^--- styles/,$p' "$LIB_TMP/bare.txt" >"$LIB_TMP/bare"; echo "$LIB_TMP/bare")" &&
	ok "bare gravel --no-color" || not_ok "bare gravel --no-color"
mkdir -p "$HOME/.config/gravel"
printf 'no-color: true\n' >"$HOME/.config/gravel/config.yaml"
styles nocolor-cfg "$ws"
colourless "$LIB_TMP/nocolor-cfg" && ok "config no-color: true" || not_ok "config no-color ignored"
styles colors0 --no-config --colors 0 "$ws"
colourless "$LIB_TMP/colors0" && ok "a terminal without colours" || not_ok "--colors 0 has colour"
styles colors8 --no-config --theme dark --colors 8 "$ws"
if grep -q "^--- styles (8 colours)" "$LIB_TMP/colors8" &&
	! grep -Eq "(fg|bg)=[0-9]" "$LIB_TMP/colors8" && grep -q "^selection  *fg=black    bg=cyan" "$LIB_TMP/colors8"; then
	ok "8 colours: the theme's 8-colour fallbacks"
else
	not_ok "8 colours: $(grep -E '(fg|bg)=[0-9]' "$LIB_TMP/colors8" | head -2)"
fi
"$GRAVEL" teach topology --no-config --no-color --keys "$LIB_TMP/none.keys" --dump-screen "$LIB_TMP/teach.txt" --dump-styles </dev/null
sed -n '/^--- styles/,$p' "$LIB_TMP/teach.txt" >"$LIB_TMP/teach"
colourless "$LIB_TMP/teach" && ok "gravel teach --no-color" || not_ok "teach --no-color has colour"

# precedence: --theme over the workspace's theme over the config's
printf 'theme: light\n' >"$HOME/.config/gravel/config.yaml"
cp "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" "$LIB_TMP/"
sed 's/^policy: strict$/policy: strict\ntheme: dark/' "$ws" >"$LIB_TMP/ws-dark.yaml"
grep -q "^theme: dark" "$LIB_TMP/ws-dark.yaml" || printf 'theme: dark\n' >>"$LIB_TMP/ws-dark.yaml"
styles cfg-light "$ws"
cmp -s "$LIB_TMP/cfg-light" "$LIB_TMP/light" && ok "the config's theme" || not_ok "config theme: not light"
styles ws-dark "$LIB_TMP/ws-dark.yaml"
cmp -s "$LIB_TMP/ws-dark" "$LIB_TMP/dark" && ok "the workspace's theme before the config's" ||
	not_ok "workspace theme: not dark"
styles opt-mono --theme monochrome "$LIB_TMP/ws-dark.yaml"
cmp -s "$LIB_TMP/opt-mono" "$LIB_TMP/monochrome" && ok "--theme before both" || not_ok "--theme lost"

# a user's own theme by name, read over the default
mkdir -p "$HOME/.config/gravel/themes"
printf 'name: mine\nroles:\n  selection: {fg: 16, bg: 120, bg8: green}\n' >"$HOME/.config/gravel/themes/mine.yaml"
styles mine --theme mine "$ws"
grep -q "^selection  *fg=16       bg=120" "$LIB_TMP/mine" && grep -q "^header  *fg=yellow" "$LIB_TMP/mine" &&
	ok "a theme in ~/.config/gravel/themes, read over the default" || not_ok "user theme: $(grep ^selection "$LIB_TMP/mine")"

# errors: shown on the messages screen with positions, defaults for the rest
cat >"$LIB_TMP/bad-theme.yaml" <<'EOY'
name: bad
roles:
  selection: {fg: reddish}
  no-such-role: {fg: red}
  header: {fg: 42, attrs: [bold]}
EOY
"$GRAVEL" browse --no-config --theme "$LIB_TMP/bad-theme.yaml" --keys "$LIB_TMP/m.keys" \
	--dump-screen "$LIB_TMP/bad.txt" --dump-styles "$ws" </dev/null
if grep -q "gravel  messages" "$LIB_TMP/bad.txt" &&
	grep -q "bad-theme.yaml:3:19: selection: fg: unknown colour 'reddish'" "$LIB_TMP/bad.txt" &&
	grep -q "bad-theme.yaml:4:3: roles: unknown role 'no-such-role'" "$LIB_TMP/bad.txt" &&
	grep -q "^selection  *fg=black    bg=yellow" "$LIB_TMP/bad.txt" && grep -q "^header  *fg=42 " "$LIB_TMP/bad.txt"; then
	ok "bad theme: FILE:LINE:COL on the messages screen, the rest applied, defaults kept"
else
	not_ok "bad theme"
	grep -E "bad-theme|^selection|^header" "$LIB_TMP/bad.txt" | sed 's/^/    /'
fi
cat >"$HOME/.config/gravel/config.yaml" <<'EOY'
theme: nosuch
policy: lenient
color: red
keys:
  quit: [x]
EOY
"$GRAVEL" browse --keys "$LIB_TMP/m.keys" --dump-screen "$LIB_TMP/cfg.txt" "$ws" </dev/null
cfg=$HOME/.config/gravel/config.yaml
if grep -q "$cfg:3:1: unknown key 'color'" "$LIB_TMP/cfg.txt" &&
	grep -q "$cfg:2:9: policy: unknown policy 'lenient'" "$LIB_TMP/cfg.txt" &&
	grep -q "$cfg:1:8: unknown theme 'nosuch'" "$LIB_TMP/cfg.txt"; then
	ok "bad settings: FILE:LINE:COL on the messages screen"
else
	not_ok "bad settings"
	sed 's/^/    /' "$LIB_TMP/cfg.txt" | head -8
fi
printf 'Enter x\n' >"$LIB_TMP/x.keys"
"$GRAVEL" browse --keys "$LIB_TMP/x.keys" --dump-screen "$LIB_TMP/x.txt" "$ws" </dev/null
grep -q "screens - 3 of 3 problems" "$LIB_TMP/x.txt" &&
	ok "bad settings: the keys of the same file still apply" || not_ok "keys of a file with bad settings"
printf 'keys: [unclosed\n' >"$cfg"
"$GRAVEL" browse --keys "$LIB_TMP/m.keys" --dump-screen "$LIB_TMP/syn.txt" "$ws" </dev/null
[ "$(grep -c "$cfg:" "$LIB_TMP/syn.txt")" = 1 ] && ok "a config that does not parse: one message, defaults" ||
	not_ok "syntax error: $(grep -c "$cfg:" "$LIB_TMP/syn.txt") messages"

# the user's bindings in the help screen, the teach action included
printf 'keys:\n  teach: [F5, E]\n  help: ["?"]\n' >"$cfg"
printf '?\n' >"$LIB_TMP/help.keys"
"$GRAVEL" browse --keys "$LIB_TMP/help.keys" --dump-screen "$LIB_TMP/help.txt" --size 100x200 "$ws" </dev/null
grep -q "^ F5/E  *teach  *Teaching mode" "$LIB_TMP/help.txt" && ok "rebinding shown in the help screen" ||
	not_ok "help: $(grep teach "$LIB_TMP/help.txt")"
"$GRAVEL" browse --dump-keys man 2>/dev/null | grep -A1 "^\.B F5, E$" | grep -q "(teach)" &&
	ok "the man page section follows the user's bindings (--dump-keys man)" || not_ok "dump-keys man"
rm -f "$cfg"

# the real terminal through tmux
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
if [ -n "$TMUX_BIN" ] && command -v "$TMUX_BIN" >/dev/null 2>&1; then
	sock="gravel-theme-$$"
	tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
	# pane RUN-ENV: start gravel in a pane, capture with escapes
	pane() {
		tm kill-server >/dev/null 2>&1
		tm new-session -d -s th -x 100 -y 30 "env HOME=$HOME TERM=xterm-256color $1 $GRAVEL --no-config $2 $ws; sleep 5" &&
			n=0 && while [ $n -lt 100 ]; do
				tm capture-pane -p -t th:0.0 | grep -q "screens" && break
				sleep 0.1
				n=$((n + 1))
			done
		tm capture-pane -e -p -t th:0.0 >"$LIB_TMP/$3"
		tm kill-server >/dev/null 2>&1
	}
	pane "NO_COLOR=1" "--theme dark" nocolor.esc
	pane "" "--theme dark" dark.esc
	if grep -q "screens" "$LIB_TMP/dark.esc" && grep -q "38;5;" "$LIB_TMP/dark.esc" &&
		grep -q "screens" "$LIB_TMP/nocolor.esc" && ! grep -Eq "[[;][34][0-7][;m]|[34]8;5;" "$LIB_TMP/nocolor.esc"; then
		ok "tmux: 256 colours with dark, none at all with NO_COLOR"
	else
		not_ok "tmux colour check"
	fi
else
	echo "skip - tmux not installed: the real-terminal colour check"
fi

lib_tap_end tui-theme
