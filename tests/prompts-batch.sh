#!/bin/sh
# prompts-batch.sh - a model evaluated end to end through an engine that
# runs batches. Without ../shared: problems generated from the NLGraph
# task config, `gravel prompts` writes the Batch API input, a stand-in
# engine answers every request in the documented output format (three
# choices each: two right and one wrong for the even lines, the other way
# round for the odd ones; and a few failed lines), `gravel import
# openai-batch` reads it, and `gravel score --items` and browse must give
# each problem its majority's verdict. With ../shared: GraCoRe's questions,
# and GraphEval2000's requests whose reply goes from the import straight
# into `gravel exec`. Skips without python3.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
command -v python3 >/dev/null 2>&1 || lib_skip "python3 not found"
lib_tmpdir
lib_tap
T=$LIB_TMP

"$GRAVEL" gen "$SRCDIR/config/tasks/nlgraph.yaml" --task connectivity --count 12 --difficulty easy \
	-o "$T/problems.jsonl" 2>/dev/null || not_ok "gravel gen failed"

# the requests: one per problem, as the Batch API reads them
"$GRAVEL" prompts "$T/problems.jsonl" --method 0-CoT --model my-model --samples 3 \
	-o "$T/requests.jsonl" 2>"$T/prompts.err" || not_ok "gravel prompts: $(cat "$T/prompts.err")"
python3 - "$T/problems.jsonl" "$T/requests.jsonl" >"$T/req.out" <<'EOF'
import json, sys
probs = [json.loads(l) for l in open(sys.argv[1])]
reqs = [json.loads(l) for l in open(sys.argv[2])]
bad = []
if [r["custom_id"] for r in reqs] != [p["id"] for p in probs]:
    bad.append("custom_id is not each problem's id in order")
for r in reqs:
    b = r["body"]
    if r["method"] != "POST" or r["url"] != "/v1/chat/completions":
        bad.append("method/url " + r["method"] + " " + r["url"])
    if b["model"] != "my-model" or b["n"] != 3 or b["temperature"] != 0.7 or b["max_tokens"] != 256:
        bad.append("body " + json.dumps({k: v for k, v in b.items() if k != "messages"}))
    m = b["messages"]
    if [x["role"] for x in m] != ["system", "user"] or \
            not m[1]["content"].endswith("?\nA: Let's think step by step:"):
        bad.append("messages " + json.dumps(m)[:200])
print("\n".join(bad[:5]) if bad else "ok")
EOF
[ "$(cat "$T/req.out")" = ok ] && ok "one Batch API request per problem (n 3, T 0.7, 256 tokens)" ||
	not_ok "requests: $(cat "$T/req.out")"

# the stand-in engine: three choices a request; line 3
# failed, line 5 answered 500, line 7 has no choice, and one line is no JSON
python3 - "$T/problems.jsonl" "$T/requests.jsonl" "$T/output.jsonl" <<'EOF'
import json, sys
gold = {}
for l in open(sys.argv[1]):
    p = json.loads(l)
    gold[p["id"]] = p["gold"]["answer"]["connected"]
out = open(sys.argv[3], "w")
for i, l in enumerate(open(sys.argv[2]), 1):
    r = json.loads(l)
    cid = r["custom_id"]
    yes, no = "The answer is yes.", "The answer is no."
    right, wrong = (yes, no) if gold[cid] else (no, yes)
    line = {"id": "batch_req_%d" % i, "custom_id": cid, "error": None,
            "response": {"status_code": 200, "request_id": "req_%d" % i,
                         "body": {"id": "chatcmpl-%d" % i, "object": "chat.completion",
                                  "model": "my-model-2025", "choices": [
                                      {"index": k, "finish_reason": "stop",
                                       "message": {"role": "assistant", "content": t}}
                                      for k, t in enumerate([right, right, wrong] if i % 2
                                                            else [wrong, wrong, right])]}}}
    if i == 3:
        line["response"] = None
        line["error"] = {"code": "batch_expired", "message": "not run in time"}
    elif i == 5:
        line["response"] = {"status_code": 500, "request_id": "x",
                            "body": {"error": {"message": "server error", "type": "server"}}}
    elif i == 7:
        line["response"]["body"]["choices"] = []
    out.write(json.dumps(line) + "\n")
    if i == 9:
        out.write("{not json\n")
