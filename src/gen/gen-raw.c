/* gen-raw.c - write generated problems in NLGraph's raw layout:
 * DIR/NLGraph/<task>/graph/<difficulty>/<set>/graphN.txt in the task's file
 * format (../shared/README.md, gravel(1)) and DIR/NLGraph/<task>/main.json
 * for the standard set, keyed "0".."N-1" by difficulty then graph index.
 * Cycle graphs are written acyclic first, as NLGraph's scripts expect;
 * connectivity files hold one connected and one unconnected query (the
 * problem's own and the first pair of the other kind), main.json one entry
 * per query. */
#include "config.h"
#include "gen.h"
#include "problem.h"
#include "template.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int mkdirs(const char *path)
{
	char *p = xstrdup(path);

	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			if (mkdir(p, 0777) && errno != EEXIST) {
				free(p);
				return -1;
			}
			*s = '/';
		}
	if (mkdir(p, 0777) && errno != EEXIST) {
		free(p);
		return -1;
	}
	free(p);
	return 0;
}

static void put_edges(struct strbuf *sb, const struct graph *g, bool with_w)
{
	for (size_t e = 0; e < g->m; e++) {
		sb_printf(sb, "%d %d", g->eu[e], g->ev[e]);
		if (with_w && g->ew)
			sb_printf(sb, " %lld", (long long)g->ew[e]);
		sb_putc(sb, '\n');
	}
}

static long qint(const struct problem *p, const char *k)
{
	long v = -1;
	problem_query_int(p, k, &v);
	return v;
}

static long aint(const struct problem *p, const char *k)
{
	const cJSON *it = p->gold_answer ? cJSON_GetObjectItemCaseSensitive(p->gold_answer, k) : NULL;
	return cJSON_IsNumber(it) ? (long)it->valuedouble : 0;
}

/* First pair (u < v) whose connectivity differs from want_connected. */
static bool other_pair(const struct graph *g, bool connected, int *s, int *t)
{
	int *c = xmalloc(((size_t)g->n + 1) * sizeof *c);
	bool found = false;

	for (int i = 0; i < g->n; i++)
		c[i] = i;
	for (bool ch = true; ch;) {
		ch = false;
		for (size_t e = 0; e < g->m; e++) {
			int a = c[g->eu[e]], b = c[g->ev[e]], lo = a < b ? a : b;
			if (a != b) {
				c[g->eu[e]] = c[g->ev[e]] = lo;
				ch = true;
			}
		}
	}
	for (int u = 0; u < g->n && !found; u++)
		for (int v = u + 1; v < g->n && !found; v++)
			if ((c[u] == c[v]) == connected) {
				*s = u;
				*t = v;
				found = true;
			}
	free(c);
	return found;
}

static void main_add(cJSON *main, long *key, const char *q, const char *a, const char *diff)
{
	char k[32];
	cJSON *e = cJSON_CreateObject();

	snprintf(k, sizeof k, "%ld", (*key)++);
	cJSON_AddStringToObject(e, "question", q ? q : "");
	cJSON_AddStringToObject(e, "answer", a ? a : "");
	cJSON_AddStringToObject(e, "difficulty", diff);
	cJSON_AddItemToObject(main, k, e);
}

/* Render the file text of p; connectivity may add a second query (and a
 * second main.json entry). Returns 0 or -1 with *err. */
static int raw_text(const struct cfg_task *ct, struct problem *p, bool attack,
		    struct strbuf *sb, cJSON *main, long *key, char **err)
{
	const struct graph *g = p->graph;
	enum task_kind k = p->task->kind;

