/* ui-help.c - text screens: the key help, generated from the action table
 * (keys.h) so that it always matches the bindings, and the messages left by
 * loading (diagnostics collected while the screen could not print them). */
#include "config.h"
#include "ui.h"
#include "text.h"
#include "view.h"

#include <stdlib.h>
#include <string.h>

struct text_screen {
	struct screen base;
	const char *title;
	enum action toggle;	/* the action that opened it also closes it */
	struct textlines lines;	/* already clean */
	enum draw_role *roles;	/* per line */
	size_t roles_cap;
	size_t top;
};

static void add_line(struct text_screen *ts, enum draw_role r, char *line)
{
	xgrow(&ts->roles, &ts->roles_cap, ts->lines.n + 1, sizeof *ts->roles);
	ts->roles[ts->lines.n] = r;
	textlines_take(&ts->lines, line);
}

void ui_hint(struct strbuf *sb, enum action a, enum action b, const char *what)
{
	char keys[64];

	if (sb->len)
		sb_puts(sb, "  ");
	sb_puts(sb, action_key_labels(a, 1, keys, sizeof keys));
	if (b != ACT_NONE) {
		sb_putc(sb, '/');
		sb_puts(sb, action_key_labels(b, 1, keys, sizeof keys));
	}
	sb_printf(sb, " %s", what);
}

static void text_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	sb_puts(out, ((struct text_screen *)s)->title);
}

static void text_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct text_screen *ts = (struct text_screen *)s;

	ts->top = ui_clamp_top(ts->top, ts->lines.n, (size_t)height);
	for (int i = 0; i < height && ts->top + (size_t)i < ts->lines.n; i++) {
		size_t l = ts->top + (size_t)i;
		draw_text(top + i, 1, cols - 2, ts->roles[l], ts->lines.v[l]);
	}
}

static void text_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	struct text_screen *ts = (struct text_screen *)s;

	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "scroll");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "close");
	sb_printf(pos, "line %zu/%zu", ts->lines.n ? ts->top + 1 : 0, ts->lines.n);
}

static bool text_handle(struct screen *s, struct tui *t, enum action a)
{
	struct text_screen *ts = (struct text_screen *)s;
	size_t page = ui_page(s->body_rows);

	if (a == ts->toggle) {
		tui_pop(t);	/* frees s */
		return true;
	}
	switch (a) {
	case ACT_MOVE_DOWN:
		ts->top++;	/* clamped when drawn */
		return true;
	case ACT_MOVE_UP:
		if (ts->top > 0)
			ts->top--;
		return true;
	case ACT_PAGE_DOWN:
		ts->top += page;
		return true;
	case ACT_PAGE_UP:
		ts->top = ui_page_up(ts->top, page);
		return true;
	case ACT_HOME:
		ts->top = 0;
		return true;
	case ACT_END:
		ts->top = ts->lines.n;
		return true;
	default:
		return false;
	}
}

static void text_free(struct screen *s)
{
	struct text_screen *ts = (struct text_screen *)s;

	textlines_free(&ts->lines);
	free(ts->roles);
	free(ts);
}

static const struct screen_ops text_ops = {
	.name = "text",
	.title = text_title,
	.draw = text_draw,
	.status = text_status,
	.handle = text_handle,
	.free = text_free,
};

static struct text_screen *text_new(const char *title, enum action toggle)
{
	struct text_screen *ts = xcalloc(1, sizeof *ts);

	ts->base.ops = &text_ops;
	ts->title = title;
	ts->toggle = toggle;
	textlines_init(&ts->lines);
	return ts;
}

struct screen *ui_help_new(struct tui *t)
{
	struct text_screen *ts = text_new("help", ACT_HELP);

	add_line(ts, ROLE_GROUP, xasprintf("Keys (gravel %s)", PACKAGE_VERSION));
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++) {
		char keys[96];
		action_key_labels((enum action)a, KEYS_MAX, keys, sizeof keys);
		add_line(ts, ROLE_NORMAL, xasprintf("%-20s %-18s %s", *keys ? keys : "(unbound)",
						    action_name((enum action)a),
						    action_desc((enum action)a)));
	}
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	add_line(ts, ROLE_LABEL, xstrdup("Mouse: the wheel scrolls; a click selects a row, a "
					 "second click opens it."));
	add_line(ts, ROLE_LABEL, xstrdup("Search and filter prompts: Enter applies, Esc cancels, "
					 "Backspace and C-u edit."));
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	add_line(ts, ROLE_LABEL, xstrdup("Verdicts: right, partial, wrong, unparsed, - (no answer); "
					 "! marks a disagreement with the recorded score."));
	add_line(ts, ROLE_DIM, xstrdup("Bindings come from config/gravel.yaml and your config file "
				       "(keys:); see gravel(1) and gravel-config(5)."));
	(void)t;
	return &ts->base;
}

static void add_diags(struct text_screen *ts, const struct diags *d)
{
	for (size_t i = 0; d && i < d->n; i++) {
		char *raw = diag_format(&d->v[i]);
		add_line(ts, d->v[i].level == DIAG_ERROR ? ROLE_ERROR : ROLE_WARNING,
			 text_clean(raw));
		free(raw);
	}
	if (d && d->dropped)
		add_line(ts, ROLE_DIM, xasprintf("(%zu more not kept)", d->dropped));
}

struct screen *ui_messages_new(struct tui *t)
{
	struct text_screen *ts = text_new("messages", ACT_MESSAGES);
	const struct diags *cfg = tui_config_diags();

	if ((!t->diags || t->diags->n == 0) && (!cfg || cfg->n == 0)) {
		add_line(ts, ROLE_DIM, xstrdup("No messages."));
		return &ts->base;
	}
	add_diags(ts, t->diags);
	add_diags(ts, cfg);
	return &ts->base;
}
