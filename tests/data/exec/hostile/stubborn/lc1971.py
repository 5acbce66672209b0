# hostile: an infinite loop that swallows the harness's timer (gravel kills
# the process group; status timeout)
class Solution:
    def validPath(self, n, edges, source, destination):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass
