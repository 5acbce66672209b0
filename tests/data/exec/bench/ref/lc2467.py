class Solution:
    def mostProfitablePath(self, edges: List[List[int]], bob: int, amount: List[int]) -> int:
        n = len(amount)
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
        bob_time = [n + 1] * n
        u, t = bob, 0
        while u != -1:
            bob_time[u] = t
            u, t = parent[u], t + 1
        gain = [0] * n
        best = None
        for u in order:
            d = depth[u]
            share = amount[u] if d < bob_time[u] else amount[u] // 2 if d == bob_time[u] else 0
            gain[u] = share + (gain[parent[u]] if parent[u] != -1 else 0)
            if u != 0 and len(adj[u]) == 1 or n == 1:
                best = gain[u] if best is None else max(best, gain[u])
        return best
