#!/usr/bin/env python3
"""diag-census.py - how many of gravel's input diagnostics lack a position.

Runs every reader of untrusted input (problems and runs JSONL, lm-eval,
Inspect and OpenAI evals logs, NLGraph raw graphs, main.json and .npy logs,
task configs, workspaces, settings, annotation files, GraCoRe records,
heterogeneous files) through the command line on mutated inputs - the fuzz
corpora in tests/fuzz/* and simple mutations (byte flips, cuts, inserted
tokens, changed numbers, truncation, a doubled line) of files from
../shared and tests/data - and sorts every diagnostic line on stderr:

  pos    FILE:LINE:COL: message
  whole  FILE: message that is about the file or folder as a whole (the
         rule below): no line to point at, so right without a position
  line   FILE:LINE: message (no column)
  file   FILE: message (no line) that is not about the whole file
  other  anything else (no file)

The rule for "whole" (WHOLE below), and nothing else is let off:
  - the file cannot be read at all (missing, unreadable, not a directory);
  - the file is binary and has no lines: a .npy array or an .eval (zip)
    archive - every message about it, whatever it says (the input's bytes
    start with the zip or .npy magic);
  - a count over a whole file or folder: "N easy entries, but DIR gives
    only M problems" / "... is missing" (main.json against the graph
    folder), "no ... sample could be read", "no OpenAI evals sample";
  - a mark the whole file lacks: an annotation file with no format
    version, or that is not a gravel annotation file at all.

Lines gravel prints about itself ("gravel CMD: ...", "usage: ...", "(N
more messages not shown)") are not input diagnostics and are not counted.

usage: tests/diag-census.py GRAVEL [SRCDIR [SHARED]] [--per-seed N] [--show K]
A census for issue 17 item 10; not part of make check (it takes minutes).
"""
import collections
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

args = [a for a in sys.argv[1:] if not a.startswith('--')]
opts = dict(a[2:].split('=', 1) for a in sys.argv[1:] if a.startswith('--') and '=' in a)
if not args:
    sys.exit(__doc__)
GRAVEL = os.path.abspath(args[0])
SRC = os.path.abspath(args[1] if len(args) > 1 else '.')
SHARED = os.path.abspath(args[2] if len(args) > 2 else os.path.join(SRC, '..', 'shared'))
PER_SEED = int(opts.get('per-seed', '6'))
SHOW = int(opts.get('show', '12'))
rng = random.Random(17)

TOKENS = [b'-1', b'1e99', b'"x"', b'null', b'[]', b'{}', b'99999999999', b'4294967296',
          b'"\x1b[2J"', b'true', b',', b':', b'"', b'\n', b'\t', b'0.5', b'- ', b'&a ']


def mutate(data):
    """One simple mutation of data (bytes)."""
    if not data:
        return rng.choice(TOKENS)
    k = rng.randrange(7)
    i = rng.randrange(len(data))
    if k == 0:
        return data[:i] + bytes([rng.randrange(32, 127)]) + data[i + 1:]
    if k == 1:
        return data[:i] + data[i + rng.randrange(1, 16):]
    if k == 2:
        return data[:i] + rng.choice(TOKENS) + data[i:]
    if k == 3:
        nums = [m for m in re.finditer(rb'-?\d+', data)]
        if nums:
            m = rng.choice(nums)
            return data[:m.start()] + rng.choice([b'-1', b'0', b'1000000', b'2.5', b'"7"',
                                                  b'99999999999999999999']) + data[m.end():]
        return data + b'x'
    if k == 4:
        return data[:i]
    if k == 5:
        lines = data.split(b'\n')
        j = rng.randrange(len(lines))
        return b'\n'.join(lines[:j + 1] + [lines[j]] + lines[j + 1:])
    # swap a value's type: a string for a number or the other way
    strs = [m for m in re.finditer(rb'"[^"\\]{0,20}"', data)]
    if strs:
        m = rng.choice(strs)
        return data[:m.start()] + rng.choice([b'1', b'[]', b'{}', b'null']) + data[m.end():]
    return data[::-1]


def read(path):
    with open(path, 'rb') as f:
        return f.read()


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(data)


def files(d, limit=None):
    out = []
    if os.path.isdir(d):
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isfile(p):
                out.append(p)
    return out[:limit] if limit else out


def head_lines(path, n):
    with open(path, 'rb') as f:
        return b''.join(f.readline() for _ in range(n))


