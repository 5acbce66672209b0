class Solution:
    def collectTheCoins(self, coins: List[int], edges: List[List[int]]) -> int:
        n = len(coins)
        adj = [set() for _ in range(n)]
        for a, b in edges:
            adj[a].add(b)
            adj[b].add(a)
        alive = n
        leaves = deque(v for v in range(n) if len(adj[v]) == 1 and coins[v] == 0)
        while leaves:
            v = leaves.popleft()
            if len(adj[v]) != 1 or coins[v]:
                continue
            u = adj[v].pop()
            adj[u].discard(v)
            alive -= 1
            if len(adj[u]) == 1 and coins[u] == 0:
                leaves.append(u)
        for _ in range(2):
            cut = [v for v in range(n) if len(adj[v]) == 1]
            for v in cut:
                if len(adj[v]) == 1:
                    u = adj[v].pop()
                    adj[u].discard(v)
                    alive -= 1
        edges_left = sum(len(a) for a in adj) // 2
        return 2 * edges_left
