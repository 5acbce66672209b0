/* problem.c - problems, problem sets and the problems JSONL format (the
 * fast JSONL line writer is problem-json.c). */
#include "config.h"
#include "problem.h"
#include "edge-scan.h"
#include "line-stream.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The node limit (problem.h): memory and time follow graph.nodes, which a
 * line of a few bytes can set, so it is bounded unless raised. */
static long max_nodes = PROBLEM_MAX_NODES;

void problem_set_max_nodes(long n)
{
	max_nodes = n > 0 && n <= PROBLEM_MAX_NODES_CEILING ? n : PROBLEM_MAX_NODES_CEILING;
}

long problem_max_nodes(void)
{
	return max_nodes;
}

struct problem *problem_new(void)
{
	struct problem *p = xcalloc(1, sizeof *p);
	p->index = -1;
	return p;
}

void problem_free(struct problem *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->benchmark);
	free(p->task_name);
	free(p->difficulty);
	free(p->set);
	free(p->category);
	graph_free(p->graph);
	cJSON_Delete(p->query);
	free(p->question);
	free(p->gold_text);
	cJSON_Delete(p->gold_answer);
	cJSON_Delete(p->extra);
	free(p);
}

void problemset_init(struct problemset *ps)
{
	memset(ps, 0, sizeof *ps);
}

void problemset_free(struct problemset *ps)
{
	for (size_t i = 0; i < ps->n; i++)
		problem_free(ps->v[i]);
	free(ps->v);
	free(ps->hidx);
	problemset_init(ps);
}

void problemset_add(struct problemset *ps, struct problem *p)
{
	xgrow(&ps->v, &ps->cap, ps->n + 1, sizeof *ps->v);
	ps->v[ps->n++] = p;
	/* invalidate the index; rebuilt on the next lookup */
	free(ps->hidx);
	ps->hidx = NULL;
	ps->hcap = 0;
}

static uint64_t hash_str(const char *s)
{
	uint64_t h = 1469598103934665603ULL;
	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 1099511628211ULL;
	}
	return h;
}

/* Is slot sl's problem the one of id (hash h)? */
static bool slot_is(const struct problem_slot *sl, uint64_t h, const char *id)
{
	if (sl->h != h)
		return false;
	return sl->id[0] ? !strcmp(sl->id, id) : !strcmp(sl->p->id, id);
}

static void build_index(struct problemset *ps)
{
	size_t cap = 16;

	while (cap < ps->n + ps->n / 2)
		cap *= 2;
	ps->hidx = xcalloc(cap, sizeof *ps->hidx);
	ps->hcap = cap;
	ps->dups = false;
	for (size_t i = 0; i < ps->n; i++) {
		const char *id = ps->v[i]->id;
		size_t k, len = strlen(id);
		uint64_t h = hash_str(id);
		for (k = h & (cap - 1); ps->hidx[k].p; k = (k + 1) & (cap - 1))
			if (slot_is(&ps->hidx[k], h, id))
				break;	/* keep the first of duplicate ids */
		if (ps->hidx[k].p) {
			ps->dups = true;
			continue;
		}
		ps->hidx[k].h = h;
		ps->hidx[k].p = ps->v[i];
		ps->hidx[k].at = (uint32_t)i;
		if (len && len < sizeof ps->hidx[k].id)
			memcpy(ps->hidx[k].id, id, len + 1);
	}
}

/* The index slot of id, or NULL. */
static const struct problem_slot *index_slot(const struct problemset *ps, const char *id)
{
	uint64_t h = hash_str(id);

	for (size_t k = h & (ps->hcap - 1); ps->hidx[k].p; k = (k + 1) & (ps->hcap - 1))
		if (slot_is(&ps->hidx[k], h, id))
			return &ps->hidx[k];
	return NULL;
}

struct problem *problemset_find_near(const struct problemset *ps, const char *id, size_t *next)
{
	const struct problem_slot *sl;

	if (!ps->hidx)
		return (struct problem *)problemset_lookup(ps, id);
	if (!ps->dups && *next < ps->n && !strcmp(ps->v[*next]->id, id))
		return ps->v[(*next)++];
	if (!(sl = index_slot(ps, id)))
		return NULL;
	*next = (size_t)sl->at + 1;
	return sl->p;
}

