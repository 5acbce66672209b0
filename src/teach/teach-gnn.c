/* teach-gnn.c - the GNN lesson (teach.h): message passing, "what is node
 * v's embedding after layer 1?" (a vector, judged in teach-judge.c). The
 * default graph has varied vectors: distinct inputs, no zero sum. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

static const struct teach_lesson lesson = {
	"gnn", "message passing", "a node's embedding after layer 1",
	"varied vectors: distinct inputs, no zero sum", TEACH_OWN_NONE
};

static void title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "%d layer%s of sums over neighbours", t->tr->layers,
		  t->tr->layers == 1 ? "" : "s");
}

/* "(1,0)" */
static void put_vec(struct strbuf *sb, const int64_t *v, size_t n)
{
	sb_putc(sb, '(');
	for (size_t k = 0; k < n; k++)
		sb_printf(sb, "%s%" PRId64, k ? "," : "", v[k]);
	sb_putc(sb, ')');
}

static void ask_embedding(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_VECTOR, i);
	size_t len, nn, nl;
	const int64_t *vec = trace_vec(t->tr, i, &len);
	const int *nbr = trace_list(t->tr, i, &nn);
	const struct graph *g = t->p->graph;
	size_t dim = g->features ? (size_t)g->feat_dim : 0;
	struct strbuf sb;

	q->node = ev->a;
	q->vec = xmalloc((len + 1) * sizeof *q->vec);
	memcpy(q->vec, vec, len * sizeof *q->vec);
	q->nvec = len;
	q->text = xasprintf("What is node %d's embedding after layer 1 (the sum of its "
			    "neighbours' vectors)?", ev->a);
	/* the sum written out: "h1[2] = h0[0] + h0[3] = (1,0) + (0,1) =
	 * (1,1)", the neighbours in the step's list */
	sb_init(&sb);
	sb_printf(&sb, "h1[%d] = ", ev->a);
	nl = nbr ? nn : 0;
	if (!nl)
		sb_puts(&sb, "the empty sum (no neighbours) = ");
	for (size_t k = 0; k < nl; k++)
		sb_printf(&sb, "%sh0[%d]", k ? " + " : "", nbr[k]);
	if (nl)
		sb_puts(&sb, " = ");
	for (size_t k = 0; k < nl && dim; k++) {
		sb_puts(&sb, k ? " + " : "");
		put_vec(&sb, g->features + (size_t)nbr[k] * dim, dim);
	}
	if (nl)
		sb_puts(&sb, " = ");
	put_vec(&sb, vec, len);
	q->expect = sb_take(&sb);
}

static void choose_gnn(struct teach *t, size_t *v)
{
	size_t nv = 0;

	for (size_t i = 0; i < trace_count(t->tr); i++)
		if (t->tr->ev[i].kind == TR_AGGREGATE && t->tr->ev[i].val == 1)
			v[nv++] = i;
	teach_ask_spread(t, v, nv, MAX_ASK, ask_embedding);
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v);

	choose_gnn(t, v);
	free(v);
}

/* One column per layer, 0 (the inputs) to the last: a value not computed
 * yet shows as "-", never as zeros. */
static void format_gnn(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	int n = st->n, dim = st->dim, top = t->tr->layers < 0 ? 0 : t->tr->layers;
	int width = 2 + dim * 4;

	if (width < 9)
		width = 9;
	sb_puts(sb, "node");
	for (int l = 0; l <= top; l++)
		sb_printf(sb, "  layer %-*d", width - 6, l);
	sb_putc(sb, '\n');
	for (int v = 0; v < n; v++) {
		sb_printf(sb, "%4d", v);
		for (int l = 0; l <= top; l++) {
			struct strbuf c;
			sb_init(&c);
			if (!st->emb_set[(size_t)l * (size_t)n + (size_t)v]) {
				sb_puts(&c, "-");
			} else {
				sb_putc(&c, '[');
				for (int k = 0; k < dim; k++)
					sb_printf(&c, "%s%" PRId64, k ? "," : "",
						  st->emb[((size_t)l * (size_t)n + (size_t)v) *
							  (size_t)dim + (size_t)k]);
				sb_putc(&c, ']');
			}
			sb_printf(sb, "  %-*s", width, c.data ? c.data : "");
			sb_free(&c);
		}
		sb_putc(sb, '\n');
	}
}

static bool shows(const struct problem *p, struct trace *tr)
{
	const struct graph *g = p->graph;
	size_t dim = (size_t)g->feat_dim, distinct = 0;

	for (int v = 0; v < g->n; v++) {	/* distinct inputs */
		bool seen = false;
		for (int w = 0; w < v && !seen; w++)
			seen = !memcmp(g->features + (size_t)v * dim, g->features + (size_t)w * dim,
				       dim * sizeof *g->features);
		distinct += !seen;
	}
	if (distinct * 2 < (size_t)g->n || g->m + 1 < (size_t)g->n)
		return false;
	for (size_t i = 0; i < trace_count(tr); i++) {	/* no zero sum at layer 1 */
		size_t nv;
		const int64_t *vec;
		bool zero = true;
		if (tr->ev[i].kind != TR_AGGREGATE || tr->ev[i].val != 1)
			continue;
		vec = trace_vec(tr, i, &nv);
		for (size_t k = 0; k < nv; k++)
			zero &= vec[k] == 0;
		if (zero)
			return false;
	}
	return true;
}

const struct teach_ops gnn_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.title = title,
	.choose = choose,
	.format = format_gnn,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_READ | TEACH_OPT_JUDGE | TEACH_OPT_PICK,
};
