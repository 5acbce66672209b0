# correct: depth-first enumeration, paths in reverse discovery order (any
# order is right)
class Solution:
    def allPathsSourceTarget(self, graph: List[List[int]]) -> List[List[int]]:
        target = len(graph) - 1
        out = []
        def walk(u, path):
            if u == target:
                out.append(list(path))
                return
            for v in graph[u]:
                path.append(v)
                walk(v, path)
                path.pop()
        walk(0, [0])
        return out[::-1]
