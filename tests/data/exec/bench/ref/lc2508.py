class Solution:
    def isPossible(self, n: int, edges: List[List[int]]) -> bool:
        adj = defaultdict(set)
        for a, b in edges:
            adj[a].add(b)
            adj[b].add(a)
        odd = [v for v in range(1, n + 1) if len(adj[v]) % 2]
        if not odd:
            return True
        if len(odd) == 2:
            a, b = odd
            if b not in adj[a]:
                return True
            return any(c != a and c != b and a not in adj[c] and b not in adj[c]
                       for c in range(1, n + 1))
        if len(odd) == 4:
            a, b, c, d = odd
            ok = lambda x, y: y not in adj[x]
            return (ok(a, b) and ok(c, d)) or (ok(a, c) and ok(b, d)) or (ok(a, d) and ok(b, c))
        return False
