# exec-harness.py - runs one model-written LeetCode solution on test cases
# for `gravel exec` (src/exec-run.c starts it as `python3 -I -S -B -c SRC K T`).
#
# Protocol:
#   stdin   a read-only file: line 1 {"method": NAME, "code": SOURCE}, then one
#           line per test case {"args": [...]} (positional arguments in the
#           order of the code framework's parameters). Read whole before any
#           model code runs; cases before index K (argv[1]) are skipped (a
#           restart after a killed case).
#   fd 3    results, one JSON line each: first {"load": "ok"} or {"load":
#           "error"|"no-code", "error": ..., "traceback": ...}; then per case
#           {"i": K, "status": "ok"|"error"|"timeout"|"memory", "ms": N,
#            "value": JSON (ok only), "stdout": ..., "stderr": ...,
#            "traceback": ...}
#   fd 1, 2 whatever the code writes below Python's sys.stdout (os.write);
#           gravel captures it with a size cap.
#
# Containment is gravel's job (a fresh empty directory, no network, rlimits,
# an unprivileged user, a process-group kill). This file adds an audit hook
# (PEP 578) as a second layer: no processes, sockets, ctypes, writes outside
# the working directory or reads outside it and Python's own files. Each case
# also gets a timer of T seconds (argv[2]); gravel kills the process when the
# code outlives it anyway.
import io
import json
import linecache
import os
import signal
import sys
import time
import traceback

CAP = 4096          # bytes of stdout / stderr / traceback kept per case
VALUE_CAP = 32 << 20


def _main():
    start = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    limit = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
    lines = sys.stdin.buffer.read().split(b"\n")
    os.close(0)
    sys.stdin = io.StringIO("")
    out = os.fdopen(3, "w", encoding="utf-8")

    def emit(obj):
        out.write(json.dumps(obj, separators=(",", ":")) + "\n")
        out.flush()

    head = json.loads(lines[0])
    method = head["method"]
    cases = [ln for ln in lines[1:] if ln.strip()]

    class TimeLimit(BaseException):
        pass

    def on_alarm(signum, frame):
        raise TimeLimit()

    signal.signal(signal.SIGALRM, on_alarm)

    # what LeetCode's Python 3 environment has imported for the solution
    ns = {"__name__": "solution", "__builtins__": __builtins__}
    exec("from typing import *\nfrom collections import *\nfrom heapq import *\n"
         "from itertools import *\nfrom functools import *\nfrom bisect import *\n"
         "from math import *\nimport collections, heapq, itertools, functools, bisect, "
         "math, sys, re, string, random, operator\n", ns)

    def clip(s):
        return s if len(s) <= CAP else s[:CAP] + "\n[... %d more characters]" % (len(s) - CAP)

    def convert(v, depth=0):
        if depth > 64:
            raise TypeError("returned value is nested too deep")
        if v is None or isinstance(v, (bool, int, str)):
            return v
        if isinstance(v, float):
            return v
        if isinstance(v, (list, tuple)):
            return [convert(x, depth + 1) for x in v]
        if isinstance(v, (set, frozenset)):
            items = [convert(x, depth + 1) for x in v]
            try:
                items.sort()
            except TypeError:
                pass
            return items
        if isinstance(v, dict):
            return {str(k): convert(x, depth + 1) for k, x in v.items()}
        raise TypeError("returned value of type %s is not JSON" % type(v).__name__)

    _install_guard()

    sol_cls = None
    try:
        # the source in linecache: a traceback shows each <solution>
        # line it names, as it would for a file
        src = head["code"]
        linecache.cache["<solution>"] = (len(src), None, src.splitlines(True), "<solution>")
        code = compile(src, "<solution>", "exec")
        exec(code, ns)
        sol_cls = ns.get("Solution")
    except BaseException as e:  # noqa: B902 - the code is hostile
        emit({"load": "error", "error": "%s: %s" % (type(e).__name__, e),
              "traceback": clip("".join(traceback.format_exception(e)))})
        return
    if sol_cls is None or not callable(getattr(sol_cls, method, None)):
        emit({"load": "no-code", "error": "the code defines no class Solution with a method %s"
              % method})
        return
    emit({"load": "ok"})

    real_out, real_err = sys.stdout, sys.stderr
    for i in range(start, len(cases)):
        res = {"i": i}
        cap_out, cap_err = io.StringIO(), io.StringIO()
        t0 = time.perf_counter()
        try:
            args = json.loads(cases[i])["args"]
            sys.stdout, sys.stderr = cap_out, cap_err
            if limit > 0:
                signal.setitimer(signal.ITIMER_REAL, limit)
            value = getattr(sol_cls(), method)(*args)
            text = json.dumps(convert(value), separators=(",", ":"), allow_nan=False)
            signal.setitimer(signal.ITIMER_REAL, 0)
            if len(text) > VALUE_CAP:
                raise ValueError("returned value is over %d bytes as JSON" % VALUE_CAP)
            res["status"] = "ok"
            res["value"] = text
        except TimeLimit:
            res["status"] = "timeout"
        except MemoryError:
            res["status"] = "memory"
        except BaseException as e:  # noqa: B902
            res["status"] = "error"
            res["error"] = clip("%s: %s" % (type(e).__name__, e))
            tb = traceback.format_exception(e)
            # drop the harness's own frame
            res["traceback"] = clip("".join(tb[:1] + tb[2:]))
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            sys.stdout, sys.stderr = real_out, real_err
        res["ms"] = round((time.perf_counter() - t0) * 1000.0, 3)
        for key, buf in (("stdout", cap_out), ("stderr", cap_err)):
            s = buf.getvalue()
            if s:
                res[key] = clip(s)
        emit(res)


