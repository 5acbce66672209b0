/* diag.c - collected FILE:LINE:COL diagnostics. */
#include "config.h"
#include "diag.h"
#include "sanitize.h"
#include "json-pos.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void diags_init(struct diags *d)
{
	memset(d, 0, sizeof *d);
	d->limit = 1000;
}

void diags_free(struct diags *d)
{
	for (size_t i = 0; i < d->n; i++) {
		free(d->v[i].file);
		free(d->v[i].msg);
	}
	free(d->v);
	diags_init(d);
}

void diag_add(struct diags *d, enum diag_level lv, const char *file, long line, long col,
	      const char *fmt, ...)
{
	va_list ap;
	struct diag *dg;

	if (lv == DIAG_ERROR)
		d->errors++;
	if (d->limit && d->n >= d->limit) {
		d->dropped++;
		return;
	}
	xgrow(&d->v, &d->cap, d->n + 1, sizeof *d->v);
	dg = &d->v[d->n++];
	dg->level = lv;
	dg->file = file ? xstrdup(file) : NULL;
	dg->line = line;
	dg->col = col;
	va_start(ap, fmt);
	dg->msg = xvasprintf(fmt, ap);
	va_end(ap);
}

void diags_append(struct diags *to, struct diags *from)
{
	to->errors += from->errors;
	to->dropped += from->dropped;
	for (size_t i = 0; i < from->n; i++) {
		struct diag *dg = &from->v[i];
		if (to->limit && to->n >= to->limit) {
			to->dropped++;
			free(dg->file);
			free(dg->msg);
			continue;
		}
		xgrow(&to->v, &to->cap, to->n + 1, sizeof *to->v);
		to->v[to->n++] = *dg;
	}
	from->n = 0;
	diags_free(from);
}

char *diag_format(const struct diag *dg)
{
	struct strbuf sb;

	sb_init(&sb);
	/* file names and messages quote the input: sanitized for the terminal */
	if (dg->file) {
		sanitize_append(&sb, dg->file, strlen(dg->file), SANITIZE_LINE);
		if (dg->line > 0) {
			sb_printf(&sb, ":%ld", dg->line);
			if (dg->col > 0)
				sb_printf(&sb, ":%ld", dg->col);
		}
		sb_puts(&sb, ": ");
	}
	if (dg->level == DIAG_WARNING)
		sb_puts(&sb, "warning: ");
	sanitize_append(&sb, dg->msg, strlen(dg->msg), SANITIZE_LINE);
	return sb_take(&sb);
}

/* The same message on more lines than this is shown this many times, then
 * counted: a file of another kind repeats one error on every line. */
#define DIAG_REPEATS_SHOWN 20

/* A message and its index, sorted by text, level and index. */
struct diag_at {
	const struct diag *dg;
	size_t i;
};

static bool same_message(const struct diag *a, const struct diag *b)
{
	return a->level == b->level && !strcmp(a->msg, b->msg);
}

static int cmp_diag_at(const void *a, const void *b)
{
	const struct diag_at *x = a, *y = b;
	int c = strcmp(x->dg->msg, y->dg->msg);

	if (!c)
		c = (int)x->dg->level - (int)y->dg->level;
	return c ? c : (x->i > y->i) - (x->i < y->i);
}

void diags_print(const struct diags *d, FILE *fp)
{
	struct diag_at *order;
	size_t *rank, *total;

	if (!d->n)
		goto dropped;
	/* each message's rank among those of the same text and level, and
	 * how many there are, by a sort of their indices */
	order = xcalloc(d->n, sizeof *order);
	rank = xcalloc(d->n, sizeof *rank);
	total = xcalloc(d->n, sizeof *total);
	for (size_t i = 0; i < d->n; i++)
		order[i] = (struct diag_at){ &d->v[i], i };
	qsort(order, d->n, sizeof *order, cmp_diag_at);
	for (size_t i = 0, j; i < d->n; i = j) {
		for (j = i + 1; j < d->n && same_message(order[i].dg, order[j].dg); j++)
			;
		for (size_t k = i; k < j; k++) {
			rank[order[k].i] = k - i;
			total[order[k].i] = j - i;
		}
	}
	for (size_t i = 0; i < d->n; i++) {
		char *s;
		if (rank[i] > DIAG_REPEATS_SHOWN)
			continue;
		if (rank[i] == DIAG_REPEATS_SHOWN) {
			struct diag all = d->v[i];
			all.line = 0;	/* the file, without one place */
			s = diag_format(&all);
			fprintf(fp, "%s ... and %zu more like this\n", s,
				total[i] - DIAG_REPEATS_SHOWN);
		} else {
			s = diag_format(&d->v[i]);
			fprintf(fp, "%s\n", s);
		}
		free(s);
	}
	free(order);
	free(rank);
	free(total);
dropped:
	if (d->dropped)
		fprintf(fp, "(%zu more messages not shown)\n", d->dropped);
}

