# buggy: never looks for a cycle (fails exactly the cyclic cases)
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        return True
