/* score-format.c - aggregating score items into groups, and the output
 * formats of `gravel score` (table, json, jsonl, csv). */
#include "config.h"
#include "score.h"
#include "gracore-score.h"
#include "json-write.h"
#include "sanitize.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *const key_names[] = { "task", "difficulty", "run", "ability", "category",
					  "set", "direction", "model", "method", "n", "family", "kind",
					  "outcome" };

static int key_index(enum score_key k)
{
	return k == SK_TASK ? 0 : k == SK_DIFFICULTY ? 1 : k == SK_RUN ? 2 : k == SK_ABILITY ? 3 :
	       k == SK_CATEGORY ? 4 : k == SK_SET ? 5 : k == SK_DIRECTION ? 6 :
	       k == SK_MODEL ? 7 : k == SK_METHOD ? 8 : k == SK_NODES ? 9 :
	       k == SK_FAMILY ? 10 : k == SK_KIND ? 11 : 12;
}

/* Node counts as group values: interned, kept for the program's life (a
 * few dozen distinct sizes). */
static const char *nodes_name(int n)
{
	static struct {
		int n;
		char *s;
	} *names;
	static size_t nn, cap;

	for (size_t i = 0; i < nn; i++)
		if (names[i].n == n)
			return names[i].s;
	xgrow(&names, &cap, nn + 1, sizeof *names);
	names[nn].n = n;
	names[nn].s = xasprintf("%d", n);
	return names[nn++].s;
}

/* The family of a category ("planar" of "planar/connected"), interned as
 * nodes_name is: a few names for the program's life. */
static const char *family_name(const char *category)
{
	static char **names;
	static size_t nn, cap;
	size_t len;

	if (!category)
		return "-";
	len = strcspn(category, "/");
	for (size_t i = 0; i < nn; i++)
		if (strlen(names[i]) == len && !memcmp(names[i], category, len))
			return names[i];
	xgrow(&names, &cap, nn + 1, sizeof *names);
	names[nn] = xstrndup(category, len);
	return names[nn++];
}

