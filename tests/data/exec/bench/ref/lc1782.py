class Solution:
    def countPairs(self, n: int, edges: List[List[int]], queries: List[int]) -> List[int]:
        deg = [0] * (n + 1)
        shared = Counter()
        for a, b in edges:
            deg[a] += 1
            deg[b] += 1
            shared[(min(a, b), max(a, b))] += 1
        sd = sorted(deg[1:])
        out = []
        for q in queries:
            lo, hi, cnt = 0, n - 1, 0
            while lo < hi:
                if sd[lo] + sd[hi] > q:
                    cnt += hi - lo
                    hi -= 1
                else:
                    lo += 1
            for (a, b), c in shared.items():
                if deg[a] + deg[b] > q and deg[a] + deg[b] - c <= q:
                    cnt -= 1
            out.append(cnt)
        return out
