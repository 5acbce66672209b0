#!/bin/sh
# score-stream.sh - `gravel score` reads runs from a stream (stdin, a pipe)
# a run at a time and scores a checkout's runs as it reads them (issue 16,
# issue 17 "score runs from -"): the same output as from a file, bounded
# memory on a 200,000-line stream, a run resuming after other runs said,
# a bad line failing the whole, the whole NLGraph checkout scored in less
# than a fifth of what holding every run took, and the same bytes out with
# its runs (a checkout's, a file's) read and scored on any number of threads.
. "${SRCDIR:-.}/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
T=$LIB_TMP
cd "$T" || exit 99

if nm -an "$GRAVEL" 2>/dev/null | grep -q __asan_init; then
	asan=1
	# freed blocks wait in ASan's quarantine (256 MiB by default): keep
	# it small, or peak memory follows the bytes read, not the bytes held
	ASAN_OPTIONS="quarantine_size_mb=1:${ASAN_OPTIONS:-}"
	export ASAN_OPTIONS
else
	asan=0
fi
TIME=/usr/bin/time
"$TIME" -f '%M' true >/dev/null 2>&1 || TIME=

topo='{"id":"nlgraph/topology/easy/standard/0","benchmark":"nlgraph","task":"topology","difficulty":"easy","set":"standard","graph":{"directed":true,"nodes":3,"edges":[[0,1],[1,2]]},"query":{}}'
conn='{"id":"nlgraph/connectivity/easy/standard/0","benchmark":"nlgraph","task":"connectivity","difficulty":"easy","set":"standard","graph":{"directed":false,"nodes":3,"edges":[[0,1]]},"query":{"source":0,"target":2},"gold":{"text":"The answer is no.","answer":{"connected":false}}}'
printf '%s\n%s\n' "$topo" "$conn" >p.jsonl

# runs LINES: LINES answers, runs of ten (five samples of each problem),
# some right, some wrong, some unparsed, some of a problem not in p.jsonl
runs() {
	awk -v n="$1" 'BEGIN {
		pad = "so we walk the graph step by step and check every edge twice before we answer"
		for (i = 0; i < n; i++) {
			r = int(i / 10); k = i % 10
			if (k < 5) {
				pid = "nlgraph/topology/easy/standard/0"
				t = (i % 3 == 0) ? "the solution is: 0,1,2." : (i % 3 == 1) ? "the solution is: 2,1,0." : "no idea"
			} else {
				pid = (r % 7 == 0) ? "nlgraph/flow/easy/standard/9" : "nlgraph/connectivity/easy/standard/0"
				t = (i % 2) ? "the answer is no." : "the answer is yes."
			}
			printf "{\"problem\":\"%s\",\"run\":\"run-%d\",\"sample\":%d,\"text\":\"%s %s\"}\n", pid, r, k % 5, pad, t
		}
	}'
}
runs 2000 >small.jsonl

# ---- the same output as from a file ----------------------------------------
for how in "--by task" "--by run --policy compat" "--items" "--items --format csv --policy compat" \
	"--items --format jsonl" "--by task,difficulty --format json"; do
	# shellcheck disable=SC2086
	"$GRAVEL" score p.jsonl small.jsonl $how >file.out 2>file.err
	rc_file=$?
	# shellcheck disable=SC2086
	cat small.jsonl | "$GRAVEL" score p.jsonl - $how >pipe.out 2>pipe.err
	rc_pipe=$?
	if [ "$rc_file" = 0 ] && [ "$rc_pipe" = 0 ] && cmp -s file.out pipe.out && cmp -s file.err pipe.err &&
		[ -s pipe.out ]; then
		ok "score $how: a pipe gives what the file gives"
	else
		not_ok "score $how: pipe (exit $rc_pipe) and file (exit $rc_file) differ"
		diff file.out pipe.out | sed -n '1,6s/^/    /p'
		diff file.err pipe.err | sed -n '1,6s/^/    /p'
	fi
done
# 2000 lines: 200 runs, every seventh's connectivity samples of a problem
# p.jsonl lacks
if grep -q 'left out 29 (run, problem) pairs whose problems are not in p.jsonl: 29 of set standard' pipe.err; then
	ok "missing problems counted by set from a pipe"
