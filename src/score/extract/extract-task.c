/* extract-task.c - the final answer per task: candidates, anchors, the
 * final pick and contradictions (see extract.h); the extract ops of the
 * sequence tasks (topology, shortest path, hamilton) and of flow, and the
 * dispatch through the ops table (extract-ops.h). */
#include "config.h"
#include "extract-int.h"
#include "extract-ops.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ANCHOR_REACH 120

struct xanswer *xcands_push(struct xcands *cs)
{
	/* room for 4 at first, not xgrow's 8: most lists hold a candidate or
	 * two, and 4 answers fit malloc's per-thread cache (8 did not) */
	if (cs->n == cs->cap) {
		size_t cap = cs->cap ? cs->cap * 2 : 4;
		cs->v = xreallocarray(cs->v, cap, sizeof *cs->v);
		cs->cap = cap;
	}
	memset(&cs->v[cs->n], 0, sizeof cs->v[cs->n]);
	return &cs->v[cs->n++];
}

void xcands_free(struct xcands *cs)
{
	for (size_t i = 0; i < cs->n; i++)
		xanswer_free(&cs->v[i]);
	free(cs->v);
	memset(cs, 0, sizeof *cs);
}

void xanswer_free(struct xanswer *a)
{
	free(a->v);
	free(a->vspan);
	free(a->f);
	free(a->rowdim);
	memset(a, 0, sizeof *a);
}

static int cmp_i64pair(const void *x, const void *y)
{
	const int64_t *a = x, *b = y;
	if (a[0] != b[0])
		return a[0] < b[0] ? -1 : 1;
	return (a[1] > b[1]) - (a[1] < b[1]);
}

char *xanswer_key(const struct xanswer *a)
{
	struct strbuf sb;
	int64_t *tmp;

	sb_init(&sb);
	switch (a->kind) {
	case XK_NONE:
		return NULL;
	case XK_BOOL:
		sb_puts(&sb, a->yes ? "b:yes" : "b:no");
		break;
	case XK_NUMBER:
		sb_puts(&sb, "v:");
		sb_put_i64(&sb, a->num);
		break;
	case XK_SEQ:
		sb_puts(&sb, "s:");
		for (size_t i = 0; i < a->n; i++) {
			if (i)
				sb_putc(&sb, ',');
			sb_put_i64(&sb, a->v[i]);
		}
		break;
	case XK_PAIRS:
		/* a matching is a set of pairs */
		tmp = xcalloc(a->n ? a->n : 1, sizeof *tmp);
		memcpy(tmp, a->v, a->n * sizeof *tmp);
		qsort(tmp, a->n / 2, 2 * sizeof *tmp, cmp_i64pair);
		sb_puts(&sb, "p:");
		for (size_t i = 0; i + 1 < a->n; i += 2) {
			if (i)
				sb_putc(&sb, ',');
			sb_put_i64(&sb, tmp[i]);
			sb_putc(&sb, '-');
			sb_put_i64(&sb, tmp[i + 1]);
		}
		free(tmp);
		break;
	case XK_EMBED:
		sb_printf(&sb, "e:");
		for (size_t i = 0; i < a->n; i++) {
			sb_printf(&sb, "%s%lld=", i ? ";" : "", (long long)a->v[i]);
			for (int k = 0; k < a->rowdim[i]; k++)
				sb_printf(&sb, "%s%.6g", k ? "," : "", a->f[i * (size_t)a->dim + (size_t)k]);
		}
		break;
	}
	return sb_take(&sb);
}

/* Do two answers have the same value (what xanswer_key compares)? Pairs
 * and embeddings go through their keys; the rest compare directly. */
static bool same_value(const struct xanswer *a, const struct xanswer *b)
{
	char *ka, *kb;
	bool same;

	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case XK_NONE:
		return true;
	case XK_BOOL:
		return a->yes == b->yes;
	case XK_NUMBER:
		return a->num == b->num;
	case XK_SEQ:
		return a->n == b->n && !memcmp(a->v, b->v, a->n * sizeof *a->v);
	default:
		break;
	}
	ka = xanswer_key(a);
	kb = xanswer_key(b);
	same = !strcmp(ka, kb);
	free(ka);
	free(kb);
	return same;
}

void xcands_pick(struct xcands *cs, bool loose, struct xanswer *out)
{
	long f = -1;
	bool any_anchor;

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < cs->n; i++)
		if (cs->v[i].anchored)
			f = (long)i;
	any_anchor = f >= 0;
	if (!any_anchor)
		f = (long)cs->n - 1;
	if (f < 0) {
		xcands_free(cs);
		return;
	}
	for (size_t i = 0; i < cs->n; i++) {
		if ((long)i == f || (any_anchor && !cs->v[i].anchored) || (!any_anchor && !loose))
			continue;
		if (!same_value(&cs->v[i], &cs->v[f])) {
			cs->v[f].contradiction = true;
			cs->v[f].other = cs->v[i].span;
		}
	}
	*out = cs->v[f];
	memset(&cs->v[f], 0, sizeof cs->v[f]);
	xcands_free(cs);
}

