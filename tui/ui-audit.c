/* ui-audit.c - the gold audit (src/audit.h) of the problems the explorer
 * shows: computed the first time a problem's audit is asked for, then
 * kept for the explorer's life (a problem's graph and gold never change
 * while it runs), and said in one line for the problem screen - the
 * verdict `gravel audit` gives, GraphEval2000's included (its inputs
 * against the statements' constraints, grapheval-import.h). */
#include "config.h"
#include "ui.h"
#include "audit.h"
#include "grapheval-import.h"

#include <stdlib.h>
#include <string.h>

struct ui_audit {
	char *line;
	enum draw_role role;
};

struct ui_audits {
	struct ui_audit **v;	/* per problem index, NULL: not yet */
	size_t n;
};

static enum draw_role audit_line(const struct audit_result *r, struct strbuf *sb);

/* GraphEval2000's verdict (gravel audit's line without the id), or false
 * when p is not a GraphEval2000 case. */
static bool grapheval_line(const struct problem *p, struct ui_audit *a)
{
	struct grapheval_verdict v;
	char *line;
	const char *colon;

	if (grapheval_judge(p, &v) != 0)
		return false;
	line = grapheval_verdict_line(p, &v);
	if (v.kind == GE_EXACT || v.kind == GE_VALID_ONLY) {
		a->line = xstrdup(v.kind == GE_EXACT ? "ok - the stored label is gravel's reference" :
					      "ok - the stored label is a valid answer");
		a->role = ROLE_RIGHT;
	} else {
		/* the line without its "ID: " (the id is the screen's) */
		colon = strstr(line, ": ");
		a->line = xstrdup(colon ? colon + 2 : line);
		a->role = v.kind == GE_WRONG ? ROLE_WRONG :
			  v.kind == GE_UNJUDGEABLE ? ROLE_DIM : ROLE_WARNING;
	}
	free(line);
	return true;
}

const char *tui_audit(struct tui *t, size_t p, enum draw_role *role)
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
		const struct problem *pr = explore_problem(t->ex, p);
		c->v[p] = xcalloc(1, sizeof *c->v[p]);
		if (!grapheval_line(pr, c->v[p])) {
			struct audit_result r;
			struct strbuf sb;
			sb_init(&sb);
			audit_problem(pr, &r);
			c->v[p]->role = audit_line(&r, &sb);
			c->v[p]->line = sb_take(&sb);
			audit_free(&r);
		}
	}
	*role = c->v[p]->role;
	return c->v[p]->line;
}

void tui_audits_free(struct tui *t)
{
	struct ui_audits *c = t->audits;

	if (!c)
		return;
	for (size_t i = 0; i < c->n; i++) {
		if (!c->v[i])
			continue;
		free(c->v[i]->line);
		free(c->v[i]);
	}
	free(c->v);
	free(c);
	t->audits = NULL;
}

/* One line for r ("heuristic - length: gold 16, reference 15: ...") into
 * sb; returns the role to draw it in. */
static enum draw_role audit_line(const struct audit_result *r, struct strbuf *sb)
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