else
	not_ok "no 'left out 29' line"
	sed -n '1,3s/^/    /p' pipe.err
fi

# ---- a run resuming after other runs; a bad line --------------------------
{ sed -n '1,10p' small.jsonl; sed -n '11,20p' small.jsonl; sed -n '1,10p' small.jsonl | sed 's/"sample":\([0-9]\)/"sample":\1/'; } >resume.jsonl
cat resume.jsonl | "$GRAVEL" score p.jsonl - --by run >out 2>err
rc=$?
if [ "$rc" = 0 ] && grep -q '<stdin>:21:53: warning: run run-0 continues after other runs' err; then
	ok "a run resuming after others is said (exit 0)"
else
	not_ok "resuming run: exit $rc"
	sed -n '1,5s/^/    /p' err
fi
{ sed -n '1,30p' small.jsonl; echo '{"problem": 3'; sed -n '31,60p' small.jsonl; } | "$GRAVEL" score p.jsonl - --by task >out 2>err
rc=$?
if [ "$rc" = 65 ] && grep -q '<stdin>:31:' err && [ ! -s out ]; then
	ok "a bad line in the stream: exit 65, no groups"
else
	not_ok "bad line: exit $rc (expected 65), $(wc -c <out) bytes out"
	sed -n '1,5s/^/    /p' err
fi

# ---- a runs file: a run at a time on threads, or whole ---------------------
# Each run's answers together: scored a run at a time on GRAVEL_THREADS
# workers and taken in order, the same bytes as on none. A run resuming
# after others (resume.jsonl) is scored whole: its pairs' samples
# together (10, not 5 and 5) and no warning, as before (a pipe says it
# and scores the parts apart).
for how in "--items --format jsonl" "--by task,run --policy compat" "--items --format csv"; do
	# shellcheck disable=SC2086
	GRAVEL_THREADS=0 "$GRAVEL" score p.jsonl small.jsonl $how >t0.out 2>t0.err
	r0=$?
	# shellcheck disable=SC2086
	GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl small.jsonl $how >t3.out 2>t3.err
	r3=$?
	if [ "$r0" = 0 ] && [ "$r3" = 0 ] && cmp -s t0.out t3.out && cmp -s t0.err t3.err && [ -s t3.out ]; then
		ok "score a file $how: the same with 0 and 3 threads"
	else
		not_ok "score a file $how: 3 threads (exit $r3) differ from none (exit $r0)"
		diff t0.out t3.out | sed -n '1,6s/^/    /p'
	fi
done
GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl resume.jsonl --items --format jsonl >out 2>err
rc=$?
if [ "$rc" = 0 ] && [ "$(grep -c '"run":"run-0".*"samples":10,' out)" = 2 ] &&
	! grep -q 'continues after' err; then
	ok "a file's run resuming after others: scored whole, its samples together"
else
	not_ok "a file's resuming run: exit $rc, $(grep -c '"run":"run-0"' out) run-0 items"
	sed -n '1,4s/^/    /p' out err
fi

# ---- bounded memory: 20,000 and 200,000 lines -------------------------------
if [ -z "$TIME" ]; then
	ok "memory on a stream (skipped: no GNU time)"
