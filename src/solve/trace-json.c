/* trace-json.c - traces and states as JSON (see trace.h). Keys that do not
 * apply (node -1, empty lists, tables at their initial values) are left
 * out; in a table that applies, a node's value not set (a parent or mate
 * of none, a level not assigned, a distance not known) is null, never a
 * number. */
#include "config.h"
#include "trace.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static cJSON *ints_json(const int *v, size_t n)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
	return a;
}

/* Node links (parent, mate) with -1, no node, as null. */
static cJSON *links_json(const int *v, size_t n)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, v[i] < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(v[i]));
	return a;
}

/* Assigned values, null where no step has assigned one (0 is a value). */
static cJSON *values_json(const int64_t *v, const unsigned char *set, size_t n)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, set[i] ? cJSON_CreateNumber((double)v[i]) : cJSON_CreateNull());
	return a;
}

static cJSON *int64s_json(const int64_t *v, size_t n, bool inf_null)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, inf_null && v[i] == TRACE_INF ? cJSON_CreateNull()
								   : cJSON_CreateNumber((double)v[i]));
	return a;
}

cJSON *trace_event_to_json(const struct trace *tr, size_t i)
{
	const struct trace_event *ev = &tr->ev[i];
	cJSON *o = cJSON_CreateObject();
	size_t n;
	const int *list = trace_list(tr, i, &n);
	const int64_t *vec;

	cJSON_AddNumberToObject(o, "step", (double)(i + 1));
	cJSON_AddStringToObject(o, "kind", trace_kind_name(ev->kind));
	if (ev->a >= 0)
		cJSON_AddNumberToObject(o, "a", ev->a);
	if (ev->b >= 0)
		cJSON_AddNumberToObject(o, "b", ev->b);
	if (ev->e >= 0)
		cJSON_AddNumberToObject(o, "edge", (double)ev->e);
	/* a value an event sets is there when 0 too (level[s] = 0) */
	if (ev->val || ev->kind == TR_ASSIGN || ev->kind == TR_SET_DIST || ev->kind == TR_RELAX)
		cJSON_AddNumberToObject(o, "val", (double)ev->val);
	if (ev->val2)
		cJSON_AddItemToObject(o, "val2", ev->val2 == TRACE_INF
							 ? cJSON_CreateNull()
							 : cJSON_CreateNumber((double)ev->val2));
	if (n)
		cJSON_AddItemToObject(o, "list", ints_json(list, n));
	vec = trace_vec(tr, i, &n);
	if (n)
		cJSON_AddItemToObject(o, "vec", int64s_json(vec, n, false));
	cJSON_AddStringToObject(o, "text", trace_text(tr, i));
	return o;
}

cJSON *trace_to_json(const struct trace *tr)
{
	cJSON *o = cJSON_CreateObject(), *evs;
	static const char *const fnames[] = { "queue", "stack", "priority" };

	cJSON_AddStringToObject(o, "algorithm", tr->algorithm);
	cJSON_AddStringToObject(o, "frontier", fnames[tr->frontier % 3]);
	cJSON_AddNumberToObject(o, "count", (double)tr->n);
	cJSON_AddBoolToObject(o, "truncated", tr->truncated);
	if (tr->limit)
		cJSON_AddNumberToObject(o, "limit", (double)tr->limit);
	evs = cJSON_AddArrayToObject(o, "events");
	for (size_t i = 0; i < tr->n; i++)
		cJSON_AddItemToArray(evs, trace_event_to_json(tr, i));
	return o;
}

static void add_counter(cJSON *o, const char *name, uint64_t v)
{
	if (v)
		cJSON_AddNumberToObject(o, name, (double)v);
}

/* The per-node arrays, each only when some node has left its start
 * value. */
static void node_state_json(cJSON *o, const struct trace *tr, const struct trace_state *st)
{
	bool any;
	size_t n = (size_t)st->n;

	for (size_t v = any = 0; v < n && !any; v++)
		any = st->mark[v] != MARK_NONE;
	if (any) {
		cJSON *a = cJSON_AddArrayToObject(o, "mark");
		static const char *const names[] = { "none", "discovered", "settled" };
		for (size_t v = 0; v < n; v++)
			cJSON_AddItemToArray(a, cJSON_CreateString(names[st->mark[v] % 3]));
	}
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->parent[v] >= 0;
	if (any)
		cJSON_AddItemToObject(o, "parent", links_json(st->parent, n));
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->dist[v] != TRACE_INF;
	if (any)
		cJSON_AddItemToObject(o, "dist", int64s_json(st->dist, n, true));
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->value_set[v];
	if (any)
		cJSON_AddItemToObject(o, tr->value_name, values_json(st->value, st->value_set, n));
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->comp[v] != (int)v;
	if (any)
		cJSON_AddItemToObject(o, "comp", ints_json(st->comp, n));
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->mate[v] >= 0;
	if (any)
		cJSON_AddItemToObject(o, "mate", links_json(st->mate, n));
	for (size_t v = any = 0; v < n && !any; v++)
		any = st->side[v];
	if (any) {
		cJSON *a = cJSON_AddArrayToObject(o, "source_side");
		for (size_t v = 0; v < n; v++)
			if (st->side[v])
				cJSON_AddItemToArray(a, cJSON_CreateNumber((double)v));
	}
}