static int64_t sum_result(const char *s, size_t len, int64_t v, struct xspan *sp);

/* ---- anchors ------------------------------------------------------------ */

static bool sentence_end(const char *s, size_t len, size_t i)
{
	if (s[i] == '.' || s[i] == '!' || s[i] == '?')
		return i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\n';
	return s[i] == '\n' && i + 1 < len && s[i + 1] == '\n';
}

/* An anchor list made ready for anchored_before, once per text: each
 * anchor's length, and a table of the bytes that matter walking back (the
 * anchors' last bytes: a bit per anchor; sentence ends: ANCHOR_STOP). */
#define ANCHOR_MAX 7
#define ANCHOR_STOP 0x80
struct anchor_set {
	const char *const *w;
	size_t n[ANCHOR_MAX];
	unsigned char at[256];
};

static void anchor_set_init(struct anchor_set *as, const char *const *anchors)
{
	memset(as, 0, sizeof *as);
	as->w = anchors;
	as->at['.'] = as->at['!'] = as->at['?'] = as->at['\n'] = ANCHOR_STOP;
	for (size_t k = 0; anchors[k] && k < ANCHOR_MAX; k++) {	/* the lists below fit (ANCHORS_FIT) */
		as->n[k] = strlen(anchors[k]);
		as->at[(unsigned char)anchors[k][as->n[k] - 1]] |= (unsigned char)(1u << k);
	}
}

/* Does an anchor phrase end in s[from..to) with no sentence end between it
 * and to? */
static bool anchored_before(const char *s, size_t len, size_t from, size_t to,
			    const struct anchor_set *as)
{
	if (to > from + ANCHOR_REACH)
		from = to - ANCHOR_REACH;
	for (size_t i = to; i-- > from;) {
		unsigned m = as->at[(unsigned char)s[i]];
		if (!m)
			continue;
		if ((m & ANCHOR_STOP) && sentence_end(s, len, i))
			return false;
		for (m &= ~ANCHOR_STOP; m; m &= m - 1) {
			size_t k = (size_t)__builtin_ctz(m), n = as->n[k];
			if (i + 1 >= n && i + 1 - n >= from && !memcmp(s + i + 1 - n, as->w[k], n))
				return true;
		}
	}
	return false;
}

static const char *const topo_anchors[] = { "solution", "order", "answer", "topological sort",
					    "sorting", "sequence", NULL };
static const char *const path_anchors[] = { "shortest path", "answer", "path is", "route is",
					    NULL };
static const char *const ham_anchors[] = { "path can be", "answer", "path is", "hamiltonian path",
					   "path:", NULL };
static const char *const flow_anchors[] = { "maximum flow", "max flow", "max-flow",
					    "answer is", "answer:", NULL };
/* each sequence list fits an anchor_set (its NULL not counted) */
#define ANCHORS_FIT(list) _Static_assert(ARRAY_SIZE(list) - 1 <= ANCHOR_MAX, #list)
ANCHORS_FIT(topo_anchors);
ANCHORS_FIT(path_anchors);
ANCHORS_FIT(ham_anchors);
#undef ANCHORS_FIT

/* ---- sequences ---------------------------------------------------------- */

/* The sequences of s as candidates for xcands_pick(cs, false), which is
 * all extract_sequence_task asks of them: with an anchored candidate the
 * last anchored one wins and the other anchored ones are compared with
 * it; with none the last one wins and none are compared. So only the
 * anchored candidates are kept, and before the first of them the last
 * unanchored one (its arrays reused by the next): a reasoning's many
 * unanchored sequences cost no allocation each. */
static void seq_cands(const char *s, size_t len, const struct xquery *q,
		      const char *const *anchors, struct xcands *cs)
{
	struct xseq seq = { 0 };
	size_t pos = 0, prev_end = 0, min = q->nodes == 1 ? 1 : 2, room = 0;
	bool have_anchor = false;
	struct anchor_set as;

	anchor_set_init(&as, anchors);

	while (extract_seq(s, len, pos, &seq)) {
		struct xanswer *c;
		bool anchored;
		pos = seq.end;
		if (seq.n < min)
			continue;
		anchored = anchored_before(s, len, prev_end, seq.start, &as);
		prev_end = seq.end;
		if (!anchored && have_anchor)
			continue;	/* never picked, never compared */
		if (cs->n && !cs->v[cs->n - 1].anchored) {
			/* the one unanchored candidate goes: its arrays (room:
			 * their size) are this one's */
			c = &cs->v[cs->n - 1];
		} else {
			c = xcands_push(cs);
			room = 0;
		}
		if (seq.n > room) {
			c->v = xreallocarray(c->v, seq.n, sizeof *c->v);
			c->vspan = xreallocarray(c->vspan, seq.n, sizeof *c->vspan);
			room = seq.n;
		}
		c->kind = XK_SEQ;
		c->span = (struct xspan){ seq.start, seq.end - seq.start };
		c->anchored = anchored;
		have_anchor |= anchored;
		c->n = seq.n;
		memcpy(c->v, seq.v, seq.n * sizeof *c->v);
		memcpy(c->vspan, seq.sp, seq.n * sizeof *c->vspan);
	}
	xseq_free(&seq);
}