struct problem *problemset_find(struct problemset *ps, const char *id)
{
	if (!ps->n)
		return NULL;
	if (!ps->hidx)
		build_index(ps);
	return problemset_find_near(ps, id, &ps->next);
}

void problemset_index(struct problemset *ps)
{
	if (ps->n && !ps->hidx)
		build_index(ps);
}

const struct problem *problemset_lookup(const struct problemset *ps, const char *id)
{
	const struct problem_slot *sl;

	if (ps->hidx)
		return (sl = index_slot(ps, id)) ? sl->p : NULL;
	for (size_t i = 0; i < ps->n; i++)	/* no index: one pass */
		if (!strcmp(ps->v[i]->id, id))
			return ps->v[i];
	return NULL;
}

bool problem_query_int(const struct problem *p, const char *key, long *out)
{
	const cJSON *it = p->query ? cJSON_GetObjectItemCaseSensitive(p->query, key) : NULL;
	double d;

	if (!cJSON_IsNumber(it))
		return false;
	d = it->valuedouble;
	if (d != floor(d) || d < (double)LONG_MIN || d > (double)LONG_MAX)
		return false;
	*out = (long)d;
	return true;
}

/* ---- reading ---------------------------------------------------------- */

struct jctx {
	const char *file;
	long line;
	struct diags *d;
	const char *id;
	int bad;
	const char *text;	/* the line, for columns; NULL when unknown */
	size_t len;
	const struct edge_scan *scan;	/* graph.edges read by edge_scan, or NULL */
};

#define JERR(c, ...)                                                                   \
	do {                                                                           \
		(c)->bad = 1;                                                          \
		diag_error((c)->d, (c)->file, (c)->line, 0, __VA_ARGS__);              \
	} while (0)

static bool get_int(const cJSON *it, long lo, long hi, long *out)
{
	double d;
	if (!cJSON_IsNumber(it))
		return false;
	d = it->valuedouble;
	if (d != floor(d) || d < (double)lo || d > (double)hi)
		return false;
	*out = (long)d;
	return true;
}

static bool get_i64(const cJSON *it, int64_t *out)
{
	double d;
	if (!cJSON_IsNumber(it))
		return false;
	d = it->valuedouble;
	if (d != floor(d) || fabs(d) > 9007199254740992.0)
		return false;
	*out = (int64_t)d;
	return true;
}

static char *opt_string(struct jctx *c, const cJSON *obj, const char *key, bool required)
{
	const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, key);
	if (!it || cJSON_IsNull(it)) {
		if (required)
			JERR(c, "%s%smissing \"%s\"", c->id ? c->id : "", c->id ? ": " : "", key);
		return NULL;
	}
	if (!cJSON_IsString(it)) {
		JERR(c, "%s%s\"%s\" must be a string", c->id ? c->id : "", c->id ? ": " : "",
		     key);
		return NULL;
	}
	return xstrdup(it->valuestring);
}

/* The edges edge_scan read (the line's "edges" array was blanked before
 * cJSON saw it), with the same checks and messages as the cJSON path. */
static bool graph_add_scanned(struct jctx *c, struct graph *g, const struct edge_scan *sc,
			      long n, enum edge_attr attr)
{
	for (size_t i = 0; i < sc->m; i++) {
		if (sc->u[i] > n - 1 || sc->v[i] > n - 1) {
			JERR(c, "%s: graph.edges[%zu]: node out of range 0..%ld", c->id, i, n - 1);
			return false;
		}
		if (sc->arity == 3 && attr == ATTR_NONE) {
			JERR(c, "%s: graph.edges[%zu] has a third value but graph.edge_attr is not set",
			     c->id, i);
			return false;
		}
		if (sc->arity == 2 && attr != ATTR_NONE) {
			JERR(c, "%s: graph.edges[%zu] lacks its %s", c->id, i, edge_attr_name(attr));
			return false;
		}
		graph_add_edge(g, sc->u[i], sc->v[i], sc->arity == 3 ? sc->w[i] : 0);
	}
	return true;
}

/* graph.directed, graph.nodes (within the limit) and graph.edge_attr;
 * false with the error in c. */
