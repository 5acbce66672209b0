/* standardize.c - GraCoRe's standardised scores (see standardize.h), from
 * scored runs or from a model x task table of accuracies. */
#include "config.h"
#include "standardize.h"
#include "gracore-score.h"
#include "sanitize.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static size_t intern(const char ***v, size_t *n, size_t *cap, const char *s)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*v)[i], s))
			return i;
	xgrow(v, cap, *n + 1, sizeof **v);
	(*v)[*n] = s;
	return (*n)++;
}

static void cells_alloc(struct std_table *t)
{
	size_t cells = t->nruns * t->ntasks;

	t->has = xcalloc(cells + 1, 1);
	t->x = xcalloc(cells + 1, sizeof *t->x);
}

void std_compute(struct std_table *t)
{
	size_t cells = t->nruns * t->ntasks;
	double zmin = INFINITY, zmax = -INFINITY;

	t->z = xcalloc(cells + 1, sizeof *t->z);
	t->score = xcalloc(cells + 1, sizeof *t->score);
	t->avg_z = xcalloc(t->nruns + 1, sizeof *t->avg_z);
	t->total = xcalloc(t->nruns + 1, sizeof *t->total);
	for (size_t k = 0; k < t->ntasks; k++) {
		double sum = 0, sq = 0, mean, sd = 0;
		size_t n = 0;
		for (size_t r = 0; r < t->nruns; r++)
			if (t->has[r * t->ntasks + k]) {
				sum += t->x[r * t->ntasks + k];
				n++;
			}
		if (!n)
			continue;
		mean = sum / (double)n;
		for (size_t r = 0; r < t->nruns; r++)
			if (t->has[r * t->ntasks + k]) {
				double d = t->x[r * t->ntasks + k] - mean;
				sq += d * d;
			}
		/* the sample standard deviation, as the paper's "Average z" uses */
		if (n > 1)
			sd = sqrt(sq / (double)(n - 1));
		for (size_t r = 0; r < t->nruns; r++) {
			size_t c = r * t->ntasks + k;
			if (!t->has[c])
				continue;
			t->z[c] = sd > 0 ? (t->x[c] - mean) / sd : 0;
			zmin = fmin(zmin, t->z[c]);
			zmax = fmax(zmax, t->z[c]);
		}
	}
	for (size_t r = 0; r < t->nruns; r++) {
		size_t n = 0;
		for (size_t k = 0; k < t->ntasks; k++) {
			size_t c = r * t->ntasks + k;
			if (!t->has[c])
				continue;
			t->score[c] = zmax > zmin ? 100 * (t->z[c] - zmin) / (zmax - zmin) : 50;
			t->total[r] += t->score[c];
			t->avg_z[r] += t->z[c];
			n++;
		}
		if (n)
			t->avg_z[r] /= (double)n;
	}
}

void standardize(const struct score_report *rep, struct std_table *t)
{
	size_t rcap = 0, tcap = 0, cells;
	size_t *scored, *correct;

	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < rep->n; i++)
		if (rep->v[i].p && rep->v[i].scored) {
			intern(&t->runs, &t->nruns, &rcap, rep->v[i].run);
			intern(&t->tasks, &t->ntasks, &tcap, rep->v[i].p->task->name);
		}
	cells = t->nruns * t->ntasks;
	scored = xcalloc(cells + 1, sizeof *scored);
	correct = xcalloc(cells + 1, sizeof *correct);
	cells_alloc(t);
	for (size_t i = 0; i < rep->n; i++) {
		const struct score_item *it = &rep->v[i];
		size_t r, k;
		if (!it->p || !it->scored)
			continue;
		r = intern(&t->runs, &t->nruns, &rcap, it->run);
		k = intern(&t->tasks, &t->ntasks, &tcap, it->p->task->name);
		scored[r * t->ntasks + k]++;
		correct[r * t->ntasks + k] += it->correct;
	}
	for (size_t c = 0; c < cells; c++)
		if (scored[c]) {
			t->has[c] = 1;
			t->x[c] = (double)correct[c] / (double)scored[c];
		}
	free(scored);
	free(correct);
	std_compute(t);
}

void std_table_free(struct std_table *t)
{
	if (t->own) {
		for (size_t i = 0; i < t->nruns; i++)
			free((char *)t->runs[i]);
		for (size_t i = 0; i < t->ntasks; i++)
			free((char *)t->tasks[i]);
	}
	free(t->runs);
	free(t->tasks);
	free(t->has);
	free(t->x);
	free(t->z);
	free(t->score);
	free(t->avg_z);
	free(t->total);
	memset(t, 0, sizeof *t);
}

