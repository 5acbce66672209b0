/* prompts-run.c - `gravel prompts` as one call (prompts-run.h). */
#include "config.h"
#include "prompts-run.h"
#include "grapheval-import.h"
#include "nlgraph.h"
#include "sanitize.h"
#include "source.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static bool selected(const struct problem *p, const struct prompts_args *a)
{
	return (!a->task || !strcmp(p->task->name, a->task)) &&
	       (!a->difficulty || (p->difficulty && !strcmp(p->difficulty, a->difficulty))) &&
	       (!a->set || (p->set && !strcmp(p->set, a->set)));
}

/* Does any selected problem's task take method m? */
static bool method_known(const struct problemset *ps, const struct prompts_args *a,
			 const char *m)
{
	if (!strcmp(m, "none"))
		return true;
	for (size_t i = 0; i < ps->n; i++) {
		const char *const *v = nlgraph_methods(ps->v[i]->task);
		if (!selected(ps->v[i], a))
			continue;
		for (; v && *v; v++)
			if (!strcmp(*v, m))
				return true;
	}
	return false;
}

/* Write each selected problem's request to fp; the number written, or -1
 * after saying why a problem cannot be asked. */
static long write_lines(FILE *fp, const struct problemset *ps, const struct prompts_args *a,
			const struct request_opts *o)
{
	struct strtab keys;
	long n = 0;

	memset(&keys, 0, sizeof keys);
	for (size_t i = 0; i < ps->n; i++) {
		const struct problem *p = ps->v[i];
		char *err, *prompt, *s;
		cJSON *line;
		/* one request per custom_id: GraphEval2000's test cases share
		 * their problem's */
		if (!selected(p, a) || strtab_find(&keys, request_key(p)))
			continue;
		strtab_intern(&keys, request_key(p));
		if (!(prompt = request_prompt(p, o, &err))) {
			char *clean = sanitize_dup(err, SANITIZE_LINE);
			fprintf(stderr, "gravel prompts: %s\n", clean);
			free(clean);
			free(err);
			strtab_free(&keys);
			return -1;
		}
		line = a->batch ? request_batch_line(p, prompt, o) : request_plain_line(p, prompt, o);
		if (!(s = cJSON_PrintUnformatted(line)))
			gravel_fatal("out of memory");
		fputs(s, fp);
		fputc('\n', fp);
		cJSON_free(s);
		cJSON_Delete(line);
		free(prompt);
		n++;
	}
	strtab_free(&keys);
	return n;
}

/* The requests go to the output's temporary file, or for standard output
 * to an unnamed one copied out once every prompt is built, so a problem
 * that cannot be asked leaves no half-written batch, in memory bounded by
 * one request. */
static int write_all(const struct problemset *ps, const struct prompts_args *a,
		     const struct request_opts *o)
{
	bool to_stdout = !a->output || !strcmp(a->output, "-");
	const char *name = to_stdout ? "<stdout>" : a->output;
	struct output out;
	FILE *fp;
	long n;

	if (to_stdout ? !(fp = temp_stream()) : output_open(&out, a->output) != 0) {
		fprintf(stderr, "gravel prompts: %s: %s\n",
			to_stdout ? "cannot make a temporary file" : a->output, strerror(errno));
		return EXIT_IOERR;
	}
	if (!to_stdout)
		fp = out.fp;
	n = write_lines(fp, ps, a, o);
	if (n == 0)
		fprintf(stderr, "gravel prompts: no problem matches\n");
	if (n <= 0) {
		if (to_stdout)
			fclose(fp);
		else
			output_abort(&out);
		return EXIT_DATAERR;
	}
	if (to_stdout ? (fflush(fp) != 0 || ferror(fp) || stream_copy(fp, stdout) != 0)
		      : (ferror(fp) || output_commit(&out) != 0)) {
		fprintf(stderr, "gravel prompts: %s: %s\n", name, strerror(errno));
		if (to_stdout)
			fclose(fp);
		else
			output_abort(&out);
		return EXIT_IOERR;
	}
	if (to_stdout)
		fclose(fp);
	fprintf(stderr, "prompts: %ld requests\n", n);
	return EXIT_OK;
}

/* The checkout whose exemplars (NLGraph) or examples (GraphEval2000) the
 * prompts read: --checkout, else PROBLEMS when it is a folder. *root is
 * NLGraph's (malloc'd). Returns 0, or 66 when --checkout is neither (said). */
static int find_checkout(const char *checkout, const char *problems, struct request_opts *o,
			 char **root)
{
	if (checkout && grapheval_is_dir(checkout)) {
		o->grapheval_root = checkout;
	} else if (checkout && !(*root = nlgraph_root(checkout))) {
		fprintf(stderr, "gravel prompts: %s: not an NLGraph or GraphEval2000 checkout\n",
			checkout);
		return EXIT_NOINPUT;
	} else if (!checkout && is_dir(problems)) {
		/* PROBLEMS read in place is the checkout (any benchmark's) */
		if (grapheval_is_dir(problems))
			o->grapheval_root = problems;
		else
			*root = nlgraph_root(problems);
	}
	o->nlgraph_root = *root;
	return EXIT_OK;
}

int prompts_run(const struct prompts_args *a)
{
	struct request_opts o = a->req;
	struct problemset ps;
	struct diags d;
	char *root = NULL;
	int rc;

	o.nlgraph_root = o.grapheval_root = NULL;
	if ((rc = find_checkout(a->checkout, a->problems, &o, &root)) != EXIT_OK)
		return rc;
	problemset_init(&ps);
	diags_init(&d);
	rc = problems_load(a->problems, &ps, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	if (rc == EXIT_OK && !method_known(&ps, a, o.method ? o.method : "none")) {
		fprintf(stderr, "gravel prompts: no selected problem's task takes method '%s'\n",
			o.method);
		rc = EXIT_USAGE;
	} else if (rc == EXIT_OK) {
		rc = write_all(&ps, a, &o);
	}
	problemset_free(&ps);
	free(root);
	return rc;
}
