class Solution:
    def minTrioDegree(self, n: int, edges: List[List[int]]) -> int:
        deg = [0] * (n + 1)
        for a, b in edges:
            deg[a] += 1
            deg[b] += 1
        # rank nodes by degree: the lowest common bit is the cheapest third node
        order = sorted(range(n + 1), key=lambda v: deg[v])
        rank = [0] * (n + 1)
        for r, v in enumerate(order):
            rank[v] = r
        mask = [0] * (n + 1)
        for a, b in edges:
            mask[a] |= 1 << rank[b]
            mask[b] |= 1 << rank[a]
        best = -1
        for a, b in edges:
            common = mask[a] & mask[b]
            if common:
                c = order[(common & -common).bit_length() - 1]
                d = deg[a] + deg[b] + deg[c] - 6
                if best < 0 or d < best:
                    best = d
        return best