/* The bare number (not a node id) after pos in the sentence: value, span. */
static int64_t bare_number(const char *s, size_t len, size_t pos, bool last, struct xspan *sp)
{
	int64_t found = -1;

	for (size_t i = pos; i < len && !sentence_end(s, len, i) && s[i] != '\n'; i++) {
		size_t e;
		int64_t v;
		if (extract_node_at(s, len, i, &e) >= 0) {
			i = e - 1;
			continue;
		}
		v = extract_uint_at(s, len, i, &e);
		if (v < 0)
			continue;
		found = v;
		*sp = (struct xspan){ i, e - i };
		if (!last)
			break;
		i = e - 1;
	}
	return found;
}

int64_t extract_leg_weight(const char *s, size_t len, size_t i, size_t *end)
{
	static const char *const says[] = { ": weight ", ": length ", ": ", " (weight ",
					    " (length ", " with weight ", " with length " };
	size_t e, j;
	int64_t w;

	for (size_t k = 0; k < ARRAY_SIZE(says); k++) {
		size_t n = strlen(says[k]);
		if (i + n > len || memcmp(s + i, says[k], n))
			continue;
		for (j = i + n; j < len && s[j] == ' '; j++)
			;
		if ((w = extract_uint_at(s, len, j, &e)) < 0)
			return -1;
		if (says[k][1] == '(') {
			if (e >= len || s[e] != ')')
				return -1;
			e++;
		}
		*end = e;
		return w;
	}
	return -1;
}

/* Shortest path: the total stated right after the final path (after the
 * last leg's own weight, for a path told leg by leg). */
static void path_total(const char *s, size_t len, struct xanswer *a)
{
	static const char *const kw[] = { "total", "weight", "length", "cost", "=" };
	size_t from = a->span.off + a->span.len, end;

	if (a->legs && extract_leg_weight(s, len, from, &end) >= 0)
		from = end;
	end = from;
	struct xspan sp;
	int64_t v;

	while (end < len && !sentence_end(s, len, end) && s[end] != '\n' && end < from + 160)
		end++;
	for (size_t i = from; i < end; i++)
		for (size_t k = 0; k < ARRAY_SIZE(kw); k++)
			if (s[i] == kw[k][0] && i + strlen(kw[k]) <= end &&
			    !memcmp(s + i, kw[k], strlen(kw[k]))) {
				/* after the last "=" of the sentence, else the first number */
				size_t eq = i;
				for (size_t j = i; j < end; j++)
					if (s[j] == '=')
						eq = j;
				v = bare_number(s, end, eq, false, &sp);
				if (v >= 0) {
					a->num = v;
					a->has_num = true;
					a->num_span = sp;
				}
				return;
			}
}

/* "from X to Y" at i (node or city words): the pair and the end. */
static bool leg_at(const char *s, size_t len, size_t i, int64_t *x, int64_t *y, size_t *end)
{
	size_t e, j;

	if (!extract_word_at(s, len, i, "from"))
		return false;
	j = i + 4;
	while (j < len && s[j] == ' ')
		j++;
	if ((*x = extract_node_at(s, len, j, &e)) < 0)
		return false;
	j = e;
	while (j < len && s[j] == ' ')
		j++;
	if (!extract_word_at(s, len, j, "to"))
		return false;
	j += 2;
	while (j < len && s[j] == ' ')
		j++;
	return (*y = extract_node_at(s, len, j, end)) >= 0;
}

static int cmp_cand(const void *a, const void *b)
{
	const struct xanswer *x = a, *y = b;
	return (x->span.off > y->span.off) - (x->span.off < y->span.off);
}

/* A path told leg by leg, one leg a line: "from city 1 to city 0: length
 * 4 / from city 0 to city 2: length 3". A chain of two or more legs from
 * the source to the target is a candidate, anchored. */
