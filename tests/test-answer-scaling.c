/* test-answer-scaling.c - policy strict stays linear in the answer's
 * length on hostile answers (issue 17 item 6, issue 17 fuzzing speed).
 *
 * Each answer below once made a scanner start over per word, line or
 * item: a sequence read to its end from every number in it, the next
 * letter sought from every line end, the sentence start from every "flow",
 * a flow anchor's number from every anchor, a leg's line from every leg, a
 * word's end from every "unit", a pair's line from every applicant. At the
 * sizes here the quadratic scans took 5 to 25 CPU seconds each (-O2, half
 * the size: 1.3 to 25 s); linear, all of them take well under a second
 * even under ASan. Each answer
 * must score, extraction, claims and judging together, in under
 * LIMIT_SECONDS of CPU time; make bench (tests/bench-answer.c) prints the
 * time per KB. */
#include "config.h"
#include "unit.h"
#include "diag.h"
#include "problem.h"
#include "score.h"

#include <stdlib.h>
#include <time.h>

#define LIMIT_SECONDS 1.5

#define P(task, graph, query) \
	"{\"id\":\"t/" task "/easy/s/0\",\"benchmark\":\"t\",\"task\":\"" task "\",\"graph\":" graph \
	",\"query\":" query "}\n"
static const char problems[] =
	P("connectivity", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,1],[1,2],[3,4]]}",
	  "{\"source\":0,\"target\":2}")
	P("cycle", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,0],[2,3]]}", "{}")
	P("shortest_path", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],"
	  "[1,4,4],[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"}", "{\"source\":0,\"target\":2}")
	P("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,3],[1,2,2],[0,2,4]],"
	  "\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}")
	P("matching", "{\"directed\":false,\"nodes\":5,\"parts\":[2,3],\"edges\":[[0,2],[0,3],[1,2]]}",
	  "{}")
	P("hamilton", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3],[0,2]]}", "{}");

/* CPU seconds to score `unit` repeated to kb KB as the answer to task. */
static double score_repeated(struct problemset *ps, const char *task, const char *unit, size_t kb)
{
	size_t len = kb * 1024, n = strlen(unit);
	char *text = xmalloc(len + 1);
	struct problem *p = NULL;
	struct runset rs;
	struct score_report rep;
	struct diags d;
	clock_t t0;
	double secs;

	for (size_t i = 0; i < len; i++)
		text[i] = unit[i % n];
	text[len] = '\0';
	for (size_t i = 0; i < ps->n; i++)
		if (!strcmp(ps->v[i]->task->name, task))
			p = ps->v[i];
	CHECK(p != NULL);
	if (!p) {
		free(text);
		return 0;
	}
	diags_init(&d);
	runset_init(&rs);
	runset_add(&rs, p->id, "hostile", 0, text, len);
	t0 = clock();
	score_runs(policy_default(), ps, &rs, &rep, &d);
	secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
	CHECK_INT(rep.n, 1);
	score_report_free(&rep);
	runset_free(&rs);
	diags_free(&d);
	free(text);
	return secs;
}

static void test_linear(void)
{
	static const struct {
		const char *task, *unit;
		size_t kb;
	} cases[] = {
		/* path weights: a sequence read from every word ("no") to
		 * the next number, and from every number of "node 1, node
		 * 1, ..." to the list's end */
		{ "shortest_path", "no ", 128 },
		{ "shortest_path", "node can cat ", 128 },
		{ "shortest_path", "node 1, ", 128 },
		/* a path told leg by leg, many legs on one line */
		{ "shortest_path", "from node 0 to node 1 ", 128 },
		{ "shortest_path", "from node 0 to node 1 to ", 256 },
		/* yes/no: the next letter after every line end or full stop */
		{ "hamilton", "\n", 128 },
		{ "connectivity", "\n\n", 128 },
		{ "cycle", ". ", 128 },
		/* flow: the sentence start and its last number from every
		 * "flow", the next number from every anchor, the word end
		 * after every "unit" */
		{ "flow", "flow of ", 128 },
		{ "flow", "maximum flow ", 128 },
		{ "flow", "1 units of flow ", 128 },
		{ "flow", "1\tunit(", 256 },
		/* matching: the line end from every applicant */
		{ "matching", "applicant 1: job 2, ", 1024 },
	};
	struct problemset ps;
	struct diags d;

	diags_init(&d);
	problemset_init(&ps);
	CHECK_INT(problems_parse_jsonl("scaling", problems, strlen(problems), &ps, &d), 0);
	diags_free(&d);
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		double secs = score_repeated(&ps, cases[k].task, cases[k].unit, cases[k].kb);
		if (secs >= LIMIT_SECONDS)
			unit_fail(__FILE__, __LINE__, "%s: %zu KB of \"%s\" took %.2f s CPU", cases[k].task,
				  cases[k].kb, cases[k].unit, secs);
	}
	problemset_free(&ps);
}

void suite_answer_scaling(void);
void suite_answer_scaling(void)
{
	RUN(test_linear);
}
