class Solution:
    def edgeScore(self, edges: List[int]) -> int:
        score = [0] * len(edges)
        for i, t in enumerate(edges):
            score[t] += i
        return max(range(len(edges)), key=lambda v: (score[v], -v))
