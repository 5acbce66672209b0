#!/bin/sh
# exec-sandbox.sh - `gravel exec`'s sandbox against hostile code: every route
# out that a red team found in the old sandbox (Python audit hook, network
# namespace, host /proc), and more of our own, each with a canary outside
# the sandbox that it would reach if it got out:
#   a 0600 file and a world-readable file of the user's, a UNIX socket
#   listener, a tmux server on a private socket, a second job holding a
#   marker in memory, the GraphEval2000 labels on disk.
# The attacks (tests/data/exec/sandbox/*.py) start with prelude.py, which
# disarms the audit hook as an attacker would, so the kernel's walls are
# what is tested. A correct solution runs at the same time as all of them
# (a fork bomb, a thread bomb, a kill(-1), a disk filler among them) and
# must pass every case. Run as root and, by tests/exec-as-user.sh, as an
# unprivileged user.
set -u
. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
DATA=$SRCDIR/tests/data/exec
GE=$DATA/grapheval
T=$LIB_TMP
pass=0
fail=0
ok() { pass=$((pass + 1)); }
no() {
	echo "FAIL: $*"
	fail=$((fail + 1))
}
check() { # check DESCRIPTION COMMAND...
	d=$1
	shift
	if "$@"; then ok; else no "$d"; fi
}
command -v python3 >/dev/null 2>&1 || lib_skip "python3 not found"
count() { grep -c . "$1" 2>/dev/null || echo 0; }
# how many cases of run $2 in RUNS $1 have exec status $3
nstatus() {
	python3 -c '
import json, sys
print(sum(1 for l in open(sys.argv[1]) for o in [json.loads(l)]
          if o["run"] == sys.argv[2] and o["exec"]["status"] == sys.argv[3]))' "$1" "$2" "$3"
}
# the error texts of run $2
errors() {
	python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    if o["run"] == sys.argv[2]:
        print(o["exec"].get("error", ""))' "$1" "$2"
}

# --- the canaries, outside the sandbox ---------------------------------------
mark=$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n' | tr a-f A-F)
DIR=$T/canary
mkdir "$DIR" && chmod 755 "$T" "$DIR" || exit 99
printf 'CANARY-PRIVATE-%s\n' "$mark" >"$DIR/private" && chmod 600 "$DIR/private"
printf 'CANARY-WORLD-%s\n' "$mark" >"$DIR/world" && chmod 644 "$DIR/world"
python3 -c '
import os, socket, sys
s = socket.socket(socket.AF_UNIX)
s.bind(sys.argv[1])
os.chmod(sys.argv[1], 0o777)
s.listen(5)
open(sys.argv[2], "w").close()
while True:
    c, _ = s.accept()
    open(sys.argv[3], "w").write("connected\n")
    c.close()' "$DIR/listen.sock" "$DIR/listening" "$DIR/pwned-sock" &
listener=$!
tmux_ok=false
if command -v tmux >/dev/null 2>&1 &&
	env -u TMUX SHELL=/bin/sh tmux -S "$DIR/tmux.sock" new-session -d -s canary sh 2>/dev/null; then
	tmux_ok=true
	chmod 777 "$DIR/tmux.sock"
fi
cleanup() {
	kill "$listener" 2>/dev/null
	$tmux_ok && tmux -S "$DIR/tmux.sock" kill-server 2>/dev/null
	rm -rf "$LIB_TMP"
}
trap cleanup EXIT
[ -n "${KEEP:-}" ] && trap "kill $listener" EXIT
for _ in $(seq 50); do [ -e "$DIR/listening" ] && break; sleep 0.1; done
check "the canary listener runs" test -e "$DIR/listening"
# the canaries reach the user from here: each route works outside
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).connect(sys.argv[1])' \
	"$DIR/listen.sock" 2>/dev/null
for _ in $(seq 50); do [ -e "$DIR/pwned-sock" ] && break; sleep 0.1; done
check "outside the sandbox the listener sees a connection" test -e "$DIR/pwned-sock"
rm -f "$DIR/pwned-sock"
if $tmux_ok; then
	tmux -S "$DIR/tmux.sock" send-keys -t canary "touch '$DIR/tmux-works'" Enter
	for _ in $(seq 50); do [ -e "$DIR/tmux-works" ] && break; sleep 0.1; done
	check "outside the sandbox the tmux server runs commands" test -e "$DIR/tmux-works"
else
	echo "skip: tmux canary (no tmux)"
fi