/* ---- reading a table ---------------------------------------------------- */

struct csv {
	const char *name, *p, *end;
	long line;
	const char *line_start;
	long end_col;		/* the column just past the last field read */
};

/* The next field of the current line (malloc'd, surrounding blanks
 * trimmed, quotes removed); *eol when it was the line's last. NULL with an
 * error for an unterminated quote. */
static char *csv_field(struct csv *c, bool *eol, struct diags *d)
{
	struct strbuf sb;
	const char *p = c->p;

	sb_init(&sb);
	while (p < c->end && (*p == ' ' || *p == '\t'))
		p++;
	if (p < c->end && *p == '"') {
		const char *open = p++;
		for (;;) {
			if (p >= c->end || *p == '\n') {
				diag_error(d, c->name, c->line, (long)(open - c->line_start) + 1,
					   "unterminated quoted field");
				sb_free(&sb);
				return NULL;
			}
			if (*p == '"' && p + 1 < c->end && p[1] == '"') {
				sb_putc(&sb, '"');
				p += 2;
			} else if (*p == '"') {
				p++;
				break;
			} else {
				sb_putc(&sb, *p++);
			}
		}
		while (p < c->end && *p != ',' && *p != '\n')
			p++;
	} else {
		const char *s = p;
		while (p < c->end && *p != ',' && *p != '\n')
			p++;
		sb_add(&sb, s, (size_t)(p - s));
		while (sb.len && isspace((unsigned char)sb.data[sb.len - 1]))
			sb.data[--sb.len] = '\0';
	}
	*eol = p >= c->end || *p == '\n';
	c->end_col = (long)(p - c->line_start) + 1;
	if (p < c->end)
		p++;
	if (*eol) {
		c->line++;
		c->line_start = p;
	}
	c->p = p;
	return sb_take(&sb);
}

static long csv_col(const struct csv *c)
{
	return (long)(c->p - c->line_start) + 1;
}

/* Skip blank lines. */
static void csv_skip_blank(struct csv *c)
{
	for (;;) {
		const char *q = c->p;
		while (q < c->end && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q < c->end && *q == '\n') {
			c->p = q + 1;
			c->line++;
			c->line_start = c->p;
			continue;
		}
		if (q >= c->end)
			c->p = q;
		return;
	}
}

/* How a column writes its accuracies: decided by its first value that is
 * not 0, kept with where it is for the message about a value written the
 * other way. */
enum { COL_ANY, COL_FRACTION, COL_PERCENT };
struct col_kind {
	int kind;
	long line, col;
	char first[24];
};

/* Check value v (percent: written with "%") of column k against the
 * column's kind, deciding it. 0, or -1 with the error in d. */
static int col_check(struct col_kind *ck, const char *task, double v, bool percent,
		     const char *text, const char *name, long line, long col, struct diags *d)
{
	int kind = percent || v > 1 ? COL_PERCENT : v > 0 ? COL_FRACTION : COL_ANY;

	if (v < 0 || v > 100) {
		diag_error(d, name, line, col, "\"%s\" is not an accuracy (0 to 1, or 0 to 100%%)",
			   text);
		return -1;
	}
	if (kind != COL_ANY && ck->kind != COL_ANY && kind != ck->kind) {
		diag_error(d, name, line, col, "\"%s\" reads as a %s, but column %s holds %ss "
			   "(\"%s\" at %ld:%ld): write a column's accuracies one way, all "
			   "fractions (0.7) or all percentages (70%%)", text,
			   kind == COL_FRACTION ? "fraction" : "percentage", task,
			   ck->kind == COL_FRACTION ? "fraction" : "percentage", ck->first,
			   ck->line, ck->col);
		return -1;
	}
	if (kind != COL_ANY && ck->kind == COL_ANY) {
		ck->kind = kind;
		ck->line = line;
		ck->col = col;
		snprintf(ck->first, sizeof ck->first, "%s", text);
	}
	return 0;
}

/* A table being read: the text, the table filled so far, and what the
 * reading keeps beside it (each column's task and way of writing
 * accuracies, each model's line, the values before the table's own
 * arrays are sized). */
struct table_read {
	struct csv c;
	struct diags *d;
	struct std_table *t;
	const struct task **kinds;
	struct col_kind *colk;
	long *mline;		/* the line of each model, for a name given twice */
	double *x;
	unsigned char *has;
	size_t kcap, tcap, rcap, xcap, hcap, cells;
	bool eol;
};

/* One header field after the first: a task known by name and not named
 * before. 0, or -1 with the error in d. */
