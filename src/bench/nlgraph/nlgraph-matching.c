/* nlgraph-matching.c - NLGraph's bipartite matching task: its raw layout
 * (which states the matching size), its answer wording (the pairs) and the
 * join check of the stated pairs (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* "n1 n2 m", m lines "a j" (a < n1 <= j < n1 + n2), then the
 * maximum matching size. */
static long read_raw(struct nlgraph_raw *c)
{
	int64_t h[3], size;
	long n1, n2;
	struct graph *g;
	cJSON *gold;

	if (rawscan_ints(&c->s, 3, h, "header 'n1 n2 m'", 0, 0) != 0 ||
	    rawscan_range(&c->s, h[0], 0, 1, NLG_MAX_NODES, "applicant count") != 0 ||
	    rawscan_range(&c->s, h[1], 1, 1, NLG_MAX_NODES - h[0], "job count") != 0 ||
	    rawscan_range(&c->s, h[2], 2, 0, INT32_MAX, "edge count") != 0)
		return -1;
	n1 = (long)h[0];
	n2 = (long)h[1];
	g = graph_new((int)(n1 + n2), c->t->directed, c->t->attr);
	graph_set_parts(g, (int)n1, (int)n2);
	if (rawscan_edges(&c->s, g, (long)h[2],
			  &(struct edge_spec){ 0, n1 - 1, n1, n1 + n2 - 1, "applicant",
					       "job node" }) != 0 ||
	    rawscan_ints(&c->s, 1, &size, "maximum matching size", 0, 0) != 0 ||
	    rawscan_range(&c->s, size, 0, 0, n1 < n2 ? n1 : n2, "matching size") != 0 ||
	    rawscan_end(&c->s, "matching size") != 0) {
		graph_free(g);
		return -1;
	}
	gold = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(gold, "size", (double)size));
	return nlgraph_raw_one(c, g, NULL, gold);
}

/* "applicant 0: job 1" at q. */
static bool read_pair(const char *q, long *a, long *j)
{
	if (strncasecmp(q, "applicant", 9) != 0)
		return false;
	q += 9;
	if (!nlgraph_text_long(&q, a) || *q != ':')
		return false;
	q++;
	q += strspn(q, " ");
	if (strncasecmp(q, "job", 3) != 0)
		return false;
	q += 3;
	return nlgraph_text_long(&q, j);
}

/* "applicant 0: job 1" lines, then "2 applicants can find the job ..." */
static cJSON *answer_from_text(const char *text)
{
	cJSON *pairs = nlgraph_ck(cJSON_CreateArray()), *o;
	const char *p = text;
	long size = -1;

	while (p) {
		const char *q = p;
		long a, j;

		if (read_pair(p, &a, &j)) {
			cJSON *pr = nlgraph_ck(cJSON_CreateArray());
			cJSON_AddItemToArray(pr, nlgraph_ck(cJSON_CreateNumber((double)a)));
			cJSON_AddItemToArray(pr, nlgraph_ck(cJSON_CreateNumber((double)j)));
			cJSON_AddItemToArray(pairs, pr);
		} else if (nlgraph_text_long(&q, &a) && !prefixcmp(q, " applicant")) {
			size = a;
		}
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (size < 0 || size != cJSON_GetArraySize(pairs)) {
		cJSON_Delete(pairs);
		return NULL;
	}
	o = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(o, "size", (double)size));
	cJSON_AddItemToObject(o, "pairs", pairs);
	return o;
}

/* The stated pairs are edges of the graph, each node matched once. */
static void check_pairs(struct nlgraph_join *c, const cJSON *pairs)
{
	const struct graph *g = c->p->graph;
	int n1 = g->parts[0];
	char *used;
	const cJSON *it;

	if (!g->bipartite)
		return;
	used = xcalloc((size_t)g->n, 1);

	cJSON_ArrayForEach(it, pairs) {
		double da = cJSON_GetArrayItem(it, 0)->valuedouble;
		double dj = cJSON_GetArrayItem(it, 1)->valuedouble;
		long a, j;

		if (da < 0 || da >= n1 || dj < 0 || dj >= g->n - n1 ||
		    !graph_has_edge(g, (int)da, (int)dj + n1)) {
			NLGRAPH_JWARN(c,
				      "entry \"%ld\" (%s): applicant %.0f is not interested in "
				      "job %.0f",
				      c->key, c->p->id, da, dj);
			break;
		}
		a = (long)da;
		j = (long)dj + n1;
		if (used[a]++ || used[j]++) {
			NLGRAPH_JWARN(c,
				      "entry \"%ld\" (%s): applicant %ld or job %ld is matched twice",
				      c->key, c->p->id, a, j - n1);
			break;
		}
	}
	free(used);
}

/* The raw file states the size; the text adds the pairs. */
static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	struct problem *p = c->p;

	nlgraph_join_number(c, ans, "size");
	check_pairs(c, cJSON_GetObjectItemCaseSensitive(ans, "pairs"));
	if (!p->gold_answer)
		return ans;
	cJSON_AddItemToObject(p->gold_answer, "pairs",
			      cJSON_DetachItemFromObjectCaseSensitive(ans, "pairs"));
	cJSON_Delete(ans);
	return NULL;
}

/* ---- the prompt of evaluation/matching.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Instruct", "Algorithm", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "Instruct", "Algorithm", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 400 };

/* The applicants' interests in networkx's edge order (jobs numbered from
 * 0), then the question. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;
	struct nlgraph_nx_edge *e;
	size_t n;
	int n1 = g->parts[0], n2 = g->parts[1];

	if (!g->bipartite) {
		c->error = "the graph has no applicants and jobs (not bipartite)";
		return;
	}
	e = nlgraph_nx_edges(g, &n);
	sb_printf(c->sb,
		  "There are %d job applicants numbered from 0 to %d, and %d jobs numbered from 0 "
		  "to %d. Each applicant is interested in some of the jobs. Each job can only "
		  "accept one applicant and a job applicant can be appointed for only one job.\n",
		  n1, n1 - 1, n2, n2 - 1);
	for (size_t i = 0; i < n; i++)
		sb_printf(c->sb, "Applicant %d is interested in job %d.\n", e[i].u, e[i].v - n1);
	free(e);
	sb_puts(c->sb, "Q: Find an assignment of jobs to applicants in such that the maximum "
		       "number of applicants find the job they are interested in.\n");
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, "Let's construct a graph based on the above information first.\n");
	sb_puts(c->sb, "A:");
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops matching_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