# --- the solutions: every attack, and a correct solution beside them ----------
mkdir "$T/sol" "$T/sol/correct"
cp "$DATA"/solutions/correct/*.py "$T/sol/correct/"
for f in "$DATA"/sandbox/*.py; do
	run=$(basename "$f" .py)
	[ "$run" = prelude ] && continue
	mkdir "$T/sol/$run"
	cat "$DATA/sandbox/prelude.py" "$f" |
		sed -e "s|@DIR@|$DIR|g" -e "s|@GE@|$GE|g" -e "s|@MARK@|$mark|g" \
			>"$T/sol/$run/lc1971.py"
done
chmod -R a+rX "$T/sol"
"$GRAVEL" exec "$GE" "$T/sol" -o "$T/runs.jsonl" --jobs 4 --timeout 1 --total 40 \
	>/dev/null 2>"$T/err"
rc=$?
if [ "$rc" -eq 78 ] && grep -q 'sandbox could not be started' "$T/err"; then
	lib_skip "the kernel refuses bubblewrap's namespaces here ($(tail -1 "$T/err"))"
fi
check "exec exits 0 (got $rc: $(tail -1 "$T/err"))" test "$rc" -eq 0
check "the isolation line names bubblewrap and seccomp" \
	grep -q 'isolation: bubblewrap (.*), seccomp' "$T/err"
"$GRAVEL" score "$GE" "$T/runs.jsonl" --items --format jsonl >"$T/items" 2>/dev/null
# (run, passed) per case
python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    print(o["run"], o["metrics"]["exact"])' "$T/items" >"$T/judged"
check "correct: 34 cases judged" test "$(grep -c '^correct ' "$T/judged")" -eq 34
check "correct: every case passes beside the attacks" \
	test "$(grep -c '^correct 1' "$T/judged")" -eq 34
check "no attack passes a case" test "$(grep -v '^correct ' "$T/judged" | grep -c ' 1')" -eq 0

# --- nothing of the canaries came back, nothing reached them -------------------
for c in PRIVATE WORLD MEM; do
	check "canary $c not in any result" sh -c "! grep -q 'CANARY-$c-$mark' '$T/runs.jsonl'"
done
check "the UNIX socket listener saw no connection" test ! -e "$DIR/pwned-sock"
check "the tmux server ran nothing" test ! -e "$DIR/pwned-tmux"
grep '"run":"files"' "$T/runs.jsonl" >"$T/files.err"
check "files: every route finds no file" grep -q "'open:FileNotFoundError', 'realpath:FileNotFoundError', 'dirfd:FileNotFoundError', 'procroot:FileNotFoundError'" "$T/files.err"
check "files: / holds only the sandbox's" \
	grep -q "\['work', 'opt', 'srv', 'media', 'mnt', 'var', 'root', 'home', 'run', 'tmp', 'dev', 'proc'" "$T/files.err"
errors "$T/runs.jsonl" tmux >"$T/tmux.err"
check "tmux: socket refused" grep -q 'socket:Operation not permitted' "$T/tmux.err"
check "tmux: the tmux program not run" grep -q 'execv:Operation not permitted' "$T/tmux.err"
check "tmux: os.system cannot start a shell" grep -q 'os.system:256\|os.system:PermissionError\|os.system:-1\|os.system:32512' "$T/tmux.err"
errors "$T/runs.jsonl" unixsock >"$T/unix.err"
check "unixsock: socket() refused in Python and libc" \
	grep -q 'python:PermissionError libc:Operation not permitted' "$T/unix.err"
errors "$T/runs.jsonl" procsnoop >"$T/snoop.err"
check "procsnoop: /proc holds its own PID namespace only, nothing found" \
	grep -q "seen [12] pids: \[\]" "$T/snoop.err"
check "holder: ran beside procsnoop, its cases judged" \
	test "$(grep -c '^holder ' "$T/judged")" -eq 6
errors "$T/runs.jsonl" forkbomb >"$T/fork.err"
check "forkbomb: fork, vfork, clone refused" \
	grep -q 'fork:Operation not permitted vfork:Operation not permitted clone:Operation not permitted os.fork:PermissionError' "$T/fork.err"
check "forkbomb: the thread bomb stops at the job's limit (64)" \
	grep -q 'threads:[1-6]\?[0-9]:RuntimeError' "$T/fork.err"
check "forkbomb: kill(-1) reaches no other job" grep -q 'kill-1:ok\|kill-1:No such process' "$T/fork.err"
errors "$T/runs.jsonl" diskfill >"$T/disk.err"
check "diskfill: the working directory is capped (16 MB)" grep -q "'\.': '1[56] MB, OSError'" "$T/disk.err"
check "diskfill: /tmp, /dev/shm and / are read-only" \
	grep -q "'/tmp': '0 MB, OSError'.*'/dev/shm': '0 MB, OSError'.*'/': '0 MB, OSError'" "$T/disk.err"
errors "$T/runs.jsonl" kernel >"$T/kernel.err"
check "kernel: every call refused" sh -c "! grep -q ':ok' '$T/kernel.err'"
for call in ptrace process_vm_readv mount unshare keyctl bpf io_uring_setup perf_event_open \
	userfaultfd execve execveat socket socketpair clone_newuser setns chroot kcmp pidfd_open; do
	check "kernel: $call refused" grep -q "$call:Operation not permitted\|$call:Function not implemented" "$T/kernel.err"
done
check "kernel: TIOCSTI refused on the descriptors it has" grep -q 'tiocsti0:Operation not permitted' "$T/kernel.err"
check "x32: a call of the x32 table kills the process (SIGSYS)" \
	grep -q 'died of signal 31' "$T/runs.jsonl"

# --- results it cannot forge -------------------------------------------------
check "fd3forge: every case a protocol error" test "$(nstatus "$T/runs.jsonl" fd3forge protocol)" -eq 6
check "fd3forge: the message says which case was asked" \
	grep -q '"run":"fd3forge".*protocol error: .*case 0' "$T/runs.jsonl"
check "dumps: no ok" test "$(nstatus "$T/runs.jsonl" dumps ok)" -eq 0
check "dumps: the error is kept" test "$(nstatus "$T/runs.jsonl" dumps error)" -eq 6
check "timelimit: every case a timeout by gravel's clock" \
	test "$(nstatus "$T/runs.jsonl" timelimit timeout)" -eq 6
check "timelimit: the late answer is named" grep -q '"run":"timelimit".*answered after' "$T/runs.jsonl"
check "labels: the labels are out of reach" \
	test "$(errors "$T/runs.jsonl" labels | grep -c 'no labels in reach')" -eq 6

# --- fail closed -------------------------------------------------------------
GRAVEL_BWRAP=/nonexistent/bwrap "$GRAVEL" exec "$GE" "$T/sol" -o "$T/none.jsonl" >/dev/null 2>"$T/err"
check "no bwrap: exit 78" test $? -eq 78
check "... says so" grep -q 'bubblewrap (bwrap as GRAVEL_BWRAP=/nonexistent/bwrap) not found' "$T/err"
check "... and runs nothing" test ! -e "$T/none.jsonl"
printf '#!/bin/sh\necho "bwrap: No permissions to create new namespace" >&2\nexit 1\n' >"$T/nons"
chmod 755 "$T/nons"
GRAVEL_BWRAP=$T/nons "$GRAVEL" exec "$GE" "$T/sol" -o "$T/none.jsonl" >/dev/null 2>"$T/err"
check "namespaces refused: exit 78" test $? -eq 78
check "... says why and what the unsafe option is" \
	grep -q 'could not be started (bwrap: No permissions to create new namespace).*--unsafe-no-sandbox' "$T/err"
mkdir "$T/one" && cp -r "$T/sol/correct" "$T/one/"
GRAVEL_BWRAP=$T/nons "$GRAVEL" exec "$GE" "$T/one" --unsafe-no-sandbox -o "$T/unsafe.jsonl" \
	>/dev/null 2>"$T/err"
check "--unsafe-no-sandbox: runs, and warns" grep -q 'warning: --unsafe-no-sandbox' "$T/err"
check "--unsafe-no-sandbox: the correct solution passes" \
	test "$(nstatus "$T/unsafe.jsonl" correct ok)" -eq 34

# a python3 that is a shell script which starts other programs (pyenv's and
# asdf's shims): the interpreter it runs is what goes in the sandbox
mkdir "$T/shim"
py=/usr/bin/python3
[ -x "$py" ] || py=$(command -v python3)
printf '#!/bin/sh\npy=$(echo "%s")\nexec "$py" "$@"\n' "$py" >"$T/shim/python3"
chmod 755 "$T/shim" "$T/shim/python3"
GRAVEL_PYTHON=$T/shim/python3 "$GRAVEL" exec "$GE" "$T/one" -o "$T/shim.jsonl" >/dev/null 2>"$T/err"
check "a python3 shim: exec runs (got $?: $(tail -1 "$T/err"))" test -s "$T/shim.jsonl"
check "a python3 shim: the correct solution passes" \
	test "$(nstatus "$T/shim.jsonl" correct ok)" -eq 34

# a python3 outside /usr, under a directory the sandbox covers with an empty
# tmpfs ($TMPDIR here; /home, /opt elsewhere): its prefix stays visible
if "$py" -m venv --copies --without-pip "$T/venv" >/dev/null 2>&1; then
	chmod -R a+rX "$T/venv"
	GRAVEL_PYTHON=$T/venv/bin/python3 "$GRAVEL" exec "$GE" "$T/one" -o "$T/venv.jsonl" \
		>/dev/null 2>"$T/err"
	check "a python3 under \$TMPDIR: the correct solution passes ($(tail -1 "$T/err"))" \
		test "$(nstatus "$T/venv.jsonl" correct ok)" -eq 34
else
	echo "skip: python3 -m venv not available"
fi

echo "exec-sandbox ($(id -un)): $pass passed, $fail failed"
[ "$fail" -eq 0 ]
