#!/bin/sh
# hostile.sh - every hostile input of issue 17 ends with its documented exit
# status, no sanitizer report, no escape byte on the terminal and bounded
# memory and time.
#
# Each case runs gravel with a memory cap (ulimit -v, where the build has no
# sanitizer: ASan reserves terabytes of address space) and a time limit,
# and checks the exit status, that stdout and stderr hold no ESC, BEL or
# bidi control where they must not, and that stderr has no AddressSanitizer,
# LeakSanitizer or UBSan report.

. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
T=$LIB_TMP
cd "$T" || exit 99

# the sanitizers' reports, and a memory cap where there are none
if "$GRAVEL" --version 2>/dev/null | grep -q . && nm -an "$GRAVEL" 2>/dev/null | grep -q __asan_init; then
	asan=1
else
	asan=0
fi
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# run NAME STATUS CMD...: run CMD (a gravel command line) within 60 s; check
# the exit status and that stderr has no sanitizer report.
run() {
	_name=$1 _want=$2
	shift 2
	(
		[ "$asan" = 1 ] || ulimit -v 1048576	# 1 GiB
		exec timeout 60 "$@"
	) >"$T/out" 2>"$T/err"
	_rc=$?
	if grep -Eq 'Sanitizer|runtime error:' "$T/err"; then
		not_ok "$_name: sanitizer report"
		sed -n '1,30s/^/    /p' "$T/err"
	elif [ "$_rc" -ne "$_want" ]; then
		not_ok "$_name: exit $_rc, expected $_want"
		sed -n '1,10s/^/    /p' "$T/err"
	else
		ok "$_name (exit $_rc)"
	fi
}

# clean NAME FILE: FILE has no ESC, BEL, C1 CSI or bidi override/isolate.
esc=$(printf '\033') bel=$(printf '\007')
clean() {
	if grep -q "[$esc$bel]" "$2" || grep -Eq "$(printf '\342\200[\252-\256]|\342\201[\246-\251]')" "$2"; then
		not_ok "$1: raw control bytes in $(basename "$2")"
		cat -v "$2" | sed -n '1,5s/^/    /p'
	else
		ok "$1: no raw control bytes"
	fi
}
# has NAME FILE REGEX
has() {
	if grep -Eq -- "$3" "$2"; then ok "$1"; else not_ok "$1: no /$3/ in $(basename "$2")"; sed -n '1,5s/^/    /p' "$2"; fi
}

topo='{"id":"nlgraph/topology/easy/standard/0","benchmark":"nlgraph","task":"topology","difficulty":"easy","set":"standard","graph":{"directed":true,"nodes":3,"edges":[[0,1],[1,2]]},"query":{}}'
printf '%s\n' "$topo" >p.jsonl

# ---- item 2: a 20-digit number in a compat answer (signed overflow) -------
printf '%s\n' '{"problem":"nlgraph/topology/easy/standard/0","run":"r","sample":0,"text":"solution: 99999999999999999999 1 2"}' >big.jsonl
run "compat: 20-digit number" 0 "$GRAVEL" score p.jsonl big.jsonl --policy compat --items
has "compat: 20-digit number scores 0" "$T/out" "res=0"

# ---- item 3: escape bytes ---------------------------------------------------
printf '%s\n' '{"problem":"nlgraph/topology/easy/standard/0","run":"m\u001b]52;c;cHduZWQ=\u0007\u001b[2J","sample":0,"text":"x \u202e 1"}' >evil.jsonl
for how in "--by run" "--items" "--by run --format csv" "--items --format csv"; do
	# shellcheck disable=SC2086
	run "score $how: OSC 52 run name" 0 "$GRAVEL" score p.jsonl evil.jsonl $how
	clean "score $how" "$T/out"
	has "score $how: caret notation" "$T/out" 'm\^\[\]52;c;cHduZWQ=\^G\^\[\[2J'
done
run "score --items --format jsonl" 0 "$GRAVEL" score p.jsonl evil.jsonl --items --format jsonl
has "jsonl stays exact" "$T/out" '"run":"m\\u001b\]52;c;cHduZWQ=\\u0007\\u001b\[2J"'

