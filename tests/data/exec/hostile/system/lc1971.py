# hostile: runs a shell command (status error)
import os
class Solution:
    def validPath(self, n, edges, source, destination):
        os.system("echo pwned > /tmp/gravel-exec-system")
        return True
