/* nlgraph-shortest-path.c - NLGraph's shortest path task: its raw layout,
 * its answer wording, the join check of the stated path, and the city
 * wording its runs may use (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdlib.h>
#include "runs.h"

#include <stdint.h>
#include <string.h>

/* "n m", m lines "u v w", "s t". */
static long read_raw(struct nlgraph_raw *c)
{
	int64_t st[2];
	struct graph *g = nlgraph_raw_weighted(c, st);

	if (!g)
		return -1;
	if (rawscan_end(&c->s, "source and target line") != 0) {
		graph_free(g);
		return -1;
	}
	return nlgraph_raw_one(c, g, nlgraph_st_query(st), NULL);
}

/* "The shortest path from node 0 to node 2 is 0,3,2 with a total weight of 4" */
static cJSON *answer_from_text(const char *text)
{
	const char *p = strstr(text, " is "), *w;
	cJSON *path, *o;
	long len;

	if (!p)
		return NULL;
	p += 4;
	path = nlgraph_text_list(&p);
	if (!path)
		return NULL;
	w = strstr(p, "total weight of");
	if (!w)
		w = strstr(p, "total length of");
	if (!w || (w += strlen("total weight of"), !nlgraph_text_long(&w, &len))) {
		cJSON_Delete(path);
		return NULL;
	}
	o = nlgraph_ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, "path", path);
	nlgraph_ck(cJSON_AddNumberToObject(o, "length", (double)len));
	return o;
}

/* The path runs from the source to the target over the graph's edges, and
 * weighs the stated length. */
static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	const cJSON *path = cJSON_GetObjectItemCaseSensitive(ans, "path");
	int n = cJSON_GetArraySize(path);
	long s, t, len, w;

	if (problem_query_int(c->p, "source", &s) && problem_query_int(c->p, "target", &t) &&
	    (n < 1 || cJSON_GetArrayItem(path, 0)->valuedouble != s ||
	     cJSON_GetArrayItem(path, n - 1)->valuedouble != t)) {
		NLGRAPH_JWARN(c,
			      "entry \"%ld\" (%s): the path does not run from node %ld to node %ld",
			      c->key, c->p->id, s, t);
		return ans;
	}
	w = nlgraph_join_walk(c, path, false);
	if (w >= 0 && nlgraph_json_long(ans, "length", &len) && len != w)
		NLGRAPH_JWARN(c,
			      "entry \"%ld\" (%s): the path's weight is %ld, the answer says %ld",
			      c->key, c->p->id, w, len);
	return ans;
}

/* Runs with the city wording: city=1 in the namespace or "+city" in the
 * run folder's name. */
static void run_params(struct answer *a, long layer, long city, const char *run_folder)
{
	(void)layer;
	a->city = city == 1 || strstr(run_folder, "+city") != NULL;
}

/* ---- the prompt of evaluation/shortest_path.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Algorithm", "Instruct", "dot1",
	"dot2", "ins1", "ins2", "ins3", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "Algorithm", "Instruct", "dot1", "dot2", "ins1", "ins2", "ins3", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 400 };

/* The edges in networkx's order with their weights (--city 1: roads
 * between cities with their lengths), the method's line, then the query. */
static void ask(struct nlgraph_ask *c)
{
	long s, t;
	bool city = c->o->city;

	if (!nlgraph_ask_st(c, &s, &t))
		return;
	if (city) {
		sb_printf(c->sb, "In a country, the cities are numbered from 0 to %d. There are roads "
				 "between the cities, and the roads are:\n",
			  c->p->graph->n - 1);
		nlgraph_ask_attr_edges(c, "a road", "between", "city", "and", "length");
	} else {
		sb_printf(c->sb, "In an undirected graph, the nodes are numbered from 0 to %d, and "
				 "the edges are:\n",
			  c->p->graph->n - 1);
		nlgraph_ask_attr_edges(c, "an edge", "between", "node", "and", "weight");
	}
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, "Let's construct a graph with the nodes and edges first.\n");
	else if (nlgraph_ask_is(c, "ins1"))
		sb_puts(c->sb, "Let's think step by step.\n");
	else if (nlgraph_ask_is(c, "ins2"))
		sb_puts(c->sb, "Examine each detail carefully.\n");
	else if (nlgraph_ask_is(c, "ins3"))
		sb_puts(c->sb, "Think it through systematically.\n");
	else if (nlgraph_ask_is(c, "dot1"))
		sb_puts(c->sb, ".......................................................\n");
	sb_printf(c->sb, "Q: Give the shortest path from %s %ld to %s %ld.\nA:",
		  city ? "city" : "node", s, city ? "city" : "node", t);
	nlgraph_ask_suffix(c->sb, c->method);
}

/* The script's --city 1 reads the city exemplars. */
static const char *exemplar_folder(const struct nlgraph_ask *c)
{
	return c->o->city ? "city-prompt" : "prompt";
}

const struct nlgraph_ops shortest_path_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,
	.exemplar_folder = exemplar_folder,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.run_params = run_params,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS,
};
