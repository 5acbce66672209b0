# exec-harness.py - runs one model-written LeetCode solution on test cases
# for `gravel exec` (src/exec-run.c starts it as `python3 -I -S -B -c SRC`,
# inside bubblewrap).
#
# Protocol:
#   stdin   a pipe from gravel: line 1 {"method": NAME, "code": SOURCE,
#           "timeout": T, "nproc": N, "seal": HEX}; then, one at a time,
#           {"i": K, "args": [...]} (positional arguments in the order of the
#           code framework's parameters), the next only after the answer to
#           the last. Never a label.
#   fd 3    results, one JSON line each: first {"sealed": true} once the
#           filter below is in place (or {"load": "error", ...} when it cannot
#           be), then {"load": "ok"} or {"load": "error"|"no-code", "error":
#           ..., "traceback": ...}; then per case asked {"i": K, "status":
#           "ok"|"error"|"timeout"|"memory", "value": JSON (ok only),
#           "stdout": ..., "stderr": ..., "traceback": ...}
#   fd 1, 2 whatever the code writes below Python's sys.stdout (os.write);
#           gravel captures it with a size cap.
#
# Containment is the kernel's (bubblewrap's namespaces and gravel's seccomp
# filters, gravel(1) EXEC SANDBOX), and gravel trusts nothing this process
# says but values: it times each case with its own clock and judges the
# values against labels the sandbox never sees. Before any of the solution's
# code runs, this file caps the threads of the sandbox (RLIMIT_NPROC, counted
# per user namespace, so per job), installs the seccomp filter gravel sends
# ("seal": no execve from here on) and adds an audit hook (PEP 578) as a
# second wall: no processes, sockets, ctypes, writes outside the working
# directory or reads outside it and Python's own files. Each case also gets
# a timer of T seconds; gravel kills the process when the code outlives it.
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


def _seal(hexprog):
    """Install the seccomp program (struct sock_filter[], as hex)."""
    import ctypes
    prog = bytes.fromhex(hexprog)

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    buf = ctypes.create_string_buffer(prog, len(prog))
    fprog = SockFprog(len(prog) // 8, ctypes.cast(buf, ctypes.c_char_p))
    libc = ctypes.CDLL(None, use_errno=True)
    # PR_SET_NO_NEW_PRIVS (bwrap has set it; again does no harm), then
    # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
    if libc.prctl(38, 1, 0, 0, 0) != 0 or libc.prctl(22, 2, ctypes.byref(fprog), 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP): " +
                      os.strerror(ctypes.get_errno()))
    for name in [m for m in sys.modules if m == "ctypes" or m.startswith(("ctypes.", "_ctypes"))]:
        del sys.modules[name]


def _main():
    inp = sys.stdin.buffer
    sys.stdin = io.StringIO("")
    out = os.fdopen(3, "w", encoding="utf-8")
    dumps = json.dumps
    loads = json.loads

    def emit(obj):
        out.write(dumps(obj, separators=(",", ":")) + "\n")
        out.flush()

    head = loads(inp.readline())
    limit = float(head.get("timeout", 0))
    if head.get("nproc"):
        import resource
        n = int(head["nproc"])
        resource.setrlimit(resource.RLIMIT_NPROC, (n, n))
    if head.get("seal"):
        try:
            _seal(head["seal"])
        except BaseException as e:  # noqa: B902 - nothing of the solution runs unsealed
            emit({"load": "error", "error": "gravel sandbox: %s: %s" % (type(e).__name__, e)})
            return
        emit({"sealed": True})
    method = head["method"]

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
    perf = time.perf_counter
    setitimer = signal.setitimer
    for line in iter(inp.readline, b""):
        case = loads(line)
        res = {"i": case["i"]}
        cap_out, cap_err = io.StringIO(), io.StringIO()
        t0 = perf()
        try:
            args = case["args"]
            sys.stdout, sys.stderr = cap_out, cap_err
            if limit > 0:
                setitimer(signal.ITIMER_REAL, limit)
            value = getattr(sol_cls(), method)(*args)
            text = dumps(convert(value), separators=(",", ":"), allow_nan=False)
            setitimer(signal.ITIMER_REAL, 0)
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
            setitimer(signal.ITIMER_REAL, 0)
            sys.stdout, sys.stderr = real_out, real_err
        res["ms"] = round((perf() - t0) * 1000.0, 3)
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
