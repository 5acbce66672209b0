# make-fixture.py - how tests/data/exec/grapheval was made (run from tests/data/exec;
# the labels come from solutions/correct and are confirmed by `gravel audit`).
import json, os, random, sys, importlib.util
from collections import *
from heapq import *
from typing import *
random.seed(18)
root = 'grapheval'
def sol(task):
    src = open('solutions/correct/%s.py' % task).read()
    ns = {}
    exec("from typing import *\nfrom collections import *\nfrom heapq import *\n" + src, ns)
    return ns['Solution']()
def write_case_file(direction, task, family, variants):
    d = os.path.join(root, 'dataset', direction, task)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, family + '.jsonl'), 'w') as f:
        for var, cols in variants.items():
            f.write(json.dumps({var: cols}) + '\n')
def write_record(direction, task, lid, title, framework, examples):
    d = os.path.join(root, 'problem-set', direction)
    os.makedirs(d, exist_ok=True)
    rec = {"leetcode_id": lid, "classification": direction + " graph", "difficulty": "medium",
           "problem_statement": "gravel test fixture: " + title + " (statement written for gravel's tests).",
           "data_examples": examples, "constraints": "small graphs", "code_framework": framework}
    with open(os.path.join(d, task + '.jsonl'), 'w') as f:
        f.write(json.dumps(rec) + '\n')

