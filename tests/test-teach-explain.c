/* test-teach-explain.c - what a lesson shows and says (teach.h): the
 * priority queue in the order it is taken from, the state tables' columns
 * and their header, Dinic's levels found as a BFS with its queue, paths
 * written as the steps write them, explanations that show the
 * arithmetic, and the rows a question asks about (teach_focus_lines). */
#include "config.h"
#include "unit.h"
#include "graph.h"
#include "problem.h"
#include "teach.h"
#include "trace.h"
#include "util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The lesson of task on n nodes for seed, picked as `gravel teach` does. */
static struct problem *lesson(struct teach *t, const char *task, int n, uint64_t seed)
{
	char *err = NULL;
	struct problem *p = teach_make_problem(task, n, seed, false, &err);

	if (!p || teach_new(t, p, &err) != 0) {
		unit_fail(__FILE__, __LINE__, "%s %d nodes seed %llu: %s", task, n,
			  (unsigned long long)seed, err ? err : "no problem");
		free(err);
		problem_free(p);
		return NULL;
	}
	return p;
}

/* The state text at step k (whatever questions wait). */
static void state_at(struct teach *t, size_t k, struct strbuf *sb)
{
	t->k = k;
	trace_state_at(t->tr, k, &t->st);
	sb_reset(sb);
	teach_format_state(t, sb);
}

/* Before every dequeue the queue's first entry is the node taken: ties
 * on screen in the order the run takes them ("3(2) 0(2)", then 0 taken). */
static void test_queue_in_pop_order(void)
{
	static const int sizes[] = { 6, 10 };
	size_t checked = 0, ties = 0;

	for (size_t si = 0; si < 2; si++)
		for (uint64_t seed = 1; seed <= 6; seed++) {
			struct teach t;
			struct strbuf sb;
			struct problem *p = lesson(&t, "shortest_path", sizes[si], seed);
			if (!p)
				continue;
			sb_init(&sb);
			for (size_t k = 0; k < teach_steps(&t); k++) {
				const struct trace_event *ev = &t.tr->ev[k];
				int first;
				if (ev->kind != TR_DEQUEUE)
					continue;
				state_at(&t, k, &sb);
				REQUIRE(strncmp(sb.data, "priority queue: ", 16) == 0);
				CHECK(sscanf(sb.data + 16, "%d", &first) == 1);
				CHECK_INT(first, ev->a);
				checked++;
				for (size_t i = 1; i < t.st.nfrontier; i++)
					ties += t.st.fkey[i] == t.st.fkey[0];
			}
			sb_free(&sb);
			teach_free(&t);
			problem_free(p);
		}
	CHECK(checked > 50);
	CHECK(ties > 0);	/* the ties the order is about do happen */
}

/* Each row of a node table has as many columns as its header names. */
static void test_table_columns(void)
{
	static const char *const tasks[] = { "bfs_order", "bipartite", "coloring", "shortest_path" };

	for (size_t ti = 0; ti < sizeof tasks / sizeof *tasks; ti++) {
		struct teach t;
		struct strbuf sb;
		struct problem *p = lesson(&t, tasks[ti], 6, 1);
		size_t rows = 0;
		if (!p)
			continue;
		sb_init(&sb);
		for (size_t k = 0; k <= teach_steps(&t); k += 3) {
			const char *h;
			int cols = 0;
			state_at(&t, k, &sb);
			REQUIRE((h = strstr(sb.data, "node  state")) != NULL);
			for (const char *c = h; *c && *c != '\n'; c++)
				cols += *c != ' ' && (c == h || c[-1] == ' ');
			for (const char *l = strchr(h, '\n'); l && l[1] == ' '; l = strchr(l + 1, '\n')) {
				int n = 0;
				for (const char *c = l + 1; *c && *c != '\n'; c++)
					n += *c != ' ' && c[-1] == ' ';
				if (n != cols)
					unit_fail(__FILE__, __LINE__, "%s step %zu: %d values under %d names: %.60s",
						  tasks[ti], k, n, cols, l + 1);
				rows++;
			}
		}
		CHECK(rows > 0);
		sb_free(&sb);
		teach_free(&t);
		problem_free(p);
	}
}

/* Dinic's levels are found as a BFS: each phase starts at the source at
 * level 0, the levels never fall within the phase, and each step names
 * the queue. */
static void test_dinic_levels_bfs(void)
{
	for (uint64_t seed = 1; seed <= 4; seed++) {
		struct teach t;
		struct strbuf sb;
		struct problem *p = lesson(&t, "flow", 6, seed);
		int64_t last = -1;
		size_t phases = 0;
		if (!p)
			continue;
		sb_init(&sb);
		for (size_t k = 0; k < teach_steps(&t); k++) {
			const struct trace_event *ev = &t.tr->ev[k];
			if (ev->kind != TR_ASSIGN) {
				last = -1;
				continue;
			}
			if (last < 0) {
				CHECK_INT(ev->a, t.source);
				CHECK_INT(ev->val, 0);
				phases++;
			}
			CHECK(ev->val >= last);
			last = ev->val;
			sb_reset(&sb);
			trace_event_text(t.tr, k, &sb);
			CHECK(strstr(sb.data, "queue:") != NULL);
		}
		CHECK(phases >= 2);
		sb_free(&sb);
		teach_free(&t);
		problem_free(p);
	}
}

