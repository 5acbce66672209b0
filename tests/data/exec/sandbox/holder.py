# holder: a job holding a marker in its memory while procsnoop looks
import time

SECRET = "CANARY-MEM-" + "@MARK@"


class Solution:
    def validPath(self, n, edges, source, destination):
        keep = [SECRET * 4 for _ in range(100)]
        t = time.time()
        while time.time() - t < 0.6:
            pass
        # no answer: it is here to be looked at, not judged
        return None if keep else 0
