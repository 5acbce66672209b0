/* test-teach.c - teaching mode (teach.h): questions chosen from the trace,
 * stepping that stops at questions, answers scored (right, wrong, refused),
 * any right answer accepted, the summary, and lessons that are the same
 * for the same seed. */
#include "config.h"
#include "unit.h"
#include "problem.h"
#include "teach.h"
#include "solve.h"
#include "util.h"
#include "gracore-import.h"

#include <stdint.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* 0-1 (2), 0-2 (5), 1-2 (1), 1-3 (4), 2-3 (1), 3-4 (3): from 0 to 4 the
 * shortest path is 0 1 2 3 4 (length 7); 0 2 3 4 is a path of length 9. */
static const char sp_json[] =
	"{\"id\":\"t/shortest_path/easy/standard/0\",\"benchmark\":\"t\","
	"\"task\":\"shortest_path\",\"difficulty\":\"easy\",\"set\":\"standard\","
	"\"graph\":{\"directed\":false,\"nodes\":5,\"edges\":[[0,1,2],[0,2,5],[1,2,1],[1,3,4],"
	"[2,3,1],[3,4,3]],\"edge_attr\":\"weight\"},\"query\":{\"source\":0,\"target\":4}}\n";

static struct problem *load(struct problemset *ps, const char *json)
{
	struct diags d;

	problemset_init(ps);
	diags_init(&d);
	if (problems_parse_jsonl("t.jsonl", json, strlen(json), ps, &d) != 0 || ps->n != 1) {
		diags_free(&d);
		return NULL;
	}
	diags_free(&d);
	return ps->v[0];
}

/* Step forward until a question waits or the end. */
static const struct teach_question *run_to_question(struct teach *t)
{
	while (!teach_pending(t) && teach_step(t, 1))
		;
	return teach_pending(t);
}

/* The right answer to q, as a learner would type it. */
static char *right_answer(const struct teach *t, const struct teach_question *q)
{
	if (q->kind == TQ_NEXT_NODE)
		return xasprintf("%d", q->accept[q->naccept - 1]);
	if (q->kind == TQ_VALUE)
		return q->value == TRACE_INF ? xstrdup("inf") : xasprintf("%lld", (long long)q->value);
	(void)t;
	return NULL;
}

static void test_dijkstra_lesson(void)
{
	struct problemset ps;
	struct problem *p = load(&ps, sp_json);
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;
	size_t answered, right, nnext = 0, nvalue = 0;
	struct strbuf sb;
	const char *msg;

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	CHECK_INT(t.source, 0);
	CHECK_INT(t.target, 4);
	CHECK_INT(t.best, 7);
	for (size_t i = 0; i < t.nq; i++) {
		nnext += t.q[i].kind == TQ_NEXT_NODE;
		nvalue += t.q[i].kind == TQ_VALUE;
		if (i)
			CHECK(t.q[i - 1].step <= t.q[i].step);
	}
	CHECK_INT(nnext, 2);	/* the two dequeues with a choice: 1, then 2 */
	CHECK_INT(nvalue, 2);
	CHECK_INT(t.q[t.nq - 1].kind, TQ_FINAL);

	q = run_to_question(&t);
	REQUIRE(q != NULL);
	CHECK(!teach_step(&t, 1));	/* a question stops the story */
	CHECK_INT(teach_answer(&t, "seven", &msg), TEACH_INVALID);
	CHECK(teach_pending(&t) == q);	/* refused, not scored */
	teach_score(&t, &answered, &right);
	CHECK_INT(answered, 0);
	/* answer every question right except the first, which gets 99 */
	CHECK_INT(teach_answer(&t, "99", &msg), TEACH_WRONG);
	CHECK(strstr(msg, "Not quite") != NULL);
	while ((q = run_to_question(&t)) && q->kind != TQ_FINAL) {
		char *a = right_answer(&t, q);
		CHECK_INT(teach_answer(&t, a, NULL), TEACH_RIGHT);
		free(a);
	}
	REQUIRE(q != NULL);
	CHECK_STR(q->text, "Give the shortest path from 0 to 4.");
	CHECK(t.k < teach_steps(&t));	/* asked before the answer is narrated */
	/* the table at this point holds what the learner needs */
	sb_init(&sb);
	teach_format_state(&t, &sb);
	CHECK(strstr(sb.data, "node  state  parent  dist") != NULL);
	CHECK(strstr(sb.data, "\n   4  done        3     7\n") != NULL);
	sb_free(&sb);
	CHECK_INT(teach_answer(&t, "0 x 4", NULL), TEACH_INVALID);
	CHECK_INT(teach_answer(&t, "0 -> 2 -> 3 -> 4", &msg), TEACH_WRONG);
	CHECK(strstr(msg, "length 9") != NULL);
	CHECK(teach_pending(&t) == NULL);
	CHECK(!teach_finished(&t));
	teach_goto(&t, teach_steps(&t));
	CHECK(teach_finished(&t));
	teach_score(&t, &answered, &right);
	CHECK_INT(answered, t.nq);
	CHECK_INT(right, t.nq - 2);
	sb_init(&sb);
	teach_format_summary(&t, &sb);
	CHECK(strncmp(sb.data, "You answered 3 of 5 questions right (60%).", 42) == 0);
	CHECK(strstr(sb.data, "you: 0 -> 2 -> 3 -> 4") != NULL);
	sb_free(&sb);
	/* stepping back is always allowed, and questions stay answered */
	CHECK(teach_step(&t, -1));
	CHECK(teach_pending(&t) == NULL);
	teach_free(&t);
	problemset_free(&ps);
}

