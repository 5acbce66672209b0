/* template.c - render question and answer templates (template.h). One
 * interpreter serves both checking (p == NULL: names are checked against
 * the task's keys, nothing is written) and rendering. */
#include "config.h"
#include "template.h"
#include "problem.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct tctx {
	const struct problem *p;	/* NULL when checking */
	const struct task *t;
	struct strbuf *out;
	char *err;
	size_t err_off;
	const char *base;		/* the whole template, for offsets */
};

static const char *const graph_names[] = {
	"n", "last", "m", "n1", "n2", "last1", "last2", "dim", "directed", NULL
};

static int fail(struct tctx *c, const char *at, const char *fmt, ...) ATTR_FORMAT(3, 4);
static int fail(struct tctx *c, const char *at, const char *fmt, ...)
{
	va_list ap;

	if (!c->err) {
		va_start(ap, fmt);
		c->err = xvasprintf(fmt, ap);
		va_end(ap);
		c->err_off = at >= c->base ? (size_t)(at - c->base) : 0;
	}
	return -1;
}

static bool known_name(const struct tctx *c, const char *name)
{
	size_t len = strlen(name);

	if (!suffixcmp(name, len, "_word"))
		len -= STRING_SIZE("_word");
	for (int i = 0; graph_names[i]; i++)
		if (token_is(name, len, graph_names[i]))
			return true;
	return c->t && (words_has(c->t->query_keys, name, len) || words_has(c->t->answer_keys, name, len));
}

static const cJSON *json_key(const struct problem *p, const char *name)
{
	const cJSON *it = NULL;

	if (p->query)
		it = cJSON_GetObjectItemCaseSensitive(p->query, name);
	if (!it && p->gold_answer)
		it = cJSON_GetObjectItemCaseSensitive(p->gold_answer, name);
	return it;
}

static void put_number(struct strbuf *sb, double v)
{
	if (v == (double)(long long)v)
		sb_printf(sb, "%lld", (long long)v);
	else
		sb_printf(sb, "%.17g", v);
}

static void put_json_list(struct strbuf *sb, const cJSON *a, bool brackets)
{
	const cJSON *e;
	bool first = true;

	if (brackets)
		sb_putc(sb, '[');
	cJSON_ArrayForEach(e, a) {
		if (!first)
			sb_putc(sb, ',');
		first = false;
		if (cJSON_IsNumber(e))
			put_number(sb, e->valuedouble);
		else if (cJSON_IsArray(e))
			put_json_list(sb, e, true);
		else if (cJSON_IsString(e))
			sb_puts(sb, e->valuestring);
	}
	if (brackets)
		sb_putc(sb, ']');
}

static const char *const words[] = {
	"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
	"eighteen", "nineteen", "twenty"
};

/* Integer value of a graph name; false when name is not one. */
static bool graph_value(const struct problem *p, const char *name, long *v)
{
	const struct graph *g = p->graph;
	int n1 = g->bipartite ? g->parts[0] : g->n, n2 = g->bipartite ? g->parts[1] : 0;

	if (!strcmp(name, "n"))
		*v = g->n;
	else if (!strcmp(name, "last"))
		*v = g->n - 1;
	else if (!strcmp(name, "m"))
		*v = (long)g->m;
	else if (!strcmp(name, "n1"))
		*v = n1;
	else if (!strcmp(name, "n2"))
		*v = n2;
	else if (!strcmp(name, "last1"))
		*v = n1 - 1;
	else if (!strcmp(name, "last2"))
		*v = n2 - 1;
	else if (!strcmp(name, "dim"))
		*v = g->feat_dim;
	else
		return false;
	return true;
}