static bool graph_head(struct jctx *c, const cJSON *gj, bool *directed, long *n,
		       enum edge_attr *attr)
{
	const cJSON *it = cJSON_GetObjectItemCaseSensitive(gj, "directed");

	if (it && !cJSON_IsBool(it)) {
		JERR(c, "%s: graph.directed must be true or false", c->id);
		return false;
	}
	*directed = cJSON_IsTrue(it);
	it = cJSON_GetObjectItemCaseSensitive(gj, "nodes");
	if (!get_int(it, 0, PROBLEM_MAX_NODES_CEILING, n)) {
		JERR(c, "%s: graph.nodes must be an integer from 0 to %ld", c->id, max_nodes);
		return false;
	}
	if (*n > max_nodes) {
		JERR(c, "%s: graph.nodes is %ld, above the limit of %ld nodes (raise it with "
			"--max-nodes or GRAVEL_MAX_NODES)", c->id, *n, max_nodes);
		return false;
	}
	it = cJSON_GetObjectItemCaseSensitive(gj, "edge_attr");
	if (it && !cJSON_IsNull(it)) {
		if (!cJSON_IsString(it) || edge_attr_parse(it->valuestring, attr) != 0) {
			JERR(c, "%s: graph.edge_attr must be \"weight\" or \"capacity\"", c->id);
			return false;
		}
	}
	return true;
}

/* graph.edges: [u, v], or [u, v, w] when the graph has an edge attribute;
 * false with the error in c. */
static bool graph_json_edges(struct jctx *c, struct graph *g, const cJSON *edges, long n,
			     enum edge_attr attr)
{
	const cJSON *e;
	long idx = 0;

	cJSON_ArrayForEach(e, edges) {
		long u, v;
		int64_t w = 0;
		int k = cJSON_GetArraySize(e);
		if (!cJSON_IsArray(e) || k < 2 || k > 3) {
			JERR(c, "%s: graph.edges[%ld] must be [u, v] or [u, v, w]", c->id, idx);
			return false;
		}
		if (!get_int(cJSON_GetArrayItem(e, 0), 0, n - 1, &u) ||
		    !get_int(cJSON_GetArrayItem(e, 1), 0, n - 1, &v)) {
			JERR(c, "%s: graph.edges[%ld]: node out of range 0..%ld", c->id, idx,
			     n - 1);
			return false;
		}
		if (k == 3 && !get_i64(cJSON_GetArrayItem(e, 2), &w)) {
			JERR(c, "%s: graph.edges[%ld]: %s must be an integer", c->id, idx,
			     attr == ATTR_CAPACITY ? "capacity" : "weight");
			return false;
		}
		if (k == 3 && attr == ATTR_NONE) {
			JERR(c, "%s: graph.edges[%ld] has a third value but graph.edge_attr is not set",
			     c->id, idx);
			return false;
		}
		if (k == 2 && attr != ATTR_NONE) {
			JERR(c, "%s: graph.edges[%ld] lacks its %s", c->id, idx,
			     edge_attr_name(attr));
			return false;
		}
		graph_add_edge(g, (int)u, (int)v, w);
		idx++;
	}
	return true;
}

/* graph.parts, a bipartite graph's [n1, n2]; false with the error in c. */
static bool graph_json_parts(struct jctx *c, struct graph *g, const cJSON *it, long n)
{
	long n1, n2;

	if (!it || cJSON_IsNull(it))
		return true;
	if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) != 2 ||
	    !get_int(cJSON_GetArrayItem(it, 0), 0, n, &n1) ||
	    !get_int(cJSON_GetArrayItem(it, 1), 0, n, &n2) || n1 + n2 != n) {
		JERR(c, "%s: graph.parts must be [n1, n2] with n1 + n2 = nodes", c->id);
		return false;
	}
	graph_set_parts(g, (int)n1, (int)n2);
	return true;
}

/* graph.features, one integer vector per node, all as long as the first;
 * false with the error in c. */
