/* standardize.c - GraCoRe's standardised scores (see standardize.h). */
#include "config.h"
#include "standardize.h"
#include "util.h"

#include <cjson/cJSON.h>
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

void standardize(const struct score_report *rep, struct std_table *t)
{
	size_t rcap = 0, tcap = 0, cells;
	size_t *scored, *correct;
	double zmin = INFINITY, zmax = -INFINITY;

	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < rep->n; i++)
		if (rep->v[i].p && rep->v[i].scored) {
			intern(&t->runs, &t->nruns, &rcap, rep->v[i].run);
			intern(&t->tasks, &t->ntasks, &tcap, rep->v[i].p->task->name);
		}
	cells = t->nruns * t->ntasks;
	scored = xcalloc(cells + 1, sizeof *scored);
	correct = xcalloc(cells + 1, sizeof *correct);
	t->has = xcalloc(cells + 1, 1);
	t->x = xcalloc(cells + 1, sizeof *t->x);
	t->z = xcalloc(cells + 1, sizeof *t->z);
	t->score = xcalloc(cells + 1, sizeof *t->score);
	t->overall = xcalloc(t->nruns + 1, sizeof *t->overall);
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
	for (size_t k = 0; k < t->ntasks; k++) {
		double sum = 0, sq = 0, mean, sd;
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
		sd = sqrt(sq / (double)n);
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
			t->overall[r] += t->score[c];
			n++;
		}
		if (n)
			t->overall[r] /= (double)n;
	}
	free(scored);
	free(correct);
}

void std_table_free(struct std_table *t)
{
	free(t->runs);
	free(t->tasks);
	free(t->has);
	free(t->x);
	free(t->z);
	free(t->score);
	free(t->overall);
	memset(t, 0, sizeof *t);
}

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

static cJSON *cell_json(const struct std_table *t, size_t r, size_t k, const char *policy)
{
	size_t c = r * t->ntasks + k;
	cJSON *o = ck(cJSON_CreateObject());

	cJSON_AddItemToObject(o, "run", ck(cJSON_CreateString(t->runs[r])));
	cJSON_AddItemToObject(o, "task", ck(cJSON_CreateString(t->tasks[k])));
	cJSON_AddItemToObject(o, "policy", ck(cJSON_CreateString(policy)));
	cJSON_AddItemToObject(o, "accuracy", ck(cJSON_CreateNumber(t->x[c])));
	cJSON_AddItemToObject(o, "z", ck(cJSON_CreateNumber(t->z[c])));
	cJSON_AddItemToObject(o, "score", ck(cJSON_CreateNumber(t->score[c])));
	return o;
}

static int put(FILE *fp, cJSON *o, int pretty)
{
	char *s = pretty ? cJSON_Print(o) : cJSON_PrintUnformatted(o);
	int rc;

	cJSON_Delete(o);
	if (!s)
		gravel_fatal("out of memory printing JSON");
	rc = fputs(s, fp) < 0 || putc('\n', fp) == EOF ? -1 : 0;
	cJSON_free(s);
	return rc;
}

int standardize_print(FILE *fp, enum score_format f, const struct std_table *t,
		      const char *policy)
{
	int w = 3;

	if (f == SF_JSON || f == SF_JSONL) {
		cJSON *a = f == SF_JSON ? ck(cJSON_CreateArray()) : NULL;
		for (size_t r = 0; r < t->nruns; r++)
			for (size_t k = 0; k < t->ntasks; k++) {
				if (!t->has[r * t->ntasks + k])
					continue;
				if (a)
					cJSON_AddItemToArray(a, cell_json(t, r, k, policy));
				else if (put(fp, cell_json(t, r, k, policy), 0) != 0)
					return -1;
			}
		if (a)
			return put(fp, a, 1);
		return ferror(fp) ? -1 : 0;
	}
	if (f == SF_CSV) {
		fputs("run,task,policy,accuracy,z,score\n", fp);
		for (size_t r = 0; r < t->nruns; r++)
			for (size_t k = 0; k < t->ntasks; k++)
				if (t->has[r * t->ntasks + k])
					fprintf(fp, "\"%s\",%s,%s,%.6g,%.6g,%.6g\n", t->runs[r],
						t->tasks[k], policy, t->x[r * t->ntasks + k],
						t->z[r * t->ntasks + k], t->score[r * t->ntasks + k]);
		return ferror(fp) ? -1 : 0;
	}
	for (size_t r = 0; r < t->nruns; r++)
		if ((int)strlen(t->runs[r]) > w)
			w = (int)strlen(t->runs[r]);
	fprintf(fp, "policy %s, standardised scores (0-100; z per task over %zu run%s)\n", policy,
		t->nruns, t->nruns == 1 ? "" : "s");
	fprintf(fp, "%-*s %7s", w, "run", "overall");
	for (size_t k = 0; k < t->ntasks; k++)
		fprintf(fp, " %*s", (int)(strlen(t->tasks[k]) > 6 ? strlen(t->tasks[k]) : 6),
			t->tasks[k]);
	putc('\n', fp);
	for (size_t r = 0; r < t->nruns; r++) {
		fprintf(fp, "%-*s %7.1f", w, t->runs[r], t->overall[r]);
		for (size_t k = 0; k < t->ntasks; k++) {
			int cw = (int)(strlen(t->tasks[k]) > 6 ? strlen(t->tasks[k]) : 6);
			if (t->has[r * t->ntasks + k])
				fprintf(fp, " %*.1f", cw, t->score[r * t->ntasks + k]);
			else
				fprintf(fp, " %*s", cw, "-");
		}
		putc('\n', fp);
	}
	return ferror(fp) ? -1 : 0;
}
