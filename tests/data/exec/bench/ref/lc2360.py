class Solution:
    def longestCycle(self, edges: List[int]) -> int:
        n = len(edges)
        when = [0] * n
        clock = 1
        best = -1
        for s in range(n):
            if when[s]:
                continue
            start = clock
            u = s
            while u != -1 and not when[u]:
                when[u] = clock
                clock += 1
                u = edges[u]
            if u != -1 and when[u] >= start:
                best = max(best, clock - when[u])
        return best