static void test_final_path_any_shortest(void)
{
	struct problemset ps;
	struct problem *p = load(&ps, sp_json);
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	while ((q = run_to_question(&t)) && q->kind != TQ_FINAL) {
		char *a = right_answer(&t, q);
		teach_answer(&t, a, NULL);
		free(a);
	}
	REQUIRE(q != NULL);
	CHECK_INT(teach_answer(&t, " 0,1,2,3,4 ", NULL), TEACH_RIGHT);
	CHECK_STR(t.q[t.nq - 1].given, "0,1,2,3,4");
	teach_free(&t);
	problemset_free(&ps);
}

/* Lessons from generated graphs: the same seed, the same lesson; every
 * question answerable; the answers the tasks accept. */
static void test_generated_lessons(void)
{
	static const char *const tasks[] = { "connectivity", "shortest_path", "topology" };
	char *err = NULL;

	for (size_t ti = 0; ti < 3; ti++) {
		for (uint64_t seed = 1; seed <= 6; seed++) {
			struct problem *a = teach_make_problem(tasks[ti], 6, seed, true, &err);
			struct problem *b = teach_make_problem(tasks[ti], 6, seed, true, &err);
			struct teach ta, tb;
			const struct teach_question *q;
			size_t answered, right;

			REQUIRE(a && b);
			CHECK_INT(a->graph->n, 6);
			REQUIRE(teach_new(&ta, a, &err) == 0);
			REQUIRE(teach_new(&tb, b, &err) == 0);
			CHECK_INT(ta.nq, tb.nq);
			for (size_t i = 0; i < ta.nq && i < tb.nq; i++) {
				CHECK_STR(ta.q[i].text, tb.q[i].text);
				CHECK_INT(ta.q[i].step, tb.q[i].step);
			}
			CHECK(ta.nq >= 1);
			while ((q = run_to_question(&ta))) {
				char *ans = right_answer(&ta, q);
				if (q->kind == TQ_NEXT_NODE && ta.tr->frontier == TRACE_PQ)
					for (size_t i = 1; i < q->naccept; i++)	/* ties only */
						CHECK(q->naccept > 1);
				if (!ans && q->form == TF_ORDER)
					ans = xstrdup(strstr(q->expect, "gives ") + 6);
				if (!ans && ta.p->task->kind == TASK_CONNECTIVITY)
					ans = ta.connected ? xstrndup(strstr(q->expect, "is ") + 3,
								      strcspn(strstr(q->expect, "is ") + 3, ":"))
							   : xstrdup("none");
				if (!ans)	/* shortest path */
					ans = xstrndup(strstr(q->expect, "is ") + 3,
						       strcspn(strstr(q->expect, "is ") + 3, "("));
				CHECK_INT(teach_answer(&ta, ans, NULL), TEACH_RIGHT);
				free(ans);
			}
			teach_goto(&ta, teach_steps(&ta));
			CHECK(teach_finished(&ta));
			teach_score(&ta, &answered, &right);
			CHECK_INT(right, ta.nq);
			teach_free(&ta);
			teach_free(&tb);
			problem_free(a);
			problem_free(b);
		}
	}
	CHECK(teach_make_problem("node_count", 6, 1, true, &err) == NULL);
	CHECK(err && strstr(err, "cannot teach") != NULL);
	free(err);
	err = NULL;
	CHECK(teach_make_problem("topology", 40, 1, true, &err) == NULL);
	free(err);
}

static void test_topology_prediction(void)
{
	char *err = NULL;
	struct problem *p = teach_make_problem("topology", 5, 3, true, &err);
	struct teach t;
	const struct teach_question *q;
	int rev[5];

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	q = teach_pending(&t);	/* asked before the first step */
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_ORDER);
	CHECK(!teach_step(&t, 1));
	{
		/* Kahn's order reversed breaks every edge */
		const char *s = strstr(q->expect, "gives ") + 6;
		char buf[64];
		for (int i = 0; i < 5; i++)
			rev[4 - i] = (int)strtol(s, (char **)&s, 10);
		snprintf(buf, sizeof buf, "%d %d %d %d %d", rev[0], rev[1], rev[2], rev[3], rev[4]);
		CHECK_INT(teach_answer(&t, buf, NULL), p->graph->m ? TEACH_WRONG : TEACH_RIGHT);
	}
	CHECK(teach_step(&t, 1));
	teach_free(&t);
	problem_free(p);
}


/* ---- the later tasks ------------------------------------------------------ */

/* Answer every question up to the first of form f with its trace answer
 * (a right one); the question of form f, or NULL. */
#define CHECK_MSG_FAIL(what) unit_fail(__FILE__, __LINE__, "stuck at: %s", (what))

/* A vector question's answer as a learner types it: "[a, b]". */
static char *vec_answer(const struct teach_question *q)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_putc(&sb, '[');
	for (size_t k = 0; k < q->nvec; k++)
		sb_printf(&sb, "%s%lld", k ? ", " : "", (long long)q->vec[k]);
	sb_putc(&sb, ']');
	return sb_take(&sb);
}

