class Solution:
    def maximumScore(self, scores: List[int], edges: List[List[int]]) -> int:
        n = len(scores)
        top = [[] for _ in range(n)]
        for a, b in edges:
            top[a].append(b)
            top[b].append(a)
        for v in range(n):
            top[v] = nlargest(3, top[v], key=lambda x: scores[x])
        best = -1
        for a, b in edges:
            for c in top[a]:
                if c == b:
                    continue
                for d in top[b]:
                    if d != a and d != c:
                        best = max(best, scores[a] + scores[b] + scores[c] + scores[d])
        return best