static void leg_cands(const char *s, size_t len, const struct xquery *q, struct xcands *cs)
{
	size_t added = 0, seen = 0, nl = 0, nl_from = 1;
	bool first = true;	/* s[line start..seen) is all list marks and blanks */

	if (q->source < 0 || q->target < 0)
		return;
	for (size_t i = 0; i < len; i++) {
		int64_t x, y, nx, ny, path[256];
		size_t n = 0, e, le, last_end;
		const char *at = memmem(s + i, len - i, "from", 4);	/* a leg's first word */
		if (!at)
			break;
		i = (size_t)(at - s);
		if ((i > 0 && s[i - 1] != '\n' && s[i - 1] != ' ') || !leg_at(s, len, i, &x, &y, &e) ||
		    x != q->source)
			continue;
		/* the leg must start its line (after "1." and blanks); the
		 * line is read once, however many legs it holds */
		for (; seen < i; seen++)
			first = s[seen] == '\n' || (first && strchr(" \t0123456789.)-*", s[seen]));
		if (!first)
			continue;
		path[n++] = x;
		path[n++] = y;
		last_end = e;
		le = e;
		for (;;) {
			size_t j;
			/* the line end: no '\n' in [nl_from, nl), found once */
			if (le < nl_from || le > nl)
				for (nl_from = nl = le; nl < len && s[nl] != '\n';)
					nl++;
			le = nl;
			if (le >= len || y == q->target)
				break;
			/* the next line's leg */
			for (j = le + 1; j < len && strchr(" \t0123456789.)-*", s[j]) && s[j] != '\n'; j++)
				;
			if (!leg_at(s, len, j, &nx, &ny, &e) || nx != y || n >= 256)
				break;
			path[n++] = ny;
			y = ny;
			last_end = e;
			le = e;
		}
		if (n < 3 || y != q->target)
			continue;
		struct xanswer *c = xcands_push(cs);
		c->kind = XK_SEQ;
		c->anchored = true;
		c->legs = true;
		c->span = (struct xspan){ i, last_end - i };
		c->n = n;
		c->v = xmalloc(n * sizeof *c->v);
		c->vspan = xmalloc(n * sizeof *c->vspan);
		for (size_t k = 0; k < n; k++) {
			c->v[k] = path[k];
			c->vspan[k] = c->span;
		}
		added++;
		i = last_end;
	}
	if (added)
		qsort(cs->v, cs->n, sizeof *cs->v, cmp_cand);
}

/* Shortest path answered with a weight and no path: "the shortest path
 * from node 0 to node 2 is 6", "... is 3 + 1 = 4", "... is a total of 4".
 * The last such statement is the answer (XK_NUMBER). */
static bool weight_only(const char *s, size_t len, struct xanswer *out)
{
	static const char *const fill[] = { "a total weight of", "a total length of", "a total of",
					    "a weight of", "a length of", "a distance of", "thus",
					    "therefore", "weight", "length", "distance" };
	bool found = false;

	for (size_t i = 0; i + 13 <= len; i++) {
		size_t j, e;
		int64_t v;
		struct xspan sp;
		const char *at = memmem(s + i, len - i, "shortest path", 13);
		if (!at)
			break;
		i = (size_t)(at - s);
		/* "... from node 0 to node 2 is", within the sentence */
		for (j = i + 13; j < len && j < i + 80 && !sentence_end(s, len, j); j++)
			if (extract_word_at(s, len, j, "is"))
				break;
		if (j >= len || !extract_word_at(s, len, j, "is"))
			continue;
		j += 2;
		while (j < len && s[j] == ' ')
			j++;
		for (size_t k = 0; k < ARRAY_SIZE(fill); k++)
			if (!strncmp(s + j, fill[k], strlen(fill[k]))) {
				j += strlen(fill[k]);
				while (j < len && (s[j] == ' ' || s[j] == ':'))
					j++;
			}
		if ((v = extract_uint_at(s, len, j, &e)) < 0)
			continue;
		/* "is 0,3,2" / "is 0 -> 3" is a path */
		size_t k = e;
		while (k < len && s[k] == ' ')
			k++;
		if (k < len && (s[k] == ',' || s[k] == '-' || s[k] == '>') && k + 1 < len &&
		    s[k + 1] != '\n' && s[k + 1] != ' ' && s[k] != '-')
			continue;
		if (k + 1 < len && s[k] == '-' && s[k + 1] == '>')
			continue;
		if (k < len && s[k] == ',' && k + 2 < len && s[k + 1] == ' ' && s[k + 2] >= '0' &&
		    s[k + 2] <= '9')
			continue;
		sp = (struct xspan){ j, e - j };
		xanswer_free(out);
		out->kind = XK_NUMBER;
		out->num = sum_result(s, len, v, &sp);
		out->span = sp;
		out->anchored = true;
		found = true;
		i = e;
	}
	return found;
}

/* Hamilton: "yes. we can start at node 0 ... we can then visit node 2 ..."
 * with no path stated: the walk narrated is the path given (nodes in the
 * order first visited; "cannot visit node 1" is no visit). */
