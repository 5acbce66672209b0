/* lc-util.c - helpers of the LeetCode solvers, output parsing, and the
 * judge that accepts any valid answer (see lc.h). */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* clang-format off */
static const struct {
	enum task_kind kind;
	enum lc_judge judge;
} judges[] = {
#define LC_JUDGE_ROW(id, dir, attr, query, judge, ...) { TASK_LC##id, LC_##judge },
	LC_TASKS(LC_JUDGE_ROW)
#undef LC_JUDGE_ROW
};
/* clang-format on */

bool lc_task_judge(enum task_kind k, enum lc_judge *out)
{
	for (size_t i = 0; i < ARRAY_SIZE(judges); i++)
		if (judges[i].kind == k) {
			*out = judges[i].judge;
			return true;
		}
	return false;
}

bool lc_is_task(enum task_kind k)
{
	enum lc_judge j;
	return lc_task_judge(k, &j);
}

long lc_qint(const struct problem *p, const char *key, long def)
{
	long v;
	return problem_query_int(p, key, &v) ? v : def;
}

int64_t *lc_qints(const struct problem *p, const char *key, size_t *n)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(p->query, key), *it;
	int64_t *v;
	size_t k = 0;

	*n = 0;
	if (!cJSON_IsArray(a))
		return NULL;
	v = xcalloc((size_t)cJSON_GetArraySize(a) + 1, sizeof *v);
	cJSON_ArrayForEach(it, a) {
		if (!cJSON_IsNumber(it)) {
			free(v);
			return NULL;
		}
		v[k++] = (int64_t)ll_of(it->valuedouble);
	}
	*n = k;
	return v;
}

static cJSON *checked(cJSON *v)
{
	if (!v)
		gravel_fatal("out of memory");
	return v;
}

int lc_answer(cJSON **answer, cJSON *v)
{
	*answer = checked(cJSON_CreateObject());
	cJSON_AddItemToObject(*answer, "output", checked(v));
	return 0;
}

int lc_answer_int(cJSON **answer, int64_t v)
{
	return lc_answer(answer, cJSON_CreateNumber((double)v));
}

int lc_answer_bool(cJSON **answer, bool v)
{
	return lc_answer(answer, cJSON_CreateBool(v));
}

cJSON *lc_int_array(const int64_t *v, size_t n)
{
	cJSON *a = checked(cJSON_CreateArray());
	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber((double)v[i])));
	return a;
}

cJSON *lc_intv_array(const int *v, size_t n)
{
	cJSON *a = checked(cJSON_CreateArray());
	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, checked(cJSON_CreateNumber(v[i])));
	return a;
}

int lc_fail(char **err, const char *fmt, ...)
{
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		*err = xvasprintf(fmt, ap);
		va_end(ap);
	}
	return -1;
}

void lc_adj_build(struct lc_adj *a, const struct graph *g, int n, enum lc_dir dir)
{
	size_t *fill;

	/* every edge keeps both ends: nodes >= n widen the lists, they are
	 * never dropped (the shape check, lc-shape.c, keeps n and the graph
	 * consistent) */
	if (n < g->n)
		n = g->n;
	a->n = n;
	a->dir = dir;
	a->off = xcalloc((size_t)n + 2, sizeof *a->off);
	a->to = xmalloc((2 * g->m + 1) * sizeof *a->to);
	a->edge = xmalloc((2 * g->m + 1) * sizeof *a->edge);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (dir != LC_IN)
			a->off[u + 1]++;
		if (dir != LC_OUT)
			a->off[v + 1]++;
	}
	for (int i = 0; i < n; i++)
		a->off[i + 1] += a->off[i];
	fill = xcalloc((size_t)n + 1, sizeof *fill);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		size_t k;
		if (dir != LC_IN) {
			k = a->off[u] + fill[u]++;
			a->to[k] = v;
			a->edge[k] = e;
		}
		if (dir != LC_OUT) {
			k = a->off[v] + fill[v]++;
			a->to[k] = u;
			a->edge[k] = e;
		}
	}
	free(fill);
}

void lc_adj_free(struct lc_adj *a)
{
	free(a->off);
	free(a->to);
	free(a->edge);
	memset(a, 0, sizeof *a);
}

void lc_dsu_init(struct lc_dsu *d, int n)
{
	d->n = n;
	d->parent = xmalloc(((size_t)n + 1) * sizeof *d->parent);
	d->size = xmalloc(((size_t)n + 1) * sizeof *d->size);
	for (int i = 0; i < n; i++) {
		d->parent[i] = i;
		d->size[i] = 1;
	}
}

int lc_dsu_find(struct lc_dsu *d, int x)
{
	while (d->parent[x] != x) {
		d->parent[x] = d->parent[d->parent[x]];
		x = d->parent[x];
	}
	return x;
}

