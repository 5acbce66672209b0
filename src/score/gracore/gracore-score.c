/* gracore-score.c - GraCoRe exact-match scorers for the pure-graph tasks
 * and the ability taxonomy (see gracore-score.h; gracore-text.c reads the
 * answers). */
#include "config.h"
#include "gracore-score.h"
#include "gracore-qa.h"
#include "gracore-solve.h"
#include "compat.h"
#include "util.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- taxonomy ----------------------------------------------------------- */

/* GraCoRe's task abbreviations, in its tables' column order. */
static const struct {
	const char *abbrev;
	enum task_kind kind;
} abbrevs[] = {
	{ "NN", TASK_NODE_COUNT },	{ "AD", TASK_AVG_DEGREE },
	{ "CT", TASK_GRAPH_CONNECTIVITY }, { "MS", TASK_TRIPLETS },
	{ "TR", TASK_TREE },		{ "BR", TASK_BIPARTITE },
	{ "BFS", TASK_BFS_ORDER },	{ "NQ", TASK_NEIGHBOURS },
	{ "RQ", TASK_RELATIONSHIP },	{ "RN", TASK_RELATION_COUNT },
	{ "SE", TASK_SUBGRAPH },	{ "SP", TASK_SHORTEST_PATH },
	{ "MF", TASK_FLOW },		{ "EP", TASK_EULER },
	{ "HC", TASK_HAMILTON_CYCLE },	{ "TSP", TASK_TSP },
	{ "GC", TASK_COLORING },	{ "NC", TASK_NODE_CLASS },
	{ "LP", TASK_LINK_PRED },
};

const char *gracore_abbrev(enum task_kind k)
{
	for (size_t i = 0; i < ARRAY_SIZE(abbrevs); i++)
		if (abbrevs[i].kind == k)
			return abbrevs[i].abbrev;
	return NULL;
}

const struct task *gracore_task_named(const char *name)
{
	const struct task *t;

	for (size_t i = 0; i < ARRAY_SIZE(abbrevs); i++)
		if (!strcasecmp(abbrevs[i].abbrev, name))
			return task_by_kind(abbrevs[i].kind);
	t = task_find(name);
	return t && gracore_ability(t->kind) ? t : NULL;
}

const char *gracore_ability(enum task_kind k)
{
	switch (k) {
	case TASK_NODE_COUNT:
	case TASK_AVG_DEGREE:
		return "understanding/attribute";
	case TASK_TRIPLETS:
		return "understanding/memory";
	case TASK_GRAPH_CONNECTIVITY:
	case TASK_TREE:
	case TASK_BIPARTITE:
		return "understanding/structure";
	case TASK_RELATION_COUNT:
		return "understanding/relation";
	case TASK_NEIGHBOURS:
	case TASK_RELATIONSHIP:
		return "understanding/query";
	case TASK_BFS_ORDER:
		return "understanding/traversal";
	case TASK_SHORTEST_PATH:
		return "reasoning/traversal";
	case TASK_EULER:
	case TASK_HAMILTON_CYCLE:
		return "reasoning/decision";
	case TASK_FLOW:
	case TASK_TSP:
	case TASK_COLORING:
		return "reasoning/optimisation";
	case TASK_NODE_CLASS:
	case TASK_LINK_PRED:
		return "reasoning/semantic";
	case TASK_SUBGRAPH:
		return "reasoning/subgraph";
	default:
		return NULL;
	}
}

/* ---- common scaffolding ------------------------------------------------- */

static int need_gold(const struct score_input *in, char **err)
{
	if (in->p->gold_answer)
		return 0;
	*err = xasprintf("%s: no gold answer", in->p->id);
	return -1;
}

static double gold_num(const struct score_input *in, const char *key, bool *ok)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, key);
	*ok = cJSON_IsNumber(j);
	return *ok ? j->valuedouble : 0;
}

static int gold_bool(const struct score_input *in, const char *key)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, key);
	return cJSON_IsBool(j) ? cJSON_IsTrue(j) : -1;
}

static void result(struct score_result *out, const char *name, double v)
{
	metrics_set(&out->metrics, name, v);
}

static const char *sample_text(const struct score_input *in, char **own)
{
	size_t len;
	const char *t = gcs_sample(in, &len);

	*own = t ? xstrndup(t, len) : NULL;
	return *own;
}

static const char *count_key(enum task_kind k)
{
	return k == TASK_NODE_COUNT ? "nodes" : k == TASK_COLORING ? "colors" :
	       k == TASK_FLOW ? "value" : "count";
}

