/* nlgraph-main.c - NLGraph's main.json: the standard set's questions and
 * answers, keyed "0".."N-1" in difficulty then graph order.
 *
 * nlgraph_main_* split the entries by difficulty; nlgraph_join gives a
 * problem its question and gold text, reads the gold answer from the text
 * where the raw file does not state it (nlgraph-answer.c), and checks the
 * text against the file where both state it (the task family's join hook,
 * nlgraph-ops.h, with the checks below). */
#include "config.h"
#include "nlgraph-ops.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "json-pos.h"

const char *const nlgraph_difficulties[] = { "easy", "medium", "hard" };
_Static_assert(ARRAY_SIZE(nlgraph_difficulties) == NLG_NDIFF, "a name for every difficulty");

int nlgraph_difficulty(const char *name)
{
	for (int i = 0; i < NLG_NDIFF; i++)
		if (!strcmp(name, nlgraph_difficulties[i]))
			return i;
	return -1;
}

void nlgraph_main_free(struct nlgraph_main *m)
{
	for (int i = 0; i < NLG_NDIFF; i++)
		free(m->v[i]);
	cJSON_Delete(m->root);
	free(m->strings);
	memset(m, 0, sizeof *m);
}

static int key_number(const char *s, long *out)
{
	long v = 0;

	if (!s || !*s || (s[0] == '0' && s[1]))
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > 100000000L)
			return -1;
		v = v * 10 + (*s - '0');
	}
	*out = v;
	return 0;
}

static int entry_cmp(const void *a, const void *b)
{
	const struct nlgraph_entry *x = a, *y = b;

	/* a repeated key: in file order, so the later one is reported */
	if (x->key != y->key)
		return (x->key > y->key) - (x->key < y->key);
	if (x->line != y->line)
		return (x->line > y->line) - (x->line < y->line);
	return (x->col > y->col) - (x->col < y->col);
}

/* One member of the object before it is checked: its key, and the entry's
 * question, answer and difficulty where they are strings (else NULL). */
struct raw_entry {
	const char *key;
	const char *q, *a, *df;
	long line, col;		/* of the key (0: not known) */
};

/* ---- the common case, read without a tree ------------------------------
 *
 * main.json is megabytes of one shape: an object of objects of strings
 * with simple escapes. cJSON builds a tree of it, a node and a copy per
 * string, which costs far more than the few passes over the bytes that
 * shape needs, and every re-score reads all of them; this reads that
 * shape alone, decoding the strings into
 * one block, and gives up at anything else (another value type, a \u
 * escape, a control byte, a byte after the end): the file then goes to
 * cJSON whole, so what is accepted and what a message says do not
 * change. */

struct fast_scan {
	const char *p, *end;
	char *o;		/* where the next decoded string goes */
	long line;		/* the line at seen, for the keys' positions */
	const char *p_line;	/* where that line starts */
	const char *seen;	/* how far newlines are counted */
};

static void fast_ws(struct fast_scan *f)
{
	while (f->p < f->end && (*f->p == ' ' || *f->p == '\n' || *f->p == '\t' || *f->p == '\r'))
		f->p++;
}

/* The string at f->p ('"'), decoded into the block; NULL to give up. */
static const char *fast_string(struct fast_scan *f)
{
	/* the bytes that end a run of plain ones: '"', '\\' and control bytes */
	static const bool stop[256] = {
		[0] = 1, [1] = 1, [2] = 1, [3] = 1, [4] = 1, [5] = 1, [6] = 1, [7] = 1, [8] = 1,
		[9] = 1, [10] = 1, [11] = 1, [12] = 1, [13] = 1, [14] = 1, [15] = 1, [16] = 1,
		[17] = 1, [18] = 1, [19] = 1, [20] = 1, [21] = 1, [22] = 1, [23] = 1, [24] = 1,
		[25] = 1, [26] = 1, [27] = 1, [28] = 1, [29] = 1, [30] = 1, [31] = 1,
		['"'] = 1, ['\\'] = 1,
	};
	const char *p = f->p + 1, *end = f->end;
	char *o = f->o, *s = f->o;

	for (;;) {
#ifdef __SSE2__
		/* 16 plain bytes at a time (the output never runs ahead of the
		 * input, and the block holds the whole text) */
		const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
		const __m128i ctl = _mm_set1_epi8(0x1f);
		while (end - p >= 16) {
			__m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);
			__m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quote),
								_mm_cmpeq_epi8(x, bslash)),
						   _mm_cmpeq_epi8(_mm_max_epu8(x, ctl), ctl));
			if (_mm_movemask_epi8(hit))
				break;
			_mm_storeu_si128((__m128i *)(void *)o, x);
			o += 16;
			p += 16;
		}
