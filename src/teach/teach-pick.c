/* teach-pick.c - the lesson table (each task family's lessons, in task
 * order) and the lesson's graph (teach.h): by
 * default `gravel teach` picks, among the seed's graphs, one where the
 * idea being taught happens (an improving relaxation, a reverse edge in an
 * augmenting path, a backtrack...), and says which property it asked for;
 * --plain takes the seed's first graph. Generated lessons have their own
 * ids (teach/...), never a benchmark's. */
#include "config.h"
#include "teach.h"
#include "teach-ops.h"
#include "gen.h"
#include "problem.h"
#include "solve.h"
#include "taskcfg.h"

#include <stdlib.h>
#include <string.h>

/* The family of kind k, when k is its first kind (its lessons are listed
 * there), else NULL. */
static const struct teach_ops *family_at(size_t k)
{
	const struct teach_ops *ops = teach_ops_for((enum task_kind)k);

	for (size_t j = 0; j < k; j++)
		if (teach_ops_for((enum task_kind)j) == ops)
			return NULL;
	return ops;
}

size_t teach_lesson_count(void)
{
	size_t n = 0;

	for (size_t k = 0; k < TASK__COUNT; k++) {
		const struct teach_ops *ops = family_at(k);
		n += ops ? ops->nlessons : 0;
	}
	return n;
}

const struct teach_lesson *teach_lesson_at(size_t i)
{
	for (size_t k = 0; k < TASK__COUNT; k++) {
		const struct teach_ops *ops = family_at(k);
		if (!ops)
			continue;
		if (i < ops->nlessons)
			return &ops->lessons[i];
		i -= ops->nlessons;
	}
	return NULL;
}

const struct teach_lesson *teach_lesson_find(const char *task)
{
	const struct teach_lesson *l;

	for (size_t i = 0; task && (l = teach_lesson_at(i)); i++)
		if (!strcmp(l->task, task))
			return l;
	return NULL;
}

bool teach_shows(const struct teach_lesson *l, const struct problem *p, struct trace *tr)
{
	const struct teach_ops *ops;

	if (!l || !l->shows)
		return true;
	ops = teach_ops_for(p->task->kind);
	return ops->shows ? ops->shows(p, tr) : true;
}

const char *teach_picked_for(const struct problem *p)
{
	const cJSON *l = p && p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "lesson")
				       : NULL;

	return cJSON_IsString(l) ? l->valuestring : NULL;
}

const char *teach_wanted(const struct problem *p)
{
	const cJSON *w = p && p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "wanted")
				       : NULL;

	return cJSON_IsString(w) ? w->valuestring : NULL;
}

/* config/tasks/nlgraph.yaml and gracore.yaml, embedded (demo.c) */
extern const char gravel_task_nlgraph[];
extern const size_t gravel_task_nlgraph_len;
extern const char gravel_task_gracore[];
extern const size_t gravel_task_gracore_len;

/* The built-in config that defines task: NLGraph's, else GraCoRe's. */
static int lesson_config(const char *task, struct taskcfg *cfg)
{
	struct diags d;
	int r;

	diags_init(&d);
	r = taskcfg_parse("<built-in nlgraph.yaml>", gravel_task_nlgraph, gravel_task_nlgraph_len,
			  cfg, &d);
	diags_free(&d);
	if (r != 0 || taskcfg_find_task(cfg, task))
		return r;
	taskcfg_free(cfg);
	diags_init(&d);
	r = taskcfg_parse("<built-in gracore.yaml>", gravel_task_gracore, gravel_task_gracore_len,
			  cfg, &d);
	diags_free(&d);
	return r;
}

static bool lesson_happens(const struct teach_lesson *l, const struct problem *p)
{
	struct trace *tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	cJSON *ans = NULL;
	char *err = NULL;
	bool yes = false;

	if (solve_problem(p, &ans, tr, &err) == 0)
		yes = teach_shows(l, p, tr);
	free(err);
	cJSON_Delete(ans);
	trace_free(tr);
	return yes;
}

