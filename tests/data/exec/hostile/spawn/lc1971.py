# hostile: starts a process below the audit events subprocess raises
# (_posixsubprocess directly; status error: the import is refused)
class Solution:
    def validPath(self, n, edges, source, destination):
        import _posixsubprocess, os
        _posixsubprocess.fork_exec(["/bin/sh", "-c", "echo pwned > /tmp/gravel-exec-spawn"],
                                   [b"/bin/sh"], True, (), None, None, -1, -1, -1, -1, -1,
                                   -1, -1, -1, False, False, None, None, None, -1, None,
                                   False)
        return True
