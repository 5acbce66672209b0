/* cmd-gen.c - `gravel gen CONFIG.yaml`: generate problem sets with gold
 * answers from a task config, as problems JSONL or NLGraph's raw layout. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "gen.h"
#include "problem.h"
#include "taskcfg.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const struct cmd_opt gen_opts[] = {
	{ NULL, 0, NULL, NULL, "Options:", OPT_TEXT, NULL },
	{ "task", 't', "T", NULL, "only the task named T in the config", 0, NULL },
	{ "difficulty", 'd', "D", NULL, "only difficulty D", 0, NULL },
	{ "set", 's', "S", "--set standard|full|attack|all", "standard (default), full, attack or all",
	  0, NULL },
	{ "seed", 'S', "S", NULL, "base seed, overriding the config's seed", 0, NULL },
	{ "count", 'c', "N", NULL, "N problems per task, difficulty and set", 0, NULL },
	{ "format", 'f', "F", "--format jsonl|nlgraph-raw",
	  "jsonl (default) or nlgraph-raw (needs -o DIR)", 0, NULL },
	{ NULL, 'o', "FILE|DIR", NULL, "output (default stdout for jsonl)",
	  OPT_SHORT | OPT_SHOW_SHORT, NULL },
	{ NULL, 0, NULL, NULL,
	  "NAME is an installed task config: nlgraph, gracore, grapheval2000.\n"
	  "See gravel-config(5) for the config format.", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int gen_exec(int argc, char **argv);

const struct command cmd_gen = {
	.name = "gen",
	.usage = "CONFIG.yaml|NAME",
	.summary = "generate problems with gold answers from a task config",
	.exec = gen_exec,
	.opts = gen_opts,
	.help_col = 19,
};

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
	int c;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_gen, argc, argv)) != -1) {
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
			cmd_help(&cmd_gen, stdout);
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