/* A path in a question is written as the steps write it ("0 <- 3" where it
 * goes against an edge); the bottleneck and the flow value come with their
 * arithmetic, and one unit is "1 unit". */
static void test_flow_explained(void)
{
	size_t reverse = 0, bottlenecks = 0;

	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct teach t;
		struct strbuf sb;
		struct problem *p = lesson(&t, "flow", 6, seed);
		if (!p)
			continue;
		sb_init(&sb);
		for (size_t i = 0; i < t.nq; i++) {
			const struct teach_question *q = &t.q[i];
			const char *along;
			if (q->kind != TQ_VALUE || !strstr(q->text, "bottleneck"))
				continue;
			sb_reset(&sb);
			trace_event_text(t.tr, q->step, &sb);
			REQUIRE((along = strstr(sb.data, " along ")) != NULL);
			if (!strstr(q->text, along + 7))
				unit_fail(__FILE__, __LINE__, "question \"%s\", step \"%s\"", q->text,
					  sb.data);
			reverse += strstr(along, "<-") != NULL;
			CHECK(strstr(q->expect, "the bottleneck of ") != NULL);
			CHECK(strstr(q->expect, " = ") != NULL);
			CHECK(strstr(q->expect, " 1 units") == NULL);
			bottlenecks++;
		}
		sb_free(&sb);
		teach_free(&t);
		problem_free(p);
	}
	CHECK(bottlenecks > 4);
	CHECK(reverse > 0);	/* the default graphs use a reverse edge */
}

/* Dijkstra's and Kahn's value questions explain with the rule and the
 * numbers. */
static void test_values_explained(void)
{
	size_t sp = 0, topo = 0;

	for (uint64_t seed = 1; seed <= 4; seed++) {
		struct teach t;
		struct problem *p = lesson(&t, "shortest_path", 6, seed);
		if (p) {
			for (size_t i = 0; i < t.nq; i++)
				if (t.q[i].kind == TQ_VALUE) {
					char want[64];
					snprintf(want, sizeof want, "dist[%d] = min(", t.q[i].node);
					CHECK(strncmp(t.q[i].expect, want, strlen(want)) == 0);
					CHECK(strstr(t.q[i].expect, " + w(") != NULL);
					sp++;
				}
			teach_free(&t);
			problem_free(p);
		}
		p = lesson(&t, "topology", 6, seed);
		if (p) {
			for (size_t i = 0; i < t.nq; i++)
				if (t.q[i].kind == TQ_VALUE) {
					CHECK(strstr(t.q[i].expect, " - 1 = ") != NULL);
					CHECK(strstr(t.q[i].expect, "in-degree") != NULL);
					topo++;
				}
			teach_free(&t);
			problem_free(p);
		}
	}
	CHECK(sp > 0);
	CHECK(topo > 0);
}

/* Every lesson's numeric and next-node questions explain with the rule
 * and the numbers: the question (by a phrase of its text) and what its
 * explanation must hold. */
static const struct {
	const char *task, *asks, *says;
} explained[] = {
	{ "connectivity", "dequeued next", "joined at step " },
	{ "connectivity", "Give a path", "the BFS " },
	{ "cycle", "visit next", "'s list is " },
	{ "cycle", "close a cycle", "(stack" },
	{ "topology", "dequeued next", "joined at step " },
	{ "flow", "maximum flow", "the bottlenecks of the " },
	{ "matching", "Can it be matched", ": " },
	{ "matching", "How many applicants", "an augmenting path for" },
	{ "hamilton", "extends it next", "onward choices (unvisited neighbours) " },
	{ "gnn", "embedding after layer 1", " = h0[" },
	{ "bfs_order", "dequeued next", "joined at step " },
	{ "bipartite", "Which side", " mod 2" },
	{ "euler_path", "Euler circuit?", "(" },
	{ "tsp", "Is this branch pruned", " so far + at least " },
	{ "tsp", "length of the shortest tour", " + " },
	{ "coloring", "smallest colour", " have colours" },
};