LINE_POS = re.compile(r'^[^:\n]+:(\d+:\d+:|( warning:)? offset \d+:) ')
LINE_ONLY = re.compile(r'^[^:\n]+:\d+: ')
FILE_ONLY = re.compile(r'^[^:\n]*[./][^:\n]*: ')
SELF = re.compile(r'^(gravel( [a-z-]+)?: |usage: |\(\d+ more messages| {2,}|\s*$)')


WHOLE = re.compile(r'^[^:\n]+: (warning: )?('
                   r'cannot (read|open)\b|not found\b|not a directory\b|'
                   r'\d+ \w+ entries, but .* (gives only \d+ problems|is missing)$|'
                   r'no (lm-eval|Inspect) sample could be read|no OpenAI evals sample|'
                   r'no format version|not a gravel annotation file)')


def classify(line, binary=False):
    if SELF.match(line):
        return None
    if LINE_POS.match(line):
        return 'pos'
    if WHOLE.match(line) or (binary and FILE_ONLY.match(line)):
        return 'whole'
    if LINE_ONLY.match(line):
        return 'line'
    if FILE_ONLY.match(line):
        return 'file'
    return 'other'


def shape(line):
    """A message with its file, numbers and quoted bits blanked, to group."""
    s = re.sub(r'^[^:\n]+:(\d+:)?', 'F:', line)
    s = re.sub(r"'[^']*'|\"[^\"]*\"", 'Q', s)
    return re.sub(r'\d+', 'N', s)[:110]