printf '%s\n' '{"id":"x\u001b[2J\u202e","benchmark":"b","task":"no\u001b]0;t\u0007pe","graph":{"nodes":1}}' >task.jsonl
run "unknown task with ESC in the id" 65 "$GRAVEL" solve task.jsonl
clean "unknown task message" "$T/err"
has "unknown task message: caret and <U+202E>" "$T/err" 'x\^\[\[2J<U\+202E>: unknown task "no\^\[\]0;t\^Gpe"'

printf 'tasks:\n  - name: t\n    "\033[2J\342\200\256": 1\n' >key.yaml
run "check: ESC in a key" 78 "$GRAVEL" check key.yaml
clean "check: unknown key message" "$T/err"

run "show: unknown id with ESC" 65 "$GRAVEL" show p.jsonl "$(printf 'a\033]0;x\007')"
clean "show: unknown id message" "$T/err"

# messages printed straight to stderr (not collected diagnostics)
run "unknown command with ESC" 64 "$GRAVEL" "$(printf 'x\033]0;t\007\342\200\256')"
clean "unknown command message" "$T/err"
has "unknown command message: caret" "$T/err" "unknown command 'x\\^\\[\\]0;t\\^G<U\\+202E>'"
run "gen: unknown task with ESC" 64 "$GRAVEL" gen "$SRCDIR/config/tasks/nlgraph.yaml" --task "$(printf 't\033[2J')"
clean "gen: unknown task message" "$T/err"

mkdir -p nlg/NLGraph/cycle/graph/easy/standard
printf '{"0":{"question":"q","answer":"a","difficulty":"easy"}}' >nlg/NLGraph/cycle/main.json
printf '2 1\n0 \033[2J\n' >nlg/NLGraph/cycle/graph/easy/standard/graph0.txt
run "NLGraph raw: found ESC" 65 "$GRAVEL" solve nlg
clean "NLGraph raw: found message" "$T/err"
has "NLGraph raw: found bytes in caret notation" "$T/err" "found '\\^\\[\\[2J'"

# the TUI: bidi controls in a question and a run name, seen on the problem
# screen (script mode: the same drawing on a virtual screen)
printf '%s\n' '{"id":"b/cycle/easy/standard/0","benchmark":"b","task":"cycle","graph":{"directed":false,"nodes":2,"edges":[[0,1]]},"query":{},"question":"Q: abc\u202edef\u2066x\u2069 \u001b[2J?"}' >bidi.jsonl
lib_browse bidi "Enter" bidi.jsonl >"$T/out" 2>"$T/err"
if [ -f "$T/bidi.txt" ] && grep -q 'abc<U+202E>def<U+2066>x<U+2069> ^\[\[2J?' "$T/bidi.txt"; then
	ok "TUI: bidi controls shown as <U+202E>"
else
	not_ok "TUI: bidi controls not shown as <U+...>"
	sed -n '1,12s/^/    /p' "$T/bidi.txt" 2>/dev/null
fi
clean "TUI screen" "$T/bidi.txt"

# ---- item 5: memory bounded by the input ------------------------------------
run "solve /dev/zero" 65 "$GRAVEL" solve /dev/zero
has "solve /dev/zero: line and column" "$T/err" '^/dev/zero:1:1: a NUL byte'
run "solve - </dev/zero" 65 sh -c 'exec "$0" solve - </dev/zero' "$GRAVEL"
run "score runs /dev/zero" 65 "$GRAVEL" score p.jsonl /dev/zero
run "check /dev/zero" 78 "$GRAVEL" check /dev/zero
run "yes | solve -" 65 sh -c 'yes | exec "$0" solve -' "$GRAVEL"
has "yes | solve -: stops at line 1" "$T/err" "^<stdin>:1:1: expected '\\{' to start a line"
run "yes | score runs -" 65 sh -c 'yes | exec "$0" score p.jsonl -' "$GRAVEL"
run "/dev/urandom | solve -" 65 sh -c 'exec "$0" solve - </dev/urandom' "$GRAVEL"
run "runs file from /dev/zero on stdin" 65 sh -c 'exec "$0" score p.jsonl - </dev/zero' "$GRAVEL"
# a stream is solved line by line: 200,000 problems (35 MB) through a pipe in
# 64 MiB of address space (read whole first, they took 300 MB), every answer
# printed; and peak memory the same for 2,000 and 200,000 lines
# (ASan holds freed memory in quarantine, 256 MB by default: kept small here)
for lines in 2000 200000; do
	(
		[ "$asan" = 1 ] || ulimit -v 65536
		if [ "$asan" = 1 ]; then export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=1"; fi
		if [ -x /usr/bin/time ]; then
			yes "$topo" | head -n "$lines" | timeout 120 /usr/bin/time -f %M -o "$T/rss.$lines" \
				"$GRAVEL" solve - | wc -l >"$T/count"
		else
			yes "$topo" | head -n "$lines" | timeout 120 "$GRAVEL" solve - | wc -l >"$T/count"
		fi
	) 2>"$T/err"
	if [ "$(cat "$T/count")" -eq "$lines" ] && ! grep -Eq 'Sanitizer|runtime error:|out of memory' "$T/err"; then
		ok "solve - on $lines lines: every answer, in bounded memory"
	else
		not_ok "solve - on $lines lines: $(cat "$T/count") answers"
		sed -n '1,5s/^/    /p' "$T/err"
	fi
