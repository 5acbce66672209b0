/* taskcfg.c - load a task config: the top level, tasks and their
 * difficulties (taskcfg-diff.c), templates checked against the task kind. */
#include "config.h"
#include "taskcfg.h"
#include "template.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char *const top_keys[] = { "benchmark", "description", "seed", "tasks", NULL };
static const char *const template_keys[] = { "question", "answer", NULL };
static const char *const scoring_keys[] = { "policy", "metrics", NULL };

static bool valid_name(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' || *s == '.'))
			return false;
	return true;
}


static const char *const *task_keys(void)
{
	static const char *keys[64];

	if (!keys[0]) {
		static const char *const own[] = { "kind", "description", "template", "scoring",
						   "balance", "difficulties", NULL };
		size_t k = 0;
		for (size_t i = 0; own[i]; i++)
			keys[k++] = own[i];
		for (size_t i = 0; cfg_diff_keys[i] && k < 63; i++)
			keys[k++] = cfg_diff_keys[i];
		keys[k] = NULL;
	}
	return keys;
}

static void load_template(struct yaml_ctx *c, const struct yaml_tnode *v, const struct task *t,
			  const char *key, char **out)
{
	const char *s = yaml_get_string(c, v, key);
	size_t off;
	char *msg;

	if (!s)
		return;
	if (t && template_check(s, t, &off, &msg)) {
		/* point into the scalar when it is on one line */
		long col = v->col + (v->plain || !strchr(s, '\n') ? (long)off + !v->plain : 0);
		diag_error(c->d, c->file, v->line, strchr(s, '\n') ? v->col : col,
			   "template '%s': %s", key, msg);
		c->errors++;
		free(msg);
	}
	*out = xstrdup(s);
}

static void load_scoring(struct yaml_ctx *c, const struct yaml_tnode *v, struct cfg_task *ct)
{
	const struct yaml_tnode *x;

	if (!yaml_map_check(c, v, "'scoring'", scoring_keys))
		return;
	if ((x = yaml_map_get(v, "policy"))) {
		const char *s = yaml_get_string(c, x, "policy");
		if (s && strcmp(s, "compat") && strcmp(s, "strict"))
			yaml_err(c, x, "unknown scoring policy '%s' (expected compat or strict)", s);
		else if (s)
			ct->policy = xstrdup(s);
	}
	if ((x = yaml_map_get(v, "metrics"))) {
		if (x->type != YT_SEQ) {
			yaml_err(c, x, "'metrics' must be a list of names, not %s", yaml_type_name(x));
			return;
		}
		if (x->n == 0)
			yaml_err(c, x, "'metrics' is an empty list");
		ct->metrics = xcalloc(x->n + 1, sizeof *ct->metrics);
		for (size_t i = 0; i < x->n; i++) {
			const char *s = yaml_get_string(c, x->items[i], "metrics");
			if (s)
				ct->metrics[ct->nmetrics++] = xstrdup(s);
		}
	}
}

static void load_task(struct yaml_ctx *c, const struct yaml_tnode *k, const struct yaml_tnode *v,
		      struct cfg_task *ct)
{
	const struct yaml_tnode *x, *diffs;
	struct cfg_diff defaults;
	int before;
	bool clean;

	ct->name = xstrdup(k->value);
	ct->line = k->line;
	ct->col = k->col;
	if (!valid_name(k->value))
		yaml_err(c, k, "task name '%s' may hold only letters, digits, '_', '-' and '.'",
		     k->value);
	if (!yaml_map_check(c, v, "a task", task_keys()))
		return;
	x = yaml_map_get(v, "kind");
	if (!x) {
		yaml_err(c, v, "task '%s' needs a 'kind'", ct->name);
	} else {
		const char *s = yaml_get_string(c, x, "kind");
		if (s && !(ct->task = task_find(s))) {
			struct strbuf sb;
			sb_init(&sb);
			for (size_t i = 0; i < task_count(); i++)
				sb_printf(&sb, "%s%s", i ? ", " : "", task_at(i)->name);
			yaml_err(c, x, "unknown task kind '%s' (known: %s)", s, sb.data);
			sb_free(&sb);
		}
	}
	if ((x = yaml_map_get(v, "template")) && yaml_map_check(c, x, "'template'", template_keys)) {
		const struct yaml_tnode *q = yaml_map_get(x, "question"), *a = yaml_map_get(x, "answer");
		if (!q)
			yaml_err(c, x, "'template' needs a 'question'");
		else
			load_template(c, q, ct->task, "question", &ct->question);
		if (a)
			load_template(c, a, ct->task, "answer", &ct->answer);
	}
	if ((x = yaml_map_get(v, "scoring")))
		load_scoring(c, x, ct);
	if ((x = yaml_map_get(v, "balance")))
		yaml_get_bool(c, x, "balance", &ct->balance);