bool lc_dsu_union(struct lc_dsu *d, int a, int b)
{
	a = lc_dsu_find(d, a);
	b = lc_dsu_find(d, b);
	if (a == b)
		return false;
	if (d->size[a] < d->size[b]) {
		int t = a;
		a = b;
		b = t;
	}
	d->parent[b] = a;
	d->size[a] += d->size[b];
	return true;
}

void lc_dsu_free(struct lc_dsu *d)
{
	free(d->parent);
	free(d->size);
}

bool lc_dsu_union_traced(struct lc_dsu *d, int a, int b, long e, int *comps,
			 struct trace *tr)
{
	int ra = lc_dsu_find(d, a), rb = lc_dsu_find(d, b);

	if (ra == rb) {
		trace_edge(tr, TR_EXAMINE, a, b, e, 0, "edge %d-%d: both in component %d", a, b,
			   ra);
		return false;
	}
	trace_edge(tr, TR_EXAMINE, a, b, e, 0, "edge %d-%d joins components %d and %d", a, b,
		   ra, rb);
	lc_dsu_union(d, a, b);
	if (comps)
		--*comps;
	if (lc_dsu_find(d, a) == ra)
		trace_edge(tr, TR_UNION, a, b, e, 0, "merge %d into %d", rb, ra);
	else
		trace_edge(tr, TR_UNION, b, a, e, 0, "merge %d into %d", ra, rb);
	if (comps)
		trace_note(tr, "%d component%s left", *comps, *comps == 1 ? "" : "s");
	return true;
}

/* ---- traced kernels ----------------------------------------------------- */

static const char *arrow(const struct lc_adj *a)
{
	return a->dir == LC_BOTH ? "-" : "->";
}

char *lc_bfs(const struct lc_adj *a, int s, int stop, int *queue, struct trace *tr)
{
	char *seen = xcalloc((size_t)a->n + 1, 1);
	int head = 0, tail = 0;
	bool found = s == stop;

	trace_set_algorithm(tr, "BFS", TRACE_QUEUE);
	seen[s] = 1;
	queue[tail++] = s;
	trace_node(tr, TR_DISCOVER, s, 0, "start at node %d", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d", s);
	while (head < tail && !found) {
		int u = queue[head++];
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d, look at its neighbours", u);
		for (size_t k = a->off[u]; k < a->off[u + 1]; k++) {
			int v = a->to[k];
			long e = (long)a->edge[k];
			if (seen[v]) {
				trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d%s%d: %d already seen",
					   u, arrow(a), v, v);
				continue;
			}
			trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d%s%d: %d is new", u, arrow(a),
				   v, v);
			seen[v] = 1;
			trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0,
				   "discover %d from %d", v, u);
			if (v == stop) {
				found = true;
				break;
			}
			queue[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "enqueue %d", v);
		}
		if (!found)
			trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
	}
	return seen;
}

int lc_kahn(const struct lc_adj *a, int *order, struct trace *tr)
{
	int n = a->n, head = 0, tail = 0;
	int *indeg = xcalloc((size_t)n + 1, sizeof *indeg);

	trace_set_algorithm(tr, "Kahn", TRACE_QUEUE);
	trace_set_value_name(tr, "indeg");
	for (size_t k = 0; k < a->off[n]; k++)
		indeg[a->to[k]]++;
	for (int v = 0; v < n; v++)
		if (indeg[v])
			trace_node(tr, TR_ASSIGN, v, indeg[v], "%d has %d predecessor%s", v,
				   indeg[v], indeg[v] == 1 ? "" : "s");
	for (int v = 0; v < n; v++)
		if (!indeg[v]) {
			order[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "%d has no predecessors: enqueue it", v);
		}
	while (head < tail) {
		int u = order[head++];
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d", u);
		trace_node(tr, TR_OUTPUT, u, head - 1, "output %d at position %d", u, head - 1);
		for (size_t k = a->off[u]; k < a->off[u + 1]; k++) {
			int v = a->to[k];
			--indeg[v];
			trace_edge(tr, TR_EXAMINE, u, v, (long)a->edge[k], 0, "edge %d->%d", u, v);
			trace_node(tr, TR_ASSIGN, v, indeg[v], "%d now waits for %d predecessor%s",
				   v, indeg[v], indeg[v] == 1 ? "" : "s");
			if (!indeg[v]) {
				order[tail++] = v;
				trace_node(tr, TR_ENQUEUE, v, 0, "%d is free: enqueue it", v);
			}
		}
		trace_node(tr, TR_SETTLE, u, 0, NULL);
	}
	free(indeg);
	return tail;
}

/* ---- equality and output parsing -------------------------------------- */