done
small=$(tail -n 1 "$T/rss.2000" 2>/dev/null) large=$(tail -n 1 "$T/rss.200000" 2>/dev/null)
if [ -z "$small" ] || [ -z "$large" ]; then
	ok "solve -: peak memory (skipped: no /usr/bin/time)"
elif [ "$large" -le $((small + 8192)) ]; then
	ok "solve -: peak memory $small KB on 2,000 lines, $large KB on 200,000"
else
	not_ok "solve -: peak memory grows with the stream: $small KB on 2,000 lines, $large KB on 200,000"
fi
# the other commands that read problems from a stream: show and trace stop
# at their problem (the last of 200,000 lines here), solve --fill-gold
# writes each one as it is read, exec keeps only its solutions' tasks'
# problems; each in 64 MiB of address space, peak memory the same for
# 2,000 and 200,000 lines (issue 17 item 5)
last=$(printf '%s' "$topo" | sed 's,standard/0,standard/last,')
printf '%s\n' '{"problem":"lc1971","run":"r","text":"```python\nclass Solution:\n    def validPath(self, n, edges, source, destination):\n        return True\n```"}' >sols.jsonl
for what in show trace fill-gold exec; do
	case $what in
	show) want=0 cmd='"$GRAVEL" show - nlgraph/topology/easy/standard/last' ;;
	trace) want=0 cmd='"$GRAVEL" trace - nlgraph/topology/easy/standard/last' ;;
	fill-gold) want=0 cmd='"$GRAVEL" solve --fill-gold -' ;;
	exec) want=65 cmd='"$GRAVEL" exec - sols.jsonl' ;;
	esac
	for lines in 2000 200000; do
		(
			[ "$asan" = 1 ] || ulimit -v 65536
			if [ "$asan" = 1 ]; then export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=1"; fi
			# through a pipe: stdin redirected from a file is read as a file
			{ yes "$topo" | head -n $((lines - 1)); printf '%s\n' "$last"; } >stream.in
			if [ -x /usr/bin/time ]; then
				cat stream.in | eval "timeout 120 /usr/bin/time -f %M -o \"\$T/rss.$what.$lines\" $cmd" >"$T/out"
			else
				cat stream.in | eval "timeout 120 $cmd" >"$T/out"
			fi
			echo $? >"$T/rc"
		) 2>"$T/err"
		rc=$(cat "$T/rc")
		if [ "$rc" -ne "$want" ] || grep -Eq 'Sanitizer|runtime error:|out of memory' "$T/err"; then
			not_ok "$what - on $lines lines: exit $rc, expected $want"
			sed -n '1,5s/^/    /p' "$T/err"
		elif [ "$what" = fill-gold ] && [ "$(wc -l <"$T/out")" -ne "$lines" ]; then
			not_ok "$what - on $lines lines: $(wc -l <"$T/out") lines written"
		elif [ "$what" = show ] && ! grep -q 'standard/last' "$T/out"; then
			not_ok "$what - on $lines lines: not the last problem"
		else
			ok "$what - on $lines lines (exit $rc)"
		fi
	done
	small=$(tail -n 1 "$T/rss.$what.2000" 2>/dev/null) large=$(tail -n 1 "$T/rss.$what.200000" 2>/dev/null)
	if [ -z "$small" ] || [ -z "$large" ]; then
		ok "$what -: peak memory (skipped: no /usr/bin/time)"
	elif [ "$large" -le $((small + 8192)) ]; then
		ok "$what -: peak memory $small KB on 2,000 lines, $large KB on 200,000"
	else
		not_ok "$what -: peak memory grows with the stream: $small KB on 2,000 lines, $large KB on 200,000"
	fi