int score_parse_by(const char *s, enum score_key keys[3])
{
	char *dup = xstrdup(s), *save = NULL, *tok;
	int n = 0;
	unsigned seen = 0;

	for (tok = strtok_r(dup, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		enum score_key k = !strcmp(tok, "task") ? SK_TASK :
				   !strcmp(tok, "difficulty") ? SK_DIFFICULTY :
				   !strcmp(tok, "run") ? SK_RUN :
				   !strcmp(tok, "ability") ? SK_ABILITY :
				   !strcmp(tok, "category") ? SK_CATEGORY :
				   !strcmp(tok, "set") ? SK_SET :
				   !strcmp(tok, "direction") ? SK_DIRECTION :
				   !strcmp(tok, "model") ? SK_MODEL :
				   !strcmp(tok, "method") ? SK_METHOD :
				   !strcmp(tok, "n") ? SK_NODES :
				   !strcmp(tok, "family") ? SK_FAMILY :
				   !strcmp(tok, "kind") ? SK_KIND :
				   !strcmp(tok, "outcome") ? SK_OUTCOME : 0;
		if (!k || (seen & k) || n == 3) {
			free(dup);
			return -1;
		}
		seen |= k;
		keys[n++] = k;
	}
	free(dup);
	return n;
}

int score_parse_format(const char *s, enum score_format *out)
{
	static const char *const formats[] = { "table", "json", "jsonl", "csv", "paper" };
	_Static_assert(ARRAY_SIZE(formats) == SF_PAPER + 1, "a name for every format");
	for (size_t i = 0; i < ARRAY_SIZE(formats); i++)
		if (!strcmp(s, formats[i])) {
			*out = (enum score_format)i;
			return 0;
		}
	return -1;
}

const char *score_item_kind(const struct score_item *it)
{
	const struct score_fault *f = it->scored ? score_first_error(&it->res) : NULL;

	return !it->scored ? "-" : f ? fault_kind_name(f->kind) : "none";
}

const char *score_item_outcome(const struct score_item *it)
{
	return it->scored ? outcome_name(score_outcome_of(&it->res, it->correct)) : "-";
}

static const char *item_key(const struct score_item *it, enum score_key k)
{
	if (k == SK_RUN)
		return it->run;
	if (k == SK_KIND)
		return score_item_kind(it);
	if (k == SK_OUTCOME)
		return score_item_outcome(it);
	if (k == SK_MODEL || k == SK_METHOD) {
		const char *v = k == SK_MODEL ? it->model : it->method;
		return v ? v : "-";
	}
	if (!it->p)
		return "?";
	if (k == SK_NODES)
		return nodes_name(it->p->graph ? it->p->graph->n : 0);
	if (k == SK_ABILITY)
		return gracore_ability(it->p->task->kind) ? gracore_ability(it->p->task->kind) : "-";
	if (k == SK_DIRECTION) {
		const cJSON *d = it->p->extra ? cJSON_GetObjectItemCaseSensitive(it->p->extra,
										   "direction") : NULL;
		if (cJSON_IsString(d))
			return d->valuestring;
		return it->p->graph && it->p->graph->directed ? "directed" : "undirected";
	}
	if (k == SK_FAMILY)
		return family_name(it->p->category);
	if (k == SK_CATEGORY || k == SK_SET) {
		const char *v = k == SK_CATEGORY ? it->p->category : it->p->set;
		return v ? v : "-";
	}
	return k == SK_TASK ? it->p->task->name : it->p->difficulty ? it->p->difficulty : "-";
}

static bool has_flag(const struct score_result *r, const char *name)
{
	for (int i = 0; i < r->nflags; i++)
		if (!strcmp(r->flags[i].name, name))
			return true;
	return false;
}

/* Groups by node count read best in size order, by kind or outcome in
 * the taxonomy's: sort on the keys in order, n numerically, kind and
 * outcome by their place in the taxonomy (then "none", then "-"), the
 * other keys by their first appearance. */
struct nodes_sort {
	size_t rank[3];		/* per key: first group with the value, or n */
	size_t at;
	struct score_group g;
};
static int nkeys_sort;

static int cmp_nodes_sort(const void *a, const void *b)
{
	const struct nodes_sort *x = a, *y = b;

	for (int k = 0; k < nkeys_sort; k++)
		if (x->rank[k] != y->rank[k])
			return (x->rank[k] > y->rank[k]) - (x->rank[k] < y->rank[k]);
	return (x->at > y->at) - (x->at < y->at);
}

static void sort_by_nodes(struct score_group *g, size_t n, const enum score_key *keys, int nkeys)
{
	struct nodes_sort *v = xcalloc(n + 1, sizeof *v);

	for (size_t i = 0; i < n; i++) {
		v[i].at = i;
		v[i].g = g[i];
		for (int k = 0; k < nkeys; k++) {
			if (keys[k] == SK_NODES) {
				v[i].rank[k] = (size_t)strtoul(g[i].val[k], NULL, 10);
				continue;
			}
			if (keys[k] == SK_KIND || keys[k] == SK_OUTCOME) {
				size_t r = keys[k] == SK_KIND ? (size_t)fault_kind_parse(g[i].val[k])
							      : (size_t)outcome_parse(g[i].val[k]);
				v[i].rank[k] = r ? r : strcmp(g[i].val[k], "none") ? FAULT__COUNT + 1
										 : FAULT__COUNT;
				continue;
			}
			for (size_t j = 0; j <= i; j++)
				if (!strcmp(g[j].val[k], g[i].val[k])) {
					v[i].rank[k] = j;
					break;
				}
		}
	}
	nkeys_sort = nkeys;
	qsort(v, n, sizeof *v, cmp_nodes_sort);
	for (size_t i = 0; i < n; i++)
		g[i] = v[i].g;
	free(v);
}

double score_credit(const struct score_result *res, bool right)
{
	const double *pc = metrics_get(&res->metrics, "pc");
	int n = 0, ones = 0;

	if (pc)
		return *pc < 0 ? 0 : *pc > 1 ? 1 : *pc;
	if (right)
		return 1;
	for (int i = 0; i < res->metrics.n; i++) {
		double v = res->metrics.m[i].v;
		if (v == 0 || v == 1) {
			n++;
			ones += v == 1;
		}
	}
	return n > 1 ? (double)ones / n : 0;
}

void score_groups_add(struct score_groups *gs, const struct score_report *rep,
		      const enum score_key *keys, int nkeys, size_t base)
{
	struct score_group *g = gs->v;
	size_t n = gs->n, cap = gs->cap, last = gs->last;

	for (size_t i = 0; i < rep->n; i++) {
		const struct score_item *it = &rep->v[i];
		size_t gi = n;

		/* consecutive items usually share a group: try the last one first */
		for (size_t t = 0; t <= n && gi == n; t++) {
			size_t c = t == 0 ? last : t - 1;
			int same = c < n;
			for (int k = 0; same && k < nkeys; k++)
				same = !strcmp(g[c].val[k], item_key(it, keys[k]));
			if (same)
				gi = c;
		}
		if (gi == n) {
			xgrow(&g, &cap, n + 1, sizeof *g);
			memset(&g[n], 0, sizeof g[n]);
			for (int k = 0; k < nkeys; k++)
				g[n].val[k] = item_key(it, keys[k]);
			g[n].first = base + i;
			g[n].direction = item_key(it, SK_DIRECTION);
			n++;
		}
		last = gi;
		g[gi].items++;
		if (it->scored) {
			g[gi].scored++;
			g[gi].correct += it->correct;
			g[gi].unparsed += it->res.unparsed;
			g[gi].credit += it->credit;
			g[gi].invalid += has_flag(&it->res, "invalid-edge");
			g[gi].claims += (size_t)it->res.claims.total;
			g[gi].claims_false += (size_t)it->res.claims.falsity;
			for (int m = 0; m < it->res.metrics.n; m++) {
				const char *nm = it->res.metrics.m[m].name;
				const double *s = metrics_get(&g[gi].sum, nm);
				const double *c = metrics_get(&g[gi].cnt, nm);
				metrics_set(&g[gi].sum, nm, (s ? *s : 0) + it->res.metrics.m[m].v);
				metrics_set(&g[gi].cnt, nm, (c ? *c : 0) + 1);
			}
		}
		if (it->exec > 0 && it->exec <= SX__COUNT) {
			g[gi].exec[it->exec - 1]++;
			g[gi].execs++;
		}
		if (it->scored && has_flag(&it->res, SCORE_FLAG_OFF_SPEC)) {
			g[gi].offspec++;
			g[gi].offspec_correct += it->correct;
		}
		if (it->has_recorded) {
			g[gi].rec_items++;
			g[gi].rec_correct += it->recorded_correct;
			g[gi].differs += it->differs;
			if (it->differs && it->why < SW__COUNT)
				g[gi].why[it->why]++;
		}
	}
	gs->v = g;
	gs->n = n;
	gs->cap = cap;
	gs->last = last;
}

struct score_group *score_groups_take(struct score_groups *gs, const enum score_key *keys,
				      int nkeys, size_t *ngroups)
{
	struct score_group *g = gs->v;

	for (int k = 0; k < nkeys; k++)
		if (keys[k] == SK_NODES || keys[k] == SK_KIND || keys[k] == SK_OUTCOME) {
			sort_by_nodes(g, gs->n, keys, nkeys);
			break;
		}
	*ngroups = gs->n;
	memset(gs, 0, sizeof *gs);
	return g;
}

struct score_group *score_group(const struct score_report *rep, const enum score_key *keys,
				int nkeys, size_t *ngroups)
{
	struct score_groups gs = { NULL, 0, 0, 0 };

	score_groups_add(&gs, rep, keys, nkeys, 0);
	return score_groups_take(&gs, keys, nkeys, ngroups);
}

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

static double ratio(size_t a, size_t b)
{
	return b ? (double)a / (double)b : 0;
}

/* The pass rate on the items whose input keeps its statement's constraints,
 * beside the published one over every item (accuracy). */
static double in_spec_accuracy(const struct score_group *g)
{
	return ratio(g->correct - g->offspec_correct, g->scored - g->offspec);
}

/* Do the groups say why recorded results differ? Under a policy whose
 * families test earlier rules of the scripts (compat), grouped by run (a
 * reason belongs to a run's scoring, not to a task's mix of runs), where
 * any of the ng groups g has recorded results (NULL: g is one of them). */
static bool says_why(const struct score_report *rep, const enum score_key *keys, int nkeys,
		     const struct score_group *g, size_t ng)
{
	bool run = false, rec = g == NULL;

	for (int k = 0; k < nkeys; k++)
		run |= keys[k] == SK_RUN;
	for (size_t i = 0; g && !rec && i < ng; i++)
		rec = g[i].rec_items > 0;
	return run && rec && score_why_known(rep->pol);
}

static cJSON *group_json(const struct score_report *rep, const enum score_key *keys, int nkeys,
			 const struct score_group *g)
{
	cJSON *o = ck(cJSON_CreateObject()), *m;

	for (int k = 0; k < nkeys; k++)
		cJSON_AddItemToObject(o, key_names[key_index(keys[k])], ck(cJSON_CreateString(g->val[k])));
	cJSON_AddItemToObject(o, "policy", ck(cJSON_CreateString(rep->pol->name)));
	cJSON_AddItemToObject(o, "items", ck(cJSON_CreateNumber((double)g->items)));
	cJSON_AddItemToObject(o, "scored", ck(cJSON_CreateNumber((double)g->scored)));
	cJSON_AddItemToObject(o, "accuracy", ck(cJSON_CreateNumber(ratio(g->correct, g->scored))));
	m = ck(cJSON_AddObjectToObject(o, "metrics"));
	for (int i = 0; i < g->sum.n; i++)
		cJSON_AddItemToObject(m, g->sum.m[i].name,
				      ck(cJSON_CreateNumber(g->sum.m[i].v / g->cnt.m[i].v)));
	cJSON_AddItemToObject(o, "unparsed", ck(cJSON_CreateNumber((double)g->unparsed)));
	cJSON_AddItemToObject(o, "invalid", ck(cJSON_CreateNumber((double)g->invalid)));
	if (g->claims) {
		cJSON_AddItemToObject(o, "claims", ck(cJSON_CreateNumber((double)g->claims)));
		cJSON_AddItemToObject(o, "claims_false",
				      ck(cJSON_CreateNumber((double)g->claims_false)));
	}
	if (g->execs) {
		cJSON *x = ck(cJSON_AddObjectToObject(o, "exec"));
		for (int c = 0; c < SX__COUNT; c++)
			cJSON_AddItemToObject(x, score_exec_names[c],
					      ck(cJSON_CreateNumber((double)g->exec[c])));
	}
	if (g->offspec) {
		cJSON_AddItemToObject(o, "off_spec", ck(cJSON_CreateNumber((double)g->offspec)));
		cJSON_AddItemToObject(o, "off_spec_passed",
				      ck(cJSON_CreateNumber((double)g->offspec_correct)));
		cJSON_AddItemToObject(o, "in_spec_accuracy",
				      ck(g->scored > g->offspec ?
						 cJSON_CreateNumber(in_spec_accuracy(g)) :
						 cJSON_CreateNull()));
	}
	if (g->rec_items) {
		cJSON_AddItemToObject(o, "recorded_accuracy",
				      ck(cJSON_CreateNumber(ratio(g->rec_correct, g->rec_items))));
		cJSON_AddItemToObject(o, "differ", ck(cJSON_CreateNumber((double)g->differs)));
		if (says_why(rep, keys, nkeys, NULL, 0)) {
			char *why = score_why_summary(g, true);
			cJSON_AddItemToObject(o, "differs_because", ck(cJSON_CreateString(why)));
			free(why);
		}
	}
	return o;
}

/* Print o (and free it). */
static int put_json(FILE *fp, cJSON *o, int formatted)
{
	int rc = json_put_line(fp, o, formatted);

	cJSON_Delete(o);
	return rc;
}

long score_difficulty_order(const char *difficulty)
{
	static const char *const diffs[] = { "easy", "medium", "hard", "clique", "line" };

	for (size_t i = 0; i < ARRAY_SIZE(diffs); i++)
		if (difficulty && !strcmp(difficulty, diffs[i]))
			return (long)i;
	return 100;
}

/* A CSV field, quoted when it needs to be. Run names, ids and the like come
 * from the input: control characters become caret notation (sanitize.h). */
void score_csv_field(FILE *fp, const char *raw, int last)
{
	char *clean = sanitize_dup(raw, SANITIZE_LINE);
	const char *s = clean;

	if (strpbrk(s, ",\"")) {
		putc('"', fp);
		for (; *s; s++) {
			if (*s == '"')
				putc('"', fp);
			putc(*s, fp);
		}
		putc('"', fp);
	} else {
		fputs(s, fp);
	}
	putc(last ? '\n' : ',', fp);
	free(clean);
}

/* Union of the metric names over the groups, in first appearance order. */
static void metric_names(const struct score_group *g, size_t ng, struct metrics *names)
{
	names->n = 0;
	for (size_t i = 0; i < ng; i++)
		for (int m = 0; m < g[i].sum.n; m++)
			if (!metrics_get(names, g[i].sum.m[m].name) && names->n < METRICS_MAX)
				metrics_set(names, g[i].sum.m[m].name, 0);
}

/* The exec status and off-spec columns, when some group has them: a
 * count per status; off-spec items as passed/items. */
static void status_head(FILE *fp, bool exec, bool off)
{
	for (int c = 0; exec && c < SX__COUNT; c++)
		fprintf(fp, "%*s ", c == SX_OK ? 5 : c == SX_PROTOCOL ? 8 : 7, score_exec_names[c]);
	if (off)
		fprintf(fp, "%9s %7s ", "off-spec", "in-spec");
	if (exec || off)
		putc(' ', fp);
}

static void status_row(FILE *fp, const struct score_group *g, bool exec, bool off)
{
	char buf[48];

	for (int c = 0; exec && c < SX__COUNT; c++)
		fprintf(fp, "%*zu ", c == SX_OK ? 5 : c == SX_PROTOCOL ? 8 : 7, g->exec[c]);
	if (off) {
		snprintf(buf, sizeof buf, "%zu/%zu", g->offspec_correct, g->offspec);
		fprintf(fp, "%9s ", buf);
		if (g->scored > g->offspec)
			fprintf(fp, "%7.3f ", in_spec_accuracy(g));
		else
			fprintf(fp, "%7s ", "-");
	}
	if (exec || off)
		putc(' ', fp);
}

static void print_table(FILE *fp, const struct score_report *rep, const enum score_key *keys,
			int nkeys, const struct score_group *g, size_t ng)
{
	int w[3] = { 0, 0, 0 }, ww = 0;
	/* group values (run names...) come from the input: sanitized */
	char **val = xcalloc(ng * 3 + 1, sizeof *val), **why = NULL;

	for (int k = 0; k < nkeys; k++) {
		w[k] = (int)strlen(key_names[key_index(keys[k])]);
		for (size_t i = 0; i < ng; i++) {
			val[i * 3 + k] = sanitize_dup(g[i].val[k], SANITIZE_LINE);
			if ((int)strlen(val[i * 3 + k]) > w[k])
				w[k] = (int)strlen(val[i * 3 + k]);
		}
	}
	if (says_why(rep, keys, nkeys, g, ng)) {
		why = xcalloc(ng + 1, sizeof *why);
		ww = (int)strlen("because");
		for (size_t i = 0; i < ng; i++) {
			why[i] = score_why_summary(&g[i], true);
			if ((int)strlen(why[i]) > ww)
				ww = (int)strlen(why[i]);
		}
	}
	fprintf(fp, "policy %s\n", rep->pol->name);
	for (int k = 0; k < nkeys; k++)
		fprintf(fp, "%-*s  ", w[k], key_names[key_index(keys[k])]);
	fprintf(fp, "%6s %8s %8s %7s %9s %6s  ", "items", "accuracy", "unparsed", "invalid",
		"recorded", "differ");
	if (why)
		fprintf(fp, "%-*s  ", ww, "because");
	status_head(fp, score_groups_have_exec(g, ng), score_groups_have_offspec(g, ng));
	fprintf(fp, "%s\n", "metric means");
	for (size_t i = 0; i < ng; i++) {
		for (int k = 0; k < nkeys; k++)
			fprintf(fp, "%-*s  ", w[k], val[i * 3 + k]);
		fprintf(fp, "%6zu %8.3f %8zu %7zu ", g[i].items, ratio(g[i].correct, g[i].scored),
			g[i].unparsed, g[i].invalid);
		if (g[i].rec_items)
			fprintf(fp, "%9.3f %6zu  ", ratio(g[i].rec_correct, g[i].rec_items),
				g[i].differs);
		else
			fprintf(fp, "%9s %6s  ", "-", "-");
		if (why)
			fprintf(fp, "%-*s  ", ww, *why[i] ? why[i] : "-");
		status_row(fp, &g[i], score_groups_have_exec(g, ng), score_groups_have_offspec(g, ng));
		for (int m = 0; m < g[i].sum.n; m++)
			fprintf(fp, "%s%s %.3f", m ? ", " : "", g[i].sum.m[m].name,
				g[i].sum.m[m].v / g[i].cnt.m[m].v);
		if (g[i].claims)
			fprintf(fp, "%sclaims %zu (%zu false)", g[i].sum.n ? ", " : "", g[i].claims,
				g[i].claims_false);
		if (g[i].scored < g[i].items)
			fprintf(fp, "%s(%zu not scored)", g[i].sum.n ? " " : "",
				g[i].items - g[i].scored);
		putc('\n', fp);
	}
	for (size_t i = 0; i < ng * 3; i++)
		free(val[i]);
	free(val);
	for (size_t i = 0; why && i < ng; i++)
		free(why[i]);
	free(why);
}

int score_print_groups(FILE *fp, enum score_format f, const struct score_report *rep,
		       const enum score_key *keys, int nkeys, const struct score_group *g,
		       size_t ng)
{
	struct metrics names;
	bool exec, off, why;

	switch (f) {
	case SF_TABLE:
		print_table(fp, rep, keys, nkeys, g, ng);
		break;
	case SF_JSON: {
		cJSON *a = ck(cJSON_CreateArray());
		for (size_t i = 0; i < ng; i++)
			cJSON_AddItemToArray(a, group_json(rep, keys, nkeys, &g[i]));
		return put_json(fp, a, 1);
	}
	case SF_JSONL:
		for (size_t i = 0; i < ng; i++)
			if (put_json(fp, group_json(rep, keys, nkeys, &g[i]), 0) != 0)
				return -1;
		break;
	case SF_PAPER:
		return score_print_paper(fp, rep, g, ng);
	case SF_CSV:
		exec = score_groups_have_exec(g, ng);
		off = score_groups_have_offspec(g, ng);
		metric_names(g, ng, &names);
		for (int k = 0; k < nkeys; k++)
			score_csv_field(fp, key_names[key_index(keys[k])], 0);
		why = says_why(rep, keys, nkeys, g, ng);
		fputs("policy,items,scored,accuracy,unparsed,recorded_accuracy,differ,invalid,"
		      "claims,claims_false", fp);
		for (int c = 0; exec && c < SX__COUNT; c++)
			fprintf(fp, ",%s", score_exec_names[c]);
		if (off)
			fputs(",off_spec,off_spec_passed,in_spec_accuracy", fp);
		for (int m = 0; m < names.n; m++)
			fprintf(fp, ",mean_%s", names.m[m].name);
		/* last, so that the columns before it keep their places for
		 * readers that count them */
		if (why)
			fputs(",differs_because", fp);
		putc('\n', fp);
		for (size_t i = 0; i < ng; i++) {
			for (int k = 0; k < nkeys; k++)
				score_csv_field(fp, g[i].val[k], 0);
			fprintf(fp, "%s,%zu,%zu,%.6g,%zu,", rep->pol->name, g[i].items, g[i].scored,
				ratio(g[i].correct, g[i].scored), g[i].unparsed);
			if (g[i].rec_items)
				fprintf(fp, "%.6g,%zu", ratio(g[i].rec_correct, g[i].rec_items),
					g[i].differs);
			else
				fputc(',', fp);
			fprintf(fp, ",%zu,%zu,%zu", g[i].invalid, g[i].claims, g[i].claims_false);
			for (int c = 0; exec && c < SX__COUNT; c++)
				fprintf(fp, ",%zu", g[i].exec[c]);
			if (off)
				fprintf(fp, ",%zu,%zu,", g[i].offspec, g[i].offspec_correct);
			if (off && g[i].scored > g[i].offspec)
				fprintf(fp, "%.6g", in_spec_accuracy(&g[i]));
			for (int m = 0; m < names.n; m++) {
				const double *s = metrics_get(&g[i].sum, names.m[m].name);
				const double *c = metrics_get(&g[i].cnt, names.m[m].name);
				if (s && c && *c)
					fprintf(fp, ",%.6g", *s / *c);
				else
					fputc(',', fp);
			}
			if (why) {
				char *w = score_why_summary(&g[i], true);
				fprintf(fp, ",%s", w);
				free(w);
			}
			putc('\n', fp);
		}
		break;
	}
	return ferror(fp) ? -1 : 0;
}

/* {"name": value, ...} */
static void metrics_line(struct strbuf *sb, const struct metrics *ms)
{
	sb_putc(sb, '{');
	for (int i = 0; i < ms->n; i++) {
		if (i)
			sb_putc(sb, ',');
		json_put_key(sb, ms->m[i].name);
		json_put_num(sb, ms->m[i].v);
	}
	sb_putc(sb, '}');
}

/* [off,len] */
static void span_line(struct strbuf *sb, size_t off, size_t len)
{
	sb_putc(sb, '[');
	json_put_num(sb, (double)off);
	sb_putc(sb, ',');
	json_put_num(sb, (double)len);
	sb_putc(sb, ']');
}

/* ,"key":"s" */
static void str_member(struct strbuf *sb, const char *key, const char *s)
{
	sb_putc(sb, ',');
	json_put_key(sb, key);
	json_put_str(sb, s);
}

/* ,"key":v */
static void num_member(struct strbuf *sb, const char *key, double v)
{
	sb_putc(sb, ',');
	json_put_key(sb, key);
	json_put_num(sb, v);
}

/* {"kind":K,"span":[off,len],"why":"..."} */
static void fault_line(struct strbuf *sb, const struct score_fault *f)
{
	sb_puts(sb, "{\"kind\":");
	json_put_str(sb, fault_kind_name(f->kind));
	sb_puts(sb, ",\"span\":");
	span_line(sb, f->off, f->len);
	str_member(sb, "why", f->why);
	sb_putc(sb, '}');
}

/* ,"flags":[...],"flag_spans":{...} */
static void flags_line(struct strbuf *sb, const struct score_result *r)
{
	bool unparsed = r->unparsed && !has_flag(r, "unparsed");

	sb_puts(sb, ",\"flags\":[");
	if (unparsed)
		json_put_str(sb, "unparsed");
	for (int f = 0; f < r->nflags; f++) {
		if (f || unparsed)
			sb_putc(sb, ',');
		json_put_str(sb, r->flags[f].name);
	}
	sb_putc(sb, ']');
	for (int f = 0; f < r->nflags; f++) {
		sb_puts(sb, f ? "," : ",\"flag_spans\":{");
		json_put_key(sb, r->flags[f].name);
		span_line(sb, r->flags[f].off, r->flags[f].len);
	}
	if (r->nflags)
		sb_putc(sb, '}');
}

/* ,"claims":{...},"sample":k */
static void claims_line(struct strbuf *sb, const struct score_result *r)
{
	const struct score_claims *c = &r->claims;

	sb_puts(sb, ",\"claims\":{\"total\":");
	json_put_num(sb, c->total);
	num_member(sb, "true", c->truth);
	num_member(sb, "false", c->falsity);
	num_member(sb, "unverifiable", c->unverifiable);
	if (c->has_false) {
		sb_puts(sb, ",\"first_false\":{\"span\":");
		span_line(sb, c->off, c->len);
		str_member(sb, "why", c->why);
		sb_putc(sb, '}');
	}
	for (int k = 0; k < r->nfaults; k++) {
		sb_puts(sb, k ? "," : ",\"false_claims\":[");
		fault_line(sb, &r->faults[k]);
	}
	if (r->nfaults)
		sb_putc(sb, ']');
	sb_putc(sb, '}');
	num_member(sb, "sample", (double)r->sample);
}

/* One item as a line of JSON (no newline), appended to sb; its members in
 * gravel-formats(5)'s order. */
static void item_line(struct strbuf *sb, const struct score_report *rep,
		      const struct score_item *it)
{
	sb_puts(sb, "{\"run\":");
	json_put_str(sb, it->run);
	str_member(sb, "problem", it->problem_id);
	if (it->p) {
		str_member(sb, "task", it->p->task->name);
		if (it->p->difficulty)
			str_member(sb, "difficulty", it->p->difficulty);
	}
	num_member(sb, "samples", (double)it->samples);
	str_member(sb, "policy", rep->pol->name);
	sb_puts(sb, ",\"metrics\":");
	if (it->scored)
		metrics_line(sb, &it->res.metrics);
	else
		sb_puts(sb, "null");
	if (it->exec > 0 && it->exec <= SX__COUNT)	/* gravel exec's runs: the status column */
		str_member(sb, "exec", score_exec_names[it->exec - 1]);
	if (it->scored && (it->res.unparsed || it->res.nflags))
		flags_line(sb, &it->res);
	if (it->scored && it->res.has_claims)
		claims_line(sb, &it->res);
	if (it->scored) {
		const struct score_fault *f = score_first_error(&it->res);
		str_member(sb, "outcome", score_item_outcome(it));
		if (f) {
			sb_puts(sb, ",\"first_error\":");
			fault_line(sb, f);
		}
	} else {
		sb_puts(sb, ",\"outcome\":null");
	}
	if (it->has_recorded) {
		sb_puts(sb, ",\"recorded\":");
		metrics_line(sb, &it->recorded);
	}
	sb_putc(sb, '}');
}

/* The items as one formatted JSON array: each line parsed back into a
 * tree, for cJSON's layout. */
static int items_json_array(FILE *fp, const struct score_report *rep)
{
	cJSON *a = ck(cJSON_CreateArray());
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < rep->n; i++) {
		sb_reset(&sb);
		item_line(&sb, rep, &rep->v[i]);
		cJSON_AddItemToArray(a, ck(cJSON_ParseWithLength(sb.data, sb.len)));
	}
	sb_free(&sb);
	return put_json(fp, a, 1);
}