static const struct teach_question *answer_until(struct teach *t, enum teach_form f)
{
	const struct teach_question *q;

	while ((q = run_to_question(t)) && q->form != f) {
		char *a = NULL;
		if (q->form == TF_NODE)
			a = xasprintf("%d", q->accept[0]);
		else if (q->form == TF_NUMBER)
			a = xasprintf("%lld", (long long)q->value);
		else if (q->form == TF_YESNO)
			a = xstrdup(q->value ? "yes" : "no");
		else if (q->form == TF_AUGPATH)
			a = xstrndup(strstr(q->expect, "takes ") + 6,
				     strcspn(strstr(q->expect, "takes ") + 6, ";"));
		else if (q->form == TF_VECTOR)
			a = vec_answer(q);
		if (!a)
			return q;
		CHECK_INT(teach_answer(t, a, NULL), TEACH_RIGHT);
		free(a);
	}
	return q;
}

/* Two tied shortest augmenting paths: 0 1 3 and 0 2 3 (capacity 1 each). */
static const char flow_json[] =
	"{\"id\":\"t/flow/easy/standard/0\",\"benchmark\":\"t\",\"task\":\"flow\","
	"\"difficulty\":\"easy\",\"set\":\"standard\",\"graph\":{\"directed\":true,\"nodes\":4,"
	"\"edges\":[[0,1,1],[0,2,2],[1,3,2],[2,3,1],[1,2,1]],\"edge_attr\":\"capacity\"},"
	"\"query\":{\"source\":0,\"target\":3}}\n";

static void test_flow_lesson(void)
{
	struct problemset ps;
	struct problem *p = load(&ps, flow_json);
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;
	const char *msg;
	size_t answered, right;

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	CHECK_INT(t.best, 2);
	q = run_to_question(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_AUGPATH);
	CHECK_INT(teach_answer(&t, "0 x", NULL), TEACH_INVALID);
	CHECK_INT(teach_answer(&t, "0 1 2 3", &msg), TEACH_WRONG);	/* not shortest */
	CHECK(strstr(msg, "3 hops, the shortest 2") != NULL);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	q = run_to_question(&t);
	REQUIRE(q != NULL);
	/* the trace takes 0 1 3; 0 2 3 ties and is right too */
	CHECK(strstr(q->expect, "takes 0 -> 1 -> 3") != NULL);
	CHECK_INT(teach_answer(&t, "0 -> 2 -> 3", NULL), TEACH_RIGHT);
	q = run_to_question(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_NUMBER);	/* the bottleneck */
	CHECK_INT(teach_answer(&t, "2", NULL), TEACH_WRONG);
	q = answer_until(&t, TF_AUGPATH);
	if (q) {	/* the second path: only 0 2 3 is left with room */
		CHECK_INT(teach_answer(&t, "0 1 3", &msg), TEACH_WRONG);
		CHECK(strstr(msg, "no room") != NULL);
	}
	q = answer_until(&t, (enum teach_form)(TF_VECTOR + 1));	/* the rest, all right */
	CHECK(q == NULL);
	teach_goto(&t, teach_steps(&t));
	CHECK(teach_finished(&t));
	teach_score(&t, &answered, &right);
	CHECK_INT(answered, t.nq);
	CHECK_INT(right, t.nq - 2);	/* the bottleneck and the second path */
	teach_free(&t);
	problemset_free(&ps);
}

/* Two applicants, two jobs, every pair possible: two maximum matchings. */
static const char match_json[] =
	"{\"id\":\"t/matching/easy/standard/0\",\"benchmark\":\"t\",\"task\":\"matching\","
	"\"difficulty\":\"easy\",\"set\":\"standard\",\"graph\":{\"directed\":false,\"nodes\":4,"
	"\"parts\":[2,2],\"edges\":[[0,2],[0,3],[1,2],[1,3]]},\"query\":{}}\n";

static void test_matching_lesson(void)
{
	struct problemset ps;
	struct problem *p = load(&ps, match_json);
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;
	const char *msg;

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	CHECK_INT(t.best, 2);
	q = run_to_question(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_YESNO);
	CHECK_INT(teach_answer(&t, "maybe", NULL), TEACH_INVALID);
	CHECK_INT(teach_answer(&t, "no", NULL), TEACH_WRONG);	/* applicant 0 can */
	q = answer_until(&t, TF_PAIRS);
	REQUIRE(q != NULL);
	/* sentences, not "the trace gives 0 0 1 1" (issue 15) */
	CHECK_STR(q->expect, "any maximum matching is right; the search gives applicant 0 job 0 "
			     "and applicant 1 job 1");
	CHECK_INT(teach_answer(&t, "0 0, 1 0", &msg), TEACH_WRONG);	/* job 0 twice */
	teach_free(&t);
	for (int alt = 0; alt < 3; alt++) {
		static const char *const ans[] = { "0 0, 1 1", "(0,1) (1,0)", "0 1" };
		REQUIRE(teach_new(&t, p, &err) == 0);
		REQUIRE(answer_until(&t, TF_PAIRS) != NULL);
		CHECK_INT(teach_answer(&t, ans[alt], &msg), alt < 2 ? TEACH_RIGHT : TEACH_WRONG);
		if (alt == 2)
			CHECK_STR(msg, "Not quite (your 1 pair gives 1 applicant a job, a maximum "
				       "matching gives 2): any maximum matching is right; the search "
				       "gives applicant 0 job 0 and applicant 1 job 1.");
		teach_free(&t);
	}
	problemset_free(&ps);
}

