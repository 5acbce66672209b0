class Solution:
    def minEdgeReversals(self, n: int, edges: List[List[int]]) -> List[int]:
        adj = [[] for _ in range(n)]
        for a, b in edges:
            adj[a].append((b, 0))
            adj[b].append((a, 1))
        order, parent, cost_in = [0], [-1] * n, [0] * n
        seen = [False] * n
        seen[0] = True
        base = 0
        i = 0
        while i < len(order):
            u = order[i]
            i += 1
            for v, c in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    parent[v] = u
                    cost_in[v] = c
                    base += c
                    order.append(v)
        ans = [0] * n
        ans[0] = base
        for v in order[1:]:
            # moving the root across edge parent->v flips that edge's cost
            ans[v] = ans[parent[v]] + (1 if cost_in[v] == 0 else -1)
        return ans