static bool narrated_walk(const char *s, size_t len, struct xanswer *out)
{
	size_t cap = 0, cap2 = 0, n = 0, first = 0, last = 0;
	int64_t *v = NULL;
	struct xspan *sp = NULL;

	for (size_t i = 0; i < len; i++) {
		size_t w, e;
		long x;
		bool dup = false;
		if (i > 0 && s[i - 1] >= 'a' && s[i - 1] <= 'z')
			continue;
		if (!prefixcmp(s + i, "start at "))
			w = 9;
		else if (!prefixcmp(s + i, "visit "))
			w = 6;
		else
			continue;
		if ((x = extract_node_at(s, len, i + w, &e)) < 0)
			continue;
		if (i >= 4 && !memcmp(s + i - 4, "not ", 4))
			continue;
		for (size_t k = 0; k < n && !dup; k++)
			dup = v[k] == x;
		if (dup)
			continue;
		xgrow(&v, &cap, n + 1, sizeof *v);
		xgrow(&sp, &cap2, n + 1, sizeof *sp);
		v[n] = x;
		sp[n] = (struct xspan){ i + w, e - i - w };
		if (!n)
			first = i + w;
		last = e;
		n++;
	}
	if (n < 2) {
		free(v);
		free(sp);
		return false;
	}
	memset(out, 0, sizeof *out);
	out->kind = XK_SEQ;
	out->v = v;
	out->vspan = sp;
	out->n = n;
	out->span = (struct xspan){ first, last - first };
	return true;
}

/* The sequence tasks: an order, a shortest path (its legs and total too),
 * a Hamilton path (or "no"). */
enum seq_task { SEQ_ORDER, SEQ_PATH, SEQ_HAMILTON };

static void extract_sequence_task(enum seq_task kind, const char *s, size_t len,
				  const struct xquery *q, struct xanswer *out)
{
	struct xcands cs = { 0 }, ex = { 0 }, co = { 0 }, pol = { 0 };
	const char *const *anchors = kind == SEQ_ORDER ? topo_anchors :
				     kind == SEQ_PATH ? path_anchors : ham_anchors;
	bool any_anchor = false;
	struct xanswer yn;

	seq_cands(s, len, q, anchors, &cs);
	if (kind == SEQ_PATH)
		leg_cands(s, len, q, &cs);
	for (size_t i = 0; i < cs.n; i++)
		any_anchor |= cs.v[i].anchored;
	if (kind == SEQ_PATH && !any_anchor && weight_only(s, len, out)) {
		xcands_free(&cs);
		return;
	}
	if (kind != SEQ_HAMILTON || any_anchor) {
		xcands_pick(&cs, false, out);
		if (kind == SEQ_PATH && out->kind == XK_SEQ)
			path_total(s, len, out);
		return;
	}
	/* hamilton with no anchored path: a "no" answers it */
	extract_polar(POLAR_HAMILTON, q, s, len, &ex, &co);
	pol = ex.n ? ex : co;
	xcands_free(ex.n ? &co : &ex);
	xcands_pick(&pol, true, &yn);
	if (yn.kind == XK_BOOL && !yn.yes) {
		xcands_free(&cs);
		*out = yn;
		return;
	}
	xcands_pick(&cs, false, out);
	if (out->kind == XK_NONE && yn.kind == XK_BOOL && yn.yes && narrated_walk(s, len, out)) {
		xanswer_free(&yn);
		return;
	}
	if (out->kind == XK_NONE)
		*out = yn;
	else
		xanswer_free(&yn);
}

/* The chain of visits at i, "node 3, then node 4, then visit node 0, ...
 * and finally node 6", into seq (reset first); its item count. */
static size_t chain_at(const char *s, size_t len, size_t i, struct xseq *seq)
{
	static const char *const joins[] = { "then", "and then", "and finally", "finally" };
	size_t e, j, k;
	long u = extract_node_at(s, len, i, &e);

	seq->n = 0;
	seq->start = i;
	while (u >= 0) {
		xseq_push(seq, u, i, e);
		seq->end = e;
		for (j = e; j < len && s[j] == ' '; j++)
			;
		if (j < len && s[j] == ',')
			j++;
		while (j < len && s[j] == ' ')
			j++;
		for (k = 0; k < ARRAY_SIZE(joins); k++)
			if (extract_word_at(s, len, j, joins[k]))
				break;
		if (k == ARRAY_SIZE(joins))
			break;
		for (j += strlen(joins[k]); j < len && s[j] == ' '; j++)
			;
		if (extract_word_at(s, len, j, "visit"))
			j += 5;
		else if (extract_word_at(s, len, j, "visiting"))
			j += 8;
		while (j < len && s[j] == ' ')
			j++;
		i = j;
		u = extract_node_at(s, len, i, &e);
	}
	return seq->n;
}

/* A numbered list of visits from the line that starts at i, a node a line
 * and nothing else ("1. visit node 4\n2. visit node 0\n..." or "1. node
 * 4"), into seq (reset first); its item count. */
static size_t numbered_at(const char *s, size_t len, size_t i, struct xseq *seq)
{
	seq->n = 0;
	seq->start = i;
	for (;;) {
		size_t j = i, e, d, at;
		long u;

		while (j < len && s[j] == ' ')
			j++;
		for (d = j; j < len && s[j] >= '0' && s[j] <= '9'; j++)
			;
		if (j == d || j - d > 4 || j >= len || (s[j] != '.' && s[j] != ')'))
			break;
		for (j++; j < len && s[j] == ' '; j++)
			;
		if (extract_word_at(s, len, j, "visit"))
			for (j += 5; j < len && s[j] == ' '; j++)
				;
		if ((u = extract_node_at(s, len, at = j, &e)) < 0)
			break;
		for (j = e; j < len && (s[j] == ' ' || s[j] == '.'); j++)
			;
		if (j < len && s[j] != '\n')
			break;	/* more on the line: "visit node 1 before node 26" */
		xseq_push(seq, u, at, e);
		seq->end = e;
		if (j >= len)
			break;
		i = j + 1;
	}
	return seq->n;
}

