# rofs: defeats the audit hook (the harness's second layer) by pointing its
# idea of the working directory at the root through the hook's closure, then writes
# outside the sandbox: only the read-only root (a mount namespace) stops it
import gc
import os


class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        here = os.path.realpath(os.getcwd())
        for f in gc.get_objects():
            if type(f).__name__ == "function" and f.__closure__:
                for c in f.__closure__:
                    try:
                        if c.cell_contents == here:
                            c.cell_contents = ""
                    except ValueError:
                        pass
        with open("/tmp/gravel-exec-rofs", "a") as out:
            out.write("escaped\n")
        raise RuntimeError("wrote /tmp/gravel-exec-rofs")
