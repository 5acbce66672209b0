class Solution:
    def minReorder(self, n: int, connections: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b in connections:
            adj[a].append((b, 1))
            adj[b].append((a, 0))
        seen = [False] * n
        seen[0] = True
        stack = [0]
        flips = 0
        while stack:
            u = stack.pop()
            for v, cost in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    flips += cost
                    stack.append(v)
        return flips
