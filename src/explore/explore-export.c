/* explore-export.c - the navigator's filtered view as CSV or JSON lines
 * (the TUI's export key): per row the problem id, task, difficulty, run,
 * the verdict and credit under every built policy, and the answer text of
 * the run's first sample (explore.h). */
#include "config.h"
#include "explore.h"
#include "explore-int.h"
#include "annot.h"
#include "problem.h"
#include "task.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

void ex_csv_field(FILE *fp, const char *s, bool last)
{
	if (s && strpbrk(s, ",\"\r\n")) {
		putc('"', fp);
		for (; *s; s++) {
			if (*s == '"')
				putc('"', fp);
			putc(*s, fp);
		}
		putc('"', fp);
	} else if (s) {
		fputs(s, fp);
	}
	putc(last ? '\n' : ',', fp);
}

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

int explore_export(struct explore *ex, long run, const size_t *rows, size_t n, bool jsonl,
		   FILE *fp)
{
	size_t np = policy_count();
	const char *rname = run >= 0 ? explore_run_name(ex, (size_t)run) : NULL;

	if (!jsonl) {
		fputs("problem,task,difficulty,run", fp);
		for (size_t k = 0; k < np; k++)
			fprintf(fp, ",verdict_%s,credit_%s", policy_at(k)->name, policy_at(k)->name);
		fputs(",answer\n", fp);
	}
	for (size_t i = 0; i < n; i++) {
		const struct problem *p = explore_problem(ex, rows[i]);
		const struct answer *const *s = NULL;
		size_t ns = 0;
		char num[32];

		if (run >= 0)
			s = explore_samples(ex, (size_t)run, rows[i], &ns);
		if (jsonl) {
			cJSON *o = ck(cJSON_CreateObject()), *v = ck(cJSON_CreateObject());
			char *line;
			cJSON_AddItemToObject(o, "problem", ck(cJSON_CreateString(p->id)));
			cJSON_AddItemToObject(o, "task", ck(cJSON_CreateString(p->task->name)));
			cJSON_AddItemToObject(o, "difficulty",
					      p->difficulty ? ck(cJSON_CreateString(p->difficulty))
							    : ck(cJSON_CreateNull()));
			cJSON_AddItemToObject(o, "run", rname ? ck(cJSON_CreateString(rname))
							      : ck(cJSON_CreateNull()));
			for (size_t k = 0; k < np; k++) {
				const struct ex_cell *c = run >= 0 ? explore_cell(ex, policy_at(k),
										  (size_t)run, rows[i])
								   : NULL;
				cJSON *pv = ck(cJSON_CreateObject());
				cJSON_AddItemToObject(pv, "verdict",
						      ck(cJSON_CreateString(ex_verdict_name(
							      c ? c->verdict : EV_NONE))));
				cJSON_AddItemToObject(pv, "credit", ck(cJSON_CreateNumber(c ? c->credit : 0)));
				cJSON_AddItemToObject(v, policy_at(k)->name, pv);
			}
			cJSON_AddItemToObject(o, "policies", v);
			cJSON_AddItemToObject(o, "answer",
					      ns && s[0]->text ? ck(cJSON_CreateString(s[0]->text))
							       : ck(cJSON_CreateNull()));
			line = cJSON_PrintUnformatted(o);
			if (!line)
				gravel_fatal("out of memory printing JSON");
			fprintf(fp, "%s\n", line);
			free(line);
			cJSON_Delete(o);
			continue;
		}
		ex_csv_field(fp, p->id, false);
		ex_csv_field(fp, p->task->name, false);
		ex_csv_field(fp, p->difficulty, false);
		ex_csv_field(fp, rname, false);
		for (size_t k = 0; k < np; k++) {
			const struct ex_cell *c = run >= 0 ? explore_cell(ex, policy_at(k), (size_t)run,
									  rows[i])
							   : NULL;
			ex_csv_field(fp, ex_verdict_name(c ? c->verdict : EV_NONE), false);
			snprintf(num, sizeof num, "%.4g", c ? c->credit : 0.0);
			ex_csv_field(fp, num, false);
		}
		ex_csv_field(fp, ns && s[0]->text ? s[0]->text : "", true);
	}
	return ferror(fp) ? -1 : 0;
}

/* ---- annotations with their items' verdicts ------------------------------ */

/* The answer of (run, problem, sample) in the explorer, or NULL. */
static const struct answer *answer_of(struct explore *ex, long r, long p, long sample)
{
	const struct answer *const *s;
	size_t n;

	if (r < 0 || p < 0)
		return NULL;
	s = explore_samples(ex, (size_t)r, (size_t)p, &n);
	for (size_t i = 0; i < n; i++)
		if (s[i]->sample == sample)
			return s[i];
	return NULL;
}