static int read_task_column(struct table_read *r)
{
	struct std_table *t = r->t;
	long col = csv_col(&r->c);
	const struct task *tk;
	char *f;

	if (!(f = csv_field(&r->c, &r->eol, r->d)))
		return -1;
	if (f[strlen(f) - (*f ? 1 : 0)] == '\r')
		f[strlen(f) - 1] = '\0';
	if (!(tk = gracore_task_named(f))) {
		diag_error(r->d, r->c.name, 1, col, "unknown task \"%s\" (GraCoRe's abbreviations: "
			   "NN AD CT MS TR BR BFS NQ RQ RN SE SP MF EP HC TSP GC NC LP, or gravel's "
			   "task names)", f);
		free(f);
		return -1;
	}
	for (size_t k = 0; k < t->ntasks; k++)
		if (r->kinds[k] == tk) {
			diag_error(r->d, r->c.name, 1, col, "task \"%s\" appears twice (%s)", f,
				   t->tasks[k]);
			free(f);
			return -1;
		}
	xgrow(&r->kinds, &r->kcap, t->ntasks + 1, sizeof *r->kinds);
	xgrow(&t->tasks, &r->tcap, t->ntasks + 1, sizeof *t->tasks);
	r->kinds[t->ntasks] = tk;
	t->tasks[t->ntasks++] = f;
	return 0;
}

/* The header: "model,<task>,...". 0, or -1 with the error in d. */
static int read_header(struct table_read *r)
{
	char *f;

	if (!(f = csv_field(&r->c, &r->eol, r->d)))
		return -1;
	free(f);
	while (!r->eol)
		if (read_task_column(r) != 0)
			return -1;
	if (!r->t->ntasks) {
		diag_error(r->d, r->c.name, 1, 1, "the header names no task column");
		return -1;
	}
	r->colk = xcalloc(r->t->ntasks, sizeof *r->colk);
	return 0;
}

/* A model's name, first on its line and not given before. 0, or -1 with
 * the error in d. */
static int read_model_name(struct table_read *r, long line)
{
	struct std_table *t = r->t;
	char *f;

	if (!(f = csv_field(&r->c, &r->eol, r->d)))
		return -1;
	if (!*f) {
		diag_error(r->d, r->c.name, line, 1, "a model line needs the model's name first");
		free(f);
		return -1;
	}
	for (size_t i = 0; i < t->nruns; i++)
		if (!strcmp(t->runs[i], f)) {
			/* two rows of one model would weigh it twice in every
			 * task's mean and sd */
			diag_error(r->d, r->c.name, line, 1, "model \"%s\" appears twice (first on "
				   "line %ld)", f, r->mline[i]);
			free(f);
			return -1;
		}
	xgrow(&t->runs, &r->rcap, t->nruns + 1, sizeof *t->runs);
	r->mline = xreallocarray(r->mline, r->rcap, sizeof *r->mline);
	r->mline[t->nruns] = line;
	t->runs[t->nruns++] = f;
	return 0;
}

/* Task k's value on the current model's line: an accuracy, or empty or
 * "-" for none. 0, or -1 with the error in d. */
static int read_value(struct table_read *r, size_t k, long line)
{
	struct std_table *t = r->t;
	size_t at = (t->nruns - 1) * t->ntasks + k;
	long col = csv_col(&r->c);
	char *f, *endp;
	int rc = 0;

	if (r->eol) {
		diag_error(r->d, r->c.name, line, r->c.end_col, "%zu values for %zu tasks", k,
			   t->ntasks);
		return -1;
	}
	if (!(f = csv_field(&r->c, &r->eol, r->d)))
		return -1;
	r->has[at] = 0;
	r->x[at] = 0;
	if (*f && strcmp(f, "-") && strcmp(f, "\r")) {
		r->x[at] = strtod(f, &endp);
		if (endp == f || (*endp && *endp != '%' && *endp != '\r') ||
		    (*endp == '%' && endp[1] && endp[1] != '\r') || !isfinite(r->x[at])) {
			diag_error(r->d, r->c.name, line, col, "\"%s\" is not a number", f);
			rc = -1;
		} else if (col_check(&r->colk[k], t->tasks[k], r->x[at], *endp == '%', f,
				     r->c.name, line, col, r->d) != 0) {
			rc = -1;
		} else {
			r->has[at] = 1;
		}
	}
	free(f);
	return rc;
}

/* One line per model: its name, then one value per task. 0, or -1 with
 * the error in d. */
