#!/usr/bin/env python3
"""taxonomy-draw.py ITEMS RUNS SEED PER_TASK MAX_BYTES [TSV...] - draw a
sample of NLGraph answers to label by hand, PER_TASK of each task, at
random with SEED, from the items gravel score --items --format jsonl
scores by default (ITEMS: runs made on the dataset's graphs), standard
problems only, one sample per question (no self-consistency runs), whose
text (RUNS: gravel import nlgraph --logs) has 1..MAX_BYTES bytes, leaving
out the (run, problem) pairs already in the TSV files. Only the run and
problem of each item are read, so the labeller does not see gravel's
verdict, outcome or kinds. Prints the label file's rows with the first
error and outcome left as "?"."""
import json
import random
import sys

items, runs, seed, per_task, max_bytes = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
taken = set()
for tsv in sys.argv[6:]:
    for line in open(tsv):
        if line.startswith('#') or not line.strip():
            continue
        run, problem = line.split('\t')[:2]
        taken.add((run, problem))
size = {}
for line in open(runs):
    o = json.loads(line)
    if o.get('sample', 0) == 0 and o.get('text'):
        size[(o['run'], o['problem'])] = len(o['text'].encode())
pool = {}
for line in open(items):
    o = json.loads(line)
    key = (o['run'], o['problem'])
    if o['samples'] != 1 or '/standard/' not in o['problem'] or key in taken:
        continue
    if not 0 < size.get(key, 0) <= max_bytes:
        continue
    pool.setdefault(o['task'], []).append(key)
rng = random.Random(seed)
print('# run\tproblem\tfirst error (hand-labelled)\toutcome (hand-labelled)')
for task in sorted(pool):
    for run, problem in rng.sample(sorted(pool[task]), per_task):
        print(f'{run}\t{problem}\t?\t?')
