# buggy: never finds a cycle (fails exactly the cyclic cases)
class Solution:
    def longestCycle(self, edges: List[int]) -> int:
        return -1
