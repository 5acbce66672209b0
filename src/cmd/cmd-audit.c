/* cmd-audit.c - `gravel audit PROBLEMS [ID] [--all] [--format text|jsonl]`.
 *
 * Compares every problem's stored gold answer with gravel's exact
 * reference (audit.h) and prints the differences: in text, one line per
 * finding "ID: KIND: FIELD: gold G, reference R: REASON", then a summary;
 * in jsonl, one object per finding (and per unchecked problem with --all).
 * PROBLEMS is a problems JSONL file, "-", an NLGraph checkout, a GraCoRe
 * folder or a GraphEval2000 checkout (read in place). GraphEval2000
 * problems get their own verdicts (grapheval-import.h: exact, valid,
 * wrong label, off-spec with the broken constraints, unjudgeable) and
 * table. Differences are data: the exit status is 0 unless
 * the input cannot be read. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "audit.h"
#include "grapheval-import.h"
#include "sanitize.h"
#include "source.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void print_text(FILE *fp, const struct problem *p, const struct audit_result *r, bool all)
{
	char *id = sanitize_dup(p->id, SANITIZE_LINE);

	for (size_t i = 0; i < r->n; i++) {
		const struct audit_finding *f = &r->v[i];
		char *g = sanitize_dup(f->gold, SANITIZE_LINE), *rf = sanitize_dup(f->ref, SANITIZE_LINE);
		fprintf(fp, "%s: %s: %s: gold %s, reference %s: %s\n", id, audit_kind_name(f->kind),
			f->field, g, rf, f->reason);
		free(g);
		free(rf);
	}
	if (all && r->status == AUDIT_AGREE)
		fprintf(fp, "%s: ok\n", id);
	else if (all && r->status == AUDIT_UNCHECKED)
		fprintf(fp, "%s: unchecked: %s\n", id, r->note);
	free(id);
}

static void print_jsonl(FILE *fp, const struct problem *p, const struct audit_result *r, bool all)
{
	for (size_t i = 0; i <= r->n; i++) {
		cJSON *o;
		char *s;
		if (i == r->n && !(all && (r->status != AUDIT_DIFFER)))
			break;
		o = cJSON_CreateObject();
		if (!o)
			gravel_fatal("out of memory");
		cJSON_AddStringToObject(o, "problem", p->id);
		cJSON_AddStringToObject(o, "task", p->task->name);
		if (i < r->n) {
			cJSON_AddStringToObject(o, "kind", audit_kind_name(r->v[i].kind));
			cJSON_AddStringToObject(o, "field", r->v[i].field);
			cJSON_AddStringToObject(o, "gold", r->v[i].gold);
			cJSON_AddStringToObject(o, "reference", r->v[i].ref);
			cJSON_AddStringToObject(o, "reason", r->v[i].reason);
		} else {
			cJSON_AddStringToObject(o, "kind", r->status == AUDIT_AGREE ? "ok" : "unchecked");
			if (r->note)
				cJSON_AddStringToObject(o, "reason", r->note);
		}
		s = cJSON_PrintUnformatted(o);
		if (!s)
			gravel_fatal("out of memory");
		fprintf(fp, "%s\n", s);
		cJSON_free(s);
		cJSON_Delete(o);
	}
}

/* GraphEval2000 problems: their own verdicts (grapheval-import.h): the
 * input against the statement's constraints, the label against the
 * reference. Returns whether p is one. */
static bool grapheval_case(struct grapheval_audit *ga, const struct problem *p, bool jsonl,
			   bool all)
{
	static const char *const kinds[] = { "exact", "valid", "wrong", "off-spec",
					     "unjudgeable" };
	static const char *const offs[] = { "holds", "differs", "not judged" };
	struct grapheval_verdict v;
	cJSON *o, *rules;
	char *s;

	if (grapheval_judge(p, &v) != 0)
		return false;
	grapheval_audit_add(ga, p, &v);
	if (!all && (v.kind == GE_EXACT || v.kind == GE_VALID_ONLY))
		return true;
	if (!jsonl) {
		s = grapheval_verdict_line(p, &v);
		printf("%s\n", s);
		free(s);
		return true;
	}
	if (!(o = cJSON_CreateObject()))
		gravel_fatal("out of memory");
	cJSON_AddStringToObject(o, "problem", p->id);
	cJSON_AddStringToObject(o, "task", p->task->name);
	cJSON_AddStringToObject(o, "kind", kinds[v.kind]);
	if (v.kind == GE_OFF_SPEC) {
		rules = cJSON_AddArrayToObject(o, "constraints");
		for (size_t i = 0; rules && i < v.spec.n && i < LC_OFFSPEC_MAX; i++)
			cJSON_AddItemToArray(rules, cJSON_CreateString(v.spec.rules[i]));
		cJSON_AddStringToObject(o, "detail", v.spec.detail);
		cJSON_AddStringToObject(o, "label", offs[v.off]);
		if (v.reading)
			cJSON_AddStringToObject(o, "reading", v.reading);
	}
	if (v.why[0] && v.kind != GE_EXACT && !(v.kind == GE_OFF_SPEC && v.off == GE_OFF_HOLDS))
		cJSON_AddStringToObject(o, "reason", v.why);
	if (!(s = cJSON_PrintUnformatted(o)))
		gravel_fatal("out of memory");
	printf("%s\n", s);
	cJSON_free(s);
	cJSON_Delete(o);
	return true;
}

