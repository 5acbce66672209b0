/* exec-args.c - a GraphEval2000 test case as a LeetCode call (exec.h).
 *
 * The code framework names the parameters; each gets, in this order:
 *   - the size (n, numCourses, numNodes): query "n", else the node count;
 *   - lc1971's source and destination: query "source" and "target" (the
 *     importer's 0 and n-1, grapheval-import.h);
 *   - a query key of the same name (vals: "values");
 *   - else the graph input, rebuilt from the problem's edges in the form the
 *     task's files use (grapheval-case.h ge_task_form): an edge list [u, v]
 *     or [u, v, w]; adjacency lists (i -> graph[i][j]); a functional array
 *     (edges[i], -1 for none); a parent array (parent[0] = -1); lc2328's
 *     grid (the file's value grid, or for the files that give increasing
 *     steps, the grid of longest-step depths, whose steps are exactly the
 *     given ones - checked here). */
#include "config.h"
#include "exec.h"
#include "grapheval-case.h"
#include "problem.h"
#include "util.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

void exec_names_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

int exec_framework_parse(const char *fw, char **method, char ***names, size_t *n)
{
	const char *d = fw ? strstr(fw, "def ") : NULL, *p, *q;
	size_t cap = 0;
	int depth = 0;

	*names = NULL;
	*n = 0;
	*method = NULL;
	if (!d)
		return -1;
	d += 4;
	while (*d == ' ')
		d++;
	for (p = d; isalnum((unsigned char)*p) || *p == '_'; p++)
		;
	if (p == d || *p != '(')
		return -1;
	*method = xstrndup(d, (size_t)(p - d));
	p++;
	/* parameters: split at depth-0 commas up to the closing ')'; a name is
	 * the identifier before ':' or '=' */
	for (q = p;; q++) {
		if (*q == '[' || *q == '(')
			depth++;
		else if ((*q == ']' || *q == ')') && depth > 0)
			depth--;
		else if (!*q || (depth == 0 && (*q == ',' || *q == ')'))) {
			const char *a = p, *e;
			while (a < q && isspace((unsigned char)*a))
				a++;
			for (e = a; e < q && (isalnum((unsigned char)*e) || *e == '_'); e++)
				;
			if (e > a && !token_is(a, (size_t)(e - a), "self")) {
				xgrow(names, &cap, *n + 1, sizeof **names);
				(*names)[(*n)++] = xstrndup(a, (size_t)(e - a));
			}
			p = q + 1;
			if (*q != ',')
				break;
		}
	}
	return 0;
}

static cJSON *num(double v)
{
	cJSON *x = cJSON_CreateNumber(v);
	if (!x)
		gravel_fatal("out of memory");
	return x;
}

static cJSON *arr(void)
{
	cJSON *x = cJSON_CreateArray();
	if (!x)
		gravel_fatal("out of memory");
	return x;
}

/* lc2328 from its increasing steps: grid[r][c] = the longest chain of steps
 * ending at the cell. NULL when the grid's own steps differ from the edges. */
static cJSON *grid_of_steps(const struct graph *g, long rows, long cols)
{
	int n = g->n;
	long *depth, *indeg, *queue;
	size_t qh = 0, qt = 0, steps = 0;
	cJSON *grid = NULL;

	if (rows <= 0 || cols <= 0 || rows * cols != n)
		return NULL;
	depth = xcalloc((size_t)n, sizeof *depth);
	indeg = xcalloc((size_t)n, sizeof *indeg);
	queue = xmalloc((size_t)n * sizeof *queue);
	for (size_t e = 0; e < g->m; e++)
		indeg[g->ev[e]]++;
	for (int u = 0; u < n; u++)
		if (!indeg[u])
			queue[qt++] = u;
	while (qh < qt) {
		int u = (int)queue[qh++];
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = g->nbr[k];
			if (depth[v] < depth[u] + 1)
				depth[v] = depth[u] + 1;
			if (--indeg[v] == 0)
				queue[qt++] = v;
		}
	}
	if (qt == (size_t)n) {
		/* the value grid's steps must be the edges, no more */
		for (long r = 0; r < rows; r++)
			for (long c = 0; c < cols; c++) {
				static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
				for (int k = 0; k < 4; k++) {
					long r2 = r + dr[k], c2 = c + dc[k];
					if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols &&
					    depth[r2 * cols + c2] > depth[r * cols + c])
						steps++;
				}
			}
		if (steps == g->m) {
			grid = arr();
			for (long r = 0; r < rows; r++) {
				cJSON *row = arr();
				for (long c = 0; c < cols; c++)
					cJSON_AddItemToArray(row, num((double)(depth[r * cols + c] + 1)));
				cJSON_AddItemToArray(grid, row);
			}
		}
	}
	free(depth);
	free(indeg);
	free(queue);
	return grid;
}