/* Lessons of the later tasks on generated graphs: every question
 * answerable right; alternatives (a rotated cycle, a reversed Hamilton
 * path, a vector typed with brackets) right; broken answers wrong. */
static void test_later_generated(void)
{
	static const char *const tasks[] = { "cycle", "flow", "matching", "hamilton", "gnn" };
	char *err = NULL;

	for (size_t ti = 0; ti < 5; ti++) {
		for (uint64_t seed = 1; seed <= 6; seed++) {
			struct problem *p = teach_make_problem(tasks[ti], 6, seed, true, &err);
			struct teach t;
			const struct teach_question *q;
			size_t answered, right;

			REQUIRE(p != NULL);
			REQUIRE(teach_new(&t, p, &err) == 0);
			CHECK(t.nq >= 1);
			for (int guard = 0; (q = answer_until(&t, TF_CYCLE)); guard++) {
				if (guard > 50) {	/* an answer refused: the question stays */
					CHECK_MSG_FAIL(q->text);
					break;
				}
				/* the forms answer_until leaves: cycle, pairs, Hamilton path */
				const char *l = strstr(q->expect, "found ");
				const char *g = strstr(q->expect, "gives ");
				int v[40];
				size_t n = 0;
				char buf[200] = "";
				const char *s = l ? l + 6 : g ? g + 6 : NULL;
				if (!s) {	/* no Hamilton path */
					CHECK_INT(teach_answer(&t, seed % 2 ? "0 1 2 3 4 5" : "none", NULL),
						  seed % 2 ? TEACH_WRONG : TEACH_RIGHT);
					continue;
				}
				/* the numbers of "0 4 1" or "applicant 0 job 1 and ..." */
				while (*s && n < 40) {
					while (*s && !isdigit((unsigned char)*s))
						s++;
					if (*s)
						v[n++] = (int)strtol(s, (char **)&s, 10);
				}
				if (q->form == TF_CYCLE || q->form == TF_HAMPATH) {
					/* wrong: a node left out */
					for (size_t i = 1; i < n; i++)
						snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%d ",
							 v[i]);
					if (seed % 2 && (q->form == TF_HAMPATH || n > 3)) {
						CHECK_INT(teach_answer(&t, buf, NULL), TEACH_WRONG);
						continue;
					}
					buf[0] = '\0';
					/* right: rotated (cycle) or reversed (undirected path) */
					for (size_t i = 0; i < n; i++) {
						int x = q->form == TF_CYCLE ? v[(i + 1) % n]
									    : p->graph->directed ? v[i]
									    : v[n - 1 - i];
						snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%d ", x);
					}
				} else {
					for (size_t i = 0; i < n; i++)
						snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%d ",
							 v[i]);
				}
				CHECK_INT(teach_answer(&t, buf, NULL), TEACH_RIGHT);
			}
			teach_goto(&t, teach_steps(&t));
			CHECK(teach_finished(&t));
			teach_score(&t, &answered, &right);
			CHECK_INT(answered, t.nq);
			if (ti == 4 && t.nq) {	/* gnn: a wrong vector, then right */
				const struct teach_question *g = &t.q[0];
				CHECK_INT(g->form, TF_VECTOR);
				CHECK(g->right);
			}
			teach_free(&t);
			problem_free(p);
		}
	}
}

static void test_gnn_vectors(void)
{
	char *err = NULL;
	struct problem *p = teach_make_problem("gnn", 5, 2, true, &err);
	struct teach t;
	const struct teach_question *q;
	char *a;

	REQUIRE(p != NULL);
	REQUIRE(teach_new(&t, p, &err) == 0);
	q = run_to_question(&t);
	REQUIRE(q != NULL && q->form == TF_VECTOR);
	a = xasprintf("%lld", (long long)q->vec[0] + 1);
	for (size_t k = 1; k < q->nvec; k++) {
		char *b = xasprintf("%s %lld", a, (long long)q->vec[k]);
		free(a);
		a = b;
	}
	CHECK_INT(teach_answer(&t, a, NULL), TEACH_WRONG);
	free(a);
	CHECK_INT(teach_answer(&t, "3 x", NULL), TEACH_INVALID);	/* refused: no verdict yet */
	teach_free(&t);
	/* a vector of another length is refused too, with its length named */
	REQUIRE(teach_new(&t, p, &err) == 0);
	q = run_to_question(&t);
	{
		const char *msg = NULL;
		char *want = xasprintf("type the vector's %zu numbers (e.g. 3 -1", q->nvec);
		CHECK_INT(teach_answer(&t, "1", &msg), TEACH_INVALID);
		CHECK(!q->answered);
		CHECK(msg && !strncmp(msg, want, strlen(want)));
		free(want);
		want = vec_answer(q);
		CHECK_INT(teach_answer(&t, want, NULL), TEACH_RIGHT);
		free(want);
	}
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	q = run_to_question(&t);
	a = vec_answer(q);
	CHECK_INT(teach_answer(&t, a, NULL), TEACH_RIGHT);	/* "[a, b]" */
	free(a);
	teach_free(&t);
	problem_free(p);
}

