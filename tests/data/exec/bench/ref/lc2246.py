class Solution:
    def longestPath(self, parent: List[int], s: str) -> int:
        n = len(parent)
        kids = [[] for _ in range(n)]
        for v in range(1, n):
            kids[parent[v]].append(v)
        order, i = [0], 0
        while i < len(order):
            order.extend(kids[order[i]])
            i += 1
        down = [1] * n
        best = 1
        for u in reversed(order):
            a = b = 0
            for v in kids[u]:
                if s[v] != s[u]:
                    if down[v] > a:
                        a, b = down[v], a
                    elif down[v] > b:
                        b = down[v]
            down[u] = a + 1
            best = max(best, a + b + 1)
        return best