	cfg_diff_init(&defaults);
	before = c->errors;
	cfg_diff_apply(c, v, &defaults);
	clean = c->errors == before;
	diffs = yaml_map_get(v, "difficulties");
	if (!diffs) {
		yaml_err(c, v, "task '%s' needs 'difficulties'", ct->name);
	} else if (yaml_map_check(c, diffs, "'difficulties'", NULL)) {
		if (diffs->n == 0)
			yaml_err(c, diffs, "task '%s' has no difficulties", ct->name);
		ct->diffs = xcalloc(diffs->n / 2 + 1, sizeof *ct->diffs);
		for (size_t i = 0; i + 1 < diffs->n; i += 2) {
			const struct yaml_tnode *dk = diffs->items[i], *dv = diffs->items[i + 1];
			struct cfg_diff *df;
			bool dup = false;

			if (dk->type != YT_SCALAR)
				continue;
			for (size_t j = 0; j < ct->ndiffs; j++)
				dup = dup || !strcmp(ct->diffs[j].name, dk->value);
			if (dup)
				continue;	/* reported by yaml_map_check */
			if (!valid_name(dk->value))
				yaml_err(c, dk, "difficulty name '%s' may hold only letters, digits, '_', "
					    "'-' and '.'", dk->value);
			df = &ct->diffs[ct->ndiffs++];
			cfg_diff_copy(df, &defaults);
			free(df->name);
			df->name = xstrdup(dk->value);
			df->line = dk->line;
			df->col = dk->col;
			if (!yaml_map_check(c, dv, "a difficulty", cfg_diff_keys))
				continue;
			before = c->errors;
			cfg_diff_apply(c, dv, df);
			/* cross-checks only on values that read cleanly */
			if (ct->task && c->errors == before && clean) {
				cfg_diff_finish(df, ct->task);
				cfg_diff_validate(c, dk, ct->task, df);
			}
		}
	}
	cfg_diff_free(&defaults);
	if (ct->task && !ct->question)
		yaml_err(c, v, "task '%s' needs a 'template' with a 'question'", ct->name);
}

static bool parse_seed(const struct yaml_tnode *n, uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (n->type != YT_SCALAR || !n->plain || !*n->value || n->value[0] == '-' ||
	    !strchr("0123456789", n->value[0]))
		return false;
	errno = 0;
	v = strtoull(n->value, &end, 10);
	if (*end || errno)
		return false;
	*out = (uint64_t)v;
	return true;
}

static void load_top(struct yaml_ctx *c, const struct yaml_tnode *root, struct taskcfg *cfg)
{
	const struct yaml_tnode *x;

	if (!root) {
		diag_error(c->d, c->file, 1, 1,
			   "empty config: expected a mapping with benchmark, seed and tasks");
		c->errors++;
		return;
	}
	if (!yaml_map_check(c, root, "the config", top_keys))
		return;
	if (!(x = yaml_map_get(root, "benchmark")))
		yaml_err(c, root, "missing 'benchmark'");
	else if (yaml_get_string(c, x, "benchmark"))
		cfg->benchmark = xstrdup(x->value);
	if (cfg->benchmark && !valid_name(cfg->benchmark))
		yaml_err(c, x, "benchmark name '%s' may hold only letters, digits, '_', '-' and '.'",
		     cfg->benchmark);
	if ((x = yaml_map_get(root, "description")) && yaml_get_string(c, x, "description"))
		cfg->description = xstrdup(x->value);
	if ((x = yaml_map_get(root, "seed")) && !parse_seed(x, &cfg->seed))
		yaml_err(c, x, "'seed' must be an integer in [0, 2^64), not %s%s%s",
		     x->type == YT_SCALAR ? "'" : "",
		     x->type == YT_SCALAR ? x->value : yaml_type_name(x),
		     x->type == YT_SCALAR ? "'" : "");
	if (!(x = yaml_map_get(root, "tasks"))) {
		yaml_err(c, root, "missing 'tasks'");
		return;
	}
	if (!yaml_map_check(c, x, "'tasks'", NULL))
		return;
	if (x->n == 0)
		yaml_err(c, x, "'tasks' is empty");
	cfg->tasks = xcalloc(x->n / 2 + 1, sizeof *cfg->tasks);
	{
		size_t *first = yaml_map_first_keys(x);	/* a repeated name: the first counts */
		for (size_t i = 0; i + 1 < x->n; i += 2) {
			const struct yaml_tnode *k = x->items[i];
			if (k->type == YT_SCALAR && first[i / 2] == i)
				load_task(c, k, x->items[i + 1], &cfg->tasks[cfg->ntasks++]);
		}
		free(first);
	}
}