#endif
		while (p < end && !stop[(unsigned char)*p])
			*o++ = *p++;
		if (p >= end || (unsigned char)*p < 0x20)
			return NULL;
		if (*p == '"')
			break;
		if (p + 1 >= end)	/* a backslash: the escapes cJSON reads alike */
			return NULL;
		switch (p[1]) {
		case '"': *o++ = '"'; break;
		case '\\': *o++ = '\\'; break;
		case '/': *o++ = '/'; break;
		case 'b': *o++ = '\b'; break;
		case 'f': *o++ = '\f'; break;
		case 'n': *o++ = '\n'; break;
		case 'r': *o++ = '\r'; break;
		case 't': *o++ = '\t'; break;
		default: return NULL;	/* \u and the invalid ones */
		}
		p += 2;
	}
	*o++ = '\0';
	f->o = o;
	f->p = p + 1;
	return s;
}

/* The line and column of q, counted on from the last position asked
 * (positions come in order), as json_item_lines counts them. */
static void fast_pos(struct fast_scan *f, const char *q, long *line, long *col)
{
	for (const char *nl; (nl = memchr(f->seen, '\n', (size_t)(q - f->seen)));) {
		f->line++;
		f->p_line = f->seen = nl + 1;
	}
	f->seen = q;
	*line = f->line;
	*col = 1 + (long)(q - f->p_line);
}

/* Past c and the blanks after it, if f is at c. */
static bool fast_take(struct fast_scan *f, char c)
{
	if (f->p >= f->end || *f->p != c)
		return false;
	f->p++;
	fast_ws(f);
	return true;
}

/* After an object's member: 1 at a ',' (another follows), 0 at the '}'
 * that ends it, -1 at anything else; past it and the blanks after. */
static int fast_after_member(struct fast_scan *f)
{
	fast_ws(f);
	if (fast_take(f, ','))
		return 1;
	return fast_take(f, '}') ? 0 : -1;
}

/* A member's name and the ':' after it; NULL to give up. */
static const char *fast_name(struct fast_scan *f)
{
	const char *k;

	if (f->p >= f->end || *f->p != '"' || !(k = fast_string(f)))
		return NULL;
	fast_ws(f);
	return fast_take(f, ':') ? k : NULL;
}

/* The members of text's object into *out (*n); *block holds their strings.
 * Returns -1 (nothing kept) where the text is not of the common shape. */
static int fast_read(const char *text, size_t len, char **block, struct raw_entry **out,
		     size_t *n)
{
	struct fast_scan f = { text, text + len, NULL, 1, text, text };
	struct raw_entry *v = NULL;
	size_t nv = 0, cap = 0;
	int more;

	*block = f.o = xmalloc(len + 1);
	fast_ws(&f);
	if (!fast_take(&f, '{'))
		goto give_up;
	more = fast_take(&f, '}') ? 0 : 1;
	while (more == 1) {
		struct raw_entry e = { NULL, NULL, NULL, NULL, 0, 0 };
		int inner;
		if (f.p < f.end)
			fast_pos(&f, f.p, &e.line, &e.col);
		if (!(e.key = fast_name(&f)) || !fast_take(&f, '{'))
			goto give_up;
		inner = fast_take(&f, '}') ? 0 : 1;
		while (inner == 1) {	/* the entry's members: strings only */
			const char *k = fast_name(&f), *val;
			if (!k || f.p >= f.end || *f.p != '"' || !(val = fast_string(&f)))
				goto give_up;
			/* the first of a repeated name, as cJSON looks up */
			if (!strcmp(k, "question") && !e.q)
				e.q = val;
			else if (!strcmp(k, "answer") && !e.a)
				e.a = val;
			else if (!strcmp(k, "difficulty") && !e.df)
				e.df = val;
			inner = fast_after_member(&f);
		}
		if (inner < 0)
			goto give_up;
		xgrow(&v, &cap, nv + 1, sizeof *v);
		v[nv++] = e;
		more = fast_after_member(&f);
	}
	if (more < 0)
		goto give_up;
	fast_ws(&f);
	if (f.p != f.end)
		goto give_up;
	*out = v;
	*n = nv;
	return 0;
give_up:
	free(v);
	free(*block);
	*block = NULL;
	return -1;
}

