# hostile: reads /etc/passwd (status error)
class Solution:
    def validPath(self, n, edges, source, destination):
        with open("/etc/passwd") as f:
            return f.read()