	switch (k) {
	case TASK_CONNECTIVITY:
		if (attack) {
			sb_printf(sb, "%d %zu\n", g->n, g->m);
			put_edges(sb, g, false);
			sb_printf(sb, "%ld %ld\n", qint(p, "source"), qint(p, "target"));
		} else {
			int s = (int)qint(p, "source"), t = (int)qint(p, "target"), os, ot;
			const cJSON *c = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "connected");
			bool conn = cJSON_IsTrue(c);
			if (!other_pair(g, !conn, &os, &ot)) {
				*err = xasprintf("%s: no %s pair to pair with the query in NLGraph's layout",
						 p->id, conn ? "unconnected" : "connected");
				return -1;
			}
			sb_printf(sb, "%d %zu 1\n", g->n, g->m);
			put_edges(sb, g, false);
			for (int pass = 0; pass < 2; pass++) {
				bool want = pass == 0;	/* connected first */
				int a = want == conn ? s : os, b = want == conn ? t : ot;
				sb_printf(sb, "%d %d\n", a, b);
				if (main) {
					struct problem *q = problem_new();
					char *qs, *as, *e = NULL;
					q->graph = p->graph;
					q->task = p->task;
					q->query = cJSON_CreateObject();
					cJSON_AddNumberToObject(q->query, "source", a);
					cJSON_AddNumberToObject(q->query, "target", b);
					q->gold_answer = cJSON_CreateObject();
					cJSON_AddBoolToObject(q->gold_answer, "connected", want);
					qs = template_render_str(ct->question, q, &e);
					free(e);
					e = NULL;
					as = ct->answer ? template_render_str(ct->answer, q, &e) : NULL;
					free(e);
					main_add(main, key, qs, as, p->difficulty);
					free(qs);
					free(as);
					q->graph = NULL;
					problem_free(q);
				}
			}
			return 0;
		}
		break;
	case TASK_CYCLE:
	case TASK_TOPOLOGY:
	case TASK_HAMILTON:
		sb_printf(sb, "%d %zu\n", g->n, g->m);
		put_edges(sb, g, false);
		break;
	case TASK_SHORTEST_PATH:
		sb_printf(sb, "%d %zu\n", g->n, g->m);
		put_edges(sb, g, true);
		sb_printf(sb, "%ld %ld\n", qint(p, "source"), qint(p, "target"));
		break;
	case TASK_FLOW:
		sb_printf(sb, "%d %zu\n", g->n, g->m);
		put_edges(sb, g, true);
		sb_printf(sb, "%ld %ld\n%ld\n", qint(p, "source"), qint(p, "target"),
			  aint(p, "value"));
		break;
	case TASK_MATCHING:
		sb_printf(sb, "%d %d %zu\n", g->parts[0], g->parts[1], g->m);
		put_edges(sb, g, false);
		sb_printf(sb, "%ld\n", aint(p, "size"));
		break;
	case TASK_GNN: {
		const cJSON *by = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "by_layer"), *l, *row, *x;
		sb_printf(sb, "%d %zu %d\n", g->n, g->m, g->feat_dim);
		put_edges(sb, g, false);
		for (int u = 0; u < g->n; u++) {
			for (int d = 0; d < g->feat_dim; d++)
				sb_printf(sb, "%lld ", (long long)g->features[(size_t)u * (size_t)g->feat_dim + (size_t)d]);
			sb_putc(sb, '\n');
		}
		cJSON_ArrayForEach(l, by) {
			cJSON_ArrayForEach(row, l) {
				cJSON_ArrayForEach(x, row)
					sb_printf(sb, "%lld ", (long long)x->valuedouble);
				sb_putc(sb, '\n');
			}
		}
		break;
	}
	default:
		*err = xasprintf("task kind '%s' has no NLGraph raw layout", p->task->name);
		return -1;
	}
	if (main)
		main_add(main, key, p->question, p->gold_text, p->difficulty);
	return 0;
}

static int write_text(const char *path, const struct strbuf *sb)
{
	if (write_file_atomic(path, sb->data, sb->len)) {
		fprintf(stderr, "gravel gen: %s: %s\n", path, strerror(errno));
		return EXIT_IOERR;
	}
	return 0;
}

static int by_cycle(const void *a, const void *b)
{
	const struct problem *x = *(struct problem *const *)a, *y = *(struct problem *const *)b;
	bool cx = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(x->gold_answer, "has_cycle"));
	bool cy = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(y->gold_answer, "has_cycle"));

	if (cx != cy)
		return cx ? 1 : -1;
	return x->index < y->index ? -1 : x->index > y->index;
}