struct row {
	const struct problem *pr;
	const struct answer *ans;
	const struct ex_cell *cell[8];
};

static void row_of(struct explore *ex, const struct annot *a, struct row *w)
{
	long r = explore_run_find(ex, a->run), p = explore_problem_find(ex, a->problem);
	size_t np = policy_count() < 8 ? policy_count() : 8;

	memset(w, 0, sizeof *w);
	w->pr = p >= 0 ? explore_problem(ex, (size_t)p) : NULL;
	w->ans = answer_of(ex, r, p, a->sample);
	for (size_t k = 0; k < np; k++)
		w->cell[k] = r >= 0 && p >= 0 ? explore_cell(ex, policy_at(k), (size_t)r, (size_t)p)
					      : NULL;
}

static cJSON *str_or_null(const char *s)
{
	return ck(s ? cJSON_CreateString(s) : cJSON_CreateNull());
}

/* After "sample": task, difficulty, verdicts per policy, question, answer. */
static void extra_json(void *ctx, const struct annot *a, cJSON *o)
{
	struct explore *ex = ctx;
	size_t np = policy_count() < 8 ? policy_count() : 8;
	cJSON *rest = ck(cJSON_CreateObject()), *c, *pol = ck(cJSON_CreateObject());
	struct row w;

	row_of(ex, a, &w);
	/* move every key after "sample" aside, add ours, put them back */
	for (c = cJSON_GetObjectItemCaseSensitive(o, "sample"); c && c->next;) {
		cJSON *d = cJSON_DetachItemViaPointer(o, c->next);
		cJSON_AddItemToObject(rest, d->string, d);
	}
	cJSON_AddItemToObject(o, "task", str_or_null(w.pr ? w.pr->task->name : NULL));
	cJSON_AddItemToObject(o, "difficulty", str_or_null(w.pr ? w.pr->difficulty : NULL));
	for (size_t k = 0; k < np; k++) {
		cJSON *pv = ck(cJSON_CreateObject());
		cJSON_AddItemToObject(pv, "verdict", ck(cJSON_CreateString(ex_verdict_name(
							     w.cell[k] ? w.cell[k]->verdict : EV_NONE))));
		cJSON_AddItemToObject(pv, "credit",
				      ck(cJSON_CreateNumber(w.cell[k] ? w.cell[k]->credit : 0)));
		cJSON_AddItemToObject(pol, policy_at(k)->name, pv);
	}
	cJSON_AddItemToObject(o, "policies", pol);
	cJSON_AddItemToObject(o, "question", str_or_null(w.pr ? w.pr->question : NULL));
	cJSON_AddItemToObject(o, "answer", str_or_null(w.ans ? w.ans->text : NULL));
	while (rest->child) {
		cJSON *d = cJSON_DetachItemViaPointer(rest, rest->child);
		cJSON_AddItemToObject(o, d->string, d);
	}
	cJSON_Delete(rest);
}

static void extra_csv_header(void *ctx, FILE *fp)
{
	(void)ctx;
	fputs(",task,difficulty", fp);
	for (size_t k = 0; k < policy_count() && k < 8; k++)
		fprintf(fp, ",verdict_%s,credit_%s", policy_at(k)->name, policy_at(k)->name);
	fputs(",question,answer", fp);
}

static void extra_csv(void *ctx, const struct annot *a, FILE *fp)
{
	struct explore *ex = ctx;
	size_t np = policy_count() < 8 ? policy_count() : 8;
	struct row w;

	row_of(ex, a, &w);
	ex_csv_field(fp, w.pr ? w.pr->task->name : "", false);
	ex_csv_field(fp, w.pr && w.pr->difficulty ? w.pr->difficulty : "", false);
	for (size_t k = 0; k < np; k++) {
		char num[32];
		ex_csv_field(fp, ex_verdict_name(w.cell[k] ? w.cell[k]->verdict : EV_NONE), false);
		snprintf(num, sizeof num, "%.4g", w.cell[k] ? w.cell[k]->credit : 0.0);
		ex_csv_field(fp, num, false);
	}
	ex_csv_field(fp, w.pr && w.pr->question ? w.pr->question : "", false);
	ex_csv_field(fp, w.ans && w.ans->text ? w.ans->text : "", true);
}

int explore_export_annotations(struct explore *ex, const struct annot_store *st,
			       const struct annot_filter *f, int fmt, FILE *fp)
{
	struct annot_export_extra x = { extra_json, extra_csv_header, extra_csv, ex };

	return annot_export_with(st, f, (enum annot_format)fmt, &x, fp);
}
