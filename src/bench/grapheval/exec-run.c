/* exec-run.c - the sandbox and the pool of `gravel exec` (see exec.h).
 *
 * One job = one python3 running the harness (exec-harness.py) inside
 * bubblewrap. gravel writes the harness a header line, then one case's
 * arguments at a time on its stdin; results come back as JSON lines on
 * fd 3; stdout and stderr go to one capture pipe. Only the answer to the
 * case asked for, read after the case was written whole, is taken; its time
 * is gravel's own clock's. A job's process is started again after a case
 * that killed it (timeout, crash, protocol error), from the next case,
 * until its total time is spent. Up to `parallel` jobs run at once, driven
 * by one poll() loop. */
#define _GNU_SOURCE
#include "config.h"
#include "exec.h"
#include "sanitize.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <glob.h>
#include <grp.h>
#include <math.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mount.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>


#define NOBODY 65534
#define LINE_CAP ((size_t)48 << 20)	/* a result line longer than this kills the job */
#define LOAD_GRACE 10.0
#define EXIT_WAIT 0.5			/* seconds for a process whose results pipe closed to end */			/* seconds to start python and load the code */
/* after the harness's own per-case timer: half the limit, 0.2 to 1 s */
#define KILL_GRACE(t) ((t) / 2 < 0.2 ? 0.2 : (t) / 2 > 1.0 ? 1.0 : (t) / 2)

/* ---- one sandboxed process --------------------------------------------- */

/* Under AddressSanitizer the child must not share gravel's memory: the
 * sanitizer's runtime state would be the parent's (a "nested bug" abort in
 * the next child). There the child is a copy, started as fork() starts it. */
#if defined(__SANITIZE_ADDRESS__)
#define SANDBOX_COPY_VM 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANDBOX_COPY_VM 1
#endif
#endif
#ifndef SANDBOX_COPY_VM
#define SANDBOX_COPY_VM 0
#endif

/* What the child needs; it runs on its own stack in gravel's memory. */
struct child_args {
	const char *dir;	/* unsafe: the host directory the code runs in */
	int casefd, outfd, resfd, bpffd;
	const struct exec_limits *lim;
	char *const *argv, *const *envp;
	bool drop;
	bool newns;		/* in a new mount namespace: make / read-only */
	bool bwrap;		/* argv is bwrap's; bpffd becomes its fd 4 */
};
static int child_main(void *arg);

/* The child's stack: clone() shares gravel's memory (CLONE_VM) and gravel
 * waits until the child has called execve (CLONE_VFORK), so one stack
 * serves every spawn and no page table of gravel's (the loaded problems:
 * 100+ MB) is copied for a process that drops it at once. */
#if !SANDBOX_COPY_VM
static char child_stack[256 * 1024] __attribute__((aligned(64)));
#endif

/* Which isolation clone() allowed last time: 0 untried, 1 pid+net, 2 with a
 * user namespace, 3 none (plain fork). */
static int iso_level;

/* Set by the child before execve (a shared page, so it reaches gravel in
 * either way of starting the child below): its root is read-only. */
static volatile int *child_ro_root;


static pid_t sandbox_clone(struct exec_env *env, struct child_args *ca)
{
	static const int flags[3] = {
		CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS,
		CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS,
		0,
	};
	if (ca->bwrap) {
		/* bwrap makes the namespaces itself, as the user gravel runs as
		 * (nobody for root) */
		pid_t pid;
		ca->newns = false;
#if SANDBOX_COPY_VM
		pid = (pid_t)syscall(SYS_clone, CLONE_VFORK | SIGCHLD, NULL, NULL, NULL, NULL);
		if (pid == 0)
			_exit(child_main(ca));
#else
		pid = clone(child_main, child_stack + sizeof child_stack,
			    CLONE_VM | CLONE_VFORK | SIGCHLD, ca);
#endif
		return pid;
	}
	for (int lv = iso_level ? iso_level : 1; lv <= 3; lv++) {
		pid_t pid;
		int ro;
		if (!child_ro_root) {
			void *page = mmap(NULL, sizeof *child_ro_root, PROT_READ | PROT_WRITE,
					  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
			if (page == MAP_FAILED)
				return -1;
			child_ro_root = page;
		}
		*child_ro_root = 0;
		ca->newns = (flags[lv - 1] & CLONE_NEWNS) != 0;
#if SANDBOX_COPY_VM
		pid = (pid_t)syscall(SYS_clone, flags[lv - 1] | CLONE_VFORK | SIGCHLD, NULL, NULL,
				     NULL, NULL);
		if (pid == 0)
			_exit(child_main(ca));
#else
		pid = clone(child_main, child_stack + sizeof child_stack,
			    flags[lv - 1] | CLONE_VM | CLONE_VFORK | SIGCHLD, ca);
#endif
		if (pid > 0) {
			/* the child has called execve (CLONE_VFORK): the flag is set */
			ro = *child_ro_root;
			if (lv != iso_level || ro != env->ro_root) {
				iso_level = lv;
				env->ro_root = ro;
				snprintf(env->netns, sizeof env->netns, "%s%s",
					 lv == 1 ? "network, PID and mount namespaces" :
					 lv == 2 ? "user, network, PID and mount namespaces" :
						   "none (the kernel refused namespaces)",
					 lv == 3 ? "" : ro ? ", / read-only" : ", / writable");
			}
			return pid;
		}
		if (lv == 3 || (errno != EPERM && errno != EINVAL && errno != ENOSPC &&
				errno != EUSERS))
			return -1;
	}
	return -1;
}

static void child_fail(const char *what)
{
	char buf[256];
	int n = snprintf(buf, sizeof buf, "gravel exec: sandbox: %s: %s\n", what, strerror(errno));
	if (n > 0 && write(2, buf, (size_t)n) < 0)
		_exit(126);
	_exit(126);
}

/* Both limits to v, or to the hard limit gravel was given when it is lower
 * (only root could raise it). */
static void set_limit(int res, rlim_t v)
{
	struct rlimit rl;
	if (getrlimit(res, &rl) == 0 && rl.rlim_max != RLIM_INFINITY && rl.rlim_max < v)
		v = rl.rlim_max;
	rl.rlim_cur = rl.rlim_max = v;
	if (setrlimit(res, &rl) != 0)
		child_fail("setrlimit");
}

/* In the child's own mount namespace: every mount read-only but the
 * sandbox directory (bound onto itself first). Returns 0, or -1 (the kernel
 * refused; the child goes on, the audit hook and the user nobody remain). */
static int readonly_root(const char *dir)
{
#ifdef SYS_mount_setattr
	struct mount_attr ro, rw;

	memset(&ro, 0, sizeof ro);
	memset(&rw, 0, sizeof rw);
	ro.attr_set = MOUNT_ATTR_RDONLY;
	rw.attr_clr = MOUNT_ATTR_RDONLY;
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
	    mount(dir, dir, NULL, MS_BIND, NULL) != 0 ||
	    syscall(SYS_mount_setattr, AT_FDCWD, "/", AT_RECURSIVE, &ro, sizeof ro) != 0 ||
	    syscall(SYS_mount_setattr, AT_FDCWD, dir, 0, &rw, sizeof rw) != 0)
		return -1;
	return 0;
#else
	(void)dir;
	return -1;
#endif
}