static bool graph_json_features(struct jctx *c, struct graph *g, const cJSON *it, long n)
{
	const cJSON *row;
	long i = 0;
	int dim;
	int64_t *f;

	if (!it || cJSON_IsNull(it))
		return true;
	if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) != n || n == 0 ||
	    !cJSON_IsArray(cJSON_GetArrayItem(it, 0))) {
		JERR(c, "%s: graph.features must hold one vector per node", c->id);
		return false;
	}
	dim = cJSON_GetArraySize(cJSON_GetArrayItem(it, 0));
	f = graph_alloc_features(g, dim);
	cJSON_ArrayForEach(row, it) {
		const cJSON *x;
		int j = 0;
		if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != dim) {
			JERR(c, "%s: graph.features[%ld] must have %d values", c->id, i, dim);
			return false;
		}
		cJSON_ArrayForEach(x, row) {
			if (!get_i64(x, &f[i * dim + j])) {
				JERR(c, "%s: graph.features[%ld][%d] must be an integer", c->id, i,
				     j);
				return false;
			}
			j++;
		}
		i++;
	}
	return true;
}

static struct graph *graph_from_json(struct jctx *c, const cJSON *gj)
{
	const cJSON *edges;
	long n;
	bool directed = false;
	enum edge_attr attr = ATTR_NONE;
	struct graph *g;

	if (!cJSON_IsObject(gj)) {
		JERR(c, "%s: \"graph\" must be an object", c->id);
		return NULL;
	}
	if (!graph_head(c, gj, &directed, &n, &attr))
		return NULL;
	edges = cJSON_GetObjectItemCaseSensitive(gj, "edges");
	if (edges && !cJSON_IsArray(edges)) {
		JERR(c, "%s: graph.edges must be an array", c->id);
		return NULL;
	}
	g = graph_new((int)n, directed, attr);
	if ((c->scan && !graph_add_scanned(c, g, c->scan, n, attr)) ||
	    !graph_json_edges(c, g, edges, n, attr) ||
	    !graph_json_parts(c, g, cJSON_GetObjectItemCaseSensitive(gj, "parts"), n) ||
	    !graph_json_features(c, g, cJSON_GetObjectItemCaseSensitive(gj, "features"), n)) {
		graph_free(g);
		return NULL;
	}
	graph_finish(g);
	return g;
}

static long id_index(const char *id)
{
	const char *s = strrchr(id, '/');
	long v;
	if (!s || parse_long(s + 1, &v) != 0 || v < 0)
		return -1;
	return v;
}

/* Column (1-based) of the value at path "a.b" in a problem's JSON line:
 * after the key "a", the key "b" (a key is a quoted name followed by a
 * colon, which text inside JSON strings cannot be). 0 when not found. */
static long path_col(const char *text, size_t len, const char *path)
{
	size_t pos = 0;

	if (!text || !path)
		return 0;
	while (*path) {
		size_t kl = strcspn(path, "."), i;
		bool found = false;
		for (i = pos; i + kl + 2 <= len && !found; i++) {
			size_t j = i + kl + 2;
			if (text[i] != '"' || memcmp(text + i + 1, path, kl) || text[i + kl + 1] != '"')
				continue;
			while (j < len && (text[j] == ' ' || text[j] == '\t'))
				j++;
			if (j < len && text[j] == ':') {
				for (j++; j < len && (text[j] == ' ' || text[j] == '\t'); j++)
					;
				pos = j;
				found = true;
			}
		}
		if (!found)
			return 0;
		path += kl + (path[kl] == '.');
	}
	return (long)pos + 1;
}

static struct problem *from_json(const cJSON *obj, const char *file, long line,
				 const char *text, size_t len, const struct edge_scan *scan,
				 struct diags *d)
{
	struct jctx c = { file, line, d, NULL, 0, text, len, scan };
	struct problem *p;
	const cJSON *it, *gold;

