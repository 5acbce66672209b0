/* cmd-gen.c - `gravel gen CONFIG.yaml`: generate problem sets with gold
 * answers from a task config, as problems JSONL or NLGraph's raw layout. */
#include "config.h"
#include "cmd.h"
#include "gen.h"
#include "problem.h"
#include "taskcfg.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"CONFIG.yaml|NAME [--task T] [--difficulty D] [--set standard|full|attack|all] [--seed S]\n"
	"                  [--count N] [--format jsonl|nlgraph-raw] [-o FILE|DIR]";

static int gen_exec(int argc, char **argv);

const struct command cmd_gen = { "gen", usage,
				 "generate problems with gold answers from a task config",
				 gen_exec };

static int parse_set(const char *s, unsigned *mask)
{
	if (!strcmp(s, "all")) {
		*mask = (1u << SET__COUNT) - 1;
		return 0;
	}
	for (int i = 0; i < SET__COUNT; i++)
		if (!strcmp(s, cfg_set_name((enum cfg_set)i))) {
			*mask = 1u << i;
			return 0;
		}
	return -1;
}

static int gen_exec(int argc, char **argv)
{
	struct gen_opts o;
	const char *config = NULL, *format = "jsonl";
	struct taskcfg cfg;
	struct diags d;
	int rc;
	bool seed_given = false;

	memset(&o, 0, sizeof o);
	o.count = -1;
	o.sets = 1u << SET_STANDARD;
	static const struct option opts[] = {
		{ "task", required_argument, NULL, 't' },
		{ "difficulty", required_argument, NULL, 'd' },
		{ "set", required_argument, NULL, 's' },
		{ "seed", required_argument, NULL, 'S' },
		{ "count", required_argument, NULL, 'c' },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:h", opts, NULL)) != -1) {
		switch (c) {
		case 't':
			o.task = optarg;
			break;
		case 'd':
			o.difficulty = optarg;
			break;
		case 'o':
			o.out = optarg;
			break;
		case 'f':
			format = optarg;
			break;
		case 's':
			if (parse_set(optarg, &o.sets))
				return cmd_usage_error(&cmd_gen, "unknown set '%s'", optarg);
			break;
		case 'c': {
			long n;
			if (parse_long(optarg, &n) || n < 0)
				return cmd_usage_error(&cmd_gen, "bad --count '%s'", optarg);
			o.count = n;
			break;
		}
		case 'S': {
			char *end;
			errno = 0;
			o.seed = strtoull(optarg, &end, 10);
			if (!*optarg || *end || errno || *optarg == '-')
				return cmd_usage_error(&cmd_gen, "bad --seed '%s'", optarg);
			seed_given = true;
			break;
		}
		case 'h':
			cmd_usage(&cmd_gen, stdout);
			printf("Options:\n"
			       "  --task T         only the task named T in the config\n"
			       "  --difficulty D   only difficulty D\n"
			       "  --set S          standard (default), full, attack or all\n"
			       "  --seed S         base seed, overriding the config's seed\n"
			       "  --count N        N problems per task, difficulty and set\n"
			       "  --format F       jsonl (default) or nlgraph-raw (needs -o DIR)\n"
			       "  -o FILE|DIR      output (default stdout for jsonl)\n"
			       "NAME is an installed task config: nlgraph, gracore, grapheval2000.\n"
			       "See gravel-config(5) for the config format.\n");
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_gen, c, argv);
		}
	}
	if (argc - optind > 1)
		return cmd_usage_error(&cmd_gen, "more than one config given");
	if (optind < argc)
		config = argv[optind];
	if (!config)
		return cmd_usage_error(&cmd_gen, "no config given");
	if (!strcmp(format, "nlgraph-raw")) {
		o.raw = true;
		if (!o.out || !strcmp(o.out, "-"))
			return cmd_usage_error(&cmd_gen, "--format nlgraph-raw needs -o DIR");
	} else if (strcmp(format, "jsonl")) {
		return cmd_usage_error(&cmd_gen, "unknown format '%s'", format);
	}
	diags_init(&d);
	rc = taskcfg_load_named(config, &cfg, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	if (rc)
		return rc;
	if (!seed_given)
		o.seed = cfg.seed;
	if (o.task && !taskcfg_find_task(&cfg, o.task)) {
		fprintf(stderr, "gravel gen: %s has no task '%s'\n", config, o.task);
		taskcfg_free(&cfg);
		return EXIT_USAGE;
	}
	rc = gen_run(&cfg, &o);
	taskcfg_free(&cfg);
	return rc;
}
