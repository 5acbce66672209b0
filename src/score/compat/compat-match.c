/* compat-match.c - policy "compat" for bipartite matching and GNN message
 * passing (quirks in compat.h). */
#include "config.h"
#include "compat.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

/* The digit run at *i (stopping at end), saturated at COMPAT_BIG. */
static int64_t read_num(const struct ctext *ct, long *i, long end)
{
	int64_t num = 0;

	while (*i < end && is_digit(ct->s[*i])) {
		int d = ct->s[(*i)++] - '0';
		/* saturate before multiplying: COMPAT_BIG * 10 overflows int64_t */
		num = num > (COMPAT_BIG - d) / 10 ? COMPAT_BIG : num * 10 + d;
	}
	return num;
}

/* One matching answer: 1 right, 0 wrong; *parsed when both words occur. */
static int matching_one(const struct ctext *ct, const struct graph *g, int64_t size, int *parsed)
{
	long i = cfind(ct, "applicant", 0), j = cfind(ct, "job", 0), pos, a;
	int64_t n1 = g->parts[0], cnt = 0;
	int64_t (*sol)[2] = NULL;
	size_t ns = 0, cap = 0;
	int tag = 0, ok = 1;

	if (j < i) {
		tag = 1;
		i = j;
	}
	*parsed = i >= 0;
	if (i < 0)
		return 0;
	pos = cfind(ct, "this way", 0);
	a = cfind(ct, "make the following assignments", 0);
	if (a > i)
		i = a;
	if (pos < 0)
		pos = (long)ct->len;
	while (i < pos) {
		int64_t num = 0, num2 = 0;

		while (i < pos && !is_digit(ct->s[i]))
			i++;
		if (i == pos)
			break;
		num = read_num(ct, &i, pos);
		while (i < pos && !is_digit(ct->s[i]))
			i++;
		if (i == pos)
			break;
		num2 = read_num(ct, &i, pos);
		xgrow(&sol, &cap, ns + 1, sizeof *sol);
		sol[ns][0] = tag ? num2 : num;
		sol[ns][1] = (tag ? num : num2) + n1;
		ns++;
	}
	for (size_t k = 0; k < ns; k++)
		cnt += compat_has_edge(g, sol[k][0], sol[k][1]);
	for (size_t x = 0; ok && x < ns; x++)
		for (size_t y = 0; ok && y + 1 < x; y++)	/* range(i-1) */
			if (sol[x][0] == sol[y][0] || sol[x][1] == sol[y][1])
				ok = 0;
	free(sol);
	return ok && cnt == size;
}

int compat_matching(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	const cJSON *sz = in->p->gold_answer ?
		cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "size") : NULL;
	size_t votes = 0, parsed = 0;

	(void)st;
	if (!cJSON_IsNumber(sz) || !in->p->graph->bipartite) {
		*err = xasprintf("%s: needs a bipartite graph and a gold answer (size)", in->p->id);
		return -1;
	}
	for (size_t k = 0; k < in->ns; k++) {
		struct ctext ct;
		int pz;

		if (!in->texts[k])
			continue;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		votes += matching_one(&ct, in->p->graph, (int64_t)ll_of(sz->valuedouble), &pz);
		parsed += pz;
		ctext_free(&ct);
	}
	metrics_set(&out->metrics, "res1", 2 * votes > in->ns ? 1 : 0);
	out->unparsed = parsed == 0;
	return 0;
}

/* Layer-L embeddings: each layer sums the neighbours' vectors, a neighbour
 * counted once (networkx's G[i]). Returns n*d values (caller frees). */
static double *gnn_embed(const struct graph *g, int layers)
{
	size_t nd = (size_t)g->n * (size_t)g->feat_dim;
	double *cur = xcalloc(nd ? nd : 1, sizeof *cur), *nxt = xcalloc(nd ? nd : 1, sizeof *nxt);

	for (size_t i = 0; i < nd; i++)
		cur[i] = (double)g->features[i];
	for (int l = 0; l < layers; l++) {
		memset(nxt, 0, (nd ? nd : 1) * sizeof *nxt);
		for (int u = 0; u < g->n; u++)
			for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
				size_t j = g->off[u];
				int v = g->nbr[i];
				while (j < i && g->nbr[j] != v)
					j++;
				if (j < i)
					continue;
				for (int k = 0; k < g->feat_dim; k++)
					nxt[(size_t)u * g->feat_dim + k] +=
						cur[(size_t)v * g->feat_dim + k];
			}
		double *t = cur;
		cur = nxt;
		nxt = t;
	}
	free(nxt);
	return cur;
}

static int gnn_one(const struct ctext *ct, const struct graph *g, const double *std, int *parsed)
{
	long pos = crfind(ct, "node 0");
	size_t d = (size_t)g->feat_dim, need = (size_t)g->n * (d + 1), nt = 0;
	double *tok;
	int ok = 1;

	*parsed = pos >= 0;
	if (pos < 0)
		return 0;
	tok = xcalloc(need + 1, sizeof *tok);
	for (size_t i = (size_t)pos; i < ct->len && nt < need;) {
		double v = 0;
		if (!is_digit(ct->s[i])) {
			i++;
			continue;
		}
		while (i < ct->len && is_digit(ct->s[i]))
			v = v * 10 + (ct->s[i++] - '0');
		tok[nt++] = v;
	}
	for (size_t i = 0; ok && i < (size_t)g->n; i++)
		for (size_t j = 0; ok && j < d; j++) {
			size_t at = i * (d + 1) + j + 1;
			if (at >= nt || fabs(tok[at] - std[i * d + j]) > 0.01)
				ok = 0;
		}
	free(tok);
	return ok;
}

int compat_gnn(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err)
{
	const struct graph *g = in->p->graph;
	size_t votes = 0, parsed = 0;
	long layers = in->layer;
	double *std;

	(void)st;
	if (!layers && !problem_query_int(in->p, "layers", &layers))
		layers = 1;
	if (!g->features || g->feat_dim <= 0 || layers < 0 || layers > 16) {
		*err = xasprintf("%s: needs node features and 0..16 layers", in->p->id);
		return -1;
	}
	std = gnn_embed(g, (int)layers);
	for (size_t k = 0; k < in->ns; k++) {
		struct ctext ct;
		int pz;

		if (!in->texts[k])
			continue;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		votes += gnn_one(&ct, g, std, &pz);
		parsed += pz;
		ctext_free(&ct);
	}
	free(std);
	metrics_set(&out->metrics, "res", 2 * votes > in->ns ? 1 : 0);
	out->unparsed = parsed == 0;
	return 0;
}

/* the policy compat of these tasks (score-ops.h) */
const struct score_ops matching_compat_ops = {
	.score = compat_matching,
	.primary = "res1",
};
const struct score_ops gnn_compat_ops = {
	.score = compat_gnn,
	.primary = "res",
};
