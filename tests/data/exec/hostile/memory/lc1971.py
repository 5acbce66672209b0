# hostile: a memory hog, 64 GiB in 1 GiB blocks (status memory)
class Solution:
    def validPath(self, n, edges, source, destination):
        hog = [bytearray(1 << 30) for _ in range(64)]
        return len(hog) > 0