static cJSON *graph_arg(const struct problem *p, char **err)
{
	const struct graph *g = p->graph;
	enum ge_form form = ge_task_form(p->task);
	cJSON *a = arr();

	switch (form) {
	case GE_EDGES:
		for (size_t e = 0; e < g->m; e++) {
			cJSON *ed = arr();
			cJSON_AddItemToArray(ed, num(g->eu[e]));
			cJSON_AddItemToArray(ed, num(g->ev[e]));
			if (g->ew && g->attr != ATTR_NONE)
				cJSON_AddItemToArray(ed, num((double)g->ew[e]));
			cJSON_AddItemToArray(a, ed);
		}
		break;
	case GE_ADJ:
		for (int u = 0; u < g->n; u++)
			cJSON_AddItemToArray(a, arr());
		for (size_t e = 0; e < g->m; e++)
			cJSON_AddItemToArray(cJSON_GetArrayItem(a, g->eu[e]), num(g->ev[e]));
		break;
	case GE_FUNC:
	case GE_PARENT: {
		long *v = xmalloc((size_t)(g->n ? g->n : 1) * sizeof *v);
		for (int u = 0; u < g->n; u++)
			v[u] = -1;
		for (size_t e = 0; e < g->m; e++) {
			if (form == GE_FUNC)
				v[g->eu[e]] = g->ev[e];
			else
				v[g->ev[e]] = g->eu[e];
		}
		for (int u = 0; u < g->n; u++)
			cJSON_AddItemToArray(a, num((double)v[u]));
		free(v);
		break;
	}
	case GE_GRID: {
		const cJSON *gj = cJSON_GetObjectItemCaseSensitive(p->query, "grid");
		const cJSON *r = cJSON_GetObjectItemCaseSensitive(p->query, "rows");
		const cJSON *c = cJSON_GetObjectItemCaseSensitive(p->query, "cols");
		cJSON_Delete(a);
		if (gj) {
			a = cJSON_Duplicate(gj, true);
			if (!a)
				gravel_fatal("out of memory");
			return a;
		}
		a = cJSON_IsNumber(r) && cJSON_IsNumber(c) ?
			    grid_of_steps(g, (long)ll_of(r->valuedouble), (long)ll_of(c->valuedouble)) :
			    NULL;
		if (!a)
			*err = xasprintf("%s: no value grid gives these increasing steps", p->id);
		return a;
	}
	case GE_LINE:
		cJSON_Delete(a);
		*err = xasprintf("%s: the framework names a parameter the test case lacks", p->id);
		return NULL;
	}
	return a;
}

