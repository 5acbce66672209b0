/* gen-task.c - one generated problem: a graph of the difficulty's family,
 * the task's query and constraints (balanced yes/no, path length, a
 * Hamilton path...), the gold answer from the registry's solver and the
 * question from the config's template. A problem is kept only when the
 * graph passes gen_check and the solver's answer meets the constraint. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"
#include "solve.h"
#include "template.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TASK_ATTEMPTS 100

static int *components_of(const struct graph *g)
{
	int *c = xmalloc(((size_t)g->n + 1) * sizeof *c);

	for (int i = 0; i < g->n; i++)
		c[i] = i;
	for (bool changed = true; changed;) {
		changed = false;
		for (size_t e = 0; e < g->m; e++) {
			int a = c[g->eu[e]], b = c[g->ev[e]];
			if (a != b) {
				int lo = a < b ? a : b;
				c[g->eu[e]] = c[g->ev[e]] = lo;
				changed = true;
			}
		}
	}
	return c;
}

bool gen_pick_pair(struct prng *r, const struct graph *g, int same, int *s, int *t)
{
	int *comp = same >= 0 ? components_of(g) : NULL;
	bool ok = false;

	for (int tries = 0; tries < 200 && !ok && g->n >= 2; tries++) {
		*s = (int)prng_below(r, (uint64_t)g->n);
		*t = (int)prng_below(r, (uint64_t)g->n);
		if (*s == *t)
			continue;
		ok = same < 0 || (comp[*s] == comp[*t]) == (same == 1);
	}
	free(comp);
	return ok;
}

void gen_set_query(struct problem *p, const char *k1, long v1, const char *k2, long v2)
{
	cJSON_AddNumberToObject(p->query, k1, (double)v1);
	if (k2)
		cJSON_AddNumberToObject(p->query, k2, (double)v2);
}

bool gen_query_keys(const struct gen_ctx *c, struct prng *r, struct problem *p,
		    const struct gen_graph_out *go, const struct gen_params *gp, long index,
		    struct gen_want *w)
{
	const struct graph *g = p->graph;
	int s = go->source, t = go->target;
	/* a key the generator cannot fill is left out and the solver says so */
	const char *keys = c->task->task->query_keys;

	for (struct words k = words_of(keys); words_next(&k);) {
		if (token_is(k.word, k.len, "n"))
			gen_set_query(p, "n", g->n, NULL, 0);
		else if (token_is(k.word, k.len, "source")) {
			if (s < 0 && !gen_pick_pair(r, g, -1, &s, &t))
				return false;
			gen_set_query(p, "source", s, "target", t);
		} else if (token_is(k.word, k.len, "start"))
			gen_set_query(p, "start", (long)prng_below(r, (uint64_t)(g->n ? g->n : 1)),
				      NULL, 0);
	}
	return true;
}

/* Query and constraints for the task; false when this graph cannot pose
 * the wanted question (the caller draws another). */
static bool make_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
		       const struct gen_graph_out *go, const struct gen_params *gp, long index,
		       struct gen_want *w)
{
	const struct gen_ops *ops = gen_ops_for(c->task->task->kind);

	w->bool_answer = -1;
	w->bool_key = NULL;
	w->min_path_nodes = 0;
	if (ops->query)
		return ops->query(c, r, p, go, gp, index, w);
	return gen_query_keys(c, r, p, go, gp, index, w);
}

/* Does the solver's answer meet the constraint? */
static bool answer_fits(const struct gen_want *w, const cJSON *ans)
{
	if (w->bool_answer >= 0) {
		const cJSON *b = cJSON_GetObjectItemCaseSensitive(ans, w->bool_key);
		if (!cJSON_IsBool(b) || (cJSON_IsTrue(b) ? 1 : 0) != w->bool_answer)
			return false;
	}
	if (w->min_path_nodes > 0) {
		const cJSON *path = cJSON_GetObjectItemCaseSensitive(ans, "path");
		if (!cJSON_IsArray(path) || cJSON_GetArraySize(path) < w->min_path_nodes)
			return false;
	}
	return true;
}

