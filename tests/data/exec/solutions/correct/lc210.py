# correct: Kahn's algorithm, largest ready course first (a different valid
# order from the stored labels: the judge must accept any valid order)
class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        indeg = [0] * numCourses
        after = [[] for _ in range(numCourses)]
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        ready = [-c for c in range(numCourses) if indeg[c] == 0]
        heapify(ready)
        order = []
        while ready:
            c = -heappop(ready)
            order.append(c)
            for d in after[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    heappush(ready, -d)
        return order if len(order) == numCourses else []
