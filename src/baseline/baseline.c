/* baseline.c - simulated runs: names, the planted-mistake log, the run
 * generator (see baseline.h). Each task family's answers, random and
 * noisy, are its baseline ops (baseline-ops.h): the yes/no and ordering
 * tasks' in baseline-noisy.c, the numeric ones' in
 * baseline-noisy-numeric.c. */
#include "config.h"
#include "baseline.h"
#include "baseline-ops.h"
#include "problem.h"
#include "prng.h"
#include "runs.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = { "random", "noisy-reasoner" };
_Static_assert(ARRAY_SIZE(kind_names) == BASELINE__COUNT, "a name for every baseline");
static const char *const intent_names[] = { "right", "partial", "wrong",
						     "unparseable" };
_Static_assert(ARRAY_SIZE(intent_names) == BI__COUNT, "a name for every intent");
static const char *const mistake_names[] = { "missing-edge", "invented-edge",
						      "arithmetic", "wrong-final" };
_Static_assert(ARRAY_SIZE(mistake_names) == MK__COUNT, "a name for every mistake kind");

const char *baseline_name(enum baseline_kind k)
{
	return k < BASELINE__COUNT ? kind_names[k] : "?";
}

int baseline_parse(const char *s, enum baseline_kind *out)
{
	for (int i = 0; i < BASELINE__COUNT; i++)
		if (!strcmp(s, kind_names[i])) {
			*out = (enum baseline_kind)i;
			return 0;
		}
	return -1;
}

bool baseline_is_simulated(const char *run)
{
	return !strncmp(run, BASELINE_RUN_PREFIX, strlen(BASELINE_RUN_PREFIX));
}

const char *baseline_intent_name(enum baseline_intent i)
{
	return i < BI__COUNT ? intent_names[i] : "?";
}

const char *mistake_name(enum mistake_kind k)
{
	return k < MK__COUNT ? mistake_names[k] : "?";
}

void baseline_log_init(struct baseline_log *log)
{
	memset(log, 0, sizeof *log);
}

void baseline_log_free(struct baseline_log *log)
{
	for (size_t i = 0; i < log->n; i++) {
		free(log->v[i].run);
		free(log->v[i].problem);
	}
	free(log->v);
	for (size_t i = 0; i < log->ncases; i++)
		free(log->cases[i].problem);
	free(log->cases);
	memset(log, 0, sizeof *log);
}

const struct planted *baseline_log_first(const struct baseline_log *log, const char *run,
					 const char *problem, long sample)
{
	const struct planted *best = NULL;

	for (size_t i = 0; i < log->n; i++) {
		const struct planted *p = &log->v[i];
		if (p->sample == sample && !strcmp(p->problem, problem) && !strcmp(p->run, run) &&
		    (!best || p->off < best->off))
			best = p;
	}
	return best;
}

int baseline_log_intent(const struct baseline_log *log, const char *problem)
{
	for (size_t i = 0; i < log->ncases; i++)
		if (!strcmp(log->cases[i].problem, problem))
			return (int)log->cases[i].intent;
	return -1;
}

void baseline_plant(struct baseline_log *log, const char *run, const struct problem *p,
		    enum baseline_intent intent, enum mistake_kind k, size_t off, size_t end,
		    const char *fmt, ...)
{
	struct planted *pl;
	va_list ap;

	if (!log)
		return;
	xgrow(&log->v, &log->cap, log->n + 1, sizeof *log->v);
	pl = &log->v[log->n++];
	memset(pl, 0, sizeof *pl);
	pl->run = xstrdup(run);
	pl->problem = xstrdup(p->id);
	pl->intent = intent;
	pl->kind = k;
	pl->off = off;
	pl->len = end > off ? end - off : 0;
	va_start(ap, fmt);
	vsnprintf(pl->what, sizeof pl->what, fmt, ap);
	va_end(ap);
}

/* ---- the RANDOM baseline -------------------------------------------------- */

bool baseline_random_text(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct baseline_ops *ops = baseline_ops_for(p->task->kind);

	return ops->random ? ops->random(p, r, sb) : false;
}

/* ---- generating a run ------------------------------------------------------ */

size_t baseline_generate(enum baseline_kind k, uint64_t seed, const struct problemset *ps,
			 struct runset *rs, struct baseline_log *log)
{
	char *run = xasprintf("%s%s", BASELINE_RUN_PREFIX, baseline_name(k));
	size_t counter[TASK__COUNT] = { 0 }, added = 0;
	struct strbuf sb;
	struct prng r;

	sb_init(&sb);
	for (size_t i = 0; i < ps->n; i++) {
		const struct problem *p = ps->v[i];
		bool ok;

		const struct baseline_ops *ops = p->task ? baseline_ops_for(p->task->kind) : NULL;

		if (!p->gold_answer || !p->graph || !ops ||
		    !(k == BASELINE_RANDOM ? ops->random != NULL : ops->noisy != NULL))
			continue;
		sb_reset(&sb);
		prng_derive(&r, seed, run, i);
		if (k == BASELINE_RANDOM) {
			ok = baseline_random_text(p, &r, &sb);
		} else {
			/* rotate the intents per task, from a seeded start, so every
			 * task shows each kind of answer */
			enum baseline_intent in =
				(enum baseline_intent)((counter[p->task->kind]++ + seed) % BI__COUNT);
			ok = baseline_noisy_text(p, in, &r, &sb, log, run);
			if (ok && log) {
				xgrow(&log->cases, &log->capcases, log->ncases + 1,
				      sizeof *log->cases);
				log->cases[log->ncases].problem = xstrdup(p->id);
				log->cases[log->ncases++].intent = in;
			}
		}
		if (!ok)
			continue;
		runset_add(rs, p->id, run, 0, sb.data, sb.len);
		added++;
	}
	sb_free(&sb);
	free(run);
	return added;
}
