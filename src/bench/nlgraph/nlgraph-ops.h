/* nlgraph-ops.h - what NLGraph does per task: the task ops of the NLGraph
 * reader (task.h, "Task ops").
 *
 * Each NLGraph task is its own family, and each family's file holds all of
 * its NLGraph formats: the raw graph file layout, the answer wording of
 * main.json, the checks of that answer against the raw file, and the run
 * parameters its log folders record (nlgraph-connectivity.c, nlgraph-cycle.c,
 * nlgraph-topology.c, nlgraph-shortest-path.c, nlgraph-flow.c,
 * nlgraph-matching.c, nlgraph-hamilton.c, nlgraph-gnn.c), and the prompt
 * its evaluation script assembles for each of its methods (the ask hook;
 * nlgraph-ask.c puts the exemplar first). GraCoRe's and
 * GraphEval2000's families have no NLGraph format: their objects (in
 * nlgraph-ops.c) mark every hook optional. The generic readers
 * (nlgraph-raw.c, nlgraph-main.c, nlgraph-answer.c, nlgraph.c,
 * nlgraph-logs.c) call nlgraph_ops_for(kind) and never look at the kind.
 *
 * The helpers below are the generic readers' pieces that family hooks
 * share; they are for this folder only. */
#ifndef GRAVEL_NLGRAPH_OPS_H
#define GRAVEL_NLGRAPH_OPS_H

#include <stdbool.h>
#include <stdint.h>

#include "nlgraph.h"
#include "nlgraph-scan.h"
#include "task.h"

struct answer;

/* One raw graph file being read (nlgraph_parse_raw_at). */
struct nlgraph_raw {
	struct rawscan s;
	const struct task *t;
	const char *difficulty, *set;
	const struct nlgraph_pos *pos;
	struct problemset *out;
};

/* One problem being joined to its main.json entry (nlgraph_join). */
struct nlgraph_join {
	struct problem *p;
	const char *mainpath;
	long key;
	struct diags *d;
	long line, col;		/* of the entry's key in main.json */
};

enum {
	NLGRAPH_OPT_READ_RAW = 1u << 0,
	NLGRAPH_OPT_FILE_PROBLEMS = 1u << 1,
	NLGRAPH_OPT_ANSWER_FROM_TEXT = 1u << 2,
	NLGRAPH_OPT_JOIN = 1u << 3,
	NLGRAPH_OPT_RUN_PARAMS = 1u << 4,
	NLGRAPH_OPT_ASK = 1u << 5,
	NLGRAPH_OPT_ALL = (1u << 6) - 1,
};

/* One prompt being assembled as the task's evaluation script assembles it
 * in translate() (nlgraph-ask.c puts the exemplar first). */
struct nlgraph_ask {
	const struct problem *p;
	const char *method;	/* one of the family's methods */
	const struct nlgraph_ask_opts *o;
	struct strbuf *sb;	/* the prompt so far */
	const char *error;	/* set by a hook that cannot word p */
};

/* The prompting methods a task's evaluation script takes (its --prompt)
 * and its defaults. */
struct nlgraph_methods {
	const char *const *names;	/* NULL-terminated */
	/* those that put <task>/prompt/<METHOD>-prompt.txt first */
	const char *const *exemplar;
	const char *gap;	/* between the exemplar and the question */
	long max_tokens;	/* the script's --token default */
};

struct nlgraph_ops {
	/* Read the task's raw file layout from c->s into problems added to
	 * c->out; the count, or -1 after a diagnostic (no problem added). */
	long (*read_raw)(struct nlgraph_raw *c);
	/* For a task whose raw file holds several problems (ids then count
	 * problems across the files of a set): how many a file of set holds,
	 * from its header alone, or -1 when the header cannot tell. NULL: one
	 * problem per file, ids count files. */
	long (*file_problems)(const char *text, const char *set);
	/* The gold answer main.json's answer text states (DESIGN.md
	 * gold.answer), or NULL when the text does not have the task's shape. */
	cJSON *(*answer_from_text)(const char *text);
	/* Check the text's answer ans against what c->p's raw file states
	 * (warnings only). Returns ans for the generic join (the gold when the
	 * raw file states none), or NULL after taking it over. */
	cJSON *(*join)(struct nlgraph_join *c, cJSON *ans);
	/* Set the task's own run parameters on a log answer: layer and city
	 * of the run's prompt.txt namespace, run_folder its folder name. */
	void (*run_params)(struct answer *a, long layer, long city, const char *run_folder);
	/* Word c->p's graph and question for c->method after the exemplar,
	 * the method's own lines and closing suffix included. */
	void (*ask)(struct nlgraph_ask *c);
	/* the methods ask takes (NULL with ask) */
	const struct nlgraph_methods *methods;
	/* The folder of the exemplar files for c when it is not "prompt". */
	const char *(*exemplar_folder)(const struct nlgraph_ask *c);
	/* the task has the attack sets (graph/<difficulty>/attack) */
	bool attack_sets;
	/* the task's scripts never vote: SC in the namespace is ignored */
	bool no_votes;
	unsigned optional; /* NLGRAPH_OPT_* bits of the hooks left NULL */
};