int gcs_node_count(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err)
{
	char *t;
	double v, g;
	bool ok;

	(void)st;
	if (need_gold(in, err) != 0)
		return -1;
	g = gold_num(in, count_key(in->p->task->kind), &ok);
	if (!ok) {
		*err = xasprintf("%s: gold answer has no %s", in->p->id, count_key(in->p->task->kind));
		return -1;
	}
	sample_text(in, &t);
	out->unparsed = !t || !gcs_number(t, &v);
	result(out, "exact", !out->unparsed && v == g);
	free(t);
	return 0;
}

int gcs_avg_degree(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err)
{
	char *t;
	double v, g;
	bool ok;

	(void)st;
	if (need_gold(in, err) != 0)
		return -1;
	g = gold_num(in, "value", &ok);
	if (!ok) {
		*err = xasprintf("%s: gold answer has no value", in->p->id);
		return -1;
	}
	sample_text(in, &t);
	out->unparsed = !t || !gcs_number(t, &v);
	result(out, "exact", !out->unparsed && fabs(round(v * 100) - round(g * 100)) < 0.5);
	free(t);
	return 0;
}

int gcs_yes_no(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err)
{
	static const char *const keys[] = { "connected", "tree", "bipartite", "circuit", "link" };
	char *t;
	int g = -1, v;

	(void)st;
	if (need_gold(in, err) != 0)
		return -1;
	for (size_t i = 0; i < ARRAY_SIZE(keys) && g < 0; i++)
		g = gold_bool(in, keys[i]);
	if (g < 0) {
		*err = xasprintf("%s: gold answer has no yes/no", in->p->id);
		return -1;
	}
	sample_text(in, &t);
	v = t ? gcs_read_yes_no(t) : -1;
	out->unparsed = v < 0;
	result(out, "exact", v == g);
	free(t);
	return 0;
}

/* Every integer of the answer region of t, in order (malloc'd, *n). */
static long *region_ints(const char *t, size_t *n)
{
	bool marked;
	const char *r = gcs_region(t, &marked), *end = r + strlen(r);
	long *v = xmalloc(((size_t)(end - r) + 1) * sizeof *v);

	*n = gcqa_ints(r, end, v, (size_t)(end - r) + 1);
	return v;
}

int gcs_triplets(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err)
{
	const cJSON *gt = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "triplets"), *it;
	struct gc_triplet *a, *b;
	size_t na = 0, nb = 0, nv;
	char *t;
	long *v;
	double sim;

	(void)st;
	if (need_gold(in, err) != 0)
		return -1;
	if (!cJSON_IsArray(gt)) {
		*err = xasprintf("%s: gold answer has no triplets", in->p->id);
		return -1;
	}
	b = xcalloc((size_t)cJSON_GetArraySize(gt) + 1, sizeof *b);
	cJSON_ArrayForEach(it, gt) {
		if (cJSON_GetArraySize(it) < 2)
			continue;
		b[nb].u = cJSON_GetArrayItem(it, 0)->valueint;
		b[nb].v = cJSON_GetArrayItem(it, 1)->valueint;
		b[nb].w = cJSON_GetArraySize(it) > 2 ? cJSON_GetArrayItem(it, 2)->valuedouble : 1;
		nb++;
	}
	sample_text(in, &t);
	v = region_ints(t ? t : "", &nv);
	a = xcalloc(nv / 3 + 1, sizeof *a);
	for (size_t i = 0; i + 2 < nv; i += 3) {
		a[na].u = v[i];
		a[na].v = v[i + 1];
		a[na++].w = (double)v[i + 2];
	}
	sim = gc_triplet_similarity(a, na, b, nb, in->p->graph->directed);
	out->unparsed = na == 0;
	result(out, "exact", sim >= 0.999999);
	result(out, "sim", sim);
	free(a);
	free(b);
	free(v);
	free(t);
	return 0;
}

static int *to_ints(const long *v, size_t n)
{
	int *r = xmalloc((n + 1) * sizeof *r);
	for (size_t i = 0; i < n; i++)
		r[i] = v[i] < -1 || v[i] > 1000000000L ? -1 : (int)v[i];
	return r;
}

