#!/usr/bin/env python3
"""paper-table.py - the checks of tests/paper.sh that need a table worked
out by hand.

  paper-table.py runs PROBLEMS.jsonl > RUNS.jsonl
      two exec-style runs over every problem: statuses in turn (ok with the
      stored label, ok with a wrong value, error, timeout, memory, no-code)
  paper-table.py check ITEMS.jsonl PAPER.txt
      the pass rate per run, problem and family, worked out from the items
      of `gravel score --items` (family from the id, off-spec from the
      item's flag), against `gravel score --format paper`; exit 1 on a
      difference
"""
import json
import sys


def runs(problems):
    statuses = ['ok', 'ok', 'ok', 'ok', 'wrong', 'error', 'timeout', 'memory', 'no-code']
    for i, line in enumerate(open(problems)):
        p = json.loads(line)
        for r, shift in (('m1', 0), ('m2', 4)):
            st = statuses[(i + shift) % len(statuses)]
            ex = {'status': 'ok' if st == 'wrong' else st}
            if st == 'ok':
                text = json.dumps(p['gold']['answer']['output'])
            elif st == 'wrong':
                text = '"not a value of this problem"'
            else:
                text = ''
                ex['error'] = 'failed'
            print(json.dumps({'problem': p['id'], 'run': r, 'sample': 0, 'text': text,
                              'exec': ex}))


def rate(passed, n):
    return '-' if n == 0 else '%.1f' % (100.0 * passed / n)


def check(items, paper):
    # by hand: (run, problem, family) -> [on, on_passed, off, off_passed]
    cells = {}
    for line in open(items):
        it = json.loads(line)
        if it['metrics'] is None:
            continue
        fam = it['problem'].split('/')[2].split('-')[0]
        key = (it['run'], it['task'], fam)
        c = cells.setdefault(key, [0, 0, 0, 0])
        off = 'off-spec' in it.get('flags', [])
        passed = it['metrics'].get('exact', it['metrics'].get('res')) == 1
        c[2 if off else 0] += 1
        c[3 if off else 1] += passed
    # the printed table
    got, run, fams, bad = {}, None, [], 0
    for line in open(paper):
        w = line.split()
        if len(w) == 2 and w[0] == 'run':
            run = w[1]
        elif w and w[0] == 'problem':
            fams = w[2:-3]
        elif run and len(w) == len(fams) + 5 and w[0] != 'all':
            got[(run, w[0])] = (w[2:2 + len(fams)], w[-3], w[-2], w[-1])
    rows = {(r, t) for (r, t, f) in cells}
    if set(got) != rows:
        print('rows differ: by hand %d, printed %d' % (len(rows), len(got)))
        return 1
    for (r, t), (rates, allrate, n, off) in sorted(got.items()):
        on = on_p = of = of_p = 0
        for i, f in enumerate(fams):
            c = cells.get((r, t, f), [0, 0, 0, 0])
            on, on_p, of, of_p = on + c[0], on_p + c[1], of + c[2], of_p + c[3]
            if rates[i] != rate(c[1], c[0]):
                print('%s %s %s: printed %s, by hand %s' % (r, t, f, rates[i], rate(c[1], c[0])))
                bad += 1
        want = (rate(on_p, on), str(on), '%d/%d' % (of_p, of))
        if (allrate, n, off) != want:
            print('%s %s: printed %s, by hand %s' % (r, t, (allrate, n, off), want))
            bad += 1
    print('paper-table: %d rows, %d cells compared, %d differ' %
          (len(got), len(got) * len(fams), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    if sys.argv[1] == 'runs':
        runs(sys.argv[2])
    else:
        sys.exit(check(sys.argv[2], sys.argv[3]))
