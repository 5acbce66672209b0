/* grapheval-audit.c - judge GraphEval2000's stored labels with gravel's
 * reference solvers, and each input with its statement's constraints (see
 * grapheval-import.h). */
#include "config.h"
#include "audit-int.h"
#include "audit-ops.h"
#include "grapheval-import.h"
#include "lc.h"
#include "sanitize.h"
#include "solve.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

int grapheval_judge(const struct problem *p, struct grapheval_verdict *v)
{
	const cJSON *label = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "output"), *ref;
	cJSON *ans = NULL;
	char *err = NULL;
	bool off, right;

	memset(v, 0, sizeof *v);
	if (!lc_is_task(p->task->kind) || !label)
		return -1;
	off = lc_offspec(p, &v->spec);
	v->kind = off ? GE_OFF_SPEC : GE_UNJUDGEABLE;
	if (solve_problem(p, &ans, NULL, &err) != 0) {
		v->off = GE_OFF_UNREAD;
		snprintf(v->why, sizeof v->why, "%s", err ? err : "the solver gave no answer");
		free(err);
		return 0;
	}
	ref = cJSON_GetObjectItemCaseSensitive(ans, "output");
	if (lc_json_equal(ref, label)) {
		right = true;
		v->kind = off ? GE_OFF_SPEC : GE_EXACT;
	} else {
		enum lc_judge j = LC_EXACT;
		right = lc_judge(p, ref, label, v->why, sizeof v->why);
		v->kind = off ? GE_OFF_SPEC : right ? GE_VALID_ONLY : GE_WRONG;
		lc_task_judge(p->task->kind, &j);
		if (!right && j == LC_EXACT) {
			/* both values, cut short */
			char *l = cJSON_PrintUnformatted(label), *r = cJSON_PrintUnformatted(ref);
			snprintf(v->why, sizeof v->why, "label %.60s%s, reference %.60s%s",
				 l ? l : "?", l && strlen(l) > 60 ? "..." : "", r ? r : "?",
				 r && strlen(r) > 60 ? "..." : "");
			cJSON_free(l);
			cJSON_free(r);
		}
	}
	v->off = right ? GE_OFF_HOLDS : GE_OFF_DIFFERS;
	v->reading = right ? lc_reading(p->task->kind) : NULL;
	cJSON_Delete(ans);
	return 0;
}

char *grapheval_verdict_line(const struct problem *p, const struct grapheval_verdict *v)
{
	char *id = sanitize_dup(p->id, SANITIZE_LINE), *line;

	switch (v->kind) {
	case GE_EXACT:
		line = xasprintf("%s: exact", id);
		break;
	case GE_VALID_ONLY:
		line = xasprintf("%s: valid", id);
		break;
	case GE_WRONG:
		line = xasprintf("%s: wrong label: %s", id, v->why);
		break;
	case GE_UNJUDGEABLE:
		line = xasprintf("%s: unjudgeable: %s", id, v->why);
		break;
	default: {
		char *spec = lc_offspec_text(&v->spec);
		line = xasprintf("%s: off-spec: %s; %s%s%s%s", id, spec,
				 v->off == GE_OFF_HOLDS	  ? "the label holds"
				 : v->off == GE_OFF_DIFFERS ? "the label differs: "
							    : "not judged, the solver cannot read it: ",
				 v->off == GE_OFF_HOLDS && v->reading ? " (reading: " : "",
				 v->off == GE_OFF_HOLDS ? (v->reading ? v->reading : "") : v->why,
				 v->off == GE_OFF_HOLDS && v->reading ? ")" : "");
		free(spec);
		break;
	}
	}
	free(id);
	return line;
}

static void count_rule(struct grapheval_audit *a, const char *task,
		       const struct grapheval_verdict *vd)
{
	for (size_t k = 0; k < vd->spec.n && k < LC_OFFSPEC_MAX; k++) {
		const char *rule = vd->spec.rules[k];
		struct grapheval_rule_count *c;
		size_t i;
		for (i = 0; i < a->nrules; i++)
			if (!strcmp(a->rules[i].task, task) && !strcmp(a->rules[i].rule, rule))
				break;
		if (i == a->nrules) {
			xgrow(&a->rules, &a->caprules, a->nrules + 1, sizeof *a->rules);
			memset(&a->rules[i], 0, sizeof *a->rules);
			a->rules[i].task = task;
			snprintf(a->rules[i].rule, sizeof a->rules[i].rule, "%s", rule);
			a->nrules++;
		}
		c = &a->rules[i];
		c->n++;
		c->holds += vd->off == GE_OFF_HOLDS;
		c->differs += vd->off == GE_OFF_DIFFERS;
	}
}

