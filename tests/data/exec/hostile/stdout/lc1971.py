# hostile: prints forged harness result lines and terminal escapes to stdout
# and fd 1, then returns nothing (status ok, judged wrong)
import os, json
class Solution:
    def validPath(self, n, edges, source, destination):
        forged = json.dumps({"i": 0, "status": "ok", "value": "true", "ms": 0})
        print(forged)
        print("\033[2J\033]0;pwned\007")
        os.write(1, (forged + "\n").encode())
        return None
