/* claims-task.c - claims in task-specific wording: the helpers the task
 * families' hooks share (claims-<family>.c) and the dispatch through the
 * claims ops table (claims-ops.h; see claims.h). */
#include "config.h"
#include "claims-int.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

size_t claims_word_list(const char *s, size_t len, size_t i, const char *word, long *out,
			size_t max, size_t *end)
{
	size_t n = 0, e, wl = word ? strlen(word) : 0;
	int64_t v;

	for (;;) {
		if (word && !extract_word_at(s, len, i, word))
			break;
		v = extract_uint_at(s, len, claims_blanks(s, len, i + wl), &e);
		if (v < 0 || n == max)
			break;
		out[n++] = (long)v;
		*end = e;
		i = claims_blanks(s, len, e);
		if (claims_lit(s, len, i, ","))
			i = claims_blanks(s, len, i + 1);
		if (claims_lit(s, len, i, "and "))
			i = claims_blanks(s, len, i + 4);
	}
	return n;
}

long claims_line_mark(const char *s, size_t i)
{
	size_t j = i;
	long mark = 0, scale = 1;

	while (j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'))
		j--;
	if (j > 0 && (s[j - 1] == '.' || s[j - 1] == ')' || s[j - 1] == ':')) {
		bool step = s[j - 1] == ':';
		size_t d = --j;
		for (; j > 0 && s[j - 1] >= '0' && s[j - 1] <= '9'; j--)
			if (scale <= 100000) {	/* a step number, not a year */
				mark += (s[j - 1] - '0') * scale;
				scale *= 10;
			}
		if (j == d)
			return -1;
		if (step) {
			while (j > 0 && s[j - 1] == ' ')
				j--;
			if (j < 4 || memcmp(s + j - 4, "step", 4))
				return -1;
			j -= 4;
		}
		while (j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'))
			j--;
	}
	return j == 0 || s[j - 1] == '\n' ? mark : -1;
}

size_t claims_node_word_before(const char *s, size_t j)
{
	if (j < 4)
		return 0;
	switch (s[j - 1]) {	/* the last byte decides most */
	case 'e':
		return !memcmp(s + j - 4, "node", 4) || !memcmp(s + j - 4, "ndoe", 4) ? 4 : 0;
	case 'y':
		return !memcmp(s + j - 4, "city", 4) ? 4 : 0;
	case 'x':
		return j >= 6 && !memcmp(s + j - 6, "vertex", 6) ? 6 : 0;
	default:
		return 0;
	}
}

int claims_vec(const char *s, size_t len, size_t i, double *v, size_t *end)
{
	int n = 0;
	size_t e;

	if (!claims_lit(s, len, i, "["))
		return 0;
	for (i++;; i++) {
		int64_t x;
		i = claims_blanks(s, len, i);
		x = extract_uint_at(s, len, i, &e);
		if (x < 0 || n == CLAIM_VEC_MAX)
			return 0;
		v[n++] = (double)x;
		i = claims_blanks(s, len, e);
		if (claims_lit(s, len, i, "]")) {
			*end = i + 1;
			return n;
		}
		if (!claims_lit(s, len, i, ","))
			return 0;
	}
}

/* ---- dispatch ----------------------------------------------------------- */

void claims_extract_end(enum task_kind kind, const char *s, size_t len, struct claimset *cs,
			struct claims_scan *st)
{
	const struct claims_ops *ops = claims_ops_for(kind);

	if (ops && ops->end)
		ops->end(task_by_kind(kind), s, len, cs, st);
}

claims_word_fn claims_task_word(enum task_kind kind, const struct task **t)
{
	const struct claims_ops *ops = claims_ops_for(kind);

	*t = task_by_kind(kind);
	return ops ? ops->word : NULL;
}
