#!/bin/sh
# bench-rescore.sh GRAVEL - `make bench`: re-score every NLGraph log run in
# ../shared/nlgraph (GRAVEL_SHARED) as a whole process, `gravel score
# CHECKOUT --policy P` for P = compat and strict (and the same runs
# imported, as a runs file), and open the explorer on the same checkout. Prints, per policy, the answers scored, the user+sys
# CPU seconds on one thread (GRAVEL_THREADS=0; the best of 5 rounds; wall
# time is noise on a shared machine), answers per CPU second, the wall time
# on a thread per core (the best and the median of the 5 rounds: issue 16's
# figures are whole-process medians; and its CPU seconds) against one thread, the ratio to the Python port of
# NLGraph's evaluation (5.8 s on the reference machine, issue 16;
# GRAVEL_PORT_SECONDS overrides) and the peak resident memory; then, with
# python3, our own port (tests/nlgraph-port.py: the same rules in plain
# Python, no numpy or networkx), timed in the same rounds, and each
# policy's ratio to it, which a slow minute of the machine moves much less
# than the ratio to a fixed figure; then the explorer's first frame, its
# first `s` (the scores screen) and the per-key median, p99 and max over a
# navigation replay. Needs /usr/bin/time (GNU time); skips without it or
# without the checkout.
set -eu
GRAVEL=${1:?usage: bench-rescore.sh GRAVEL}
SHARED=${GRAVEL_SHARED:-$(dirname "$0")/../../shared}
PORT=${GRAVEL_PORT_SECONDS:-5.8}
TIME=/usr/bin/time
if [ ! -d "$SHARED/nlgraph" ]; then
	echo "bench-rescore: $SHARED/nlgraph not found (set GRAVEL_SHARED); skipped"
	exit 0
fi
if ! "$TIME" -f '%U' true >/dev/null 2>&1; then
	echo "bench-rescore: $TIME (GNU time) not found; skipped"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-rescore.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
HOME=$tmp
export HOME
unset GRAVEL_CONFIG XDG_CONFIG_HOME

# the answers each policy scores: every answer read, less the runs strict
# leaves out (flagged "mismatch"); exit 3: unplaced runs were reported
"$GRAVEL" import nlgraph "$SHARED/nlgraph" --logs -o "$tmp/runs.jsonl" 2>/dev/null || [ $? -eq 3 ]
all=$(grep -c . "$tmp/runs.jsonl")
mism=$(grep -c '"mismatch":' "$tmp/runs.jsonl" || true)
runs=$(sed 's/.*"run":"\([^"]*\)".*/\1/' "$tmp/runs.jsonl" | sort -u | wc -l)

# the median of the numbers given (the middle one, or the mean of the two)
median() {
	printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
		if (NR == 0) { print 0; exit }
		print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# one timed run of "$@": user+sys CPU seconds (of every thread) into $cpu,
# wall seconds into $wall, peak RSS (KiB) into $kib
timed() {
	"$TIME" -o "$tmp/time" -f '%U %S %M %e' "$@" >/dev/null 2>"$tmp/err"
	set -- $(tail -n 1 "$tmp/time")
	cpu=$(echo "$1 $2" | awk '{ printf "%.2f", $1 + $2 }')
	kib=$3
	wall=$4
}
# keep the smaller of $cpu and the best so far in variable $1, the smaller
# wall time in wall_$1, every wall time in walls_$1 (for the median: the
# issue's figures are medians), the larger peak RSS in rss_$1
keep() {
	eval "b=\${best_$1:-} w=\${wall_$1:-} r=\${rss_$1:-0}"
	eval "walls_$1=\"\${walls_$1:-} \$wall\""
	if [ -z "$b" ] || [ "$(echo "$cpu $b" | awk '{ print ($1 < $2) }')" = 1 ]; then
		eval "best_$1=\$cpu"
	fi
	if [ -z "$w" ] || [ "$(echo "$wall $w" | awk '{ print ($1 < $2) }')" = 1 ]; then
		eval "wall_$1=\$wall"
	fi
	[ "$kib" -gt "$r" ] && eval "rss_$1=\$kib"
	return 0
}

# 5 rounds, each timing compat, strict and (with python3) the port: the
# best of each, its sizes taking turns so that a slow minute of the machine
# does not fall on one of them alone
port=
command -v python3 >/dev/null 2>&1 && port=$(dirname "$0")/nlgraph-port.py
# gravel reads and scores the runs on a thread per core (GRAVEL_THREADS);
# the same with one thread (GRAVEL_THREADS=0) for the wall-time gain
for i in 1 2 3 4 5; do
	for policy in compat strict; do
		timed "$GRAVEL" score "$SHARED/nlgraph" --policy "$policy"
		keep "$policy"
		GRAVEL_THREADS=0 timed "$GRAVEL" score "$SHARED/nlgraph" --policy "$policy"
		keep "${policy}_one"
	done
	if [ -n "$port" ]; then
		timed python3 "$port" "$SHARED/nlgraph"
		keep port
		scored=$(sed -n 's/.* \([0-9]*\) answers scored.*/\1/p' "$tmp/err")
	fi
done
# the same runs as a runs file (the imported logs, `gravel score PROBLEMS
# RUNS.jsonl`: the path of every log that is no NLGraph checkout)
"$GRAVEL" import nlgraph "$SHARED/nlgraph" -o "$tmp/problems.jsonl" 2>/dev/null
for i in 1 2 3; do
	for policy in compat strict; do
		timed "$GRAVEL" score "$tmp/problems.jsonl" "$tmp/runs.jsonl" --policy "$policy"
		keep "file_$policy"
	done
done
# the CPU figures are one thread's (the work itself; threads add the cost
# of sharing the heap), the wall figures both
for policy in compat strict; do
	n=$all
	[ "$policy" = strict ] && n=$((all - mism))
	eval "best=\$best_${policy}_one rss=\$rss_${policy}_one"
	echo "$n $best $rss $PORT" | awk -v p="$policy" -v runs="$runs" '{
		cpu = $2 > 0 ? $2 : 0.01
		printf "bench-rescore: %s: %d answers (%d runs), %.2f s CPU on one thread (user+sys, best of 5), %.0f answers/s, ratio to the Python port (%.1f s) %.3f, peak RSS %.1f MiB\n",
			p, $1, runs, $2, $1 / cpu, $4, $2 / $4, $3 / 1024 }'
