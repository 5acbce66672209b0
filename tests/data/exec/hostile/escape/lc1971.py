# hostile: writes outside its working directory (status error)
class Solution:
    def validPath(self, n, edges, source, destination):
        with open("../gravel-exec-escape", "w") as f:
            f.write("escaped\n")
        with open("/tmp/gravel-exec-escape", "w") as f:
            f.write("escaped\n")
        return True
