/* bench-corpus.c - the million-answer corpus `make bench` measures on
 * (make bench only; tests/bench-million.sh calls it).
 *
 *   tests/bench-corpus NLGRAPH_DIR OUT [ANSWERS]
 *
 * A sweep is what a lab runs when it tries many models and prompting
 * methods on one benchmark: every model x method answers every question.
 * The questions are NLGraph's real standard problems (NLGRAPH_DIR, the
 * checkout in ../shared); the answers are the noisy reasoner's (baseline.h),
 * one stream per (model, method), so the corpus holds right, partial,
 * wrong and unparseable answers in the proportions the demo has, each with
 * real reasoning to check. Sweeps are added until ANSWERS answers (default
 * 1,000,000) are written; the last sweep stops short. Everything is seeded:
 * the same checkout gives the same bytes on every machine.
 *
 * It writes, under OUT (which must not exist):
 *   runs.jsonl       every answer, one runs-JSONL line each, with its run
 *                    ("sweep/MODEL/METHOD"), model and method;
 *   checkout/        an NLGraph checkout of the same answers: the real
 *                    graphs, main.json and attack sets as symbolic links
 *                    into NLGRAPH_DIR, and for every sweep and task folder
 *                    and difficulty a log folder as NLGraph's scripts write
 *                    it (answer.npy of lower-cased completions, '<U{w}';
 *                    prompt.txt ending with the last question and the
 *                    argument namespace), named
 *                    "20260101---HH-MM-METHOD-gpt-simMM";
 *   counts.txt       answers written, and answers per run file.
 * The real model logs are not copied: they are ../shared's and measured
 * there. */
#include "config.h"
#include "baseline.h"
#include "diag.h"
#include "graph.h"
#include "problem.h"
#include "runs.h"
#include "source.h"
#include "strbuf.h"
#include "task.h"
#include "util.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const methods[] = { "none", "CoT", "k-shot" };
#define NMETHODS ARRAY_SIZE(methods)

static void die(const char *what, const char *path)
{
	fprintf(stderr, "bench-corpus: %s: %s: %s\n", path, what, strerror(errno));
	exit(74);
}

static void make_dir(const char *path)
{
	if (mkdir(path, 0777) && errno != EEXIST)
		die("cannot create", path);
}

/* Mirror the checkout's tree down to the difficulty folders as real
 * folders, everything else as symbolic links, leaving out the log folders
 * (the corpus's own go there). depth: 0 the NLGraph folder, 1 a task, 2 its
 * graph/, 3 a difficulty. */
static void mirror(const char *src, const char *dst, int depth)
{
	DIR *d = opendir(src);
	struct dirent *e;

	if (!d)
		die("cannot open", src);
	make_dir(dst);
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || !strcmp(e->d_name, "log"))
			continue;
		char *s = xasprintf("%s/%s", src, e->d_name), *t = xasprintf("%s/%s", dst, e->d_name);
		struct stat st;
		bool descend = !stat(s, &st) && S_ISDIR(st.st_mode) &&
			       (depth == 0 || (depth == 1 && !strcmp(e->d_name, "graph")) || depth == 2);
		if (descend)
			mirror(s, t, depth + 1);
		else if (symlink(s, t))
			die("cannot link", t);
		free(s);
		free(t);
	}
	closedir(d);
}

/* Code points of a UTF-8 string, lower-cased as NLGraph's scripts store
 * completions (ASCII letters only: the baseline writes ASCII). */
static size_t utf32_of(const char *s, size_t len, uint32_t *out)
{
	size_t n = 0;

	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		uint32_t cp;
		int k = c < 0x80 ? 0 : c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;
		cp = k ? c & (0x3f >> k) : c;
		for (int j = 1; j <= k && i + (size_t)j < len; j++)
			cp = cp << 6 | ((unsigned char)s[i + (size_t)j] & 0x3f);
		i += (size_t)k + 1;
		if (out)
			out[n] = cp < 0x80 ? (uint32_t)tolower((int)cp) : cp;
		n++;
	}
	return n;
}

