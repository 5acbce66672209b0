#!/bin/sh
# tui-term.sh - the explorer on terminals it cannot use, through tmux (a
# real pseudo-terminal): under TERM=dumb, or a type terminfo does not
# know, gravel browse refuses with a message and status 74 instead of
# drawing a blank screen or leaking. Skips (77) without tmux.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	lib_skip "tmux is not installed"
fi
sock="gravel-term-$$"
tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$LIB_TMP"' EXIT

# the pane runs gravel itself (no shell to type into), then shows its status
cat >"$LIB_TMP/run.sh" <<EOS
#!/bin/sh
TERM=dumb '$GRAVEL' browse --no-config '$SRCDIR/tests/screens/workspace.yaml'
echo gravel-exit=\$?
sleep 60
EOS
tm new-session -d -s t -x 200 -y 30 "sh '$LIB_TMP/run.sh'" || lib_skip "tmux cannot start a server here"
n=0
while [ $n -lt 600 ]; do
	tm capture-pane -p -t t | grep -q 'gravel-exit=' && break
	sleep 0.1
	n=$((n + 1))
done
tm capture-pane -p -t t >"$LIB_TMP/pane.txt"
if grep -q "terminal type 'dumb' cannot move the cursor" "$LIB_TMP/pane.txt"; then
	ok "TERM=dumb: a message says why the explorer cannot start"
else
	not_ok "TERM=dumb: no message"
	sed 's/^/    | /' "$LIB_TMP/pane.txt"
fi
grep -q 'gravel-exit=74' "$LIB_TMP/pane.txt" && ok "TERM=dumb: exit status 74" ||
	not_ok "TERM=dumb: exit status $(grep -o 'gravel-exit=[0-9]*' "$LIB_TMP/pane.txt")"

# an unknown terminal type: the message and 74, not a leak report from
# newterm (under ASan it ended with exit 1)
cat >"$LIB_TMP/run2.sh" <<EOS
#!/bin/sh
TERM=no-such-term '$GRAVEL' browse --no-config '$SRCDIR/tests/screens/workspace.yaml' 2>&1
echo gravel-exit=\$?
sleep 60
EOS
# a session of its own, so this part does not rest on the first one's pane
tm new-session -d -s unknown -x 200 -y 30 "sh '$LIB_TMP/run2.sh'" || not_ok "tmux: the second session did not start"
n=0
while [ $n -lt 600 ]; do
	tm capture-pane -p -t unknown | grep -q 'gravel-exit=' && break
	sleep 0.1
	n=$((n + 1))
done
tm capture-pane -p -J -S -200 -t unknown >"$LIB_TMP/pane2.txt"
if grep -q "cannot use terminal type 'no-such-term'" "$LIB_TMP/pane2.txt" &&
	! grep -q 'Sanitizer' "$LIB_TMP/pane2.txt"; then
	ok "TERM=no-such-term: the message, no sanitizer report"
else
	not_ok "TERM=no-such-term: $(grep -m1 -E 'Sanitizer|cannot use' "$LIB_TMP/pane2.txt")"
fi
grep -q 'gravel-exit=74' "$LIB_TMP/pane2.txt" && ok "TERM=no-such-term: exit status 74" ||
	not_ok "TERM=no-such-term: exit status $(grep -o 'gravel-exit=[0-9]*' "$LIB_TMP/pane2.txt")"
lib_tap_end tui-term
