#!/usr/bin/env python3
"""bench-inspect-eval.py - an Inspect .eval log of a sweep's answers, for
`make bench-million` (tests/bench-million.sh).

usage: python3 tests/bench-inspect-eval.py PROBLEMS.jsonl RUNS.jsonl N OUT.eval

Writes one Inspect log (a zip, as inspect_ai writes it: header.json,
_journal/start.json, summaries.json, reductions.json and one
samples/<id>_epoch_<k>.json a sample) of the first N answers of RUNS.jsonl,
each a sample of the problem it answers: input the question, target the
gold answer, the answer as the assistant's message, epoch k for the k-th
answer to the same problem. Every zip entry carries a fixed date, so the
same inputs give the same bytes on every machine with the same zlib."""
import json
import sys
import zipfile

STAMP = (2026, 1, 1, 0, 0, 0)


def put(z, name, obj):
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = zipfile.ZIP_DEFLATED
    z.writestr(info, json.dumps(obj))


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__.split("\n\n")[1])
    problems = {}
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            gold = p.get("gold") or {}
            problems[p["id"]] = (p.get("question") or "", gold.get("text") or "")
    want = int(sys.argv[3])
    epochs = {}
    samples = []
    with open(sys.argv[2], encoding="utf-8") as f:
        for line in f:
            if len(samples) == want:
                break
            a = json.loads(line)
            if a["problem"] not in problems:
                continue
            k = epochs.get(a["problem"], 0) + 1
            epochs[a["problem"]] = k
            samples.append((a["problem"], k, a["text"]))
    ev = {"run_id": "sweep", "created": "2026-01-01T00:00:00+00:00", "task": "nlgraph",
          "task_id": "sweep", "task_version": 0,
          "dataset": {"name": "nlgraph", "samples": len(epochs)},
          "model": "simulated/noisy-reasoner", "config": {"epochs": max(epochs.values())}}
    with zipfile.ZipFile(sys.argv[4], "w") as z:
        put(z, "_journal/start.json", {"version": 2, "eval": ev, "plan": {"name": "plan", "steps": []}})
        for pid, k, text in samples:
            q, gold = problems[pid]
            put(z, "samples/%s_epoch_%d.json" % (pid.replace("/", "_"), k), {
                "id": pid, "epoch": k, "input": q, "target": gold,
                "messages": [{"role": "user", "content": q, "source": "input"},
                             {"role": "assistant", "content": text, "source": "generate"}],
                "output": {"model": "noisy-reasoner",
                           "choices": [{"message": {"role": "assistant", "content": text},
                                        "stop_reason": "stop"}]},
                "scores": {}, "metadata": {}, "attachments": {}})
        put(z, "summaries.json", [])
        put(z, "reductions.json", [])
        put(z, "header.json", {"version": 2, "status": "success", "eval": ev,
                               "results": {"total_samples": len(samples),
                                           "completed_samples": len(samples)}})


if __name__ == "__main__":
    main()
