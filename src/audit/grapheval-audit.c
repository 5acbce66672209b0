/* grapheval-audit.c - judge GraphEval2000's stored labels with gravel's
 * reference solvers (see grapheval-import.h). */
#include "config.h"
#include "grapheval-import.h"
#include "lc.h"
#include "solve.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static struct grapheval_audit_row *row_for(struct grapheval_audit *a, const struct task *t)
{
	for (size_t i = 0; i < a->nrows; i++)
		if (!strcmp(a->rows[i].task, t->name))
			return &a->rows[i];
	return NULL;
}

void grapheval_audit(struct problemset *ps, FILE *fp, size_t max_list,
		     struct grapheval_audit *out)
{
	size_t *listed;

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
		const cJSON *label = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "output");
		cJSON *ans = NULL;
		const cJSON *ref;
		char *err = NULL, why[256];
		bool exact, valid;
		size_t ri;

		if (!r || !label)
			continue;
		ri = (size_t)(r - out->rows);
		r->cases++;
		if (solve_problem(p, &ans, NULL, &err) != 0) {
			r->unsolvable++;
			if (fp && (!max_list || listed[ri]++ < max_list))
				fprintf(fp, "%s: not judged: %s\n", p->id, err ? err : "?");
			free(err);
			/* a label can still be judged by validity alone (TOPO, EULER) */
			continue;
		}
		ref = cJSON_GetObjectItemCaseSensitive(ans, "output");
		exact = lc_json_equal(ref, label);
		valid = exact || lc_judge(p, ref, label, why, sizeof why);
		if (exact)
			r->exact++;
		else if (valid)
			r->valid_only++;
		else {
			r->wrong++;
			if (fp && (!max_list || listed[ri]++ < max_list))
				fprintf(fp, "%s: wrong label: %s\n", p->id, why);
		}
		cJSON_Delete(ans);
	}
	free(listed);
	for (size_t i = 0; i < out->nrows; i++) {
		struct grapheval_audit_row *r = &out->rows[i];
		out->total.cases += r->cases;
		out->total.exact += r->exact;
		out->total.valid_only += r->valid_only;
		out->total.wrong += r->wrong;
		out->total.unsolvable += r->unsolvable;
	}
	if (!fp)
		return;
	fprintf(fp, "\n%-8s %6s %6s %10s %6s %10s %8s\n", "task", "cases", "exact", "valid-only",
		"wrong", "off-spec", "agree");
	for (size_t i = 0; i <= out->nrows; i++) {
		const struct grapheval_audit_row *r = i < out->nrows ? &out->rows[i] : &out->total;
		if (!r->cases)
			continue;
		fprintf(fp, "%-8s %6zu %6zu %10zu %6zu %10zu %7.1f%%\n", r->task, r->cases, r->exact,
			r->valid_only, r->wrong, r->unsolvable,
			r->cases > r->unsolvable ? 100.0 * (double)(r->exact + r->valid_only) /
							   (double)(r->cases - r->unsolvable)
						 : 0.0);
	}
}

void grapheval_audit_free(struct grapheval_audit *a)
{
	free(a->rows);
	memset(a, 0, sizeof *a);
}