/* The per-edge arrays: flow and marks, each only when some edge has
 * any. */
static void edge_state_json(cJSON *o, const struct trace_state *st)
{
	bool any;

	for (size_t e = any = 0; e < st->m && !any; e++)
		any = st->flow[e] != 0;
	if (any) {
		cJSON_AddItemToObject(o, "flow", int64s_json(st->flow, st->m, false));
		cJSON_AddNumberToObject(o, "flow_value", (double)st->flow_value);
	}
	for (size_t e = any = 0; e < st->m && !any; e++)
		any = st->emark[e] != EMARK_NONE;
	if (any) {
		static const char *const names[] = { "none", "examined", "tree", "saturated",
						     "cut" };
		cJSON *a = cJSON_AddArrayToObject(o, "edge_mark");
		for (size_t e = 0; e < st->m; e++)
			cJSON_AddItemToArray(a, cJSON_CreateString(names[st->emark[e] % 5]));
	}
}

/* The node lists: frontier (with its keys in a priority queue), path,
 * order and best, each when not empty. */
static void lists_json(cJSON *o, const struct trace *tr, const struct trace_state *st)
{
	if (st->nfrontier) {
		cJSON_AddItemToObject(o, "frontier", ints_json(st->frontier, st->nfrontier));
		if (tr->frontier == TRACE_PQ)
			cJSON_AddItemToObject(o, "frontier_keys",
					      int64s_json(st->fkey, st->nfrontier, false));
	}
	if (st->npath)
		cJSON_AddItemToObject(o, "path", ints_json(st->path, st->npath));
	if (st->norder)
		cJSON_AddItemToObject(o, "order", ints_json(st->order, st->norder));
	if (st->nbest)
		cJSON_AddItemToObject(o, "best", ints_json(st->best, st->nbest));
}

/* A GNN's embeddings, layer by layer up to the current one; null for a
 * node not computed yet. */
static void embeddings_json(cJSON *o, const struct trace_state *st)
{
	size_t n = (size_t)st->n;
	cJSON *ls = cJSON_AddArrayToObject(o, "embeddings");

	for (int l = 0; l <= st->layer; l++) {
		cJSON *rows = cJSON_CreateArray();
		for (size_t v = 0; v < n; v++)
			cJSON_AddItemToArray(
				rows, !st->emb_set[(size_t)l * n + v] ? cJSON_CreateNull() :
				int64s_json(st->emb + ((size_t)l * n + v) * (size_t)st->dim,
					    (size_t)st->dim, false));
		cJSON_AddItemToArray(ls, rows);
	}
}

static void counters_json(cJSON *o, const struct trace_state *st)
{
	cJSON *c = cJSON_AddObjectToObject(o, "counters");

	add_counter(c, "examined", st->examined);
	add_counter(c, "relaxed", st->relaxed);
	add_counter(c, "pushed", st->pushed);
	add_counter(c, "popped", st->popped);
	add_counter(c, "augmentations", st->augmentations);
	add_counter(c, "matched", st->matched);
	add_counter(c, "branches", st->branches);
	add_counter(c, "backtracks", st->backtracks);
	add_counter(c, "prunings", st->prunings);
	add_counter(c, "improvements", st->improvements);
	add_counter(c, "unions", st->unions);
}

cJSON *trace_state_to_json(const struct trace *tr, const struct trace_state *st)
{
	cJSON *o = cJSON_CreateObject();

	cJSON_AddNumberToObject(o, "step", (double)st->step);
	if (st->cur >= 0)
		cJSON_AddNumberToObject(o, "current", st->cur);
	if (st->cur_edge >= 0)
		cJSON_AddNumberToObject(o, "current_edge", (double)st->cur_edge);
	node_state_json(o, tr, st);
	edge_state_json(o, st);
	lists_json(o, tr, st);
	if (st->layers && st->dim)
		embeddings_json(o, st);
	cJSON_AddBoolToObject(o, "found", st->found);
	cJSON_AddBoolToObject(o, "done", st->done);
	if (st->done)
		cJSON_AddNumberToObject(o, "answer_value", (double)st->answer_value);
	counters_json(o, st);
	return o;
}