	if (!cJSON_IsObject(obj)) {
		JERR(&c, "a problem must be a JSON object");
		return NULL;
	}
	p = problem_new();
	p->id = opt_string(&c, obj, "id", true);
	if (!p->id)
		goto fail;
	c.id = p->id;
	p->index = id_index(p->id);
	p->benchmark = opt_string(&c, obj, "benchmark", true);
	p->task_name = opt_string(&c, obj, "task", true);
	p->difficulty = opt_string(&c, obj, "difficulty", false);
	p->set = opt_string(&c, obj, "set", false);
	p->category = opt_string(&c, obj, "category", false);
	p->question = opt_string(&c, obj, "question", false);
	if (c.bad)
		goto fail;
	p->task = task_find(p->task_name);
	if (!p->task) {
		JERR(&c, "%s: unknown task \"%s\"", p->id, p->task_name);
		goto fail;
	}
	p->graph = graph_from_json(&c, cJSON_GetObjectItemCaseSensitive(obj, "graph"));
	if (!p->graph)
		goto fail;
	it = cJSON_GetObjectItemCaseSensitive(obj, "query");
	if (it && !cJSON_IsNull(it) && !cJSON_IsObject(it)) {
		JERR(&c, "%s: \"query\" must be an object", p->id);
		goto fail;
	}
	p->query = it && cJSON_IsObject(it) ? cJSON_Duplicate(it, 1) : cJSON_CreateObject();
	if (!p->query)
		gravel_fatal("out of memory");
	{
		/* query nodes must exist */
		static const char *const node_keys[] = { "source", "target", "start" };
		for (size_t k = 0; k < ARRAY_SIZE(node_keys); k++) {
			const cJSON *q = cJSON_GetObjectItemCaseSensitive(p->query, node_keys[k]);
			long v;
			if (q && !get_int(q, 0, (long)p->graph->n - 1, &v)) {
				JERR(&c, "%s: query.%s must be a node from 0 to %d", p->id,
				     node_keys[k], p->graph->n - 1);
				goto fail;
			}
		}
	}
	if (p->task->check) {
		/* the task's shape (task.h), once, so no solver sees a bad one */
		char *why = NULL;
		const char *where = NULL;
		if (p->task->check(p, &why, &where) != 0) {
			c.bad = 1;
			diag_error(d, file, line, path_col(text, len, where), "%s: %s", p->id,
				   why ? why : "bad shape");
			free(why);
			goto fail;
		}
	}
	gold = cJSON_GetObjectItemCaseSensitive(obj, "gold");
	if (gold && !cJSON_IsNull(gold)) {
		if (!cJSON_IsObject(gold)) {
			JERR(&c, "%s: \"gold\" must be an object", p->id);
			goto fail;
		}
		p->gold_text = opt_string(&c, gold, "text", false);
		it = cJSON_GetObjectItemCaseSensitive(gold, "answer");
		if (it && !cJSON_IsNull(it)) {
			if (!cJSON_IsObject(it)) {
				JERR(&c, "%s: gold.answer must be an object", p->id);
				goto fail;
			}
			p->gold_answer = cJSON_Duplicate(it, 1);
			if (!p->gold_answer)
				gravel_fatal("out of memory");
		}
		if (c.bad)
			goto fail;
	}
	it = cJSON_GetObjectItemCaseSensitive(obj, "extra");
	if (cJSON_IsObject(it)) {
		p->extra = cJSON_Duplicate(it, 1);
		if (!p->extra)
			gravel_fatal("out of memory");
	}
	return p;
fail:
	problem_free(p);
	return NULL;
}

struct problem *problem_from_json(const cJSON *obj, const char *file, long line,
				  struct diags *d)
{
	return from_json(obj, file, line, NULL, 0, NULL, d);
}

/* ---- writing ---------------------------------------------------------- */

static cJSON *checked(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory");
	return j;
}

static void add_str(cJSON *o, const char *k, const char *v)
{
	if (v)
		checked(cJSON_AddStringToObject(o, k, v));
}

static cJSON *graph_to_json(const struct graph *g)
{
	cJSON *gj = checked(cJSON_CreateObject());
	cJSON *edges;

	checked(cJSON_AddBoolToObject(gj, "directed", g->directed));
	checked(cJSON_AddNumberToObject(gj, "nodes", g->n));
	edges = checked(cJSON_AddArrayToObject(gj, "edges"));
	for (size_t e = 0; e < g->m; e++) {
		cJSON *a = checked(cJSON_CreateArray());
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber(g->eu[e])));
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber(g->ev[e])));
		if (g->attr != ATTR_NONE)
			cJSON_AddItemToArray(a, checked(cJSON_CreateNumber((double)g->ew[e])));
		cJSON_AddItemToArray(edges, a);
	}
	if (g->attr != ATTR_NONE)
		add_str(gj, "edge_attr", edge_attr_name(g->attr));
	if (g->bipartite) {
		cJSON *a = checked(cJSON_AddArrayToObject(gj, "parts"));
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber(g->parts[0])));
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber(g->parts[1])));
	}
	if (g->features) {
		cJSON *a = checked(cJSON_AddArrayToObject(gj, "features"));
		for (int i = 0; i < g->n; i++) {
			cJSON *row = checked(cJSON_CreateArray());
			for (int j = 0; j < g->feat_dim; j++)
				cJSON_AddItemToArray(row,
					checked(cJSON_CreateNumber(
						(double)g->features[(size_t)i * g->feat_dim + j])));
			cJSON_AddItemToArray(a, row);
		}
	}
	return gj;
}