else
	runs 20000 >s20k.jsonl
	runs 200000 >s200k.jsonl
	for f in s20k s200k; do
		cat $f.jsonl | "$TIME" -o $f.rss -f '%M' "$GRAVEL" score p.jsonl - --policy compat --by task \
			>$f.out 2>$f.err
		echo "$?" >$f.rc
	done
	k20=$(tail -n 1 s20k.rss) k200=$(tail -n 1 s200k.rss)
	echo "# peak RSS: 20,000 lines $k20 KiB, 200,000 lines $k200 KiB"
	if [ "$(cat s20k.rc)" = 0 ] && [ "$(cat s200k.rc)" = 0 ] && [ "$k200" -lt $((k20 + 16384)) ]; then
		ok "200,000 lines in the memory of 20,000 ($k200 KiB against $k20 KiB)"
	else
		not_ok "memory grows with the stream: $k200 KiB against $k20 KiB (exits $(cat s20k.rc) $(cat s200k.rc))"
		sed -n '1,5s/^/    /p' s200k.err
	fi
	if grep -Eq '^topology +20000 ' s200k.out && grep -Eq '^connectivity +17142 ' s200k.out; then
		ok "200,000 lines: every item counted"
	else
		not_ok "200,000 lines: groups incomplete"
		sed -n '1,8s/^/    /p' s200k.out
	fi
	# the same lines as a file, for groups: a run at a time too (held
	# whole, they took 129 MiB against 26 MiB), the same groups
	for f in s20k s200k; do
		"$TIME" -o $f.frss -f '%M' "$GRAVEL" score p.jsonl $f.jsonl --policy compat --by task \
			>$f.fout 2>$f.ferr
		echo "$?" >$f.frc
	done
	k20=$(tail -n 1 s20k.frss) k200=$(tail -n 1 s200k.frss)
	echo "# peak RSS, a file: 20,000 lines $k20 KiB, 200,000 lines $k200 KiB"
	if [ "$(cat s20k.frc)" = 0 ] && [ "$(cat s200k.frc)" = 0 ] && [ "$k200" -lt $((k20 + 16384)) ] &&
		cmp -s s200k.out s200k.fout; then
		ok "a file of 200,000 lines in the memory of 20,000 ($k200 KiB against $k20 KiB), its groups the stream's"
	else
		not_ok "a file: $k200 KiB against $k20 KiB (exits $(cat s20k.frc) $(cat s200k.frc))"
		diff s200k.out s200k.fout | sed -n '1,5s/^/    /p'
	fi
	# and for items (held whole, they took 137 MiB against 26 MiB): the
	# stream's items
	cat s200k.jsonl | "$GRAVEL" score p.jsonl - --policy compat --items --format csv >s200k.iout \
		2>s200k.ierr
	for f in s20k s200k; do
		"$TIME" -o $f.irss -f '%M' "$GRAVEL" score p.jsonl $f.jsonl --policy compat --items \
			--format csv >$f.ifout 2>$f.iferr
		echo "$?" >$f.ifrc
	done
	k20=$(tail -n 1 s20k.irss) k200=$(tail -n 1 s200k.irss)
	echo "# peak RSS, a file's items: 20,000 lines $k20 KiB, 200,000 lines $k200 KiB"
	if [ "$(cat s20k.ifrc)" = 0 ] && [ "$(cat s200k.ifrc)" = 0 ] && [ "$k200" -lt $((k20 + 16384)) ] &&
		cmp -s s200k.iout s200k.ifout && [ -s s200k.ifout ]; then
		ok "a file's items, 200,000 lines, in the memory of 20,000 ($k200 KiB against $k20 KiB), the stream's items"
	else
		not_ok "a file's items: $k200 KiB against $k20 KiB (exits $(cat s20k.ifrc) $(cat s200k.ifrc))"
		diff s200k.iout s200k.ifout | sed -n '1,5s/^/    /p'
	fi
fi

# ---- a file read a run at a time: what reading it whole said --------------
# bad lines in two runs: both said, in the file's order, exit 65, no
# groups (a line that cannot be read stops the scoring, as before); a run
# resuming after others: read whole, one run (its 10 samples together)
{ sed -n '1,15p' small.jsonl; echo '{"problem":"p","run":"run-1","sample":"x"}'; sed -n '16,40p' small.jsonl
  echo '{"problem": 3'; } >badtwo.jsonl
GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl badtwo.jsonl --by task >out 2>err
rc=$?
if [ "$rc" = 65 ] && [ ! -s out ] && [ "$(sed -n 's/^badtwo.jsonl:\([0-9]*\):.*/\1/p' err | tr '\n' ' ')" = "16 42 " ]; then
	ok "a file's bad lines in two runs: both said in order, exit 65, no groups"
else
	not_ok "a file's bad lines: exit $rc, $(wc -c <out) bytes out"
	sed -n '1,4s/^/    /p' err
fi
# its items: held aside until every line is read, so none are printed
for th in 0 3; do
	GRAVEL_THREADS=$th "$GRAVEL" score p.jsonl badtwo.jsonl --items --format jsonl >out 2>err
	rc=$?
	if [ "$rc" = 65 ] && [ ! -s out ] &&
		[ "$(sed -n 's/^badtwo.jsonl:\([0-9]*\):.*/\1/p' err | tr '\n' ' ')" = "16 42 " ]; then
		ok "a file's bad lines in two runs, items, $th threads: both said in order, exit 65, no items"
	else
		not_ok "a file's bad lines, items, $th threads: exit $rc, $(wc -c <out) bytes out"
		sed -n '1,4s/^/    /p' err
	fi
