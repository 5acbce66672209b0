class Solution:
    def countPaths(self, grid: List[List[int]]) -> int:
        mod = 10 ** 9 + 7
        m, n = len(grid), len(grid[0])
        cells = sorted((grid[r][c], r, c) for r in range(m) for c in range(n))
        ways = [[1] * n for _ in range(m)]
        for v, r, c in cells:
            for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= r2 < m and 0 <= c2 < n and grid[r2][c2] > v:
                    ways[r2][c2] = (ways[r2][c2] + ways[r][c]) % mod
        return sum(map(sum, ways)) % mod