int gcs_bfs(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	    char **err)
{
	const struct problem *p = in->p;
	const cJSON *opts = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "options") : NULL;
	const cJSON *choice = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "choice") : NULL;
	long start = 0, *v = NULL;
	size_t n = 0;
	char *t, letter = 0;
	int *seq, reach, *order;
	struct check c;

	(void)st;
	(void)err;
	problem_query_int(p, "start", &start);
	if (start < 0 || start >= p->graph->n) {
		*err = xasprintf("%s: the start node is not in the graph", p->id);
		return -1;
	}
	sample_text(in, &t);
	if (t && opts && (letter = gcs_read_letter(t))) {
		char key[2] = { letter, 0 };
		const cJSON *o = cJSON_GetObjectItemCaseSensitive(opts, key), *it;
		v = xcalloc((size_t)cJSON_GetArraySize(o) + 1, sizeof *v);
		cJSON_ArrayForEach(it, o)
			v[n++] = it->valueint;
		result(out, "choice", cJSON_IsString(choice) && choice->valuestring[0] == letter);
	} else if (t) {
		v = gcs_read_list(t, &n);
	}
	out->unparsed = !letter && !v;
	order = xmalloc(((size_t)p->graph->n + 1) * sizeof *order);
	reach = gc_bfs(p->graph, (int)start, order, NULL);
	seq = to_ints(v, n);
	result(out, "exact", v && n == (size_t)reach &&
				     gc_bfs_check(p->graph, (int)start, seq, n, &c));
	free(order);
	free(seq);
	free(v);
	free(t);
	return 0;
}

/* A node sequence from the answer: a list of pairs (edges) when it reads
 * as a chain of pairs, else the list itself. */
static int *cycle_nodes(const long *v, size_t n, size_t *len)
{
	bool pairs = n >= 4 && n % 2 == 0;

	for (size_t i = 2; pairs && i < n; i += 2)
		pairs = v[i] == v[i - 1];
	if (pairs) {
		int *r = xmalloc((n / 2 + 2) * sizeof *r);
		size_t k = 0;
		r[k++] = (int)v[0];
		for (size_t i = 1; i < n; i += 2)
			r[k++] = (int)v[i];
		*len = k;
		return r;
	}
	*len = n;
	return to_ints(v, n);
}

int gcs_hamcycle(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err)
{
	int has = -1, yn, *seq;
	char *t;
	long *v = NULL;
	size_t n = 0, len;
	struct check c;

	(void)st;
	if (need_gold(in, err) != 0)
		return -1;
	has = gold_bool(in, "has_cycle");
	sample_text(in, &t);
	if (t)
		v = gcs_read_list(t, &n);
	yn = t ? gcs_read_yes_no(t) : -1;
	out->unparsed = !v && yn < 0;
	if (has == 0) {
		result(out, "exact", yn == 0 && !v);
	} else {
		seq = v ? cycle_nodes(v, n, &len) : NULL;
		result(out, "exact", seq && gc_hamcycle_check(in->p->graph, seq, len, &c));
		free(seq);
	}
	free(v);
	free(t);
	return 0;
}

/* ---- what the scorers read, for a person (score_ops.reads) ------------ */

char *gcs_reads_number(const struct problem *p, const char *t, struct xanswer *walk)
{
	double v;

	(void)p;
	(void)walk;
	return gcs_number(t, &v) ? xasprintf("%.10g", v) : NULL;
}

char *gcs_reads_yes_no(const struct problem *p, const char *t, struct xanswer *walk)
{
	int v = gcs_read_yes_no(t);

	(void)p;
	(void)walk;
	return v < 0 ? NULL : xstrdup(v ? "yes" : "no");
}

/* The triples as gcs_triplets reads them: the answer region's integers
 * in threes. */
static char *read_triplets(const struct problem *p, const char *t, struct xanswer *walk)
{
	size_t nv;
	long *v = region_ints(t, &nv);
	struct strbuf sb;

	(void)p;
	(void)walk;
	sb_init(&sb);
	for (size_t i = 0; i + 2 < nv; i += 3)
		sb_printf(&sb, "%s(%ld,%ld,%ld)", i ? " " : "", v[i], v[i + 1], v[i + 2]);
	free(v);
	if (!sb.len) {
		sb_free(&sb);
		return NULL;
	}
	return sb_take(&sb);
}

/* The option a letter picks ("B: 0,1,7,6"), or the list stated, as
 * gcs_bfs reads them. */
