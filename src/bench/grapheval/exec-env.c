/* exec-env.c - gravel exec's statuses, limits and environment: finding
 * python3 and the harness (see exec.h). */
#include "config.h"
#include "datadir.h"
#include "exec.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef GRAVEL_PYTHON3
#define GRAVEL_PYTHON3 "python3"
#endif

static const char *const status_names[] = { "ok", "error", "timeout", "memory",
							"no-code", "protocol" };
_Static_assert(ARRAY_SIZE(status_names) == EXEC__COUNT, "a name for every status");

const char *exec_status_name(enum exec_status s)
{
	return s < EXEC__COUNT ? status_names[s] : "?";
}

int exec_status_parse(const char *s, enum exec_status *out)
{
	for (int i = 0; i < EXEC__COUNT; i++)
		if (!strcmp(s, status_names[i])) {
			*out = (enum exec_status)i;
			return 0;
		}
	return -1;
}

void exec_result_free(struct exec_result *r)
{
	free(r->value);
	free(r->error);
	free(r->traceback);
	free(r->out);
	free(r->err);
	free(r->code);
	free(r->off_spec);
	memset(r, 0, sizeof *r);
}

void exec_limits_default(struct exec_limits *l)
{
	l->timeout = 2.0;
	l->total = 60.0;
	l->memory_mb = 1024;
	l->fsize_mb = 16;
	l->nofile = 64;
	l->nproc = 64;
	l->capture = 16384;
}

/* ---- finding python3 and the harness -------------------------------------- */

#define INSTALL_HINT                                                                       \
	"install it (Debian/Ubuntu: apt-get install python3; Fedora: dnf install python3) " \
	"or name it in GRAVEL_PYTHON; the rest of gravel does not need it"

/* Executable by us, and by nobody too when we run as root (the sandbox
 * drops to nobody: a python3 under /root, such as a pyenv shim, won't do). */
static bool executable(const char *path)
{
	char *real, *slash;
	struct stat st;
	bool ok = true;

	if (access(path, X_OK) != 0)
		return false;
	if (geteuid() != 0)
		return true;
	real = realpath(path, NULL);
	if (!real)
		return false;
	if (stat(real, &st) != 0 || !(st.st_mode & S_IXOTH) || !(st.st_mode & S_IROTH))
		ok = false;
	for (slash = strrchr(real, '/'); ok && slash && slash != real; slash = strrchr(real, '/')) {
		*slash = 0;
		if (stat(real, &st) != 0 || !(st.st_mode & S_IXOTH))
			ok = false;
	}
	free(real);
	return ok;
}

static char *find_in_path(const char *name)
{
	const char *path = getenv("PATH");
	char *dup, *save = NULL, *dir, *found = NULL;

	if (strchr(name, '/'))
		return executable(name) ? xstrdup(name) : NULL;
	/* PATH decides (so PATH without python3 shows what a machine without
	 * it gets); the usual directories only when PATH is unset */
	dup = xstrdup(path && *path ? path : "/usr/local/bin:/usr/bin:/bin");
	for (dir = strtok_r(dup, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
		char *p = xasprintf("%s/%s", *dir ? dir : ".", name);
		if (executable(p))
			found = p;
		else
			free(p);
	}
	free(dup);
	return found;
}

int exec_env_init(struct exec_env *env, char **err)
{
	const char *e = getenv("GRAVEL_PYTHON");
	char *py = NULL, *src = NULL, *path;
	size_t len;

	memset(env, 0, sizeof *env);
	if (e && *e) {
		/* named: that one or none (a bare name is looked up in PATH) */
		py = find_in_path(e);
		if (!py) {
			*err = xasprintf("GRAVEL_PYTHON=%s is not an executable python3 (as root it "
					 "must be reachable by the user nobody); %s", e, INSTALL_HINT);
			return -1;
		}
	}
	if (!py)
		py = find_in_path(GRAVEL_PYTHON3);
	if (!py)
		py = find_in_path("python3");
	if (!py) {
		*err = xasprintf("python3 not found (neither %s nor in PATH): gravel exec runs "
				 "the solutions with Python 3; %s", GRAVEL_PYTHON3, INSTALL_HINT);
		return -1;
	}
	/* GRAVEL_HARNESS, else the installed harness or, for the build tree's
	 * binary, the source tree's (datadir.h) */
	e = getenv("GRAVEL_HARNESS");
	if (e && *e)
		src = read_file(e, &len);
	if (!src && (path = datadir_find("exec-harness.py", "src/bench/grapheval/exec-harness.py"))) {
		src = read_file(path, &len);
		free(path);
	}
	if (!src) {
		free(py);
		*err = xstrdup("the exec harness is missing: exec-harness.py is neither installed "
			       "nor in the source tree gravel was built from (set GRAVEL_HARNESS)");
		return -1;
	}
	env->python = py;
	env->harness = src;
	snprintf(env->netns, sizeof env->netns, "not started");
	return 0;
}

char *exec_find_executable(const char *name)
{
	return find_in_path(name);
}

void exec_env_free(struct exec_env *env)
{
	free((char *)env->python);
	free((char *)env->harness);
	free(env->bwrap);
	free(env->outer_bpf);
	free(env->inner_hex);
	memset(env, 0, sizeof *env);
}
