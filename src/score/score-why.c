/* score-why.c - why a run's recorded results differ from the re-scored
 * ones: the reasons' names and meanings, an item's reason and a group's
 * summary (score.h). The tests themselves are the families' (score_ops
 * differs_why, compat-why.c); a run made on other graphs is known from
 * its logs (nlgraph-logs.c compares prompt.txt with the dataset). */
#include "config.h"
#include "score.h"
#include "strbuf.h"
#include "util.h"

#include <string.h>

static const struct {
	const char *name, *text;
} reasons[SW__COUNT] = {
	[SW_NONE] = { "", "" },
	[SW_OTHER_GRAPH] = { "other-graph",
			     "the run was made on other graphs than the dataset's "
			     "(prompt.txt's last question shows another graph)" },
	[SW_LOOP_WORDING] = { "loop-wording",
			      "the answers say \"there is no loop\" / \"there is a loop\"; the "
			      "recorded res reads them as the script's \"there is no cycle\" / "
			      "\"there is a cycle\"" },
	[SW_SPLIT_POINT] = { "split-point",
			     "judged against another label than the final script's idx*2 < g_num "
			     "rule gives: the middle item, which that rule never scores (either "
			     "label), and easy's items 75-79 (acyclic)" },
	[SW_PATH_IS] = { "path-is",
			 "the recorded res reads the path after \"the path is\"; the final "
			 "script reads it after \"the path can be\"" },
	[SW_NO_PATH_ZERO] = { "no-path-0",
			      "an answer without a path after \"the path can be\" was recorded "
			      "0, not -1 (the accuracy is the same)" },
	[SW_NEVER_RIGHT] = { "never-right",
			     "the recorded metric is 0 on every item of the run, also where the "
			     "answer gives the right value after the script's phrase" },
	[SW_UNEXPLAINED] = { "unexplained", "no known rule reproduces the recorded result" },
};

const char *score_why_name(enum score_why w)
{
	return (unsigned)w < SW__COUNT ? reasons[w].name : "";
}

const char *score_why_text(enum score_why w)
{
	return (unsigned)w < SW__COUNT ? reasons[w].text : "";
}

bool score_why_known(const struct policy *pol)
{
	for (int k = 0; k < TASK__COUNT; k++)
		if (pol->why[k])
			return true;
	return false;
}

enum score_why score_differs_why(const struct policy *pol, const struct score_input *in,
				 const struct metrics *rec, bool differs, const char *mismatch)
{
	score_why_fn fn;

	if (!differs || !score_why_known(pol))
		return SW_NONE;
	if (mismatch)
		return SW_OTHER_GRAPH;
	fn = in && in->p ? pol->why[in->p->task->kind] : NULL;
	return fn ? fn(in, rec) : SW_UNEXPLAINED;
}

/* g's differing items per reason, with a run's unexplained ones moved to
 * SW_NEVER_RIGHT when nothing was recorded right in it. */
static void why_counts(const struct score_group *g, bool by_run, size_t out[SW__COUNT])
{
	memcpy(out, g->why, sizeof g->why);
	if (by_run && g->rec_items && !g->rec_correct && g->correct) {
		out[SW_NEVER_RIGHT] += out[SW_UNEXPLAINED];
		out[SW_UNEXPLAINED] = 0;
	}
}

char *score_why_summary(const struct score_group *g, bool by_run)
{
	size_t n[SW__COUNT];
	struct strbuf sb;

	if (!g->rec_items || !g->scored)	/* nothing to compare */
		return xstrdup("");
	if (!g->differs)
		return xstrdup("reproduces");
	why_counts(g, by_run, n);
	sb_init(&sb);
	for (int w = SW_NONE + 1; w < SW__COUNT; w++)
		if (n[w]) {
			if (sb.len)
				sb_putc(&sb, '+');
			sb_puts(&sb, reasons[w].name);
		}
	return sb_take(&sb);
}

enum score_why score_why_main(const struct score_group *g, bool by_run)
{
	size_t n[SW__COUNT];
	enum score_why best = SW_NONE;

	if (!g->rec_items || !g->differs)
		return SW_NONE;
	why_counts(g, by_run, n);
	for (int w = SW_NONE + 1; w < SW__COUNT; w++)
		if (n[w] > n[best])
			best = (enum score_why)w;
	return best;
}
