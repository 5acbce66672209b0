#!/bin/sh
# bench-million.sh GRAVEL [BENCH_CORPUS] - `make bench` (alone: `make
# bench-million`): gravel on a sweep of a million answers, each figure
# printed with its goal.
#
# The corpus (tests/bench-corpus.c, seeded: the same bytes on every
# machine) is NLGraph's real standard problems answered by 20+ simulated
# models x 3 prompting methods, as a runs file and as an NLGraph checkout,
# at 10^5 and 10^6 answers, plus an Inspect .eval of 200,000 samples of the
# same answers. It is built once into BENCH_CORPUS (default
# $TMPDIR/gravel-bench-million; about 5 GB: the checkout's answer.npy
# files pad every answer to the longest, as NLGraph's do) and reused while
# its stamp matches; nothing of it is committed.
#
# Figures, each a whole process, one run each, side by side:
#   score  runs file and checkout, policies strict and compat, --items
#          (claims, kinds, every item written): wall time, peak memory,
#          answers per second; the ratio to the Python port of NLGraph's
#          evaluation (tests/nlgraph-port.py, the same answers as an NLGraph
#          checkout) at 10^5, the port's time scaled linearly to 10^6
#          (goals: strict <= 0.10, compat <= 0.04); peak memory at 10^6
#          (goal < 100 MiB) and its growth from 10^5 (goal < 10%).
#   browse the checkout of 10^6: first frame (goal <= 300 ms) and per-key
#          p99 over a replay that visits the list, problem, trace, scores
#          and failures screens (goal < 50 ms), and the longest slice of
#          background work between keys.
#   import inspect of the .eval against a minimal Python reader of the same
#          file (zipfile and json.loads per sample; goal: 20x faster), and
#          both peak memories.
# With BENCH_BEFORE=OLD_GRAVEL every gravel figure is also taken with that
# binary in the same run, and the line after it gives before -> after and
# their ratio, so a change is judged on one machine state.
# Needs ../shared/nlgraph (GRAVEL_SHARED), GNU time and python3.
set -eu
GRAVEL=${1:?usage: bench-million.sh GRAVEL [CORPUS_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
SHARED=${GRAVEL_SHARED:-$here/../../shared}
CORPUS=${2:-${BENCH_CORPUS:-${TMPDIR:-/tmp}/gravel-bench-million}}
BUILDER=${BENCH_CORPUS_BUILDER:-$(dirname "$GRAVEL")/tests/bench-corpus}
TIME=/usr/bin/time
BEFORE=${BENCH_BEFORE:-}
say() { echo "bench-million: $*"; }
if [ ! -d "$SHARED/nlgraph" ]; then
	say "SKIP: $SHARED/nlgraph not found (set GRAVEL_SHARED)"
	exit 0
fi
if ! "$TIME" -f %M true >/dev/null 2>&1 || ! command -v python3 >/dev/null; then
	say "SKIP: needs GNU time ($TIME) and python3"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gravel-bench-million.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
HOME=$tmp
export HOME
unset GRAVEL_CONFIG XDG_CONFIG_HOME

# ---- the corpus ------------------------------------------------------------
# Rebuilt when what the builder writes changes (a small probe corpus's
# bytes and file list, not the builder's own bytes, which change with
# every compiler flag), or the checkout's size, or the Inspect writer.
"$BUILDER" "$SHARED/nlgraph" "$tmp/probe" 3000 >/dev/null
stamp=$( { cksum <"$tmp/probe/runs.jsonl"
	(cd "$tmp/probe/checkout" && find . -type f -printf '%p %s\n' | LC_ALL=C sort)
	du -s "$SHARED/nlgraph/NLGraph" | cut -f1
	cksum <"$here/bench-inspect-eval.py"; } | cksum)
rm -rf "$tmp/probe"
if [ "$(cat "$CORPUS/stamp" 2>/dev/null)" != "$stamp" ]; then
	say "building the corpus in $CORPUS (once; several minutes)"
	rm -rf "$CORPUS"
	mkdir -p "$CORPUS"
	"$BUILDER" "$SHARED/nlgraph" "$CORPUS/1e5" 100000
	"$BUILDER" "$SHARED/nlgraph" "$CORPUS/1e6" 1000000
	"$GRAVEL" import nlgraph "$SHARED/nlgraph" -o "$CORPUS/problems.jsonl" 2>/dev/null || [ $? -eq 3 ]
	python3 "$here/bench-inspect-eval.py" "$CORPUS/problems.jsonl" "$CORPUS/1e6/runs.jsonl" 200000 \
		"$CORPUS/samples.eval"
	echo "$stamp" >"$CORPUS/stamp"
fi
for s in 1e5 1e6; do
	say "corpus $s: $(tr '\n' ' ' <"$CORPUS/$s/counts.txt")"
done
say "inspect log: $(du -h "$CORPUS/samples.eval" | cut -f1) $CORPUS/samples.eval"

# measure NAME CMD...: wall seconds and peak KiB of CMD (stdout discarded)
# into $tmp/NAME
measure() {
	name=$1
	shift
	"$TIME" -f '%e %M' -o "$tmp/$name" "$@" >/dev/null 2>"$tmp/$name.err" || {
		rc=$?
		# 3: records were skipped and reported; the figure stands
		[ "$rc" -eq 3 ] || { say "$name failed ($rc): $(tail -n 3 "$tmp/$name.err")"; return 1; }
	}
	tail -n 1 "$tmp/$name" >"$tmp/$name.t"
}
secs() { cut -d' ' -f1 <"$tmp/$1.t"; }
kib() { cut -d' ' -f2 <"$tmp/$1.t"; }
# versus NAME WHAT: the BENCH_BEFORE binary's figure for NAME (measured as
# before-NAME) against this one's
versus() {
	[ -n "$BEFORE" ] || return 0
	echo "$(secs "before-$1") $(kib "before-$1") $(secs "$1") $(kib "$1")" | awk -v what="$2" '{
		printf "bench-million:   before -> after, %s: %.2f -> %.2f s (x%.3f), peak %.1f -> %.1f MiB\n",
			what, $1, $3, $3 / ($1 > 0 ? $1 : 0.01), $2 / 1024, $4 / 1024 }'
}

# ---- scoring ---------------------------------------------------------------
measure port python3 "$here/nlgraph-port.py" "$CORPUS/1e5/checkout"
port5=$(secs port)
say "Python port of NLGraph's evaluation, 10^5 answers (checkout): $port5 s, peak $(($(kib port) / 1024)) MiB; scaled to 10^6: $(echo "$port5" | awk '{ print $1 * 10 }') s"
for pol in strict compat; do
	goal=0.10
	[ $pol = compat ] && goal=0.04
	for s in 1e5 1e6; do
		n=$(sed -n 's/^answers //p' "$CORPUS/$s/counts.txt")
		measure "file-$pol-$s" "$GRAVEL" score "$CORPUS/problems.jsonl" "$CORPUS/$s/runs.jsonl" \
			--policy $pol --items --format jsonl
		measure "dir-$pol-$s" "$GRAVEL" score "$CORPUS/$s/checkout" --policy $pol --items --format jsonl
		if [ -n "$BEFORE" ]; then
			measure "before-file-$pol-$s" "$BEFORE" score "$CORPUS/problems.jsonl" "$CORPUS/$s/runs.jsonl" \
				--policy $pol --items --format jsonl
			measure "before-dir-$pol-$s" "$BEFORE" score "$CORPUS/$s/checkout" --policy $pol --items --format jsonl
		fi
		for how in file dir; do
			t=$(secs "$how-$pol-$s") m=$(kib "$how-$pol-$s")
			echo "$n $t $m $port5 $s $goal" | awk -v how=$how -v pol=$pol '{
				port = $4 * $1 / 100000; r = $2 / port
				printf "bench-million: score %s %s, %d answers (%s): %.2f s, %.0f answers/s, peak %.1f MiB; ratio to the port (%.1f s) %.3f (goal <= %s)%s\n",
					how == "file" ? "runs file" : "checkout", pol, $1, $5, $2, $1 / ($2 > 0 ? $2 : 0.01),
					$3 / 1024, port, r, $6, r <= $6 ? "" : "  MISSED" }'
			versus "$how-$pol-$s" "score $how $pol $s"
		done
	done
	for how in file dir; do
		m5=$(kib "$how-$pol-1e5") m6=$(kib "$how-$pol-1e6")
		echo "$m5 $m6" | awk -v how=$how -v pol=$pol '{ g = ($2 - $1) / $1
			printf "bench-million: score %s %s: peak %.1f MiB at 10^6 (goal < 100)%s, growth from 10^5 %+.1f%% (goal < 10%%)%s\n",
				how == "file" ? "runs file" : "checkout", pol, $2 / 1024, $2 / 1024 < 100 ? "" : "  MISSED",
				g * 100, g < 0.10 ? "" : "  MISSED" }'
	done
