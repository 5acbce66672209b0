# buggy: a fixed-size table (IndexError on graphs of more than 5 nodes)
class Solution:
    def allPathsSourceTarget(self, graph: List[List[int]]) -> List[List[int]]:
        table = [None] * 5
        for i in range(len(graph)):
            table[i] = graph[i]
        out = []
        def walk(u, path):
            if u == len(graph) - 1:
                out.append(path)
                return
            for v in table[u]:
                walk(v, path + [v])
        walk(0, [0])
        return out
