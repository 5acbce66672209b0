#!/usr/bin/env python3
"""nlgraph-port.py - NLGraph's own evaluation rules, ported to plain Python.

The yardstick for `make bench`'s same-run ratio (issue 16): it re-scores
every logged NLGraph run the way the authors' scripts (Arthur-Heng/NLGraph,
evaluation/{connectivity,cycle,topology,shortest_path,flow,matching,
hamilton,gnn}.py, MIT) score answers, so that `gravel score CHECKOUT
--policy compat` can be timed against the same work done in Python. It needs
only the Python 3 standard library: the .npy files are parsed here, and the
networkx calls are replaced by hand-written equivalents (Dijkstra for
shortest_path_length, the in-degree walk, has_edge on edge sets, neighbour
sums for the GNN layers). One function per task applies the script's final
rule to one lower-cased answer; run_scores() votes over self-consistency
samples as the scripts do.

usage: python3 tests/nlgraph-port.py [--items] NLGRAPH_DIR

NLGRAPH_DIR holds NLGraph/. Every NLGraph/<task>/graph/<difficulty>/log/<run>/
with an answer.npy is scored (the `line` log folder on graph/attack/line).
Default output, one line per run (tab-separated): its path relative to
NLGraph/, answers, questions, accuracy, and the mean of each result array the
script records (res; res1 and res2). Accuracy is the mean of res == 1 (res1
for shortest path and matching, res2 for flow, whose res1 only says the
phrase was found). --items prints one line per question instead:
`<task>/<difficulty>/<run> <question index> <0|1>`, the 0|1 being the item's
accuracy, followed by res1=/res2= (shortest path, flow) or res= (hamilton,
whose res is -1, 0 or 1). A summary goes to stderr; unreadable files are
named there (`FILE: what is wrong`) and skipped. Exit 0, or 2 on bad usage.

Questions follow the scripts' order: graph 0..N-1 (N = the graph*.txt files
in the set), connectivity per query in file order. A run covers answers/sc
questions, sc being SC_num from prompt.txt (default 5) in +SC runs of every
task but topology and hamilton, whose scripts never sample more than once.

What it does not reproduce:
  - earlier versions of the scripts: runs scored by them (before about
    2023-04-20) and the 22 runs made on other graphs do not all match their
    recorded res*.npy; in particular shortest path's res2 looks for "total
    length" as the final script does, while the recorded res2 of the
    node-wording runs came from a version that looked for "total weight";
  - the scripts' crashes: an answer that makes gnn.py index past its list of
    numbers scores 0 (the script would have stopped), and a topology answer
    that raises IndexError keeps the previous item's result as the script's
    bare `except` does (0 for a run's first item, where the script would
    have hit an unbound name);
  - cycle's graphs are not read: its rule looks only at the graph's index;
  - the attack sets have no script of their own: their single query is
    scored by connectivity's rule, connected for `line`, not for `clique`.
"""
import ast
import heapq
import os
import re
import signal
import struct
import sys

TASKS = ("connectivity", "cycle", "topology", "shortest_path", "flow",
         "matching", "hamilton", "GNN")


class Unreadable(Exception):
    """A file that cannot be used; str() is `FILE: what is wrong`."""


# ---------------------------------------------------------------- loaders

