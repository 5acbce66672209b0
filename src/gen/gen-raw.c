/* gen-raw.c - write generated problems in NLGraph's raw layout:
 * DIR/NLGraph/<task>/graph/<difficulty>/<set>/graphN.txt in the task's file
 * format (../shared/README.md, gravel(1)) and DIR/NLGraph/<task>/main.json
 * for the standard set, keyed "0".."N-1" by difficulty then graph index.
 * Each task's file format is its family's raw hook (gen-ops.h). Cycle graphs are written acyclic first, as NLGraph's scripts expect;
 * connectivity files hold one connected and one unconnected query (the
 * problem's own and the first pair of the other kind), main.json one entry
 * per query. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

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

void gen_raw_edges(struct strbuf *sb, const struct graph *g, bool with_w)
{
	for (size_t e = 0; e < g->m; e++) {
		sb_printf(sb, "%d %d", g->eu[e], g->ev[e]);
		if (with_w && g->ew)
			sb_printf(sb, " %lld", (long long)g->ew[e]);
		sb_putc(sb, '\n');
	}
}

long gen_query_long(const struct problem *p, const char *k)
{
	long v = -1;
	problem_query_int(p, k, &v);
	return v;
}

long gen_answer_long(const struct problem *p, const char *k)
{
	const cJSON *it = p->gold_answer ? cJSON_GetObjectItemCaseSensitive(p->gold_answer, k) : NULL;
	return cJSON_IsNumber(it) ? (long)ll_of(it->valuedouble) : 0;
}

void gen_raw_main_add(cJSON *main, long *key, const char *q, const char *a, const char *diff)
{
	char k[32];
	cJSON *e = cJSON_CreateObject();

	snprintf(k, sizeof k, "%ld", (*key)++);
	cJSON_AddStringToObject(e, "question", q ? q : "");
	cJSON_AddStringToObject(e, "answer", a ? a : "");
	cJSON_AddStringToObject(e, "difficulty", diff);
	cJSON_AddItemToObject(main, k, e);
}

int gen_raw_plain(const struct gen_raw_out *o, struct problem *p, char **err)
{
	sb_printf(o->sb, "%d %zu\n", p->graph->n, p->graph->m);
	gen_raw_edges(o->sb, p->graph, false);
	return 0;
}

/* Render the file text of p in its task's layout (gen-ops.h), and its
 * main.json entries. Returns 0 or -1 with *err. */
static int raw_text(const struct cfg_task *ct, struct problem *p, bool attack,
		    struct strbuf *sb, cJSON *main, long *key, char **err)
{
	const struct gen_ops *ops = gen_ops_for(p->task->kind);
	struct gen_raw_out o = { ct, attack, sb, main, key };
	int rc;

	if (!ops->raw) {
		*err = xasprintf("task kind '%s' has no NLGraph raw layout", p->task->name);
		return -1;
	}
	rc = ops->raw(&o, p, err);
	if (rc < 0)
		return -1;
	if (main && rc != GEN_RAW_OWN_ENTRIES)
		gen_raw_main_add(main, key, p->question, p->gold_text, p->difficulty);
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
	if (!rc && gen_ops_for(t->task->kind)->raw_order)
		qsort(ps.v, ps.n, sizeof *ps.v, gen_ops_for(t->task->kind)->raw_order);
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