EOF

"$GRAVEL" import openai-batch "$T/output.jsonl" --problems "$T/problems.jsonl" \
	-o "$T/runs.jsonl" 2>"$T/import.err"
rc=$?
[ "$rc" -eq 3 ] && ok "import: exit 3 (records skipped)" || not_ok "import exit $rc: $(cat "$T/import.err")"
grep -q "output.jsonl:3:[0-9]*: warning: custom_id gen/nlgraph/connectivity/easy/standard/2: the request failed: batch_expired: not run in time; skipped" "$T/import.err" &&
	grep -q "output.jsonl:5:[0-9]*: warning: custom_id gen/nlgraph/connectivity/easy/standard/4: status 500: server error; skipped" "$T/import.err" &&
	grep -q "output.jsonl:7:[0-9]*: warning: custom_id gen/nlgraph/connectivity/easy/standard/6: no choice in the response; skipped" "$T/import.err" &&
	grep -q "output.jsonl:10:[0-9]*: warning: malformed JSON; skipped" "$T/import.err" &&
	grep -q "answers read, .* 4 records skipped" "$T/import.err" &&
	ok "each failed line is reported with its line and custom_id" ||
	not_ok "skipped lines: $(cat "$T/import.err")"

# verdicts: each answered problem's majority (line i is problem i-1)
"$GRAVEL" score "$T/problems.jsonl" "$T/runs.jsonl" --items --format jsonl \
	>"$T/items.jsonl" 2>/dev/null || not_ok "gravel score failed"
python3 - "$T/problems.jsonl" "$T/items.jsonl" "$T/runs.jsonl" >"$T/items.out" <<'EOF'
import json, sys
ids = [json.loads(l)["id"] for l in open(sys.argv[1])]
items = [json.loads(l) for l in open(sys.argv[2])]
runs = [json.loads(l) for l in open(sys.argv[3])]
got = sorted((i["problem"], i["samples"], i["metrics"]["exact"]) for i in items)
want = sorted((x, 3, 1 if k % 2 == 0 else 0) for k, x in enumerate(ids) if k not in (2, 4, 6))
bad = []
if got != want:
    bad.append("verdicts %r, want %r" % ([g for g in got if g not in want][:3], len(want)))
if sorted((r["problem"], r["sample"]) for r in runs) != sorted((w[0], s) for w in want
                                                             for s in range(3)):
    bad.append("the runs do not hold samples 0-2 of each answered problem")
if {(r["run"], r.get("model")) for r in runs} != {("my-model-2025", "my-model-2025")}:
    bad.append("run/model %r" % {(r["run"], r.get("model")) for r in runs})
print("\n".join(bad) if bad else "ok %d" % len(items))
EOF
case $(cat "$T/items.out") in
"ok 9") ok "score: the majority's verdict for each of the 9 answered problems" ;;
*) not_ok "score: $(cat "$T/items.out")" ;;
esac

# browse: the same verdicts on the explorer's screen (answered problems
# 0, 8 and 10 right, 1, 3, 5, 7, 9 and 11 wrong; 2, 4 and 6 unanswered)
lib_browse batch "" "$T/problems.jsonl" "$T/runs.jsonl" 2>"$T/browse.err" ||
	not_ok "gravel browse: $(cat "$T/browse.err")"
grep -q "right 3  partial 0  wrong 6  unparsed 0  none 3" "$LIB_TMP/batch.txt" &&
	grep -q "run my-model-2025" "$LIB_TMP/batch.txt" &&
	ok "browse: run my-model-2025, 3 right, 6 wrong, 3 unanswered" ||
	not_ok "browse: $(head -n 3 "$LIB_TMP/batch.txt")"

