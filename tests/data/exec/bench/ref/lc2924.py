class Solution:
    def findChampion(self, n: int, edges: List[List[int]]) -> int:
        beaten = [False] * n
        for _, b in edges:
            beaten[b] = True
        top = [v for v in range(n) if not beaten[v]]
        return top[0] if len(top) == 1 else -1