/* In the child: never returns. */
static void child_run(const struct child_args *ca)
{
	const struct exec_limits *lim = ca->lim;
	int a = fcntl(ca->casefd, F_DUPFD, 10), b = fcntl(ca->outfd, F_DUPFD, 10),
	    c = fcntl(ca->resfd, F_DUPFD, 10), d = ca->bwrap ? fcntl(ca->bpffd, F_DUPFD, 10) : 0;
	unsigned keep = ca->bwrap ? 5 : 4;

	/* a session of its own: no controlling terminal to type into, and one
	 * process group (the sandbox's every process) for gravel to kill */
	setsid();
	if (a < 0 || b < 0 || c < 0 || d < 0 || dup2(a, 0) < 0 || dup2(b, 1) < 0 ||
	    dup2(b, 2) < 0 || dup2(c, 3) < 0 || (ca->bwrap && dup2(d, 4) < 0))
		child_fail("dup2");
#ifdef SYS_close_range
	if (syscall(SYS_close_range, keep, ~0U, 0U) != 0)
#endif
		for (int fd = (int)keep; fd < 4096; fd++)
			close(fd);
	if (!ca->bwrap) {
		if (ca->newns && readonly_root(ca->dir) == 0)
			*child_ro_root = 1;
		if (chdir(ca->dir) != 0)
			child_fail("chdir");
	}
	set_limit(RLIMIT_CPU, (rlim_t)ceil(lim->total) + 1);
	set_limit(RLIMIT_AS, (rlim_t)lim->memory_mb << 20);
	set_limit(RLIMIT_FSIZE, (rlim_t)lim->fsize_mb << 20);
	set_limit(RLIMIT_NOFILE, (rlim_t)lim->nofile);
	/* under bwrap the harness sets it inside the job's user namespace,
	 * where the count is the job's own; set here it would count every
	 * process of the user, and cap bwrap's namespace besides */
	if (!ca->bwrap)
		set_limit(RLIMIT_NPROC, (rlim_t)lim->nproc);
	set_limit(RLIMIT_CORE, 0);
	if (ca->drop) {
		/* raw system calls: the libc wrappers would signal gravel's other
		 * threads (there are none, but the child shares their memory) */
		if (syscall(SYS_setgroups, 0, NULL) != 0 || syscall(SYS_setgid, NOBODY) != 0 ||
		    syscall(SYS_setuid, NOBODY) != 0)
			child_fail("dropping to nobody");
	}
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	execve(ca->argv[0], ca->argv, ca->envp);
	child_fail(ca->bwrap ? "execve bwrap" : "execve python3");
}

static int child_main(void *arg)
{
	child_run(arg);
	return 126;
}

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (flag == FTW_DP || flag == FTW_D || flag == FTW_DNR)
		rmdir(path);
	else
		unlink(path);
	return 0;
}

static int open_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)ftw;
	if (flag == FTW_D || flag == FTW_DNR || (st && S_ISDIR(st->st_mode)))
		chmod(path, 0700);
	return 0;
}