void diags_flush(struct diags *d, FILE *fp)
{
	for (size_t i = 0; i < d->n; i++) {
		char *s = diag_format(&d->v[i]);
		fprintf(fp, "%s\n", s);
		free(s);
		free(d->v[i].file);
		free(d->v[i].msg);
	}
	d->n = 0;
}

const char *diag_input_name(const char *path)
{
	return strcmp(path, "-") ? path : "<stdin>";
}

char *diag_read_file(struct diags *d, const char *path, const char *what, size_t *len,
		     int *rc)
{
	char *text = read_file(path, len);
	int e;

	if (text)
		return text;
	e = errno;
	diag_error(d, diag_input_name(path), 0, 0, "cannot read%s%s: %s", what ? " " : "",
		   what ? what : "", strerror(e));
	*rc = e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	return NULL;
}

void diags_demote(struct diags *d, size_t from)
{
	for (size_t i = from; i < d->n; i++) {
		char *m;
		if (d->v[i].level != DIAG_ERROR)
			continue;
		d->v[i].level = DIAG_WARNING;
		d->errors--;
		m = xasprintf("%s; skipped", d->v[i].msg);
		free(d->v[i].msg);
		d->v[i].msg = m;
	}
}

char *diag_read_text(struct diags *d, const char *path, const char *what, size_t max_line,
		     char first, size_t *len, int *rc)
{
	size_t n = 0, stop, line_start = 0;
	long line = 1;
	char *text = read_text_file(path, &n, max_line, first, &stop);
	const char *name = diag_input_name(path);
	int e = errno;

	if (text && stop == SIZE_MAX) {
		*len = n;
		return text;
	}
	if (!text) {
		diag_error(d, name, 0, 0, "cannot read%s%s: %s", what ? " " : "", what ? what : "",
			   strerror(e));
		*rc = e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
		return NULL;
	}
	for (size_t i = 0; i < stop; i++)
		if (text[i] == '\n') {
			line++;
			line_start = i + 1;
		}
	if (e == EILSEQ)
		diag_error(d, name, line, (long)(stop - line_start) + 1,
			   "a NUL byte: not a text file; reading stopped here");
	else if (e == EDOM)
		diag_error(d, name, line, (long)(stop - line_start) + 1,
			   "expected '%c' to start a line; reading stopped here", first);
	else
		diag_error(d, name, line, (long)(stop - line_start) + 1,
			   "line longer than %zu bytes; reading stopped here", max_line);
	free(text);
	*rc = EXIT_DATAERR;
	return NULL;
}

/* The JSON path a message starts with: "record N: edges[3] ..." is
 * "[N].edges[3]", "items[0].history[2]: ..." is itself; "" when none. */
static void message_path(const char *msg, struct strbuf *path)
{
	const char *p = msg;
	char *e;

	sb_reset(path);
	if (!prefixcmp(p, "record ")) {
		unsigned long k = strtoul(p + 7, &e, 10);
		if (e == p + 7 || *e != ':')
			return;
		sb_printf(path, "[%lu]", k);
		p = e + 1;
		while (*p == ' ')
			p++;
	}
	if (*p == '"') {
		/* "graph" must be ...: a key named by itself */
		size_t n = strspn(p + 1, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
		if (n && p[n + 1] == '"')
			sb_add(path, p + 1, n);
		return;
	}
	if ((*p >= 'a' && *p <= 'z') || *p == '[') {
		size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]");
		if (p[n] == ':' || p[n] == ' ' || !p[n])
			sb_add(path, p, n);
	}
}

void diag_record_positions(struct diags *d, size_t from, const char *file, long line,
			   const char *text, size_t len)
{
	struct strbuf path;
	long start = 1;

	while ((size_t)start - 1 < len && (text[start - 1] == ' ' || text[start - 1] == '\t'))
		start++;
	sb_init(&path);
	for (size_t i = from; i < d->n; i++) {
		struct diag *dg = &d->v[i];
		long l = 0, c = 0;
		if (dg->line != line || dg->col || !dg->file || strcmp(dg->file, file))
			continue;
		/* the path after the record's id: "ID: graph.edges[3]: ...",
		 * "ID: lc207: query.n ..." */
		for (const char *m = dg->msg; m && !c; m = strstr(m, ": "), m = m ? m + 2 : NULL) {
			message_path(m, &path);
			json_pos_near(text, len, path.data, &l, &c);
			if (m - dg->msg > 200)
				break;
		}
		/* a record's own fault (a key missing, the id itself): where it starts */
		dg->col = c && l == 1 ? c : start;
	}
	sb_free(&path);
}

void diag_json_positions(struct diags *d, size_t from, const char *file, const char *text,
			 size_t len)
{
	struct strbuf path;

	sb_init(&path);
	for (size_t i = from; i < d->n; i++) {
		struct diag *dg = &d->v[i];
		if (dg->line || !dg->file || strcmp(dg->file, file))
			continue;
		message_path(dg->msg, &path);
		/* the deepest part of the path that is in the text */
		json_pos_near(text, len, path.data, &dg->line, &dg->col);
	}
	sb_free(&path);
}
