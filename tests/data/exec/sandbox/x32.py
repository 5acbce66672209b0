# x32: a system call through the x32 table (getpid | __X32_SYSCALL_BIT),
# which a filter of the x86-64 table alone would not see
import platform


class Solution:
    def validPath(self, n, edges, source, destination):
        if platform.machine() != "x86_64":
            raise RuntimeError("skip: not x86-64")
        r = libc.syscall(0x40000000 | 39)
        raise RuntimeError("x32 getpid returned %d" % r)
