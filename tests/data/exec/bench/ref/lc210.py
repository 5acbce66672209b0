class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        indeg = [0] * numCourses
        after = [[] for _ in range(numCourses)]
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        queue = deque(c for c in range(numCourses) if indeg[c] == 0)
        order = []
        while queue:
            c = queue.popleft()
            order.append(c)
            for d in after[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    queue.append(d)
        return order if len(order) == numCourses else []
