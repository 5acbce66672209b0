/* ui-annot-team.c - two or more annotators' work on one answer, side by
 * side, for the annotate and problem screens: each annotator's label on
 * one row (with whether they disagree, or an adjudication settled it),
 * their notes in a column each, and the adjudication's reason.
 *
 * The annotators are those of a merged file's item ("labels" and
 * "notes" by author), or, with a file beside (browse --beside), the
 * user and the other annotator. A label shown is the annotator's own
 * (annot_own_label): what an adjudication made the final one is the
 * label field, and the reason row says why. */
#include "config.h"
#include "ui-annot.h"
#include "text.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define TEAM_MAX 8		/* annotators shown */
#define NOTE_ROWS 3		/* rows of a note at most */

struct member {
	const char *who, *label, *note;
};

/* The item's annotators; returns how many (0: no team view). */
static size_t members(struct tui *t, const struct ui_item *it, struct member *m,
		      bool *disagree, bool *settled)
{
	const struct annot *mine = ui_item_annot(t, it), *theirs;
	size_t n = 0;

	*disagree = *settled = false;
	if (t->an->beside) {
		theirs = ui_item_beside(t, it);
		m[n++] = (struct member){ t->an->st ? annot_author(t->an->st) : "you",
					  mine ? annot_own_label(mine) : NULL,
					  mine ? mine->note : NULL };
		m[n++] = (struct member){ t->an->beside_who, theirs ? annot_own_label(theirs) : NULL,
					  theirs ? theirs->note : NULL };
		*disagree = m[0].label && m[1].label && strcmp(m[0].label, m[1].label);
		*settled = mine && annot_adjudication(mine);
		return n;
	}
	if (!mine || (!mine->labels && !mine->notes))
		return 0;
	for (const cJSON *l = mine->labels ? mine->labels->child : NULL; l && n < TEAM_MAX; l = l->next)
		m[n++] = (struct member){ l->string, l->valuestring, NULL };
	for (const cJSON *l = mine->notes ? mine->notes->child : NULL; l; l = l->next) {
		size_t i = 0;
		while (i < n && strcmp(m[i].who, l->string))
			i++;
		if (i == n && n < TEAM_MAX)	/* a note without a label */
			m[n++] = (struct member){ l->string, NULL, NULL };
		if (i < n)
			m[i].note = l->valuestring;
	}
	*disagree = annot_conflict(mine);
	*settled = *disagree && mine->label;
	return n;
}

int ui_team_draw(struct tui *t, const struct ui_item *it, int y, int lw, int x, int cols, int max)
{
	struct member m[TEAM_MAX];
	bool disagree, settled, notes = false;
	const struct annot *mine;
	const struct annot_event *adj;
	struct strbuf sb;
	size_t n;
	int rows = 0, width = cols - x - 1;

	if (!t->an || max <= 0 || width < 8 || !(n = members(t, it, m, &disagree, &settled)))
		return 0;
	sb_init(&sb);
	for (size_t i = 0; i < n; i++)
		sb_printf(&sb, "%s%s: %s", i ? "   " : "", m[i].who, m[i].label ? m[i].label : "(none)");
	if (disagree || settled)
		sb_puts(&sb, settled ? "   (adjudicated)" : "   (they disagree)");
	draw_text(y, 1, lw, ROLE_LABEL, "labels");
	{
		char *clean = text_clean(sb.data);
		draw_text(y, x, width, disagree && !settled ? ROLE_DISAGREE : ROLE_NORMAL, clean);
		free(clean);
	}
	rows++;
	for (size_t i = 0; i < n; i++)
		notes = notes || m[i].note;
	if (notes && rows < max) {
		/* a column each, so both can be read at a glance */
		int colw = (width - (int)(n - 1) * 3) / (int)n, used = 1;
		draw_text(y + rows, 1, lw, ROLE_LABEL, "notes");
		for (size_t i = 0; i < n && colw >= 4; i++) {
			struct textlines tl;
			char *s = xasprintf("%s: %s", m[i].who, m[i].note ? m[i].note : "(none)");
			int cx = x + (int)i * (colw + 3);
			textlines_init(&tl);
			text_wrap(s, colw, &tl);
			for (size_t k = 0; k < tl.n && (int)k < NOTE_ROWS && rows + (int)k < max; k++) {
				draw_text(y + rows + (int)k, cx, colw, m[i].note ? ROLE_NORMAL : ROLE_DIM,
					  tl.v[k]);
				if (i)
					draw_text(y + rows + (int)k, cx - 2, 1, ROLE_DIM, "|");
				if ((int)k + 1 > used)
					used = (int)k + 1;
			}
			textlines_free(&tl);
			free(s);
		}
		rows += used;
	}
	mine = ui_item_annot(t, it);
	adj = mine ? annot_adjudication(mine) : NULL;
	if (adj && rows < max) {
		char *s = xasprintf("%s  (%s, %s)", adj->reason, adj->author, adj->time);
		char *clean = text_clean(s);
		draw_text(y + rows, 1, lw, ROLE_LABEL, "reason");
		draw_text(y + rows, x, width, ROLE_NORMAL, clean);
		free(clean);
		free(s);
		rows++;
	}
	sb_free(&sb);
	return rows;
}
