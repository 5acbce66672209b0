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

#define NPOL 8			/* policies exported (there are two) */

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

struct own {
	enum ex_verdict verdict;
	double credit;
};

/* What the rows read: the explorer (overrides applied as the explorer
 * applies them, so every verdict is the one the TUI shows) and, per
 * annotation (file order), the model's own answer's verdicts. */
struct xctx {
	struct explore *ex;
	const struct annot_store *st;
	struct own (*own)[NPOL];
	bool *overridden;
	const char **own_text;	/* the model's text of an overridden answer */
};

struct row {
	const struct problem *pr;
	const struct answer *ans;
	const struct ex_cell *cell[NPOL];
	const struct own *own;
	bool overridden;
	const char *text;	/* the model's answer */
};

static size_t npol(void)
{
	return policy_count() < NPOL ? policy_count() : NPOL;
}

static void row_of(const struct xctx *x, const struct annot *a, struct row *w)
{
	struct explore *ex = x->ex;
	long r = explore_run_find(ex, a->run), p = explore_problem_find(ex, a->problem);
	size_t i = (size_t)(a - annot_at(x->st, 0));

	memset(w, 0, sizeof *w);
	w->pr = p >= 0 ? explore_problem(ex, (size_t)p) : NULL;
	w->ans = answer_of(ex, r, p, a->sample);
	for (size_t k = 0; k < npol(); k++)
		w->cell[k] = r >= 0 && p >= 0 ? explore_cell(ex, policy_at(k), (size_t)r, (size_t)p)
					      : NULL;
	w->own = x->own[i];
	w->overridden = x->overridden[i];
	w->text = w->overridden ? x->own_text[i] : w->ans ? w->ans->text : NULL;
}

static cJSON *str_or_null(const char *s)
{
	return ck(s ? cJSON_CreateString(s) : cJSON_CreateNull());
}

static cJSON *verdict_json(enum ex_verdict v, double credit)
{
	cJSON *o = ck(cJSON_CreateObject());

	cJSON_AddItemToObject(o, "verdict", ck(cJSON_CreateString(ex_verdict_name(v))));
	cJSON_AddItemToObject(o, "credit", ck(cJSON_CreateNumber(credit)));
	return o;
}

/* After "sample": task, difficulty, verdicts per policy (with the
 * override's, and the model's own answer's, when overridden), question,
 * answer. */
static void extra_json(void *ctx, const struct annot *a, cJSON *o)
{
	const struct xctx *x = ctx;
	cJSON *rest = ck(cJSON_CreateObject()), *c, *pol = ck(cJSON_CreateObject());
	struct row w;

	row_of(x, a, &w);
	/* move every key after "sample" aside, add ours, put them back */
	for (c = cJSON_GetObjectItemCaseSensitive(o, "sample"); c && c->next;) {
		cJSON *d = cJSON_DetachItemViaPointer(o, c->next);
		cJSON_AddItemToObject(rest, d->string, d);
	}
	cJSON_AddItemToObject(o, "task", str_or_null(w.pr ? w.pr->task->name : NULL));
	cJSON_AddItemToObject(o, "difficulty", str_or_null(w.pr ? w.pr->difficulty : NULL));
	for (size_t k = 0; k < npol(); k++) {
		cJSON *pv = verdict_json(w.cell[k] ? w.cell[k]->verdict : EV_NONE,
					 w.cell[k] ? w.cell[k]->credit : 0);
		if (w.overridden) {
			cJSON_AddItemToObject(pv, "override",
					      verdict_json(w.cell[k]->verdict, w.cell[k]->credit));
			cJSON_AddItemToObject(pv, "own",
					      verdict_json(w.own[k].verdict, w.own[k].credit));
		}
		cJSON_AddItemToObject(pol, policy_at(k)->name, pv);
	}
	cJSON_AddItemToObject(o, "policies", pol);
	cJSON_AddItemToObject(o, "question", str_or_null(w.pr ? w.pr->question : NULL));
	cJSON_AddItemToObject(o, "answer", str_or_null(w.text));
	while (rest->child) {
		cJSON *d = cJSON_DetachItemViaPointer(rest, rest->child);
		cJSON_AddItemToObject(o, d->string, d);
	}
	cJSON_Delete(rest);
}

