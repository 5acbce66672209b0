class Solution:
    def countPairs(self, n: int, edges: List[List[int]]) -> int:
        parent = list(range(n))
        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x
        for a, b in edges:
            parent[find(a)] = find(b)
        sizes = Counter(find(v) for v in range(n))
        total = n * (n - 1) // 2
        return total - sum(s * (s - 1) // 2 for s in sizes.values())
