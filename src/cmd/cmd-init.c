/* cmd-init.c - `gravel init [PROBLEMS [RUNS...]] [-o FILE] [--force]`:
 * write a workspace file (gravel-config(5) WORKSPACES) for the data named,
 * so that its annotations, theme and labels have a home: an NLGraph
 * checkout becomes an nlgraph source with its logs as runs, a JSONL file a
 * problems or runs file; without operands, the demo problems with the two
 * simulated runs. Paths are written absolute, the annotation file beside
 * the workspace (NAME.annotations.json). The file is written atomically
 * and an existing one is kept unless --force. `gravel check` validates
 * the result; `gravel browse FILE` opens it. */
#include "config.h"
#include "cmd.h"
#include "bench.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int init_exec(int argc, char **argv);

const struct command cmd_init = { "init", "[PROBLEMS [RUNS...]] [-o FILE] [--force]",
				  "write a workspace file for a data set (annotations, labels, theme)",
				  init_exec, NULL, 0};

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

static int init_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "force", no_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 },
	};
	const char *outpath = "workspace.yaml";
	bool force = false;
	struct output out;
	char *base, *dot, *name;
	int c;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:f", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			cmd_usage(&cmd_init, stdout);
			printf("\nWrite a workspace file (default workspace.yaml) for PROBLEMS (a problems\n"
			       "JSONL file or an NLGraph checkout, whose logs become runs) and RUNS\n"
			       "(runs JSONL files); without operands, the demo with simulated runs.\n"
			       "The annotations go to NAME.annotations.json beside it.\n\n"
			       "  -o, --output FILE   the workspace file to write\n"
			       "  -f, --force         replace an existing file\n");
			return EXIT_OK;
		case 'o':
			outpath = optarg;
			break;
		case 'f':
			force = true;
			break;
		default:
			return cmd_option_error(&cmd_init, c, argv);
		}
	}
	for (int i = optind; i < argc; i++)
		if (access(argv[i], R_OK) != 0) {
			fprintf(stderr, "gravel init: %s: %s\n", argv[i], strerror(errno));
			return EXIT_NOINPUT;
		}
	if (!force && access(outpath, F_OK) == 0) {
		fprintf(stderr, "gravel init: %s exists (--force replaces it)\n", outpath);
		return EXIT_USAGE;
	}
	if (output_open(&out, outpath) != 0) {
		fprintf(stderr, "gravel init: %s: %s\n", outpath, strerror(errno));
		return EXIT_IOERR;
	}
	base = strrchr(outpath, '/');
	base = xstrdup(!strcmp(outpath, "-") ? "workspace.yaml" : base ? base + 1 : outpath);
	if ((dot = strrchr(base, '.')) && dot != base)
		*dot = '\0';
	if (optind < argc) {
		const char *src = argv[optind], *b;
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
			"# Open it with: gravel browse %s\n", strcmp(outpath, "-") ? outpath : "FILE");
	fputs("name: ", out.fp);
	put_quoted(out.fp, name);
	fputs("\nproblems:\n", out.fp);
	if (optind >= argc) {
		fputs("  - demo: true\nruns:\n  - baseline: random\n    seed: 1\n"
		      "  - baseline: noisy-reasoner\n    seed: 1\n",
		      out.fp);
	} else {
		bool runs_open = false;
		for (int i = optind; i < argc; i++) {
			char *abs = realpath(argv[i], NULL);
			const char *p = abs ? abs : argv[i];
			bool dir = bench_detect(argv[i]) != NULL;
			if (i == optind) {
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
		fprintf(stderr, "gravel init: %s: %s\n", outpath, strerror(errno));
		return EXIT_IOERR;
	}
	if (strcmp(outpath, "-"))
		fprintf(stderr, "gravel init: wrote %s (gravel browse %s)\n", outpath, outpath);
	return EXIT_OK;
}