/* Remove the sandbox directory, whatever the code left in it. */
static void remove_tree(const char *dir)
{
	chmod(dir, 0700);
	nftw(dir, open_entry, 16, FTW_PHYS);
	nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* ---- the pool ------------------------------------------------------------ */

struct slot {
	struct exec_job *job;
	char dir[64];		/* unsafe: the host sandbox directory ("" under bwrap) */
	pid_t pid;
	int fd_res, fd_out, fd_in;
	struct strbuf rbuf, obuf;
	struct strbuf wbuf;	/* what is to be written on fd_in, from woff */
	size_t woff;
	size_t next;		/* the case the process is on */
	bool sealed;		/* the harness said its seccomp filter is in place */
	bool loaded, asked, timed_out;
	bool settled;		/* the kill's case already has its result */
	double case_t0, proc_t0, job_t0;
	const char *kill_why;
};

static const char *tmp_root(void)
{
	const char *t = getenv("TMPDIR");
	return t && *t == '/' ? t : "/tmp";
}

static void set_result(struct exec_result *r, enum exec_status st, const char *error,
		       const char *out)
{
	exec_result_free(r);
	r->status = st;
	if (error)
		r->error = xstrdup(error);
	if (out && *out)
		r->err = xstrdup(out);
}

/* ---- the command line -------------------------------------------------- */

struct argv_buf {
	char **v;
	size_t n, cap;
};

static void av_add(struct argv_buf *a, const char *s)
{
	xgrow(&a->v, &a->cap, a->n + 2, sizeof *a->v);
	a->v[a->n++] = xstrdup(s);
	a->v[a->n] = NULL;
}

static void av_free(struct argv_buf *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	memset(a, 0, sizeof *a);
}

static bool is_file_in(const char *dir, const char *name)
{
	char *p = xasprintf("%s/%s", dir, name);
	struct stat st;
	bool ok = stat(p, &st) == 0 && S_ISREG(st.st_mode);
	free(p);
	return ok;
}

/* bwrap's arguments: the Python runtime read-only and nothing else of the
 * host's; empty read-only tmpfs over the places a user's files and sockets
 * live; the job's working directory a tmpfs of lim->fsize_mb; the outer
 * filter on fd 4. */
static void bwrap_argv(const struct exec_env *env, const struct exec_limits *lim,
		       struct argv_buf *a)
{
	static const char *const top[] = { "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32" };
	static const char *const empty[] = { "/tmp", "/run", "/home", "/root", "/var", "/mnt",
					     "/media", "/srv", "/opt" };
	char *real = realpath(env->python, NULL), size[32];

	av_add(a, env->bwrap);
	av_add(a, "--unshare-all");
	av_add(a, "--die-with-parent");
	av_add(a, "--hostname");
	av_add(a, "sandbox");
	av_add(a, "--ro-bind");
	av_add(a, "/usr");
	av_add(a, "/usr");
	for (size_t i = 0; i < ARRAY_SIZE(top); i++) {
		char target[256];
		struct stat st;
		ssize_t n;
		if (lstat(top[i], &st) != 0)
			continue;
		if (S_ISLNK(st.st_mode) &&
		    (n = readlink(top[i], target, sizeof target - 1)) > 0) {
			target[n] = 0;
			av_add(a, "--symlink");
			av_add(a, target);
			av_add(a, top[i]);
		} else if (S_ISDIR(st.st_mode)) {
			av_add(a, "--ro-bind");
			av_add(a, top[i]);
			av_add(a, top[i]);
		}
	}
	av_add(a, "--ro-bind-try");
	av_add(a, "/etc/ld.so.cache");
	av_add(a, "/etc/ld.so.cache");
	av_add(a, "--proc");
	av_add(a, "/proc");
	av_add(a, "--dev");
	av_add(a, "/dev");
	av_add(a, "--remount-ro");
	av_add(a, "/dev");
	for (size_t i = 0; i < ARRAY_SIZE(empty); i++) {
		av_add(a, "--size");
		av_add(a, "65536");
		av_add(a, "--tmpfs");
		av_add(a, empty[i]);
	}
	/* a python3 outside /usr (/opt/python, a build under $HOME): its
	 * prefix, over the empty tmpfs (which become read-only after it);
	 * only a directory that is a Python prefix (a venv's pyvenv.cfg or
	 * lib/python3.*), never a home directory that happens to hold bin/ */
	if (real && prefixcmp(real, "/usr/") != 0) {
		char *slash = strrchr(real, '/'), *pat;
		glob_t g;
		if (slash && slash != real)
			*slash = 0;
		slash = strrchr(real, '/');
		if (slash && slash != real)
			*slash = 0;
		pat = xasprintf("%s/lib/python3*", real);
		if (glob(pat, GLOB_NOSORT, NULL, &g) == 0 || is_file_in(real, "pyvenv.cfg")) {
			av_add(a, "--ro-bind");
			av_add(a, real);
			av_add(a, real);
		}
		globfree(&g);
		free(pat);
	}
	free(real);
	for (size_t i = 0; i < ARRAY_SIZE(empty); i++) {
		av_add(a, "--remount-ro");
		av_add(a, empty[i]);
	}
	snprintf(size, sizeof size, "%ld", lim->fsize_mb << 20);
	av_add(a, "--size");
	av_add(a, size);
	av_add(a, "--tmpfs");
	av_add(a, "/work");
	av_add(a, "--chdir");
	av_add(a, "/work");
	/* the root (bwrap's own tmpfs) last: the mount points above are made */
	av_add(a, "--remount-ro");
	av_add(a, "/");
	av_add(a, "--seccomp");
	av_add(a, "4");
	av_add(a, "--");
}

/* The header line: the code, and what the harness needs before it runs it. */
static void queue_header(const struct exec_env *env, const struct exec_limits *lim,
			 struct slot *s)
{
	cJSON *head = cJSON_CreateObject();
	char *h;

	if (!head)
		gravel_fatal("out of memory");
	cJSON_AddStringToObject(head, "method", s->job->method ? s->job->method : "");
	cJSON_AddStringToObject(head, "code", s->job->code ? s->job->code : "");
	cJSON_AddNumberToObject(head, "timeout", lim->timeout);
	if (env->bwrap) {
		cJSON_AddNumberToObject(head, "nproc", (double)lim->nproc);
		cJSON_AddStringToObject(head, "seal", env->inner_hex);
	}
	h = cJSON_PrintUnformatted(head);
	if (!h)
		gravel_fatal("out of memory");
	cJSON_Delete(head);
	sb_reset(&s->wbuf);
	sb_puts(&s->wbuf, h);
	sb_add(&s->wbuf, "\n", 1);
	s->woff = 0;
	cJSON_free(h);
}

/* Ask case s->next: its line goes out as fd_in takes it; its clock starts. */
static void queue_case(struct slot *s)
{
	char num[32];

	sb_reset(&s->wbuf);
	snprintf(num, sizeof num, "{\"i\":%zu,\"args\":", s->next);
	sb_puts(&s->wbuf, num);
	sb_puts(&s->wbuf, s->job->inputs[s->next]);
	sb_add(&s->wbuf, "}\n", 2);
	s->woff = 0;
	s->asked = true;
	s->case_t0 = now_seconds();
}

/* Write what fd_in takes now: 0, or -1 when the process closed its end
 * (only code of the solution's does that; the line cannot reach it). */
static int write_some(struct slot *s)
{
	while (s->woff < s->wbuf.len) {
		ssize_t w = write(s->fd_in, s->wbuf.data + s->woff, s->wbuf.len - s->woff);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && errno != EAGAIN)
			return -1;
		if (w <= 0)
			break;
		s->woff += (size_t)w;
	}
	return 0;
}

/* A process's pipes: results, output and input, and with bwrap the
 * seccomp filter it reads; [0] the read end, -1 where not open. */
struct spawn_fds {
	int res[2], out[2], in[2], bpf[2];
};