/* Topology's order worded as visits where no sequence answers: a chain
 * "visit node 3, then node 4, then node 0, ... and finally node 6" or a
 * numbered list of them, a node a line; taken when it is the text's only
 * such order. A plan in steps ("step 1: visit node 0, then node 1. step
 * 2: visit node 2, then ...") has several and stays unparsed: its order is
 * every step's chain in turn; so does a list of constraints ("2. visit node
 * 1 before node 26"). */
static void visit_chain(const char *s, size_t len, struct xanswer *out)
{
	struct xseq seq = { 0 };
	size_t orders = 0, first = 0;
	bool listed = false;

	for (size_t i = 0; i < len && orders < 2; i++) {
		bool line = i == 0 || s[i - 1] == '\n';
		if (line && numbered_at(s, len, i, &seq) >= 2) {
			if (orders++ == 0) {
				first = i;
				listed = true;
			}
			i = seq.end - 1;
			continue;
		}
		if (s[i] != 'n' || (i > 0 && s[i - 1] >= 'a' && s[i - 1] <= 'z'))
			continue;
		if (chain_at(s, len, i, &seq) >= 2 && orders++ == 0) {
			first = i;
			listed = false;
		}
		if (seq.n)
			i = seq.end - 1;
	}
	if (orders == 1 &&	/* the one order, again */
	    (listed ? numbered_at(s, len, first, &seq) : chain_at(s, len, first, &seq)) >= 2) {
		out->kind = XK_SEQ;
		out->span = (struct xspan){ seq.sp[0].off, seq.end - seq.sp[0].off };
		out->n = seq.n;
		out->v = xmalloc(seq.n * sizeof *out->v);
		out->vspan = xmalloc(seq.n * sizeof *out->vspan);
		memcpy(out->v, seq.v, seq.n * sizeof *out->v);
		memcpy(out->vspan, seq.sp, seq.n * sizeof *out->vspan);
	}
	xseq_free(&seq);
}

static void topology_answer(const struct task *t, const char *s, size_t len,
			    const struct xquery *q, struct xanswer *out)
{
	extract_sequence_task(SEQ_ORDER, s, len, q, out);
	if (out->kind == XK_NONE)
		visit_chain(s, len, out);
}

static void shortest_path_answer(const struct task *t, const char *s, size_t len,
				 const struct xquery *q, struct xanswer *out)
{
	extract_sequence_task(SEQ_PATH, s, len, q, out);
}

static void hamilton_answer(const struct task *t, const char *s, size_t len,
			    const struct xquery *q, struct xanswer *out)
{
	extract_sequence_task(SEQ_HAMILTON, s, len, q, out);
}

const struct extract_ops topology_extract_ops = { .answer = topology_answer };
const struct extract_ops shortest_path_extract_ops = { .answer = shortest_path_answer };
const struct extract_ops hamilton_extract_ops = { .answer = hamilton_answer };

/* ---- numbers (flow) ----------------------------------------------------- */

/* After a number at sp: "+ 3 + 1 = 23" makes the stated result (23) the
 * value, not the first term; the result of the last "=" counts. */
static int64_t sum_result(const char *s, size_t len, int64_t v, struct xspan *sp)
{
	size_t j = sp->off + sp->len, e;
	int64_t x;

	for (;;) {
		while (j < len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j >= len || !strchr("+-*=", s[j]) || (s[j] == '-' && j + 1 < len && s[j + 1] == '>'))
			return v;
		char op = s[j];
		j++;
		while (j < len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if ((x = extract_uint_at(s, len, j, &e)) < 0)
			return v;
		if (op == '=') {
			v = x;
			*sp = (struct xspan){ j, e - j };
		}
		j = e;
	}
}

/* "from node X to node Y" / "between node X and node Y" in s[i..i+60) up to
 * the verb: names the pair; false when none is named. */
static bool names_pair(const char *s, size_t len, size_t i, long *x, long *y)
{
	size_t end = i + 60 < len ? i + 60 : len, e;

	for (size_t j = i; j < end; j++) {
		bool from = extract_word_at(s, len, j, "from"), betw = extract_word_at(s, len, j, "between");
		size_t k;
		if (extract_word_at(s, len, j, "is") || s[j] == ':' || s[j] == '=')
			return false;
		if (!from && !betw)
			continue;
		k = j + (from ? 4 : 7);
		while (k < len && s[k] == ' ')
			k++;
		if ((*x = extract_node_at(s, len, k, &e)) < 0)
			return false;
		k = e;
		while (k < len && s[k] == ' ')
			k++;
		if (!extract_word_at(s, len, k, from ? "to" : "and"))
			return false;
		k += from ? 2 : 3;
		while (k < len && s[k] == ' ')
			k++;
		return (*y = extract_node_at(s, len, k, &e)) >= 0;
	}
	return false;
}

/* Where the last bound word ("limit", "capacit", "edge", ...: a bound or
 * an edge rather than a value) fully inside s[a..b) starts; -1 when none. */
static long last_bound(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "limit", "capacit", "edge", "(", "bottleneck", "at most",
					 "at least", "through", "via" };
	for (size_t i = b; i-- > a;)
		for (size_t k = 0; k < ARRAY_SIZE(w); k++)
			if (s[i] == w[k][0] && i + strlen(w[k]) <= b && !memcmp(s + i, w[k], strlen(w[k])))
				return (long)i;
	return -1;
}

