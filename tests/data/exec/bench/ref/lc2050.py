class Solution:
    def minimumTime(self, n: int, relations: List[List[int]], time: List[int]) -> int:
        after = [[] for _ in range(n + 1)]
        indeg = [0] * (n + 1)
        for a, b in relations:
            after[a].append(b)
            indeg[b] += 1
        finish = [0] * (n + 1)
        queue = deque(c for c in range(1, n + 1) if indeg[c] == 0)
        for c in queue:
            finish[c] = time[c - 1]
        while queue:
            u = queue.popleft()
            for v in after[u]:
                finish[v] = max(finish[v], finish[u])
                indeg[v] -= 1
                if indeg[v] == 0:
                    finish[v] += time[v - 1]
                    queue.append(v)
        return max(finish)
