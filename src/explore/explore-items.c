/* explore-items.c - the explorer's verdicts and filters on the scored
 * items of gravel score (--filter), so that the command line selects
 * what the navigator shows (explore.h). */
#include "config.h"
#include "explore.h"
#include "problem.h"
#include "task.h"

#include <stdlib.h>
#include <string.h>

enum ex_verdict ex_item_verdict(const struct score_item *it, double *credit)
{
	if (credit)
		*credit = 0;
	if (!it->scored)
		return EV_NONE;
	return explore_verdict(&it->res, it->correct, credit);
}

void ex_item_filter_free(struct ex_item_filter *f)
{
	free(f->task);
	free(f->difficulty);
	free(f->run);
	free(f->flag);
	memset(f, 0, sizeof *f);
}

static int set_name(char **slot, const char *key, const char *v, char **err)
{
	if (*slot) {
		*err = xasprintf("--filter: %s given twice", key);
		return -1;
	}
	*slot = xstrdup(v);
	return 0;
}

/* kind=K (the first error's kind) or claim=K (any false claim's): one of
 * the taxonomy's kinds, the valid ones listed when it is not. */
static int set_fault(unsigned char *slot, const char *key, const char *v, char **err)
{
	enum fault_kind k = fault_kind_parse(v);
	struct strbuf sb;

	if (*slot) {
		*err = xasprintf("--filter: %s given twice", key);
		return -1;
	}
	if (k != FAULT_NONE) {
		*slot = (unsigned char)k;
		return 0;
	}
	sb_init(&sb);
	for (int i = FAULT_NONE + 1; i < FAULT__COUNT; i++)
		sb_printf(&sb, "%s%s", i > FAULT_NONE + 1 ? ", " : "", fault_kind_name((enum fault_kind)i));
	*err = xasprintf("--filter: unknown %s '%s' (%s)", key, v, sb.data ? sb.data : "");
	sb_free(&sb);
	return -1;
}

/* What --filter task=NAME says of a name no task has: every task's name. */
static char *unknown_task(const char *v)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_printf(&sb, "--filter: unknown task '%s' (", v);
	for (size_t i = 0; i < task_count(); i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", task_at(i)->name);
	sb_puts(&sb, ")");
	return sb_take(&sb);
}

static char *unknown_flag(const char *v)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_printf(&sb, "--filter: unknown flag '%s' (", v);
	for (const char *const *p = score_flag_names; *p; p++)
		sb_printf(&sb, "%s, ", *p);
	sb_puts(&sb, "differs)");
	return sb_take(&sb);
}

int ex_item_filter_parse(const char *spec, struct ex_item_filter *f, char **err)
{
	char *dup = xstrdup(spec), *save = NULL, *part;
	int rc = 0;

	memset(f, 0, sizeof *f);
	*err = NULL;
	for (part = strtok_r(dup, ",", &save); part && !rc; part = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(part, '='), *v;
		if (!eq || eq == part || !eq[1]) {
			*err = xasprintf("--filter: '%s' is not KEY=VALUE", part);
			rc = -1;
			break;
		}
		*eq = '\0';
		v = eq + 1;
		if (!strcmp(part, "verdict")) {
			char *s2 = NULL, *w;
			for (w = strtok_r(v, "|", &s2); w; w = strtok_r(NULL, "|", &s2)) {
				enum ex_verdict ev;
				if (ex_verdict_parse(w, &ev) != 0) {
					*err = xasprintf("--filter: unknown verdict '%s' (right, wrong, "
							 "partial, unparsed, none)", w);
					rc = -1;
					break;
				}
				f->verdicts |= 1u << ev;
			}
		} else if (!strcmp(part, "task")) {
			const struct task *t = task_find(v);
			if (!t) {
				*err = unknown_task(v);
				rc = -1;
				break;
			}
			rc = set_name(&f->task, part, t->name, err);
		} else if (!strcmp(part, "difficulty")) {
			rc = set_name(&f->difficulty, part, v, err);
		} else if (!strcmp(part, "run")) {
			rc = set_name(&f->run, part, v, err);
		} else if (!strcmp(part, "flag")) {
			if (strcmp(v, "differs") && !score_flag_known(v)) {
				*err = unknown_flag(v);
				rc = -1;
				break;
			}
			rc = set_name(&f->flag, part, v, err);
		} else if (!strcmp(part, "kind") || !strcmp(part, "claim")) {
			rc = set_fault(part[0] == 'k' ? &f->kind : &f->claim, part, v, err);
		} else {
			*err = xasprintf("--filter: unknown key '%s' (verdict, task, difficulty, run, "
					 "flag, kind, claim)", part);
			rc = -1;
		}
	}
	free(dup);
	if (rc)
		ex_item_filter_free(f);
	return rc;
}

static bool has_flag(const struct score_item *it, const char *name)
{
	if (!strcmp(name, "differs"))
		return it->differs;
	for (int i = 0; i < it->res.nflags; i++)
		if (!strcmp(it->res.flags[i].name, name))
			return true;
	return false;
}

static bool has_claim(const struct score_item *it, unsigned char kind)
{
	for (int i = 0; it->scored && i < it->res.nfaults; i++)
		if (it->res.faults[i].kind == kind)
			return true;
	return false;
}

bool ex_item_filter_match(const struct ex_item_filter *f, const struct score_item *it)
{
	if (f->verdicts && !(f->verdicts & (1u << ex_item_verdict(it, NULL))))
		return false;
	if (f->task && (!it->p || strcmp(it->p->task->name, f->task)))
		return false;
	if (f->difficulty && (!it->p || !it->p->difficulty || strcmp(it->p->difficulty, f->difficulty)))
		return false;
	if (f->run && (!it->run || strcmp(it->run, f->run)))
		return false;
	if (f->flag && !has_flag(it, f->flag))
		return false;
	if (f->kind && !(it->scored && score_first_error(&it->res) &&
			 score_first_error(&it->res)->kind == f->kind))
		return false;
	if (f->claim && !has_claim(it, f->claim))
		return false;
	return true;
}

size_t ex_item_filter_apply(const struct ex_item_filter *f, struct score_report *rep)
{
	size_t n = 0;

	for (size_t i = 0; i < rep->n; i++)
		if (ex_item_filter_match(f, &rep->v[i]))
			rep->v[n++] = rep->v[i];
		else
			score_result_free(&rep->v[i].res);
	rep->n = n;
	return n;
}
