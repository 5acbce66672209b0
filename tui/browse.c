/* browse.c - sort a problem set into task/difficulty/set groups. */
#include "config.h"
#include "browse.h"
#include "text.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static int difficulty_rank(const char *d)
{
	static const char *const known[] = { "easy", "medium", "hard" };

	for (int i = 0; i < 3; i++)
		if (d && !strcmp(d, known[i]))
			return i;
	return 3;
}

static int set_rank(const char *s)
{
	if (!s || !strcmp(s, "standard"))
		return 0;
	if (!strcmp(s, "full"))
		return 1;
	return 2;
}

static int strcmp0(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "");
}

/* Compare problem a and b by group; 0 when they belong to the same one. */
static int group_cmp(const struct problem *a, const struct problem *b)
{
	int d;

	if (a->task->kind != b->task->kind)
		return a->task->kind < b->task->kind ? -1 : 1;
	d = difficulty_rank(a->difficulty) - difficulty_rank(b->difficulty);
	if (d)
		return d;
	if ((d = strcmp0(a->difficulty, b->difficulty)) != 0)
		return d;
	d = set_rank(a->set) - set_rank(b->set);
	if (d)
		return d;
	return strcmp0(a->set, b->set);
}

struct sort_item {
	const struct problem *p;
	size_t index;
};

static int order_cmp(const void *pa, const void *pb)
{
	const struct sort_item *a = pa, *b = pb;
	int c = group_cmp(a->p, b->p);

	if (c)
		return c;
	return a->index < b->index ? -1 : a->index > b->index;	/* stable */
}

void browse_init(struct browse *b, const struct problemset *ps)
{
	size_t cap = 0;
	struct sort_item *items;

	memset(b, 0, sizeof *b);
	b->ps = ps;
	b->n = ps->n;
	b->order = xcalloc(ps->n, sizeof *b->order);
	b->group_of = xcalloc(ps->n, sizeof *b->group_of);
	items = xcalloc(ps->n, sizeof *items);
	for (size_t i = 0; i < ps->n; i++)
		items[i] = (struct sort_item){ ps->v[i], i };
	qsort(items, ps->n, sizeof *items, order_cmp);
	for (size_t i = 0; i < ps->n; i++)
		b->order[i] = items[i].index;
	free(items);
	for (size_t pos = 0; pos < b->n; pos++) {
		const struct problem *p = browse_problem(b, pos);
		if (pos == 0 || group_cmp(browse_problem(b, pos - 1), p) != 0) {
			xgrow(&b->groups, &cap, b->ngroups + 1, sizeof *b->groups);
			b->groups[b->ngroups++] = (struct browse_group){
				p->task->name, p->difficulty, p->set, pos, 0,
			};
		}
		b->groups[b->ngroups - 1].count++;
		b->group_of[pos] = b->ngroups - 1;
	}
}

void browse_free(struct browse *b)
{
	free(b->order);
	free(b->group_of);
	free(b->groups);
	memset(b, 0, sizeof *b);
}

char *browse_group_label(const struct browse_group *g)
{
	char *raw, *clean;

	if (g->set && strcmp(g->set, "standard") != 0)
		raw = xasprintf("%s / %s [%s]", g->task, g->difficulty ? g->difficulty : "-",
				g->set);
	else
		raw = xasprintf("%s / %s", g->task, g->difficulty ? g->difficulty : "-");
	clean = text_clean(raw);
	free(raw);
	return clean;
}
