/* state.h - what gravel remembers between runs: the last workspace and,
 * per workspace, where the explorer was (problem, run, policy).
 *
 * The file is $XDG_STATE_HOME/gravel/state.json (default
 * ~/.local/state/gravel/state.json), JSON:
 *
 *   {"last_workspace": "/home/ada/study.yaml", "author": "ada",
 *    "positions": {"/home/ada/study.yaml":
 *                   {"problem": "nlgraph/cycle/easy/standard/3",
 *                    "run": "gpt-4/cot", "policy": "strict",
 *                    "filters": {"verdict": "wrong", "task": "flow"}}}}
 *
 * "filters" holds the explorer's filters by name (the TUI reads and
 * writes its members; this module keeps the object as it is).
 *
 * It is rewritten atomically (temp file, fsync, rename), so a crash leaves
 * the old or the new file, never half of one. A missing file is an empty
 * state; a file that does not parse is reported (a warning) and replaced
 * on the next save. At most STATE_MAX_POSITIONS workspaces are kept, the
 * most recently used first.
 *
 * Ownership: a state owns its strings. */
#ifndef GRAVEL_STATE_H
#define GRAVEL_STATE_H

#include <stddef.h>
#include "diag.h"

#define STATE_MAX_POSITIONS 50

struct state_pos {
	char *workspace;	/* key: the workspace file (or its source) */
	char *problem;		/* problem id, or NULL */
	char *run;		/* run name, or NULL */
	char *policy;		/* policy name, or NULL */
	char *filters;		/* the "filters" object as JSON text, or NULL */
};

struct state {
	char *last_workspace;
	char *author;		/* the annotation author asked for once, or NULL */
	struct state_pos *v;	/* most recent first */
	size_t n, cap;
};

void state_init(struct state *st);
void state_free(struct state *st);

/* The state file's path (malloc'd), or NULL when neither XDG_STATE_HOME
 * nor HOME is set. */
char *state_path(void);

/* Read path into st (emptied first). 0 for a missing file too; a bad file
 * gives a warning in d and an empty state (still 0); EXIT_IOERR when it
 * cannot be read. */
int state_load(const char *path, struct state *st, struct diags *d);
/* Write st to path atomically, creating its directory. 0 or -1 (errno). */
int state_save(const char *path, const struct state *st);

/* The key a workspace is kept under: its absolute path when it names an
 * existing file (so positions survive a change of directory), else the
 * name as given. Malloc'd. */
char *state_key(const char *workspace);
/* The position remembered for workspace (either form of its name), or
 * NULL. */
const struct state_pos *state_position(const struct state *st, const char *workspace);
/* Remember a position (any of problem, run, policy may be NULL) and make
 * workspace the last one used. */
void state_remember(struct state *st, const char *workspace, const char *problem,
		    const char *run, const char *policy);

/* Remember the filters (a JSON object's text, NULL: none) of workspace,
 * after state_remember. */
void state_remember_filters(struct state *st, const char *workspace, const char *filters);

/* The last workspace recorded in the state file (gravel browse --last):
 * 0 with *workspace (malloc'd); or EXIT_NOINPUT / EXIT_IOERR with *why
 * (malloc'd) when there is no state file, it is damaged, or it records no
 * workspace. */
int state_last(char **workspace, char **why);

#endif
