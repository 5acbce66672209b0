/* nlgraph-shortest-path.c - NLGraph's shortest path task: its raw layout,
 * its answer wording, the join check of the stated path, and the city
 * wording its runs may use (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"
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

const struct nlgraph_ops shortest_path_nlgraph_ops = {
	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.run_params = run_params,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS,
};
