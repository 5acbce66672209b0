/* score-taxonomy.c - the kinds of error and the outcomes (see
 * score-taxonomy.h). */
#include "config.h"
#include "score-taxonomy.h"

#include <string.h>

static const struct {
	const char *name, *def, *tasks;
} kinds[FAULT__COUNT] = {
	[FAULT_NONE] = { "", "", "" },
#define FAULT_ROW(e, n, d, t) [FAULT_##e] = { n, d, t },
	FAULT_KINDS(FAULT_ROW)
#undef FAULT_ROW
};

static const struct {
	const char *name, *def;
} outcomes[OUTCOME__COUNT] = {
	[OUTCOME_NONE] = { "", "" },
#define OUTCOME_ROW(e, n, d) [OUTCOME_##e] = { n, d },
	SCORE_OUTCOMES(OUTCOME_ROW)
#undef OUTCOME_ROW
};

const char *fault_kind_name(enum fault_kind k)
{
	return (unsigned)k < FAULT__COUNT ? kinds[k].name : "";
}

const char *fault_kind_definition(enum fault_kind k)
{
	return (unsigned)k < FAULT__COUNT ? kinds[k].def : "";
}

const char *fault_kind_tasks(enum fault_kind k)
{
	return (unsigned)k < FAULT__COUNT ? kinds[k].tasks : "";
}

enum fault_kind fault_kind_parse(const char *s)
{
	for (int k = FAULT_NONE + 1; k < FAULT__COUNT; k++)
		if (!strcmp(s, kinds[k].name))
			return (enum fault_kind)k;
	return FAULT_NONE;
}

const char *outcome_name(enum score_outcome o)
{
	return (unsigned)o < OUTCOME__COUNT ? outcomes[o].name : "";
}

const char *outcome_definition(enum score_outcome o)
{
	return (unsigned)o < OUTCOME__COUNT ? outcomes[o].def : "";
}

enum score_outcome outcome_parse(const char *s)
{
	for (int o = OUTCOME_NONE + 1; o < OUTCOME__COUNT; o++)
		if (!strcmp(s, outcomes[o].name))
			return (enum score_outcome)o;
	return OUTCOME_NONE;
}

void taxonomy_print_man(FILE *fp)
{
	fputs(".PP\nThe kinds, in precedence order:\n", fp);
	for (int k = FAULT_NONE + 1; k < FAULT__COUNT; k++)
		fprintf(fp, ".TP\n.B %s\n%s.\nCan occur in: %s.\n", kinds[k].name, kinds[k].def,
			kinds[k].tasks);
	fputs(".PP\nThe outcomes:\n", fp);
	for (int o = OUTCOME_NONE + 1; o < OUTCOME__COUNT; o++)
		fprintf(fp, ".TP\n.B %s\n%s.\n", outcomes[o].name, outcomes[o].def);
}

bool fault_before(const struct score_fault *a, const struct score_fault *b)
{
	if (a->off != b->off)
		return a->off < b->off;
	return a->kind < b->kind;
}