static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static void spawn_fds_close(struct spawn_fds *f)
{
	int *all[] = { &f->res[0], &f->res[1], &f->out[0], &f->out[1],
		       &f->in[0], &f->in[1], &f->bpf[0], &f->bpf[1] };

	for (size_t i = 0; i < ARRAY_SIZE(all); i++)
		close_fd(all[i]);
}

/* Without bwrap: the process's own directory under the temporary root,
 * given to nobody when we run as root. */
static int make_work_dir(struct slot *s, bool drop, char **err)
{
	snprintf(s->dir, sizeof s->dir, "%s/gravel-exec-XXXXXX", tmp_root());
	if (strlen(tmp_root()) > 40 || !mkdtemp(s->dir)) {
		*err = xasprintf("%s: cannot make the sandbox directory: %s", tmp_root(),
				 strerror(errno));
		s->dir[0] = 0;
		return -1;
	}
	if (drop && chown(s->dir, NOBODY, NOBODY) != 0) {
		*err = xasprintf("%s: chown to nobody: %s", s->dir, strerror(errno));
		rmdir(s->dir);
		s->dir[0] = 0;
		return -1;
	}
	return 0;
}

static int open_pipes(struct spawn_fds *f, bool bw, char **err)
{
	if (pipe2(f->res, O_CLOEXEC) != 0 || pipe2(f->out, O_CLOEXEC) != 0 ||
	    pipe2(f->in, O_CLOEXEC) != 0 || (bw && pipe2(f->bpf, O_CLOEXEC) != 0)) {
		*err = xasprintf("pipe: %s", strerror(errno));
		return -1;
	}
	return 0;
}

/* The filter for bwrap to read: a program of a few hundred bytes, under a
 * pipe's capacity, so it is written whole before bwrap runs. */
static int feed_filter(const struct exec_env *env, struct spawn_fds *f, char **err)
{
	if (env->outer_len > 4096 || write(f->bpf[1], env->outer_bpf, env->outer_len) !=
					     (ssize_t)env->outer_len) {
		*err = xasprintf("writing the seccomp filter to bwrap: %s", strerror(errno));
		return -1;
	}
	close_fd(&f->bpf[1]);
	return 0;
}

/* Start the harness (under bwrap when there is one) on the child's ends
 * of f, with a fixed environment of its own. Returns its pid, or -1. */
static pid_t start_child(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
			 const struct spawn_fds *f, bool drop, bool bw)
{
	char e_path[] = "PATH=/usr/local/bin:/usr/bin:/bin", e_lang[] = "LANG=C.UTF-8",
	     e_seed[] = "PYTHONHASHSEED=0", e_io[] = "PYTHONIOENCODING=utf-8";
	struct argv_buf av = { NULL, 0, 0 };
	char *home, *tmp, *envp[7];
	pid_t pid;

	if (bw)
		bwrap_argv(env, lim, &av);
	av_add(&av, env->python);
	av_add(&av, "-I");
	av_add(&av, "-S");
	av_add(&av, "-B");
	av_add(&av, "-c");
	av_add(&av, env->harness);
	home = xasprintf("HOME=%s", bw ? "/work" : s->dir);
	tmp = xasprintf("TMPDIR=%s", bw ? "/work" : s->dir);
	envp[0] = e_path;
	envp[1] = home;
	envp[2] = tmp;
	envp[3] = e_lang;
	envp[4] = e_seed;
	envp[5] = e_io;
	envp[6] = NULL;
	fflush(NULL);
	{
		struct child_args ca = { s->dir, f->in[0], f->out[1], f->res[1], f->bpf[0], lim, av.v,
					 envp, drop, false, bw };
		pid = sandbox_clone(env, &ca);
	}
	free(home);
	free(tmp);
	av_free(&av);
	return pid;
}

/* The slot takes the started process: its group, our non-blocking ends of
 * the pipes, fresh clocks, and the job's header queued to its input. */
static void slot_started(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
			 pid_t pid, const struct spawn_fds *f, bool drop, bool bw)
{
	setpgid(pid, pid);
	env->dropped = drop;
	s->pid = pid;
	s->fd_res = f->res[0];
	s->fd_out = f->out[0];
	s->fd_in = f->in[1];
	fcntl(s->fd_res, F_SETFL, O_NONBLOCK);
	fcntl(s->fd_out, F_SETFL, O_NONBLOCK);
	fcntl(s->fd_in, F_SETFL, O_NONBLOCK);
	s->sealed = !bw;
	s->loaded = s->asked = s->timed_out = s->settled = false;
	s->kill_why = NULL;
	s->proc_t0 = s->case_t0 = now_seconds();
	sb_reset(&s->rbuf);
	queue_header(env, lim, s);
	(void)write_some(s);	/* a closed input shows in the poll loop */
}

static int spawn(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
		 char **err)
{
	struct spawn_fds f = { { -1, -1 }, { -1, -1 }, { -1, -1 }, { -1, -1 } };
	bool drop = geteuid() == 0, bw = env->bwrap != NULL;
	pid_t pid = -1;

	s->dir[0] = 0;
	if (!bw && make_work_dir(s, drop, err) != 0)
		return -1;
	if (open_pipes(&f, bw, err) == 0 && (!bw || feed_filter(env, &f, err) == 0)) {
		pid = start_child(env, lim, s, &f, drop, bw);
		/* the child's ends are the child's */
		close_fd(&f.res[1]);
		close_fd(&f.out[1]);
		close_fd(&f.in[0]);
		close_fd(&f.bpf[0]);
		if (pid < 0)
			*err = xasprintf("cannot start a process: %s", strerror(errno));
	}
	if (pid < 0) {
		spawn_fds_close(&f);
		if (s->dir[0])
			remove_tree(s->dir);
		return -1;
	}
	slot_started(env, lim, s, pid, &f, drop, bw);
	return 0;
}

static void kill_proc(struct slot *s, const char *why)
{
	if (s->pid > 0) {
		kill(-s->pid, SIGKILL);
		kill(s->pid, SIGKILL);
		if (!s->kill_why)
			s->kill_why = why;
	}
}