done
has "exec -: says why" "$T/err" 'no solution matches a test case'
# check - parses a config whole: read once (it was read twice, the second
# time empty), and an endless one stops at 16 MiB with exit 78
run "check - reads the config once" 0 sh -c 'exec "$0" check - <"$1"' "$GRAVEL" \
	"$SRCDIR/config/tasks/nlgraph.yaml"
run "yes | check -: stops at 16 MiB" 78 sh -c "yes 'a: 1' | exec \"\$0\" check -" "$GRAVEL"
has "yes | check -: says why" "$T/err" '^<stdin>:[0-9]+:1: a config from a stream is read whole, and this one is longer than 16 MiB'
yes '# a comment' | head -n 200000 >comments.yaml
run "check - on 200,000 lines" 78 sh -c 'exec "$0" check - <"$1"' "$GRAVEL" comments.yaml
has "check - on 200,000 lines: an empty config" "$T/err" '^<stdin>:1:1: empty config'
yes '{}' | head -n 200000 >empty.jsonl
run "yes '{}' | solve -: every line reported as it comes" 65 sh -c 'cat "$1" | exec "$0" solve -' "$GRAVEL" empty.jsonl
has "yes '{}' | solve -: the last line too" "$T/err" '^<stdin>:200000:1: missing "id"'
big='{"id":"a/cycle/easy/standard/0","benchmark":"a","task":"cycle","graph":{"directed":false,"nodes":50000000,"edges":[[0,1]]},"query":{}}'
printf '%s\n' "$big" >nodes.jsonl
run "graph.nodes 50,000,000" 65 "$GRAVEL" solve nodes.jsonl
has "node limit message" "$T/err" 'above the limit of 100000 nodes'
printf '%s\n' "$big" | sed 's/50000000/150000/' >nodes2.jsonl
run "--max-nodes raises the limit" 0 "$GRAVEL" --max-nodes 200000 solve nodes2.jsonl
run "GRAVEL_MAX_NODES raises the limit" 0 env GRAVEL_MAX_NODES=200000 "$GRAVEL" solve nodes2.jsonl
run "--max-nodes with a bad value" 64 "$GRAVEL" --max-nodes x solve nodes2.jsonl

# ---- item 9: a NUL inside a JSON string -------------------------------------
printf '{"id":"a\000b","benchmark":"x","task":"cycle","graph":{"nodes":1}}\n' >nul.jsonl
run "NUL inside a JSON string" 65 "$GRAVEL" solve nul.jsonl
has "NUL: FILE:LINE:COL" "$T/err" '^nul.jsonl:1:9: a NUL byte'
printf '{"problem":"nlgraph/topology/easy/standard/0","run":"r\000x","sample":0,"text":"t"}\n' >nulrun.jsonl
run "NUL inside a runs string" 65 "$GRAVEL" score p.jsonl nulrun.jsonl
has "NUL in runs: FILE:LINE:COL" "$T/err" '^nulrun.jsonl:1:'

# ---- found by fuzz-inspect: an .eval member that does not inflate (libzip's
# message was read after the member was closed: a use after free) ------------
run "import inspect: a member that does not inflate" 3 "$GRAVEL" import inspect \
	"$SRCDIR/tests/data/hostile/inspect-bad-member.eval"
has "import inspect: says why" "$T/err" 'record 1 \(samples/[^)]*\): Zlib error: data error; skipped'

# ---- item 4: SIGXFSZ: write() fails with EFBIG, exit 74, no temp file -------
mkdir -p fsz
run "ulimit -f: EFBIG" 74 sh -c 'ulimit -f 1; exec "$0" gen "$1" --count 20 -o fsz/out.jsonl' \
	"$GRAVEL" "$SRCDIR/config/tasks/nlgraph.yaml"
has "ulimit -f: the reason" "$T/err" 'File too large'
if ls fsz | grep -q tmp; then not_ok "ulimit -f: temp file left: $(ls fsz)"; else ok "ulimit -f: no temp file left"; fi

# ---- item 11: leaks ----------------------------------------------------------
cat >dup.yaml <<'EOF'
name: dup
problems:
  - generate: nlgraph
    task: cycle
    task: flow
    count: 1