/* The flow anchors' values, each the first bare number after its anchor
 * (bare_number) unless a bound word comes between. Many anchors may share
 * one number ("maximum flow ... maximum flow ... 5"): what one search
 * found is reused by the anchors it passed over, so that every byte is
 * scanned once. */
struct anchor_value {
	size_t from, stop;	/* the search from 'from' ended at 'stop' (the number
				 * or the sentence end): same answer from any anchor
				 * end in between */
	int64_t v;
	struct xspan sp;
	size_t bound_from;	/* last_bound(bound_from, sp.off) */
	long bound;
	bool valid;
};

/* bare_number(s, len, p, false, sp). An anchor ends in 'w', 's' or ':',
 * never inside a node mention ("node 3") that an earlier search skipped,
 * so a search from p takes the same steps as the earlier one from p on. */
static int64_t anchor_number(const char *s, size_t len, size_t p, struct anchor_value *av,
			     struct xspan *sp)
{
	if (!av->valid || p < av->from || p > av->stop) {
		av->v = bare_number(s, len, p, false, &av->sp);
		av->from = p;
		if (av->v >= 0) {
			av->stop = av->sp.off;
		} else {	/* where bare_number stopped */
			size_t i = p;
			while (i < len && !sentence_end(s, len, i) && s[i] != '\n')
				i++;
			av->stop = i;
		}
		av->bound_from = p;
		av->bound = av->v >= 0 ? last_bound(s, p, av->sp.off) : -1;
		av->valid = true;
	}
	*sp = av->sp;
	return av->v;
}

static void extract_number(const char *s, size_t len, const struct xquery *q, struct xanswer *out)
{
	struct xcands cs = { 0 };
	struct xspan sp;
	int64_t v;
	struct anchor_value av = { 0 };

	for (size_t i = 0; i < len; i++) {
		/* the anchors start with 'm' or 'a': on to the next of those
		 * (s, extract_lower's copy, holds no NUL before its end) */
		i += strcspn(s + i, "am");
		if (i >= len)
			break;
		for (size_t k = 0; flow_anchors[k]; k++) {
			size_t n = strlen(flow_anchors[k]);
			long x, y;
			if (s[i] != flow_anchors[k][0] || i + n > len || memcmp(s + i, flow_anchors[k], n))
				continue;
			/* a value stated for another pair of nodes is reasoning */
			if (q->source >= 0 && names_pair(s, len, i + n, &x, &y) &&
			    (x != q->source || y != q->target)) {
				i += n - 1;
				break;
			}
			v = anchor_number(s, len, i + n, &av, &sp);
			/* "is limited by the capacity of the edge ... (1)" states no value */
			if (v >= 0 && av.bound < (long)(i + n)) {
				struct xanswer *c = xcands_push(&cs);
				c->kind = XK_NUMBER;
				c->num = sum_result(s, len, v, &sp);
				c->span = sp;
				c->anchored = true;
			}
			i += n - 1;
			break;
		}
	}
	if (!cs.n) {
		/* an answer that is a number and nothing else */
		size_t a = 0, b = len, e;
		while (a < b && strchr(" \t\r\n", s[a]))
			a++;
		while (b > a && strchr(" \t\r\n.", s[b - 1]))
			b--;
		if (a < b && (v = extract_uint_at(s, b, a, &e)) >= 0 && e == b) {
			struct xanswer *c = xcands_push(&cs);
			c->kind = XK_NUMBER;
			c->num = v;
			c->span = (struct xspan){ a, b - a };
			c->anchored = true;
		}
	}
	if (!cs.n) {
		/* the last number of the last sentence about flow; st, the
		 * sentence's start, and its last number are found once per
		 * sentence */
		size_t st = 0, seen = 0, num_st = SIZE_MAX;
		int64_t num = -1;
		struct xspan num_sp = { 0, 0 };
		for (size_t i = 0; i + 4 <= len; i++) {
			const char *at = memmem(s + i, len - i, "flow", 4);
			if (!at)
				break;
			i = (size_t)(at - s);
			long x, y;
			for (; seen < i; seen++)
				if (sentence_end(s, len, seen) || s[seen] == '\n')
					st = seen + 1;
			if (q->source >= 0 && names_pair(s, len, i + 4, &x, &y) &&
			    (x != q->source || y != q->target))
				continue;
			if (num_st != st) {
				num = bare_number(s, len, st, true, &num_sp);
				num_st = st;
			}
			v = num;
			sp = num_sp;
			if (v >= 0) {
				struct xanswer *c = xcands_push(&cs);
				c->kind = XK_NUMBER;
				c->num = v;
				c->span = sp;
			}
		}
	}
	xcands_pick(&cs, false, out);
}