static int emit_value(struct tctx *c, const char *at, const char *name)
{
	char base[128];
	size_t len = strlen(name);
	bool word = !suffixcmp(name, len, "_word");
	const cJSON *it;
	long v;

	if (!c->p)
		return known_name(c, name) ? 0 : fail(c, at, "unknown name {%s}", name);
	snprintf(base, sizeof base, "%.*s", (int)(word ? len - STRING_SIZE("_word") : len), name);
	if (!strcmp(base, "directed")) {
		sb_puts(c->out, c->p->graph->directed ? "directed" : "undirected");
		return 0;
	}
	if (graph_value(c->p, base, &v)) {
		if (word && v >= 0 && v <= 20)
			sb_puts(c->out, words[v]);
		else
			sb_printf(c->out, "%ld", v);
		return 0;
	}
	it = json_key(c->p, base);
	if (!it)
		return fail(c, at, "{%s} has no value for this problem", name);
	if (cJSON_IsBool(it))
		sb_puts(c->out, cJSON_IsTrue(it) ? "yes" : "no");
	else if (cJSON_IsNumber(it) && word && it->valuedouble >= 0 && it->valuedouble <= 20)
		sb_puts(c->out, words[(int)ll_of(it->valuedouble)]);
	else if (cJSON_IsNumber(it))
		put_number(c->out, it->valuedouble);
	else if (cJSON_IsString(it))
		sb_puts(c->out, it->valuestring);
	else if (cJSON_IsArray(it))
		put_json_list(c->out, it, false);
	else
		return fail(c, at, "{%s} is not a printable value", name);
	return 0;
}

/* ---- {each} ------------------------------------------------------------ */

struct item {
	long u, v, w, i, x;
	int nv;			/* how many of u, v, w are set */
	const int64_t *feat;	/* node features */
	int dim;
	const cJSON *arr;	/* the element, for %f */
};

static int emit_item(struct tctx *c, const char *at, const char *fmt, const struct item *it)
{
	for (const char *s = fmt; *s; s++) {
		if (*s != '%') {
			sb_putc(c->out, *s);
			continue;
		}
		switch (*++s) {
		case 'u': sb_printf(c->out, "%ld", it->u); break;
		case 'v': sb_printf(c->out, "%ld", it->v); break;
		case 'w': sb_printf(c->out, "%ld", it->w); break;
		case 'i': sb_printf(c->out, "%ld", it->i); break;
		case 'x': sb_printf(c->out, "%ld", it->x); break;
		case 'j': {
			const struct graph *g = c->p->graph;
			sb_printf(c->out, "%ld", it->v - (g->bipartite ? g->parts[0] : 0));
			break;
		}
		case 'f':
			if (it->arr) {
				put_json_list(c->out, it->arr, true);
			} else {
				sb_putc(c->out, '[');
				for (int k = 0; k < it->dim; k++)
					sb_printf(c->out, k ? ",%lld" : "%lld", (long long)it->feat[k]);
				sb_putc(c->out, ']');
			}
			break;
		case '%': sb_putc(c->out, '%'); break;
		default:
			return fail(c, at, "unknown item code %%%c", *s ? *s : '?');
		}
	}
	return 0;
}

static int check_item(struct tctx *c, const char *at, const char *fmt)
{
	for (const char *s = fmt; *s; s++) {
		if (*s != '%')
			continue;
		s++;
		if (!*s || !strchr("uvwijfx%", *s))
			return fail(c, at, "unknown item code %%%c", *s ? *s : '?');
	}
	return 0;
}

/* networkx G.edges() order: adjacency in first-insertion order without
 * repeats; an undirected edge is reported from the endpoint seen first. */
static int each_nx_edges(struct tctx *c, const char *at, const char *fmt, const char *sep)
{
	const struct graph *g = c->p->graph;
	size_t *cnt = xcalloc((size_t)g->n + 1, sizeof *cnt), k = 0;
	int *nb = NULL;
	long *w = NULL;
	size_t *off = xcalloc((size_t)g->n + 1, sizeof *off);
	bool *seen = xcalloc((size_t)g->n + 1, sizeof *seen);
	int rc = 0;
	bool first = true;

	/* capacity per node: its degree bound */
	for (size_t e = 0; e < g->m; e++) {
		off[g->eu[e] + 1]++;
		if (!g->directed && g->eu[e] != g->ev[e])
			off[g->ev[e] + 1]++;
	}
	for (int u = 0; u < g->n; u++)
		off[u + 1] += off[u];
	nb = xmalloc((off[g->n] + 1) * sizeof *nb);
	w = xmalloc((off[g->n] + 1) * sizeof *w);
	for (size_t e = 0; e < g->m; e++) {
		for (int side = 0; side < (g->directed ? 1 : 2); side++) {
			int a = side ? g->ev[e] : g->eu[e], b = side ? g->eu[e] : g->ev[e];
			size_t j;
			if (side && a == b)
				break;
			for (j = 0; j < cnt[a]; j++)
				if (nb[off[a] + j] == b)
					break;
			if (j == cnt[a])
				nb[off[a] + cnt[a]++] = b;
			w[off[a] + j] = g->ew ? (long)g->ew[e] : 0;	/* later edges update */
		}
	}
	for (int u = 0; u < g->n && !rc; u++) {
		for (size_t j = 0; j < cnt[u] && !rc; j++) {
			int v = nb[off[u] + j];
			struct item it = { .u = u, .v = v, .w = w[off[u] + j], .i = (long)k, .nv = 3 };
			if (!g->directed && seen[v])
				continue;
			if (!first)
				sb_puts(c->out, sep);
			first = false;
			rc = emit_item(c, at, fmt, &it);
			k++;
		}
		seen[u] = true;
	}
	free(cnt);
	free(off);
	free(nb);
	free(w);
	free(seen);
	return rc;
}