done
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
for policy in compat strict; do
	eval "w=\$wall_$policy w1=\$wall_${policy}_one c=\$best_$policy r=\$rss_$policy"
	eval "m=\$(median \$walls_$policy)"
	mp=$(median ${walls_port:-0})
	echo "$w $w1 $c $r $PORT ${wall_port:-0} $m $mp" | awk -v p="$policy" -v cores="$cores" '{
		printf "bench-rescore: %s: wall %.2f s on a thread per core (%d; %.2f s CPU, peak RSS %.1f MiB), %.2f s on one thread: %.2fx; wall ratio to the Python port (%.1f s) %.3f",
			p, $1, cores, $3, $4 / 1024, $2, $2 / ($1 > 0 ? $1 : 0.01), $5, $1 / $5
		if ($6 > 0) printf ", to our port'"'"'s wall (%.2f s) %.3f (%.1fx)", $6, $1 / $6, $6 / ($1 > 0 ? $1 : 0.01)
		printf "\n"
		printf "bench-rescore: %s: median wall of the 5 rounds %.2f s on a thread per core, ratio to the Python port (%.1f s) %.3f", p, $7, $5, $7 / $5
		if ($8 > 0) printf ", to our port'"'"'s median wall (%.2f s) %.3f", $8, $7 / $8
		printf "\n" }'
done
for policy in compat strict; do
	eval "w=\$wall_file_$policy c=\$best_file_$policy r=\$rss_file_$policy"
	echo "$w $c $r" | awk -v p="$policy" '{
		printf "bench-rescore: %s: a runs file (score PROBLEMS RUNS.jsonl, the logs imported): wall %.2f s, %.2f s CPU (best of 3), peak RSS %.1f MiB\n",
			p, $1, $2, $3 / 1024 }'
done
if [ -n "$port" ]; then
	echo "$best_port $rss_port $best_compat_one $best_strict_one ${scored:-?}" | awk '{
		port = $1 > 0 ? $1 : 0.01
		printf "bench-rescore: Python port (tests/nlgraph-port.py): %s answers, %.2f s CPU (user+sys, best of 5), %.0f answers/s, peak RSS %.1f MiB\n",
			$5, $1, $5 / port, $2 / 1024
		printf "bench-rescore: same-run CPU ratio to the Python port (one thread): compat %.3f (%.1fx), strict %.3f (%.1fx)\n",
			$3 / port, port / ($3 > 0 ? $3 : 0.01), $4 / port, port / ($4 > 0 ? $4 : 0.01) }'
else
	echo "bench-rescore: python3 not found; no same-run ratio"
fi

# the explorer on the whole checkout: the first `s` alone (it scores), then
# a navigation replay for the per-key figures
printf 's\nq\n' >"$tmp/keys-s"
awk 'BEGIN { srand(16)
	for (k = 0; k < 1000; k++) {
		x = int(rand() * 12)
		print x < 5 ? "j" : x < 7 ? "k" : x < 8 ? "PgDn" : x < 9 ? "PgUp" : x < 10 ? "Tab" : x < 11 ? "G" : "g"
	}
	print "s"; print "j"; print "s"; print "q" }' >"$tmp/keys-nav"
for keys in s nav; do
	"$GRAVEL" browse --no-config --keys "$tmp/keys-$keys" --dump-screen "$tmp/screen.txt" \
		--stats "$SHARED/nlgraph" >"$tmp/stats-$keys" 2>&1 || true
done
awk '
	FNR == 1 { f++ }
	f == 1 && /^first-frame:/ { ff = $2 }
	f == 1 && /^per-key max:/ { s = $3 }
	f == 2 && /^first-frame:/ { ff2 = $2 }
	f == 2 && /^keys:/ { nk = $2 }
	f == 2 && /^per-key median:/ { p50 = $3 }
	f == 2 && /^per-key p99:/ { p99 = $3 }
	f == 2 && /^per-key max:/ { mx = $3 }
	f == 2 && /^peak-rss:/ { rss = $2 }
	END {
		if (ff == "" || mx == "") { print "bench-rescore: explorer: no --stats figures"; exit }
		printf "bench-rescore: explorer on the checkout: first frame %s ms (%s ms in the second run), first s key %s ms\n", ff, ff2, s
		printf "bench-rescore: explorer: %d keys, per key p50 %s ms, p99 %s ms, max %s ms, peak RSS %.1f MiB\n", nk, p50, p99, mx, rss / 1024
	}' "$tmp/stats-s" "$tmp/stats-nav"