EOF
printf 'q\n' >q.keys
run "workspace with a duplicate task: key" 78 "$GRAVEL" browse --no-config --keys q.keys --dump-screen s.txt dup.yaml
mkdir -p an
cp "$SRCDIR/tests/data/annot/ws.yaml" "$SRCDIR/tests/data/annot/runs.jsonl" an/
cat >an/notes.json <<'EOF'
{"format": "gravel-annotations", "version": 1, "items": [{"run": "fixture", "problem": "demo/flow/easy/standard/0", "sample": 0, "label": "lucky-guess",
 "history": [{"id": 1, "time": "2024-01-01T00:00:00Z", "author": "a", "op": "set", "field": "label", "from": null}]}]}
EOF
run "annotation history event without \"to\"" 0 "$GRAVEL" annotations export an/ws.yaml
cat >an/notes.json <<'EOF'
{"format": "gravel-annotations", "version": 1, "items": [{"run": "r\u001b]52;c;eA==\u0007\u202e", "problem": "demo/flow/easy/standard/0", "sample": 0, "label": "lucky-guess", "note": "two\nlines"}]}
EOF
run "annotations export csv: ESC in a run name" 0 "$GRAVEL" annotations export an/ws.yaml --format csv
clean "annotations export csv" "$T/out"
has "annotations export csv: caret notation" "$T/out" '^r\^\[\]52;c;eA==\^G<U\+202E>,'

# a line past the limit stops reading at the first byte past it, named by
# line and column (a file: the config limit, 1 MiB; a stream: JSONL, 64 MiB)
head -c 1048577 /dev/zero | tr '\0' '#' >longline.yaml
run "check: a config line longer than 1 MiB" 78 "$GRAVEL" check longline.yaml
has "check: long line at its column" "$T/err" '^longline\.yaml:1:1048577: line longer than 1048576 bytes; reading stopped here'
run "score -: a runs line longer than 64 MiB" 65 sh -c \
	"{ printf '{\"x\":1}\\n'; head -c 67108865 /dev/zero | tr '\\0' ' '; } | exec \"\$0\" score \"\$1\" -" \
	"$GRAVEL" "$SRCDIR/tests/data/foreign/problems.jsonl"
has "score -: long line at its column" "$T/err" '^<stdin>:2:67108865: line longer than 67108864 bytes; reading stopped here'

