/* teach-matching.c - the bipartite matching lesson (teach.h): augmenting
 * paths, "applicant a looks for a job next: can it be matched now?", "how
 * many applicants get a job?", "give a maximum matching" (any,
 * matching_check, in teach-judge.c). The default graph has an augmenting
 * path longer than one edge. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

static const struct teach_lesson lesson = {
	"matching", "augmenting paths",
	"can an applicant be matched, a maximum matching's size and pairs",
	"an augmenting path longer than one edge", TEACH_OWN_BIPARTITE
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(ans, "size");

	t->best = cJSON_IsNumber(v) ? (int64_t)ll_of(v->valuedouble) : 0;
}

static void title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "max pairs of %d applicants and %d jobs", t->p->graph->parts[0],
		  t->p->graph->n - t->p->graph->parts[0]);
}

/* "applicant 0 job 1, applicant 2 job 0 and applicant 3 job 2" from the
 * list a0 j0 a1 j1 ... (jobs numbered from n1 in the graph). */
static char *pairs_text(const int *v, size_t n, int n1)
{
	struct strbuf sb;
	size_t np = n / 2;

	sb_init(&sb);
	if (!np)
		sb_puts(&sb, "no pairs");
	for (size_t i = 0; i < np; i++)
		sb_printf(&sb, "%sapplicant %d job %d", !i ? "" : i + 1 == np ? " and " : ", ",
			  v[2 * i], v[2 * i + 1] - n1);
	return sb_take(&sb);
}

/* Yes, and how: the augmenting path of event j (applicant, job,
 * applicant, ..., a free job), each job on it but the last held by the
 * applicant after it, who moves on to the next job ("1 -> job 1 (held by
 * 0) -> 0 -> job 0 (free): 0 is re-matched to job 0, so 1 takes job 1"). */
static char *path_why(const struct trace *tr, size_t j, int n1)
{
	size_t n;
	const int *v = trace_list(tr, j, &n);
	struct strbuf sb;

	sb_init(&sb);
	if (n < 2)
		return xstrdup("yes, an augmenting path reaches a free job");
	if (n == 2) {
		sb_printf(&sb, "yes: job %d is free, so %d takes it", v[1] - n1, v[0]);
		return sb_take(&sb);
	}
	sb_printf(&sb, "yes: %d", v[0]);
	for (size_t k = 1; k < n; k += 2) {
		sb_printf(&sb, " -> job %d", v[k] - n1);
		if (k + 1 < n)
			sb_printf(&sb, " (held by %d) -> %d", v[k + 1], v[k + 1]);
		else
			sb_puts(&sb, " (free)");
	}
	sb_puts(&sb, ":");
	for (size_t k = 2; k + 1 < n; k += 2)
		sb_printf(&sb, "%s%d is re-matched to job %d", k > 2 ? ", " : " ", v[k],
			  v[k + 1] - n1);
	sb_printf(&sb, ", so %d takes job %d", v[0], v[1] - n1);
	return sb_take(&sb);
}

/* No, and why: the jobs its search reached between events i and j, each
 * taken, and no holder found a free one. */
static char *blocked_why(const struct trace *tr, size_t i, size_t j, int a, int n1)
{
	struct strbuf sb;
	struct trace_state st;
	size_t seen = 0;

	trace_state_init(&st, tr);
	trace_state_at((struct trace *)tr, i, &st);
	sb_init(&sb);
	sb_printf(&sb, "no: the search from %d reached only taken jobs (", a);
	for (size_t k = i; k < j && k < trace_count(tr); k++) {
		const struct trace_event *ev = &tr->ev[k];
		if (ev->kind == TR_EXAMINE && ev->b >= n1 && ev->b < st.n && st.mate[ev->b] >= 0)
			sb_printf(&sb, "%sjob %d of %d", seen++ ? ", " : "", ev->b - n1,
				  st.mate[ev->b]);
		trace_state_apply(tr, &st, k);
	}
	sb_puts(&sb, "), and none of their holders found a free job");
	trace_state_free(&st);
	if (!seen) {
		sb_reset(&sb);
		if (tr->g && tr->g->finished && graph_degree(tr->g, a))
			sb_printf(&sb, "no: every job %d wants is taken, and no holder can move", a);
		else
			sb_printf(&sb, "no: %d wants no job", a);
	}
	return sb_take(&sb);
}