static int raw_set(const struct taskcfg *cfg, const struct gen_opts *o, const struct cfg_task *t,
		   const struct cfg_diff *df, enum cfg_set s, long n, const char *root,
		   cJSON *main, long *key)
{
	struct problemset ps;
	char *dir = xasprintf("%s/%s/graph/%s/%s", root, t->task->nlgraph_dir, df->name,
			      s == SET_ATTACK ? "" : cfg_set_name(s));
	struct gen_ctx c = { cfg, t, df, s, o->seed, true };
	int rc = 0;

	if (s == SET_ATTACK) {	/* NLGraph: graph/attack/<clique|line>/ */
		free(dir);
		dir = xasprintf("%s/%s/graph/attack/%s", root, t->task->nlgraph_dir, df->name);
	}
	if (mkdirs(dir)) {
		fprintf(stderr, "gravel gen: %s: %s\n", dir, strerror(errno));
		free(dir);
		return EXIT_IOERR;
	}
	problemset_init(&ps);
	for (long i = 0; i < n && !rc; i++) {
		char *err = NULL;
		struct problem *p = gen_problem(&c, i, &err);
		if (!p) {
			fprintf(stderr, "gravel gen: %s: %s\n", cfg->file, err);
			free(err);
			rc = EXIT_CONFIG;
		} else {
			problemset_add(&ps, p);
		}
	}
	if (!rc && t->task->kind == TASK_CYCLE)
		qsort(ps.v, ps.n, sizeof *ps.v, by_cycle);
	for (size_t i = 0; i < ps.n && !rc; i++) {
		struct strbuf sb;
		char *err = NULL, *path;
		sb_init(&sb);
		if (raw_text(t, ps.v[i], s == SET_ATTACK, &sb, s == SET_STANDARD ? main : NULL, key,
			     &err)) {
			fprintf(stderr, "gravel gen: %s\n", err);
			free(err);
			rc = EXIT_CONFIG;
		} else {
			path = xasprintf("%s/graph%zu.txt", dir, i);
			rc = write_text(path, &sb);
			free(path);
		}
		sb_free(&sb);
	}
	problemset_free(&ps);
	free(dir);
	return rc;
}

int gen_raw(const struct taskcfg *cfg, const struct gen_opts *o)
{
	char *root = xasprintf("%s/NLGraph", o->out);
	int rc = 0;
	bool any = false;

	for (size_t ti = 0; ti < cfg->ntasks && !rc; ti++) {
		const struct cfg_task *t = &cfg->tasks[ti];
		cJSON *main = cJSON_CreateObject();
		long key = 0;
		bool wrote_std = false;

		if (o->task && strcmp(o->task, t->name))
			goto next;
		if (!t->task->nlgraph_dir) {
			fprintf(stderr, "gravel gen: task '%s' (kind %s) has no NLGraph raw layout\n",
				t->name, t->task->name);
			rc = EXIT_USAGE;
			goto next;
		}
		for (size_t di = 0; di < t->ndiffs && !rc; di++) {
			const struct cfg_diff *df = &t->diffs[di];
			if (o->difficulty && strcmp(o->difficulty, df->name))
				continue;
			any = true;
			for (int s = 0; s < SET__COUNT && !rc; s++) {
				long n = cfg_diff_count(df, (enum cfg_set)s);
				if (!(o->sets & (1u << s)) || n < 0)
					continue;
				if (o->count >= 0)
					n = o->count;
				rc = raw_set(cfg, o, t, df, (enum cfg_set)s, n, root, main, &key);
				wrote_std = wrote_std || s == SET_STANDARD;
			}
		}
		if (!rc && wrote_std) {
			char *text = cJSON_Print(main), *path;
			struct strbuf sb;
			if (!text)
				gravel_fatal("out of memory");
			sb_init(&sb);
			sb_puts(&sb, text);
			free(text);
			path = xasprintf("%s/%s/main.json", root, t->task->nlgraph_dir);
			rc = write_text(path, &sb);
			free(path);
			sb_free(&sb);
		}
next:
		cJSON_Delete(main);
	}
	free(root);
	if (!rc && !any) {
		fprintf(stderr, "gravel gen: no task or difficulty matches the selection\n");
		rc = EXIT_USAGE;
	}
	return rc;
}