struct diag_at {
	struct diag dg;
	size_t order;
};

static int diag_at_cmp(const void *a, const void *b)
{
	const struct diag_at *x = a, *y = b;

	if (x->dg.line != y->dg.line)
		return x->dg.line < y->dg.line ? -1 : 1;
	if (x->dg.col != y->dg.col)
		return x->dg.col < y->dg.col ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

/* Report in file order (the checks run in passes). Stable, n log n:
 * gravel check keeps every message, and a config can hold 40,000 tasks. */
static void sort_diags(struct diags *d, size_t from)
{
	size_t n = d->n - from;
	struct diag_at *v;

	if (d->n <= from + 1)
		return;
	v = xcalloc(n, sizeof *v);
	for (size_t i = 0; i < n; i++)
		v[i] = (struct diag_at){ d->v[from + i], i };
	qsort(v, n, sizeof *v, diag_at_cmp);
	for (size_t i = 0; i < n; i++)
		d->v[from + i] = v[i].dg;
	free(v);
}

int taskcfg_parse(const char *name, const char *text, size_t len, struct taskcfg *cfg,
		  struct diags *d)
{
	struct yaml_tree doc;
	struct yaml_ctx c = { .file = name, .d = d };
	int rc;

	size_t first = d->n;

	memset(cfg, 0, sizeof *cfg);
	cfg->file = xstrdup(name);
	rc = yaml_tree_parse(name, text, len, &doc, d);
	if (rc == 0)
		load_top(&c, doc.root, cfg);
	yaml_tree_free(&doc);
	sort_diags(d, first);
	if (rc || c.errors) {
		taskcfg_free(cfg);
		return EXIT_CONFIG;
	}
	return 0;
}

int taskcfg_load(const char *path, struct taskcfg *cfg, struct diags *d)
{
	size_t len;
	int rc = 0;
	/* stops at a NUL byte or an endless line (gravel check /dev/zero) */
	char *text = diag_read_text(d, path, NULL, DIAG_MAX_CONFIG_LINE, 0, &len, &rc);

	memset(cfg, 0, sizeof *cfg);
	if (!text)
		return rc == EXIT_DATAERR ? EXIT_CONFIG : rc;
	rc = taskcfg_parse(diag_input_name(path), text, len, cfg, d);
	free(text);
	return rc;
}

void taskcfg_free(struct taskcfg *cfg)
{
	for (size_t i = 0; i < cfg->ntasks; i++) {
		struct cfg_task *t = &cfg->tasks[i];
		free(t->name);
		free(t->question);
		free(t->answer);
		free(t->policy);
		for (size_t k = 0; k < t->nmetrics; k++)
			free(t->metrics[k]);
		free(t->metrics);
		for (size_t k = 0; k < t->ndiffs; k++)
			cfg_diff_free(&t->diffs[k]);
		free(t->diffs);
	}
	free(cfg->tasks);
	free(cfg->file);
	free(cfg->benchmark);
	free(cfg->description);
	memset(cfg, 0, sizeof *cfg);
}

const struct cfg_task *taskcfg_find_task(const struct taskcfg *cfg, const char *name)
{
	for (size_t i = 0; i < cfg->ntasks; i++)
		if (!strcmp(cfg->tasks[i].name, name))
			return &cfg->tasks[i];
	return NULL;
}

const struct cfg_diff *cfg_task_find_diff(const struct cfg_task *t, const char *name)
{
	for (size_t i = 0; i < t->ndiffs; i++)
		if (!strcmp(t->diffs[i].name, name))
			return &t->diffs[i];
	return NULL;
}

long cfg_diff_count(const struct cfg_diff *df, enum cfg_set set)
{
	if (df->count[set] >= 0)
		return df->count[set];
	if (df->per_size > 0 && set == SET_STANDARD)
		return (long)df->per_size * (df->nodes.hi - df->nodes.lo + 1);
	return -1;
}