/* The same from cJSON's tree (m->root), for any other text; EXIT_DATAERR
 * after a diagnostic when it is not JSON or not an object. */
static int tree_read(const char *name, const char *text, size_t len, struct nlgraph_main *m,
		     struct raw_entry **out, size_t *n, struct diags *d)
{
	const char *end = NULL;
	const cJSON *it;
	size_t nkeys, ki = 0;
	long *kline, *kcol, line, col;

	m->root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
	if (!m->root) {
		size_t off = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
		json_line_col(text, off, &line, &col);
		diag_error(d, name, line, col, "invalid JSON");
		return EXIT_DATAERR;
	}
	if (!cJSON_IsObject(m->root)) {
		json_pos(text, len, "", &line, &col);
		diag_error(d, name, line, col,
			   "expected an object of entries keyed \"0\", \"1\", ...");
		return EXIT_DATAERR;
	}
	nkeys = (size_t)cJSON_GetArraySize(m->root);
	kline = xcalloc(nkeys ? nkeys : 1, sizeof *kline);
	kcol = xcalloc(nkeys ? nkeys : 1, sizeof *kcol);
	nkeys = json_item_lines(text, len, "", kline, kcol, nkeys);
	*out = xcalloc((size_t)cJSON_GetArraySize(m->root) + 1, sizeof **out);
	*n = 0;
	cJSON_ArrayForEach(it, m->root) {
		const cJSON *q = cJSON_GetObjectItemCaseSensitive(it, "question");
		const cJSON *a = cJSON_GetObjectItemCaseSensitive(it, "answer");
		const cJSON *df = cJSON_GetObjectItemCaseSensitive(it, "difficulty");
		struct raw_entry *e = &(*out)[(*n)++];

		e->key = it->string;
		e->q = cJSON_IsString(q) ? q->valuestring : NULL;
		e->a = cJSON_IsString(a) ? a->valuestring : NULL;
		e->df = cJSON_IsString(df) ? df->valuestring : NULL;
		e->line = ki < nkeys ? kline[ki] : 0;
		e->col = ki < nkeys ? kcol[ki] : 0;
		ki++;
	}
	free(kline);
	free(kcol);
	return 0;
}

int nlgraph_main_parse(const char *name, const char *text, size_t len, struct nlgraph_main *m,
		       struct diags *d)
{
	size_t cap[NLG_NDIFF] = { 0 };
	struct raw_entry *raw = NULL;
	size_t nraw = 0;

	memset(m, 0, sizeof *m);
	if (fast_read(text, len, &m->strings, &raw, &nraw) != 0) {
		int rc = tree_read(name, text, len, m, &raw, &nraw, d);
		if (rc) {
			nlgraph_main_free(m);
			return rc;
		}
	}
	for (size_t i = 0; i < nraw; i++) {
		const struct raw_entry *r = &raw[i];
		struct nlgraph_entry *e;
		long key;
		int k;

		/* the position of the entry's key: every check below reports it */
		if (key_number(r->key, &key) != 0) {
			diag_warn(d, name, r->line, r->col,
				  "entry \"%s\": key is not a number, skipped", r->key ? r->key : "");
			continue;
		}
		if (!r->q || !r->a || !r->df) {
			diag_warn(d, name, r->line, r->col,
				  "entry \"%ld\": needs string question, answer and difficulty; "
				  "skipped",
				  key);
			continue;
		}
		k = nlgraph_difficulty(r->df);
		if (k < 0) {
			diag_warn(d, name, r->line, r->col,
				  "entry \"%ld\": unknown difficulty \"%s\", skipped", key, r->df);
			continue;
		}
		xgrow(&m->v[k], &cap[k], m->n[k] + 1, sizeof *m->v[k]);
		e = &m->v[k][m->n[k]++];
		e->key = key;
		e->line = r->line;
		e->col = r->col;
		e->question = r->q;
		e->answer = r->a;
	}
	free(raw);
	/* Entries count in key order, whatever order the object lists them. */
	for (int k = 0; k < NLG_NDIFF; k++) {
		if (m->n[k] > 1)
			qsort(m->v[k], m->n[k], sizeof *m->v[k], entry_cmp);
		for (size_t i = 1; i < m->n[k]; i++)
			if (m->v[k][i].key == m->v[k][i - 1].key)
				diag_warn(d, name, m->v[k][i].line, m->v[k][i].col,
					  "entry \"%ld\" appears twice", m->v[k][i].key);
	}
	return 0;
}

