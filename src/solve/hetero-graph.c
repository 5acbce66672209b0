/* hetero-graph.c - the typed heterogeneous graph of a problem: lookups and
 * the extra.hetero form it is kept in (see hetero-graph.h). */
#include "config.h"
#include "hetero-graph.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void hetero_free(struct hetero *h)
{
	if (!h)
		return;
	for (int i = 0; h->types && i < h->ntypes; i++)
		free(h->types[i]);
	for (int i = 0; h->rels && i < h->nrel; i++)
		free(h->rels[i]);
	for (int i = 0; h->labels && i < h->nlabels; i++)
		free(h->labels[i]);
	for (int i = 0; i < h->n; i++) {
		if (h->ids)
			free(h->ids[i]);
		if (h->names)
			free(h->names[i]);
		if (h->texts)
			free(h->texts[i]);
	}
	free(h->name);
	free(h->types);
	free(h->rels);
	free(h->rel_src);
	free(h->rel_dst);
	free(h->labels);
	free(h->type);
	free(h->ids);
	free(h->names);
	free(h->texts);
	free(h->label);
	free(h->eu);
	free(h->ev);
	free(h->erel);
	free(h);
}

int hetero_find_name(char *const *v, int n, const char *s)
{
	for (int i = 0; s && i < n; i++)
		if (!strcmp(v[i], s))
			return i;
	return -1;
}

int hetero_node(const struct hetero *h, const char *id)
{
	return hetero_find_name(h->ids, h->n, id);
}

int hetero_relation(const struct hetero *h, const char *name)
{
	return hetero_find_name(h->rels, h->nrel, name);
}

int hetero_type(const struct hetero *h, const char *name)
{
	return hetero_find_name(h->types, h->ntypes, name);
}

int hetero_label(const struct hetero *h, const char *name)
{
	return hetero_find_name(h->labels, h->nlabels, name);
}

static const cJSON *get(const cJSON *o, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(o, k);
}

static const char *str(const cJSON *o, const char *k)
{
	const cJSON *j = get(o, k);
	return cJSON_IsString(j) ? j->valuestring : NULL;
}

/* ---- extra.hetero <-> struct hetero ---------------------------------- */

static cJSON *str_array(char *const *v, int n)
{
	cJSON *a = xjson(cJSON_CreateArray());
	for (int i = 0; i < n; i++)
		cJSON_AddItemToArray(a, xjson(v[i] ? cJSON_CreateString(v[i]) : cJSON_CreateNull()));
	return a;
}

static cJSON *int_array(const int *v, size_t n)
{
	cJSON *a = xjson(cJSON_CreateArray());
	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, xjson(cJSON_CreateNumber(v[i])));
	return a;
}

cJSON *hetero_to_json(const struct hetero *h)
{
	cJSON *o = xjson(cJSON_CreateObject()), *rt = xjson(cJSON_CreateArray());

	cJSON_AddStringToObject(o, "name", h->name);
	cJSON_AddItemToObject(o, "node_types", str_array(h->types, h->ntypes));
	cJSON_AddItemToObject(o, "relations", str_array(h->rels, h->nrel));
	for (int r = 0; r < h->nrel; r++) {
		int st[2] = { h->rel_src[r], h->rel_dst[r] };
		cJSON_AddItemToArray(rt, int_array(st, 2));
	}
	cJSON_AddItemToObject(o, "relation_types", rt);
	cJSON_AddItemToObject(o, "labels", str_array(h->labels, h->nlabels));
	cJSON_AddItemToObject(o, "type", int_array(h->type, (size_t)h->n));
	cJSON_AddItemToObject(o, "ids", str_array(h->ids, h->n));
	cJSON_AddItemToObject(o, "names", str_array(h->names, h->n));
	cJSON_AddItemToObject(o, "text", str_array(h->texts, h->n));
	cJSON_AddItemToObject(o, "label", int_array(h->label, (size_t)h->n));
	cJSON_AddItemToObject(o, "edge_relation", int_array(h->erel, h->m));
	return o;
}

/* Strings of a JSON array (NULL entries for null), exactly n of them when
 * n >= 0; returns the count or -1. */