static int run_each(struct tctx *c, const char *at, const char *list, const char *fmt,
		    const char *sep)
{
	const struct graph *g;
	const cJSON *arr, *e;
	long i = 0;

	if (!c->p) {
		if (strcmp(list, "edges") && strcmp(list, "nx_edges") && strcmp(list, "nodes") &&
		    !known_name(c, list))
			return fail(c, at, "unknown list {each %s}", list);
		return check_item(c, at, fmt);
	}
	g = c->p->graph;
	if (!strcmp(list, "nx_edges"))
		return each_nx_edges(c, at, fmt, sep);
	if (!strcmp(list, "edges")) {
		for (size_t k = 0; k < g->m; k++) {
			struct item it = { .u = g->eu[k], .v = g->ev[k], .w = g->ew ? (long)g->ew[k] : 0,
					   .i = (long)k, .nv = 3 };
			if (k)
				sb_puts(c->out, sep);
			if (emit_item(c, at, fmt, &it))
				return -1;
		}
		return 0;
	}
	if (!strcmp(list, "nodes")) {
		for (int u = 0; u < g->n; u++) {
			struct item it = { .u = u, .i = u, .x = u, .dim = g->feat_dim,
					   .feat = g->features ? g->features + (size_t)u * (size_t)g->feat_dim
							       : NULL };
			if (!it.feat)
				it.dim = 0;
			if (u)
				sb_puts(c->out, sep);
			if (emit_item(c, at, fmt, &it))
				return -1;
		}
		return 0;
	}
	arr = json_key(c->p, list);
	if (!cJSON_IsArray(arr))
		return fail(c, at, "{each %s}: not a list for this problem", list);
	cJSON_ArrayForEach(e, arr) {
		struct item it = { .i = i, .arr = e };
		if (cJSON_IsNumber(e)) {
			it.x = it.u = (long)ll_of(e->valuedouble);
			it.arr = NULL;
			it.dim = 0;
		} else if (cJSON_IsArray(e)) {
			const cJSON *x;
			cJSON_ArrayForEach(x, e) {
				long *slot = it.nv == 0 ? &it.u : it.nv == 1 ? &it.v : &it.w;
				if (it.nv < 3 && cJSON_IsNumber(x))
					*slot = (long)ll_of(x->valuedouble);
				it.nv++;
			}
		}
		if (i)
			sb_puts(c->out, sep);
		if (emit_item(c, at, fmt, &it))
			return -1;
		i++;
	}
	return 0;
}

/* ---- the interpreter --------------------------------------------------- */

static int run(struct tctx *c, const char *s, size_t len);

/* Unescape \| \} \{ \\ into a fresh string. */
static char *unescape(const char *s, size_t len)
{
	char *r = xmalloc(len + 1), *o = r;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\\' && i + 1 < len && strchr("|{}\\", s[i + 1]))
			i++;
		*o++ = s[i];
	}
	*o = '\0';
	return r;
}

