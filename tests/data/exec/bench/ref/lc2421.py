class Solution:
    def numberOfGoodPaths(self, vals: List[int], edges: List[List[int]]) -> int:
        n = len(vals)
        adj = [[] for _ in range(n)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        parent = list(range(n))
        best = [Counter({vals[v]: 1}) for v in range(n)]
        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x
        count = n
        for v in sorted(range(n), key=lambda x: vals[x]):
            for u in adj[v]:
                if vals[u] > vals[v]:
                    continue
                ru, rv = find(u), find(v)
                if ru == rv:
                    continue
                a = best[ru].get(vals[v], 0) if max(best[ru]) == vals[v] else 0
                b = best[rv].get(vals[v], 0)
                count += a * b
                parent[ru] = rv
                best[rv] = Counter({vals[v]: a + b})
        return count