const struct nlgraph_ops *nlgraph_ops_for(enum task_kind k);

/* ---- prompts (nlgraph-ask.c) ------------------------------------------ */

/* One edge as networkx's G.edges() yields it. */
struct nlgraph_nx_edge {
	int u, v;
	int64_t w;	/* the attribute of the edge's last mention in the file */
};

/* g's edges in the order networkx yields them for a graph built by
 * add_nodes_from(range(n)) and add_edge in file order: for u = 0..n-1,
 * u's neighbours in the order their edges were first added, an
 * undirected edge once (from its smaller end), repeated edges once.
 * Returns a malloc'd array of *n edges. */
struct nlgraph_nx_edge *nlgraph_nx_edges(const struct graph *g, size_t *n);
/* Append the scripts' closing suffix of method ("0-CoT", "LTM",
 * "PROGRAM"; nothing for the others). */
void nlgraph_ask_suffix(struct strbuf *sb, const char *method);
/* The query's source and target into s and t; false (c->error set) when
 * the problem has none. */
bool nlgraph_ask_st(struct nlgraph_ask *c, long *s, long *t);
/* One line per edge in networkx's order, "EDGE FROM NODE U TO NODE V with
 * ATTR W" ("an edge from node 0 to node 1 with capacity 3"), each ending
 * ",\n" but the last ".\n". */
void nlgraph_ask_attr_edges(struct nlgraph_ask *c, const char *edge, const char *from,
			    const char *node, const char *to, const char *attr);
/* Is method (string) equal to name? */
bool nlgraph_ask_is(const struct nlgraph_ask *c, const char *name);

/* ---- raw files (nlgraph-raw.c) ---------------------------------------- */

/* j, or a fatal "out of memory" when NULL. */
cJSON *nlgraph_ck(cJSON *j);
/* A new problem of c's task, set and difficulty with graph g (finished)
 * and an empty query. */
struct problem *nlgraph_raw_problem(struct nlgraph_raw *c, long index, struct graph *g);
/* Add the one problem of c's file (index c->pos->first) with graph g, and
 * query (NULL: empty) and gold (may be NULL); returns 1. */
long nlgraph_raw_one(struct nlgraph_raw *c, struct graph *g, cJSON *query, cJSON *gold);
/* A line "s t" of two nodes below n into st; 0 or -1. */
int nlgraph_raw_query(struct nlgraph_raw *c, long n, int64_t *st, const char *what, long ord,
		      long total);
/* "n m", m edges "u v", end of file: the graph, or NULL. */
struct graph *nlgraph_raw_plain(struct nlgraph_raw *c);
/* "n m", m edges "u v w", then the line "s t" into st: the graph, or NULL
 * (the caller reads the rest and the end). */
struct graph *nlgraph_raw_weighted(struct nlgraph_raw *c, int64_t *st);
/* {"source": st[0], "target": st[1]} */
cJSON *nlgraph_st_query(const int64_t *st);

/* ---- answer texts (nlgraph-answer.c) ----------------------------------- */

/* A decimal integer at *pp (after optional blanks); advances *pp. */
bool nlgraph_text_long(const char **pp, long *out);
/* "a,b,c" (blanks allowed around commas) into a new array; NULL when no
 * number is there. */
cJSON *nlgraph_text_list(const char **pp);
/* The first word "yes" or "no" (any case): 1, 0, or -1 for neither. */
int nlgraph_text_yes_no(const char *s);
/* {key: yes/no} from the first "yes" or "no", or NULL. */
cJSON *nlgraph_bool_answer(const char *key, const char *text);
/* {key: [list]} of the list after marker, or NULL. */
cJSON *nlgraph_list_answer(const char *key, const char *text, const char *marker);

/* ---- joining (nlgraph-main.c) ------------------------------------------ */

#define NLGRAPH_JWARN(c, ...) diag_warn((c)->d, (c)->mainpath, (c)->line, (c)->col, __VA_ARGS__)

/* An integer member within +-2^53. */
bool nlgraph_json_long(const cJSON *o, const char *key, long *out);
/* it is a node of g: into *out. */
bool nlgraph_json_node(const struct graph *g, const cJSON *it, int *out);
/* A path's edges exist (and, distinct, no node repeats); returns its
 * weight, or -1 with a warning. */
long nlgraph_join_walk(struct nlgraph_join *c, const cJSON *path, bool distinct);
/* Warn when the text's bool or integer key differs from the raw file's. */
void nlgraph_join_bool(struct nlgraph_join *c, const cJSON *text_ans, const char *key);
void nlgraph_join_number(struct nlgraph_join *c, const cJSON *text_ans, const char *key);

#endif