bool lc_json_equal(const cJSON *a, const cJSON *b)
{
	if (!a || !b)
		return a == b;
	if (cJSON_IsNumber(a) && cJSON_IsNumber(b))
		return a->valuedouble == b->valuedouble;
	if (cJSON_IsBool(a) && cJSON_IsBool(b))
		return cJSON_IsTrue(a) == cJSON_IsTrue(b);
	if (cJSON_IsArray(a) && cJSON_IsArray(b)) {
		const cJSON *x = a->child, *y = b->child;
		for (; x && y; x = x->next, y = y->next)
			if (!lc_json_equal(x, y))
				return false;
		return !x && !y;
	}
	return cJSON_Compare(a, b, true);
}

/* Python literal -> JSON: True/False/None, 'strings', (tuples). */
static char *pyliteral(const char *s, size_t len)
{
	struct strbuf sb;
	char q = 0;

	sb_init(&sb);
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		bool word = i == 0 || !isalnum((unsigned char)s[i - 1]);
		if (q) {
			if (c == '\\' && i + 1 < len) {
				sb_add(&sb, s + i, 2);
				i++;
				continue;
			}
			if (c == q) {
				q = 0;
				c = '"';
			} else if (c == '"') {
				sb_puts(&sb, "\\\"");
				continue;
			}
			sb_putc(&sb, c);
			continue;
		}
		if (c == '\'' || c == '"') {
			q = c;
			sb_putc(&sb, '"');
		} else if (word && len - i >= 4 && !prefixcmp(s + i, "True")) {
			sb_puts(&sb, "true");
			i += 3;
		} else if (word && len - i >= 5 && !prefixcmp(s + i, "False")) {
			sb_puts(&sb, "false");
			i += 4;
		} else if (word && len - i >= 4 && !prefixcmp(s + i, "None")) {
			sb_puts(&sb, "null");
			i += 3;
		} else if (c == '(') {
			sb_putc(&sb, '[');
		} else if (c == ')') {
			sb_putc(&sb, ']');
		} else {
			sb_putc(&sb, c);
		}
	}
	return sb_take(&sb);
}

static bool value_start(const char *s, size_t i)
{
	char c = s[i];
	if (i > 0 && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '.' || s[i - 1] == '_'))
		return false;
	return c == '[' || c == '{' || c == '-' || isdigit((unsigned char)c) ||
	       !prefixcmp(s + i, "true") || !prefixcmp(s + i, "false");
}

cJSON *lc_parse_output(const char *text, size_t len)
{
	char *py = pyliteral(text, len);
	const char *end;
	cJSON *v, *last = NULL;
	size_t n = strlen(py);

	v = cJSON_ParseWithLength(text, len);
	if (v) {
		free(py);
		return v;
	}
	v = cJSON_Parse(py);
	if (v) {
		free(py);
		return v;
	}
	for (size_t i = 0; i < n; i++) {
		if (!value_start(py, i))
			continue;
		v = cJSON_ParseWithOpts(py + i, &end, false);
		if (!v)
			continue;
		cJSON_Delete(last);
		last = v;
		i = (size_t)(end - py) - 1;
	}
	free(py);
	return last;
}

/* ---- input constraints ------------------------------------------------ */

int lc_require_tree(const struct problem *p, int n, char **err)
{
	const struct graph *g = p->graph;
	struct lc_dsu d;
	int comps = n;

	if ((long)g->m != (long)n - 1)
		return lc_fail(err, "%s: off-spec input: %zu edges on %d nodes is not a tree",
			       p->task->name, g->m, n);
	lc_dsu_init(&d, n);
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] < n && g->ev[e] < n && lc_dsu_union(&d, g->eu[e], g->ev[e]))
			comps--;
	lc_dsu_free(&d);
	if (comps != 1)
		return lc_fail(err, "%s: off-spec input: the graph is not a tree (%d components)",
			       p->task->name, comps);
	return 0;
}

int lc_require_dag(const struct problem *p, int n, char **err)
{
	struct lc_adj a;
	int *indeg, *queue, head = 0, tail = 0;

	lc_adj_build(&a, p->graph, n, LC_OUT);
	n = a.n;
	indeg = xcalloc((size_t)n + 1, sizeof *indeg);
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	for (size_t k = 0; k < a.off[n]; k++)
		indeg[a.to[k]]++;
	for (int v = 0; v < n; v++)
		if (!indeg[v])
			queue[tail++] = v;
	while (head < tail) {
		int u = queue[head++];
		for (size_t k = a.off[u]; k < a.off[u + 1]; k++)
			if (--indeg[a.to[k]] == 0)
				queue[tail++] = a.to[k];
	}
	free(indeg);
	free(queue);
	lc_adj_free(&a);
	if (tail != n)
		return lc_fail(err, "%s: off-spec input: the graph has a cycle, the problem "
				    "promises a DAG", p->task->name);
	return 0;
}