static void test_cycle_questions(void)
{
	char *err = NULL;
	bool saw_visit = false, saw_close = false, saw_cycle = false;

	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct problem *p = teach_make_problem("cycle", 6, seed, true, &err);
		struct teach t;
		const struct teach_question *q;

		REQUIRE(p != NULL);
		REQUIRE(teach_new(&t, p, &err) == 0);
		q = teach_pending(&t);	/* the prediction, before the first step */
		REQUIRE(q != NULL);
		CHECK_INT(q->form, TF_YESNO);
		CHECK_INT(teach_answer(&t, t.connected ? "no" : "yes", NULL), TEACH_WRONG);
		while ((q = run_to_question(&t))) {
			if (q->form == TF_NODE) {
				saw_visit = true;
				CHECK_INT(teach_answer(&t, q->accept[0] ? "0" : "1", NULL), TEACH_WRONG);
			} else if (q->form == TF_YESNO) {
				saw_close = true;
				CHECK_INT(teach_answer(&t, q->value ? "y" : "n", NULL), TEACH_RIGHT);
			} else {
				saw_cycle = true;
				CHECK(t.connected);
				CHECK_INT(teach_answer(&t, "0 0", NULL), TEACH_WRONG);
			}
		}
		teach_free(&t);
		problem_free(p);
	}
	CHECK(saw_visit);
	CHECK(saw_close);
	CHECK(saw_cycle);
}


/* Hamilton feedback names the missing nodes, not the first of them as a
 * count (issue 15: "visits 3 of 6 nodes (2 missing)"). */
static void test_hamilton_feedback(void)
{
	static const char *const tries[][2] = {
		{ "0 4 1", "the path visits 3 of 6 nodes; missing: 2 3 5" },
		{ "0", "the path visits 1 of 6 nodes; missing: 1 2 3 4 5" },
	};
	char *err = NULL;
	struct problem *p = teach_make_problem("hamilton", 6, 3, true, &err);

	REQUIRE(p != NULL);
	for (size_t i = 0; i < 2; i++) {
		struct teach t;
		const char *msg = NULL;
		REQUIRE(teach_new(&t, p, &err) == 0);
		REQUIRE(answer_until(&t, TF_HAMPATH) != NULL);
		CHECK_INT(teach_answer(&t, tries[i][0], &msg), TEACH_WRONG);
		if (!msg || !strstr(msg, tries[i][1]))
			unit_fail(__FILE__, __LINE__, "%s: %s", tries[i][0], msg ? msg : "(null)");
		teach_free(&t);
	}
	problem_free(p);
}

/* By default the lesson's graph shows the idea (and says which property
 * was asked for); --plain keeps the seed's first graph; generated lessons
 * never carry a benchmark's id. */
static void test_lesson_graphs_picked(void)
{
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		for (uint64_t seed = 1; seed <= 3; seed++) {
			char *err = NULL;
			struct problem *p = teach_make_problem(l->task, 6, seed, false, &err);
			struct problem *plain = teach_make_problem(l->task, 6, seed, true, &err);
			struct trace *tr;
			cJSON *ans = NULL;
			REQUIRE(p && plain);
			CHECK(!strncmp(p->id, "teach/", 6));
			CHECK(!strncmp(plain->id, "teach/", 6));
			CHECK(strstr(plain->id, "/plain") != NULL);
			CHECK(teach_picked_for(plain) == NULL);
			if (l->shows) {
				CHECK_STR(teach_picked_for(p), l->shows);
				tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
				REQUIRE(solve_problem(p, &ans, tr, &err) == 0);
				if (!teach_shows(l, p, tr))
					unit_fail(__FILE__, __LINE__, "%s seed %llu: no %s", l->task,
						  (unsigned long long)seed, l->shows);
				cJSON_Delete(ans);
				trace_free(tr);
			}
			problem_free(p);
			problem_free(plain);
		}
	}
	/* the seed-3 lessons: now they happen */
	{
		char *err = NULL;
		struct problem *p = teach_make_problem("hamilton", 6, 3, false, &err);
		struct teach t;
		REQUIRE(p && teach_new(&t, p, &err) == 0);
		trace_state_at(t.tr, teach_steps(&t), &t.st);
		CHECK(t.st.backtracks >= 1);
		teach_free(&t);
		problem_free(p);
	}
}


/* ---- GraCoRe's pure tasks (teach-gracore.c) ------------------------------ */

static struct problem *gc_problem(struct problemset *ps, const char *task, bool directed,
				  int n, const char *edges, const char *query)
{
	char *json = xasprintf("{\"id\":\"t/%s/pure/standard/0\",\"benchmark\":\"t\","
			       "\"task\":\"%s\",\"difficulty\":\"pure\",\"set\":\"standard\","
			       "\"graph\":{\"directed\":%s,\"nodes\":%d,\"edges\":[%s]},"
			       "\"query\":{%s}}\n", task, task, directed ? "true" : "false", n,
			       edges, query);
	struct problem *p = load(ps, json);

	free(json);
	return p;
}

/* The trace's own list for a TF_SEQ question: the odd cycle (bipartite)
 * or the answer, as typed. */