/* Keep at most lim->capture bytes of process output. */
static void drain_out(struct slot *s, size_t cap)
{
	char buf[8192];
	ssize_t r;

	while ((r = read(s->fd_out, buf, sizeof buf)) > 0) {
		size_t room = s->obuf.len < cap ? cap - s->obuf.len : 0;
		sb_add(&s->obuf, buf, (size_t)r < room ? (size_t)r : room);
	}
}

static char *take_out(struct slot *s)
{
	char *o = s->obuf.len ? xstrdup(s->obuf.data) : NULL;
	sb_reset(&s->obuf);
	return o;
}

static char *jstr(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	return cJSON_IsString(v) ? xstrdup(v->valuestring) : NULL;
}

/* Something on the results channel that is not the answer to the case
 * asked for: that case is a protocol error, and the process is killed
 * (nothing it says afterwards can be told from a forgery). */
static size_t protocol_error(struct exec_env *env, struct slot *s, const char *what)
{
	struct exec_job *job = s->job;
	size_t done = 0;

	if (s->kill_why)
		return 0;
	if (s->next < job->ncases) {
		char *msg = xasprintf("protocol error: %s", what), *out = take_out(s);
		set_result(&job->res[s->next], EXEC_PROTOCOL, msg, out);
		job->res[s->next].ms = (now_seconds() - s->case_t0) * 1000.0;
		free(msg);
		free(out);
		s->next++;
		env->protocol++;
		done = 1;
	}
	s->settled = true;
	kill_proc(s, "protocol error");
	return done;
}

/* The answer to case s->next, read at time t. */
static void take_answer(const struct exec_limits *lim, struct slot *s, const cJSON *o,
			double t)
{
	struct exec_result *r = &s->job->res[s->next];
	const cJSON *st = cJSON_GetObjectItemCaseSensitive(o, "status");
	char *perr = take_out(s), *err = jstr(o, "stderr");

	exec_result_free(r);
	if (!cJSON_IsString(st) || exec_status_parse(st->valuestring, &r->status) != 0 ||
	    r->status == EXEC_NO_CODE || r->status == EXEC_PROTOCOL)
		r->status = EXEC_ERROR;
	r->ms = (t - s->case_t0) * 1000.0;
	if (r->status == EXEC_OK)
		r->value = jstr(o, "value");
	if (r->status == EXEC_OK && !r->value)
		r->status = EXEC_ERROR;
	r->error = jstr(o, "error");
	if (t - s->case_t0 > lim->timeout) {
		/* gravel's clock decides, whatever the process says */
		r->status = EXEC_TIMEOUT;
		free(r->value);
		r->value = NULL;
		free(r->error);
		r->error = xasprintf("answered after %.1f ms, over the case's limit of %g s",
				     r->ms, lim->timeout);
	}
	if (r->status == EXEC_TIMEOUT && !r->error)
		r->error = xasprintf("no result within the case's time limit");
	if (r->status == EXEC_MEMORY && !r->error)
		r->error = xstrdup("MemoryError: over the address-space limit");
	r->traceback = jstr(o, "traceback");
	r->out = jstr(o, "stdout");
	if (err && perr) {
		r->err = xasprintf("%s%s", err, perr);
		free(err);
		free(perr);
	} else {
		r->err = err ? err : perr;
	}
}

/* Apply one result line; returns how many cases it finished. */
static size_t take_line(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
			const char *line)
{
	cJSON *o = cJSON_Parse(line);
	const cJSON *load, *idx, *sealed;
	struct exec_job *job = s->job;
	size_t done = 0;
	double t = now_seconds();
	char what[160];

	if (!cJSON_IsObject(o)) {
		cJSON_Delete(o);
		return protocol_error(env, s, "a line that is not a JSON object");
	}
	load = cJSON_GetObjectItemCaseSensitive(o, "load");
	idx = cJSON_GetObjectItemCaseSensitive(o, "i");
	sealed = cJSON_GetObjectItemCaseSensitive(o, "sealed");
	if (!s->sealed && cJSON_IsTrue(sealed) && !load && !idx) {
		s->sealed = true;
	} else if (!s->loaded && cJSON_IsString(load) && (s->sealed ||
							   strcmp(load->valuestring, "ok"))) {
		if (!strcmp(load->valuestring, "ok")) {
			s->loaded = true;
			if (s->next < job->ncases)
				queue_case(s);
		} else {
			enum exec_status es = !strcmp(load->valuestring, "no-code") ? EXEC_NO_CODE :
										  EXEC_ERROR;
			char *e = jstr(o, "error"), *tb = jstr(o, "traceback"), *out = take_out(s);
			for (; s->next < job->ncases; s->next++, done++) {
				struct exec_result *r = &job->res[s->next];
				set_result(r, es, e, out);
				if (tb)
					r->traceback = xstrdup(tb);
			}
			free(e);
			free(tb);
			free(out);
		}
	} else if (s->loaded && s->asked && s->woff == s->wbuf.len && cJSON_IsNumber(idx) &&
		   idx->valuedouble == (double)s->next && s->next < job->ncases) {
		take_answer(lim, s, o, t);
		s->next++;
		s->asked = false;
		done = 1;
		if (s->next < job->ncases)
			queue_case(s);
	} else {
		if (!s->sealed)
			snprintf(what, sizeof what, "a line before the sandbox was sealed");
		else if (!s->loaded)
			snprintf(what, sizeof what, "a line before the code was loaded");
		else if (!s->asked || s->woff < s->wbuf.len)
			snprintf(what, sizeof what, "a line before case %zu was asked", s->next);
		else if (cJSON_IsNumber(idx))
			snprintf(what, sizeof what, "an answer to case %.0f while case %zu was asked",
				 idx->valuedouble, s->next);
		else
			snprintf(what, sizeof what, "a line that is not an answer to case %zu",
				 s->next);
		done = protocol_error(env, s, what);
	}
	cJSON_Delete(o);
	return done;
}

