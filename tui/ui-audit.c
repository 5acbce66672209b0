/* ui-audit.c - the gold audit (src/audit.h) of the problems the explorer
 * shows: computed the first time a problem's audit is asked for, then
 * kept for the explorer's life (a problem's graph and gold never change
 * while it runs), and said in one line for the problem screen. */
#include "config.h"
#include "ui.h"
#include "audit.h"

#include <stdlib.h>
#include <string.h>

struct ui_audits {
	struct audit_result **v;	/* per problem index, NULL: not yet */
	size_t n;
};

const struct audit_result *tui_audit(struct tui *t, size_t p)
{
	struct ui_audits *c = t->audits;

	if (p >= explore_nproblems(t->ex))
		return NULL;
	if (!c) {
		c = t->audits = xcalloc(1, sizeof *c);
		c->n = explore_nproblems(t->ex);
		c->v = xcalloc(c->n + 1, sizeof *c->v);
	} else if (c->n < explore_nproblems(t->ex)) {	/* problems arrived */
		size_t n = explore_nproblems(t->ex);
		c->v = xreallocarray(c->v, n + 1, sizeof *c->v);
		memset(c->v + c->n, 0, (n + 1 - c->n) * sizeof *c->v);
		c->n = n;
	}
	if (!c->v[p]) {
		c->v[p] = xmalloc(sizeof *c->v[p]);
		audit_problem(explore_problem(t->ex, p), c->v[p]);
	}
	return c->v[p];
}

void tui_audits_free(struct tui *t)
{
	struct ui_audits *c = t->audits;

	if (!c)
		return;
	for (size_t i = 0; i < c->n; i++) {
		if (!c->v[i])
			continue;
		audit_free(c->v[i]);
		free(c->v[i]);
	}
	free(c->v);
	free(c);
	t->audits = NULL;
}

enum draw_role tui_audit_line(const struct audit_result *r, struct strbuf *sb)
{
	const struct audit_finding *f;

	switch (r->status) {
	case AUDIT_AGREE:
		sb_puts(sb, "ok - the stored gold agrees with gravel's exact reference");
		return ROLE_RIGHT;
	case AUDIT_UNCHECKED:
		sb_printf(sb, "unchecked - %s", r->note ? r->note : "no reference");
		return ROLE_DIM;
	case AUDIT_DIFFER:
		break;
	}
	if (!r->n) {
		sb_puts(sb, "differs");
		return ROLE_WARNING;
	}
	f = &r->v[0];
	sb_printf(sb, "%s - %s: gold %s, reference %s: %s", audit_kind_name(f->kind), f->field,
		  f->gold, f->ref, f->reason);
	for (size_t i = 1; i < r->n; i++)
		sb_printf(sb, "%s%s %s", i == 1 ? "; also " : ", ", audit_kind_name(r->v[i].kind),
			  r->v[i].field);
	for (size_t i = 0; i < r->n; i++)
		if (r->v[i].kind == AUDIT_WRONG)
			return ROLE_WRONG;
	return ROLE_WARNING;
}