cJSON *problem_to_json(const struct problem *p)
{
	cJSON *o = checked(cJSON_CreateObject());

	add_str(o, "id", p->id);
	add_str(o, "benchmark", p->benchmark);
	add_str(o, "task", p->task_name);
	add_str(o, "difficulty", p->difficulty);
	add_str(o, "set", p->set);
	add_str(o, "category", p->category);
	cJSON_AddItemToObject(o, "graph", graph_to_json(p->graph));
	cJSON_AddItemToObject(o, "query",
			      checked(p->query ? cJSON_Duplicate(p->query, 1) : cJSON_CreateObject()));
	add_str(o, "question", p->question);
	if (p->gold_text || p->gold_answer) {
		cJSON *g = checked(cJSON_AddObjectToObject(o, "gold"));
		add_str(g, "text", p->gold_text);
		if (p->gold_answer)
			cJSON_AddItemToObject(g, "answer", checked(cJSON_Duplicate(p->gold_answer, 1)));
	}
	if (p->extra)
		cJSON_AddItemToObject(o, "extra", checked(cJSON_Duplicate(p->extra, 1)));
	return o;
}

/* ---- JSONL ------------------------------------------------------------ */

/* One line of problems JSON Lines, s[0..n) (line number line): its problem,
 * or NULL when the line is blank or bad (then with an error in d). */
static struct problem *parse_line(const char *name, const char *s, size_t n, long line,
				  struct diags *d)
{
	const char *end = NULL;
	struct edge_scan scan = { 0 };
	struct problem *p;
	cJSON *obj;
	size_t k, from;

	for (k = 0; k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r'); k++)
		;
	if (k == n)
		return NULL;
	{
		/* JSON has no raw NUL: cJSON would cut a string there */
		const char *nul = memchr(s, '\0', n);
		if (nul) {
			diag_error(d, name, line, (long)(nul - s) + 1,
				   "a NUL byte, which JSON does not allow");
			return NULL;
		}
	}
	/* a graph's edges are read as integers, and cJSON sees the line
	 * with that array emptied ("[]": a position past it is cut bytes
	 * further on in the line as written) */
	if (n >= EDGE_SCAN_MIN_LINE && edge_scan(s, n, &scan)) {
		size_t cut = scan.end - scan.start - 2, len = n - cut;
		char *copy = xmalloc(len);
		memcpy(copy, s, scan.start + 1);
		memcpy(copy + scan.start + 1, s + scan.end - 1, n - (scan.end - 1));
		obj = cJSON_ParseWithLengthOpts(copy, len, &end, 0);
		if (end)
			end = s + (end - copy) + ((size_t)(end - copy) > scan.start ? cut : 0);
		free(copy);
	} else {
		obj = cJSON_ParseWithLengthOpts(s, n, &end, 0);
	}
	if (!obj) {
		long col = end && end >= s ? (long)(end - s) + 1 : 1;
		if (!end)
			col = (long)n + 1;
		diag_error(d, name, line, col, "invalid JSON");
		edge_scan_free(&scan);
		return NULL;
	}
	from = d->n;
	p = from_json(obj, name, line, s, n, scan.u ? &scan : NULL, d);
	diag_record_positions(d, from, name, line, s, n);
	edge_scan_free(&scan);
	cJSON_Delete(obj);
	return p;
}

/* What a file whose first line is no problem looks like, or NULL when that
 * line could be one: a line of another of gravel's JSON Lines (scores,
 * runs), or text that is not JSON at all, said once before the line's own
 * errors, which repeat on every line of such a file. */
static const char *foreign_kind(const char *buf, size_t len)
{
	size_t k = 0, n;
	const char *nl, *kind = NULL;
	cJSON *obj;

	while (k < len && strchr(" \t\r\n", buf[k]))
		k++;
	if (k == len)
		return NULL;
	nl = memchr(buf + k, '\n', len - k);
	n = nl ? (size_t)(nl - (buf + k)) : len - k;
	if (buf[k] == '#')
		return "a Markdown or text file, not JSON Lines";
	if (buf[k] != '{') {
		size_t i = k;
		while (i < k + n && (isalnum((unsigned char)buf[i]) || buf[i] == '_' || buf[i] == '-'))
			i++;
		if ((n >= 3 && !memcmp(buf + k, "---", 3)) || (i > k && i < k + n && buf[i] == ':'))
			return "a YAML file (a workspace or a configuration?), not JSON Lines";
		/* JSON that is not an object: the line's own message says so */
		obj = cJSON_ParseWithLength(buf + k, n);
		kind = obj ? NULL : "a text file, not JSON Lines";
		cJSON_Delete(obj);
		return kind;
	}
	obj = cJSON_ParseWithLength(buf + k, n);
	if (!cJSON_IsObject(obj) || cJSON_GetObjectItemCaseSensitive(obj, "id")) {
		cJSON_Delete(obj);
		return NULL;
	}
	if (cJSON_GetObjectItemCaseSensitive(obj, "run") &&
	    cJSON_GetObjectItemCaseSensitive(obj, "problem")) {
		if (cJSON_GetObjectItemCaseSensitive(obj, "policy") ||
		    cJSON_GetObjectItemCaseSensitive(obj, "metrics"))
			kind = "a scores file (gravel score --items), not problems";
		else
			kind = "a runs file (the models' answers): give it after the problems";
	}
	cJSON_Delete(obj);
	return kind;
}

int problems_parse_jsonl(const char *name, const char *buf, size_t len, struct problemset *ps,
			 struct diags *d)
{
	size_t pos = 0;
	long line = 0;
	size_t before = d->errors;
	const char *kind = foreign_kind(buf, len);