/* Read what the results pipe holds; returns cases finished, sets *eof. */
static size_t read_results(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
			   bool *eof)
{
	char buf[65536];
	ssize_t r;
	size_t done = 0;

	*eof = false;
	for (;;) {
		r = read(s->fd_res, buf, sizeof buf);
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0) {
			*eof = true;
			break;
		}
		if (r < 0)
			break;
		sb_add(&s->rbuf, buf, (size_t)r);
		for (;;) {
			char *nl = memchr(s->rbuf.data, '\n', s->rbuf.len);
			size_t used;
			if (!nl || s->kill_why)
				break;
			*nl = 0;
			done += take_line(env, lim, s, s->rbuf.data);
			used = (size_t)(nl - s->rbuf.data) + 1;
			memmove(s->rbuf.data, s->rbuf.data + used, s->rbuf.len - used + 1);
			s->rbuf.len -= used;
		}
		if (s->kill_why) {
			sb_reset(&s->rbuf);
			break;
		}
		if (s->rbuf.len > LINE_CAP) {
			kill_proc(s, "a result line over the size cap");
			sb_reset(&s->rbuf);
		}
	}
	return done;
}

/* The signal that ended the process, as waitpid or bwrap (128 + N) says. */
static int end_signal(const struct exec_env *env, int status)
{
	if (WIFSIGNALED(status))
		return WTERMSIG(status);
	if (env->bwrap && WIFEXITED(status) && WEXITSTATUS(status) > 128)
		return WEXITSTATUS(status) - 128;
	return 0;
}

/* The process is gone (or killed): reap it, judge the case it was on, and
 * start it again or close the job. eof: its results pipe was closed.
 * Returns cases finished. */
