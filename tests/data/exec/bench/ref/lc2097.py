class Solution:
    def validArrangement(self, pairs: List[List[int]]) -> List[List[int]]:
        out = defaultdict(list)
        deg = Counter()
        for a, b in pairs:
            out[a].append(b)
            deg[a] += 1
            deg[b] -= 1
        start = pairs[0][0]
        for v, d in deg.items():
            if d == 1:
                start = v
                break
        path, stack = [], [start]
        while stack:
            u = stack[-1]
            if out[u]:
                stack.append(out[u].pop())
            else:
                path.append(stack.pop())
        path.reverse()
        return [[path[i], path[i + 1]] for i in range(len(path) - 1)]
