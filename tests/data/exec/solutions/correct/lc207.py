# correct: Kahn's algorithm (edge [a, b]: take b before a)
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        indeg = [0] * numCourses
        after = [[] for _ in range(numCourses)]
        for a, b in prerequisites:
            after[b].append(a)
            indeg[a] += 1
        ready = [c for c in range(numCourses) if indeg[c] == 0]
        taken = 0
        while ready:
            c = ready.pop()
            taken += 1
            for d in after[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    ready.append(d)
        return taken == numCourses