static char *seq_answer(const struct teach *t)
{
	enum trace_kind k = t->p->task->kind == TASK_BIPARTITE ? TR_FOUND : TR_ANSWER;
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < teach_steps(t); i++) {
		size_t len;
		const int *l;
		if (t->tr->ev[i].kind != k)
			continue;
		l = trace_list(t->tr, i, &len);
		for (size_t j = 0; j < len; j++)
			sb_printf(&sb, "%s%d", j ? " " : "", l[j]);
		break;
	}
	return sb_take(&sb);
}

/* A tie: 0's neighbours 1 and 2 may join the queue in either order. */
static void test_bfs_order_lesson(void)
{
	struct problemset ps;
	struct problem *p = gc_problem(&ps, "bfs_order", false, 5, "[0,1],[0,2],[1,3],[2,4]",
				       "\"start\":0");
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;
	struct strbuf sb;

	REQUIRE(p && teach_new(&t, p, &err) == 0);
	sb_init(&sb);
	teach_format_title(&t, &sb);
	CHECK(strstr(sb.data, "breadth-first order from 0") != NULL);
	sb_free(&sb);
	q = teach_pending(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_SEQ);
	CHECK(strstr(q->text, "breadth-first order") != NULL);
	CHECK_INT(teach_answer(&t, "0 2 1 3 4", NULL), TEACH_WRONG);	/* 2 first: 4 before 3 */
	CHECK(strstr(t.q[0].feedback, "Not quite (") != NULL);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	CHECK_INT(teach_answer(&t, "0 2 1 4 3", NULL), TEACH_RIGHT);	/* the other tie order */
	q = run_to_question(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_NODE);
	CHECK_STR(q->text, "Which node is dequeued next?");
	CHECK_INT(teach_answer(&t, "abc", NULL), TEACH_INVALID);
	while ((q = run_to_question(&t))) {
		char a[16];
		snprintf(a, sizeof a, "%d", q->accept[0]);
		CHECK_INT(teach_answer(&t, a, NULL), TEACH_RIGHT);
	}
	teach_goto(&t, teach_steps(&t));
	CHECK(teach_finished(&t));
	sb_init(&sb);
	teach_format_state(&t, &sb);
	CHECK(strstr(sb.data, "order: 0 1 2 3 4") != NULL);
	sb_free(&sb);
	teach_free(&t);
	problemset_free(&ps);
}

/* A triangle 0 1 2 with a square 2 3 4 5: BFS two-colouring finds the
 * triangle; an even cycle is not the answer. */
static void test_bipartite_lesson(void)
{
	struct problemset ps;
	struct problem *p = gc_problem(&ps, "bipartite", false, 6,
				       "[0,1],[1,2],[2,0],[2,3],[3,4],[4,5],[5,2]", "");
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;
	size_t nside = 0;

	REQUIRE(p && teach_new(&t, p, &err) == 0);
	q = teach_pending(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_YESNO);
	CHECK_INT(teach_answer(&t, "maybe", NULL), TEACH_INVALID);
	CHECK_INT(teach_answer(&t, "no", NULL), TEACH_RIGHT);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER) {
		char a[24];
		CHECK(strstr(q->text, "Which side, 0 or 1?") != NULL);
		snprintf(a, sizeof a, "%lld", (long long)(1 - q->value));
		CHECK_INT(teach_answer(&t, a, NULL), TEACH_WRONG);
		CHECK(strstr(t.q[t.cur - 1].feedback, "the depth modulo 2") != NULL);
		nside++;
	}
	CHECK_INT(nside, 2);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_SEQ);
	CHECK(strstr(q->text, "Give a cycle of odd length") != NULL);
	CHECK_INT(teach_answer(&t, "2 3 4 5", NULL), TEACH_WRONG);
	CHECK(strstr(t.q[t.cur - 1].feedback, "4 edges, an even number") != NULL);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	teach_answer(&t, "no", NULL);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER)
		teach_answer(&t, "0", NULL);
	REQUIRE(q != NULL);
	CHECK_INT(teach_answer(&t, "1 2 0 1", NULL), TEACH_RIGHT);	/* closed, rotated */
	teach_free(&t);
	problemset_free(&ps);
	/* directed: the check ignores directions, so does the judge */
	p = gc_problem(&ps, "bipartite", true, 3, "[0,1],[1,2],[0,2]", "");
	REQUIRE(p && teach_new(&t, p, &err) == 0);
	teach_answer(&t, "no", NULL);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER)
		teach_answer(&t, "0", NULL);
	REQUIRE(q && q->form == TF_SEQ);
	CHECK_INT(teach_answer(&t, "0 1 3", NULL), TEACH_WRONG);
	CHECK_INT(teach_answer(&t, "0 1 2", NULL), TEACH_INVALID);	/* answered already */
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	teach_answer(&t, "no", NULL);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER)
		teach_answer(&t, "0", NULL);
	REQUIRE(q && q->form == TF_SEQ);
	CHECK_INT(teach_answer(&t, "0 1 2", NULL), TEACH_RIGHT);
	teach_free(&t);
	problemset_free(&ps);
}

/* Triangles 0 1 2 and 1 3 4 share node 1: the walk 0 1 2 0 gets stuck
 * and backs up to 1, whose detour 1 3 4 1 is spliced in. */