static int directive(struct tctx *c, const char *at, const char *s, size_t len)
{
	const char *part[3];
	size_t plen[3], np = 0;
	size_t start = 0;
	int depth = 0, rc;
	char *a = NULL, *b = NULL, *d = NULL;

	for (size_t i = 0; i <= len; i++) {
		if (i < len && s[i] == '\\') {
			i++;
			continue;
		}
		if (i < len && s[i] == '{')
			depth++;
		else if (i < len && s[i] == '}')
			depth--;
		if (i == len || (s[i] == '|' && depth == 0)) {
			if (np == 3)
				return fail(c, at, "too many | in a placeholder");
			part[np] = s + start;
			plen[np++] = i - start;
			start = i + 1;
		}
	}
	if (plen[0] > 5 && !prefixcmp(part[0], "each ")) {
		if (np < 2)
			return fail(c, at, "{each LIST|ITEM|SEP} needs an ITEM");
		a = unescape(part[0] + 5, plen[0] - 5);
		b = unescape(part[1], plen[1]);
		d = np > 2 ? unescape(part[2], plen[2]) : xstrdup("");
		rc = run_each(c, at, a, b, d);
	} else if (part[0][0] == '?') {
		const cJSON *it;
		a = unescape(part[0] + 1, plen[0] - 1);
		if (np < 2) {
			rc = fail(c, at, "{?%s|THEN|ELSE} needs a THEN", a);
		} else if (!c->p) {
			rc = known_name(c, a) ? 0 : fail(c, at, "unknown name {?%s}", a);
			if (!rc)
				rc = run(c, part[1], plen[1]);
			if (!rc && np > 2)
				rc = run(c, part[2], plen[2]);
		} else if (!strcmp(a, "directed")) {
			rc = c->p->graph->directed ? run(c, part[1], plen[1])
						   : np > 2 ? run(c, part[2], plen[2]) : 0;
		} else if (!cJSON_IsBool(it = json_key(c->p, a))) {
			rc = fail(c, at, "{?%s}: not a boolean for this problem", a);
		} else if (cJSON_IsTrue(it)) {
			rc = run(c, part[1], plen[1]);
		} else {
			rc = np > 2 ? run(c, part[2], plen[2]) : 0;
		}
	} else {
		if (np != 1)
			return fail(c, at, "unexpected | in a {NAME}");
		a = unescape(part[0], plen[0]);
		rc = emit_value(c, at, a);
	}
	free(a);
	free(b);
	free(d);
	return rc;
}

static int run(struct tctx *c, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '{' && i + 1 < len && s[i + 1] == '{') {
			if (c->out)
				sb_putc(c->out, '{');
			i++;
		} else if (s[i] == '}' && i + 1 < len && s[i + 1] == '}') {
			if (c->out)
				sb_putc(c->out, '}');
			i++;
		} else if (s[i] == '}') {
			return fail(c, s + i, "unmatched '}' (write }} for a brace)");
		} else if (s[i] == '{') {
			size_t j = i + 1;
			int depth = 1;
			for (; j < len; j++) {
				if (s[j] == '\\' && j + 1 < len)
					j++;
				else if (s[j] == '{')
					depth++;
				else if (s[j] == '}' && --depth == 0)
					break;
			}
			if (j >= len)
				return fail(c, s + i, "unterminated '{' (write {{ for a brace)");
			if (directive(c, s + i, s + i + 1, j - i - 1))
				return -1;
			i = j;
		} else if (c->out) {
			sb_putc(c->out, s[i]);
		}
	}
	return 0;
}

int template_check(const char *tpl, const struct task *t, size_t *offset, char **msg)
{
	struct tctx c = { .t = t, .base = tpl };

	if (run(&c, tpl, strlen(tpl)) == 0)
		return 0;
	*offset = c.err_off;
	*msg = c.err;
	return -1;
}

int template_render(const char *tpl, const struct problem *p, struct strbuf *out, char **err)
{
	struct tctx c = { .p = p, .t = p->task, .out = out, .base = tpl };

	if (run(&c, tpl, strlen(tpl)) == 0)
		return 0;
	if (err)
		*err = c.err;
	else
		free(c.err);
	return -1;
}

char *template_render_str(const char *tpl, const struct problem *p, char **err)
{
	struct strbuf sb;

	sb_init(&sb);
	if (template_render(tpl, p, &sb, err)) {
		sb_free(&sb);
		return NULL;
	}
	return sb_take(&sb);
}
