class Solution:
    def countVisitedNodes(self, edges: List[int]) -> List[int]:
        n = len(edges)
        ans = [0] * n
        state = [0] * n          # 0 new, 1 on the current walk, 2 done
        for s in range(n):
            if state[s]:
                continue
            path, pos = [], {}
            u = s
            while not state[u]:
                state[u] = 1
                pos[u] = len(path)
                path.append(u)
                u = edges[u]
            if state[u] == 1:    # a new cycle
                k = pos[u]
                length = len(path) - k
                for w in path[k:]:
                    ans[w] = length
                    state[w] = 2
                path = path[:k]
            for w in reversed(path):
                ans[w] = ans[edges[w]] + 1
                state[w] = 2
        return ans