static int read_model_line(struct table_read *r)
{
	struct std_table *t = r->t;
	long line = r->c.line;

	if (read_model_name(r, line) != 0)
		return -1;
	r->cells = t->nruns * t->ntasks;
	xgrow(&r->x, &r->xcap, r->cells, sizeof *r->x);
	xgrow(&r->has, &r->hcap, r->cells, 1);
	for (size_t k = 0; k < t->ntasks; k++)
		if (read_value(r, k, line) != 0)
			return -1;
	if (!r->eol) {
		diag_error(r->d, r->c.name, line, csv_col(&r->c),
			   "more values than the header's %zu tasks", t->ntasks);
		return -1;
	}
	return 0;
}

/* The values into the table's own arrays, accuracies as fractions
 * whichever way their column wrote them. */
static void table_fill(struct table_read *r)
{
	struct std_table *t = r->t;

	cells_alloc(t);
	memcpy(t->x, r->x, r->cells * sizeof *r->x);
	memcpy(t->has, r->has, r->cells);
	for (size_t at = 0; at < r->cells; at++)
		if (t->has[at] && r->colk[at % t->ntasks].kind == COL_PERCENT)
			t->x[at] /= 100;
}

static void table_read_free(struct table_read *r)
{
	free(r->x);
	free(r->has);
	free(r->kinds);
	free(r->colk);
	free(r->mline);
}

int std_table_read(const char *name, const char *buf, size_t len, struct std_table *t,
		   struct diags *d)
{
	struct table_read r = { .c = { name, buf, buf + len, 1, buf, 1 }, .d = d, .t = t };

	memset(t, 0, sizeof *t);
	t->own = true;
	csv_skip_blank(&r.c);
	if (r.c.p >= r.c.end) {
		diag_error(d, name, 1, 1, "empty table: expected a header \"model,<task>,...\"");
		return EXIT_DATAERR;
	}
	if (read_header(&r) != 0)
		goto fail;
	for (;;) {
		csv_skip_blank(&r.c);
		if (r.c.p >= r.c.end)
			break;
		if (read_model_line(&r) != 0)
			goto fail;
	}
	if (!t->nruns) {
		diag_error(d, name, r.c.line, 1, "no model lines after the header");
		goto fail;
	}
	table_fill(&r);
	table_read_free(&r);
	std_compute(t);
	return EXIT_OK;
fail:
	table_read_free(&r);
	std_table_free(t);
	return EXIT_DATAERR;
}

/* ---- printing ----------------------------------------------------------- */

size_t std_tasks_of(const struct std_table *t, size_t r)
{
	size_t n = 0;

	for (size_t k = 0; k < t->ntasks; k++)
		n += t->has[r * t->ntasks + k] != 0;
	return n;
}

char *std_missing_note(const struct std_table *t)
{
	struct strbuf sb;
	size_t lacking = 0;
	char *note;

	sb_init(&sb);
	for (size_t r = 0; r < t->nruns; r++) {
		size_t n = std_tasks_of(t, r);
		char *name;
		if (n == t->ntasks)
			continue;
		name = sanitize_dup(t->runs[r], SANITIZE_LINE);
		sb_printf(&sb, "%s%s (%zu of %zu)", lacking++ ? ", " : "", name, n, t->ntasks);
		free(name);
	}
	if (!lacking) {
		sb_free(&sb);
		return NULL;
	}
	note = xasprintf("missing tasks: %s. A task's z is over the models that have it; a "
			 "model's average z and total are over its own tasks, so a total that "
			 "sums fewer tasks is not comparable with the others' (GraCoRe's paper "
			 "states no rule for missing results).", sb.data);
	sb_free(&sb);
	return note;
}

/* v, with rounding noise around zero printed as 0 (never "-0.00") */
static double nz(double v)
{
	return fabs(v) < 1e-9 ? 0.0 : v;
}

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

static cJSON *model_json(const struct std_table *t, size_t r, const char *policy)
{
	cJSON *o = ck(cJSON_CreateObject()), *tasks = ck(cJSON_CreateObject());

	cJSON_AddItemToObject(o, "model", ck(cJSON_CreateString(t->runs[r])));
	if (policy)
		cJSON_AddItemToObject(o, "policy", ck(cJSON_CreateString(policy)));
	for (size_t k = 0; k < t->ntasks; k++) {
		size_t c = r * t->ntasks + k;
		cJSON *cell;
		if (!t->has[c])
			continue;
		cell = ck(cJSON_CreateObject());
		cJSON_AddItemToObject(cell, "accuracy", ck(cJSON_CreateNumber(t->x[c])));
		cJSON_AddItemToObject(cell, "z", ck(cJSON_CreateNumber(t->z[c])));
		cJSON_AddItemToObject(cell, "score", ck(cJSON_CreateNumber(t->score[c])));
		cJSON_AddItemToObject(tasks, t->tasks[k], cell);
	}
	cJSON_AddItemToObject(o, "tasks", tasks);
	cJSON_AddItemToObject(o, "average_z", ck(cJSON_CreateNumber(t->avg_z[r])));
	cJSON_AddItemToObject(o, "total", ck(cJSON_CreateNumber(t->total[r])));
	/* what the average and the total are over (std_missing_note) */
	cJSON_AddItemToObject(o, "tasks", ck(cJSON_CreateNumber((double)std_tasks_of(t, r))));
	return o;
}

