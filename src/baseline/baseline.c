/* baseline.c - simulated runs: names, the planted-mistake log, the run
 * generator and NLGraph's RANDOM baseline (see baseline.h). The noisy
 * reasoner's texts are in baseline-noisy.c. */
#include "config.h"
#include "baseline.h"
#include "problem.h"
#include "prng.h"
#include "runs.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[BASELINE__COUNT] = { "random", "noisy-reasoner" };
static const char *const intent_names[BI__COUNT] = { "right", "partial", "wrong",
						     "unparseable" };
static const char *const mistake_names[MK__COUNT] = { "missing-edge", "invented-edge",
						      "arithmetic", "wrong-final" };

const char *baseline_name(enum baseline_kind k)
{
	return k < BASELINE__COUNT ? kind_names[k] : "?";
}

int baseline_parse(const char *s, enum baseline_kind *out)
{
	for (int i = 0; i < BASELINE__COUNT; i++)
		if (!strcmp(s, kind_names[i])) {
			*out = (enum baseline_kind)i;
			return 0;
		}
	return -1;
}

bool baseline_is_simulated(const char *run)
{
	return !strncmp(run, BASELINE_RUN_PREFIX, strlen(BASELINE_RUN_PREFIX));
}

const char *baseline_intent_name(enum baseline_intent i)
{
	return i < BI__COUNT ? intent_names[i] : "?";
}

const char *mistake_name(enum mistake_kind k)
{
	return k < MK__COUNT ? mistake_names[k] : "?";
}

void baseline_log_init(struct baseline_log *log)
{
	memset(log, 0, sizeof *log);
}

void baseline_log_free(struct baseline_log *log)
{
	for (size_t i = 0; i < log->n; i++) {
		free(log->v[i].run);
		free(log->v[i].problem);
	}
	free(log->v);
	for (size_t i = 0; i < log->ncases; i++)
		free(log->cases[i].problem);
	free(log->cases);
	memset(log, 0, sizeof *log);
}

const struct planted *baseline_log_first(const struct baseline_log *log, const char *run,
					 const char *problem, long sample)
{
	const struct planted *best = NULL;

	for (size_t i = 0; i < log->n; i++) {
		const struct planted *p = &log->v[i];
		if (p->sample == sample && !strcmp(p->problem, problem) && !strcmp(p->run, run) &&
		    (!best || p->off < best->off))
			best = p;
	}
	return best;
}

int baseline_log_intent(const struct baseline_log *log, const char *problem)
{
	for (size_t i = 0; i < log->ncases; i++)
		if (!strcmp(log->cases[i].problem, problem))
			return (int)log->cases[i].intent;
	return -1;
}

void baseline_plant(struct baseline_log *log, const char *run, const struct problem *p,
		    enum baseline_intent intent, enum mistake_kind k, size_t off, size_t end,
		    const char *fmt, ...)
{
	struct planted *pl;
	va_list ap;

	if (!log)
		return;
	xgrow(&log->v, &log->cap, log->n + 1, sizeof *log->v);
	pl = &log->v[log->n++];
	memset(pl, 0, sizeof *pl);
	pl->run = xstrdup(run);
	pl->problem = xstrdup(p->id);
	pl->intent = intent;
	pl->kind = k;
	pl->off = off;
	pl->len = end > off ? end - off : 0;
	va_start(ap, fmt);
	vsnprintf(pl->what, sizeof pl->what, fmt, ap);
	va_end(ap);
}

/* ---- the RANDOM baseline -------------------------------------------------- */

static void random_order(struct prng *r, int n, struct strbuf *sb)
{
	int *perm = xcalloc((size_t)(n > 0 ? n : 1), sizeof *perm);

	prng_permutation(r, perm, (size_t)n);
	for (int i = 0; i < n; i++)
		sb_printf(sb, "%s%d", i ? "," : "", perm[i]);
	free(perm);
}

/* A random simple walk from s that stops at t (or gives up): the random
 * baseline's "path". Returns the number of nodes written to path. */
static size_t random_walk(struct prng *r, const struct graph *g, int s, int t, int *path)
{
	unsigned char *seen = xcalloc((size_t)g->n, 1);
	size_t len = 0;
	int u = s;

	path[len++] = s;
	seen[s] = 1;
	while (u != t && len < (size_t)g->n) {
		size_t deg = graph_degree(g, u), k, tries;
		int v = -1;
		for (tries = 0; tries < deg; tries++) {
			k = g->off[u] + (size_t)prng_below(r, deg);
			if (!seen[g->nbr[k]]) {
				v = g->nbr[k];
				break;
			}
		}
		if (v < 0)
			break;
		seen[v] = 1;
		path[len++] = v;
		u = v;
	}
	free(seen);
	return len;
}

