/* exec.h - running model-written code on GraphEval2000 test cases
 * (`gravel exec`, issue 18).
 *
 * GraphEval2000 gives a model a LeetCode problem and its code framework
 * (`class Solution: def validPath(self, n, edges, source, destination)`);
 * the model writes the code, and the code is run on the test cases. Here:
 *
 *   exec-code.c  solutions in (runs-like JSONL or a <run>/lc<ID>.py tree),
 *                the code out of a model's reply (its fenced block)
 *   exec-args.c  a test case -> the LeetCode call: the method name and the
 *                positional arguments, as the code framework names them
 *   exec-run.c   the sandbox and the pool: one python3 per solution in
 *                bubblewrap, running the shipped harness (exec-harness.py),
 *                one case at a time
 *   exec-seccomp.c  the system-call filters of the sandbox
 *   exec-out.c   RUNS JSONL with the "exec" status object, read back for
 *                the TUI; the published examples (--solutions-check)
 *
 * The code is hostile, and so is everything it sends back. exec-run.c runs
 * it under bubblewrap (bwrap): new user, PID, network, IPC, UTS and mount
 * namespaces in which only the Python runtime (read-only), a fresh /proc,
 * a minimal /dev and a size-capped tmpfs as its working directory exist;
 * a seccomp filter (exec-seccomp.c) refuses new processes, sockets,
 * ptrace, mounts and the like, and a second one, installed by the harness
 * before the code runs, refuses execve. Each job has its own limits
 * (threads, address space, CPU, the tmpfs's size), so no job can make
 * another fail. Where the kernel refuses the namespaces, exec refuses to
 * run (unless asked to run unsafely, with only rlimits, a read-only root
 * where possible, the user nobody as root, and the harness's audit hook).
 * The harness gets one case's arguments at a time, never a label; gravel
 * times each case by its own clock and takes only the answer to the case it
 * asked for. Its answers are data: never print them unsanitised. */
#ifndef GRAVEL_EXEC_H
#define GRAVEL_EXEC_H

#include <stdbool.h>
#include <stddef.h>
#include <cjson/cJSON.h>
#include "diag.h"

struct problem;
struct problemset;

/* EXEC_PROTOCOL: the process sent something that is not the answer to the
 * case gravel asked for (a line out of turn, for another case, not JSON). */
enum exec_status { EXEC_OK, EXEC_ERROR, EXEC_TIMEOUT, EXEC_MEMORY, EXEC_NO_CODE,
		   EXEC_PROTOCOL, EXEC__COUNT };
const char *exec_status_name(enum exec_status s);	/* "ok", "error", ... */
/* 0 and *out set, or -1 for an unknown name. */
int exec_status_parse(const char *s, enum exec_status *out);

/* What one case's run gave. Strings are malloc'd (NULL when absent). */
struct exec_result {
	enum exec_status status;
	double ms;		/* gravel's clock: case sent to answer read */
	char *value;		/* ok: the returned value as JSON text */
	char *error;		/* one line: "ZeroDivisionError: ...", "killed after 2 s" */
	char *traceback;
	char *out;		/* what the code printed (stdout), capped */
	char *err;		/* stderr, and process output caught between cases */
	char *code;		/* RUNS: the solution's code, on the first case of
				 * each (run, task) (the E screen shows it) */
	char *off_spec;		/* the statement's constraint the input breaks
				 * ("n >= 2 (n is 0)"), NULL in spec (lc_offspec) */
};
void exec_result_free(struct exec_result *r);

/* ---- solutions (exec-code.c) ------------------------------------------ */

struct exec_solution {
	char *run;		/* run name */
	char *task;		/* "lc1971" */
	char *code;		/* the Python code; NULL when the reply has none */
	char *origin;		/* "FILE:LINE" or a path, for messages */
	long sample;		/* the reply's sample (several answers to one
				 * request, as a batch engine's choices) */
};
struct exec_solutions {
	struct exec_solution *v;
	size_t n, cap;
};
void exec_solutions_free(struct exec_solutions *s);
/* The code of a model's reply: the last ```python (or ```py, ```python3)
 * block, else the only fenced block (the last one holding "def " when there
 * are several), else the whole text. Unterminated fences run to the end.
 * Returns a malloc'd string, or NULL when nothing but white space is left
 * (or, without a fence, when the text holds no "def " or "class "). */
char *exec_extract_code(const char *text, size_t len);
/* Read SOLUTIONS: a JSONL file ({"problem": "lc1971" or
 * "grapheval2000/lc1971", "run": NAME, "text": REPLY, and optionally
 * "sample": K, as `gravel import openai-batch` writes) or a directory of
 * <run>/lc<ID>.py files. Returns 0 or an exit status with d filled
 * (FILE:LINE:COL for bad lines, which are skipped). */
int exec_solutions_read(const char *path, struct exec_solutions *s, struct diags *d);

/* ---- a test case as a LeetCode call (exec-args.c) ---------------------- */

/* The method name and parameter names of a code framework
 * ("class Solution:\n    def validPath(self, n: int, ...) -> bool:").
 * Returns 0, or -1 when it has no def. *names is malloc'd, each name too. */
int exec_framework_parse(const char *framework, char **method, char ***names, size_t *n);
void exec_names_free(char **names, size_t n);
/* The positional arguments of p's LeetCode call (a JSON array), its method
 * name in *method (malloc'd). NULL with *err (malloc'd) when p has no code
 * framework or an argument cannot be built. */
cJSON *exec_case_args(const struct problem *p, char **method, char **err);
/* v as compact JSON text (malloc'd), byte for byte what cJSON_PrintUnformatted
 * gives, but integers are written without printf (a test case's edge list
 * holds thousands). */
