#!/bin/sh
# tour.sh - the README's tour runs as written: its indented lines, between
# the tour markers, in order, in one shell, as a newcomer pastes them. Two
# things are stood in for, and only these: `git clone` of the three
# benchmarks lays out small offline copies (tests/data/tour/make-fixture.py
# as the `git` on PATH), and `./bootstrap install` installs the build under
# test (make install with the same PREFIX) instead of building it again.
# Lines marked TUI run in a private tmux server at 80x24: the first frame
# must come and `q` must leave with status 0. Any other failing line fails
# the test and is named. Skips (77) without tmux or python3.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
[ -n "$TMUX_BIN" ] && command -v "$TMUX_BIN" >/dev/null 2>&1 || lib_skip "tmux is not installed"
command -v python3 >/dev/null 2>&1 || lib_skip "python3 is not installed"
BUILDDIR=$(cd "$(dirname "$GRAVEL")" && pwd)
sock="gravel-tour-$$"
trap '"$TMUX_BIN" -L "$sock" kill-server >/dev/null 2>&1; [ -n "${KEEP:-}" ] || rm -rf "$LIB_TMP"' EXIT

# the tour, as the README holds it
sed -n '/^<!-- tour:/,/^<!-- end of tour -->/s/^    //p' "$SRCDIR/README.md" >"$LIB_TMP/tour.txt"
n=$(grep -c . "$LIB_TMP/tour.txt")
[ "$n" -ge 20 ] && ok "README: the tour holds $n lines" || not_ok "README: tour markers not found ($n lines)"

# the stand-ins
mkdir -p "$LIB_TMP/bin"
cat >"$LIB_TMP/bin/git" <<EOS
#!/bin/sh
exec python3 '$SRCDIR/tests/data/tour/make-fixture.py' "\$@"
EOS
chmod +x "$LIB_TMP/bin/git"
# a TUI line: run in tmux, wait for a frame, press q until it exits
cat >"$LIB_TMP/tui.sh" <<EOS
#!/bin/sh
tm() { '$TMUX_BIN' -L '$sock' -f /dev/null "\$@"; }
rm -f '$LIB_TMP/tui.rc'
printf '%s\n' "\$*" >'$LIB_TMP/tui.cmd'
tm new-session -d -s tour -x 80 -y 24 -c "\$PWD" \
	"sh -c '. $LIB_TMP/tui.cmd; echo \\\$? >$LIB_TMP/tui.rc'" || exit 99
i=0 q=0
until [ -s '$LIB_TMP/tui.rc' ] || [ \$i -ge 600 ]; do
	if [ \$((i % 20)) = 19 ] && tm capture-pane -p -t tour 2>/dev/null | grep -q '[a-z]'; then
		tm send-keys -t tour q
		q=\$((q + 1))
	fi
	sleep 0.1
	i=\$((i + 1))
done
[ -s '$LIB_TMP/tui.rc' ] || { tm capture-pane -p -t tour; tm kill-session -t tour; echo "TUI did not quit: \$*"; exit 1; }
[ \$q -gt 0 ] || { echo "TUI exited before its first frame: \$*"; exit 1; }
rc=\$(cat '$LIB_TMP/tui.rc')
[ "\$rc" = 0 ] || echo "TUI exited \$rc: \$*"
exit "\$rc"
EOS
chmod +x "$LIB_TMP/tui.sh"
sed -e "s|^PREFIX=\\([^ ]*\\) ./bootstrap install.*|make -s -C '$BUILDDIR' install prefix=\\1 >/dev/null|" \
	-e "s|^\\(gravel.*\\)# TUI.*|'$LIB_TMP/tui.sh' \\1|" "$LIB_TMP/tour.txt" >"$LIB_TMP/tour.sh"
grep -q "^make -s -C" "$LIB_TMP/tour.sh" && ok "the tour installs gravel first" ||
	not_ok "the tour does not start with PREFIX=... ./bootstrap install"
t=$(grep -c "tui.sh" "$LIB_TMP/tour.sh")
[ "$t" -ge 3 ] && ok "$t TUI lines" || not_ok "only $t TUI lines found"

# as a newcomer: a fresh HOME, no gravel on PATH, nothing beside the tour
(
	cd "$HOME" || exit 99
	PATH=$LIB_TMP/bin:/usr/local/bin:/usr/bin:/bin
	export PATH
	unset GRAVEL_SHARED
	sh -e -x "$LIB_TMP/tour.sh"
) >"$LIB_TMP/out.txt" 2>&1
rc=$?
if [ $rc = 0 ]; then
	ok "every line of the tour succeeds"
else
	not_ok "the tour failed (status $rc) at: $(grep '^+' "$LIB_TMP/out.txt" | tail -1)"
	tail -20 "$LIB_TMP/out.txt" | sed 's/^/    | /'
fi
g=$HOME/.local/bin/gravel
[ -x "$g" ] && ok "gravel is installed under ~/.local" || not_ok "no ~/.local/bin/gravel"
w=$HOME/gravel-tour
[ -s "$w/scores.jsonl" ] && [ -s "$w/exec.jsonl" ] && [ -s "$w/mine.jsonl" ] &&
	ok "the tour's outputs are written" || not_ok "outputs missing: $(ls "$w" 2>&1 | tr '\n' ' ')"
grep -q '"status":"ok"\|"status": "ok"' "$w/exec.jsonl" 2>/dev/null &&
	! grep -q '"status": *"\(error\|wrong\|timeout\)"' "$w/exec.jsonl" &&
	ok "the tour's solution passes its cases" || not_ok "exec.jsonl: $(head -c 300 "$w/exec.jsonl" 2>&1)"
lib_tap_end tour
