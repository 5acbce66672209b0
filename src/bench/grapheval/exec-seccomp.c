/* exec-seccomp.c - the system-call filters of `gravel exec`'s sandbox (see
 * exec.h), built with libseccomp and exported as BPF programs.
 *
 * Two filters, because the sandbox must execve once and then never again:
 *
 *   outer  loaded by bwrap (--seccomp FD) just before it execs python3; it
 *          refuses everything a solution has no business doing but execve,
 *          which bwrap still needs to start python3.
 *   inner  loaded by the harness (prctl PR_SET_SECCOMP) before it compiles
 *          the code: execve and execveat. A filter cannot be removed, so from
 *          then on no process of the sandbox can run another program.
 *
 * A filter that allowed "exactly one" execve cannot be written (BPF
 * programs keep no state, and the pointer arguments of execve say nothing
 * a solution could not forge), so the harness's own code, which runs
 * before any of the solution's, closes that door. gravel refuses to run
 * the solution unless the harness says the inner filter is in place.
 *
 * Refused calls fail with EPERM (ENOSYS for clone3, so that the C library
 * falls back to clone, whose flags the filter can read); other
 * architectures' system calls (i386, x32 on x86-64) kill the process. */
#define _GNU_SOURCE
#include "config.h"
#include "exec.h"
#include "util.h"

#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

/* Refused outright: new processes, sockets, other processes' memory,
 * mounts and namespaces, the kernel's keyrings, BPF, performance counters,
 * asynchronous I/O rings, modules and the machine's settings. */
static const char *const refused[] = {
	"fork", "vfork",
	"socket", "socketpair", "connect", "bind", "listen", "accept", "accept4",
	"ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_open",
	"pidfd_getfd", "pidfd_send_signal", "process_madvise", "move_pages",
	"migrate_pages",
	"mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen",
	"fsconfig", "fsmount", "fspick", "mount_setattr", "unshare", "setns",
	"name_to_handle_at", "open_by_handle_at",
	"keyctl", "add_key", "request_key", "bpf", "perf_event_open", "userfaultfd",
	"fanotify_init", "io_uring_setup", "io_uring_enter", "io_uring_register",
	"kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
	"reboot", "swapon", "swapoff", "acct", "quotactl", "syslog", "uselib",
	"personality", "iopl", "ioperm", "modify_ldt", "vhangup", "settimeofday",
	"clock_settime", "clock_adjtime", "adjtimex", "sethostname", "setdomainname",
};

static const char *const exec_calls[] = { "execve", "execveat" };

static int deny(scmp_filter_ctx ctx, const char *name, int err)
{
	int nr = seccomp_syscall_resolve_name(name);
	/* a call this architecture does not have (fork on arm64) needs no rule */
	if (nr == __NR_SCMP_ERROR)
		return 0;
	return seccomp_rule_add(ctx, SCMP_ACT_ERRNO((unsigned)err), nr, 0);
}

/* ctx's program as malloc'd bytes. */
static int export_bpf(scmp_filter_ctx ctx, char **out, size_t *len, char **err)
{
	int fd = memfd_create("gravel-seccomp", MFD_CLOEXEC);
	off_t end;
	int rc;

	if (fd < 0) {
		*err = xasprintf("memfd_create: %s", strerror(errno));
		return -1;
	}
	rc = seccomp_export_bpf(ctx, fd);
	end = lseek(fd, 0, SEEK_END);
	if (rc != 0 || end <= 0 || lseek(fd, 0, SEEK_SET) != 0) {
		*err = xasprintf("seccomp_export_bpf: %s", strerror(rc ? -rc : errno));
		close(fd);
		return -1;
	}
	*out = xmalloc((size_t)end);
	*len = (size_t)end;
	for (size_t got = 0; got < *len;) {
		ssize_t r = read(fd, *out + got, *len - got);
		if (r <= 0) {
			*err = xasprintf("reading the seccomp program: %s",
					 r ? strerror(errno) : "short");
			free(*out);
			*out = NULL;
			close(fd);
			return -1;
		}
		got += (size_t)r;
	}
	close(fd);
	return 0;
}

static int build_outer(scmp_filter_ctx ctx)
{
	static const scmp_datum_t ns[] = { CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC,
					   CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWTIME };
	int rc = 0;

	for (size_t i = 0; i < ARRAY_SIZE(refused) && !rc; i++)
		rc = deny(ctx, refused[i], EPERM);
	/* clone: threads only (CLONE_THREAD set, no new namespace) */
	if (!rc)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
				      SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
	for (size_t i = 0; i < ARRAY_SIZE(ns) && !rc; i++)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
				      SCMP_A0(SCMP_CMP_MASKED_EQ, ns[i], ns[i]));
	/* clone3 passes its flags in memory the filter cannot read */
	if (!rc)
		rc = deny(ctx, "clone3", ENOSYS);
	/* typing into a terminal the sandbox might still reach */
	if (!rc)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
				      SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, TIOCSTI));
	if (!rc)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
				      SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffu, TIOCLINUX));
	return rc;
}

int exec_seccomp_build(char **outer, size_t *outer_len, char **inner, size_t *inner_len,
		       char **err)
{
	scmp_filter_ctx o = seccomp_init(SCMP_ACT_ALLOW), i = seccomp_init(SCMP_ACT_ALLOW);
	int rc = 0;

	*outer = *inner = NULL;
	if (!o || !i) {
		*err = xstrdup("seccomp_init failed (out of memory)");
		rc = -1;
		goto out;
	}
	/* a call of another architecture's table kills the process */
	if (seccomp_attr_set(o, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) != 0 ||
	    seccomp_attr_set(i, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) != 0 ||
	    build_outer(o) != 0) {
		*err = xstrdup("building the seccomp filter failed");
		rc = -1;
		goto out;
	}
	for (size_t k = 0; k < ARRAY_SIZE(exec_calls) && !rc; k++)
		rc = deny(i, exec_calls[k], EPERM);
	if (rc) {
		*err = xstrdup("building the harness's seccomp filter failed");
		rc = -1;
		goto out;
	}
	if (export_bpf(o, outer, outer_len, err) != 0 || export_bpf(i, inner, inner_len, err) != 0) {
		free(*outer);
		*outer = NULL;
		rc = -1;
	}
out:
	if (o)
		seccomp_release(o);
	if (i)
		seccomp_release(i);
	return rc;
}