cJSON *exec_case_args(const struct problem *p, char **method, char **err)
{
	const cJSON *fw = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "code_framework") :
				     NULL;
	char **names;
	size_t n;
	bool graph_used = false;
	cJSON *args;

	*method = NULL;
	if (!cJSON_IsString(fw) || exec_framework_parse(fw->valuestring, method, &names, &n) != 0) {
		*err = xasprintf("%s: no code framework (extra.code_framework) to call", p->id);
		free(*method);
		*method = NULL;
		return NULL;
	}
	args = arr();
	for (size_t i = 0; i < n; i++) {
		const char *k = names[i];
		const cJSON *q = cJSON_GetObjectItemCaseSensitive(p->query, k);
		cJSON *v = NULL;
		if (!strcmp(k, "n") || !strcmp(k, "numCourses") || !strcmp(k, "numNodes")) {
			const cJSON *qn = cJSON_GetObjectItemCaseSensitive(p->query, "n");
			v = num(cJSON_IsNumber(qn) ? qn->valuedouble : (double)p->graph->n);
		} else if (!strcmp(k, "destination")) {
			q = cJSON_GetObjectItemCaseSensitive(p->query, "target");
		} else if (!strcmp(k, "vals") && !q) {
			q = cJSON_GetObjectItemCaseSensitive(p->query, "values");
		}
		if (!v && q) {
			v = cJSON_Duplicate(q, true);
			if (!v)
				gravel_fatal("out of memory");
		}
		if (!v && !graph_used) {
			graph_used = true;
			v = graph_arg(p, err);
			if (!v) {
				cJSON_Delete(args);
				exec_names_free(names, n);
				free(*method);
				*method = NULL;
				return NULL;
			}
		}
		if (!v) {
			*err = xasprintf("%s: no value for the parameter '%s'", p->id, k);
			cJSON_Delete(args);
			exec_names_free(names, n);
			free(*method);
			*method = NULL;
			return NULL;
		}
		cJSON_AddItemToArray(args, v);
	}
	exec_names_free(names, n);
	return args;
}

/* ---- compact JSON text of the arguments --------------------------------- */

static void json_append(struct strbuf *sb, const cJSON *v)
{
	const cJSON *x;
	char buf[32], *p;
	long long i;

	if (cJSON_IsArray(v) || cJSON_IsObject(v)) {
		bool obj = cJSON_IsObject(v);
		sb_putc(sb, obj ? '{' : '[');
		for (x = v->child; x; x = x->next) {
			if (x != v->child)
				sb_putc(sb, ',');
			if (obj) {
				cJSON key = { 0 };
				key.type = cJSON_String;
				key.valuestring = x->string;
				json_append(sb, &key);
				sb_putc(sb, ':');
			}
			json_append(sb, x);
		}
		sb_putc(sb, obj ? '}' : ']');
		return;
	}
	/* integers below 1e15 (the common case) as cJSON's %1.15g prints them,
	 * without printf and its read-back check */
	if (cJSON_IsNumber(v) && v->valuedouble > -1e15 && v->valuedouble < 1e15 &&
	    (double)(i = (long long)ll_of(v->valuedouble)) == v->valuedouble &&
	    (i != 0 || !signbit(v->valuedouble))) {
		unsigned long long u = i < 0 ? (unsigned long long)-i : (unsigned long long)i;
		p = buf + sizeof buf;
		do {
			*--p = (char)('0' + u % 10);
			u /= 10;
		} while (u);
		if (i < 0)
			*--p = '-';
		sb_add(sb, p, (size_t)(buf + sizeof buf - p));
		return;
	}
	if (cJSON_IsTrue(v) || cJSON_IsFalse(v) || cJSON_IsNull(v)) {
		sb_puts(sb, cJSON_IsTrue(v) ? "true" : cJSON_IsFalse(v) ? "false" : "null");
		return;
	}
	/* strings, other numbers: cJSON's own text */
	{
		cJSON tmp = *v;
		char *s;
		tmp.next = tmp.prev = tmp.child = NULL;
		tmp.string = NULL;
		s = cJSON_PrintUnformatted(&tmp);
		if (!s)
			gravel_fatal("out of memory");
		sb_puts(sb, s);
		cJSON_free(s);
	}
}

char *exec_json_text(const cJSON *v)
{
	struct strbuf sb;

	sb_init(&sb);
	json_append(&sb, v);
	return sb_take(&sb);
}
