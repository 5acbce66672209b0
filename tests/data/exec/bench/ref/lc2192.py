class Solution:
    def getAncestors(self, n: int, edges: List[List[int]]) -> List[List[int]]:
        after = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in edges:
            after[a].append(b)
            indeg[b] += 1
        anc = [0] * n
        queue = deque(v for v in range(n) if indeg[v] == 0)
        while queue:
            u = queue.popleft()
            for v in after[u]:
                anc[v] |= anc[u] | (1 << u)
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return [[u for u in range(n) if anc[v] >> u & 1] for v in range(n)]
