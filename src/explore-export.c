/* explore-export.c - the navigator's filtered view as CSV or JSON lines
 * (the TUI's export key): per row the problem id, task, difficulty, run,
 * the verdict and credit under every built policy, and the answer text of
 * the run's first sample (explore.h). */
#include "config.h"
#include "explore.h"
#include "problem.h"
#include "task.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static void csv_field(FILE *fp, const char *s, bool last)
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
		csv_field(fp, p->id, false);
		csv_field(fp, p->task->name, false);
		csv_field(fp, p->difficulty, false);
		csv_field(fp, rname, false);
		for (size_t k = 0; k < np; k++) {
			const struct ex_cell *c = run >= 0 ? explore_cell(ex, policy_at(k), (size_t)run,
									  rows[i])
							   : NULL;
			csv_field(fp, ex_verdict_name(c ? c->verdict : EV_NONE), false);
			snprintf(num, sizeof num, "%.4g", c ? c->credit : 0.0);
			csv_field(fp, num, false);
		}
		csv_field(fp, ns && s[0]->text ? s[0]->text : "", true);
	}
	return ferror(fp) ? -1 : 0;
}
