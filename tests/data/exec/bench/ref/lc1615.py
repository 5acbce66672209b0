class Solution:
    def maximalNetworkRank(self, n: int, roads: List[List[int]]) -> int:
        deg = [0] * n
        road = set()
        for a, b in roads:
            deg[a] += 1
            deg[b] += 1
            road.add((min(a, b), max(a, b)))
        best = 0
        for a in range(n):
            for b in range(a + 1, n):
                best = max(best, deg[a] + deg[b] - ((a, b) in road))
        return best