static void test_every_lesson_explained(void)
{
	static const int sizes[] = { 6, 10 };
	size_t seen[sizeof explained / sizeof *explained] = { 0 };

	for (size_t li = 0; teach_lesson_at(li); li++)
		for (size_t si = 0; si < 2; si++)
			for (uint64_t seed = 1; seed <= 3; seed++) {
				struct teach t;
				const char *task = teach_lesson_at(li)->task;
				struct problem *p = lesson(&t, task, sizes[si], seed);
				if (!p)
					continue;
				for (size_t i = 0; i < t.nq; i++)
					for (size_t k = 0; k < sizeof explained / sizeof *explained; k++) {
						const struct teach_question *q = &t.q[i];
						if (strcmp(explained[k].task, task) ||
						    !strstr(q->text, explained[k].asks))
							continue;
						seen[k]++;
						if (!strstr(q->expect, explained[k].says))
							unit_fail(__FILE__, __LINE__,
								  "%s %d nodes seed %llu: \"%s\" explained "
								  "as \"%s\", no \"%s\"",
								  task, sizes[si], (unsigned long long)seed,
								  q->text, q->expect, explained[k].says);
					}
				teach_free(&t);
				problem_free(p);
			}
	for (size_t k = 0; k < sizeof explained / sizeof *explained; k++)
		if (!seen[k])
			unit_fail(__FILE__, __LINE__, "%s: no question \"%s\" asked", explained[k].task,
				  explained[k].asks);
}

/* The message-passing sum is written out term by term and adds up: h1[v]
 * = the sum of h0 over the neighbours named, each vector as the input
 * features have it. */
static void test_gnn_sum_written(void)
{
	size_t checked = 0;

	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct teach t;
		struct problem *p = lesson(&t, "gnn", 6, seed);
		if (!p)
			continue;
		for (size_t i = 0; i < t.nq; i++) {
			const struct teach_question *q = &t.q[i];
			const struct graph *g = p->graph;
			int64_t sum[8] = { 0 };
			const char *c = q->expect;
			char want[32];
			int v;
			snprintf(want, sizeof want, "h1[%d] = ", q->node);
			REQUIRE(strncmp(c, want, strlen(want)) == 0);
			/* the neighbours' vectors, from the input features */
			for (c = strstr(c, "h0["); c; c = strstr(c + 1, "h0[")) {
				REQUIRE(sscanf(c, "h0[%d]", &v) == 1 && v >= 0 && v < g->n);
				CHECK(graph_has_edge(g, v, q->node) || graph_has_edge(g, q->node, v));
				for (int d = 0; d < g->feat_dim && d < 8; d++)
					sum[d] += g->features[(size_t)v * (size_t)g->feat_dim + (size_t)d];
			}
			for (int d = 0; d < g->feat_dim && d < 8; d++)
				CHECK_INT(sum[d], q->vec[d]);
			checked++;
		}
		teach_free(&t);
		problem_free(p);
	}
	CHECK(checked >= 3);
}

/* Every lesson's title fits one line of an 80-column screen (78 between
 * its margins) up to the largest graph taught: a longer one wrapped into
 * the blank row under it (coloring, tsp, matching). */
static void test_titles_fit_80(void)
{
	static const int sizes[] = { 6, 10, TEACH_MAX_NODES };

	for (size_t li = 0; teach_lesson_at(li); li++)
		for (size_t si = 0; si < 3; si++) {
			struct teach t;
			struct strbuf sb;
			const char *task = teach_lesson_at(li)->task;
			struct problem *p = lesson(&t, task, sizes[si], 1);
			if (!p)
				continue;
			sb_init(&sb);
			teach_format_title(&t, &sb);
			if (sb.len > 78)
				unit_fail(__FILE__, __LINE__, "%s, %d nodes: %zu columns: %s", task,
					  sizes[si], sb.len, sb.data);
			sb_free(&sb);
			teach_free(&t);
			problem_free(p);
		}
}

/* The row a value question asks about is among the lines to keep in view,
 * and no others. */
static void test_focus_lines(void)
{
	size_t asked = 0;

	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct teach t;
		struct strbuf sb;
		struct problem *p = lesson(&t, "topology", 10, seed);
		if (!p)
			continue;
		sb_init(&sb);
		for (size_t i = 0; i < t.nq; i++) {
			const struct teach_question *q = &t.q[i];
			size_t lines[8], n;
			const char *l;
			char row[16];
			if (q->kind != TQ_VALUE)
				continue;
			state_at(&t, q->step, &sb);
			t.cur = i;
			n = teach_focus_lines(&t, sb.data, lines, 8);
			REQUIRE(n == 1);
			l = sb.data;
			for (size_t k = 0; k < lines[0] && l; k++)
				l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL;
			REQUIRE(l != NULL);
			snprintf(row, sizeof row, "%4d  ", q->node);
			CHECK(strncmp(l, row, strlen(row)) == 0);
			asked++;
		}
		sb_free(&sb);
		teach_free(&t);
		problem_free(p);
	}
	CHECK(asked > 0);
}

void suite_teach_explain(void);
void suite_teach_explain(void)
{
	RUN(test_queue_in_pop_order);
	RUN(test_table_columns);
	RUN(test_dinic_levels_bfs);
	RUN(test_flow_explained);
	RUN(test_values_explained);
	RUN(test_focus_lines);
	RUN(test_every_lesson_explained);
	RUN(test_gnn_sum_written);
	RUN(test_titles_fit_80);
}
