# buggy: follows edges one way only, and says so on stderr
import sys
class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        print("directed walk", file=sys.stderr)
        adj = defaultdict(list)
        for u, v in edges:
            adj[u].append(v)
        seen, stack = {source}, [source]
        while stack:
            u = stack.pop()
            for w in adj[u]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return destination in seen
