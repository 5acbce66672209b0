/* exec-run.c - the sandbox and the pool of `gravel exec` (see exec.h).
 *
 * One job = one python3 running the harness (exec-harness.py) over a file
 * of cases given as its stdin. Results come back as JSON lines on fd 3;
 * stdout and stderr go to one capture pipe. A job's process is started
 * again after a case that killed it (timeout, crash), from the next case,
 * until its total time is spent. Up to `parallel` jobs run at once, driven
 * by one poll() loop. */
#define _GNU_SOURCE
#include "config.h"
#include "exec.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
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
#define LOAD_GRACE 10.0			/* seconds to start python and load the code */
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
	const char *dir;
	int casefd, outfd, resfd;
	const struct exec_limits *lim;
	char *const *argv, *const *envp;
	bool drop;
	bool newns;		/* in a new mount namespace: make / read-only */
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

static void set_limit(int res, rlim_t v)
{
	struct rlimit rl = { v, v };
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

/* In the child: never returns. fds: cases, output pipe, results pipe. */
static void child_run(const char *dir, int casefd, int outfd, int resfd,
		      const struct exec_limits *lim, char *const *argv, char *const *envp,
		      bool drop, bool newns)
{
	int a = fcntl(casefd, F_DUPFD, 10), b = fcntl(outfd, F_DUPFD, 10),
	    c = fcntl(resfd, F_DUPFD, 10);

	setpgid(0, 0);
	if (a < 0 || b < 0 || c < 0 || dup2(a, 0) < 0 || dup2(b, 1) < 0 || dup2(b, 2) < 0 ||
	    dup2(c, 3) < 0)
		child_fail("dup2");
#ifdef SYS_close_range
	if (syscall(SYS_close_range, 4U, ~0U, 0U) != 0)
#endif
		for (int fd = 4; fd < 4096; fd++)
			close(fd);
	if (newns && readonly_root(dir) == 0)
		*child_ro_root = 1;
	if (chdir(dir) != 0)
		child_fail("chdir");
	set_limit(RLIMIT_CPU, (rlim_t)ceil(lim->total) + 1);
	set_limit(RLIMIT_AS, (rlim_t)lim->memory_mb << 20);
	set_limit(RLIMIT_FSIZE, (rlim_t)lim->fsize_mb << 20);
	set_limit(RLIMIT_NOFILE, (rlim_t)lim->nofile);
	set_limit(RLIMIT_NPROC, (rlim_t)lim->nproc);
	set_limit(RLIMIT_CORE, 0);
	if (drop) {
		/* raw system calls: the libc wrappers would signal gravel's other
		 * threads (there are none, but the child shares their memory) */
		if (syscall(SYS_setgroups, 0, NULL) != 0 || syscall(SYS_setgid, NOBODY) != 0 ||
		    syscall(SYS_setuid, NOBODY) != 0)
			child_fail("dropping to nobody");
	}
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	execve(argv[0], argv, envp);
	child_fail("execve python3");
}

static int child_main(void *arg)
{
	struct child_args *ca = arg;
	child_run(ca->dir, ca->casefd, ca->outfd, ca->resfd, ca->lim, ca->argv, ca->envp,
		  ca->drop, ca->newns);
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
	int casefd;		/* read-only, unlinked */
	char dir[64];		/* the sandbox directory of the running process */
	pid_t pid;
	int fd_res, fd_out;
	struct strbuf rbuf, obuf;
	size_t next;		/* the case the process is on */
	bool loaded, timed_out, total_out;
	double case_t0, proc_t0, job_t0;
	const char *kill_why;
};

static const char *tmp_root(void)
{
	const char *t = getenv("TMPDIR");
	return t && *t == '/' ? t : "/tmp";
}

static int write_all(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

/* The job's case file: header line, one line per case; a read-only fd. */
static int make_case_file(const struct exec_job *job, char **err)
{
	char *path = xasprintf("%s/gravel-cases-XXXXXX", tmp_root());
	int fd = mkstemp(path), rfd = -1;
	cJSON *head = cJSON_CreateObject();
	char *h;
	int rc = 0;

	if (fd < 0) {
		*err = xasprintf("%s: %s", path, strerror(errno));
		free(path);
		cJSON_Delete(head);
		return -1;
	}
	cJSON_AddStringToObject(head, "method", job->method ? job->method : "");
	cJSON_AddStringToObject(head, "code", job->code ? job->code : "");
	h = cJSON_PrintUnformatted(head);
	if (!h)
		gravel_fatal("out of memory");
	cJSON_Delete(head);
	rc |= write_all(fd, h, strlen(h));
	rc |= write_all(fd, "\n", 1);
	cJSON_free(h);
	for (size_t i = 0; i < job->ncases && !rc; i++) {
		rc |= write_all(fd, "{\"args\":", 8);
		rc |= write_all(fd, job->inputs[i], strlen(job->inputs[i]));
		rc |= write_all(fd, "}\n", 2);
	}
	if (!rc)
		rfd = open(path, O_RDONLY | O_CLOEXEC);
	if (rc || rfd < 0)
		*err = xasprintf("%s: %s", path, strerror(errno));
	unlink(path);
	close(fd);
	free(path);
	return rfd;
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

static int spawn(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
		 char **err)
{
	int pres[2], pout[2];
	char start[32], tmo[32];
	bool drop = geteuid() == 0;
	char o_i[] = "-I", o_s[] = "-S", o_b[] = "-B", o_c[] = "-c";
	char e_path[] = "PATH=/usr/local/bin:/usr/bin:/bin", e_lang[] = "LANG=C.UTF-8",
	     e_seed[] = "PYTHONHASHSEED=0", e_io[] = "PYTHONIOENCODING=utf-8";
	char *argv[] = { (char *)env->python, o_i, o_s, o_b, o_c, (char *)env->harness, start,
			 tmo, NULL };
	char *home, *envp[6];
	pid_t pid;

	snprintf(s->dir, sizeof s->dir, "%s/gravel-exec-XXXXXX", tmp_root());
	if (strlen(tmp_root()) > 40 || !mkdtemp(s->dir)) {
		*err = xasprintf("%s: cannot make the sandbox directory: %s", tmp_root(),
				 strerror(errno));
		return -1;
	}
	if (drop && chown(s->dir, NOBODY, NOBODY) != 0) {
		*err = xasprintf("%s: chown to nobody: %s", s->dir, strerror(errno));
		rmdir(s->dir);
		return -1;
	}
	if (pipe2(pres, O_CLOEXEC) != 0) {
		*err = xasprintf("pipe: %s", strerror(errno));
		rmdir(s->dir);
		return -1;
	}
	if (pipe2(pout, O_CLOEXEC) != 0) {
		*err = xasprintf("pipe: %s", strerror(errno));
		close(pres[0]);
		close(pres[1]);
		rmdir(s->dir);
		return -1;
	}
	snprintf(start, sizeof start, "%zu", s->next);
	snprintf(tmo, sizeof tmo, "%.3f", lim->timeout);
	home = xasprintf("HOME=%s", s->dir);
	envp[0] = e_path;
	envp[1] = home;
	envp[2] = e_lang;
	envp[3] = e_seed;
	envp[4] = e_io;
	envp[5] = NULL;
	lseek(s->casefd, 0, SEEK_SET);
	fflush(NULL);
	{
		struct child_args ca = { s->dir, s->casefd, pout[1], pres[1], lim, argv, envp,
					 drop, false };
		pid = sandbox_clone(env, &ca);
	}
	free(home);
	close(pres[1]);
	close(pout[1]);
	if (pid < 0) {
		*err = xasprintf("cannot start a process: %s", strerror(errno));
		close(pres[0]);
		close(pout[0]);
		remove_tree(s->dir);
		return -1;
	}
	setpgid(pid, pid);
	env->dropped = drop;
	s->pid = pid;
	s->fd_res = pres[0];
	s->fd_out = pout[0];
	fcntl(s->fd_res, F_SETFL, O_NONBLOCK);
	fcntl(s->fd_out, F_SETFL, O_NONBLOCK);
	s->loaded = s->timed_out = false;
	s->kill_why = NULL;
	s->proc_t0 = s->case_t0 = now_seconds();
	sb_reset(&s->rbuf);
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

/* Apply one result line; returns how many cases it finished. */
static size_t take_line(struct slot *s, const char *line)
{
	cJSON *o = cJSON_Parse(line);
	const cJSON *load, *st, *idx;
	struct exec_job *job = s->job;
	size_t done = 0;

	if (!o)
		return 0;
	load = cJSON_GetObjectItemCaseSensitive(o, "load");
	idx = cJSON_GetObjectItemCaseSensitive(o, "i");
	if (cJSON_IsString(load) && !s->loaded) {
		if (!strcmp(load->valuestring, "ok")) {
			s->loaded = true;
			s->case_t0 = now_seconds();
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
	} else if (s->loaded && cJSON_IsNumber(idx) && idx->valuedouble == (double)s->next &&
		   s->next < job->ncases) {
		struct exec_result *r = &job->res[s->next];
		const cJSON *ms = cJSON_GetObjectItemCaseSensitive(o, "ms");
		char *perr = take_out(s), *err = jstr(o, "stderr");
		exec_result_free(r);
		st = cJSON_GetObjectItemCaseSensitive(o, "status");
		if (!cJSON_IsString(st) || exec_status_parse(st->valuestring, &r->status) != 0)
			r->status = EXEC_ERROR;
		r->ms = cJSON_IsNumber(ms) ? ms->valuedouble : 0;
		if (r->status == EXEC_OK)
			r->value = jstr(o, "value");
		if (r->status == EXEC_OK && !r->value)
			r->status = EXEC_ERROR;
		r->error = jstr(o, "error");
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
		s->next++;
		s->case_t0 = now_seconds();
		done = 1;
	}
	cJSON_Delete(o);
	return done;
}

/* Read what the results pipe holds; returns cases finished, sets *eof. */
static size_t read_results(struct slot *s, bool *eof)
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
			if (!nl)
				break;
			*nl = 0;
			done += take_line(s, s->rbuf.data);
			used = (size_t)(nl - s->rbuf.data) + 1;
			memmove(s->rbuf.data, s->rbuf.data + used, s->rbuf.len - used + 1);
			s->rbuf.len -= used;
		}
		if (s->rbuf.len > LINE_CAP) {
			kill_proc(s, "a result line over the size cap");
			sb_reset(&s->rbuf);
		}
	}
	return done;
}

/* The process is gone (or killed): reap it, judge the case it was on, and
 * start it again or close the job. Returns cases finished. */
static size_t proc_end(struct exec_env *env, const struct exec_limits *lim, struct slot *s,
		       bool *job_done)
{
	struct exec_job *job = s->job;
	int status = 0;
	size_t done = 0;
	char *out;

	kill(-s->pid, SIGKILL);
	while (waitpid(s->pid, &status, 0) < 0 && errno == EINTR)
		;
	kill(-s->pid, SIGKILL);
	drain_out(s, lim->capture);
	close(s->fd_res);
	close(s->fd_out);
	s->pid = -1;
	remove_tree(s->dir);
	out = take_out(s);
	if (s->next < job->ncases) {
		enum exec_status es = EXEC_ERROR;
		char *why;
		bool mem = out && (strstr(out, "MemoryError") || strstr(out, "Cannot allocate memory"));
		if (s->timed_out || (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU)) {
			es = EXEC_TIMEOUT;
			why = xasprintf("killed: %s", s->kill_why ? s->kill_why : "CPU time limit");
		} else if (s->kill_why) {
			why = xasprintf("killed: %s", s->kill_why);
		} else if (mem) {
			es = EXEC_MEMORY;
			why = xstrdup("the process ran out of memory (address-space limit)");
		} else if (WIFSIGNALED(status)) {
			why = xasprintf("the process died of signal %d (%s)", WTERMSIG(status),
					strsignal(WTERMSIG(status)));
		} else {
			why = xasprintf("the process exited with status %d before returning",
					WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		}
		if (!s->loaded) {
			/* it never ran a case: the same for every case */
			for (; s->next < job->ncases; s->next++, done++)
				set_result(&job->res[s->next], es, why, out);
		} else {
			set_result(&job->res[s->next], es, why, out);
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

int exec_run(struct exec_env *env, const struct exec_limits *lim, struct exec_job *jobs,
	     size_t njobs, int parallel, void (*progress)(void *ctx, size_t done), void *ctx,
	     char **err)
{
	struct slot *slots;
	struct job_size *order;
	struct pollfd *pfd;
	size_t next_job = 0, active = 0, done = 0;
	int rc = 0;
	struct sigaction sa, old;

	if (parallel < 1)
		parallel = 1;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, &old);
	slots = xcalloc((size_t)parallel, sizeof *slots);
	pfd = xcalloc(2 * (size_t)parallel, sizeof *pfd);
	for (int i = 0; i < parallel; i++) {
		slots[i].pid = -1;
		slots[i].casefd = -1;
		sb_init(&slots[i].rbuf);
		sb_init(&slots[i].obuf);
	}
	order = xcalloc(njobs + 1, sizeof *order);
	for (size_t i = 0; i < njobs; i++) {
		order[i].bytes = job_bytes(&jobs[i]);
		order[i].index = i;
	}
	qsort(order, njobs, sizeof *order, by_size_desc);
	while (next_job < njobs || active) {
		double t = now_seconds(), wait = 1.0;
		int np = 0;

		/* fill free slots */
		for (int i = 0; i < parallel && next_job < njobs && !rc; i++) {
			struct slot *s = &slots[i];
			struct exec_job *job;
			if (s->job)
				continue;
			job = &jobs[order[next_job++].index];
			for (size_t k = 0; k < job->ncases; k++)
				memset(&job->res[k], 0, sizeof job->res[k]);
			if (!job->code || !job->ncases) {
				for (size_t k = 0; k < job->ncases; k++)
					set_result(&job->res[k], EXEC_NO_CODE,
						   "the reply holds no code", NULL);
				done += job->ncases;
				if (progress)
					progress(ctx, done);
				continue;
			}
			s->job = job;
			s->next = 0;
			s->job_t0 = now_seconds();
			s->casefd = make_case_file(job, err);
			if (s->casefd < 0 || spawn(env, lim, s, err) != 0) {
				if (s->casefd >= 0)
					close(s->casefd);
				s->casefd = -1;
				s->job = NULL;
				rc = -1;
				break;
			}
			active++;
		}
		if (rc && !active)
			break;
		/* deadlines */
		for (int i = 0; i < parallel; i++) {
			struct slot *s = &slots[i];
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
			} else if (dl - t < wait) {
				wait = dl - t;
			}
		}
		for (int i = 0; i < parallel; i++) {
			if (!slots[i].job || slots[i].pid <= 0)
				continue;
			pfd[np].fd = slots[i].fd_res;
			pfd[np++].events = POLLIN;
			pfd[np].fd = slots[i].fd_out;
			pfd[np++].events = POLLIN;
		}
		if (np && poll(pfd, (nfds_t)np, (int)(wait * 1000) + 1) < 0 && errno != EINTR) {
			*err = xasprintf("poll: %s", strerror(errno));
			rc = -1;
		}
		for (int i = 0; i < parallel; i++) {
			struct slot *s = &slots[i];
			bool eof = false, job_done = false;
			size_t d;
			if (!s->job || s->pid <= 0)
				continue;
			drain_out(s, lim->capture);
			d = read_results(s, &eof);
			if (eof || s->kill_why || s->next >= s->job->ncases) {
				if (!eof && s->next < s->job->ncases && !s->kill_why)
					continue;
				d += proc_end(env, lim, s, &job_done);
				if (job_done) {
					close(s->casefd);
					s->casefd = -1;
					s->job = NULL;
					active--;
				}
			}
			if (d) {
				done += d;
				if (progress)
					progress(ctx, done);
			}
		}
	}
	for (int i = 0; i < parallel; i++) {
		sb_free(&slots[i].rbuf);
		sb_free(&slots[i].obuf);
	}
	free(slots);
	free(pfd);
	free(order);
	sigaction(SIGPIPE, &old, NULL);
	return rc;
}