	if (kind)
		diag_error(d, name, 0, 0, "no problems: this looks like %s", kind);

	while (pos < len) {
		const char *s = buf + pos;
		const char *nl = memchr(s, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - s) : len - pos;
		struct problem *p;

		line++;
		pos += n + (nl ? 1 : 0);
		p = parse_line(name, s, n, line, d);
		if (p)
			problemset_add(ps, p);
	}
	return d->errors > before ? EXIT_DATAERR : 0;
}

int problems_stream_jsonl(const char *path, int (*each)(struct problem *p, void *ctx),
			  void *ctx, struct diags *d, FILE *diag_fp)
{
	struct line_stream ls;
	const char *s;
	size_t n, before = d->errors;
	int rc = 0, r;

	if (line_stream_open(&ls, path, DIAG_MAX_JSONL_LINE, '{') != 0) {
		int e = errno;
		diag_error(d, path, 0, 0, "cannot read: %s", strerror(e));
		return e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	while ((r = line_stream_next(&ls, d, &s, &n, &rc)) > 0) {
		struct problem *p = parse_line(ls.name, s, n, ls.line, d);
		if (diag_fp)
			diags_flush(d, diag_fp);
		if (p && each(p, ctx) != 0)
			break;
	}
	if (diag_fp)
		diags_flush(d, diag_fp);
	line_stream_close(&ls);
	if (rc)
		return rc;
	return d->errors > before ? EXIT_DATAERR : 0;
}

int problems_read_jsonl(const char *path, struct problemset *ps, struct diags *d)
{
	size_t len;
	int rc = 0;
	char *buf = diag_read_text(d, path, NULL, DIAG_MAX_JSONL_LINE, '{', &len, &rc);

	if (!buf)
		return rc;
	rc = problems_parse_jsonl(diag_input_name(path), buf, len, ps, d);
	free(buf);
	return rc;
}

int problems_write_file(const struct problemset *ps, const char *path)
{
	struct output out;

	if (output_open(&out, path) != 0)
		return -1;
	if (problems_write_jsonl(out.fp, ps) != 0) {
		int e = errno;
		output_abort(&out);
		errno = e;
		return -1;
	}
	return output_commit(&out);
}