static void test_euler_lesson(void)
{
	struct problemset ps;
	struct problem *p = gc_problem(&ps, "euler_path", false, 5,
				       "[0,1],[1,2],[2,0],[1,3],[3,4],[4,1]", "");
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;

	REQUIRE(p && teach_new(&t, p, &err) == 0);
	REQUIRE(teach_shows(teach_lesson_find("euler_path"), p, t.tr));
	q = teach_pending(&t);
	REQUIRE(q != NULL);
	CHECK_INT(q->form, TF_YESNO);
	CHECK_INT(teach_answer(&t, "yes", NULL), TEACH_RIGHT);
	q = run_to_question(&t);	/* the circuit, when the walk first gets stuck */
	REQUIRE(q && q->form == TF_SEQ);
	CHECK(strstr(q->text, "Give an Euler circuit") != NULL);
	CHECK_INT(teach_answer(&t, "0 1 2 0", NULL), TEACH_WRONG);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	teach_answer(&t, "yes", NULL);
	q = run_to_question(&t);
	REQUIRE(q && q->form == TF_SEQ);
	CHECK_INT(teach_answer(&t, "0 1 3 4 1 2 0", NULL), TEACH_RIGHT);
	q = run_to_question(&t);
	REQUIRE(q && q->form == TF_NODE);
	CHECK(strstr(q->text, "Backed up to 1") != NULL);
	CHECK_INT(q->naccept, 2);
	CHECK_INT(teach_answer(&t, "2", NULL), TEACH_WRONG);	/* 1-2 is walked already */
	CHECK(run_to_question(&t) == NULL);
	teach_free(&t);
	problemset_free(&ps);
}

/* Every GraCoRe lesson on its default graphs: the idea happens, every
 * question is answered right from the trace, the lesson ends. */
static void test_gracore_generated(void)
{
	static const char *const tasks[] = { "bfs_order", "bipartite", "euler_path", "tsp",
					     "coloring" };

	for (size_t ti = 0; ti < 5; ti++) {
		size_t asked[TF_SEQ + 1] = { 0 };
		for (uint64_t seed = 1; seed <= 4; seed++) {
			for (int n = 6; n <= 8; n += 2) {	/* 5-city tours: the root bound settles them */
				char *err = NULL;
				struct problem *p = teach_make_problem(tasks[ti], n, seed, false, &err);
				const struct teach_question *q;
				struct teach t;
				size_t answered, right;
				struct strbuf sb;

				REQUIRE(p != NULL);
				if (!teach_picked_for(p))
					unit_fail(__FILE__, __LINE__, "%s seed %llu n %d: no lesson graph",
						  tasks[ti], (unsigned long long)seed, n);
				REQUIRE(teach_new(&t, p, &err) == 0);
				CHECK(t.nq >= 2);
				while ((q = run_to_question(&t))) {
					char *a;
					asked[q->form]++;
					if (q->form == TF_NODE)
						a = xasprintf("%d", q->accept[0]);
					else if (q->form == TF_NUMBER)
						a = xasprintf("%lld", (long long)q->value);
					else if (q->form == TF_YESNO)
						a = xstrdup(q->value ? "yes" : "no");
					else
						a = seq_answer(&t);
					if (teach_answer(&t, a, NULL) != TEACH_RIGHT)
						unit_fail(__FILE__, __LINE__, "%s: %s refused or wrong",
							  q->text, a);
					free(a);
				}
				teach_goto(&t, teach_steps(&t));
				CHECK(teach_finished(&t));
				teach_score(&t, &answered, &right);
				CHECK_INT(right, t.nq);
				sb_init(&sb);
				teach_format_state(&t, &sb);
				teach_format_title(&t, &sb);
				CHECK(sb.len > 0);
				sb_free(&sb);
				teach_free(&t);
				problem_free(p);
			}
		}
		/* each lesson asks what it is about */
		switch (ti) {
		case 0:
			CHECK(asked[TF_NODE] > 0 && asked[TF_SEQ] == 8);
			break;
		case 1:
			CHECK(asked[TF_YESNO] == 8 && asked[TF_NUMBER] > 0 && asked[TF_SEQ] == 8);
			break;
		case 2:
			CHECK(asked[TF_YESNO] == 8 && asked[TF_NODE] > 0 && asked[TF_SEQ] == 8);
			break;
		case 3:
			CHECK(asked[TF_YESNO] > 0 && asked[TF_NUMBER] == 8 && asked[TF_SEQ] == 8);
			break;
		default:
			CHECK(asked[TF_NUMBER] >= 8 && asked[TF_SEQ] == 8);
			break;
		}
	}
}

/* A shortest tour: a wrong length and a longer tour are wrong; a pruned
 * branch is asked about. */
static void test_tsp_lesson(void)
{
	char *err = NULL;
	struct problem *p = teach_make_problem("tsp", 6, 1, false, &err);
	struct teach t;
	const struct teach_question *q;
	bool pruned = false;

	REQUIRE(p && teach_new(&t, p, &err) == 0);
	while ((q = run_to_question(&t)) && q->form == TF_YESNO) {
		CHECK(strstr(q->text, "Is th") != NULL && strstr(q->text, "pruned?") != NULL);
		pruned |= q->value == 1;
		teach_answer(&t, q->value ? "yes" : "no", NULL);
	}
	CHECK(pruned);
	REQUIRE(q && q->form == TF_NUMBER);
	CHECK_INT(teach_answer(&t, "1", NULL), TEACH_WRONG);
	q = run_to_question(&t);
	REQUIRE(q && q->form == TF_SEQ);
	CHECK_INT(teach_answer(&t, "0 1 2 3 4", NULL), TEACH_WRONG);	/* 5 missing */
	teach_free(&t);
	problem_free(p);
}

