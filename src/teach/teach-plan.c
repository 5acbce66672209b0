/* teach-plan.c - lesson plans (teach.h, gravel-config(5) LESSON PLANS): a
 * YAML file naming the task, the graph (an edge list inline or in a file
 * beside the plan, read by teach_graph_parse), where to pause, the
 * teacher's questions at chosen steps and notes shown beside the trace.
 *
 *   lesson: Dijkstra on the city map
 *   task: shortest_path
 *   graph: |
 *     0 1 4
 *     0 2 1
 *   source: 0
 *   target: 4
 *   questions: [{step: 7, ask: "What is dist[2] now?", answer: 1, why: "..."}]
 *   builtin: false            # the lesson's own questions left out
 *   pause: [3, 12]
 *   notes: [{step: 1, text: "The source starts at distance 0."}]
 *
 * The plan is checked whole, each error at its FILE:LINE:COL (a step past
 * the lesson's last included: the lesson is run to count them), and goes
 * with the problem it makes as its extra object's "plan" (teach_new reads
 * it there), so a screen needs nothing else. */
#include "config.h"
#include "teach.h"
#include "problem.h"
#include "yaml-tree.h"

#include <cjson/cJSON.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const char *const plan_keys[] = { "lesson", "task", "graph", "graph_file", "source",
					 "target", "questions", "builtin", "pause", "notes",
					 NULL };
static const char *const question_keys[] = { "step", "ask", "answer", "form", "why", NULL };
static const char *const note_keys[] = { "step", "text", NULL };

/* Key's value in map m, read as the typed readers read it (the error at
 * the value); NULL or false when it is missing or not of the type. */
static const char *get_str(struct yaml_ctx *c, const struct yaml_tnode *m, const char *key)
{
	const struct yaml_tnode *v = yaml_map_get(m, key);

	return v ? yaml_get_string(c, v, key) : NULL;
}

static bool get_int(struct yaml_ctx *c, const struct yaml_tnode *m, const char *key, long lo,
		    long hi, long *out)
{
	const struct yaml_tnode *v = yaml_map_get(m, key);

	return v && yaml_get_int(c, v, key, lo, hi, out);
}

/* The step of an item (its "step" key), or -1 with the error said. */
static long item_step(struct yaml_ctx *c, const struct yaml_tnode *it, long steps)
{
	long v = -1;

	if (!yaml_map_get(it, "step")) {
		yaml_err(c, it, "a step: is wanted");
		return -1;
	}
	if (!get_int(c, it, "step", 0, LONG_MAX, &v))
		return -1;
	if (steps >= 0 && v > steps) {
		yaml_err(c, yaml_map_get(it, "step"), "step %ld: the lesson has %ld steps", v, steps);
		return -1;
	}
	return v;
}

/* The graph text: inline (its first line's number in *line0) or the file
 * beside the plan. NULL with the error said. */
static char *plan_graph(struct yaml_ctx *c, const struct yaml_tnode *root, const char *file,
			char **name, long *line0, size_t *len)
{
	const struct yaml_tnode *g = yaml_map_get(root, "graph");
	const struct yaml_tnode *gf = yaml_map_get(root, "graph_file");
	char *text;

	*line0 = 0;
	if (g && gf) {
		yaml_err(c, gf, "graph: and graph_file: both given; one graph a lesson");
		return NULL;
	}
	if (g) {
		if (g->type != YT_SCALAR) {
			yaml_err(c, g, "graph: wants an edge list, one edge a line ('u v [weight]')");
			return NULL;
		}
		/* a block scalar ("graph: |") starts on the line after the key */
		*line0 = g->plain ? g->line - 1 : g->line;
		*name = xstrdup(file);
		*len = strlen(g->value);
		return xstrdup(g->value);
	}
	if (!gf || gf->type != YT_SCALAR) {
		yaml_err(c, gf ? gf : root, "graph: (an edge list) or graph_file: is wanted");
		return NULL;
	}
	if (gf->value[0] == '/' || !strrchr(file, '/'))
		*name = xstrdup(gf->value);
	else
		*name = xasprintf("%.*s/%s", (int)(strrchr(file, '/') - file), file, gf->value);
	if (!(text = read_file(*name, len))) {
		yaml_err(c, gf, "graph_file %s: cannot read", *name);
		free(*name);
		*name = NULL;
	}
	return text;
}