static char *read_bfs(const struct problem *p, const char *t, struct xanswer *walk)
{
	const cJSON *opts = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "options") : NULL;
	char letter = opts ? gcs_read_letter(t) : 0;
	struct strbuf sb;
	long *v = NULL;
	size_t n = 0;

	(void)walk;	/* an order: its neighbours need no edge between them */
	sb_init(&sb);
	if (letter) {
		char key[2] = { letter, 0 };
		const cJSON *o = cJSON_GetObjectItemCaseSensitive(opts, key), *it;
		sb_printf(&sb, "%c:", letter);
		cJSON_ArrayForEach(it, o)
			sb_printf(&sb, "%s%d", it == o->child ? " " : ",", it->valueint);
		return sb_take(&sb);
	}
	v = gcs_read_list(t, &n);
	if (!v) {
		sb_free(&sb);
		return NULL;
	}
	gcs_put_walk(&sb, v, n, NULL);	/* an order, not a walk */
	free(v);
	return sb_take(&sb);
}

/* The cycle (an edge list read as its chain of nodes), else the yes/no,
 * as gcs_hamcycle reads them. */
static char *read_hamcycle(const struct problem *p, const char *t, struct xanswer *walk)
{
	size_t n = 0, len;
	long *v = gcs_read_list(t, &n);
	struct strbuf sb;
	int *seq;

	if (!v)
		return gcs_reads_yes_no(p, t, walk);
	seq = cycle_nodes(v, n, &len);	/* len <= n: back into v */
	for (size_t i = 0; i < len; i++)
		v[i] = seq[i];
	sb_init(&sb);
	gcs_put_walk(&sb, v, len, walk);
	free(seq);
	free(v);
	return sb_take(&sb);
}

static char *read_tour(const struct problem *p, const char *t, struct xanswer *walk)
{
	(void)p;
	return gcs_read_tour(t, walk);
}

static const gcs_read_fn read_fns[TASK__COUNT] = {
	[TASK_NODE_COUNT] = gcs_reads_number,
	[TASK_AVG_DEGREE] = gcs_reads_number,
	[TASK_GRAPH_CONNECTIVITY] = gcs_reads_yes_no,
	[TASK_TRIPLETS] = read_triplets,
	[TASK_TREE] = gcs_reads_yes_no,
	[TASK_BIPARTITE] = gcs_reads_yes_no,
	[TASK_BFS_ORDER] = read_bfs,
	[TASK_EULER] = gcs_reads_yes_no,
	[TASK_HAMILTON_CYCLE] = read_hamcycle,
	[TASK_TSP] = read_tour,
	[TASK_COLORING] = gcs_reads_number,
};

static char *gracore_reads(const struct problem *p, const char *text, size_t len,
			   struct xanswer *walk)
{
	return gcs_reads_by(read_fns, p, text, len, walk);
}

/* ---- the policies' ops of the pure-graph tasks (score-ops.h) ---------- */

/* The scorers of the pure-graph tasks; strict and compat differ on tsp and
 * coloring only. */
static const score_task_fn compat_fns[TASK__COUNT] = {
	[TASK_NODE_COUNT] = gcs_node_count,
	[TASK_AVG_DEGREE] = gcs_avg_degree,
	[TASK_GRAPH_CONNECTIVITY] = gcs_yes_no,
	[TASK_TRIPLETS] = gcs_triplets,
	[TASK_TREE] = gcs_yes_no,
	[TASK_BIPARTITE] = gcs_yes_no,
	[TASK_BFS_ORDER] = gcs_bfs,
	[TASK_EULER] = gcs_yes_no,
	[TASK_HAMILTON_CYCLE] = gcs_hamcycle,
	[TASK_TSP] = gcs_tsp,
	[TASK_COLORING] = gcs_coloring,
};

static int score_family(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err, bool strict)
{
	enum task_kind k = in->p->task->kind;
	score_task_fn fn = compat_fns[k];

	if (strict && k == TASK_TSP)
		fn = gcs_strict_tsp;
	else if (strict && k == TASK_COLORING)
		fn = gcs_strict_coloring;
	if (!fn) {
		*err = xasprintf("task %s is not a GraCoRe pure-graph task", in->p->task->name);
		return -1;
	}
	return fn(in, st, out, err);
}

static int score_strict(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	return score_family(in, st, out, err, true);
}

static int score_compat(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	return score_family(in, st, out, err, false);
}

const struct score_ops gracore_strict_ops = {
	.score = score_strict,
	.primary = "exact",
	.reads = gracore_reads,
};
const struct score_ops gracore_compat_ops = {
	.score = score_compat,
	.primary = "exact",
	.reads = gracore_reads,
};
