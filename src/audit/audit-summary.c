/* audit-summary.c - the gold audit's totals per task (audit.h), as
 * GraphEval2000's audit has its table (grapheval-audit.c). */
#include "config.h"
#include "audit.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void audit_summary_add(struct audit_summary *s, const struct problem *p,
		       const struct audit_result *r)
{
	size_t i;

	for (i = 0; i < s->n && strcmp(s->v[i].task, p->task->name); i++)
		;
	if (i == s->n) {
		xgrow(&s->v, &s->cap, s->n + 1, sizeof *s->v);
		memset(&s->v[i], 0, sizeof s->v[i]);
		s->v[i].task = p->task->name;
		s->n++;
	}
	audit_count(&s->v[i].t, r);
	audit_count(&s->total, r);
}

static void put_row(FILE *fp, int w, const char *task, const struct audit_totals *t)
{
	size_t checked = t->agree + t->differ;

	fprintf(fp, "%-*s %8zu %6zu %6zu %9zu %6zu %9zu %9zu %6zu ", w, task, t->problems,
		t->agree, t->differ, t->unchecked, t->kinds[AUDIT_WRONG], t->kinds[AUDIT_HEURISTIC],
		t->kinds[AUDIT_AMBIGUOUS], t->kinds[AUDIT_FORMAT]);
	/* none checked has no rate, not 0% */
	if (checked)
		fprintf(fp, "%6.1f%%\n", 100.0 * (double)t->agree / (double)checked);
	else
		fprintf(fp, "%7s\n", "-");
}

void audit_summary_print(const struct audit_summary *s, FILE *fp)
{
	int w = (int)strlen("total");

	for (size_t i = 0; i < s->n; i++)
		if ((int)strlen(s->v[i].task) > w)
			w = (int)strlen(s->v[i].task);
	fprintf(fp, "\n%-*s %8s %6s %6s %9s %6s %9s %9s %6s %7s\n", w, "task", "problems", "agree",
		"differ", "unchecked", "wrong", "heuristic", "ambiguous", "format", "agree");
	for (size_t i = 0; i < s->n; i++)
		put_row(fp, w, s->v[i].task, &s->v[i].t);
	put_row(fp, w, "total", &s->total);
}

void audit_summary_free(struct audit_summary *s)
{
	free(s->v);
	memset(s, 0, sizeof *s);
}