/* answer.npy: version 1.0, '<U{w}', one row per answer. */
static void write_npy(const char *path, const struct answer *const *v, size_t n)
{
	size_t w = 1;
	FILE *fp;
	char head[128];
	int hl;

	for (size_t i = 0; i < n; i++) {
		size_t k = utf32_of(v[i]->text, v[i]->text_len, NULL);
		if (k > w)
			w = k;
	}
	hl = snprintf(head, sizeof head, "{'descr': '<U%zu', 'fortran_order': False, 'shape': (%zu,), }",
		      w, n);
	/* magic (6) + version (2) + length (2) + header, padded with spaces
	 * and a newline to a multiple of 64, as numpy writes it */
	size_t total = (10 + (size_t)hl + 1 + 63) / 64 * 64;
	size_t pad = total - 10 - (size_t)hl;
	if (!(fp = fopen(path, "wb")))
		die("cannot write", path);
	fwrite("\x93NUMPY\x01\x00", 1, 8, fp);
	fputc((int)((total - 10) & 0xff), fp);
	fputc((int)((total - 10) >> 8), fp);
	fwrite(head, 1, (size_t)hl, fp);
	for (size_t i = 0; i + 1 < pad; i++)
		fputc(' ', fp);
	fputc('\n', fp);
	uint32_t *row = xcalloc(w, sizeof *row);
	for (size_t i = 0; i < n; i++) {
		memset(row, 0, w * sizeof *row);
		utf32_of(v[i]->text, v[i]->text_len, row);
		for (size_t j = 0; j < w; j++) {
			unsigned char b[4] = { (unsigned char)row[j], (unsigned char)(row[j] >> 8),
					       (unsigned char)(row[j] >> 16), (unsigned char)(row[j] >> 24) };
			fwrite(b, 1, 4, fp);
		}
	}
	free(row);
	if (fclose(fp))
		die("cannot write", path);
}

/* prompt.txt: the last question asked (the importer checks it against the
 * dataset) and the argument namespace the scripts print. */
static void write_prompt(const char *path, const struct problem *last, const char *diff,
			 const char *method, size_t n)
{
	FILE *fp = fopen(path, "w");

	if (!fp)
		die("cannot write", path);
	if (last->question)
		fputs(last->question, fp);
	else {
		/* no main.json text: the edge list, as the importer then
		 * compares it (jobs numbered from 0 in a bipartite graph) */
		const struct graph *g = last->graph;
		fputs("The edges are:", fp);
		for (size_t e = 0; e < g->m; e++) {
			int v = g->ev[e];
			if (g->bipartite && v >= g->parts[0])
				v -= g->parts[0];
			fprintf(fp, " (%d, %d", g->eu[e], v);
			if (g->attr != ATTR_NONE && g->ew)
				fprintf(fp, ", %lld", (long long)g->ew[e]);
			fputs(")", fp);
		}
		fputs("\nQ: Give the answer.\nA:", fp);
	}
	fprintf(fp, " Let's think step by step:\nAcc: 0/%zu\n\n", n);
	/* GNN runs name their layer count; the importer reads 1 without it */
	const cJSON *layers = cJSON_GetObjectItemCaseSensitive(last->query, "layers");
	char layer[32] = "";
	if (cJSON_IsNumber(layers))
		snprintf(layer, sizeof layer, " layer=%d,", layers->valueint);
	fprintf(fp, "Namespace(model=0, mode='%s', prompt='%s', T=0, token=400,%s SC=0, SC_num=5)\n",
		diff, method, layer);
	if (fclose(fp))
		die("cannot write", path);
}

/* The standard problems of one task folder and difficulty, in index order
 * (as the importer lists them). */
struct group {
	const char *dir, *diff;
	size_t first, n;	/* a range of the standard problems' array */
};

static int by_group(const void *a, const void *b)
{
	const struct problem *p = *(const struct problem *const *)a, *q = *(const struct problem *const *)b;
	int c = strcmp(p->task->nlgraph_dir, q->task->nlgraph_dir);

	if (!c)
		c = strcmp(p->difficulty, q->difficulty);
	return c ? c : (p->index > q->index) - (p->index < q->index);
}

