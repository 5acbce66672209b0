# buggy: forgets the nodes k never reaches (fails exactly where the answer is -1)
class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        adj = defaultdict(list)
        for u, v, w in times:
            adj[u].append((v, w))
        dist = {}
        heap = [(0, k)]
        while heap:
            d, u = heappop(heap)
            if u in dist:
                continue
            dist[u] = d
            for v, w in adj[u]:
                heappush(heap, (d + w, v))
        return max(dist.values())
