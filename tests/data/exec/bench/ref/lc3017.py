class Solution:
    def countOfPairs(self, n: int, x: int, y: int) -> List[int]:
        adj = [[] for _ in range(n + 1)]
        for h in range(1, n):
            adj[h].append(h + 1)
            adj[h + 1].append(h)
        if x != y:
            adj[x].append(y)
            adj[y].append(x)
        out = [0] * n
        for s in range(1, n + 1):
            dist = [-1] * (n + 1)
            dist[s] = 0
            queue = deque([s])
            while queue:
                u = queue.popleft()
                for v in adj[u]:
                    if dist[v] < 0:
                        dist[v] = dist[u] + 1
                        queue.append(v)
            for t in range(1, n + 1):
                if t != s:
                    out[dist[t] - 1] += 1
        return out
