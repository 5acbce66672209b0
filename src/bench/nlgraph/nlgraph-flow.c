/* nlgraph-flow.c - NLGraph's maximum flow task: its raw layout (which
 * states the flow value), its answer wording and the join check
 * (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdint.h>
#include <string.h>

/* "n m", m lines "u v c", "s t", then the maximum flow value. */
static long read_raw(struct nlgraph_raw *c)
{
	int64_t st[2], val = 0;
	struct graph *g = nlgraph_raw_weighted(c, st);
	cJSON *gold;

	if (!g)
		return -1;
	if (rawscan_ints(&c->s, 1, &val, "maximum flow value", 0, 0) != 0 ||
	    rawscan_range(&c->s, val, 0, 0, INT64_MAX / 2, "flow value") != 0 ||
	    rawscan_end(&c->s, "flow value") != 0) {
		graph_free(g);
		return -1;
	}
	gold = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(gold, "value", (double)val));
	return nlgraph_raw_one(c, g, nlgraph_st_query(st), gold);
}

/* "The maximum flow from node 0 to node 2 is 7." */
static cJSON *answer_from_text(const char *text)
{
	const char *p = strstr(text, " is ");
	long v;
	cJSON *o;

	if (!p)
		return NULL;
	p += 4;
	if (!nlgraph_text_long(&p, &v))
		return NULL;
	o = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(o, "value", (double)v));
	return o;
}

static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	nlgraph_join_number(c, ans, "value");
	return ans;
}

const struct nlgraph_ops flow_nlgraph_ops = {
	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