# annotations apply on a store we may not write to: exit 74 (as nobody, in a
# folder only root may write; skipped when we are not root)
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	mkdir -p ro
	cp "$SRCDIR/tests/data/annot/ws.yaml" "$SRCDIR/tests/data/annot/runs.jsonl" ro/
	printf 'label fixture demo/flow/easy/standard/0 0 lucky-guess\n' >ro/script.txt
	chmod 755 ro "$T"
	chmod 644 ro/*
	run "annotations apply on a read-only store" 74 setpriv --reuid=nobody --regid=nogroup \
		--clear-groups env HOME=/nonexistent "$GRAVEL" annotations apply ro/ws.yaml --script ro/script.txt
	has "read-only store: says why" "$T/err" 'read-only'
else
	ok "annotations apply on a read-only store (skipped: needs root and setpriv)"
fi

# ---- a FIFO where a benchmark folder's file should be ------------------------
# main.json, a graph file or answer.npy that is a FIFO (nobody writing) held
# open() forever; each is refused by path with exit 66 by import, score and
# browse (a short limit: the old build waited until killed)
fifo_checkout() {
	rm -rf fc
	for set in standard full; do
		for g in 0 1; do
			r=fc/NLGraph
			for t in connectivity cycle topology shortest_path flow matching hamilton GNN; do
				mkdir -p $r/$t/graph/easy/$set
			done
			printf '3 1 1\n0 1\n0 1\n0 2\n' >$r/connectivity/graph/easy/$set/graph$g.txt
			printf '3 2\n0 1\n1 2\n' >$r/cycle/graph/easy/$set/graph$g.txt
			printf '3 2\n0 1\n1 2\n' >$r/topology/graph/easy/$set/graph$g.txt
			printf '3 2\n0 1 1\n1 2 1\n0 2\n' >$r/shortest_path/graph/easy/$set/graph$g.txt
			printf '3 2\n0 1 1\n1 2 1\n0 2\n1\n' >$r/flow/graph/easy/$set/graph$g.txt
			printf '2 2 2\n0 2\n1 3\n2\n' >$r/matching/graph/easy/$set/graph$g.txt
			printf '3 2\n0 1\n1 2\n' >$r/hamilton/graph/easy/$set/graph$g.txt
			printf '2 1 2\n0 1\n1 0 \n0 1 \n0 1 \n1 0 \n' >$r/GNN/graph/easy/$set/graph$g.txt
		done
	done
	mkdir -p fc/NLGraph/connectivity/graph/attack/clique fc/NLGraph/connectivity/graph/attack/line
	printf '3 1\n0 1\n0 2\n' >fc/NLGraph/connectivity/graph/attack/clique/graph0.txt
	printf '3 2\n0 1\n1 2\n0 2\n' >fc/NLGraph/connectivity/graph/attack/line/graph0.txt
}
if command -v mkfifo >/dev/null 2>&1; then
	for what in NLGraph/flow/main.json NLGraph/cycle/graph/easy/standard/graph1.txt \
		NLGraph/cycle/graph/easy/log/R1/answer.npy; do
		fifo_checkout
		mkdir -p "fc/$(dirname "$what")"
		rm -f "fc/$what"
		mkfifo "fc/$what"
		case $what in *.npy) logs=--logs ;; *) logs=--set=standard ;; esac
		run "import $logs: a FIFO as $what" 66 timeout 10 "$GRAVEL" import nlgraph $logs fc
		has "import $logs: the FIFO named" "$T/err" "^fc/$what: cannot read: not a regular file"
		run "score: a FIFO as $what" 66 timeout 10 "$GRAVEL" score fc
		has "score: the FIFO named" "$T/err" "^fc/$what: cannot read: not a regular file"
		printf "\n" >keys.txt
		run "browse: a FIFO as $what" 66 timeout 10 "$GRAVEL" browse --no-config --keys keys.txt \
			--dump-screen "$T/fifo.txt" fc
		has "browse: the FIFO named" "$T/err" "fc/$what: cannot read: not a regular file"
	done
else
	ok "FIFO inputs (skipped: no mkfifo)"
fi

# ---- a control character in a YAML file, named at its line and column -------
{
	printf 'keys:\n  a: [j]\n  b: [k]\n  c: [l]\n  d: [m]\n'
	printf '  e: "%s\001"\n' 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
} >ctl.yaml
run "check: a control character in YAML" 78 "$GRAVEL" check ctl.yaml
has "check: the control character at 6:73" "$T/err" '^ctl\.yaml:6:73: YAML syntax error: control characters are not allowed'

# ---- a file of another kind given as problems: said once, repeats counted ----
"$GRAVEL" score "$SRCDIR/tests/screens/problems.jsonl" "$SRCDIR/tests/screens/runs.jsonl" \
	--items --format jsonl >items1.jsonl 2>/dev/null
: >items.jsonl
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 \
	31 32 33 34 35 36 37 38 39 40; do
	cat items1.jsonl >>items.jsonl
done
n=$(wc -l <items.jsonl)
printf '\n' >keys.txt
run "browse a scores file" 65 "$GRAVEL" browse --no-config --keys keys.txt --dump-screen "$T/k.txt" items.jsonl
has "browse a scores file: says what it looks like" "$T/err" '^items\.jsonl: no problems: this looks like a scores file'
m=$(grep -c 'missing "id"$' "$T/err")
[ "$m" = 20 ] && ok "browse a scores file: 20 of the repeated message" || not_ok "browse a scores file: $m repeats shown"
has "browse a scores file: the rest counted" "$T/err" "^items\.jsonl: missing \"id\" \.\.\. and $((n - 20)) more like this$"
run "browse README.md" 65 "$GRAVEL" browse --no-config --keys keys.txt --dump-screen "$T/k.txt" "$SRCDIR/README.md"
has "browse README.md: says what it looks like" "$T/err" 'README\.md: no problems: this looks like a Markdown or text file'
has "browse README.md: repeats counted" "$T/err" 'README\.md: invalid JSON \.\.\. and [0-9]+ more like this$'
run "browse a runs file" 65 "$GRAVEL" browse --no-config --keys keys.txt --dump-screen "$T/k.txt" "$SRCDIR/tests/screens/runs.jsonl"
has "browse a runs file: says what it looks like" "$T/err" 'runs\.jsonl: no problems: this looks like a runs file'

lib_tap_end hostile