/* The items a line each, written a buffer at a time. */
static int items_jsonl(FILE *fp, const struct score_report *rep)
{
	struct strbuf sb;
	int rc = 0;

	sb_init(&sb);
	for (size_t i = 0; i < rep->n && !rc; i++) {
		item_line(&sb, rep, &rep->v[i]);
		sb_putc(&sb, '\n');
		if (sb.len >= 1 << 16 || i + 1 == rep->n) {
			rc = fwrite(sb.data, 1, sb.len, fp) == sb.len ? 0 : -1;
			sb_reset(&sb);
		}
	}
	sb_free(&sb);
	return rc;
}

int score_print_items(FILE *fp, enum score_format f, const struct score_report *rep)
{
	return score_print_items_part(fp, f, rep, true);
}

int score_print_items_part(FILE *fp, enum score_format f, const struct score_report *rep,
			   bool first)
{
	if (f == SF_JSON)
		return items_json_array(fp, rep);
	if (f == SF_JSONL)
		return items_jsonl(fp, rep);
	if (f == SF_CSV && first)
		fputs("run,problem,task,difficulty,samples,policy,scored,unparsed,metrics,recorded,differ,"
		      "flags,claims,claims_false,first_false_off,first_false_len,outcome,first_error,"
		      "first_error_off,first_error_len\n", fp);
	for (size_t i = 0; i < rep->n; i++) {
		const struct score_item *it = &rep->v[i];
		const struct score_claims *cl = &it->res.claims;
		const struct score_fault *fe = it->scored ? score_first_error(&it->res) : NULL;
		struct strbuf mb, rb, fb;

		sb_init(&mb);
		sb_init(&rb);
		sb_init(&fb);
		for (int k = 0; it->scored && k < it->res.nflags; k++)
			sb_printf(&fb, "%s%s@%zu+%zu", k ? " " : "", it->res.flags[k].name,
				  it->res.flags[k].off, it->res.flags[k].len);
		for (int m = 0; it->scored && m < it->res.metrics.n; m++)
			sb_printf(&mb, "%s%s=%g", m ? " " : "", it->res.metrics.m[m].name,
				  it->res.metrics.m[m].v);
		for (int m = 0; m < it->recorded.n; m++)
			sb_printf(&rb, "%s%s=%g", m ? " " : "", it->recorded.m[m].name,
				  it->recorded.m[m].v);
		if (f == SF_CSV) {
			score_csv_field(fp, it->run, 0);
			score_csv_field(fp, it->problem_id, 0);
			score_csv_field(fp, it->p ? it->p->task->name : "", 0);
			score_csv_field(fp, it->p && it->p->difficulty ? it->p->difficulty : "", 0);
			fprintf(fp, "%zu,%s,%d,%d,", it->samples, rep->pol->name, it->scored,
				it->res.unparsed);
			score_csv_field(fp, mb.data ? mb.data : "", 0);
			score_csv_field(fp, rb.data ? rb.data : "", 0);
			fprintf(fp, "%d,", it->differs);
			score_csv_field(fp, fb.data ? fb.data : "", 0);
			if (it->res.has_claims && cl->has_false)
				fprintf(fp, "%d,%d,%zu,%zu,", cl->total, cl->falsity, cl->off, cl->len);
			else if (it->res.has_claims)
				fprintf(fp, "%d,%d,,,", cl->total, cl->falsity);
			else
				fputs(",,,,", fp);
			fprintf(fp, "%s,", it->scored ? score_item_outcome(it) : "");
			if (fe)
				fprintf(fp, "%s,%zu,%zu\n", fault_kind_name(fe->kind), fe->off, fe->len);
			else
				fputs(",,\n", fp);
		} else {
			/* run names, ids and claim texts come from the input */
			char *run = sanitize_dup(it->run, SANITIZE_LINE);
			char *id = sanitize_dup(it->problem_id, SANITIZE_LINE);
			fprintf(fp, "%s  %s  samples %zu  %s%s  recorded %s%s", run, id,
				it->samples, it->scored ? mb.data ? mb.data : "" :
				"not scored", it->res.unparsed ? " (unparsed)" : "",
				rb.data && rb.len ? rb.data : "-", it->differs ? "  DIFFERS" : "");
			free(run);
			free(id);
			if (fb.len)
				fprintf(fp, "  flags %s", fb.data);
			if (it->scored && it->res.has_claims && !cl->total) {
				fputs("  no checkable claims", fp);
			} else if (it->scored && it->res.has_claims) {
				fprintf(fp, "  claims %d (%d false)", cl->total, cl->falsity);
				if (cl->has_false) {
					char *why = sanitize_dup(cl->why, SANITIZE_LINE);
					fprintf(fp, " first false @%zu+%zu: %s", cl->off, cl->len, why);
					free(why);
				}
			}
			if (it->scored)
				fprintf(fp, "  outcome %s", score_item_outcome(it));
			if (fe)
				fprintf(fp, "  first error %s @%zu+%zu", fault_kind_name(fe->kind),
					fe->off, fe->len);
			putc('\n', fp);
		}
		sb_free(&mb);
		sb_free(&rb);
		sb_free(&fb);
	}
	return ferror(fp) ? -1 : 0;
}
