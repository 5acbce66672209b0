/* grapheval-audit.c - judge GraphEval2000's stored labels with gravel's
 * reference solvers, and each input with its statement's constraints (see
 * grapheval-import.h). */
#include "config.h"
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
		right = lc_judge(p, ref, label, v->why, sizeof v->why);
		v->kind = off ? GE_OFF_SPEC : right ? GE_VALID_ONLY : GE_WRONG;
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
		struct strbuf also;
		sb_init(&also);
		for (size_t i = 1; i < v->spec.n && i < LC_OFFSPEC_MAX; i++) {
			sb_puts(&also, i == 1 ? "; also " : ", ");
			sb_puts(&also, v->spec.rules[i]);
		}
		line = xasprintf("%s: off-spec: %s (%s)%s; %s%s%s%s", id, v->spec.rules[0],
				 v->spec.detail, also.len ? also.data : "",
				 v->off == GE_OFF_HOLDS	  ? "the label holds"
				 : v->off == GE_OFF_DIFFERS ? "the label differs: "
							    : "not judged: ",
				 v->off == GE_OFF_HOLDS && v->reading ? " (reading: " : "",
				 v->off == GE_OFF_HOLDS ? (v->reading ? v->reading : "") : v->why,
				 v->off == GE_OFF_HOLDS && v->reading ? ")" : "");
		sb_free(&also);
		break;
	}
	}
	free(id);
	return line;
}

static struct grapheval_audit_row *row_for(struct grapheval_audit *a, const struct task *t)
{
	for (size_t i = 0; i < a->nrows; i++)
		if (!strcmp(a->rows[i].task, t->name))
			return &a->rows[i];
	return NULL;
}

/* Off-spec cases by task and violated constraint. */
struct by_rule {
	const char *task;
	char rule[96];
	size_t n, holds, differs;
};

static void count_rule(struct by_rule **v, size_t *n, size_t *cap, const char *task,
		       const struct grapheval_verdict *vd)
{
	for (size_t k = 0; k < vd->spec.n && k < LC_OFFSPEC_MAX; k++) {
		const char *rule = vd->spec.rules[k];
		size_t i;
		for (i = 0; i < *n; i++)
			if (!strcmp((*v)[i].task, task) && !strcmp((*v)[i].rule, rule))
				break;
		if (i == *n) {
			xgrow(v, cap, *n + 1, sizeof **v);
			memset(&(*v)[i], 0, sizeof **v);
			(*v)[i].task = task;
			snprintf((*v)[i].rule, sizeof (*v)[i].rule, "%s", rule);
			(*n)++;
		}
		(*v)[i].n++;
		(*v)[i].holds += vd->off == GE_OFF_HOLDS;
		(*v)[i].differs += vd->off == GE_OFF_DIFFERS;
	}
}

static void add_row(struct grapheval_audit_row *t, const struct grapheval_audit_row *r)
{
	t->cases += r->cases;
	t->exact += r->exact;
	t->valid_only += r->valid_only;
	t->wrong += r->wrong;
	t->unjudgeable += r->unjudgeable;
	t->off_spec += r->off_spec;
	t->off_holds += r->off_holds;
	t->off_differs += r->off_differs;
}

void grapheval_audit(struct problemset *ps, FILE *fp, size_t max_list,
		     struct grapheval_audit *out)
{
	struct by_rule *rules = NULL;
	size_t nrules = 0, caprules = 0, *listed;

	memset(out, 0, sizeof *out);
	out->total.task = "total";
	out->rows = xcalloc(task_count() + 1, sizeof *out->rows);
	for (size_t i = 0; i < task_count(); i++)
		if (lc_is_task(task_at(i)->kind))
			out->rows[out->nrows++].task = task_at(i)->name;
	listed = xcalloc(out->nrows + 1, sizeof *listed);
	for (size_t i = 0; i < ps->n; i++) {
		struct problem *p = ps->v[i];
		struct grapheval_audit_row *r = row_for(out, p->task);
		struct grapheval_verdict v;
		size_t ri;

		if (!r || grapheval_judge(p, &v) != 0)
			continue;
		ri = (size_t)(r - out->rows);
		r->cases++;
		switch (v.kind) {
		case GE_EXACT:
			r->exact++;
			break;
		case GE_VALID_ONLY:
			r->valid_only++;
			break;
		case GE_WRONG:
			r->wrong++;
			break;
		case GE_UNJUDGEABLE:
			r->unjudgeable++;
			break;
		case GE_OFF_SPEC:
			r->off_spec++;
			r->off_holds += v.off == GE_OFF_HOLDS;
			r->off_differs += v.off == GE_OFF_DIFFERS;
			count_rule(&rules, &nrules, &caprules, r->task, &v);
			break;
		}
		if (fp && v.kind != GE_EXACT && v.kind != GE_VALID_ONLY &&
		    (!max_list || listed[ri]++ < max_list)) {
			char *line = grapheval_verdict_line(p, &v);
			fprintf(fp, "%s\n", line);
			free(line);
		}
	}
	free(listed);
	for (size_t i = 0; i < out->nrows; i++)
		add_row(&out->total, &out->rows[i]);
	if (fp) {
		fprintf(fp, "\n%-8s %6s %6s %10s %6s %8s %6s %7s %11s %7s\n", "task", "cases",
			"exact", "valid-only", "wrong", "off-spec", "holds", "differs", "unjudgeable",
			"agree");
		for (size_t i = 0; i <= out->nrows; i++) {
			const struct grapheval_audit_row *r =
				i < out->nrows ? &out->rows[i] : &out->total;
			size_t judged = r->exact + r->valid_only + r->wrong;
			if (!r->cases)
				continue;
			fprintf(fp, "%-8s %6zu %6zu %10zu %6zu %8zu %6zu %7zu %11zu %6.1f%%\n",
				r->task, r->cases, r->exact, r->valid_only, r->wrong, r->off_spec,
				r->off_holds, r->off_differs, r->unjudgeable,
				judged ? 100.0 * (double)(r->exact + r->valid_only) / (double)judged
				       : 0.0);
		}
		fprintf(fp, "\noff-spec inputs by each constraint they break "
			    "(label holds / differs / not judged):\n");
		for (size_t i = 0; i < nrules; i++)
			fprintf(fp, "  %-8s %4zu  %s (%zu / %zu / %zu)\n", rules[i].task, rules[i].n,
				rules[i].rule, rules[i].holds, rules[i].differs,
				rules[i].n - rules[i].holds - rules[i].differs);
	}
	free(rules);
}

void grapheval_audit_free(struct grapheval_audit *a)
{
	free(a->rows);
	memset(a, 0, sizeof *a);
}
