/* test-task-ops.c - walk every row of every task ops table.
 *
 * Each layer that keeps per-task ops (task.h, "Task ops") adds one test
 * here that walks all TASK__COUNT kinds and fails on a hook that is NULL
 * and not marked optional in its ops object. */
#include "config.h"

#include <string.h>

#include "unit.h"
#include "task.h"
#include "solve.h"
#include "teach-ops.h"
#include "baseline-ops.h"
#include "annot-ops.h"
#include "claims-ops.h"
#include "extract-ops.h"
#include "gen-ops.h"
#include "audit-ops.h"
#include "decisive-ops.h"
#include "nlgraph-ops.h"
#include "score-ops.h"
#include "judge-ops.h"

#include <string.h>

/* One hook of an ops object: is it set, and the bit that lets it be NULL. */
struct hook {
	const char *name;
	bool set;
	unsigned bit;
};

/* unit_fail for every hook of `layer` that is NULL and not optional. */
static void check_hooks(const char *layer, const struct task *t, const struct hook *h,
			size_t n, unsigned optional)
{
	for (size_t i = 0; i < n; i++)
		if (!h[i].set && !(optional & h[i].bit))
			unit_fail(__FILE__, __LINE__, "task %s: %s hook %s is NULL, not optional",
				  t->name, layer, h[i].name);
}

/* Fail naming the task and the hook when hook is NULL without its
 * optional bit. */
static void need(const struct task *t, const char *table, const char *hook, bool set,
		 unsigned optional, unsigned bit)
{
	if (!set && !(optional & bit))
		unit_fail(__FILE__, __LINE__, "task %s: %s hook %s is NULL and not optional",
			  t->name, table, hook);
}

/* The registry row itself: every kind has its row, in enum order, with the
 * fields every task needs (the solver included: no task is without one). */
static void test_registry_rows(void)
{
	CHECK_INT(task_count(), TASK__COUNT);
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		REQUIRE(t);
		CHECK_INT(t->kind, i);
		CHECK(t->name && *t->name);
		CHECK(t->title && *t->title);
		CHECK(t->summary && *t->summary);
		CHECK(t->query_keys && t->answer_keys);
		if (!solve_fn(t))
			unit_fail(__FILE__, __LINE__, "task %s: no solver", t->name);
		CHECK(task_find(t->name) == t);
	}
}

/* Teaching (teach-ops.h): every hook set or optional; a task that is
 * taught has its lesson, a title, questions and state tables; every lesson
 * names a task that is taught, and is found under its name. */
static void test_teach_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct task *t = task_at(i);
		const struct teach_ops *ops = teach_ops_for((enum task_kind)i);
		REQUIRE(t);
		if (!ops) {
			unit_fail(__FILE__, __LINE__, "task %s: no teach ops", t->name);
			continue;
		}
		const struct hook h[] = {
			{ "lessons", ops->lessons && ops->nlessons, TEACH_OPT_LESSONS },
			{ "covers", ops->covers, TEACH_OPT_COVERS },
			{ "read", ops->read, TEACH_OPT_READ },
			{ "title", ops->title, TEACH_OPT_TITLE },
			{ "choose", ops->choose, TEACH_OPT_CHOOSE },
			{ "judge", ops->judge, TEACH_OPT_JUDGE },
			{ "format", ops->format, TEACH_OPT_FORMAT },
			{ "shows", ops->shows, TEACH_OPT_SHOWS },
			{ "pick", ops->pick, TEACH_OPT_PICK },
		};
		check_hooks("teach", t, h, sizeof h / sizeof h[0], ops->optional);
		if (teach_task_taught(t)) {
			const struct teach_lesson *l = teach_lesson_find(t->name);
			if (!ops->title || !ops->format || !l)
				unit_fail(__FILE__, __LINE__,
					  "task %s: taught without a title, state tables or lesson",
					  t->name);
			CHECK(l == NULL || (l >= ops->lessons && l < ops->lessons + ops->nlessons));
		}
	}
	CHECK(teach_lesson_count() > 0);
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		REQUIRE(l && l->task && l->algorithm && l->asks);
		if (!teach_task_taught(task_find(l->task)))
			unit_fail(__FILE__, __LINE__, "lesson %s: its task is not taught", l->task);
		CHECK(teach_lesson_find(l->task) == l);
	}
	CHECK(teach_lesson_at(teach_lesson_count()) == NULL);
}

/* The simulated baselines (baseline-ops.h): every hook set or optional;
 * the NLGraph tasks, and only they, have both answers. */