done
# the temporary file the items wait in: none to be had ($TMPDIR missing):
# the file read whole, the same items; one that cannot be written (a file
# size limit, SIGXFSZ ignored): said as such, exit 74, no items
GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl small.jsonl --items --format jsonl >t3.out 2>t3.err
TMPDIR="$T/missing" GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl small.jsonl --items --format jsonl \
	>out 2>err
rc=$?
if [ "$rc" = 0 ] && cmp -s out t3.out && cmp -s err t3.err && [ -s out ]; then
	ok "a file's items with no temporary folder: read whole, the same items"
else
	not_ok "a file's items with no temporary folder: exit $rc"
	sed -n '1,4s/^/    /p' err
fi
mkdir -p "$T/tmp"
(trap '' XFSZ; ulimit -f 1 && TMPDIR="$T/tmp" "$GRAVEL" score p.jsonl small.jsonl --items \
	--format jsonl 2>err; echo "$?" >rc) | cat >out
if [ "$(cat rc)" = 74 ] && [ ! -s out ] &&
	grep -q '^gravel score: cannot hold the items in a temporary file: ' err; then
	ok "a file's items whose temporary file cannot be written: said, exit 74, no items"
else
	not_ok "a file's items, temporary file full: exit $(cat rc), $(wc -c <out) bytes out"
	sed -n '1,4s/^/    /p' err
fi
GRAVEL_THREADS=3 "$GRAVEL" score p.jsonl resume.jsonl --by run >out 2>err
if [ "$?" = 0 ] && grep -Eq '^run-0 +2 ' out && [ "$(grep -c '^run-' out)" = 2 ]; then
	ok "a file's run resuming after others, for groups: read whole, one run"
else
	not_ok "a file's resuming run, for groups"
	sed -n '1,6s/^/    /p' out err
fi

# ---- the NLGraph checkout: its runs scored as read --------------------------
if ! lib_have_shared; then
	ok "checkout memory (skipped: no $GRAVEL_SHARED/nlgraph)"
elif [ -z "$TIME" ] || [ "$asan" = 1 ]; then
	ok "checkout memory (skipped: needs GNU time and a build without ASan)"
else
	"$TIME" -o co.rss -f '%M' "$GRAVEL" score "$GRAVEL_SHARED/nlgraph" --policy compat >co.out 2>co.err
	rc=$?
	k=$(tail -n 1 co.rss)
	echo "# peak RSS, score the checkout: $k KiB"
	# holding every run and item took 200 MiB
	if [ "$rc" = 0 ] && [ "$k" -lt 65536 ]; then
		ok "score the checkout in under 64 MiB ($k KiB)"
	else
		not_ok "score the checkout: exit $rc, $k KiB"
		sed -n '1,5s/^/    /p' co.err
	fi
fi

# ---- the checkout's runs read and scored on reader threads -----------------
# Each run is read and scored on a worker (GRAVEL_THREADS of them; 0: all
# on one thread) and added in reading order: the same items, groups and
# messages, byte for byte, however many threads; a write error still stops
# the reading with one message and exit 74.
if ! lib_have_shared; then
	ok "reader threads (skipped: no $GRAVEL_SHARED/nlgraph)"