static void lesson_id(struct problem *p, const char *task, int n, uint64_t seed, bool plain)
{
	free(p->id);
	p->id = xasprintf("teach/%s/%d-nodes/seed-%llu%s", task, n, (unsigned long long)seed,
			  plain ? "/plain" : "");
	free(p->benchmark);
	p->benchmark = xstrdup("teach");
	free(p->set);
	p->set = xstrdup(plain ? "plain" : "picked");
}

struct problem *teach_make_problem(const char *task, int n, uint64_t seed, bool plain,
				   char **err)
{
	struct taskcfg cfg;
	const struct cfg_task *ct;
	const struct teach_lesson *l = teach_lesson_find(task);
	struct cfg_diff df;
	struct problem *p = NULL;

	if (lesson_config(task ? task : "", &cfg) != 0) {
		*err = xstrdup("the built-in task config does not load");
		taskcfg_free(&cfg);
		return NULL;
	}
	ct = taskcfg_find_task(&cfg, task);
	if (!l || !ct || !teach_task_taught(ct->task) || !ct->ndiffs) {
		struct strbuf sb;
		sb_init(&sb);
		for (size_t i = 0; i < teach_lesson_count(); i++)
			sb_printf(&sb, "%s%s", i ? ", " : "", teach_lesson_at(i)->task);
		*err = xasprintf("cannot teach task '%s' (%s)", task, sb.data);
		sb_free(&sb);
		taskcfg_free(&cfg);
		return NULL;
	}
	if (n < TEACH_MIN_NODES || n > TEACH_MAX_NODES) {
		*err = xasprintf("a lesson wants %d to %d nodes, not %d", TEACH_MIN_NODES,
				 TEACH_MAX_NODES, n);
		taskcfg_free(&cfg);
		return NULL;
	}
	/* the task's first (easiest) difficulty, at exactly n nodes */
	cfg_diff_copy(&df, &ct->diffs[0]);
	df.nodes.lo = df.nodes.hi = n;
	df.per_size = 0;
	if (df.path_length.given && df.path_length.hi > n) {
		df.path_length.hi = n;
		if (df.path_length.lo > n)
			df.path_length.lo = n;
	}
	/* the family may adjust the graph: yes/no tasks balance their
	 * answers by index, so the seed picks a graph with a cycle or
	 * without; GraCoRe's bipartite lesson draws from G(n, p) */
	{
		const struct teach_ops *ops = teach_ops_for(ct->task->kind);
		long index = 0;
		if (ops->pick)
			ops->pick(ct->task, &df, seed, plain, &index);
		int tries = plain || !l->shows ? 1 : TEACH_PICK_TRIES;
		bool found = false;
		for (int k = 0; k < tries && !found; k++) {
			/* try 0 is the plain graph; then seeds derived from it */
			struct gen_ctx c = { &cfg, ct, &df, SET_STANDARD,
					     seed + (uint64_t)k * 1000003u, false };
			struct problem *q = gen_problem(&c, index, err);
			if (!q)
				break;
			found = tries == 1 || lesson_happens(l, q);
			if (found || !p) {	/* else keep the first, if none shows it */
				problem_free(p);
				p = q;
			} else {
				problem_free(q);
			}
		}
		if (p && !plain && l->shows) {
			cJSON_Delete(p->extra);
			p->extra = cJSON_CreateObject();
			if (found) {
				cJSON_AddStringToObject(p->extra, "lesson", l->shows);
			} else {
				cJSON_AddNullToObject(p->extra, "lesson");
				cJSON_AddStringToObject(p->extra, "wanted", l->shows);
			}
		}
	}
	if (p) {
		free(*err);
		*err = NULL;
		lesson_id(p, task, n, seed, plain);
	}
	cfg_diff_free(&df);
	taskcfg_free(&cfg);
	return p;
}
