class Solution:
    def magnificentSets(self, n: int, edges: List[List[int]]) -> int:
        adj = [[] for _ in range(n + 1)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        comp = [0] * (n + 1)
        best = {}
        cid = 0
        for s in range(1, n + 1):
            if comp[s]:
                continue
            cid += 1
            comp[s] = cid
            stack, members = [s], [s]
            while stack:
                u = stack.pop()
                for v in adj[u]:
                    if not comp[v]:
                        comp[v] = cid
                        stack.append(v)
                        members.append(v)
            top = 0
            for r in members:
                dist = {r: 1}
                queue = deque([r])
                while queue:
                    u = queue.popleft()
                    for v in adj[u]:
                        if v not in dist:
                            dist[v] = dist[u] + 1
                            queue.append(v)
                        elif abs(dist[v] - dist[u]) != 1:
                            return -1
                top = max(top, max(dist.values()))
            best[cid] = top
        return sum(best.values())