static void flow_answer(const struct task *t, const char *s, size_t len, const struct xquery *q,
			struct xanswer *out)
{
	extract_number(s, len, q, out);
}

const struct extract_ops flow_extract_ops = { .answer = flow_answer };

/* ---- dispatch ----------------------------------------------------------- */

/* Does the text stop mid-sentence ("3,5,6,2 with", "node 4 is connected
 * to", "= 3 +")? */
static bool dangling(const char *s, size_t len)
{
	static const char *const words[] = { "with", "and", "to", "of", "the", "is", "a", "an",
					     "from", "node", "city", "by", "for", "in", "at",
					     "weight", "total", "length", "are", "be", "can", "then",
					     "which", "that", "so", "we", "as", "or", "has", "have",
					     "edge", "path", "flow", "visit" };
	size_t e = len, b;

	while (e > 0 && strchr(" \t\r\n", s[e - 1]))
		e--;
	if (!e)
		return false;
	if (strchr(",(:+=-[>", s[e - 1]))
		return true;
	for (b = e; b > 0 && s[b - 1] >= 'a' && s[b - 1] <= 'z'; b--)
		;
	for (size_t k = 0; b < e && k < ARRAY_SIZE(words); k++)
		if (e - b == strlen(words[k]) && !memcmp(s + b, words[k], e - b))
			return true;
	return false;
}

/* The highest applicant number named in s[0..len) ("applicant 13"). */
static long last_applicant(const char *s, size_t len)
{
	long hi = -1;

	for (size_t i = 0; i + 10 < len; i++) {
		size_t e;
		long a;
		if (!extract_word_at(s, len, i, "applicant"))
			continue;
		if ((a = (long)extract_uint_at(s, len, i + 10, &e)) > hi)
			hi = a;
	}
	return hi;
}

/* Does the text stop inside the list its final answer was taken from, at
 * a place where dangling() sees a whole item? The answer ends the text
 * with no sentence end, and either (paths, unanchored) the line before it
 * ends with the comma that separates the list's items ("0,3,2 with a
 * total weight of 9,\n0,3,4,1" then nothing: a token limit, not a
 * choice), or (matchings, anchored or not: "we can make the following
 * assignments:" introduces the list the text stops in) it assigns
 * applicants in increasing order and stops before an applicant the text
 * named. The answer is kept, so verdicts and credits stay; only the
 * outcome says the text never gave one. */
static bool unfinished(const char *s, size_t len, const struct xanswer *a)
{
	size_t e = len, b;

	while (e > 0 && strchr(" \t\r\n", s[e - 1]))
		e--;
	if (!e || !a->n || a->span.off + a->span.len < e || strchr(".!?", s[e - 1]))
		return false;
	if (a->kind == XK_SEQ && !a->anchored) {
		for (b = a->span.off; b > 0 && s[b - 1] != '\n'; b--)
			;
		while (b > 0 && strchr(" \t\r\n", s[b - 1]))
			b--;
		return b > 0 && s[b - 1] == ',';
	}
	if (a->kind == XK_PAIRS) {
		for (size_t i = 2; i + 1 < a->n; i += 2)
			if (a->v[i] <= a->v[i - 2])
				return false;
		return last_applicant(s, len) > a->v[a->n - 2];
	}
	return false;
}

void extract_answer(enum task_kind kind, const char *text, size_t len, const struct xquery *q,
		    struct xanswer *out)
{
	char *s = extract_lower(text, len);

	extract_answer_lower(kind, s, len, q, out);
	free(s);
}

void extract_answer_lower(enum task_kind kind, const char *s, size_t len, const struct xquery *q,
			  struct xanswer *out)
{
	size_t rl = extract_region(s, len);
	const struct extract_ops *ops = extract_ops_for(kind);

	memset(out, 0, sizeof *out);
	if (ops && ops->answer)
		ops->answer(task_by_kind(kind), s, rl, q, out);
	out->truncated = dangling(s, rl);
	/* a value picked out of a list the text never finished is no answer */
	if (out->truncated && out->kind != XK_NONE && out->kind != XK_BOOL && !out->anchored) {
		xanswer_free(out);
		out->truncated = true;
	}
	out->unfinished = !out->truncated && unfinished(s, rl, out);
	out->region = rl;
}