static void test_baseline_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct task *t = task_at(i);
		const struct baseline_ops *ops = baseline_ops_for((enum task_kind)i);
		REQUIRE(t);
		if (!ops) {
			unit_fail(__FILE__, __LINE__, "task %s: no baseline ops", t->name);
			continue;
		}
		const struct hook h[] = {
			{ "random", ops->random, BASELINE_OPT_RANDOM },
			{ "noisy", ops->noisy, BASELINE_OPT_NOISY },
		};
		check_hooks("baseline", t, h, sizeof h / sizeof h[0], ops->optional);
		if ((t->nlgraph_dir != NULL) != (ops->random && ops->noisy))
			unit_fail(__FILE__, __LINE__, "task %s: %s", t->name,
				  t->nlgraph_dir ? "an NLGraph task without simulated answers"
						 : "simulated answers for a task not NLGraph's");
	}
}

/* The answer shape column: a typed shape names one of the task's answer
 * keys; ANSWER_GOLD names none (the gold answer's only key). */
static void test_answer_shapes(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const char *k = t->shape_key;
		size_t n = k ? strlen(k) : 0;
		bool found = false;

		if (t->shape == ANSWER_GOLD) {
			if (k)
				unit_fail(__FILE__, __LINE__, "task %s: shape gold with key %s", t->name, k);
			continue;
		}
		for (const char *p = k ? t->answer_keys : ""; k && (p = strstr(p, k)); p += n)
			found |= (p == t->answer_keys || p[-1] == ' ') && (p[n] == ' ' || !p[n]);
		if (!found)
			unit_fail(__FILE__, __LINE__, "task %s: shape key %s is not an answer key (%s)",
				  t->name, k ? k : "(none)", t->answer_keys);
	}
}

/* Report hook `name` of task t when it is NULL without its optional bit. */
static void hook(const struct task *t, const char *layer, const char *name, bool set,
		 unsigned optional, unsigned bit)
{
	if (!set && !(optional & bit))
		unit_fail(__FILE__, __LINE__, "task %s: %s hook %s is NULL and not optional", t->name,
			  layer, name);
}

static void test_extract_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct extract_ops *o = extract_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no extract ops", t->name);
			continue;
		}
		hook(t, "extract", "answer", o->answer, o->optional, EXTRACT_OPT_ANSWER);
	}
}

static void test_claims_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct claims_ops *o = claims_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no claims ops", t->name);
			continue;
		}
		hook(t, "claims", "word", o->word, o->optional, CLAIMS_OPT_WORD);
		hook(t, "claims", "end", o->end, o->optional, CLAIMS_OPT_END);
	}
}

static void test_annot_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct annot_ops *o = annot_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no annot ops", t->name);
			continue;
		}
		hook(t, "annot", "text", o->text, o->optional, 0);	/* never optional */
		hook(t, "annot", "warnings", o->warnings, o->optional, ANNOT_OPT_WARNINGS);
	}
}

/* gen ops (src/gen/gen-ops.h): every kind has its family's object, and
 * exactly the tasks with an NLGraph folder have a raw layout. */
static void test_gen_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct gen_ops *o = gen_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no gen ops", name);
			continue;
		}
#define HOOK(h, bit)                                                                         \
	if (!o->h && !(o->optional & (bit)))                                                 \
		unit_fail(__FILE__, __LINE__, "task %s: gen hook %s is NULL, not optional", name, \
			  #h)
		HOOK(validate, GEN_OPT_VALIDATE);
		HOOK(query, GEN_OPT_QUERY);
		HOOK(raw, GEN_OPT_RAW);
		HOOK(raw_order, GEN_OPT_RAW_ORDER);
#undef HOOK
		if (!o->raw != !task_at(i)->nlgraph_dir)
			unit_fail(__FILE__, __LINE__, "task %s: %s NLGraph folder but %s raw layout",
				  name, task_at(i)->nlgraph_dir ? "an" : "no", o->raw ? "a" : "no");
	}
}

/* audit ops (src/audit/audit-ops.h) */
static void test_audit_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct audit_ops *o = audit_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no audit ops", name);
			continue;
		}
#define HOOK(h, bit)                                                                           \
	if (!o->h && !(o->optional & (bit)))                                                   \
		unit_fail(__FILE__, __LINE__, "task %s: audit hook %s is NULL, not optional", name, \
			  #h)
		HOOK(check, 0);
		HOOK(unchecked, AUDIT_OPT_UNCHECKED);
#undef HOOK
	}
}

/* decisive ops (src/score/decisive-ops.h): every NLGraph task has its
 * decisive step; the others mark it optional. */
static void test_decisive_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct decisive_ops *o = decisive_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no decisive ops", name);
			continue;
		}
		if (!o->decisive && !(o->optional & DECISIVE_OPT_DECISIVE))
			unit_fail(__FILE__, __LINE__,
				  "task %s: decisive hook decisive is NULL, not optional", name);
		if (task_at(i)->nlgraph_dir && !o->decisive)
			unit_fail(__FILE__, __LINE__, "task %s: an NLGraph task without a decisive step",
				  name);
	}
}

