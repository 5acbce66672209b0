class Solution:
    def loudAndRich(self, richer: List[List[int]], quiet: List[int]) -> List[int]:
        n = len(quiet)
        poorer = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in richer:
            poorer[a].append(b)
            indeg[b] += 1
        ans = list(range(n))
        queue = deque(v for v in range(n) if indeg[v] == 0)
        while queue:
            u = queue.popleft()
            for v in poorer[u]:
                if quiet[ans[u]] < quiet[ans[v]]:
                    ans[v] = ans[u]
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return ans
