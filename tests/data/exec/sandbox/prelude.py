# prelude.py - put before every attack of tests/exec-sandbox.sh: the audit
# hook disarmed the way an attacker does it, so that each attack meets the
# kernel walls alone; libc through ctypes for raw system calls.
import gc, os, sys


def _disarm():
    # what an attacker does first: the audit hook's closure cells emptied
    # (its lists of refused events and modules) and its path test made
    # to say yes; from here only the kernel stands in the way
    for f in gc.get_objects():
        if getattr(f, "__name__", None) == "hook" and getattr(f, "__closure__", None):
            for c in f.__closure__:
                v = c.cell_contents
                if isinstance(v, tuple):
                    c.cell_contents = ()
                elif callable(v) and getattr(v, "__name__", "") == "inside":
                    c.cell_contents = lambda *a: True


_disarm()
import ctypes  # noqa: E402
libc = ctypes.CDLL(None, use_errno=True)


def errno_of(r):
    return "ok" if r >= 0 else os.strerror(ctypes.get_errno())
