# hostile: an infinite loop (status timeout)
class Solution:
    def validPath(self, n, edges, source, destination):
        while True:
            pass
