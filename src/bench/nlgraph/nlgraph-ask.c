/* nlgraph-ask.c - NLGraph's prompts as the authors' evaluation scripts
 * assemble them (nlgraph.h nlgraph_ask_prompt): the exemplar file of the
 * method, then what the task's family words (its ask hook), with the
 * edges in networkx's order where the script builds a graph first. */
#include "config.h"
#include "nlgraph-ops.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const char *const *nlgraph_methods(const struct task *t)
{
	const struct nlgraph_ops *o = t ? nlgraph_ops_for(t->kind) : NULL;

	return o && o->ask ? o->methods->names : NULL;
}

long nlgraph_max_tokens(const struct task *t)
{
	const struct nlgraph_ops *o = t ? nlgraph_ops_for(t->kind) : NULL;

	return o && o->ask ? o->methods->max_tokens : 0;
}

static bool in_list(const char *const *v, const char *s)
{
	for (; v && *v; v++)
		if (!strcmp(*v, s))
			return true;
	return false;
}

bool nlgraph_ask_is(const struct nlgraph_ask *c, const char *name)
{
	return !strcmp(c->method, name);
}

void nlgraph_ask_suffix(struct strbuf *sb, const char *method)
{
	if (!strcmp(method, "0-CoT"))
		sb_puts(sb, " Let's think step by step:");
	else if (!strcmp(method, "LTM"))
		sb_puts(sb, " Let's break down this problem:");
	else if (!strcmp(method, "PROGRAM"))
		sb_puts(sb, " Let's solve the problem by a Python program:");
}

bool nlgraph_ask_st(struct nlgraph_ask *c, long *s, long *t)
{
	if (problem_query_int(c->p, "source", s) && problem_query_int(c->p, "target", t))
		return true;
	c->error = "no query source and target";
	return false;
}

void nlgraph_ask_attr_edges(struct nlgraph_ask *c, const char *edge, const char *from,
			    const char *node, const char *to, const char *attr)
{
	size_t n;
	struct nlgraph_nx_edge *e = nlgraph_nx_edges(c->p->graph, &n);

	for (size_t i = 0; i < n; i++) {
		sb_printf(c->sb, "%s %s %s %d %s %s %d with %s ", edge, from, node, e[i].u, to, node,
			  e[i].v, attr);
		sb_put_i64(c->sb, e[i].w);
		sb_puts(c->sb, i + 1 == n ? ".\n" : ",\n");
	}
	free(e);
}

/* An edge mention: the pair as networkx keys it, its position in the
 * file and its attribute. */
struct mention {
	int a, b;
	size_t at;
	int64_t w;
};

static int cmp_pair_at(const void *x, const void *y)
{
	const struct mention *p = x, *q = y;

	if (p->a != q->a)
		return (p->a > q->a) - (p->a < q->a);
	if (p->b != q->b)
		return (p->b > q->b) - (p->b < q->b);
	return (p->at > q->at) - (p->at < q->at);
}

static int cmp_first(const void *x, const void *y)
{
	const struct mention *p = x, *q = y;

	if (p->a != q->a)
		return (p->a > q->a) - (p->a < q->a);
	return (p->at > q->at) - (p->at < q->at);
}

struct nlgraph_nx_edge *nlgraph_nx_edges(const struct graph *g, size_t *n)
{
	struct mention *m = xreallocarray(NULL, g->m ? g->m : 1, sizeof *m);
	struct nlgraph_nx_edge *out;
	size_t k = 0;

	for (size_t i = 0; i < g->m; i++) {
		int u = g->eu[i], v = g->ev[i];
		bool swap = !g->directed && v < u;
		m[i] = (struct mention){ swap ? v : u, swap ? u : v, i, g->ew ? g->ew[i] : 0 };
	}
	/* each pair once, at its first mention, with the last mention's
	 * attribute (add_edge on an existing edge updates it in place) */
	qsort(m, g->m, sizeof *m, cmp_pair_at);
	for (size_t i = 0; i < g->m;) {
		size_t j = i;
		while (j + 1 < g->m && m[j + 1].a == m[i].a && m[j + 1].b == m[i].b)
			j++;
		m[k] = m[i];
		m[k++].w = m[j].w;
		i = j + 1;
	}
	/* node by node, each node's neighbours in the order their edges were
	 * first added (the adjacency dicts' insertion order) */
	qsort(m, k, sizeof *m, cmp_first);
	out = xreallocarray(NULL, k ? k : 1, sizeof *out);
	for (size_t i = 0; i < k; i++)
		out[i] = (struct nlgraph_nx_edge){ m[i].a, m[i].b, m[i].w };
	free(m);
	*n = k;
	return out;
}

/* Python's text-mode read: "\r\n" and "\r" become "\n". */
static void universal_newlines(char *s, size_t *len)
{
	size_t j = 0;

	for (size_t i = 0; i < *len; i++) {
		if (s[i] == '\r') {
			s[j++] = '\n';
			if (i + 1 < *len && s[i + 1] == '\n')
				i++;
		} else {
			s[j++] = s[i];
		}
	}
	*len = j;
	s[j] = '\0';
}

char *nlgraph_ask_prompt(const struct problem *p, const struct nlgraph_ask_opts *ao, char **err)
{
	const struct nlgraph_ops *o = nlgraph_ops_for(p->task->kind);
	const char *method = ao->method, *root = ao->root;
	struct strbuf sb;
	struct nlgraph_ask c = { p, method, ao, NULL, NULL };

	*err = NULL;
	if (!o || !o->ask) {
		*err = xasprintf("task %s has no NLGraph prompts", p->task->name);
		return NULL;
	}
	if (!in_list(o->methods->names, method)) {
		struct strbuf known;
		sb_init(&known);
		for (const char *const *v = o->methods->names; *v; v++)
			sb_printf(&known, "%s%s", v == o->methods->names ? "" : ", ", *v);
		*err = xasprintf("task %s has no method '%s' (known: %s)", p->task->name, method,
				 known.data);
		sb_free(&known);
		return NULL;
	}
	sb_init(&sb);
	if (in_list(o->methods->exemplar, method)) {
		const char *folder = o->exemplar_folder ? o->exemplar_folder(&c) : "prompt";
		char *path, *text;
		size_t len;
		if (!root) {
			*err = xasprintf("method %s reads %s/%s/%s-prompt.txt: name the NLGraph "
					 "checkout",
					 method, p->task->nlgraph_dir, folder, method);
			sb_free(&sb);
			return NULL;
		}
		path = xasprintf("%s/%s/%s/%s-prompt.txt", root, p->task->nlgraph_dir, folder,
				 method);
		if (!(text = read_file(path, &len))) {
			*err = xasprintf("%s: cannot read: %s", path, strerror(errno));
			free(path);
			sb_free(&sb);
			return NULL;
		}
		free(path);
		universal_newlines(text, &len);
		sb_add(&sb, text, len);
		sb_puts(&sb, o->methods->gap);
		free(text);
	}
	c.sb = &sb;
	o->ask(&c);
	if (c.error) {
		*err = xasprintf("%s: %s", p->id, c.error);
		sb_free(&sb);
		return NULL;
	}
	return sb_take(&sb);
}
