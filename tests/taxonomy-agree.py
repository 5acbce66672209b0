#!/usr/bin/env python3
"""taxonomy-agree.py LABELS ITEMS MIN_KIND MIN_OUTCOME - how often gravel's
first error kind and outcome (score --items --format jsonl, ITEMS) agree
with answers labelled by hand (LABELS: run, problem, kind or "none",
outcome, tab-separated; ids only, the texts stay in ../shared). The kind
is compared on the items the human found an error in. Prints the figures
and each disagreement; exits 1 when either share is below its minimum."""
import json
import sys

labels, items, min_kind, min_outcome = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
want = {}
for line in open(labels):
    if line.startswith('#') or not line.strip():
        continue
    run, problem, kind, outcome = line.rstrip('\n').split('\t')
    want[(run, problem)] = (kind, outcome)
got = {}
for line in open(items):
    o = json.loads(line)
    if (o['run'], o['problem']) in want:
        got[(o['run'], o['problem'])] = (o.get('first_error', {}).get('kind', 'none'), o.get('outcome'))
nk = ak = ao = 0
for key, (kind, outcome) in want.items():
    tk, to = got.get(key, ('?', '?'))
    ao += to == outcome
    if kind != 'none':
        nk += 1
        ak += tk == kind
    if (tk, to) != (kind, outcome):
        print(f'  {key[0]} {key[1]}: hand {kind}/{outcome}, gravel {tk}/{to}')
sk, so = ak / max(nk, 1), ao / max(len(want), 1)
print(f'{labels}: first error kind {ak}/{nk} = {sk:.3f}, outcome {ao}/{len(want)} = {so:.3f}')
sys.exit(0 if sk >= min_kind and so >= min_outcome else 1)