/* The NLGraph reader's table (nlgraph-ops.h): every task with an NLGraph
 * folder reads its raw layout and answer wording. */
static void test_nlgraph_ops(void)
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct nlgraph_ops *o = nlgraph_ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no nlgraph ops", t->name);
			continue;
		}
		need(t, "nlgraph", "read_raw", o->read_raw != NULL, o->optional,
		     NLGRAPH_OPT_READ_RAW);
		need(t, "nlgraph", "file_problems", o->file_problems != NULL, o->optional,
		     NLGRAPH_OPT_FILE_PROBLEMS);
		need(t, "nlgraph", "answer_from_text", o->answer_from_text != NULL, o->optional,
		     NLGRAPH_OPT_ANSWER_FROM_TEXT);
		need(t, "nlgraph", "join", o->join != NULL, o->optional, NLGRAPH_OPT_JOIN);
		need(t, "nlgraph", "run_params", o->run_params != NULL, o->optional,
		     NLGRAPH_OPT_RUN_PARAMS);
		need(t, "nlgraph", "ask", o->ask != NULL, o->optional, NLGRAPH_OPT_ASK);
		/* a task that words prompts says which methods it takes */
		if (o->ask && (!o->methods || !o->methods->names || !o->methods->gap))
			unit_fail(__FILE__, __LINE__, "task %s: NLGraph prompts but no methods",
				  t->name);
		/* a task in an NLGraph checkout must be readable from it */
		if (t->nlgraph_dir && (!o->read_raw || !o->answer_from_text))
			unit_fail(__FILE__, __LINE__, "task %s: NLGraph folder %s but no reader",
				  t->name, t->nlgraph_dir);
	}
}

/* A task without an NLGraph format (no ops hook) is refused, not misread:
 * no problem from a raw file, no gold from an answer text. */
static void test_nlgraph_ops_absent(void)
{
	const struct task *t = task_find("tsp");
	struct problemset ps;
	struct diags d;
	cJSON *gold;

	REQUIRE(t && !nlgraph_ops_for(t->kind)->read_raw);
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(nlgraph_parse_raw(t, "t.txt", "2 1\n0 1\n", "easy", "standard", 0, &ps, &d), -1);
	CHECK_INT(ps.n, 0);
	REQUIRE(d.n == 1);
	CHECK_STR(d.v[0].msg, "task tsp has no NLGraph raw layout");
	CHECK(nlgraph_answer_from_text(t, "Yes. The path can be: 0,1") == NULL);
	gold = nlgraph_answer_from_text(task_find("hamilton"), "Yes. The path can be: 0,1");
	CHECK(gold != NULL);
	cJSON_Delete(gold);
	problemset_free(&ps);
	diags_free(&d);
}

/* The policies' tables (score-ops.h): every task has a scorer and a
 * primary metric under each policy, and its answers read one way or the
 * other for the problem screen: strict extraction (extract-ops.h) or the
 * scorer's own reading (reads), never both. */
static void walk_score_ops(const char *table, const struct score_ops *(*ops_for)(enum task_kind))
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct score_ops *o = ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no %s ops", t->name, table);
			continue;
		}
		need(t, table, "score", o->score != NULL, o->optional, SCORE_OPT_SCORE);
		if (!o->primary || !*o->primary)
			unit_fail(__FILE__, __LINE__, "task %s: %s ops name no primary metric",
				  t->name, table);
		if (!o->reads == !extract_ops_for((enum task_kind)k)->answer)
			unit_fail(__FILE__, __LINE__,
				  "task %s: %s ops %s a reads hook and extraction %s an answer hook",
				  t->name, table, o->reads ? "have" : "lack",
				  o->reads ? "has" : "lacks");
	}
}

static void test_strict_ops(void)
{
	walk_score_ops("strict", strict_ops_for);
}

static void test_compat_ops(void)
{
	walk_score_ops("compat", compat_ops_for);
}

/* The policy table is filled from them: each policy's per-kind scorer and
 * primary metric are its table's. */
static void test_policies_from_ops(void)
{
	bool known;
	const struct policy *strict = policy_find("strict", &known);
	const struct policy *compat = policy_find("compat", &known);

	REQUIRE(strict && compat);
	for (int k = 0; k < TASK__COUNT; k++) {
		CHECK(strict->fn[k] == strict_ops_for((enum task_kind)k)->score);
		CHECK(compat->fn[k] == compat_ops_for((enum task_kind)k)->score);
		CHECK(strict->primary[k] == strict_ops_for((enum task_kind)k)->primary);
		CHECK(compat->primary[k] == compat_ops_for((enum task_kind)k)->primary);
	}
	CHECK(!strcmp(compat->primary[TASK_FLOW], "res2"));
	CHECK(!strcmp(strict->primary[TASK_LC207], "exact"));
}