else
	for th in 0 1 3; do
		GRAVEL_THREADS=$th "$GRAVEL" score "$GRAVEL_SHARED/nlgraph" --policy strict --items \
			--format jsonl >"th$th.out" 2>"th$th.err"
		echo $? >"th$th.rc"
		GRAVEL_THREADS=$th "$GRAVEL" score "$GRAVEL_SHARED/nlgraph" --policy compat \
			--by task,difficulty >"tc$th.out" 2>"tc$th.err"
		echo $? >>"th$th.rc"
	done
	same=1
	for th in 1 3; do
		for f in th tc; do
			cmp -s "${f}0.out" "$f$th.out" && cmp -s "${f}0.err" "$f$th.err" || same=0
		done
		cmp -s th0.rc "th$th.rc" || same=0
	done
	if [ "$same" = 1 ] && [ "$(tr '\n' ' ' <th0.rc)" = "0 0 " ] &&
		[ "$(wc -l <th0.out)" -gt 90000 ]; then
		ok "0, 1 and 3 reader threads: the same items, groups and messages ($(wc -l <th0.out) items)"
	else
		not_ok "reader threads change the output (exits: $(cat th0.rc th1.rc th3.rc | tr '\n' ' '))"
		for th in 1 3; do cmp "th0.out" "th$th.out" | sed 's/^/    /'; done
	fi
	# runs that cannot be read, reported in reading order among the others
	# (exit 65): the checkout as links, two of flow's runs given a cut
	# answer.npy and a res1.npy that is no .npy
	co=$T/bad-checkout/NLGraph
	mkdir -p "$co"
	for t in "$GRAVEL_SHARED"/nlgraph/NLGraph/*; do
		[ "$(basename "$t")" = flow ] || ln -s "$t" "$co/$(basename "$t")"
	done
	src=$GRAVEL_SHARED/nlgraph/NLGraph/flow
	mkdir -p "$co/flow/graph/easy/log"
	for f in "$src"/* "$src"/graph/*; do
		case $f in */graph | */graph/easy) ;; *) ln -s "$f" "$co/flow/${f#"$src"/}" ;; esac
	done
	for f in "$src"/graph/easy/*; do
		[ "$(basename "$f")" = log ] || ln -s "$f" "$co/flow/graph/easy/$(basename "$f")"
	done
	for r in "$src"/graph/easy/log/*; do
		ln -s "$r" "$co/flow/graph/easy/log/$(basename "$r")"
	done
	for r in 20230414---19-51-0-CoT 20230415---20-18-CoT; do
		rm "$co/flow/graph/easy/log/$r"
		mkdir "$co/flow/graph/easy/log/$r"
		for f in "$src/graph/easy/log/$r"/*; do
			ln -s "$f" "$co/flow/graph/easy/log/$r/$(basename "$f")"
		done
	done
	r=$co/flow/graph/easy/log/20230414---19-51-0-CoT
	head -c 300 "$src/graph/easy/log/20230414---19-51-0-CoT/answer.npy" >"$r/answer.npy.cut"
	rm "$r/answer.npy" && mv "$r/answer.npy.cut" "$r/answer.npy"
	r=$co/flow/graph/easy/log/20230415---20-18-CoT
	rm "$r/res1.npy" && printf 'garbage' >"$r/res1.npy"
	for th in 0 2; do
		GRAVEL_THREADS=$th "$GRAVEL" score "$T/bad-checkout" --policy strict --items \
			--format jsonl >"bad$th.out" 2>"bad$th.err"
		echo $? >"bad$th.rc"
	done
	if [ "$(cat bad0.rc)" = 65 ] && cmp -s bad0.rc bad2.rc && cmp -s bad0.out bad2.out &&
		cmp -s bad0.err bad2.err && [ "$(grep -c '; skipped$' bad2.err)" = 2 ] &&
		[ "$(wc -l <bad2.out)" -gt 90000 ]; then
		ok "two runs that cannot be read, with reader threads: the same items and messages, exit 65"
	else
		not_ok "unreadable runs with threads: exits $(cat bad0.rc) / $(cat bad2.rc)"
		grep 'skipped' bad2.err | sed 's/^/    /'
	fi
	if [ -w /dev/full ]; then
		for th in 0 2; do
			GRAVEL_THREADS=$th "$GRAVEL" score "$GRAVEL_SHARED/nlgraph" --policy strict \
				--items --format jsonl >/dev/full 2>"full$th.err"
			echo $? >"full$th.rc"
		done
		if [ "$(cat full2.rc)" = 74 ] && cmp -s full0.err full2.err &&
			[ "$(grep -c 'No space left' full2.err)" = 1 ]; then
			ok "a write error with reader threads: exit 74, said once, as with none"
		else
			not_ok "write error with threads: exit $(cat full2.rc) (none: $(cat full0.rc))"
			sed -n '1,5s/^/    /p' full2.err
		fi
	else
		ok "write error with threads (skipped: no /dev/full)"
	fi
fi

lib_tap_end score-stream
