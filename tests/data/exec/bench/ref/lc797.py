class Solution:
    def allPathsSourceTarget(self, graph: List[List[int]]) -> List[List[int]]:
        target = len(graph) - 1
        out = []
        stack = [(0, [0])]
        while stack:
            u, path = stack.pop()
            if u == target:
                out.append(path)
                continue
            for v in graph[u]:
                stack.append((v, path + [v]))
        return out