def read_npy(path):
    """Return (descr, shape, payload bytes) of a NumPy .npy file."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise Unreadable("%s: %s" % (path, e.strerror or e))
    if data[:6] != b"\x93NUMPY" or len(data) < 10:
        raise Unreadable("%s: not a .npy file (no \\x93NUMPY magic)" % path)
    if data[6] == 1:
        hlen, start = struct.unpack("<H", data[8:10])[0], 10
    elif data[6] in (2, 3):
        hlen, start = struct.unpack("<I", data[8:12])[0], 12
    else:
        raise Unreadable("%s: unknown .npy version %d" % (path, data[6]))
    try:
        header = ast.literal_eval(data[start:start + hlen].decode("latin-1"))
        descr, shape = header["descr"], tuple(header["shape"])
        fortran = header.get("fortran_order", False)
    except (ValueError, SyntaxError, KeyError, TypeError):
        raise Unreadable("%s: unreadable .npy header" % path)
    if len(shape) > 1 and fortran:
        raise Unreadable("%s: Fortran-ordered array" % path)
    return descr, shape, data[start + hlen:]


def read_answers(path):
    """The strings of a 1-D `<U{w}` answer.npy, NUL padding stripped."""
    descr, shape, payload = read_npy(path)
    m = re.fullmatch(r"<U(\d+)", descr)
    if not m or len(shape) != 1:
        raise Unreadable("%s: expected a 1-D <U array, found %s %s"
                         % (path, descr, shape))
    width, count = int(m.group(1)), shape[0]
    if len(payload) < 4 * width * count:
        raise Unreadable("%s: %d strings of %d characters need %d bytes, "
                         "found %d" % (path, count, width, 4 * width * count,
                                       len(payload)))
    try:
        text = payload[:4 * width * count].decode("utf-32-le")
    except UnicodeDecodeError as e:
        raise Unreadable("%s: bad UTF-32 at byte %d" % (path, e.start))
    return [text[k * width:(k + 1) * width].rstrip("\0")
            for k in range(count)]


def read_rows(path):
    """A raw graph file as rows of ints (blank lines skipped)."""
    try:
        with open(path) as f:
            rows = [[int(x) for x in line.split()] for line in f]
    except OSError as e:
        raise Unreadable("%s: %s" % (path, e.strerror or e))
    except ValueError:
        raise Unreadable("%s: a line that is not whole numbers" % path)
    rows = [r for r in rows if r]
    if not rows:
        raise Unreadable("%s: empty graph file" % path)
    return rows


def prompt_args(run_dir):
    """The argument namespace at the end of a run's prompt.txt, as a dict."""
    try:
        with open(os.path.join(run_dir, "prompt.txt"), errors="replace") as f:
            text = f.read()
    except OSError:
        return {}
    pos = text.rfind("Namespace(")
    return dict(re.findall(r"(\w+)=(\w+)", text[pos:])) if pos >= 0 else {}


class GraphSet:
    """The graphs of one set (e.g. shortest_path/graph/easy/standard), read
    on demand and kept: graph(i) is the task-specific structure of
    graph{i}.txt, questions() the scripts' list of (graph index, query)."""

    def __init__(self, task, folder):
        self.task, self.folder = task, folder
        try:
            files = os.listdir(folder)
        except OSError as e:
            raise Unreadable("%s: %s" % (folder, e.strerror or e))
        self.count = sum(1 for f in files
                         if re.fullmatch(r"graph\d+\.txt", f))
        self._graphs = {}
        self._questions = None

    def path(self, i):
        return os.path.join(self.folder, "graph%d.txt" % i)

    def graph(self, i):
        if i not in self._graphs:
            path = self.path(i)
            try:
                self._graphs[i] = build_graph(self.task, read_rows(path))
            except (ValueError, IndexError, KeyError):
                raise Unreadable("%s: not laid out as a %s graph file"
                                 % (path, self.task))
        return self._graphs[i]

    def questions(self):
        """Connectivity: (graph index, query index) per query in file order;
        other tasks: one question per graph."""
        if self._questions is None:
            if self.task == "connectivity":
                self._questions = [
                    (i, j) for i in range(self.count)
                    for j in range(len(self.graph(i)["queries"]))]
            else:
                self._questions = [(i, 0) for i in range(self.count)]
        return self._questions


def build_graph(task, rows):
    """The parts of a raw graph file a task's rule needs."""
    head, body = rows[0], rows[1:]
    g = {"n": head[0]}
    if task == "connectivity":
        m = head[1]
        if len(head) >= 3:          # `n m q`: q connected, then q unconnected
            q = head[2]
            g["queries"] = [(s, t, k < q) for k, (s, t) in
                            enumerate(body[m:m + 2 * q])]
        else:                       # attack set `n m`: labelled by set name
            g["queries"] = [(r[0], r[1], None) for r in body[m:]]
    elif task == "topology":
        n = head[0]
        succ = [set() for _ in range(n)]
        for u, v in body[:head[1]]:
            succ[u].add(v)          # nx.DiGraph keeps one edge per pair
        indeg = [0] * n
        for u in range(n):
            for v in succ[u]:
                indeg[v] += 1
        g["succ"], g["indeg"] = succ, indeg
    elif task == "shortest_path":
        adj = {u: {} for u in range(head[0])}
        for u, v, w in body[:head[1]]:
            adj[u][v] = w           # a repeated edge: the last weight stays
            adj[v][u] = w
        s, t = body[-1]
        if s not in adj or t not in adj:
            raise ValueError("query node out of range")
        g["adj"], g["query"] = adj, (s, t)
    elif task == "flow":
        s, t = body[-2]
        g["query"], g["std"] = (s, t), body[-1][0]
    elif task == "matching":
        edges = set()
        for a, j in body[:head[2]]:
            edges.add((a, j))
            edges.add((j, a))       # nx.Graph: has_edge either way round
        g["n1"], g["edges"], g["std"] = head[0], edges, body[-1][0]
    elif task == "hamilton":
        edges = set()
        for u, v in body[:head[1]]:
            edges.add((u, v))
            edges.add((v, u))
        g["edges"] = edges
    elif task == "GNN":
        n, m = head[0], head[1]
        nbrs = [set() for _ in range(n)]
        for u, v in body[:m]:
            nbrs[u].add(v)          # G[i]: each neighbour once
            nbrs[v].add(u)
        embedding = body[m:m + n]
        if len(embedding) != n or len({len(r) for r in embedding}) != 1:
            raise ValueError("embedding lines")
        g["nbrs"], g["layers"] = nbrs, [embedding]
    return g