/* A question's keys but its step into o; false (its errors said) when
 * it is not one. */
static bool question_item(struct yaml_ctx *c, const struct yaml_tnode *it, cJSON *o)
{
	const char *ask = get_str(c, it, "ask"), *answer = get_str(c, it, "answer");
	const char *form = yaml_map_get(it, "form") ? get_str(c, it, "form") : "number";
	const char *why = yaml_map_get(it, "why") ? get_str(c, it, "why") : NULL;
	int64_t v;
	bool yn;

	if (!ask || !answer || !form) {
		if (!yaml_map_get(it, "ask") || !yaml_map_get(it, "answer"))
			yaml_err(c, it, "a question wants ask: and answer:");
		return false;
	}
	if (strcmp(form, "number") && strcmp(form, "node") && strcmp(form, "yesno")) {
		yaml_err(c, yaml_map_get(it, "form"), "form: is number, node or yesno, not '%s'",
			 form);
		return false;
	}
	yn = !strcmp(form, "yesno");
	if (yn ? strcmp(answer, "yes") && strcmp(answer, "no")
	       : teach_parse_ints(answer, &v, 1, !strcmp(form, "number")) != 1) {
		yaml_err(c, yaml_map_get(it, "answer"), "answer: '%s' is not a%s", answer,
			 yn ? " yes or no" : !strcmp(form, "node") ? " node" : " number");
		return false;
	}
	cJSON_AddStringToObject(o, "ask", ask);
	cJSON_AddStringToObject(o, "answer", answer);
	cJSON_AddStringToObject(o, "form", form);
	if (why)
		cJSON_AddStringToObject(o, "why", why);
	return true;
}

/* A note's text into o. */
static bool note_item(struct yaml_ctx *c, const struct yaml_tnode *it, cJSON *o)
{
	const char *text = get_str(c, it, "text");

	if (text)
		cJSON_AddStringToObject(o, "text", text);
	return text != NULL;
}

/* The plan's list under key (questions:, notes:), each item a map of
 * keys with a step (checked against the lesson's steps when known), into
 * the plan's JSON array of that name: {"step": N, then what fill adds}.
 * shape says what an item holds, for the error when key is no list. */
static void plan_seq(struct yaml_ctx *c, const struct yaml_tnode *root, const char *key,
		      const char *what, const char *shape, const char *const *keys, long steps,
		      cJSON *plan,
		      bool (*fill)(struct yaml_ctx *, const struct yaml_tnode *, cJSON *))
{
	const struct yaml_tnode *seq = yaml_map_get(root, key);
	cJSON *a = cJSON_AddArrayToObject(plan, key);

	if (seq && seq->type != YT_SEQ)
		yaml_err(c, seq, "%s: wants a list of %s", key, shape);
	for (size_t i = 0; seq && seq->type == YT_SEQ && i < seq->n; i++) {
		const struct yaml_tnode *it = seq->items[i];
		long step;
		cJSON *o;
		if (!yaml_map_check(c, it, what, keys))
			continue;
		step = item_step(c, it, steps);
		o = cJSON_CreateObject();
		cJSON_AddNumberToObject(o, "step", (double)step);
		/* an item with a bad step still has its other errors said */
		if (!fill(c, it, o) || step < 0) {
			cJSON_Delete(o);
			continue;
		}
		cJSON_AddItemToArray(a, o);
	}
}

/* The questions, notes and pauses into the plan's JSON, checked (steps
 * against the lesson's steps when known, >= 0). */
