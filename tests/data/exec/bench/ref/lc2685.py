class Solution:
    def countCompleteComponents(self, n: int, edges: List[List[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        seen = [False] * n
        count = 0
        for s in range(n):
            if seen[s]:
                continue
            seen[s] = True
            stack, members = [s], [s]
            while stack:
                u = stack.pop()
                for v in adj[u]:
                    if not seen[v]:
                        seen[v] = True
                        stack.append(v)
                        members.append(v)
            k = len(members)
            if all(len(adj[v]) == k - 1 for v in members):
                count += 1
        return count