int nlgraph_main_load(const char *path, struct nlgraph_main *m, struct diags *d)
{
	size_t len;
	int rc = 0;
	char *text = diag_read_file(d, path, NULL, &len, &rc);

	memset(m, 0, sizeof *m);
	if (!text)
		return rc;
	rc = nlgraph_main_parse(path, text, len, m, d);
	free(text);
	return rc;
}

/* ---- joining ---------------------------------------------------------- */

#define JWARN NLGRAPH_JWARN

bool nlgraph_json_long(const cJSON *o, const char *key, long *out)
{
	const cJSON *it = o ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;

	/* within +-2^53: exact in a double, and converts to long safely */
	if (!cJSON_IsNumber(it) || it->valuedouble < -9007199254740992.0 ||
	    it->valuedouble > 9007199254740992.0)
		return false;
	*out = (long)ll_of(it->valuedouble);
	return true;
}

bool nlgraph_json_node(const struct graph *g, const cJSON *it, int *out)
{
	double v;

	if (!cJSON_IsNumber(it))
		return false;
	v = it->valuedouble;
	if (v < 0 || v >= g->n || v != (double)(int)v)
		return false;
	*out = (int)v;
	return true;
}

/* A path's edges exist; returns its weight (edges counted once each, the
 * first matching edge's weight), or -1 with a warning. */
long nlgraph_join_walk(struct nlgraph_join *c, const cJSON *path, bool distinct)
{
	const struct graph *g = c->p->graph;
	const cJSON *it;
	char *seen = distinct ? xcalloc((size_t)g->n, 1) : NULL;
	long total = 0;
	int prev = -1, u;

	cJSON_ArrayForEach(it, path) {
		if (!nlgraph_json_node(g, it, &u)) {
			JWARN(c, "entry \"%ld\" (%s): the answer names a node outside 0..%d",
			      c->key, c->p->id, g->n - 1);
			goto bad;
		}
		if (seen && seen[u]++) {
			JWARN(c, "entry \"%ld\" (%s): the answer visits node %d twice", c->key,
			      c->p->id, u);
			goto bad;
		}
		if (prev >= 0) {
			long e = graph_find_edge(g, prev, u);
			if (e < 0) {
				JWARN(c,
				      "entry \"%ld\" (%s): the answer uses edge %d-%d, which is "
				      "not in the graph",
				      c->key, c->p->id, prev, u);
				goto bad;
			}
			total += g->ew ? (long)g->ew[e] : 1;
		}
		prev = u;
	}
	free(seen);
	return total;
bad:
	free(seen);
	return -1;
}

void nlgraph_join_bool(struct nlgraph_join *c, const cJSON *text_ans, const char *key)
{
	const cJSON *f = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, key);
	const cJSON *t = cJSON_GetObjectItemCaseSensitive(text_ans, key);

	if (cJSON_IsBool(f) && cJSON_IsBool(t) && cJSON_IsTrue(f) != cJSON_IsTrue(t))
		JWARN(c, "entry \"%ld\" (%s): the answer says %s = %s, the graph file %s", c->key,
		      c->p->id, key, cJSON_IsTrue(t) ? "true" : "false",
		      cJSON_IsTrue(f) ? "true" : "false");
}

void nlgraph_join_number(struct nlgraph_join *c, const cJSON *text_ans, const char *key)
{
	long f, t;

	if (nlgraph_json_long(c->p->gold_answer, key, &f) && nlgraph_json_long(text_ans, key, &t) &&
	    f != t)
		JWARN(c, "entry \"%ld\" (%s): the answer says %s %ld, the graph file %ld", c->key,
		      c->p->id, key, t, f);
}

void nlgraph_join(struct problem *p, const struct nlgraph_entry *e, const char *mainpath,
		  struct diags *d)
{
	struct nlgraph_join c = { p, mainpath, e->key, d, e->line, e->col };
	const struct nlgraph_ops *ops;
	cJSON *ans;

	free(p->question);
	free(p->gold_text);
	p->question = xstrdup(e->question);
	p->gold_text = xstrdup(e->answer);
	ans = nlgraph_answer_from_text(p->task, e->answer);
	if (!ans) {
		JWARN(&c, "entry \"%ld\" (%s): cannot read the answer \"%.60s\"", e->key, p->id,
		      e->answer);
		return;
	}
	ops = nlgraph_ops_for(p->task->kind);
	if (ops && ops->join) {
		ans = ops->join(&c, ans);
		if (!ans)
			return;
	}
	if (!p->gold_answer) {
		p->gold_answer = ans;
		return;
	}
	cJSON_Delete(ans);
}