static void plan_items(struct yaml_ctx *c, const struct yaml_tnode *root, long steps, cJSON *plan)
{
	const struct yaml_tnode *ps = yaml_map_get(root, "pause");
	cJSON *pa;

	plan_seq(c, root, "questions", "a question", "{step, ask, answer}", question_keys, steps,
		  plan, question_item);
	plan_seq(c, root, "notes", "a note", "{step, text}", note_keys, steps, plan, note_item);
	pa = cJSON_AddArrayToObject(plan, "pause");
	if (ps && ps->type != YT_SEQ)
		yaml_err(c, ps, "pause: wants a list of steps");
	for (size_t i = 0; ps && ps->type == YT_SEQ && i < ps->n; i++) {
		const struct yaml_tnode *it = ps->items[i];
		long v;
		char *end;
		if (it->type != YT_SCALAR || (v = strtol(it->value, &end, 10)) < 0 || *end ||
		    !it->value[0]) {
			yaml_err(c, it, "pause: a step number, not %s", yaml_type_name(it));
			continue;
		}
		if (steps >= 0 && v > steps) {
			yaml_err(c, it, "step %ld: the lesson has %ld steps", v, steps);
			continue;
		}
		cJSON_AddItemToArray(pa, cJSON_CreateNumber((double)v));
	}
}

struct problem *teach_plan_parse(const char *file, const char *text, size_t len,
				 struct diags *d)
{
	struct yaml_tree doc;
	struct yaml_ctx c = { file, d, 0 };
	const struct yaml_tnode *root;
	struct problem *p = NULL;
	const char *task, *title = NULL;
	char *gtext = NULL, *gname = NULL;
	long line0 = 0, source = -1, target = -1;
	size_t glen = 0, errs = d->errors;
	bool builtin = true;

	if (yaml_tree_parse(file, text, len, &doc, d) != 0)
		return NULL;
	root = doc.root;
	if (!root || !yaml_map_check(&c, root, "a lesson plan", plan_keys)) {
		if (!root)
			diag_error(d, file, 1, 1, "an empty lesson plan: task: and graph: are wanted");
		yaml_tree_free(&doc);
		return NULL;
	}
	if (yaml_map_get(root, "lesson"))
		title = get_str(&c, root, "lesson");
	task = yaml_map_get(root, "task") ? get_str(&c, root, "task") : NULL;
	if (!yaml_map_get(root, "task"))
		yaml_err(&c, root, "task: is wanted (the lesson's task, as gravel teach --help lists)");
	else if (task && !teach_lesson_find(task))
		yaml_err(&c, yaml_map_get(root, "task"), "task: '%s' is not taught", task);
	if (yaml_map_get(root, "source"))
		get_int(&c, root, "source", 0, TEACH_MAX_NODES - 1, &source);
	if (yaml_map_get(root, "target"))
		get_int(&c, root, "target", 0, TEACH_MAX_NODES - 1, &target);
	if (yaml_map_get(root, "builtin"))
		yaml_get_bool(&c, yaml_map_get(root, "builtin"), "builtin", &builtin);
	gtext = plan_graph(&c, root, file, &gname, &line0, &glen);
	if (gtext && task && teach_lesson_find(task)) {
		struct diags gd;
		diags_init(&gd);
		p = teach_graph_parse(task, gname, gtext, glen, (int)source, (int)target, &gd);
		/* an inline graph's errors at the plan's lines and columns
		 * (a block's lines are indented) */
		long indent = 0;
		const char *l = text;
		for (long k = 1; l && k <= line0; k++)
			l = (l = strchr(l, '\n')) ? l + 1 : NULL;
		while (l && l[indent] == ' ')
			indent++;
		for (size_t i = 0; i < gd.n; i++)
			if (line0 && gd.v[i].line > 0) {
				gd.v[i].line += line0;
				if (gd.v[i].col > 0)
					gd.v[i].col += indent;
			}
		diags_append(d, &gd);
		diags_free(&gd);
	}
	if (p) {
		struct teach t;
		char *err = NULL;
		long steps = -1;
		cJSON *plan = cJSON_CreateObject();
		if (teach_new(&t, p, &err) == 0) {
			steps = (long)teach_steps(&t);
			teach_free(&t);
		} else {
			diag_error(d, file, 1, 1, "the lesson does not run on this graph: %s",
				   err ? err : "no trace");
			free(err);
		}
		if (title)
			cJSON_AddStringToObject(plan, "lesson", title);
		cJSON_AddBoolToObject(plan, "builtin", builtin);
		plan_items(&c, root, steps, plan);
		if (!p->extra)
			p->extra = cJSON_CreateObject();
		cJSON_AddItemToObject(p->extra, "plan", plan);
	} else {
		cJSON *scratch = cJSON_CreateObject();
		plan_items(&c, root, -1, scratch);	/* its own errors too */
		cJSON_Delete(scratch);
	}
	if (d->errors != errs) {
		problem_free(p);
		p = NULL;
	}
	free(gtext);
	free(gname);
	yaml_tree_free(&doc);
	return p;
}