# --strict: the first failed line is an error and nothing is written
rm -f "$T/strict.jsonl"
"$GRAVEL" import openai-batch "$T/output.jsonl" --strict -o "$T/strict.jsonl" 2>"$T/strict.err"
rc=$?
[ "$rc" -eq 65 ] && [ ! -e "$T/strict.jsonl" ] &&
	grep -q "output.jsonl:3:[0-9]*: custom_id .*batch_expired" "$T/strict.err" &&
	ok "--strict: exit 65 at line 3, nothing written" ||
	not_ok "--strict: exit $rc: $(cat "$T/strict.err")"

# /v1/completions: body.prompt out, choices[].text back, --run names the run
"$GRAVEL" prompts "$T/problems.jsonl" --method none --endpoint completions --max-tokens 50 \
	--format openai-batch -o "$T/comp.jsonl" 2>/dev/null || not_ok "prompts --endpoint completions"
python3 - "$T/comp.jsonl" "$T/comp-out.jsonl" <<'EOF'
import json, sys
out = open(sys.argv[2], "w")
for l in open(sys.argv[1]):
    r = json.loads(l)
    assert r["url"] == "/v1/completions" and r["body"]["max_tokens"] == 50
    assert "messages" not in r["body"] and r["body"]["prompt"].endswith("?\nA:")
    out.write(json.dumps({"id": "x", "custom_id": r["custom_id"], "error": None,
        "response": {"status_code": 200, "body": {"model": "base",
            "choices": [{"index": 0, "text": " The answer is yes.", "finish_reason": "stop"}]}}}) + "\n")
EOF
[ $? -eq 0 ] || not_ok "completions requests are not as documented"
"$GRAVEL" import openai-batch "$T/comp-out.jsonl" --run base-run -o "$T/comp-runs.jsonl" \
	2>/dev/null && [ "$(grep -c '"run":"base-run","sample":0,"text":" The answer is yes."' "$T/comp-runs.jsonl")" -eq 12 ] &&
	ok "completions: 12 answers of run base-run" || not_ok "completions import: $(head -n 2 "$T/comp-runs.jsonl")"

# the other benchmarks, read in place from ../shared when it is there:
# GraCoRe's questions as the release poses them (options included), and
# GraphEval2000's one request per LeetCode problem, whose reply `gravel
# exec` runs straight from the import
if lib_have_shared && [ -d "$GRAVEL_SHARED/gracore-sample" ]; then
	"$GRAVEL" prompts "$GRAVEL_SHARED/gracore-sample" --method none --format jsonl \
		-o "$T/gc.jsonl" 2>/dev/null || not_ok "prompts on gracore-sample failed"
	"$GRAVEL" import gracore "$GRAVEL_SHARED/gracore-sample" -o "$T/gc-problems.jsonl" 2>/dev/null
	python3 - "$T/gc-problems.jsonl" "$T/gc.jsonl" >"$T/gc.out" <<'EOF2'
import json, sys
q = {json.loads(l)["id"]: json.loads(l)["question"] for l in open(sys.argv[1])}
rs = [json.loads(l) for l in open(sys.argv[2])]
bad = [r["id"] for r in rs if r["prompt"] != q[r["id"]]]
opts = [r for r in rs if r["task"] == "bfs_order" and " A. [" in r["prompt"] and "D. [" in r["prompt"]]
print("ok" if len(rs) == len(q) and not bad and opts else "%d of %d, %d differ, %d with options" %
      (len(rs), len(q), len(bad), len(opts)))
EOF2
	[ "$(cat "$T/gc.out")" = ok ] && ok "GraCoRe: each question as the release poses it, options included" ||
		not_ok "GraCoRe prompts: $(cat "$T/gc.out")"
fi
if lib_have_shared && [ -d "$GRAVEL_SHARED/grapheval2000" ]; then
	"$GRAVEL" prompts "$GRAVEL_SHARED/grapheval2000" --method none --model coder \
		-o "$T/ge.jsonl" 2>/dev/null || not_ok "prompts on grapheval2000 failed"
	python3 - "$T/ge.jsonl" "$T/ge-out.jsonl" "$SRCDIR/tests/data/exec/solutions/correct/lc207.py" \
		>"$T/ge.out" <<'EOF2'
