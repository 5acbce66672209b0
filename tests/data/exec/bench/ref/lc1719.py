class Solution:
    def checkWays(self, pairs: List[List[int]]) -> int:
        adj = defaultdict(set)
        for a, b in pairs:
            adj[a].add(b)
            adj[b].add(a)
        nodes = list(adj)
        n = len(nodes)
        root = max(nodes, key=lambda x: len(adj[x]))
        if len(adj[root]) != n - 1:
            return 0
        ways = 1
        for x in nodes:
            if x == root:
                continue
            # parent: the neighbour with the smallest degree >= deg(x)
            parent, pd = None, n + 1
            for y in adj[x]:
                if len(adj[y]) >= len(adj[x]) and len(adj[y]) < pd:
                    parent, pd = y, len(adj[y])
            if parent is None:
                return 0
            for y in adj[x]:
                if y != parent and y not in adj[parent]:
                    return 0
            if pd == len(adj[x]):
                ways = 2
        return ways
