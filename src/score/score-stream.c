/* score-stream.c - scoring runs a part at a time, keeping only the groups
 * or writing the items at once (see score.h, struct score_stream). */
#include "config.h"
#include "score.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

void score_stream_init(struct score_stream *ss, const struct policy *pol)
{
	memset(ss, 0, sizeof *ss);
	ss->pol = pol;
	ss->keys[0] = SK_RUN;
	ss->nkeys = 1;
	ss->fmt = SF_TABLE;
	ss->out = stdout;
	ss->rep.pol = pol;
}

static size_t name_hash(const char *s)
{
	size_t h = 14695981039346656037ULL & (size_t)-1;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * (size_t)1099511628211ULL;
	return h;
}

static void names_reindex(struct score_stream *ss, size_t cap)
{
	free(ss->nidx);
	ss->nidx = xcalloc(cap, sizeof *ss->nidx);
	ss->nidxcap = cap;
	for (size_t i = 0; i < ss->nnames; i++) {
		size_t h = name_hash(ss->names[i]) & (cap - 1);
		while (ss->nidx[h])
			h = (h + 1) & (cap - 1);
		ss->nidx[h] = i + 1;
	}
}

/* The kept copy of s (NULL stays NULL): names outlive the part whose
 * answers they came from. */
static const char *intern(struct score_stream *ss, const char *s)
{
	size_t h;

	if (!s)
		return NULL;
	if ((ss->nnames + 1) * 2 > ss->nidxcap)
		names_reindex(ss, ss->nidxcap ? ss->nidxcap * 2 : 256);
	h = name_hash(s) & (ss->nidxcap - 1);
	while (ss->nidx[h]) {
		if (!strcmp(ss->names[ss->nidx[h] - 1], s))
			return ss->names[ss->nidx[h] - 1];
		h = (h + 1) & (ss->nidxcap - 1);
	}
	xgrow(&ss->names, &ss->capnames, ss->nnames + 1, sizeof *ss->names);
	ss->names[ss->nnames++] = xstrdup(s);
	ss->nidx[h] = ss->nnames;
	return ss->names[ss->nnames - 1];
}

/* intern, trying the previous item's name first (a run's items share
 * them) */
static const char *intern_near(struct score_stream *ss, const char *s, const char **last)
{
	if (s && *last && !strcmp(s, *last))
		return *last;
	if (s)
		*last = intern(ss, s);
	return s ? *last : NULL;
}

int score_stream_add(struct score_stream *ss, struct runset *rs)
{
	struct score_report rep;
	const char *last[3] = { NULL, NULL, NULL };
	size_t n = 0;

	if (ss->drop_mismatched)
		runset_drop_mismatched(rs, ss->drop_d);
	ss->answers += rs->n;
	if (!rs->n)
		return ss->io_failed;
	score_runs_sets(ss->pol, ss->resolve, ss->ps, rs, ss->sub, &rep, &ss->sets, ss->d);
	ss->rep.missing += rep.missing;
	for (size_t i = 0; i < rep.n; i++) {
		struct score_item *it = &rep.v[i];
		if (ss->keep && !ss->keep(ss->keep_ctx, it))
			continue;
		/* the answers go once this part is done: nothing may borrow them */
		it->run = intern_near(ss, it->run, &last[0]);
		it->model = intern_near(ss, it->model, &last[1]);
		it->method = intern_near(ss, it->method, &last[2]);
		it->text = NULL;
		it->text_len = 0;
		if (!it->p)
			score_missing_count(&ss->missing, it->problem_id);
		rep.v[n++] = *it;
	}
	rep.n = n;
	if (ss->items) {
		if (!ss->io_failed &&
		    score_print_items_part(ss->out, ss->fmt, &rep, ss->items_seen == 0) != 0)
			ss->io_failed = -1;
	} else {
		score_groups_add(&ss->groups, &rep, ss->keys, ss->nkeys, ss->items_seen);
	}
	ss->items_seen += n;
	score_report_free(&rep);
	return ss->io_failed;
}

struct score_group *score_stream_groups(struct score_stream *ss, size_t *ng)
{
	return score_groups_take(&ss->groups, ss->keys, ss->nkeys, ng);
}

const struct score_report *score_stream_report(const struct score_stream *ss)
{
	return &ss->rep;
}

char *score_stream_missing_text(const struct score_stream *ss, const char *problems)
{
	return score_missing_say(&ss->missing, ss->rep.missing, problems);
}

void score_stream_free(struct score_stream *ss)
{
	free(ss->groups.v);
	score_sets_free(ss->sets);
	score_missing_free(&ss->missing);
	for (size_t i = 0; i < ss->nnames; i++)
		free(ss->names[i]);
	free(ss->names);
	free(ss->nidx);
	memset(ss, 0, sizeof *ss);
}