done

# ---- browsing --------------------------------------------------------------
# 600 keys: the list, problem and trace screens, filters, a search, the
# scores screen and the failures screen (each left with q)
awk -f "$here/bench-browse-keys.awk" >"$tmp/keys"
# browse_fig BIN LABEL: the replay's figures for BIN
browse_fig() {
	"$1" browse --no-config --keys "$tmp/keys" --dump-screen "$tmp/screen.txt" --stats \
		"$CORPUS/1e6/checkout" 2>"$tmp/browse.err" >/dev/null || true
	ff=$(sed -n 's/^first-frame: \([0-9.]*\) ms/\1/p' "$tmp/browse.err")
	p99=$(sed -n 's/^per-key p99: \([0-9.]*\) ms/\1/p' "$tmp/browse.err")
	if [ -z "$ff" ] || [ -z "$p99" ]; then
		say "browse${2:+ ($2)} failed: $(tail -n 3 "$tmp/browse.err")"
		return 0
	fi
	echo "$ff $p99" | awk -v label="${2:+ ($2)}" '{ printf "bench-million: browse the 10^6 checkout%s: first frame %.0f ms (goal <= 300)%s, per-key p99 %.1f ms (goal < 50)%s\n",
		label, $1, $1 <= 300 ? "" : "  MISSED", $2, $2 < 50 ? "" : "  MISSED" }'
	sed -n 's/^\(keys\|per-key median\|per-key max\|peak-rss\|between keys\)/bench-million: browse: &/p' "$tmp/browse.err"
}
[ -z "$BEFORE" ] || browse_fig "$BEFORE" before
browse_fig "$GRAVEL" "${BEFORE:+after}"

