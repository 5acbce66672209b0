/* hetero.c - reading the import format of typed heterogeneous graphs into
 * problems (see hetero.h; the graph itself is hetero-graph.c). */
#include "config.h"
#include "hetero.h"
#include "gracore-qa.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const cJSON *get(const cJSON *o, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(o, k);
}

static const char *str(const cJSON *o, const char *k)
{
	const cJSON *j = get(o, k);
	return cJSON_IsString(j) ? j->valuestring : NULL;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* ---- the import format ------------------------------------------------ */

struct hctx {
	const char *file;
	struct diags *d;
	bool bad;
};

#define HERR(c, ...)                                              \
	do {                                                      \
		diag_error((c)->d, (c)->file, 0, 0, __VA_ARGS__); \
		(c)->bad = true;                                  \
	} while (0)

static int type_or_any(struct hctx *c, const struct hetero *h, const char *s, const char *what)
{
	int t;

	if (!s || !*s)
		return -1;
	if ((t = hetero_type(h, s)) < 0)
		HERR(c, "%s: unknown node type \"%s\"", what, s);
	return t;
}

static void read_nodes(struct hctx *c, struct hetero *h, const cJSON *nodes)
{
	const cJSON *it;
	int i = 0;

	h->n = cJSON_IsArray(nodes) ? cJSON_GetArraySize(nodes) : 0;
	if (!cJSON_IsArray(nodes) || !h->n)
		HERR(c, "\"nodes\" must be a non-empty list");
	h->type = xcalloc((size_t)h->n + 1, sizeof *h->type);
	h->label = xcalloc((size_t)h->n + 1, sizeof *h->label);
	h->ids = xcalloc((size_t)h->n + 1, sizeof *h->ids);
	h->names = xcalloc((size_t)h->n + 1, sizeof *h->names);
	h->texts = xcalloc((size_t)h->n + 1, sizeof *h->texts);
	cJSON_ArrayForEach(it, nodes) {
		const char *id = str(it, "id"), *ty = str(it, "type"), *lab = str(it, "label");
		if (!id || !ty) {
			HERR(c, "nodes[%d] needs an \"id\" and a \"type\"", i);
			id = "?";
		} else if (hetero_find_name(h->ids, i, id) >= 0) {
			HERR(c, "nodes[%d]: duplicate id \"%s\"", i, id);
		}
		h->ids[i] = xstrdup(id);
		h->names[i] = dup_or_null(str(it, "name"));
		h->texts[i] = dup_or_null(str(it, "text"));
		h->type[i] = ty ? hetero_type(h, ty) : 0;
		if (h->type[i] < 0) {
			HERR(c, "nodes[%d]: unknown node type \"%s\"", i, ty);
			h->type[i] = 0;
		}
		h->label[i] = lab ? hetero_label(h, lab) : -1;
		if (lab && h->label[i] < 0)
			HERR(c, "nodes[%d]: label \"%s\" is not in \"labels\"", i, lab);
		i++;
	}
}

static void read_edges(struct hctx *c, struct hetero *h, const cJSON *edges)
{
	const cJSON *it;
	size_t e = 0;

	h->m = cJSON_IsArray(edges) ? (size_t)cJSON_GetArraySize(edges) : 0;
	if (!cJSON_IsArray(edges))
		HERR(c, "\"edges\" must be a list");
	h->eu = xcalloc(h->m + 1, sizeof *h->eu);
	h->ev = xcalloc(h->m + 1, sizeof *h->ev);
	h->erel = xcalloc(h->m + 1, sizeof *h->erel);
	cJSON_ArrayForEach(it, edges) {
		const char *s, *r, *t;
		int u, v, rel;
		if (cJSON_IsArray(it) && cJSON_GetArraySize(it) == 3) {
			s = cJSON_GetStringValue(cJSON_GetArrayItem(it, 0));
			r = cJSON_GetStringValue(cJSON_GetArrayItem(it, 1));
			t = cJSON_GetStringValue(cJSON_GetArrayItem(it, 2));
		} else {
			s = str(it, "source");
			r = str(it, "relation");
			t = str(it, "target");
		}
		u = hetero_node(h, s);
		v = hetero_node(h, t);
		rel = hetero_relation(h, r);
		if (u < 0 || v < 0 || rel < 0) {
			HERR(c, "edges[%zu]: unknown %s \"%s\"", e, u < 0 ? "node" : v < 0 ? "node" :
				 "relation", u < 0 ? (s ? s : "") : v < 0 ? (t ? t : "") : (r ? r : ""));
		} else if ((h->rel_src[rel] >= 0 && h->type[u] != h->rel_src[rel]) ||
			   (h->rel_dst[rel] >= 0 && h->type[v] != h->rel_dst[rel])) {
			HERR(c, "edges[%zu]: %s links a %s to a %s, not a %s to a %s", e, r,
			     h->types[h->type[u]], h->types[h->type[v]],
			     h->rel_src[rel] >= 0 ? h->types[h->rel_src[rel]] : "node",
			     h->rel_dst[rel] >= 0 ? h->types[h->rel_dst[rel]] : "node");
		}
		h->eu[e] = u < 0 ? 0 : u;
		h->ev[e] = v < 0 ? 0 : v;
		h->erel[e] = rel < 0 ? 0 : rel;
		e++;
	}
}

static struct hetero *read_graph(struct hctx *c, const cJSON *root)
{
	struct hetero *h = xcalloc(1, sizeof *h);
	const cJSON *it;
	int k = 0;

	h->name = xstrdup(str(root, "name") ? str(root, "name") : "hetero");
	if (strchr(h->name, '/'))
		HERR(c, "\"name\" must not contain '/'");
	h->directed = cJSON_IsTrue(get(root, "directed"));
	h->ntypes = hetero_read_strs(get(root, "node_types"), -1, &h->types);
	if (h->ntypes <= 0) {
		HERR(c, "\"node_types\" must be a non-empty list of strings");
		h->ntypes = h->ntypes < 0 ? 0 : h->ntypes;
	}
	h->nlabels = get(root, "labels") ? hetero_read_strs(get(root, "labels"), -1, &h->labels) : 0;
	if (h->nlabels < 0) {
		HERR(c, "\"labels\" must be a list of strings");
		h->nlabels = 0;
	}
	h->nrel = cJSON_IsArray(get(root, "relations")) ? cJSON_GetArraySize(get(root, "relations")) : 0;
	if (!h->nrel)
		HERR(c, "\"relations\" must be a non-empty list");
	h->rels = xcalloc((size_t)h->nrel + 1, sizeof *h->rels);
	h->rel_src = xcalloc((size_t)h->nrel + 1, sizeof *h->rel_src);
	h->rel_dst = xcalloc((size_t)h->nrel + 1, sizeof *h->rel_dst);
	cJSON_ArrayForEach(it, get(root, "relations")) {
		const char *nm = cJSON_IsString(it) ? it->valuestring : str(it, "name");
		if (!nm) {
			HERR(c, "relations[%d] needs a \"name\"", k);
			nm = "?";
		}
		h->rels[k] = xstrdup(nm);
		h->rel_src[k] = type_or_any(c, h, str(it, "source"), nm);
		h->rel_dst[k] = type_or_any(c, h, str(it, "target"), nm);
		k++;
	}
	read_nodes(c, h, get(root, "nodes"));
	if (!c->bad)
		read_edges(c, h, get(root, "edges"));
	return h;
}

/* hetero-quest.c builds the problems of the questions. */
int hetero_questions(const char *file, const struct hetero *h, const cJSON *qs,
		     cJSON *hjson, int bad, size_t *skipped, struct problemset *ps,
		     struct diags *d);

static int parse_records(const char *name, const char *buf, size_t len, int bad,
			 size_t *skipped, struct problemset *ps, struct diags *d)
{
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
	struct hctx c = { name, d, false };
	struct hetero *h;
	int rc;

	if (!root) {
		long line = 1, col = 1;
		for (const char *p = buf; end && p < end; p++, col++)
			if (*p == '\n')
				line++, col = 0;
		diag_error(d, name, line, col, "invalid JSON");
		return EXIT_DATAERR;
	}
	if (!cJSON_IsObject(root)) {
		diag_error(d, name, 1, 1, "expected a JSON object");
		cJSON_Delete(root);
		return EXIT_DATAERR;
	}
	h = read_graph(&c, root);
	rc = c.bad ? EXIT_DATAERR : EXIT_OK;
	if (rc == EXIT_OK) {
		cJSON *hj = hetero_to_json(h);
		rc = hetero_questions(name, h, get(root, "questions"), hj, bad, skipped, ps, d);
		cJSON_Delete(hj);
	}
	hetero_free(h);
	cJSON_Delete(root);
	return rc;
}

int hetero_parse(const char *name, const char *buf, size_t len, struct problemset *ps,
		 struct diags *d)
{
	return parse_records(name, buf, len, 0, NULL, ps, d);
}

static int import_file(const char *path, int bad, size_t *skipped, struct problemset *ps,
		       struct diags *d)
{
	size_t len;
	char *buf = read_file(path, &len);
	int rc;

	if (!buf) {
		diag_error(d, path, 0, 0, "%s", strerror(errno));
		return errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	{
		size_t from = d->n;
		rc = parse_records(path, buf, len, bad, skipped, ps, d);
		diag_json_positions(d, from, path, buf, len);	/* "nodes[10]: ..." */
	}
	free(buf);
	return rc;
}

int hetero_import(const char *path, struct problemset *ps, struct diags *d)
{
	return import_file(path, 0, NULL, ps, d);
}

int hetero_import_records(const char *path, bool strict, struct problemset *ps, size_t *skipped,
			  struct diags *d)
{
	*skipped = 0;
	return import_file(path, strict ? 2 : 1, skipped, ps, d);
}
