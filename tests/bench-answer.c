/* bench-answer.c - scaling of policy strict in the answer's length (make
 * bench only; issue 16, issue 17 item 6).
 *
 *   tests/bench-answer [SEED_DIR...]
 *
 * For every NLGraph task, one answer of 10, 100 and 1000 KB is scored end
 * to end (extraction, claims, judging: score_runs on the small problem the
 * claims fuzz target uses) and the time per KB is printed, with the ratio
 * of the 1000 KB time per KB to the 10 KB one (about 1 when linear, 100
 * when quadratic); the time of an empty answer is subtracted first. Two
 * texts per size:
 *  - prose: the seed files (default: the fuzz corpora tests/fuzz/answer and
 *    tests/fuzz/claims, real answers and hostile ones) one after another,
 *    over and over;
 *  - soup: a seeded random stream of the words, numbers and punctuation the
 *    scanners look for ("node 3", "->", "is connected to", "the answer is",
 *    "[1,2] + [0,1] =", ...), with no structure to stop a scan early.
 * Best of 3 runs, CPU time (clock()). Needs nothing from ../shared. */
#include "config.h"
#include "diag.h"
#include "problem.h"
#include "score.h"
#include "util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define P(task, graph, query) \
	"{\"id\":\"f/" task "/easy/s/0\",\"benchmark\":\"f\",\"task\":\"" task "\",\"graph\":" graph \
	",\"query\":" query "}\n"
static const char problems[] =
	P("connectivity", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,1],[1,2],[3,4]]}",
	  "{\"source\":0,\"target\":2}")
	P("cycle", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,0],[2,3]]}", "{}")
	P("topology", "{\"directed\":true,\"nodes\":5,\"edges\":[[0,2],[1,2],[3,2],[4,0]]}", "{}")
	P("shortest_path", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],"
	  "[1,4,4],[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"}", "{\"source\":0,\"target\":2}")
	P("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,3],[1,2,2],[0,2,4]],"
	  "\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}")
	P("matching", "{\"directed\":false,\"nodes\":5,\"parts\":[2,3],\"edges\":[[0,2],[0,3],[1,2]]}",
	  "{}")
	P("hamilton", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3],[0,2]]}", "{}")
	P("GNN", "{\"directed\":false,\"nodes\":3,\"edges\":[[0,1],[1,2]],"
	  "\"features\":[[1,0],[0,1],[1,1]]}", "{\"layers\":2}");

static const char *const words[] = {
	"node ", "node 3", "city 2", "vertex 1", "ndoe 4", "0", "1", "2", "3", "17", ",", ", ",
	" -> ", "->", "\xe2\x86\x92", " - ", "=>", " ", " ", " ", "\n", "\n\n", ".", ":", ";",
	"the answer is ", "answer: ", "yes", "no", "not", "is connected to ", "are connected to ",
	"there is a path ", "from node 0 to node 2", "between node 1 and node 3", "cycle",
	"shortest path ", "with a total weight of ", "total weight ", "+", " + ", "=", " = ",
	"[1,2]", "[", "]", "(0,1)", "(", ")", "edge from ", "edges (", "form a cycle",
	"maximum flow ", "units of flow ", "flow of ", "applicant 1", "job 2", ": job ",
	"is interested in ", "layer 1", "final", "sum of embeddings of ", "visiting ",
	"requires visiting ", "after ", "is visited", "can be visited", "start at ", "visit ",
	"is not visited", "hamiltonian path", "path can be", "every node", "there is ",
	"topological sort", "solution",
	"therefore", "so ", "if ", "with", "the", "is ", "and ", "to ", "*", "`", "#",
	"no nodes are required to be visited before ", "6 applicants can find the job",
};

static unsigned long long rng = 88172645463325252ULL;