void grapheval_audit_init(struct grapheval_audit *a)
{
	memset(a, 0, sizeof *a);
	a->total.task = "total";
	a->rows = xcalloc(task_count() + 1, sizeof *a->rows);
	for (size_t i = 0; i < task_count(); i++)
		if (lc_is_task(task_at(i)->kind))
			a->rows[a->nrows++].task = task_at(i)->name;
}

struct grapheval_audit_row *grapheval_audit_add(struct grapheval_audit *a,
						const struct problem *p,
						const struct grapheval_verdict *v)
{
	struct grapheval_audit_row *r = NULL;

	for (size_t i = 0; i < a->nrows && !r; i++)
		if (!strcmp(a->rows[i].task, p->task->name))
			r = &a->rows[i];
	if (!r)
		return NULL;
	for (int k = 0; k < 2; k++) {
		struct grapheval_audit_row *t = k ? &a->total : r;
		t->cases++;
		t->exact += v->kind == GE_EXACT;
		t->valid_only += v->kind == GE_VALID_ONLY;
		t->wrong += v->kind == GE_WRONG;
		t->unjudgeable += v->kind == GE_UNJUDGEABLE;
		t->off_spec += v->kind == GE_OFF_SPEC;
		t->off_holds += v->kind == GE_OFF_SPEC && v->off == GE_OFF_HOLDS;
		t->off_differs += v->kind == GE_OFF_SPEC && v->off == GE_OFF_DIFFERS;
	}
	if (v->kind == GE_OFF_SPEC)
		count_rule(a, r->task, v);
	return r;
}

void grapheval_audit_print(const struct grapheval_audit *a, FILE *fp)
{
	fprintf(fp, "\n%-8s %6s %6s %10s %6s %8s %6s %7s %11s %7s\n", "task", "cases", "exact",
		"valid-only", "wrong", "off-spec", "holds", "differs", "unjudgeable", "agree");
	for (size_t i = 0; i <= a->nrows; i++) {
		const struct grapheval_audit_row *r = i < a->nrows ? &a->rows[i] : &a->total;
		size_t judged = r->exact + r->valid_only + r->wrong;
		if (!r->cases)
			continue;
		fprintf(fp, "%-8s %6zu %6zu %10zu %6zu %8zu %6zu %7zu %11zu ", r->task, r->cases,
			r->exact, r->valid_only, r->wrong, r->off_spec, r->off_holds,
			r->off_differs, r->unjudgeable);
		/* agreement over the judged cases: none judged (every case
		 * off-spec or unjudgeable) has no rate, not 0% */
		if (judged)
			fprintf(fp, "%6.1f%%\n",
				100.0 * (double)(r->exact + r->valid_only) / (double)judged);
		else
			fprintf(fp, "%7s\n", "-");
	}
	if (!a->nrules)
		return;
	fprintf(fp, "\noff-spec inputs by each constraint they break "
		    "(label holds / differs / not judged):\n");
	for (size_t i = 0; i < a->nrules; i++)
		fprintf(fp, "  %-8s %4zu  %s (%zu / %zu / %zu)\n", a->rules[i].task, a->rules[i].n,
			a->rules[i].rule, a->rules[i].holds, a->rules[i].differs,
			a->rules[i].n - a->rules[i].holds - a->rules[i].differs);
}

void grapheval_audit(struct problemset *ps, FILE *fp, size_t max_list,
		     struct grapheval_audit *out)
{
	size_t *listed;

	grapheval_audit_init(out);
	listed = xcalloc(out->nrows + 1, sizeof *listed);
	for (size_t i = 0; i < ps->n; i++) {
		struct grapheval_verdict v;
		struct grapheval_audit_row *r;

		if (grapheval_judge(ps->v[i], &v) != 0 || !(r = grapheval_audit_add(out, ps->v[i], &v)))
			continue;
		if (fp && v.kind != GE_EXACT && v.kind != GE_VALID_ONLY &&
		    (!max_list || listed[r - out->rows]++ < max_list)) {
			char *line = grapheval_verdict_line(ps->v[i], &v);
			fprintf(fp, "%s\n", line);
			free(line);
		}
	}
	free(listed);
	if (fp)
		grapheval_audit_print(out, fp);
}

void grapheval_audit_free(struct grapheval_audit *a)
{
	free(a->rows);
	free(a->rules);
	memset(a, 0, sizeof *a);
}

/* GraphEval2000's golds in the gold audit: the shared keys (audit-ops.h);
 * the judgement above checks them against each statement. */
const struct audit_ops lc_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};