class Census:
    def __init__(self):
        self.count = collections.defaultdict(collections.Counter)
        self.shapes = collections.defaultdict(collections.Counter)
        self.cases = collections.Counter()

    def run(self, reader, argv, cwd, env=None, data=None, name=None):
        # data: the case's bytes, when they are one file's, named name
        binary = data is not None and (data.startswith(b'PK') or data.startswith(b'\x93NUMPY'))
        e = dict(os.environ, GRAVEL_CONFIG='/nonexistent', NO_COLOR='1')
        if env:
            e.update(env)
        try:
            r = subprocess.run([GRAVEL] + argv, cwd=cwd, env=e, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
            err = r.stderr.decode('utf-8', 'replace')
            if r.returncode < 0 or r.returncode in (1, 70, 134, 139):
                self.count[reader]['crash'] += 1
        except subprocess.TimeoutExpired:
            self.count[reader]['timeout'] += 1
            return
        self.cases[reader] += 1
        for line in err.split('\n'):
            c = classify(line, binary and line.split(':', 1)[0].endswith(name))
            if c:
                self.count[reader][c] += 1
                if c not in ('pos', 'whole'):
                    self.shapes[reader][c + '  ' + shape(line)] += 1

    def report(self):
        tot = collections.Counter()
        print('%-13s %6s %7s %6s %6s %6s %6s %6s' % ('reader', 'cases', 'pos', 'whole', 'line',
                                                      'file', 'other', 'crash'))
        for reader in sorted(self.cases):
            c = self.count[reader]
            tot.update(c)
            print('%-13s %6d %7d %6d %6d %6d %6d %6d' % (reader, self.cases[reader], c['pos'],
                                                         c['whole'], c['line'], c['file'],
                                                         c['other'], c['crash'] + c['timeout']))
        print('%-13s %6d %7d %6d %6d %6d %6d %6d' % ('total', sum(self.cases.values()),
                                                     tot['pos'], tot['whole'], tot['line'],
                                                     tot['file'], tot['other'],
                                                     tot['crash'] + tot['timeout']))
        print('whole-file messages (the rule above): %d' % tot['whole'])
        print('without FILE:LINE:COL: %d (line %d, file %d, other %d)' %
              (tot['line'] + tot['file'] + tot['other'], tot['line'], tot['file'],
               tot['other']))
        for reader in sorted(self.shapes):
            for s, n in self.shapes[reader].most_common(SHOW):
                print('  %-12s %5d  %s' % (reader, n, s))


def main():
    cen = Census()
    tmp = tempfile.mkdtemp(prefix='diag-census.')
    fz = os.path.join(SRC, 'tests', 'fuzz')
    td = os.path.join(SRC, 'tests', 'data')
    have_shared = os.path.isdir(SHARED)
    if not have_shared:
        print('diag-census: no %s: seeds from tests/ only' % SHARED, file=sys.stderr)

    def cases(seeds):
        """Each seed as is, then PER_SEED mutations of it."""
        for s in seeds:
            yield s
            for _ in range(PER_SEED):
                yield mutate(s)

    # ---- problems JSONL (solve) and runs JSONL (score) ----
    seeds = [read(p) for p in files(os.path.join(fz, 'problems'))]
    seeds += [read(os.path.join(td, n)) for n in ('show-small.jsonl', 'grapheval-shape.jsonl',
                                                 'audit-tsp.jsonl')
              if os.path.exists(os.path.join(td, n))]
    for data in cases(seeds):
        write(os.path.join(tmp, 'p.jsonl'), data)
        cen.run('problems', ['solve', 'p.jsonl'], tmp)
    probs = os.path.join(td, 'foreign', 'problems.jsonl')
    seeds = [read(p) for p in files(os.path.join(fz, 'runs'))]
    for data in cases(seeds):
        write(os.path.join(tmp, 'r.jsonl'), data)
        cen.run('runs', ['score', probs, 'r.jsonl'], tmp)

    # ---- foreign logs ----
    for reader, kind, name, fdir, extra in (
            ('lm-eval', 'lm-eval', 'samples_x.jsonl', 'lmeval',
             ['samples_lc_2024-06-01T10-20-30.jsonl']),
            ('inspect', 'inspect', 'log.json', 'inspect', ['inspect-dump.json']),
            ('openai', 'openai-evals', 'log.jsonl', 'openai', ['openai-evals.jsonl'])):
        seeds = [read(p) for p in files(os.path.join(fz, fdir))]
        seeds += [read(os.path.join(td, 'foreign', n)) for n in extra]
        for data in cases(seeds):
            write(os.path.join(tmp, name), data)
            cen.run(reader, ['import', kind, name, '--problems', probs], tmp, data=data,
                    name=name)

    # ---- task configs, workspaces, settings ----
    seeds = [read(p) for p in files(os.path.join(SRC, 'config', 'tasks'))]
    seeds += [read(p) for p in files(os.path.join(td, 'config-bad'), 6)]
    for data in cases(seeds):
        write(os.path.join(tmp, 'tasks.yaml'), data)
        cen.run('taskcfg', ['check', 'tasks.yaml'], tmp)
    wsdir = os.path.join(tmp, 'ws')
    os.makedirs(wsdir, exist_ok=True)
    for n in ('problems.jsonl', 'runs.jsonl', 'study.yaml'):
        shutil.copy(os.path.join(td, 'workspace', n), wsdir)
    write(os.path.join(wsdir, 'q.keys'), b'q\n')
    seeds = [read(p) for p in files(os.path.join(fz, 'workspace'))]
    seeds += [read(os.path.join(td, 'workspace', n)) for n in ('study.yaml', 'bad.yaml')]
    for data in cases(seeds):
        write(os.path.join(wsdir, 'w.yaml'), data)
        cen.run('workspace', ['browse', '--no-config', '--keys', 'q.keys', '--dump-screen',
                              'out.txt', 'w.yaml'], wsdir)
    seeds = [read(p) for p in files(os.path.join(fz, 'settings'))]
    for data in cases(seeds):
        write(os.path.join(wsdir, 'config.yaml'), data)
        cen.run('settings', ['browse', '--keys', 'q.keys', '--dump-screen', 'out.txt',
                             'study.yaml'], wsdir,
                {'GRAVEL_CONFIG': os.path.join(wsdir, 'config.yaml')})

    # ---- annotation files ----
    andir = os.path.join(tmp, 'an')
    os.makedirs(andir, exist_ok=True)
    for n in ('ws.yaml', 'runs.jsonl'):
        shutil.copy(os.path.join(td, 'annot', n), andir)
    seeds = [read(p) for p in files(os.path.join(fz, 'annot'))]
    for data in cases(seeds):
        write(os.path.join(andir, 'notes.json'), data)
        cen.run('annot', ['annotations', 'export', 'ws.yaml'], andir)

    # ---- heterogeneous files ----
    seeds = [read(p) for p in files(os.path.join(td, 'hetero'))]
    for data in cases(seeds):
        write(os.path.join(tmp, 'h.json'), data)
        cen.run('hetero', ['import', 'hetero', 'h.json'], tmp)

    # ---- GraCoRe records: a one-file checkout ----
    gsrc = os.path.join(SHARED, 'gracore-sample', 'Pure Graph') if have_shared else None
    seeds = []
    if gsrc and os.path.isdir(gsrc):
        for cat in sorted(os.listdir(gsrc)):
            for p in files(os.path.join(gsrc, cat), 1):
                seeds.append((cat, os.path.basename(p), read(p)))
    for cat, name, data in seeds:
        for i, m in enumerate(cases([data])):
            gdir = os.path.join(tmp, 'gc')
            shutil.rmtree(gdir, ignore_errors=True)
            write(os.path.join(gdir, 'Pure Graph', cat, name), m)
            cen.run('gracore', ['import', 'gracore', 'gc'], tmp)

    # ---- NLGraph: a small checkout per task (main.json cut to 3 problems
    # per difficulty, their graph files), then each file mutated; .npy logs ----
    nsrc = os.path.join(SHARED, 'nlgraph', 'NLGraph') if have_shared else None
    import json
    tasks = sorted(os.listdir(nsrc)) if nsrc and os.path.isdir(nsrc) else []
    keep = {}
    for task in tasks:
        main = json.loads(read(os.path.join(nsrc, task, 'main.json')))
        keep[task], seen = {}, collections.Counter()
        for k, v in main.items():
            diff = v.get('difficulty', '')
            if seen[diff] < 3:
                keep[task][k] = (v, seen[diff])
            seen[diff] += 1

    def checkout(victim=None, data=None):
        """Every task cut to 3 problems per difficulty, numbered 0..2 there;
        victim (a path below nlg/NLGraph) replaced by data."""
        base = os.path.join(tmp, 'nlg')
        shutil.rmtree(base, ignore_errors=True)
        for task in tasks:
            main, count = {}, collections.Counter()
            for k, (v, i) in keep[task].items():
                diff = v.get('difficulty', '')
                nk = str(len(main))
                main[nk] = dict(v)
                src = os.path.join(nsrc, task, 'graph', diff, 'standard', 'graph%d.txt' % i)
                rel = os.path.join(task, 'graph', diff, 'standard', 'graph%d.txt' % count[diff])
                count[diff] += 1
                write(os.path.join(base, 'NLGraph', rel), read(src))
            write(os.path.join(base, 'NLGraph', task, 'main.json'),
                  json.dumps(main, indent=1).encode())
        if victim:
            write(os.path.join(base, 'NLGraph', victim), data)
        return base

    if tasks:
        base = checkout()
        for task in tasks:
            rel = os.path.join(task, 'main.json')
            for m in cases([read(os.path.join(base, 'NLGraph', rel))]):
                checkout(rel, m)
                cen.run('nlgraph-main', ['import', 'nlgraph', 'nlg'], tmp)
            base = checkout()
            d0 = os.path.join(task, 'graph', 'easy', 'standard')
            for n in sorted(os.listdir(os.path.join(base, 'NLGraph', d0)))[:2]:
                rel = os.path.join(d0, n)
                for m in cases([read(os.path.join(base, 'NLGraph', rel))]):
                    checkout(rel, m)
                    cen.run('nlgraph-raw', ['import', 'nlgraph', 'nlg'], tmp)
    # .npy: one log folder of one task, each of its files mutated
    logs = []
    for task in tasks:
        ld = os.path.join(nsrc, task, 'graph', 'easy', 'log')
        if os.path.isdir(ld):
            for run in sorted(os.listdir(ld))[:1]:
                logs.append((task, run))
    for task, run in logs[:3]:
        src_log = os.path.join(nsrc, task, 'graph', 'easy', 'log', run)
        for victim in sorted(n for n in os.listdir(src_log) if n.endswith('.npy')):
            for m in cases([read(os.path.join(src_log, victim))]):
                shutil.rmtree(os.path.join(tmp, 'nlg'), ignore_errors=True)
                base = os.path.join(tmp, 'nlg', task)
                write(os.path.join(base, 'NLGraph', task, 'main.json'),
                      read(os.path.join(nsrc, task, 'main.json')))
                os.makedirs(os.path.join(base, 'NLGraph', task, 'graph', 'easy'),
                            exist_ok=True)
                os.symlink(os.path.join(nsrc, task, 'graph', 'easy', 'standard'),
                           os.path.join(base, 'NLGraph', task, 'graph', 'easy', 'standard'))
                dst = os.path.join(base, 'NLGraph', task, 'graph', 'easy', 'log', run)
                for n in os.listdir(src_log):
                    write(os.path.join(dst, n), m if n == victim else
                          read(os.path.join(src_log, n)))
                cen.run('npy', ['import', 'nlgraph', base, '--logs'], tmp, data=m,
                        name='/' + victim)
    shutil.rmtree(tmp, ignore_errors=True)
    cen.report()


main()
