/* score-census.c - the census of unparsed answers (gravel score --unparsed
 * [--by pattern], see score.h): which wordings the extractor leaves
 * unread, found by counting rather than by luck. Model text is hostile:
 * everything printed from it goes through the sanitizer. */
#include "config.h"
#include "score.h"
#include "extract.h"
#include "sanitize.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define CLOSING_BYTES 100
#define PATTERN_BYTES 60

struct census_row {
	const char *task;
	char *pattern;
	size_t item;
};

/* The answer region's end (a made-up next question is not the answer). */
static size_t region_end(const struct score_item *it)
{
	char *lc = extract_lower(it->text, it->text_len);
	size_t rl = extract_region(lc, it->text_len);

	free(lc);
	return rl;
}

/* Back up over UTF-8 continuation bytes so a cut never splits a character. */
static size_t char_start(const char *s, size_t i, size_t lo)
{
	while (i > lo && ((unsigned char)s[i] & 0xC0) == 0x80)
		i--;
	return i;
}

/* The last CLOSING_BYTES of the region, blanks collapsed, sanitized. */
static void closing_text(struct strbuf *sb, const char *s, size_t rl)
{
	size_t a, b = rl;
	bool blank = false;

	while (b > 0 && strchr(" \t\r\n", s[b - 1]))
		b--;
	a = b > CLOSING_BYTES ? char_start(s, b - CLOSING_BYTES, 0) : 0;
	if (a > 0)
		sb_puts(sb, "...");
	for (size_t i = a; i < b; i++) {
		if (strchr(" \t\r\n", s[i])) {
			blank = true;
			continue;
		}
		if (blank)
			sb_puts(sb, i > a ? " " : "");
		blank = false;
		size_t j = i;
		while (j < b && !strchr(" \t\r\n", s[j]))
			j++;
		sanitize_append(sb, s + i, j - i, SANITIZE_LINE);
		i = j - 1;
	}
}

/* The last non-blank line of the region, lower-cased, digit runs as "N",
 * blanks collapsed, cut at PATTERN_BYTES. */
static char *closing_pattern(const char *s, size_t rl)
{
	size_t b = rl, a;
	struct strbuf raw, out;

	while (b > 0 && strchr(" \t\r\n", s[b - 1]))
		b--;
	a = b;
	while (a > 0 && s[a - 1] != '\n')
		a--;
	sb_init(&raw);
	for (size_t i = a; i < b && raw.len < PATTERN_BYTES; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= '0' && c <= '9') {
			while (i + 1 < b && s[i + 1] >= '0' && s[i + 1] <= '9')
				i++;
			sb_puts(&raw, "N");
		} else if (c == ' ' || c == '\t' || c == '\r') {
			if (raw.len && raw.data[raw.len - 1] != ' ')
				sb_puts(&raw, " ");
		} else {
			char ch = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
			sb_putc(&raw, ch);
		}
	}
	sb_init(&out);
	if (raw.len) {
		size_t n = raw.len > PATTERN_BYTES ? char_start(raw.data, PATTERN_BYTES, 0) : raw.len;
		sanitize_append(&out, raw.data, n, SANITIZE_LINE);
	} else {
		sb_puts(&out, "(empty)");
	}
	sb_free(&raw);
	return sb_take(&out);
}

static int cmp_row(const void *x, const void *y)
{
	const struct census_row *a = x, *b = y;
	int c = strcmp(a->task, b->task);
	return c ? c : strcmp(a->pattern, b->pattern);
}

struct census_group {
	const char *task, *pattern;
	size_t count, item;
};

static int cmp_group(const void *x, const void *y)
{
	const struct census_group *a = x, *b = y;
	int c = strcmp(a->task, b->task);
	if (c)
		return c;
	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	return strcmp(a->pattern, b->pattern);
}

static void print_patterns(FILE *fp, const struct score_report *rep, struct census_row *rows,
			   size_t nr)
{
	struct census_group *g = xcalloc(nr ? nr : 1, sizeof *g);
	size_t ng = 0;

	qsort(rows, nr, sizeof *rows, cmp_row);
	for (size_t i = 0; i < nr; i++) {
		if (!ng || strcmp(g[ng - 1].task, rows[i].task) ||
		    strcmp(g[ng - 1].pattern, rows[i].pattern))
			g[ng++] = (struct census_group){ rows[i].task, rows[i].pattern, 0, rows[i].item };
		g[ng - 1].count++;
	}
	qsort(g, ng, sizeof *g, cmp_group);
	fprintf(fp, "%6s  %-14s %-*s  %s\n", "count", "task", PATTERN_BYTES, "closing line",
		"example");
	for (size_t i = 0; i < ng; i++) {
		const struct score_item *it = &rep->v[g[i].item];
		char *run = sanitize_dup(it->run, SANITIZE_LINE);
		char *pid = sanitize_dup(it->problem_id, SANITIZE_LINE);
		fprintf(fp, "%6zu  %-14s %-*s  %s %s\n", g[i].count, g[i].task, PATTERN_BYTES,
			g[i].pattern, run, pid);
		free(run);
		free(pid);
	}
	free(g);
}

int score_print_unparsed(FILE *fp, const struct score_report *rep, bool by_pattern)
{
	struct census_row *rows = xcalloc(rep->n ? rep->n : 1, sizeof *rows);
	size_t nr = 0;
	struct tally {
		const char *task;
		size_t items, unparsed;
	} *t = NULL;
	size_t nt = 0, cap = 0, all = 0, allu = 0;

	for (size_t i = 0; i < rep->n; i++) {
		const struct score_item *it = &rep->v[i];
		size_t k;

		if (!it->scored || !it->p)
			continue;
		for (k = 0; k < nt && strcmp(t[k].task, it->p->task->name); k++)
			;
		if (k == nt) {
			xgrow(&t, &cap, nt + 1, sizeof *t);
			t[nt++] = (struct tally){ it->p->task->name, 0, 0 };
		}
		t[k].items++;
		all++;
		if (!it->res.unparsed)
			continue;
		t[k].unparsed++;
		allu++;
		if (!it->text) {
			rows[nr++] = (struct census_row){ it->p->task->name, xstrdup("(no text)"), i };
			continue;
		}
		size_t rl = region_end(it);
		if (by_pattern) {
			rows[nr++] = (struct census_row){ it->p->task->name,
							  closing_pattern(it->text, rl), i };
		} else {
			struct strbuf sb;
			char *run = sanitize_dup(it->run, SANITIZE_LINE);
			char *pid = sanitize_dup(it->problem_id, SANITIZE_LINE);
			sb_init(&sb);
			closing_text(&sb, it->text, rl);
			fprintf(fp, "%s\t%s\t%s\tsample %ld\t%s\n", it->p->task->name, run, pid,
				it->res.sample, sb.data ? sb.data : "");
			sb_free(&sb);
			free(run);
			free(pid);
		}
	}
	if (by_pattern)
		print_patterns(fp, rep, rows, nr);
	fprintf(fp, "unparsed per task:\n");
	for (size_t k = 0; k < nt; k++)
		fprintf(fp, "  %-14s %7zu of %7zu items (%.1f%%)\n", t[k].task, t[k].unparsed,
			t[k].items, t[k].items ? 100.0 * (double)t[k].unparsed / (double)t[k].items : 0);
	fprintf(fp, "  %-14s %7zu of %7zu items (%.1f%%)\n", "total", allu, all,
		all ? 100.0 * (double)allu / (double)all : 0);
	for (size_t i = 0; i < nr; i++)
		free(rows[i].pattern);
	free(rows);
	free(t);
	return ferror(fp) ? -1 : 0;
}