/* The plan's items of kind key ("questions", "notes", "pause") in the
 * problem's extra object, or NULL. */
static const cJSON *plan_list(const struct problem *p, const char *key)
{
	const cJSON *plan = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "plan") : NULL;

	return plan ? cJSON_GetObjectItemCaseSensitive(plan, key) : NULL;
}

void teach_apply_plan(struct teach *t)
{
	const cJSON *plan = t->p->extra ? cJSON_GetObjectItemCaseSensitive(t->p->extra, "plan")
					: NULL;
	const cJSON *b, *it;

	if (!plan)
		return;
	t->plan = true;
	b = cJSON_GetObjectItemCaseSensitive(plan, "builtin");
	if (cJSON_IsFalse(b)) {
		for (size_t i = 0; i < t->nq; i++)
			teach_question_free(&t->q[i]);
		t->nq = 0;
	}
	cJSON_ArrayForEach(it, plan_list(t->p, "questions")) {
		const char *form = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "form"));
		const char *ans = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "answer"));
		const char *ask = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "ask"));
		const char *why = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "why"));
		const cJSON *st = cJSON_GetObjectItemCaseSensitive(it, "step");
		bool node = form && !strcmp(form, "node"), yn = form && !strcmp(form, "yesno");
		struct teach_question *q;
		int64_t v = 0;
		size_t step;
		if (!ans || !ask || !cJSON_IsNumber(st))
			continue;
		step = (size_t)st->valuedouble;
		if (step > teach_steps(t))
			step = teach_steps(t);
		q = teach_new_question(t, TQ_VALUE, node ? TF_NODE : yn ? TF_YESNO : TF_NUMBER, step);
		if (yn)
			v = !strcmp(ans, "yes");
		else
			teach_parse_ints(ans, &v, 1, !node);
		q->value = v;
		if (node) {
			q->accept = xcalloc(1, sizeof *q->accept);
			q->accept[q->naccept++] = (int)v;
		}
		q->text = xstrdup(ask);
		q->expect = why ? xasprintf("%s (%s)", ans, why) : xstrdup(ans);
	}
	teach_sort_questions(t);
}

const char *teach_plan_note(const struct teach *t, size_t *step)
{
	const cJSON *it;
	const char *best = NULL;
	double at = -1;

	if (!t->plan)
		return NULL;
	cJSON_ArrayForEach(it, plan_list(t->p, "notes")) {
		const cJSON *st = cJSON_GetObjectItemCaseSensitive(it, "step");
		const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(it, "text"));
		if (cJSON_IsNumber(st) && text && st->valuedouble <= (double)t->k &&
		    st->valuedouble >= at) {
			at = st->valuedouble;
			best = text;
		}
	}
	if (best && step)
		*step = (size_t)at;
	return best;
}

size_t teach_next_pause(const struct teach *t)
{
	const cJSON *it;
	size_t next = teach_steps(t);

	if (!t->plan)
		return next;
	cJSON_ArrayForEach(it, plan_list(t->p, "pause"))
		if (cJSON_IsNumber(it) && it->valuedouble > (double)t->k &&
		    (size_t)it->valuedouble < next)
			next = (size_t)it->valuedouble;
	return next;
}

const char *teach_plan_title(const struct teach *t)
{
	const cJSON *plan = t->p->extra ? cJSON_GetObjectItemCaseSensitive(t->p->extra, "plan")
					: NULL;

	return plan ? cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(plan, "lesson")) : NULL;
}
