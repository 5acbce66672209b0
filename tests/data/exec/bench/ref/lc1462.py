class Solution:
    def checkIfPrerequisite(self, numCourses: int, prerequisites: List[List[int]], queries: List[List[int]]) -> List[bool]:
        n = numCourses
        after = [[] for _ in range(n)]
        indeg = [0] * n
        for a, b in prerequisites:
            after[a].append(b)
            indeg[b] += 1
        reach = [0] * n          # bit set of prerequisites of each course
        queue = deque(c for c in range(n) if indeg[c] == 0)
        while queue:
            u = queue.popleft()
            for v in after[u]:
                reach[v] |= reach[u] | (1 << u)
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return [bool(reach[v] >> u & 1) for u, v in queries]
