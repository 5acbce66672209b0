"""make-fixture.py - the benchmark checkouts the README tour clones, made
small and offline for tests/tour.sh: called as the `git` on the tour's
PATH, `git clone URL [DIR]` lays out the checkout that URL names.

  NLGraph        `gravel gen nlgraph --format nlgraph-raw` (four problems
                 a difficulty) and one model-log run of shortest_path/easy
                 whose answer.npy holds the gold texts (NumPy v1.0, <U)
  GraCoRe        Data/Pure Graph/ with the valid first record of each file
                 of tests/data/gracore-bad
  GraphEval2000  dataset.zip holding tests/data/exec/grapheval's dataset/
                 and problem-set/, as the authors ship their data
"""
import json
import os
import struct
import subprocess
import sys
import zipfile

SRCDIR = os.environ["SRCDIR"]
GRAVEL = os.environ["GRAVEL"]


def write_npy(path, strings):
    width = max(1, max(len(s) for s in strings))
    header = "{'descr': '<U%d', 'fortran_order': False, 'shape': (%d,), }" % (width, len(strings))
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + " " * pad + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin-1"))
        for s in strings:
            f.write(s.ljust(width, "\0").encode("utf-32-le"))


def write_res(path, values):
    header = "{'descr': '<i4', 'fortran_order': False, 'shape': (%d,), }" % len(values)
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + " " * pad + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin-1"))
        f.write(struct.pack("<%di" % len(values), *values))


def nlgraph(dest):
    subprocess.run([GRAVEL, "gen", "nlgraph", "--format", "nlgraph-raw", "--count", "4", "--set", "all",
                    "-o", dest], check=True)
    with open(os.path.join(dest, "NLGraph", "shortest_path", "main.json")) as f:
        main = json.load(f)
    easy = [main[k] for k in sorted(main, key=int) if main[k]["difficulty"] == "easy"]
    log = os.path.join(dest, "NLGraph", "shortest_path", "graph", "easy", "log",
                       "20240101---00-00-CoT")
    os.makedirs(log)
    write_npy(os.path.join(log, "answer.npy"), [" " + q["answer"].lower() for q in easy])
    for res in ("res1.npy", "res2.npy"):
        write_res(os.path.join(log, res), [1] * len(easy))


def gracore(dest):
    src = os.path.join(SRCDIR, "tests", "data", "gracore-bad", "Pure Graph")
    for kind in sorted(os.listdir(src)):
        out = os.path.join(dest, "Data", "Pure Graph", kind)
        os.makedirs(out)
        for name in sorted(os.listdir(os.path.join(src, kind))):
            with open(os.path.join(src, kind, name)) as f:
                records = json.load(f)
            with open(os.path.join(out, name), "w") as f:
                json.dump(records[:1], f, indent=1)


def grapheval(dest):
    src = os.path.join(SRCDIR, "tests", "data", "exec", "grapheval")
    os.makedirs(dest)
    with zipfile.ZipFile(os.path.join(dest, "dataset.zip"), "w") as z:
        for top in ("dataset", "problem-set"):
            for root, _, files in sorted(os.walk(os.path.join(src, top))):
                for name in sorted(files):
                    path = os.path.join(root, name)
                    z.write(path, os.path.relpath(path, src))


def main(argv):
    if len(argv) < 3 or argv[1] != "clone":
        sys.exit("tour fixture git: only `git clone URL [DIR]`, got %r" % argv[1:])
    url = argv[2].rstrip("/")
    name = url.rsplit("/", 1)[1]
    dest = argv[3] if len(argv) > 3 else name
    makers = {"NLGraph": nlgraph, "GraCoRe": gracore, "GraphEval2000": grapheval}
    if name not in makers:
        sys.exit("tour fixture git: no fixture for %s" % url)
    makers[name](dest)


main(sys.argv)