/* The size as the search counts it: one augmenting path per applicant
 * that found one, each path one more pair ("2: an augmenting path for 0
 * and 1, each one pair more; none for 2 and 3"). */
static char *size_why(const struct trace *tr, int64_t best)
{
	struct strbuf sb;
	size_t yes = 0, no = 0;

	sb_init(&sb);
	sb_printf(&sb, "%" PRId64 ": an augmenting path for", best);
	for (size_t k = 0; k < trace_count(tr); k++)
		if (tr->ev[k].kind == TR_PATH)
			sb_printf(&sb, "%s %d", yes++ ? "," : "", tr->ev[k].a);
	if (!yes)
		sb_puts(&sb, " none");
	sb_puts(&sb, ", each one pair more");
	for (size_t k = 0; k < trace_count(tr); k++)
		if (tr->ev[k].kind == TR_PRUNE && tr->ev[k].a >= 0)
			sb_printf(&sb, "%s %d", no++ ? "," : "; none for", tr->ev[k].a);
	return sb_take(&sb);
}

static void ask_can_match(struct teach *t, size_t i)
{
	const struct trace *tr = t->tr;
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_YESNO, i);
	int a = tr->ev[i].a;
	size_t j = i + 1;
	int n1 = t->p->graph->parts[0];

	while (j < trace_count(tr) && tr->ev[j].kind != TR_PATH && tr->ev[j].kind != TR_PRUNE)
		j++;
	q->value = j < trace_count(tr) && tr->ev[j].kind == TR_PATH;
	q->node = a;
	q->text = xasprintf("Applicant %d looks for a job next. Can it be matched now "
			    "(an augmenting path)?", a);
	q->expect = q->value ? path_why(tr, j, n1) : blocked_why(tr, i, j, a, n1);
}

static void choose_matching(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, ans = teach_next_event(tr, 0, TR_ANSWER), len = 0, no = n;
	const int *pairs = ans < n ? trace_list(tr, ans, &len) : NULL;
	struct teach_question *q;
	char *l;

	for (size_t i = 0; i < n; i++)
		if (tr->ev[i].kind == TR_NOTE && tr->ev[i].a >= 0) {
			v[nv++] = i;
			if (no == n && i + 1 < n) {
				size_t j = i + 1;
				while (j < n && tr->ev[j].kind != TR_PATH && tr->ev[j].kind != TR_PRUNE)
					j++;
				if (j < n && tr->ev[j].kind == TR_PRUNE)
					no = i;
			}
		}
	if (no < n) {	/* one applicant who stays alone, and two others */
		size_t k = 0;
		for (size_t i = 0; i < nv; i++)
			if (v[i] != no)
				v[k++] = v[i];
		ask_can_match(t, no);
		teach_ask_spread(t, v, k, 2, ask_can_match);
	} else {
		teach_ask_spread(t, v, nv, MAX_ASK, ask_can_match);
	}
	q = teach_new_question(t, TQ_FINAL, TF_NUMBER, ans < n ? ans : n);
	q->value = t->best;
	q->text = xstrdup("How many applicants get a job in a maximum matching?");
	q->expect = size_why(tr, t->best);
	l = pairs_text(pairs, pairs ? len : 0, t->p->graph->parts[0]);
	q = teach_new_question(t, TQ_FINAL, TF_PAIRS, ans < n ? ans : n);
	q->text = xstrdup("Give a maximum matching as applicant job pairs (jobs from 0).");
	q->expect = xasprintf("any maximum matching is right; the search gives %s", l);
	free(l);
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v);

	choose_matching(t, v);
	free(v);
}

static void format_matching(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	int n1 = t->p->graph->parts[0];

	teach_put_list(sb, "queue:", st->frontier, st->nfrontier);
	sb_puts(sb, "applicant  job\n");
	for (int a = 0; a < n1; a++) {
		if (st->mate[a] >= 0)
			sb_printf(sb, "%9d  %3d\n", a, st->mate[a] - n1);
		else
			sb_printf(sb, "%9d  %3s\n", a, "-");
	}
}

static bool shows(const struct problem *p, struct trace *tr)
{
	(void)p;
	for (size_t i = 0; i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_PATH && tr->ev[i].list_len > 2)
			return true;
	return false;
}

const struct teach_ops matching_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.format = format_matching,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_JUDGE | TEACH_OPT_PICK,
};