int main(int argc, char **argv)
{
	struct problemset ps, std;
	struct diags d;
	struct group *groups = NULL;
	size_t ngroups = 0, capg = 0, target = 1000000, written = 0;

	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: bench-corpus NLGRAPH_DIR OUT [ANSWERS]\n");
		return 64;
	}
	if (argc == 4)
		target = strtoul(argv[3], NULL, 10);
	problemset_init(&ps);
	diags_init(&d);
	if (problems_load(argv[1], &ps, &d)) {
		diags_print(&d, stderr);
		return 66;
	}
	problemset_init(&std);
	for (size_t i = 0; i < ps.n; i++) {
		const struct problem *p = ps.v[i];
		if (p->set && !strcmp(p->set, "standard") && p->task->nlgraph_dir && p->index >= 0 &&
		    p->gold_answer) {
			xgrow(&std.v, &std.cap, std.n + 1, sizeof *std.v);
			std.v[std.n++] = ps.v[i];
		}
	}
	qsort(std.v, std.n, sizeof *std.v, by_group);
	for (size_t i = 0; i < std.n; i++) {
		const struct problem *p = std.v[i];
		if (!ngroups || strcmp(groups[ngroups - 1].dir, p->task->nlgraph_dir) ||
		    strcmp(groups[ngroups - 1].diff, p->difficulty)) {
			xgrow(&groups, &capg, ngroups + 1, sizeof *groups);
			groups[ngroups++] = (struct group){ p->task->nlgraph_dir, p->difficulty, i, 0 };
		}
		groups[ngroups - 1].n++;
	}

	if (mkdir(argv[2], 0777))
		die("cannot create", argv[2]);
	char *root = xasprintf("%s/checkout", argv[2]), *nl = xasprintf("%s/NLGraph", root);
	char *src = xasprintf("%s/NLGraph", argv[1]);
	make_dir(root);
	mirror(src, nl, 0);
	char *runs_path = xasprintf("%s/runs.jsonl", argv[2]);
	FILE *runs = fopen(runs_path, "w");
	if (!runs)
		die("cannot write", runs_path);

	size_t sweeps = 0, files = 0;
	for (size_t k = 0; written < target; k++, sweeps++) {
		size_t model = k / NMETHODS;
		const char *method = methods[k % NMETHODS];
		char *name = xasprintf("sweep/gpt-sim%02zu/%s", model, method);
		char *mname = xasprintf("gpt-sim%02zu", model);
		struct runset rs;

		runset_init(&rs);
		/* one stream per (model, method): the k-th sweep's seed */
		baseline_generate(BASELINE_NOISY, 1000 + (uint64_t)k, &std, &rs, NULL);
		const char *irun = runset_intern(&rs, name), *imodel = runset_intern(&rs, mname),
			   *imethod = runset_intern(&rs, method);
		size_t at = 0;
		for (size_t g = 0; g < ngroups && written < target; g++) {
			const struct answer **v = xcalloc(groups[g].n, sizeof *v);
			size_t n = 0;
			/* the answers come in std's order, one per problem */
			while (at < rs.n && n < groups[g].n && written < target) {
				struct answer *a = &rs.v[at++];
				a->run = irun;
				a->model = imodel;
				a->method = imethod;
				if (answer_write_jsonl(runs, a))
					die("cannot write", runs_path);
				v[n++] = a;
				written++;
			}
			if (n) {
				char *dir = xasprintf("%s/%s/graph/%s/log/20260101---%02zu-%02zu-%s-%s", nl,
						      groups[g].dir, groups[g].diff, model / 60, model % 60, method,
						      mname);
				char *log = xasprintf("%s/%s/graph/%s/log", nl, groups[g].dir, groups[g].diff);
				make_dir(log);
				make_dir(dir);
				char *f = xasprintf("%s/answer.npy", dir);
				write_npy(f, v, n);
				free(f);
				f = xasprintf("%s/prompt.txt", dir);
				write_prompt(f, std.v[groups[g].first + n - 1], groups[g].diff, method, n);
				free(f);
				free(log);
				free(dir);
				files++;
			}
			free(v);
		}
		runset_free(&rs);
		free(name);
		free(mname);
	}
	if (fclose(runs))
		die("cannot write", runs_path);
	char *cp = xasprintf("%s/counts.txt", argv[2]);
	FILE *fp = fopen(cp, "w");
	if (!fp)
		die("cannot write", cp);
	fprintf(fp, "answers %zu\nproblems %zu\nsweeps %zu\nlog-folders %zu\n", written, std.n, sweeps, files);
	fclose(fp);
	printf("bench-corpus: %zu answers to %zu standard problems in %zu sweeps (%zu log folders) in %s\n",
	       written, std.n, sweeps, files, argv[2]);
	free(cp);
	free(runs_path);
	free(src);
	free(nl);
	free(root);
	free(groups);
	free(std.v);
	problemset_free(&ps);
	diags_free(&d);
	return 0;
}