int hetero_read_strs(const cJSON *a, int n, char ***out)
{
	const cJSON *it;
	int k = 0, size = cJSON_IsArray(a) ? cJSON_GetArraySize(a) : -1;

	*out = NULL;
	if (size < 0 || (n >= 0 && size != n))
		return -1;
	*out = xcalloc((size_t)size + 1, sizeof **out);
	cJSON_ArrayForEach(it, a) {
		if (!cJSON_IsString(it) && !cJSON_IsNull(it)) {
			while (k > 0)
				free((*out)[--k]);
			free(*out);
			*out = NULL;
			return -1;
		}
		(*out)[k++] = cJSON_IsString(it) ? xstrdup(it->valuestring) : NULL;
	}
	return size;
}

static int read_ints(const cJSON *a, size_t n, long lo, long hi, int **out)
{
	const cJSON *it;
	size_t k = 0;

	*out = xcalloc(n + 1, sizeof **out);
	if (!cJSON_IsArray(a) || (size_t)cJSON_GetArraySize(a) != n)
		return -1;
	cJSON_ArrayForEach(it, a) {
		if (!cJSON_IsNumber(it) || it->valuedouble < lo || it->valuedouble > hi)
			return -1;
		(*out)[k++] = (int)ll_of(it->valuedouble);
	}
	return 0;
}

struct hetero *hetero_from_problem(const struct problem *p, char **err)
{
	const cJSON *x = p->extra ? get(p->extra, "hetero") : NULL, *it;
	const struct graph *g = p->graph;
	struct hetero *h;
	int k = 0;

	if (!cJSON_IsObject(x)) {
		*err = xasprintf("%s: no extra.hetero (node and edge types)", p->id);
		return NULL;
	}
	h = xcalloc(1, sizeof *h);
	h->name = xstrdup(str(x, "name") ? str(x, "name") : "");
	h->directed = g->directed;
	h->n = g->n;
	h->m = g->m;
	h->ntypes = hetero_read_strs(get(x, "node_types"), -1, &h->types);
	h->nrel = hetero_read_strs(get(x, "relations"), -1, &h->rels);
	h->nlabels = hetero_read_strs(get(x, "labels"), -1, &h->labels);
	if (h->ntypes < 0 || h->nrel < 0 || h->nlabels < 0 ||
	    hetero_read_strs(get(x, "ids"), g->n, &h->ids) < 0 ||
	    hetero_read_strs(get(x, "names"), g->n, &h->names) < 0 ||
	    hetero_read_strs(get(x, "text"), g->n, &h->texts) < 0 ||
	    read_ints(get(x, "type"), (size_t)g->n, 0, h->ntypes - 1, &h->type) < 0 ||
	    read_ints(get(x, "label"), (size_t)g->n, -1, h->nlabels - 1, &h->label) < 0 ||
	    read_ints(get(x, "edge_relation"), g->m, 0, h->nrel - 1, &h->erel) < 0)
		goto bad;
	for (int i = 0; i < g->n; i++)
		if (!h->ids[i])
			goto bad;
	h->rel_src = xcalloc((size_t)h->nrel + 1, sizeof *h->rel_src);
	h->rel_dst = xcalloc((size_t)h->nrel + 1, sizeof *h->rel_dst);
	cJSON_ArrayForEach(it, get(x, "relation_types")) {
		if (k < h->nrel && cJSON_GetArraySize(it) == 2) {
			h->rel_src[k] = cJSON_GetArrayItem(it, 0)->valueint;
			h->rel_dst[k] = cJSON_GetArrayItem(it, 1)->valueint;
		}
		k++;
	}
	h->eu = xmalloc((h->m + 1) * sizeof *h->eu);
	h->ev = xmalloc((h->m + 1) * sizeof *h->ev);
	for (size_t e = 0; e < h->m; e++) {
		h->eu[e] = g->eu[e];
		h->ev[e] = g->ev[e];
	}
	return h;
bad:
	/* read_strs leaves NULL (and counts -1) for what it could not read */
	h->ntypes = h->ntypes < 0 ? 0 : h->ntypes;
	h->nrel = h->nrel < 0 ? 0 : h->nrel;
	h->nlabels = h->nlabels < 0 ? 0 : h->nlabels;
	hetero_free(h);
	*err = xasprintf("%s: extra.hetero is malformed", p->id);
	return NULL;
}