/* Colouring: the count, a node's smallest free colour, a colouring that
 * uses one colour too many is wrong. */
static void test_coloring_lesson(void)
{
	struct problemset ps;
	/* a 5-cycle: 3 colours */
	struct problem *p = gc_problem(&ps, "coloring", false, 5,
				       "[0,1],[1,2],[2,3],[3,4],[4,0]", "");
	struct teach t;
	char *err = NULL;
	const struct teach_question *q;

	REQUIRE(p && teach_new(&t, p, &err) == 0);
	q = teach_pending(&t);
	REQUIRE(q && q->form == TF_NUMBER);
	CHECK(strstr(q->text, "how many colours does this graph need?") != NULL);
	CHECK_INT(teach_answer(&t, "2", NULL), TEACH_WRONG);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER) {
		char a[16];
		CHECK(strstr(q->text, "smallest colour no neighbour has") != NULL);
		snprintf(a, sizeof a, "%lld", (long long)q->value);
		CHECK_INT(teach_answer(&t, a, NULL), TEACH_RIGHT);
	}
	REQUIRE(q && q->form == TF_SEQ);
	CHECK_INT(teach_answer(&t, "0 1 0 1", NULL), TEACH_WRONG);	/* 4 of 5 */
	CHECK(strstr(t.q[t.cur - 1].feedback, "each of the 5 nodes") != NULL);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	teach_answer(&t, "3", NULL);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER)
		teach_answer(&t, "0", NULL);
	REQUIRE(q != NULL);
	CHECK_INT(teach_answer(&t, "0 1 2 3 1", NULL), TEACH_WRONG);	/* 4 colours */
	CHECK(strstr(t.q[t.cur - 1].feedback, "uses 4 colours, the fewest is 3") != NULL);
	teach_free(&t);
	REQUIRE(teach_new(&t, p, &err) == 0);
	teach_answer(&t, "3", NULL);
	while ((q = run_to_question(&t)) && q->form == TF_NUMBER)
		teach_answer(&t, "0", NULL);
	REQUIRE(q != NULL);
	CHECK_INT(teach_answer(&t, "2 0 1 0 1", NULL), TEACH_RIGHT);
	teach_free(&t);
	problemset_free(&ps);
}

/* Every problem of the real GraCoRe sample (../shared/gracore-sample,
 * --set all) whose task has a lesson: taught when it has at most 20
 * nodes, every question answered right from the trace; says how many. */
static void test_gracore_real_lessons(void)
{
	const char *shared = unit_shared();
	struct gracore_opts o = { .all = true };
	struct gracore_count cnt;
	struct problemset ps;
	struct diags d;
	char dir[4200];
	size_t taught = 0, too_big = 0, failed = 0, questions = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/gracore-sample", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(gracore_import_with(dir, &o, &ps, &d, &cnt) == 0);
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		const struct teach_question *q;
		struct teach t;
		char *err = NULL;
		if (!p->task || !teach_gc_taught(p->task))
			continue;
		if (!teach_can(p, NULL, 0)) {
			too_big++;
			continue;
		}
		if (teach_new(&t, p, &err) != 0) {
			unit_fail(__FILE__, __LINE__, "%s: %s", p->id, err);
			free(err);
			failed++;
			continue;
		}
		while ((q = run_to_question(&t))) {
			char *a;
			if (q->form == TF_NODE)
				a = xasprintf("%d", q->accept[0]);
			else if (q->form == TF_NUMBER)
				a = xasprintf("%lld", (long long)q->value);
			else if (q->form == TF_YESNO)
				a = xstrdup(q->value ? "yes" : "no");
			else
				a = seq_answer(&t);
			if (teach_answer(&t, a, NULL) != TEACH_RIGHT) {
				unit_fail(__FILE__, __LINE__, "%s: %s: %s", p->id, q->text, a);
				failed++;
			}
			questions++;
			free(a);
		}
		taught++;
		teach_free(&t);
	}
	printf("  note: GraCoRe sample: %zu records read (%zu skipped); %zu lessons taught "
	       "(%zu questions), %zu over %d nodes not taught, %zu failed\n", cnt.records,
	       cnt.skipped, taught, questions, too_big, TEACH_MAX_NODES, failed);
	CHECK(taught > 0);
	CHECK_INT(failed, 0);
	problemset_free(&ps);
	diags_free(&d);
}

void suite_teach(void);
void suite_teach(void)
{
	RUN(test_dijkstra_lesson);
	RUN(test_final_path_any_shortest);
	RUN(test_generated_lessons);
	RUN(test_topology_prediction);
	RUN(test_flow_lesson);
	RUN(test_matching_lesson);
	RUN(test_later_generated);
	RUN(test_gnn_vectors);
	RUN(test_cycle_questions);
	RUN(test_hamilton_feedback);
	RUN(test_lesson_graphs_picked);
	RUN(test_bfs_order_lesson);
	RUN(test_bipartite_lesson);
	RUN(test_euler_lesson);
	RUN(test_tsp_lesson);
	RUN(test_coloring_lesson);
	RUN(test_gracore_generated);
	RUN(test_gracore_real_lessons);
}
