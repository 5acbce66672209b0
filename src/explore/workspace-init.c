/* workspace-init.c - `gravel init` as one call (workspace.h, struct
 * init_args): a workspace file (gravel-config(5) WORKSPACES) for the data
 * named, so that its annotations, theme and labels have a home: an NLGraph
 * checkout becomes an nlgraph source with its logs as runs, a JSONL file a
 * problems or runs file; without operands, the demo problems with the two
 * simulated runs. Paths are written absolute, the annotation file beside
 * the workspace (NAME.annotations.json). */
#include "config.h"
#include "workspace.h"
#include "bench.h"
#include "output.h"
#include "util.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A YAML double-quoted scalar. */
static void put_quoted(FILE *fp, const char *s)
{
	fputc('"', fp);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', fp);
		if ((unsigned char)*s < 0x20)
			fprintf(fp, "\\x%02x", (unsigned char)*s);
		else
			fputc(*s, fp);
	}
	fputc('"', fp);
}

int init_run(const struct init_args *a)
{
	struct output out;
	char *base, *dot, *name;

	for (int i = 0; i < a->npaths; i++)
		if (access(a->paths[i], R_OK) != 0) {
			fprintf(stderr, "gravel init: %s: %s\n", a->paths[i], strerror(errno));
			return EXIT_NOINPUT;
		}
	if (!a->force && access(a->output, F_OK) == 0) {
		fprintf(stderr, "gravel init: %s exists (--force replaces it)\n", a->output);
		return EXIT_USAGE;
	}
	if (output_open(&out, a->output) != 0) {
		fprintf(stderr, "gravel init: %s: %s\n", a->output, strerror(errno));
		return EXIT_IOERR;
	}
	base = strrchr(a->output, '/');
	base = xstrdup(!strcmp(a->output, "-") ? "workspace.yaml" : base ? base + 1 : a->output);
	if ((dot = strrchr(base, '.')) && dot != base)
		*dot = '\0';
	if (a->npaths > 0) {
		const char *src = a->paths[0], *b;
		size_t l = strlen(src);
		while (l > 1 && src[l - 1] == '/')
			l--;
		name = xstrndup(src, l);
		b = strrchr(name, '/');
		if (b) {
			char *n2 = xstrdup(b + 1);
			free(name);
			name = n2;
		}
	} else {
		name = xstrdup("demo");
	}
	fprintf(out.fp, "# gravel workspace (gravel-config(5), WORKSPACES), written by gravel init.\n"
			"# Open it with: gravel browse %s\n", strcmp(a->output, "-") ? a->output : "FILE");
	fputs("name: ", out.fp);
	put_quoted(out.fp, name);
	fputs("\nproblems:\n", out.fp);
	if (a->npaths == 0) {
		fputs("  - demo: true\nruns:\n  - baseline: random\n    seed: 1\n"
		      "  - baseline: noisy-reasoner\n    seed: 1\n",
		      out.fp);
	} else {
		bool runs_open = false;
		for (int i = 0; i < a->npaths; i++) {
			char *abs = realpath(a->paths[i], NULL);
			const char *p = abs ? abs : a->paths[i];
			bool dir = bench_detect(a->paths[i]) != NULL;
			if (i == 0) {
				fputs(dir ? "  - nlgraph: " : "  - jsonl: ", out.fp);
				put_quoted(out.fp, p);
				fputs(dir ? "\n    logs: true\n" : "\n", out.fp);
			} else {
				if (!runs_open)
					fputs("runs:\n", out.fp);
				runs_open = true;
				fputs(dir ? "  - nlgraph-logs: " : "  - jsonl: ", out.fp);
				put_quoted(out.fp, p);
				fputc('\n', out.fp);
			}
			free(abs);
		}
	}
	fputs("annotations: ", out.fp);
	{
		char *an = xasprintf("%s.annotations.json", base);
		put_quoted(out.fp, an);
		free(an);
	}
	fputs("\npolicy: strict\n# labels: [hallucinated-edge, arithmetic-slip]\n", out.fp);
	free(base);
	free(name);
	if (output_commit(&out) != 0) {
		fprintf(stderr, "gravel init: %s: %s\n", a->output, strerror(errno));
		return EXIT_IOERR;
	}
	if (strcmp(a->output, "-"))
		fprintf(stderr, "gravel init: wrote %s (gravel browse %s)\n", a->output, a->output);
	return EXIT_OK;
}
