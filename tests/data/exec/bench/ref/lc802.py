class Solution:
    def eventualSafeNodes(self, graph: List[List[int]]) -> List[int]:
        n = len(graph)
        rev = [[] for _ in range(n)]
        outdeg = [len(g) for g in graph]
        for u, vs in enumerate(graph):
            for v in vs:
                rev[v].append(u)
        queue = deque(u for u in range(n) if outdeg[u] == 0)
        safe = [False] * n
        while queue:
            v = queue.popleft()
            safe[v] = True
            for u in rev[v]:
                outdeg[u] -= 1
                if outdeg[u] == 0:
                    queue.append(u)
        return [u for u in range(n) if safe[u]]