# ------------------------------------------------------------ shared scans

def collect_numbers(ans, pos, limit=None, target=None):
    """process_ans of the scripts: numbers from pos, each appended when a
    non-digit follows it; stop after `limit` numbers or after `target`."""
    num, flag = 0, 0
    solution = []
    for i in range(pos, len(ans)):
        c = ans[i]
        if c >= '0' and c <= '9':
            num = num * 10 + int(c)
            flag = 1
        else:
            if flag == 1:
                solution.append(num)
                if len(solution) == limit or num == target:
                    break
                flag = 0
            num = 0
    return solution


def number_after(ans, i):
    """The first number at or after i (0 when there is none)."""
    while i < len(ans) and not (ans[i] >= '0' and ans[i] <= '9'):
        i += 1
    num = 0
    while i < len(ans) and ans[i] >= '0' and ans[i] <= '9':
        num = num * 10 + int(ans[i])
        i += 1
    return num


def dijkstra(adj, s, t):
    """nx.shortest_path_length(G, s, t, weight="weight"); None: no path."""
    dist = {s: 0}
    heap = [(0, s)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == t:
            return d
        if d > dist[u]:
            continue
        for v, w in adj[u].items():
            nd = d + w
            if v not in dist or nd < dist[v]:
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return None


# ------------------------------------------------- the scripts' rules
# Each takes one lower-cased answer and returns the script's per-sample
# result: 0/1, or (res1, res2) for shortest path and flow, -1/0/1 hamilton.

def connectivity(ans, s, t, connected):
    yes = ("the answer is yes" in ans or
           "there is a path between node " + str(s) + " and node " + str(t)
           in ans)
    return 1 if yes == connected else 0


def cycle(ans, idx, g_num):
    p1 = ans.find("there is no cycle")
    p2 = ans.find("there is a cycle")
    p1 = 1000000 if p1 == -1 else p1
    p2 = 1000000 if p2 == -1 else p2
    right = (idx * 2 < g_num and p1 < p2) or (idx * 2 > g_num and p2 < p1)
    return 1 if right else 0


def topology_check(solution, g):
    deg = list(g["indeg"])
    for node in solution:
        if deg[node] > 0:           # node >= n: IndexError, as in the script
            return 0
        for neighbor in g["succ"][node]:
            deg[neighbor] -= 1
    for d in deg:
        if d != 0:
            return 0
    return 1


def topology(ans, g):
    pos = ans.find("solution")
    if pos == -1:
        pos = max(ans.find("yes"), ans.find("in the following order"))
    if pos == -1:
        return 0
    flag1 = topology_check(collect_numbers(ans, pos, limit=g["n"]), g)
    flag2 = topology_check(collect_numbers(ans, 0, limit=g["n"]), g)
    return 1 if (flag1 or flag2) else 0


def shortest_path(ans, g, city):
    entity = "city" if city else "node"
    s, t = g["query"][0], g["query"][1]
    mode_str = ("the shortest path from " + entity + " " + str(s) + " to " +
                entity + " " + str(t))
    pos = ans.find(mode_str)
    if pos == -1:
        return 0, 0
    solution = collect_numbers(ans, pos + len(mode_str) + 1, target=t)
    adj = g["adj"]
    length, flag1, flag2 = 0, 1, 1
    for u, v in zip(solution, solution[1:]):
        if u not in adj or v not in adj[u]:
            flag1 = 0
            break
        length += adj[u][v]
    if "shortest" not in g:
        g["shortest"] = dijkstra(adj, s, t)
    shortest = g["shortest"]
    if shortest is None:            # NetworkXNoPath: the sample gets no vote
        return 0, 0
    if length != shortest:
        flag1 = 0
    pos = ans.rfind("total length")
    if pos == -1:
        return flag1, 0
    if number_after(ans, pos) != shortest:
        flag2 = 0
    return flag1, flag2


def flow(ans, g):
    s, t = g["query"][0], g["query"][1]
    mode_str = "the maximum flow from node " + str(s) + " to node " + str(t)
    pos = ans.find(mode_str)
    if pos == -1:
        return 0, 0
    num = number_after(ans, pos + len(mode_str) + 1)
    return 1, (1 if num == g["std"] else 0)


def matching(ans, g):
    n1 = g["n1"]
    i = ans.find("applicant")
    j = ans.find("job")
    tag = 0
    if j < i:
        tag = 1
        i = j
    if i == -1:
        return 0
    solution = []
    pos = ans.find("this way")
    i = max(i, ans.find("make the following assignments"))
    if pos == -1:
        pos = len(ans)
    while i < pos:
        while i < pos and not (ans[i] >= '0' and ans[i] <= '9'):
            i += 1
        if i == pos:
            break
        num = 0
        while i < pos and ans[i] >= '0' and ans[i] <= '9':
            num = num * 10 + int(ans[i])
            i += 1
        while i < pos and not (ans[i] >= '0' and ans[i] <= '9'):
            i += 1
        if i == pos:
            break
        num2 = 0
        while i < pos and ans[i] >= '0' and ans[i] <= '9':
            num2 = num2 * 10 + int(ans[i])
            i += 1
        solution.append((num2, num + n1) if tag else (num, num2 + n1))
    cnt = sum(1 for edge in solution if edge in g["edges"])
    for a in range(len(solution)):
        for b in range(a - 1):      # the script's range(i-1)
            if solution[a][0] == solution[b][0] or \
                    solution[a][1] == solution[b][1]:
                return 0
    return 1 if cnt == g["std"] else 0


def hamilton(ans, g):
    pos = ans.find("the path can be")
    pos2 = ans.find("no ")
    if pos2 == -1:
        pos2 = 10000000
    if pos2 < pos or pos == -1:
        return -1
    n = g["n"]
    solution = collect_numbers(ans, pos, limit=n)
    if len(solution) != n:
        return 0
    for u, v in zip(solution, solution[1:]):
        if (u, v) not in g["edges"]:
            return 0
    body = solution[:-1]            # the script never compares the last node
    return 1 if len(set(body)) == len(body) else 0


def gnn_layer(g, layer):
    """Embeddings after `layer` sum-of-neighbours layers (gnn.py's std)."""
    layers = g["layers"]
    while len(layers) <= layer:
        prev = layers[-1]
        layers.append([[sum(prev[v][d] for v in g["nbrs"][u])
                        for d in range(len(prev[u]))]
                       for u in range(g["n"])])
    return layers[layer]


def gnn(ans, g, layer):
    std = gnn_layer(g, layer)
    pos = ans.rfind("node 0")
    if pos == -1:
        return 0
    answer = re.findall(r"\d+", ans[pos:])
    for i in range(g["n"]):
        width = len(std[i])
        for j in range(width):
            k = i * (width + 1) + j + 1
            if k >= len(answer):    # gnn.py would raise IndexError here
                return 0
            if abs(float(answer[k]) - std[i][j]) > 0.01:
                return 0
    return 1


# ------------------------------------------------------------- runs

def run_scores(task, gset, answers, sc, args, difficulty):
    """Per question, the script's result(s) after voting: a list of ints,
    or of (res1, res2) pairs for shortest path and flow."""
    questions = gset.questions()
    g_num = gset.count
    city = args.get("city") == "1"
    layer = int(args["layer"]) if args.get("layer", "").isdigit() else 1
    results = []
    result = 0                      # topology: the stale value of `result`
    for q in range(len(answers) // sc):
        gi, qi = questions[q]
        samples = [answers[q * sc + k].lower() for k in range(sc)]
        if task == "cycle":
            vote = sum(cycle(a, gi, g_num) for a in samples)
            results.append(1 if vote * 2 >= sc else 0)
            continue
        g = gset.graph(gi)
        if task == "connectivity":
            s, t, connected = g["queries"][qi]
            if connected is None:
                connected = (difficulty == "line")
            vote = sum(connectivity(a, s, t, connected) for a in samples)
            results.append(1 if vote * 2 >= sc else 0)
        elif task == "topology":
            try:
                result = topology(samples[0], g)
            except IndexError:
                pass
            results.append(result)
        elif task == "hamilton":
            results.append(hamilton(samples[0], g))
        elif task in ("shortest_path", "flow"):
            votes = [shortest_path(a, g, city) if task == "shortest_path"
                     else flow(a, g) for a in samples]
            v1 = sum(r[0] for r in votes)
            v2 = sum(r[1] for r in votes)
            results.append((1 if v1 * 2 > sc else 0, 1 if v2 * 2 > sc else 0))
        elif task == "matching":
            vote = sum(matching(a, g) for a in samples)
            results.append(1 if vote * 2 > sc else 0)
        elif task == "GNN":
            vote = sum(gnn(a, g, layer) for a in samples)
            results.append(1 if vote * 2 > sc else 0)
    return results


def metrics(task, r):
    """(accuracy 0|1, {metric name: value}) of one question's result."""
    if task == "shortest_path":
        return r[0], {"res1": r[0], "res2": r[1]}
    if task == "flow":
        return r[1], {"res1": r[0], "res2": r[1]}
    if task == "matching":
        return r, {"res1": r}
    return (1 if r == 1 else 0), {"res": r}


def find_runs(nlgraph):
    """(task, difficulty, run name, run folder, graph set folder) per log
    run, in path order."""
    runs = []
    for task in TASKS:
        base = os.path.join(nlgraph, task, "graph")
        if not os.path.isdir(base):
            continue
        for diff in sorted(os.listdir(base)):
            logs = os.path.join(base, diff, "log")
            if not os.path.isdir(logs):
                continue
            if diff in ("line", "clique"):
                gfolder = os.path.join(base, "attack", diff)
            else:
                gfolder = os.path.join(base, diff, "standard")
            for run in sorted(os.listdir(logs)):
                folder = os.path.join(logs, run)
                if os.path.isdir(folder):
                    runs.append((task, diff, run, folder, gfolder))
    return runs


def main(argv):
    # a reader that stops early (| head) ends the output quietly
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    items = "--items" in argv
    rest = [a for a in argv if a != "--items"]
    if len(rest) != 1 or rest[0].startswith("-"):
        sys.stderr.write("usage: python3 tests/nlgraph-port.py [--items] "
                         "NLGRAPH_DIR\n")
        return 2
    nlgraph = os.path.join(rest[0], "NLGraph")
    if not os.path.isdir(nlgraph):
        sys.stderr.write("%s: no NLGraph folder in it\n" % rest[0])
        return 2
    out = sys.stdout
    sets = {}
    n_runs = n_answers = n_results_only = n_bad = 0

    def complain(msg):
        nonlocal n_bad
        n_bad += 1
        sys.stderr.write(msg + "\n")

    for task, diff, run, folder, gfolder in find_runs(nlgraph):
        path = os.path.join(folder, "answer.npy")
        if not os.path.exists(path):
            n_results_only += 1
            continue
        try:
            if gfolder not in sets:
                sets[gfolder] = GraphSet(task, gfolder)
            gset = sets[gfolder]
            answers = read_answers(path)
            args = prompt_args(folder)
            sc = 1
            if "+SC" in run and task not in ("topology", "hamilton"):
                sc_num = args.get("SC_num", "5")
                sc = int(sc_num) if sc_num.isdigit() and int(sc_num) else 5
            available = len(gset.questions())
            if len(answers) % sc:
                complain("%s: %d answers is not a multiple of %d samples"
                         % (path, len(answers), sc))
            if len(answers) // sc > available:
                complain("%s: %d questions, but %s has only %d"
                         % (path, len(answers) // sc, gfolder, available))
                answers = answers[:available * sc]
            results = run_scores(task, gset, answers, sc, args, diff)
        except Unreadable as e:
            complain(str(e))
            continue
        n_runs += 1
        n_answers += len(answers)
        name = "%s/%s/%s" % (task, diff, run)
        if items:
            for q, r in enumerate(results):
                acc, m = metrics(task, r)
                extra = ""
                if task in ("shortest_path", "flow", "hamilton"):
                    extra = " " + " ".join("%s=%d" % kv for kv in m.items())
                out.write("%s %d %d%s\n" % (name, q, acc, extra))
            continue
        nq = len(results)
        accs, sums = 0, {}
        for r in results:
            acc, m = metrics(task, r)
            accs += acc
            for k, v in m.items():
                sums[k] = sums.get(k, 0) + v
        out.write("%s\t%d answers\t%d questions\taccuracy %.6f\t%s\n" % (
            os.path.relpath(folder, nlgraph), len(answers), nq,
            accs / nq if nq else 0.0,
            " ".join("%s=%.6f" % (k, v / nq if nq else 0.0)
                     for k, v in sums.items())))
    sys.stderr.write("nlgraph-port: %d runs, %d answers scored; %d runs "
                     "without answer.npy; %d problems\n"
                     % (n_runs, n_answers, n_results_only, n_bad))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