# ---- Inspect logs ----------------------------------------------------------
measure inspect "$GRAVEL" import inspect "$CORPUS/samples.eval" --problems "$CORPUS/problems.jsonl" -o "$tmp/inspect.jsonl"
[ -z "$BEFORE" ] || measure before-inspect "$BEFORE" import inspect "$CORPUS/samples.eval" \
	--problems "$CORPUS/problems.jsonl" -o "$tmp/inspect-before.jsonl"
measure inspect-py python3 -c '
import json, sys, zipfile
n = 0
with zipfile.ZipFile(sys.argv[1]) as z:
    for name in z.namelist():
        if name.startswith("samples/"):
            json.loads(z.read(name)); n += 1
print(n)' "$CORPUS/samples.eval"
echo "$(secs inspect) $(kib inspect) $(secs inspect-py) $(kib inspect-py)" | awk '{ r = $3 / ($1 > 0 ? $1 : 0.01)
	printf "bench-million: import inspect, 200,000 samples: %.2f s, peak %.1f MiB; minimal Python reader %.2f s, peak %.1f MiB: %.1fx faster (goal >= 20)%s\n",
		$1, $2 / 1024, $3, $4 / 1024, r, (r >= 20 ? "" : "  MISSED") }'
versus inspect "import inspect"