def _install_guard():
    cwd = os.path.realpath(os.getcwd())
    roots = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, sys.exec_prefix,
                                            sys.base_exec_prefix) if p}
    roots.add(os.path.realpath(os.path.dirname(os.__file__)))
    blocked = ("os.system", "os.exec", "os.fork", "os.forkpty", "os.posix_spawn",
               "os.spawn", "os.kill", "os.killpg", "subprocess.Popen", "pty.spawn",
               "socket.__new__", "socket.connect", "socket.bind", "socket.getaddrinfo",
               "ctypes.dlopen", "ctypes.dlsym", "ctypes.cdata", "os.add_dll_directory",
               "os.setuid", "os.chroot", "os.unshare", "os.setns", "os.startfile")
    pathed = ("os.remove", "os.rmdir", "os.mkdir", "os.rename", "os.chmod", "os.chown",
              "os.symlink", "os.link", "os.truncate", "os.utime", "os.listdir",
              "os.scandir", "os.chdir", "shutil.rmtree", "os.chflags", "os.setxattr",
              "os.removexattr")

    def inside(path, allow_roots):
        if isinstance(path, int):
            return True
        try:
            p = os.fsdecode(path)
        except (TypeError, ValueError):
            return False
        full = os.path.realpath(os.path.join(cwd, p))
        if full == cwd or full.startswith(cwd + os.sep):
            return True
        if full in ("/dev/null", "/dev/urandom"):
            return True
        return allow_roots and any(full == r or full.startswith(r + os.sep) for r in roots)

    no_import = ("_posixsubprocess", "subprocess", "_ctypes", "ctypes", "_socket", "socket",
                 "multiprocessing", "_multiprocessing", "pty", "_xxsubinterpreters")

    def hook(event, args):
        if event == "import" and args[0] in no_import:
            raise ImportError("gravel sandbox: import %s is not allowed" % args[0])
        if event in blocked or event.startswith("os.exec") or event.startswith("os.spawn"):
            raise PermissionError("gravel sandbox: %s is not allowed" % event)
        if event == "open":
            path, mode = args[0], args[1]
            writing = isinstance(mode, str) and any(c in mode for c in "wax+")
            if isinstance(args[2], int) and args[2] & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                writing = True
            if path is not None and not inside(path, not writing):
                raise PermissionError("gravel sandbox: open(%r) outside the working directory"
                                      % (path,))
        elif event in pathed:
            for a in args[:2]:
                if isinstance(a, (str, bytes, os.PathLike)) and not inside(a, event in (
                        "os.listdir", "os.scandir")):
                    raise PermissionError("gravel sandbox: %s(%r) outside the working "
                                          "directory" % (event, a))

    sys.addaudithook(hook)


_main()