static size_t proc_end(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
		       bool eof, bool *job_done)
{
	struct exec_job *job = s->job;
	int status = 0, sig;
	size_t done = 0;
	bool reaped = false;
	char *out;

	if (eof && !s->kill_why) {
		/* the results pipe closed: python has ended or is ending, and bwrap
		 * is passing its status on (a kill now would replace that status) */
		double t0 = now_seconds();
		pid_t w;
		while ((w = waitpid(s->pid, &status, WNOHANG)) == 0 && now_seconds() - t0 < EXIT_WAIT)
			usleep(2000);
		reaped = w == s->pid;
	}
	/* whatever of its process group is left */
	kill(-s->pid, SIGKILL);
	while (!reaped && waitpid(s->pid, &status, 0) < 0 && errno == EINTR)
		;
	drain_out(s, lim->capture);
	close(s->fd_res);
	close(s->fd_out);
	close(s->fd_in);
	s->pid = -1;
	if (s->dir[0])
		remove_tree(s->dir);
	out = take_out(s);
	sig = end_signal(env, status);
	if (s->next < job->ncases && !s->settled) {
		enum exec_status es = EXEC_ERROR;
		char *why;
		bool mem = out && (strstr(out, "MemoryError") || strstr(out, "Cannot allocate memory"));
		if (s->timed_out || sig == SIGXCPU) {
			es = EXEC_TIMEOUT;
			why = xasprintf("killed: %s", s->kill_why ? s->kill_why : "CPU time limit");
		} else if (s->kill_why) {
			why = xasprintf("killed: %s", s->kill_why);
		} else if (mem) {
			es = EXEC_MEMORY;
			why = xstrdup("the process ran out of memory (address-space limit)");
		} else if (sig) {
			why = xasprintf("the process died of signal %d (%s)", sig, strsignal(sig));
		} else if (!s->sealed) {
			why = xasprintf("the sandbox did not start (exit status %d)",
					WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		} else {
			why = xasprintf("the process exited with status %d before returning",
					WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		}
		if (s->timed_out && s->asked)
			job->res[s->next].ms = (now_seconds() - s->case_t0) * 1000.0;
		if (!s->loaded) {
			/* it never ran a case: the same for every case */
			for (; s->next < job->ncases; s->next++, done++)
				set_result(&job->res[s->next], es, why, out);
		} else {
			double ms = job->res[s->next].ms;
			set_result(&job->res[s->next], es, why, out);
			job->res[s->next].ms = ms;
			s->next++;
			done++;
		}
		free(why);
	}
	free(out);
	if (s->next < job->ncases && now_seconds() - s->job_t0 >= lim->total) {
		char *why = xasprintf("not run: the solution's total time limit (%g s) was spent",
				      lim->total);
		for (; s->next < job->ncases; s->next++, done++)
			set_result(&job->res[s->next], EXEC_TIMEOUT, why, NULL);
		free(why);
	}
	*job_done = s->next >= job->ncases;
	if (!*job_done) {
		char *err = NULL;
		env->restarts++;
		if (spawn(env, lim, s, &err) != 0) {
			for (; s->next < job->ncases; s->next++, done++)
				set_result(&job->res[s->next], EXEC_ERROR, err, NULL);
			free(err);
			*job_done = true;
		}
	}
	return done;
}

/* Start order: the largest input first (longest processing time first), so
 * a long job does not start last and run alone while the other slots idle. */
static size_t job_bytes(const struct exec_job *j)
{
	size_t b = 0;
	for (size_t k = 0; k < j->ncases; k++)
		b += strlen(j->inputs[k]);
	return b;
}

struct job_size {
	size_t bytes, index;
};

static int by_size_desc(const void *a, const void *b)
{
	const struct job_size *x = a, *y = b;
	if (x->bytes != y->bytes)
		return x->bytes < y->bytes ? 1 : -1;
	return x->index < y->index ? -1 : x->index > y->index;
}

/* One exec_run: the jobs, the slots that run them and the count done. */
struct runner {
	struct exec_env *env;
	const struct exec_limits *lim;
	struct exec_job *jobs;
	size_t njobs;
	struct slot *slots;
	int parallel;
	struct job_size *order;	/* the jobs in start order */
	size_t next_job, active, done;
	void (*progress)(void *ctx, size_t done);
	void *ctx;
};

static void runner_done(struct runner *r, size_t d)
{
	r->done += d;
	if (r->progress)
		r->progress(r->ctx, r->done);
}

/* Start the next jobs in the free slots; a job without code is settled
 * at once. Sets *rc to -1 (with *err) when a process cannot start. */
static void fill_slots(struct runner *r, int *rc, char **err)
{
	for (int i = 0; i < r->parallel && r->next_job < r->njobs && !*rc; i++) {
		struct slot *s = &r->slots[i];
		struct exec_job *job;
		if (s->job)
			continue;
		job = &r->jobs[r->order[r->next_job++].index];
		for (size_t k = 0; k < job->ncases; k++)
			memset(&job->res[k], 0, sizeof job->res[k]);
		if (!job->code || !job->ncases) {
			for (size_t k = 0; k < job->ncases; k++)
				set_result(&job->res[k], EXEC_NO_CODE, "the reply holds no code", NULL);
			runner_done(r, job->ncases);
			continue;
		}
		s->job = job;
		s->next = 0;
		s->job_t0 = now_seconds();
		if (spawn(r->env, r->lim, s, err) != 0) {
			s->job = NULL;
			*rc = -1;
			break;
		}
		r->active++;
	}
}

/* Kill the processes past their deadlines (the solution's total, the
 * case's, loading's); *wait shrinks to the nearest one left. */
static void enforce_deadlines(struct runner *r, double t, double *wait)
{
	const struct exec_limits *lim = r->lim;

	for (int i = 0; i < r->parallel; i++) {
		struct slot *s = &r->slots[i];
		double dl;
		if (!s->job || s->pid <= 0)
			continue;
		if (t - s->job_t0 >= lim->total) {
			s->timed_out = true;
			kill_proc(s, "the solution's total time limit");
			continue;
		}
		dl = s->loaded ? s->case_t0 + lim->timeout + KILL_GRACE(lim->timeout) :
				 s->proc_t0 + LOAD_GRACE + lim->timeout;
		if (t >= dl) {
			s->timed_out = true;
			kill_proc(s, s->loaded ? "over the case's time limit" :
						  "the code did not finish loading");
		} else if (dl - t < *wait) {
			*wait = dl - t;
		}
	}
}

/* Wait up to wait seconds for a running process's results or output, or
 * room in its input. Returns -1 (with *err) when poll fails. */
static int poll_slots(struct runner *r, struct pollfd *pfd, double wait, char **err)
{
	int np = 0;

	for (int i = 0; i < r->parallel; i++) {
		const struct slot *s = &r->slots[i];
		if (!s->job || s->pid <= 0)
			continue;
		pfd[np].fd = s->fd_res;
		pfd[np++].events = POLLIN;
		pfd[np].fd = s->fd_out;
		pfd[np++].events = POLLIN;
		if (s->woff < s->wbuf.len) {
			pfd[np].fd = s->fd_in;
			pfd[np++].events = POLLOUT;
		}
	}
	if (np && poll(pfd, (nfds_t)np, (int)(wait * 1000) + 1) < 0 && errno != EINTR) {
		*err = xasprintf("poll: %s", strerror(errno));
		return -1;
	}
	return 0;
}

/* Each running process: its output drained, its input fed, its results
 * read; a process that ended (or was killed, or finished its cases) is
 * settled, and its slot freed once its job is done. */
static void service_slots(struct runner *r)
{
	for (int i = 0; i < r->parallel; i++) {
		struct slot *s = &r->slots[i];
		bool eof = false, job_done = false;
		size_t d;
		if (!s->job || s->pid <= 0)
			continue;
		drain_out(s, r->lim->capture);
		d = 0;
		if (write_some(s) != 0)
			d += protocol_error(r->env, s, "its input closed before the case was sent");
		d += read_results(r->env, r->lim, s, &eof);
		if (!s->kill_why && write_some(s) != 0)
			d += protocol_error(r->env, s, "its input closed before the case was sent");
		if (eof || s->kill_why || s->next >= s->job->ncases) {
			if (!eof && s->next < s->job->ncases && !s->kill_why)
				continue;
			d += proc_end(r->env, r->lim, s, eof, &job_done);
			if (job_done) {
				s->job = NULL;
				r->active--;
			}
		}
		if (d)
			runner_done(r, d);
	}
}

/* The slots, and the jobs' start order: the largest input first. */
static void runner_init(struct runner *r)
{
	r->slots = xcalloc((size_t)r->parallel, sizeof *r->slots);
	for (int i = 0; i < r->parallel; i++) {
		r->slots[i].pid = -1;
		sb_init(&r->slots[i].rbuf);
		sb_init(&r->slots[i].obuf);
		sb_init(&r->slots[i].wbuf);
	}
	r->order = xcalloc(r->njobs + 1, sizeof *r->order);
	for (size_t i = 0; i < r->njobs; i++) {
		r->order[i].bytes = job_bytes(&r->jobs[i]);
		r->order[i].index = i;
	}
	qsort(r->order, r->njobs, sizeof *r->order, by_size_desc);
}

static void runner_free(struct runner *r)
{
	for (int i = 0; i < r->parallel; i++) {
		sb_free(&r->slots[i].rbuf);
		sb_free(&r->slots[i].obuf);
		sb_free(&r->slots[i].wbuf);
	}
	free(r->slots);
	free(r->order);
}

int exec_run(struct exec_env *env, const struct exec_limits *lim, struct exec_job *jobs,
	     size_t njobs, int parallel, void (*progress)(void *ctx, size_t done), void *ctx,
	     char **err)
{
	struct runner r = { env, lim, jobs, njobs, NULL, parallel < 1 ? 1 : parallel, NULL,
			    0, 0, 0, progress, ctx };
	struct pollfd *pfd;
	int rc = 0;
	struct sigaction sa, old;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, &old);
	runner_init(&r);
	pfd = xcalloc(3 * (size_t)r.parallel, sizeof *pfd);
	while (r.next_job < njobs || r.active) {
		double t = now_seconds(), wait = 1.0;

		fill_slots(&r, &rc, err);
		if (rc && !r.active)
			break;
		enforce_deadlines(&r, t, &wait);
		if (poll_slots(&r, pfd, wait, err) != 0)
			rc = -1;
		service_slots(&r);
	}
	runner_free(&r);
	free(pfd);
	sigaction(SIGPIPE, &old, NULL);
	return rc;
}

/* ---- setting the sandbox up ---------------------------------------------- */

#define PROBE_WAIT 20.0		/* seconds for an empty sandbox to start and seal */

/* Start one sandbox with no code and no case: 0 when the harness said its
 * filter is in place, else -1 with *err holding what bwrap or python said. */
static int probe(struct exec_env *env, const struct exec_limits *lim, char **err)
{
	struct exec_job job = { "", "", NULL, 0, NULL };
	struct slot s;
	struct sigaction sa, old;
	double t0 = now_seconds();
	bool eof = false, sealed;
	int status = 0;
	char *out, *said;

	memset(&s, 0, sizeof s);
	s.pid = -1;
	sb_init(&s.rbuf);
	sb_init(&s.obuf);
	sb_init(&s.wbuf);
	s.job = &job;
	s.job_t0 = t0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, &old);
	if (spawn(env, lim, &s, err) != 0) {
		sigaction(SIGPIPE, &old, NULL);
		sb_free(&s.rbuf);
		sb_free(&s.obuf);
		sb_free(&s.wbuf);
		return -1;
	}
	while (!eof && !s.kill_why && now_seconds() - t0 < PROBE_WAIT) {
		struct pollfd p[3] = { { s.fd_res, POLLIN, 0 }, { s.fd_out, POLLIN, 0 },
				       { s.fd_in, s.woff < s.wbuf.len ? POLLOUT : 0, 0 } };
		poll(p, 3, 200);
		if (write_some(&s) != 0)
			break;
		drain_out(&s, lim->capture);
		read_results(env, lim, &s, &eof);
	}
	sealed = s.sealed && !s.kill_why;
	kill(-s.pid, SIGKILL);
	kill(s.pid, SIGKILL);
	while (waitpid(s.pid, &status, 0) < 0 && errno == EINTR)
		;
	drain_out(&s, lim->capture);
	close(s.fd_res);
	close(s.fd_out);
	close(s.fd_in);
	sigaction(SIGPIPE, &old, NULL);
	out = take_out(&s);
	if (!sealed) {
		char *nl = out ? strchr(out, '\n') : NULL;
		if (nl)
			*nl = 0;
		said = sanitize_dup(out && *out ? out : "no message", SANITIZE_LINE);
		*err = xasprintf("the sandbox could not be started (%s); gravel exec runs code only "
				 "inside it. Where the kernel refuses user namespaces (some "
				 "containers, kernel.unprivileged_userns_clone=0, AppArmor's "
				 "restrict_unprivileged_userns), --unsafe-no-sandbox runs the code "
				 "with only rlimits and an audit hook, which hostile code gets past",
				 said);
		free(said);
	}
	free(out);
	sb_free(&s.rbuf);
	sb_free(&s.obuf);
	sb_free(&s.wbuf);
	return sealed ? 0 : -1;
}

