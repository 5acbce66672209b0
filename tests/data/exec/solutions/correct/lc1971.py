# correct: breadth-first search from source
class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        seen = [False] * n
        seen[source] = True
        queue = deque([source])
        while queue:
            u = queue.popleft()
            if u == destination:
                return True
            for w in adj[u]:
                if not seen[w]:
                    seen[w] = True
                    queue.append(w)
        return False