import json, sys
rs = [json.loads(l) for l in open(sys.argv[1])]
ids = [r["custom_id"] for r in rs]
r207 = next(r for r in rs if r["custom_id"] == "lc207")
text = r207["body"]["messages"][-1]["content"]
want = ["There are a total of numCourses courses",
        "Example 1:\nInput: numCourses = 2, prerequisites = [[1,0]]\nOutput: true\n",
        "Constraints:\n1 <= numCourses <= 2000",
        "```python\nclass Solution:\n    def canFinish(self, numCourses: int, "
        "prerequisites: List[List[int]]) -> bool:\n```\n"]
code = "```python\n" + open(sys.argv[3]).read() + "```"
with open(sys.argv[2], "w") as f:
    f.write(json.dumps({"id": "b", "custom_id": "lc207", "error": None, "response": {
        "status_code": 200, "body": {"model": "coder", "choices": [
            {"index": k, "message": {"role": "assistant", "content": code}}
            for k in range(2)]}}}) + "\n")
missing = [w[:30] for w in want if w not in text]
print("ok" if len(ids) == 40 == len(set(ids)) and all(i.startswith("lc") for i in ids)
      and r207["body"]["max_tokens"] == 2048 and not missing else
      "%d requests, missing %r" % (len(ids), missing))
EOF2
	[ "$(cat "$T/ge.out")" = ok ] &&
		ok "GraphEval2000: 40 requests, one per LeetCode problem: statement, examples, constraints, framework" ||
		not_ok "GraphEval2000 prompts: $(cat "$T/ge.out")"
	"$GRAVEL" import openai-batch "$T/ge-out.jsonl" -o "$T/ge-runs.jsonl" 2>/dev/null &&
		"$GRAVEL" exec "$GRAVEL_SHARED/grapheval2000" "$T/ge-runs.jsonl" -o "$T/ge-exec.jsonl" \
			2>"$T/ge-exec.err" &&
		[ "$(grep -c '"run":"coder","sample":1,' "$T/ge-exec.jsonl")" -eq 80 ] &&
		"$GRAVEL" score "$GRAVEL_SHARED/grapheval2000" "$T/ge-exec.jsonl" 2>/dev/null |
		grep -q "^coder  *80  *1.000 " &&
		ok "GraphEval2000: the imported replies (2 choices) run under gravel exec as samples 0 and 1: 80 of 80 test cases right" ||
		not_ok "GraphEval2000 import -> exec -> score: $(tail -n 2 "$T/ge-exec.err")"
fi

# usage errors
"$GRAVEL" prompts "$T/problems.jsonl" >/dev/null 2>&1
[ $? -eq 64 ] && ok "no --method: exit 64" || not_ok "no --method is not a usage error"
"$GRAVEL" prompts "$T/problems.jsonl" --method dot1 >/dev/null 2>"$T/dot1.err"
[ $? -eq 64 ] && grep -q "method 'dot1'" "$T/dot1.err" && ok "a method no selected task takes: exit 64" ||
	not_ok "--method dot1 on connectivity: $(cat "$T/dot1.err")"
"$GRAVEL" prompts "$T/problems.jsonl" --method CoT >/dev/null 2>"$T/cot.err"
[ $? -eq 65 ] && grep -q "CoT-prompt.txt: name the NLGraph checkout" "$T/cot.err" &&
	ok "an exemplar method without a checkout: exit 65, says which file" ||
	not_ok "--method CoT without --checkout: $(cat "$T/cot.err")"
"$GRAVEL" prompts "$T/problems.jsonl" --method CoT -o "$T/none.jsonl" 2>/dev/null
[ $? -eq 65 ] && [ ! -e "$T/none.jsonl" ] && ok "a problem that cannot be asked: no file written" ||
	not_ok "-o written although a prompt failed"
"$GRAVEL" prompts "$T/problems.jsonl" --method none >/dev/full 2>"$T/full.err"
[ $? -eq 74 ] && grep -q "<stdout>: No space left" "$T/full.err" && ok "a full output: exit 74" ||
	not_ok "/dev/full: $(cat "$T/full.err")"
lib_tap_end prompts-batch
