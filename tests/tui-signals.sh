#!/bin/sh
# tui-signals.sh - the terminal is restored on every fatal signal (issue 17),
# and a note being typed is saved when the terminal closes (SIGHUP, SIGTERM).
#
# For each signal, start the TUI in a tmux pane, send the signal, and check
# that gravel died of it (exit 128+N), that the alternate screen, the hidden
# cursor and mouse reporting are gone, and that `stty -a` on the pane's
# terminal is what it was before gravel started. Skips (77) without tmux.
set -u

: "${GRAVEL:?GRAVEL must name the gravel binary (make check sets it)}"
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
TMUX_BIN=${TMUX_BIN:-$(command -v tmux 2>/dev/null || true)}
TIMEOUT=${TUI_TIMEOUT:-15}

if [ -z "$TMUX_BIN" ] || ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	echo "tui-signals: SKIP: tmux is not installed"
	exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-sig.XXXXXX") || exit 99
sock="gravel-sig-$$"
pane="sig:0.0"
pass=0
fail=0

tm() { "$TMUX_BIN" -L "$sock" -f /dev/null "$@"; }
cleanup() {
	tm kill-server >/dev/null 2>&1
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 99' INT TERM HUP

screen() { tm capture-pane -p -t "$pane" 2>/dev/null; }
wait_for() {
	n=0
	while [ "$n" -lt $((TIMEOUT * 10)) ]; do
		screen | grep -Eq -- "$1" && return 0
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}
wait_file() {
	n=0
	while [ "$n" -lt $((TIMEOUT * 10)) ]; do
		[ -s "$1" ] && return 0
		sleep 0.1
		n=$((n + 1))
	done
	return 1
}
ok() { pass=$((pass + 1)); echo "ok - $1"; }
not_ok() { fail=$((fail + 1)); echo "not ok - $1"; screen | sed 's/^/    | /'; }
keys() { tm send-keys -t "$pane" "$@"; }
flag() { tm display -p -t "$pane" "#{$1}"; }

cat >"$tmp/run.sh" <<EOF
#!/bin/sh
echo \$\$ >'$tmp/pid'
exec '$GRAVEL' "\$@"
EOF
chmod +x "$tmp/run.sh"

HOME=$tmp/home
mkdir -p "$HOME"
tm new-session -d -s sig -x 100 -y 30 \
	"env -i HOME='$HOME' TERM=xterm-256color PATH='$PATH' LC_ALL=C.UTF-8 PS1='$ ' sh" || exit 99
keys "ulimit -c 0" Enter
keys "stty -a >'$tmp/stty.before'" Enter
wait_file "$tmp/stty.before" || { echo "tui-signals: cannot read stty"; exit 99; }

# SIGINT, SIGTERM and SIGHUP go through the loop; the others through the
# handler that restores the terminal itself.
# (Linux signal numbers)
for sn in INT:2 TERM:15 HUP:1 QUIT:3 PIPE:13 USR1:10 USR2:12 ALRM:14 SEGV:11 ABRT:6 BUS:7 \
	FPE:8 ILL:4; do
	sig=${sn%:*} num=${sn#*:}
	rm -f "$tmp/pid" "$tmp/stty.after"
	keys "clear; $tmp/run.sh --no-config; echo gravel-exit=\$?" Enter
	if ! wait_for "gravel +demo" || ! wait_file "$tmp/pid"; then
		not_ok "SIG$sig: screen did not come up"
		continue
	fi
	sleep 0.3
	pid=$(cat "$tmp/pid")
	kill -"$sig" "$pid" 2>/dev/null
	if [ "$sig" = INT ]; then
		# the shell drops the rest of the line after a SIGINT death
		n=0
		while kill -0 "$pid" 2>/dev/null && [ "$n" -lt $((TIMEOUT * 10)) ]; do
			sleep 0.1
			n=$((n + 1))
		done
		if kill -0 "$pid" 2>/dev/null; then
			not_ok "SIGINT: gravel still running"
		else
			ok "SIGINT: gravel ended"
		fi
	elif wait_for "^gravel-exit=$((128 + num))\$"; then
		ok "SIG$sig: gravel dies of the signal ($((128 + num)))"
	else
		not_ok "SIG$sig: no exit status $((128 + num))"
	fi
	[ "$(flag alternate_on)" = 0 ] && ok "SIG$sig: alternate screen off" ||
		not_ok "SIG$sig: alternate screen still on"
	[ "$(flag cursor_flag)" = 1 ] && ok "SIG$sig: cursor shown" ||
		not_ok "SIG$sig: cursor still hidden"
	[ "$(flag mouse_any_flag)" = 0 ] && ok "SIG$sig: mouse reporting off" ||
		not_ok "SIG$sig: mouse reporting still on"
	keys "stty -a >'$tmp/stty.after'" Enter
	if wait_file "$tmp/stty.after" && cmp -s "$tmp/stty.before" "$tmp/stty.after"; then
		ok "SIG$sig: stty -a unchanged"
	else
		not_ok "SIG$sig: stty -a changed"
		diff "$tmp/stty.before" "$tmp/stty.after" | sed 's/^/    /'
		keys "stty sane" Enter
	fi
done

# A note being typed when the terminal closes (SIGHUP) or the process is
# told to end (SIGTERM) is saved, and said on stderr; Ctrl-C (SIGINT) is
# no request to save: the note stays as it was.
for sn in HUP:1 TERM:15 INT:2; do
	sig=${sn%:*} num=${sn#*:}
	rm -rf "$tmp/ann" "$tmp/pid" "$HOME/.local/state"	# asks the author each time
	mkdir "$tmp/ann" && cp "$SRCDIR/tests/data/annot/ws.yaml" "$SRCDIR/tests/data/annot/runs.jsonl" "$tmp/ann/"
	keys "clear; $tmp/run.sh --no-config '$tmp/ann/ws.yaml' 2>'$tmp/ann/err'; echo gravel-exit=\$?" Enter
	if ! wait_for "annotation fixture" || ! wait_file "$tmp/pid"; then
		not_ok "SIG$sig while annotating: screen did not come up"
		continue
	fi
	keys a
	wait_for "your name" && keys tester Enter
	keys a
	wait_for "^ note " && keys j Enter && keys "typed when the window closed"
	if ! wait_for "^ note +typed when the window closed"; then
		not_ok "SIG$sig while annotating: the note is not being typed"
		continue
	fi
	pid=$(cat "$tmp/pid")
	kill -"$sig" "$pid" 2>/dev/null
	n=0
	while kill -0 "$pid" 2>/dev/null && [ "$n" -lt $((TIMEOUT * 10)) ]; do
		sleep 0.1
		n=$((n + 1))
	done
	kept=no
	grep -q '"note":[[:space:]]*"typed when the window closed"' "$tmp/ann/notes.json" 2>/dev/null &&
		kept=yes
	if [ "$sig" = INT ]; then
		[ "$kept" = no ] && ok "SIGINT while annotating: the note being typed is not saved" ||
			not_ok "SIGINT while annotating: the note was saved"
		continue
	fi
	[ "$kept" = yes ] && ok "SIG$sig while annotating: the note being typed is saved" ||
		not_ok "SIG$sig while annotating: the note is lost"
	grep -q "the note being typed for demo/connectivity/easy/standard/0 was saved" "$tmp/ann/err" &&
		ok "SIG$sig while annotating: stderr says so" ||
		not_ok "SIG$sig while annotating: stderr: $(cat "$tmp/ann/err")"
done

echo "tui-signals: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