static const struct cmd_opt audit_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nCompare each problem's stored gold answer with gravel's exact reference\n"
	  "and list the differences with a reason (wrong, heuristic, ambiguous,\n"
	  "format).", OPT_TEXT, NULL },
	{ "PROBLEMS", 0, NULL, NULL,
	  "problems JSONL, \"-\", an NLGraph checkout, a GraCoRe folder\n"
	  "or a GraphEval2000 checkout (labels against the reference,\n"
	  "inputs against the statements' constraints)", OPT_OPERAND, NULL },
	{ "ID", 0, NULL, NULL, "audit only this problem", OPT_OPERAND, NULL },
	{ "all", 'a', NULL, NULL, "also list the problems that agree or were not checked",
	  OPT_SHORT, NULL },
	{ "format", 'f', "F", "--format text|jsonl", "text (default) or jsonl", OPT_SHORT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int audit_exec(int argc, char **argv)
{
	struct problemset ps;
	struct audit_totals tot;
	struct audit_summary sum = { NULL, 0, 0, { 0, 0, 0, 0, { 0, 0, 0, 0 } } };
	struct grapheval_audit ga;
	bool all = false, jsonl = false;
	const char *only = NULL;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_audit, argc, argv)) != -1) {
		switch (c) {
		case 'f':
			if (strcmp(optarg, "text") && strcmp(optarg, "jsonl"))
				return cmd_usage_error(&cmd_audit, "--format must be text or jsonl");
			jsonl = !strcmp(optarg, "jsonl");
			break;
		case 'a':
			all = true;
			break;
		case 'h':
			cmd_help(&cmd_audit, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_audit, c, argv);
		}
	}
	if (argc - optind < 1 || argc - optind > 2)
		return cmd_usage_error(&cmd_audit, "expected PROBLEMS [ID]");
	if (argc - optind == 2)
		only = argv[optind + 1];
	rc = cmd_load_problems(argv[optind], &ps);
	if (rc != EXIT_OK) {
		problemset_free(&ps);
		return rc;
	}
	if (only && !problemset_find(&ps, only)) {
		fprintf(stderr, "gravel audit: no problem '%s'\n", only);
		problemset_free(&ps);
		return EXIT_DATAERR;
	}
	memset(&tot, 0, sizeof tot);
	grapheval_audit_init(&ga);
	for (size_t i = 0; i < ps.n; i++) {
		struct audit_result r;
		if (only && strcmp(ps.v[i]->id, only) != 0)
			continue;
		if (grapheval_case(&ga, ps.v[i], jsonl, all))
			continue;
		audit_problem(ps.v[i], &r);
		audit_count(&tot, &r);
		audit_summary_add(&sum, ps.v[i], &r);
		if (jsonl)
			print_jsonl(stdout, ps.v[i], &r, all);
		else
			print_text(stdout, ps.v[i], &r, all);
		audit_free(&r);
	}
	if (tot.problems && !only)
		audit_summary_print(&sum, jsonl ? stderr : stdout);
	audit_summary_free(&sum);
	if (tot.problems || !ga.total.cases)
		fprintf(jsonl ? stderr : stdout,
		"audit: %zu problems, %zu agree, %zu differ, %zu unchecked; findings: %zu wrong, "
		"%zu heuristic, %zu ambiguous, %zu format\n",
		tot.problems, tot.agree, tot.differ, tot.unchecked, tot.kinds[AUDIT_WRONG],
		tot.kinds[AUDIT_HEURISTIC], tot.kinds[AUDIT_AMBIGUOUS], tot.kinds[AUDIT_FORMAT]);
	if (ga.total.cases) {
		FILE *fp = jsonl ? stderr : stdout;
		grapheval_audit_print(&ga, fp);
		fprintf(fp, "grapheval audit: %zu problems, %zu exact, %zu valid only, %zu wrong "
			    "labels, %zu off-spec (%zu labels hold, %zu differ), %zu unjudgeable\n",
			ga.total.cases, ga.total.exact, ga.total.valid_only, ga.total.wrong,
			ga.total.off_spec, ga.total.off_holds, ga.total.off_differs,
			ga.total.unjudgeable);
	}
	grapheval_audit_free(&ga);
	problemset_free(&ps);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "gravel audit: <stdout>: %s\n", strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

const struct command cmd_audit = {
	.name = "audit",
	.usage = "PROBLEMS [ID]",
	.summary = "compare stored gold answers with gravel's exact reference",
	.exec = audit_exec,
	.opts = audit_opts,
	.help_col = 17,
};
