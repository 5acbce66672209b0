# unixsock: a UNIX socket listener of the host's (ssh-agent, D-Bus, ...)
import socket
import struct


class Solution:
    def validPath(self, n, edges, source, destination):
        tried = []
        try:
            c = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            c.connect("@DIR@/listen.sock")
            c.sendall(b"hello")
            tried.append("python:connected")
        except BaseException as e:
            tried.append("python:" + type(e).__name__)
        s = libc.socket(1, 1, 0)
        addr = struct.pack("H108s", 1, b"@DIR@/listen.sock")
        tried.append("libc:" + errno_of(libc.connect(s, addr, len(addr))))
        raise RuntimeError(" ".join(tried))
