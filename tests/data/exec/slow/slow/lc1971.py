# slow: right, but 0.4 s per case (tests/tui-exec.sh watches the progress bar
# of `gravel exec` while it runs)
import time


class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        time.sleep(0.4)
        parent = list(range(n))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for u, v in edges:
            parent[find(u)] = find(v)
        return find(source) == find(destination)