char *exec_json_text(const cJSON *v);

/* ---- the sandbox and the pool (exec-run.c) ----------------------------- */

struct exec_limits {
	double timeout;		/* per case, seconds (default 2) */
	double total;		/* per process, seconds (default 60) */
	long memory_mb;		/* address space (default 1024) */
	long fsize_mb;		/* largest file written (16) */
	long nofile;		/* open files (64) */
	long nproc;		/* threads of a sandbox (processes: none) (64) */
	size_t capture;		/* bytes of process output kept per case (16 KiB) */
};
void exec_limits_default(struct exec_limits *l);

/* One python3 process's work: the code, the method and one JSON line of
 * arguments per case; res[] (ncases) is filled by exec_run. */
struct exec_job {
	const char *code;	/* NULL: every case gets no-code */
	const char *method;
	char **inputs;		/* "[args...]" per case */
	size_t ncases;
	struct exec_result *res;
};

/* How the machine let gravel contain the code (reported by exec_run). */
struct exec_env {
	const char *python;	/* python3 to run */
	const char *harness;	/* the harness's source text */
	char *bwrap;		/* bubblewrap; NULL when running unsafely */
	char *outer_bpf;	/* the filter bwrap loads (exec-seccomp.c) */
	size_t outer_len;
	char *inner_hex;	/* the harness's filter, as hex */
	char netns[96];		/* "bubblewrap: ..." or the unsafe levels */
	bool unsafe;		/* --unsafe-no-sandbox */
	bool ro_root;		/* unsafe: the root was read-only but the sandbox directory */
	bool dropped;		/* ran as nobody */
	size_t restarts;	/* processes started again after a killed case */
	size_t protocol;	/* cases lost to a protocol error */
};

/* Find python3 (GRAVEL_PYTHON, then configure's, then PATH) and the harness
 * (GRAVEL_HARNESS, the installed pkgdatadir copy, then the source tree's).
 * Returns 0, or -1 with a malloc'd message saying how to install python3. */
int exec_env_init(struct exec_env *env, char **err);
void exec_env_free(struct exec_env *env);
/* name (looked up in PATH when it has no slash) if executable by us, and
 * by nobody too when we run as root; malloc'd, or NULL. */
char *exec_find_executable(const char *name);

/* Set up the sandbox: find bwrap (GRAVEL_BWRAP, then PATH), build the
 * filters, and start one empty sandbox to see that the kernel lets bwrap
 * make its namespaces and the harness seal itself. With unsafe, none of it:
 * env->unsafe is set. Returns 0, or -1 with *err (malloc'd) saying why the
 * code will not run (exec exits 78). */
int exec_sandbox_init(struct exec_env *env, const struct exec_limits *lim, bool unsafe,
		      char **err);
/* The seccomp programs (exec-seccomp.c): bwrap's and the harness's, as
 * struct sock_filter arrays (malloc'd). Returns 0, or -1 with *err. */
int exec_seccomp_build(char **outer, size_t *outer_len, char **inner, size_t *inner_len,
		       char **err);

/* Run jobs, at most `parallel` at once. progress (may be NULL) is called
 * after each case result with the cases done so far. Returns 0, or -1 with
 * *err (malloc'd) when the sandbox could not be set up at all. */
int exec_run(struct exec_env *env, const struct exec_limits *lim, struct exec_job *jobs,
	     size_t njobs, int parallel, void (*progress)(void *ctx, size_t done), void *ctx,
	     char **err);

/* ---- RUNS with exec objects, examples (exec-out.c) --------------------- */

/* One RUNS line: {"problem": ID, "run": RUN, "sample": SAMPLE, "text":
 * value or "", "exec": {"status", "ms", "stderr", "error", "traceback",
 * "stdout", "off_spec"}}. */
char *exec_run_line(const char *problem, const char *run, long sample,
		    const struct exec_result *r);
/* The exec object of a RUNS line (for the TUI): 0 and r filled, or -1 when
 * the line has none. problem, run (malloc'd) get its ids. */
int exec_run_parse(const char *line, size_t len, char **problem, char **run,
		   struct exec_result *r);

/* The published examples of task (data_examples of problem-set/<dir>/
 * <task>.jsonl under a GraphEval2000 checkout): (*inputs)[k] the JSON array
 * of positional arguments in framework order, and one problem per example
 * appended to ps (id grapheval2000/<task>/example/<k>, graph from the edge
 * list argument, gold {"output": the published output}) for lc_judge.
 * Returns the count (0 when none; *inputs then may be NULL). */
size_t exec_examples_load(const char *checkout, const char *task, char **method,
			  char ***inputs, struct problemset *ps, struct diags *d);

/* ---- gravel exec as one call (exec-solutions.c) ------------------------ */

struct exec_args {
	const char *problems;	/* problems JSONL ("-", a pipe) or a GraphEval2000 checkout */
	const char *solutions;	/* JSONL replies or a folder of RUN/lc<ID>.py */
	const char *output;	/* the runs JSONL, written atomically; NULL: stdout */
	int jobs;		/* solutions run at once */
	struct exec_limits lim;
	bool check;		/* first the published examples (problems: a checkout) */
	bool unsafe;		/* no bubblewrap: rlimits and an audit hook only */
};
/* Run every solution on each test case of its problem and write the runs;
 * messages and the summary on stderr. Returns the exit status (65 when no
 * solution matches a case, 74 I/O, 78 when the sandbox cannot start). */
int exec_solutions_run(const struct exec_args *a);

#endif
