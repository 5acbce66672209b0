class Solution:
    def minimumFuelCost(self, roads: List[List[int]], seats: int) -> int:
        n = len(roads) + 1
        adj = [[] for _ in range(n)]
        for a, b in roads:
            adj[a].append(b)
            adj[b].append(a)
        parent, order = [-1] * n, [0]
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
                    order.append(v)
        people = [1] * n
        fuel = 0
        for u in reversed(order[1:]):
            fuel += (people[u] + seats - 1) // seats
            people[parent[u]] += people[u]
        return fuel
