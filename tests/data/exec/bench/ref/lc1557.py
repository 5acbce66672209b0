class Solution:
    def findSmallestSetOfVertices(self, n: int, edges: List[List[int]]) -> List[int]:
        has_in = [False] * n
        for _, b in edges:
            has_in[b] = True
        return [v for v in range(n) if not has_in[v]]
