class Solution:
    def minimumTotalPrice(self, n: int, edges: List[List[int]], price: List[int], trips: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        parent, depth, order = [-1] * n, [0] * n, [0]
        seen = [False] * n
        seen[0] = True
        i = 0
        while i < len(order):
            u = order[i]
            i += 1
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    parent[v] = u
                    depth[v] = depth[u] + 1
                    order.append(v)
        count = [0] * n
        for a, b in trips:
            while a != b:
                if depth[a] < depth[b]:
                    a, b = b, a
                count[a] += 1
                a = parent[a]
            count[a] += 1
        full, half = [0] * n, [0] * n
        for u in reversed(order):
            full[u] = count[u] * price[u]
            half[u] = count[u] * price[u] // 2
            for v in adj[u]:
                if v != parent[u]:
                    full[u] += min(full[v], half[v])
                    half[u] += full[v]
        return min(full[0], half[0])
