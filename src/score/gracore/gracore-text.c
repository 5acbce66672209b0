/* gracore-text.c - reading GraCoRe answers: the answer region, numbers,
 * yes/no, node lists and multiple-choice letters (see gracore-score.h). */
#include "config.h"
#include "gracore-score.h"
#include "extract.h"
#include "gracore-qa.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- text helpers --------------------------------------------------------- */

static const char *ci_find(const char *s, const char *end, const char *needle)
{
	size_t n = strlen(needle);

	for (; s + n <= end; s++)
		if (!strncasecmp(s, needle, n))
			return s;
	return NULL;
}

const char *gcs_word(const char *s, const char *end, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = s; (p = ci_find(p, end, w)); p++) {
		bool left = p == s || !isalnum((unsigned char)p[-1]);
		bool right = p + n >= end || !isalnum((unsigned char)p[n]);
		if (left && right)
			return p;
	}
	return NULL;
}

const char *gcs_region(const char *text, bool *marked)
{
	static const char *const marks[] = { "final answer", "answer:", "answer is", "answer =" };
	const char *end = text + strlen(text), *best = NULL;

	for (size_t i = 0; i < ARRAY_SIZE(marks); i++) {
		const char *p = text, *last = NULL;
		while ((p = ci_find(p, end, marks[i]))) {
			last = p + strlen(marks[i]);
			p++;
		}
		if (last && (!best || last > best))
			best = last;
	}
	*marked = best != NULL;
	if (best)
		while (*best == ':' || *best == ' ' || *best == '*' || *best == '\n' || *best == '\t')
			best++;
	return best ? best : text;
}

const char *gcs_sample(const struct score_input *in, size_t *len)
{
	for (size_t k = 0; k < in->ns; k++)
		if (in->texts[k]) {
			*len = in->lens[k];
			return in->texts[k];
		}
	return NULL;
}

/* A number (integer, decimal or p/q) starting at p. */
static double read_num(const char *p, const char **end)
{
	char *e;
	double v = strtod(p, &e);

	if (*e == '/' && isdigit((unsigned char)e[1])) {
		char *e2;
		double q = strtod(e + 1, &e2);
		if (q != 0) {
			v /= q;
			e = e2;
		}
	}
	*end = e;
	return v;
}

/* The answer's number: first after the marker, else the last in text. */
bool gcs_number(const char *text, double *out)
{
	bool marked;
	const char *r = gcs_region(text, &marked), *p, *e, *last = NULL;

	for (p = r; *p; p++) {
		if (!isdigit((unsigned char)*p))
			continue;
		if (p > text && (isalpha((unsigned char)p[-1]) || p[-1] == '_'))
			continue;	/* "n8", "node_3": not a number */
		if (marked) {
			*out = read_num(p - (p > r && p[-1] == '-'), &e);
			return true;
		}
		last = p;
		read_num(p, &e);
		p = e - 1;
	}
	if (!last)
		return false;
	*out = read_num(last - (last > text && last[-1] == '-'), &e);
	return true;
}

int gcs_read_yes_no(const char *text)
{
	bool marked;
	const char *r = gcs_region(text, &marked), *end = r + strlen(r), *best = NULL;
	static const char *const words[] = { "yes", "true", "no", "false" };
	int v = -1;

	for (int i = 0; i < 4; i++) {
		const char *p = gcs_word(r, end, words[i]);
		if (p && (!best || p < best)) {
			best = p;
			v = i < 2;
		}
	}
	return v;
}

/* The answer's node list (malloc'd, *n entries) or NULL. */
long *gcs_read_list(const char *text, size_t *n)
{
	bool marked;
	const char *r = gcs_region(text, &marked), *open = NULL, *end;
	long *v;
	size_t cap;

	for (const char *p = r; (p = strchr(p, '[')); p++) {
		const char *c = strchr(p, ']');
		long tmp;
		if (c && gcqa_ints(p, c, &tmp, 1) == 1)
			open = p;
	}
	end = open ? strchr(open, ']') : r + strlen(r);
	if (!open)
		open = r;
	cap = (size_t)(end - open) + 1;
	v = xmalloc(cap * sizeof *v);
	*n = gcqa_ints(open, end, v, cap);
	if (!*n) {
		free(v);
		return NULL;
	}
	return v;
}

/* A letter A-D at the start of the answer region. */
char gcs_read_letter(const char *text)
{
	bool marked;
	const char *p = gcs_region(text, &marked);

	while (*p == ' ' || *p == '(' || *p == '"' || *p == '\'' || *p == '*' || *p == '\n')
		p++;
	if (!strncasecmp(p, "option ", 7))
		p += 7;
	if (*p >= 'A' && *p <= 'D' && !isalnum((unsigned char)p[1]))
		return *p;
	return 0;
}

void gcs_put_walk(struct strbuf *sb, const long *v, size_t n, struct xanswer *walk)
{
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, "%s%ld", i ? "," : "", v[i]);
	if (!walk)
		return;
	walk->kind = XK_SEQ;
	walk->v = xmalloc((n + 1) * sizeof *walk->v);
	for (size_t i = 0; i < n; i++)
		walk->v[i] = v[i];
	walk->n = n;
}

char *gcs_reads_by(const gcs_read_fn *fns, const struct problem *p, const char *text,
		   size_t len, struct xanswer *walk)
{
	gcs_read_fn fn = fns[p->task->kind];
	char *t, *r;

	if (!fn)
		return NULL;
	t = xstrndup(text, len);
	r = fn(p, t, walk);
	free(t);
	return r;
}