def rand_und(n, m, conn):
    edges = set()
    if conn:
        for v in range(1, n):
            u = random.randrange(v)
            edges.add((u, v))
    m = min(m, n * (n - 1) // 2)
    while len(edges) < m:
        u, v = random.sample(range(n), 2)
        if (u, v) not in edges and (v, u) not in edges:
            edges.add((u, v))
    return [list(e) for e in edges]

# lc1971: connected (0 .. n-1 connected) / disconnected (two halves)
s = sol('lc1971')
cols = {}
for var in ('connected', 'disconnected'):
    gs, ns_, labels = [], [], []
    for k in range(3):
        n = random.randint(6, 10)
        if var == 'connected':
            g = rand_und(n, n + 2, True)
        else:
            h = n // 2
            g = [e for e in rand_und(h, h + 1, True)] + [[u + h, v + h] for u, v in rand_und(n - h, n - h, True)]
        gs.append(g); ns_.append(n); labels.append(s.validPath(n, g, 0, n - 1))
    cols[var] = {"graphs": gs, "labels": labels, "n": ns_, "complexity": [1] * 3}
write_case_file('undirected', 'lc1971', 'planar', cols)
write_record('undirected', 'lc1971', 1971, 'path exists',
  "class Solution:\n    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:",
  [{"input": {"n": 3, "edges": [[0, 1], [1, 2]], "source": 0, "destination": 2}, "output": True},
   {"input": {"n": 4, "edges": [[0, 1], [2, 3]], "source": 0, "destination": 3}, "output": False}])

def kahn_min(n, g):
    indeg = [0] * n; after = [[] for _ in range(n)]
    for a, b in g:
        after[b].append(a); indeg[a] += 1
    ready = [c for c in range(n) if not indeg[c]]; heapify(ready); out = []
    while ready:
        c = heappop(ready); out.append(c)
        for d in after[c]:
            indeg[d] -= 1
            if not indeg[d]: heappush(ready, d)
    return out if len(out) == n else []
def rand_dag(n, m):
    perm = list(range(n)); random.shuffle(perm)
    e = set()
    while len(e) < m:
        i, j = sorted(random.sample(range(n), 2))
        e.add((perm[j], perm[i]))   # [a, b]: b before a
    return [list(x) for x in e]
for task, lid, fw, title in (('lc207', 207, "class Solution:\n    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:", 'can finish'),
                             ('lc210', 210, "class Solution:\n    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:", 'an order')):
    s = sol(task)
    cols = {}
    for var in ('acyclic', 'cyclic'):
        gs, ns_, labels = [], [], []
        for k in range(3):
            n = random.randint(5, 8)
            g = rand_dag(n, n + 1)
            if var == 'cyclic':
                a, b = g[0]
                g.append([b, a])
            gs.append(g); ns_.append(n)
            labels.append(s.canFinish(n, g) if task == 'lc207' else kahn_min(n, g))
        cols[var] = {"graphs": gs, "labels": labels, "n": ns_}
    write_case_file('directed', task, 'sparse', cols)
    ex = [{"input": {"numCourses": 2, "prerequisites": [[1, 0]]}, "output": True if task == 'lc207' else [0, 1]},
          {"input": {"numCourses": 3, "prerequisites": [[1, 0], [2, 0]]}, "output": True if task == 'lc207' else [0, 1, 2]}]
    write_record('directed', task, lid, title, fw, ex)

# lc797: adjacency lists of a DAG 0 -> n-1
s = sol('lc797')
gs, labels = [], []
for k in range(3):
    n = random.randint(4, 6)
    g = [sorted(set(random.sample(range(i + 1, n), min(n - i - 1, 2)))) if i < n - 1 else [] for i in range(n)]
    gs.append(g); labels.append(sorted(s.allPathsSourceTarget(g)))
write_case_file('directed', 'lc797', 'sparse', {"acyclic": {"graphs": gs, "labels": labels}})
write_record('directed', 'lc797', 797, 'all paths',
  "class Solution:\n    def allPathsSourceTarget(self, graph: List[List[int]]) -> List[List[int]]:",
  [{"input": {"graph": [[1, 2], [3], [3], []]}, "output": [[0, 1, 3], [0, 2, 3]]}])

# lc2360: functional arrays
s = sol('lc2360')
cols = {}
for var in ('cyclic', 'acyclic'):
    gs, labels = [], []
    for k in range(3):
        n = random.randint(5, 9)
        if var == 'cyclic':
            g = [random.randrange(n) for _ in range(n)]
            g = [x if x != i else (i + 1) % n for i, x in enumerate(g)]
        else:
            g = [random.randrange(i + 1, n) if i < n - 1 and random.random() < 0.8 else -1 for i in range(n)]
        gs.append(g); labels.append(s.longestCycle(g))
    cols[var] = {"graphs": gs, "labels": labels}
write_case_file('directed', 'lc2360', 'sparse', cols)
write_record('directed', 'lc2360', 2360, 'longest cycle',
  "class Solution:\n    def longestCycle(self, edges: List[int]) -> int:",
  [{"input": {"edges": [3, 3, 4, 2, 3]}, "output": 3}, {"input": {"edges": [2, -1, 3, 1]}, "output": -1}])

# lc743: weighted
s = sol('lc743')
gs, ns_, ks, labels = [], [], [], []
for k in range(4):
    n = random.randint(4, 7)
    e = set()
    while len(e) < n + 3:
        u, v = random.sample(range(1, n + 1), 2)
        e.add((u, v))
    g = [[u, v, random.randint(1, 9)] for u, v in e]
    kk = random.randint(1, n)
    gs.append(g); ns_.append(n); ks.append(kk); labels.append(s.networkDelayTime(g, n, kk))
write_case_file('directed', 'lc743', 'sparse', {"connected": {"graphs": gs, "labels": labels, "n": ns_, "k": ks}})
write_record('directed', 'lc743', 743, 'delay',
  "class Solution:\n    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:",
  [{"input": {"times": [[2, 1, 1], [2, 3, 1], [3, 4, 1]], "n": 4, "k": 2}, "output": 2},
   {"input": {"times": [[1, 2, 1]], "n": 2, "k": 2}, "output": -1}])

# lc1192
s = sol('lc1192')
gs, ns_, labels = [], [], []
for k in range(3):
    n = random.randint(6, 9)
    g = rand_und(n, n + 1, True)
    gs.append(g); ns_.append(n); labels.append(sorted(sorted(e) for e in s.criticalConnections(n, g)))
write_case_file('undirected', 'lc1192', 'sparse', {"connected": {"graphs": gs, "labels": labels, "n": ns_}})
write_record('undirected', 'lc1192', 1192, 'bridges',
  "class Solution:\n    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:",
  [{"input": {"n": 4, "connections": [[0, 1], [1, 2], [2, 0], [1, 3]]}, "output": [[1, 3]]}])
