class Solution:
    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        adj = [[] for _ in range(n)]
        for i, (u, v) in enumerate(connections):
            adj[u].append((v, i))
            adj[v].append((u, i))
        disc = [-1] * n
        low = [0] * n
        out = []
        t = 0
        for root in range(n):
            if disc[root] != -1:
                continue
            disc[root] = low[root] = t
            t += 1
            stack = [(root, -1, iter(adj[root]))]
            while stack:
                u, pe, it = stack[-1]
                for v, ei in it:
                    if ei == pe:
                        continue
                    if disc[v] == -1:
                        disc[v] = low[v] = t
                        t += 1
                        stack.append((v, ei, iter(adj[v])))
                        break
                    low[u] = min(low[u], disc[v])
                else:
                    stack.pop()
                    if stack:
                        p = stack[-1][0]
                        low[p] = min(low[p], low[u])
                        if low[u] > disc[p]:
                            out.append([u, p])
        return out