static unsigned long long next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* A line that opens a made-up next question ("Q:", "Question:", "In an
 * undirected graph", ...) ends the answer region (extract.h): the prose
 * would be cut at its first one. Such lines get "- " in front. */
static void mark_questions(struct strbuf *sb, size_t start)
{
	static const char *const open[] = { "q", "in a", "determine", "there are" };
	struct strbuf out;

	sb_init(&out);
	for (size_t i = start; i < sb->len; i++) {
		if (i == start || sb->data[i - 1] == '\n') {
			size_t j = i;
			while (j < sb->len && (sb->data[j] == ' ' || sb->data[j] == '\t'))
				j++;
			for (size_t k = 0; k < sizeof open / sizeof *open; k++)
				if (!strncasecmp(sb->data + j, open[k], strlen(open[k]))) {
					sb_puts(&out, "- ");
					break;
				}
		}
		sb_putc(&out, sb->data[i]);
	}
	sb->len = start;
	sb_add(sb, out.data, out.len);
	sb_free(&out);
}

/* The seed files' bytes, one after another. */
static void read_seeds(const char *dir, struct strbuf *sb)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0;

	if (!d)
		return;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.') {
			xgrow(&names, &cap, n + 1, sizeof *names);
			names[n++] = xasprintf("%s/%s", dir, e->d_name);
		}
	closedir(d);
	qsort(names, n, sizeof *names, (int (*)(const void *, const void *))strcmp);
	for (size_t i = 0; i < n; i++) {
		size_t start = sb->len;
		FILE *f = fopen(names[i], "rb");
		char buf[4096];
		size_t got;
		while (f && (got = fread(buf, 1, sizeof buf, f)) > 0) {
			for (size_t k = 0; k < got; k++)
				if (!buf[k])
					buf[k] = ' ';	/* runs hold text: a NUL ends it */
			sb_add(sb, buf, got);
		}
		if (f)
			fclose(f);
		sb_putc(sb, '\n');
		mark_questions(sb, start);
		free(names[i]);
	}
	free(names);
}

/* size bytes of prose (the seeds over and over) or soup. */
static char *make_text(const struct strbuf *seeds, bool soup, size_t size)
{
	struct strbuf sb;

	sb_init(&sb);
	while (sb.len < size) {
		if (soup) {
			sb_puts(&sb, words[next() % (sizeof words / sizeof *words)]);
		} else {
			size_t take = size - sb.len < seeds->len ? size - sb.len : seeds->len;
			sb_add(&sb, seeds->data, take);
		}
	}
	sb.data[size] = '\0';
	sb.len = size;
	return sb_take(&sb);
}

/* CPU seconds to score text as the answer to p, best of 3. */
static double score_secs(struct problemset *ps, struct problem *p, const char *text, size_t len)
{
	double best = 1e9;

	for (int round = 0; round < 3; round++) {
		struct runset rs;
		struct score_report rep;
		struct diags d;
		clock_t t0 = clock();

		diags_init(&d);
		runset_init(&rs);
		runset_add(&rs, p->id, "bench", 0, text, len);
		score_runs(policy_default(), ps, &rs, &rep, &d);
		score_report_free(&rep);
		runset_free(&rs);
		diags_free(&d);
		double s = (double)(clock() - t0) / CLOCKS_PER_SEC;
		if (s < best)
			best = s;
	}
	return best;
}

int main(int argc, char **argv)
{
	static const size_t kb[] = { 10, 100, 1000 };
	struct problemset ps;
	struct diags d;
	struct strbuf seeds;
	double worst = 0;

	diags_init(&d);
	problemset_init(&ps);
	if (problems_parse_jsonl("bench", problems, strlen(problems), &ps, &d) != 0 || !ps.n) {
		fprintf(stderr, "bench-answer: the problems do not parse\n");
		return 1;
	}
	diags_free(&d);
	sb_init(&seeds);
	for (int i = 1; i < argc; i++)
		read_seeds(argv[i], &seeds);
	if (!seeds.len) {
		fprintf(stderr, "bench-answer: no seed text (give the fuzz corpora)\n");
		return 1;
	}
	for (int soup = 0; soup < 2; soup++)
		for (size_t k = 0; k < ps.n; k++) {
			double per[3], base = score_secs(&ps, ps.v[k], "", 0);
			printf("bench-answer: %-13s %-5s", ps.v[k]->task->name, soup ? "soup" : "prose");
			for (size_t s = 0; s < 3; s++) {
				size_t len = kb[s] * 1024;
				char *text = make_text(&seeds, soup, len);
				per[s] = (score_secs(&ps, ps.v[k], text, len) - base) / (double)kb[s];
				printf("  %4zu KB %7.1f us/KB", kb[s], per[s] * 1e6);
				free(text);
			}
			double ratio = per[0] > 0 ? per[2] / per[0] : 0;
			if (ratio > worst)
				worst = ratio;
			printf("  ratio %.1f\n", ratio);
		}
	printf("bench-answer: worst ratio of time per KB, 1000 KB / 10 KB: %.1f (1 = linear, 100 = "
	       "quadratic)\n", worst);
	sb_free(&seeds);
	problemset_free(&ps);
	return 0;
}