/* A python3 that is a script (a pyenv or asdf shim) starts other programs
 * to find the interpreter, which the sandbox refuses: the interpreter it
 * runs, asked once outside (no code of a solution's runs here), or NULL
 * when python is a program itself or cannot say. */
static char *interpreter_of(const char *python)
{
	char head[2] = "", buf[4096];
	int fd = open(python, O_RDONLY | O_CLOEXEC), p[2], status = 0;
	size_t len = 0;
	ssize_t r;
	pid_t pid;

	if (fd < 0)
		return NULL;
	r = read(fd, head, 2);
	close(fd);
	if (r != 2 || head[0] != '#' || head[1] != '!' || pipe2(p, O_CLOEXEC) != 0)
		return NULL;
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		int devnull = open("/dev/null", O_RDWR);
		if (dup2(p[1], 1) < 0 || devnull < 0 || dup2(devnull, 0) < 0)
			_exit(127);
		execl(python, python, "-I", "-S", "-c", "import sys; sys.stdout.write(sys.executable)",
		      (char *)NULL);
		_exit(127);
	}
	close(p[1]);
	while (pid > 0 && len < sizeof buf - 1 &&
	       ((r = read(p[0], buf + len, sizeof buf - 1 - len)) > 0 || (r < 0 && errno == EINTR)))
		if (r > 0)
			len += (size_t)r;
	close(p[0]);
	while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	buf[len] = 0;
	if (pid <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || buf[0] != '/')
		return NULL;
	return exec_find_executable(buf);
}

int exec_sandbox_init(struct exec_env *env, const struct exec_limits *lim, bool unsafe,
		      char **err)
{
	char *real;
	const char *e = getenv("GRAVEL_BWRAP");
	char *inner = NULL;
	size_t inner_len = 0;

	env->unsafe = unsafe;
	if (unsafe) {
		snprintf(env->netns, sizeof env->netns, "unsafe (no bubblewrap)");
		return 0;
	}
	env->bwrap = exec_find_executable(e && *e ? e : "bwrap");
	if (!env->bwrap) {
		*err = xasprintf("bubblewrap (bwrap%s%s) not found: gravel exec runs code only inside "
				 "it; install it (Debian/Ubuntu: apt-get install bubblewrap; Fedora: "
				 "dnf install bubblewrap) or name it in GRAVEL_BWRAP",
				 e && *e ? " as GRAVEL_BWRAP=" : "", e && *e ? e : "");
		return -1;
	}
	if ((real = interpreter_of(env->python))) {
		free((char *)env->python);
		env->python = real;
	}
	if (exec_seccomp_build(&env->outer_bpf, &env->outer_len, &inner, &inner_len, err) != 0)
		return -1;
	env->inner_hex = xmalloc(2 * inner_len + 1);
	for (size_t i = 0; i < inner_len; i++)
		snprintf(env->inner_hex + 2 * i, 3, "%02x", (unsigned char)inner[i]);
	env->inner_hex[2 * inner_len] = 0;
	free(inner);
	snprintf(env->netns, sizeof env->netns,
		 "bubblewrap (user, PID, network, IPC, mount namespaces), seccomp");
	return probe(env, lim, err);
}