/* The claim judge's table (judge-ops.h): a task that concludes is judged. */
static void test_judge_ops(void)
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct judge_ops *o = judge_ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no judge ops", t->name);
			continue;
		}
		need(t, "judge", "conclude", o->conclude != NULL, o->optional,
		     JUDGE_OPT_CONCLUDE);
		need(t, "judge", "judge_conclusion", o->judge_conclusion != NULL, o->optional,
		     JUDGE_OPT_JUDGE_CONCLUSION);
		if (!o->conclude != !o->judge_conclusion)
			unit_fail(__FILE__, __LINE__,
				  "task %s: judge hooks conclude and judge_conclusion come in pairs",
				  t->name);
	}
}

/* A layer the row's ops column leaves out gets the table's default object,
 * the same for every such family; one it names gets the family's own. */
static void test_ops_column(void)
{
	const struct task *nc = task_find("node_count"), *nq = task_find("neighbourhood_query");
	const struct task *lc = task_find("lc1971"), *ham = task_find("hamilton");

	REQUIRE(nc && nq && lc && ham);
	CHECK(extract_ops_for(nc->kind) == extract_ops_for(nq->kind));
	CHECK(extract_ops_for(nc->kind) == extract_ops_for(lc->kind));
	CHECK(extract_ops_for(ham->kind) != extract_ops_for(nc->kind));
	CHECK(teach_ops_for(nq->kind) == teach_ops_for(lc->kind));
	CHECK(teach_ops_for(nc->kind) != teach_ops_for(nq->kind));	/* gracore teaches */
	CHECK(gen_ops_for(nc->kind)->graph_family == FAM_GNP);
	CHECK(gen_ops_for(nc->kind) == gen_ops_for(lc->kind));
}

/* Each row's ops column names only layers, each once; and a layer it names
 * gets the family's own object, one it leaves out the default (the one a
 * GraphEval2000 row, which names none, gets). */
#define OPS_STR(...) #__VA_ARGS__
#define OPS_STR_(x) OPS_STR(x)
static void test_ops_names(void)
{
	static const struct {
		const char *name, *ops;
	} rows[] = {
#define ROW(kind, family, ops, name, ...) { name, OPS_STR_(ops) },
		TASKS(ROW)
#undef ROW
	};
	static const char *const layers[] = { "extract", "claims", "judge", "decisive", "annot",
					      "audit", "gen", "baseline", "teach", "nlgraph" };
	const struct task *lc = task_find("lc1971");

	REQUIRE(lc);
	for (size_t r = 0; r < ARRAY_SIZE(rows); r++) {
		const struct task *t = task_find(rows[r].name);
		const char *s = rows[r].ops;
		bool seen[ARRAY_SIZE(layers)] = { false };

		REQUIRE(t && *s == '(');
		for (s++; *s && *s != ')';) {
			size_t n = strcspn(s, ", )"), k;
			for (k = 0; k < ARRAY_SIZE(layers) && !token_is(s, n, layers[k]); k++)
				;
			if (k == ARRAY_SIZE(layers) || seen[k])
				unit_fail(__FILE__, __LINE__, "%s: ops %s: \"%.*s\" %s", rows[r].name,
					  rows[r].ops, (int)n, s,
					  k < ARRAY_SIZE(layers) ? "twice" : "is no layer");
			else
				seen[k] = true;
			s += n;
			s += strspn(s, ", ");
		}
		CHECK((extract_ops_for(t->kind) != extract_ops_for(lc->kind)) == seen[0]);
		CHECK((gen_ops_for(t->kind) != gen_ops_for(lc->kind)) == seen[6]);
		CHECK((teach_ops_for(t->kind) != teach_ops_for(lc->kind)) == seen[8]);
	}
}

void suite_task_ops(void);
void suite_task_ops(void)
{
	RUN(test_registry_rows);
	RUN(test_ops_column);
	RUN(test_ops_names);
	RUN(test_teach_rows);
	RUN(test_baseline_rows);
	RUN(test_answer_shapes);
	RUN(test_extract_ops);
	RUN(test_claims_ops);
	RUN(test_annot_ops);
	RUN(test_gen_ops_rows);
	RUN(test_audit_ops_rows);
	RUN(test_decisive_ops_rows);
	RUN(test_nlgraph_ops);
	RUN(test_nlgraph_ops_absent);
	RUN(test_strict_ops);
	RUN(test_compat_ops);
	RUN(test_policies_from_ops);
	RUN(test_judge_ops);
}