/* Print o (and free it). */
static int put(FILE *fp, cJSON *o, int formatted)
{
	int rc = json_put_line(fp, o, formatted);

	cJSON_Delete(o);
	return rc;
}

/* A CSV field: quoted when it holds a comma, quote or line break. */
static void csv_put(FILE *fp, const char *s)
{
	if (!strpbrk(s, ",\"\r\n")) {
		fputs(s, fp);
		return;
	}
	putc('"', fp);
	for (; *s; s++) {
		if (*s == '"')
			putc('"', fp);
		putc(*s, fp);
	}
	putc('"', fp);
}

int standardize_print(FILE *fp, enum score_format f, const struct std_table *t,
		      const char *policy)
{
	int w = 5;
	char *note;

	if (f == SF_JSON || f == SF_JSONL) {
		cJSON *a = f == SF_JSON ? ck(cJSON_CreateArray()) : NULL;
		for (size_t r = 0; r < t->nruns; r++) {
			if (a)
				cJSON_AddItemToArray(a, model_json(t, r, policy));
			else if (put(fp, model_json(t, r, policy), 0) != 0)
				return -1;
		}
		if (a)
			return put(fp, a, 1);
		return ferror(fp) ? -1 : 0;
	}
	if (f == SF_CSV) {
		/* the paper's layout: task scores, average z, total */
		fputs("model", fp);
		for (size_t k = 0; k < t->ntasks; k++) {
			putc(',', fp);
			csv_put(fp, t->tasks[k]);
		}
		fputs(",average_z,total,tasks\n", fp);
		for (size_t r = 0; r < t->nruns; r++) {
			char *name = sanitize_dup(t->runs[r], SANITIZE_LINE);
			csv_put(fp, name);
			free(name);
			for (size_t k = 0; k < t->ntasks; k++)
				if (t->has[r * t->ntasks + k])
					fprintf(fp, ",%.4f", nz(t->score[r * t->ntasks + k]));
				else
					fputs(",", fp);
			fprintf(fp, ",%.4f,%.4f,%zu\n", nz(t->avg_z[r]), nz(t->total[r]),
				std_tasks_of(t, r));
		}
		return ferror(fp) ? -1 : 0;
	}
	for (size_t r = 0; r < t->nruns; r++)
		if ((int)strlen(t->runs[r]) > w)
			w = (int)strlen(t->runs[r]);
	if (policy)
		fprintf(fp, "policy %s, ", policy);
	fprintf(fp, "standardised scores (0-100): z per task over %zu model%s (sample sd), "
		"one min-max over all z\n", t->nruns, t->nruns == 1 ? "" : "s");
	fprintf(fp, "%-*s", w, "model");
	for (size_t k = 0; k < t->ntasks; k++)
		fprintf(fp, " %*s", (int)(strlen(t->tasks[k]) > 6 ? strlen(t->tasks[k]) : 6),
			t->tasks[k]);
	fprintf(fp, " %7s %8s %5s\n", "avg z", "total", "tasks");
	for (size_t r = 0; r < t->nruns; r++) {
		char *name = sanitize_dup(t->runs[r], SANITIZE_LINE);
		fprintf(fp, "%-*s", w, name);
		free(name);
		for (size_t k = 0; k < t->ntasks; k++) {
			int cw = (int)(strlen(t->tasks[k]) > 6 ? strlen(t->tasks[k]) : 6);
			if (t->has[r * t->ntasks + k])
				fprintf(fp, " %*.2f", cw, nz(t->score[r * t->ntasks + k]));
			else
				fprintf(fp, " %*s", cw, "-");
		}
		fprintf(fp, " %7.2f %8.2f %5zu\n", nz(t->avg_z[r]), nz(t->total[r]),
			std_tasks_of(t, r));
	}
	note = std_missing_note(t);
	if (note)
		fprintf(fp, "%s\n", note);
	free(note);
	return ferror(fp) ? -1 : 0;
}