bool baseline_random_text(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	long s = 0, t = 0;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
		sb_printf(sb, "The answer is %s.", prng_below(r, 2) ? "yes" : "no");
		return true;
	case TASK_CYCLE:
		sb_puts(sb, prng_below(r, 2) ? "Yes, there is a cycle in this graph."
					     : "No, there is no cycle in this graph.");
		return true;
	case TASK_TOPOLOGY:
		sb_puts(sb, "The solution is: ");
		random_order(r, g->n, sb);
		sb_puts(sb, ".");
		return true;
	case TASK_SHORTEST_PATH: {
		int *path = xcalloc((size_t)g->n, sizeof *path);
		size_t len;
		int64_t w = 0;
		if (s < 0 || s >= g->n || t < 0 || t >= g->n) {
			free(path);
			return false;
		}
		len = random_walk(r, g, (int)s, (int)t, path);
		sb_printf(sb, "The shortest path from node %ld to node %ld is ", s, t);
		for (size_t i = 0; i < len; i++) {
			sb_printf(sb, "%s%d", i ? "," : "", path[i]);
			if (i) {
				long e = graph_find_edge(g, path[i - 1], path[i]);
				w += e >= 0 && g->ew ? g->ew[e] : 1;
			}
		}
		sb_printf(sb, " with a total weight of %lld.", (long long)w);
		free(path);
		return true;
	}
	case TASK_FLOW: {
		int64_t cap = 0;
		if (s < 0 || s >= g->n)
			return false;
		for (size_t k = g->off[s]; k < g->off[s + 1]; k++)
			cap += g->ew ? g->ew[g->nbr_edge[k]] : 1;
		sb_printf(sb, "The maximum flow from node %ld to node %ld is %llu.", s, t,
			  (unsigned long long)prng_below(r, (uint64_t)cap + 1));
		return true;
	}
	case TASK_MATCHING: {
		int n1 = g->parts[0], n = 0;
		for (int a = 0; a < n1; a++) {
			size_t deg = graph_degree(g, a);
			if (!deg || prng_below(r, 3) == 0)
				continue;
			sb_printf(sb, "applicant %d: job %d\n", a,
				  g->nbr[g->off[a] + prng_below(r, deg)] - n1);
			n++;
		}
		sb_printf(sb, "%d applicants can find the job they are interested in.", n);
		return true;
	}
	case TASK_HAMILTON:
		sb_puts(sb, "Yes. The path can be: ");
		random_order(r, g->n, sb);
		return true;
	case TASK_GNN: {
		int dim = g->feat_dim > 0 ? g->feat_dim : 2;
		sb_puts(sb, "The answer is:\n");
		for (int v = 0; v < g->n; v++) {
			sb_printf(sb, "node %d: [", v);
			for (int k = 0; k < dim; k++)
				sb_printf(sb, "%s%llu", k ? "," : "",
					  (unsigned long long)prng_below(r, 2 * (uint64_t)g->n + 1));
			sb_puts(sb, "]\n");
		}
		return true;
	}
	default:
		return false;
	}
}

/* ---- generating a run ------------------------------------------------------ */

size_t baseline_generate(enum baseline_kind k, uint64_t seed, const struct problemset *ps,
			 struct runset *rs, struct baseline_log *log)
{
	char *run = xasprintf("%s%s", BASELINE_RUN_PREFIX, baseline_name(k));
	size_t counter[TASK__COUNT] = { 0 }, added = 0;
	struct strbuf sb;
	struct prng r;

	sb_init(&sb);
	for (size_t i = 0; i < ps->n; i++) {
		const struct problem *p = ps->v[i];
		bool ok;

		if (!p->gold_answer || !p->graph || p->task->kind >= TASK_NODE_COUNT)
			continue;
		sb_reset(&sb);
		prng_derive(&r, seed, run, i);
		if (k == BASELINE_RANDOM) {
			ok = baseline_random_text(p, &r, &sb);
		} else {
			/* rotate the intents per task, from a seeded start, so every
			 * task shows each kind of answer */
			enum baseline_intent in =
				(enum baseline_intent)((counter[p->task->kind]++ + seed) % BI__COUNT);
			ok = baseline_noisy_text(p, in, &r, &sb, log, run);
			if (ok && log) {
				xgrow(&log->cases, &log->capcases, log->ncases + 1,
				      sizeof *log->cases);
				log->cases[log->ncases].problem = xstrdup(p->id);
				log->cases[log->ncases++].intent = in;
			}
		}
		if (!ok)
			continue;
		runset_add(rs, p->id, run, 0, sb.data, sb.len);
		added++;
	}
	sb_free(&sb);
	free(run);
	return added;
}