static void extra_csv_header(void *ctx, FILE *fp)
{
	static const char *const sets[] = { "", "override_", "own_" };

	(void)ctx;
	fputs(",task,difficulty", fp);
	for (size_t j = 0; j < 3; j++)
		for (size_t k = 0; k < npol(); k++)
			fprintf(fp, ",%sverdict_%s,%scredit_%s", sets[j], policy_at(k)->name, sets[j],
				policy_at(k)->name);
	fputs(",question,answer", fp);
}

static void csv_verdict(FILE *fp, enum ex_verdict v, double credit)
{
	char num[32];

	ex_csv_field(fp, ex_verdict_name(v), false);
	snprintf(num, sizeof num, "%.4g", credit);
	ex_csv_field(fp, num, false);
}

/* verdict_P, credit_P: as scored (the override when there is one);
 * override_*: the override's (empty without one); own_*: the model's
 * answer's. */
static void extra_csv(void *ctx, const struct annot *a, FILE *fp)
{
	const struct xctx *x = ctx;
	struct row w;

	row_of(x, a, &w);
	ex_csv_field(fp, w.pr ? w.pr->task->name : "", false);
	ex_csv_field(fp, w.pr && w.pr->difficulty ? w.pr->difficulty : "", false);
	for (size_t k = 0; k < npol(); k++)
		csv_verdict(fp, w.cell[k] ? w.cell[k]->verdict : EV_NONE,
			    w.cell[k] ? w.cell[k]->credit : 0.0);
	for (size_t k = 0; k < npol(); k++)
		if (w.overridden) {
			csv_verdict(fp, w.cell[k]->verdict, w.cell[k]->credit);
		} else {
			ex_csv_field(fp, "", false);
			ex_csv_field(fp, "", false);
		}
	for (size_t k = 0; k < npol(); k++)
		csv_verdict(fp, w.own[k].verdict, w.own[k].credit);
	ex_csv_field(fp, w.pr && w.pr->question ? w.pr->question : "", false);
	ex_csv_field(fp, w.text ? w.text : "", true);
}

/* An answer whose text the override replaced for the export. */
struct swapped {
	struct answer *ans;
	const char *text;
	size_t len;
	size_t r, p;
};

int explore_export_annotations(struct explore *ex, const struct annot_store *st,
			       const struct annot_filter *f, int fmt, FILE *fp)
{
	struct workspace *ws = explore_workspace(ex);
	size_t n = annot_count(st), nsw = 0;
	struct xctx x = { ex, st, xcalloc(n + 1, sizeof *x.own), xcalloc(n + 1, sizeof(bool)),
			  xcalloc(n + 1, sizeof(char *)) };
	struct swapped *sw = xcalloc(n + 1, sizeof *sw);
	struct annot_export_extra xe = { extra_json, extra_csv_header, extra_csv, &x };
	int rc;

	for (size_t i = 0; i < n; i++) {
		const struct annot *a = annot_at(st, i);
		long r = explore_run_find(ex, a->run), p = explore_problem_find(ex, a->problem);
		const struct answer *ans = answer_of(ex, r, p, a->sample);
		char *text, *err = NULL;
		size_t len;

		for (size_t k = 0; k < npol() && r >= 0 && p >= 0; k++) {
			const struct ex_cell *c = explore_cell(ex, policy_at(k), (size_t)r, (size_t)p);
			x.own[i][k] = (struct own){ c->verdict, c->credit };
		}
		if (!a->override || !ans)
			continue;
		/* the override replaces the answer's text while the rows are
		 * written, as the explorer's does while it is open */
		text = annot_override_text(explore_problem(ex, (size_t)p), a->override, &len, &err);
		free(err);
		if (!text)
			continue;	/* does not fit its problem: scored as written */
		sw[nsw] = (struct swapped){ &ws->answers.v[ans - ws->answers.v], ans->text,
					    ans->text_len, (size_t)r, (size_t)p };
		sw[nsw].ans->text = text;
		sw[nsw].ans->text_len = len;
		explore_invalidate(ex, (size_t)r, (size_t)p);
		x.overridden[i] = true;
		x.own_text[i] = sw[nsw].text;
		nsw++;
	}
	rc = annot_export_with(st, f, (enum annot_format)fmt, &xe, fp);
	for (size_t i = 0; i < nsw; i++) {
		free((char *)sw[i].ans->text);
		sw[i].ans->text = sw[i].text;
		sw[i].ans->text_len = sw[i].len;
		explore_invalidate(ex, sw[i].r, sw[i].p);
	}
	free(sw);
	free(x.own);
	free(x.overridden);
	free(x.own_text);
	return rc;
}