static struct problem *new_problem(const struct gen_ctx *c, long index, struct graph *g,
				   const struct gen_params *gp)
{
	struct problem *p = problem_new();
	const char *set = cfg_set_name(c->set);

	p->benchmark = xstrdup(c->cfg->benchmark);
	p->task_name = xstrdup(c->task->task->name);
	p->task = c->task->task;
	p->difficulty = xstrdup(c->diff->name);
	p->set = xstrdup(set);
	p->index = index;
	p->id = xasprintf("%s/%s/%s/%s/%ld", p->benchmark, c->task->name, p->difficulty, set, index);
	p->category = xasprintf("%s/%s",
				c->diff->label ? c->diff->label : gen_family_name(gp->family),
				gp->family == FAM_CHAIN || gp->family == FAM_CLIQUE
					? (gp->family == FAM_CHAIN ? "attack-chain" : "attack-clique")
					: gen_variant_name(gp->variant));
	p->graph = g;
	if (!p->query)
		p->query = cJSON_CreateObject();
	if (!p->query)
		gravel_fatal("out of memory");
	return p;
}

struct problem *gen_problem(const struct gen_ctx *c, long index, char **err)
{
	struct prng r;
	char *name = xasprintf("%s/%s/%s/%s", c->cfg->benchmark, c->task->name, c->diff->name,
			       cfg_set_name(c->set));
	const struct task *t = c->task->task;
	char *last = NULL;

	prng_derive(&r, c->seed, name, (uint64_t)index);
	free(name);
	for (int attempt = 0; attempt < TASK_ATTEMPTS; attempt++) {
		struct gen_params gp;
		struct gen_graph_out go;
		struct problem *p;
		struct gen_want w;
		cJSON *ans = NULL;
		char *e = NULL;

		gen_params_draw(&r, c->diff, t, index, &gp);
		if (gen_graph(&r, &gp, &go, err)) {
			free(last);
			return NULL;
		}
		p = new_problem(c, index, go.g, &gp);
		if (!make_query(c, &r, p, &go, &gp, index, &w)) {
			problem_free(p);
			free(last);
			last = xstrdup("no query of the wanted kind in the graph");
			continue;
		}
		if (solve_fn(t)) {
			if (solve_fn(t)(p, &ans, NULL, &e) || !ans) {
				problem_free(p);
				free(last);
				last = e ? e : xstrdup("solver failed");
				continue;
			}
			if (!answer_fits(&w, ans)) {
				cJSON_Delete(ans);
				problem_free(p);
				free(last);
				last = xstrdup("the solver's answer breaks the task's constraint");
				continue;
			}
			p->gold_answer = ans;
		} else if (!c->no_gold_ok) {
			problem_free(p);
			free(last);
			*err = xasprintf("task kind '%s' has no reference solver", t->name);
			return NULL;
		}
		if (c->task->question &&
		    !(p->question = template_render_str(c->task->question, p, &e))) {
			*err = xasprintf("%s: question template: %s", p->id, e);
			free(e);
			free(last);
			problem_free(p);
			return NULL;
		}
		if (c->task->answer && p->gold_answer &&
		    !(p->gold_text = template_render_str(c->task->answer, p, &e))) {
			*err = xasprintf("%s: answer template: %s", p->id, e);
			free(e);
			free(last);
			problem_free(p);
			return NULL;
		}
		free(last);
		return p;
	}
	*err = xasprintf("%s/%s/%s/%ld: no problem met the task's constraints after %d attempts "
			 "(last: %s)", c->cfg->benchmark, c->task->name, c->diff->name, index,
			 TASK_ATTEMPTS, last ? last : "?");
	free(last);
	return NULL;
}
