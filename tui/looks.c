/* looks.c - settings, key bindings, theme and state for a TUI run
 * (looks.h). */
#include "config.h"
#include "looks.h"
#include "tui.h"
#include "ui.h"
#include "problem.h"
#include "score.h"
#include "state.h"
#include "workspace.h"

#include <stdlib.h>
#include <string.h>

#ifndef GRAVEL_DATADIR
#define GRAVEL_DATADIR "/usr/share/gravel"
#endif

/* the themes/ folder's YAML files, embedded at build time (gravel-themes.c) */
extern const char gravel_theme_default[], gravel_theme_light[], gravel_theme_dark[],
	gravel_theme_monochrome[], gravel_theme_high_contrast[];
extern const size_t gravel_theme_default_len, gravel_theme_light_len, gravel_theme_dark_len,
	gravel_theme_monochrome_len, gravel_theme_high_contrast_len;

static const struct {
	const char *name;
	const char *text;
	const size_t *len;
} builtin[] = {
	{ "default", gravel_theme_default, &gravel_theme_default_len },
	{ "light", gravel_theme_light, &gravel_theme_light_len },
	{ "dark", gravel_theme_dark, &gravel_theme_dark_len },
	{ "monochrome", gravel_theme_monochrome, &gravel_theme_monochrome_len },
	{ "high-contrast", gravel_theme_high_contrast, &gravel_theme_high_contrast_len },
};
#define NBUILTIN ARRAY_SIZE(builtin)

/* Read the theme `name` over th; where says who asked (for messages). */
static void load_theme(struct theme *th, const char *name, const char *dir, const char *where,
		       long line, long col, struct diags *d)
{
	char *path;

	if (theme_is_file_name(name)) {
		path = workspace_resolve(dir, name);
		theme_read(path, th, d);
		free(path);
		return;
	}
	if ((path = theme_find(name, GRAVEL_DATADIR))) {
		theme_read(path, th, d);
		free(path);
		return;
	}
	for (size_t i = 0; i < NBUILTIN; i++) {
		if (strcmp(builtin[i].name, name))
			continue;
		if (i > 0) {	/* the default is already read */
			char *file = xasprintf("themes/%s.yaml", name);
			theme_parse(file, builtin[i].text, *builtin[i].len, th, d);
			free(file);
		}
		return;
	}
	diag_error(d, where, line, col,
		   "unknown theme '%s' (default, light, dark, monochrome, high-contrast, or a "
		   "file); using the default",
		   name);
}

void looks_load(struct looks *lk, struct workspace *ws, const struct tui_options *opt,
		struct diags *cfg)
{
	bool keys_user = opt->user_config;

	settings_init(&lk->set);
	if (opt->user_config) {
		settings_load(&lk->set, cfg);
		keys_user = !lk->set.unreadable;	/* a broken file is reported once */
	}
	keys_load(keys_user, cfg);
	if (ws && !ws->policy && lk->set.policy)
		ws->policy = xstrdup(lk->set.policy);

	theme_init(&lk->th, draw_role_names(), ROLE__COUNT);
	theme_parse("themes/default.yaml", gravel_theme_default, gravel_theme_default_len,
		    &lk->th, cfg);
	if (opt->theme)
		load_theme(&lk->th, opt->theme, NULL, "--theme", 0, 0, cfg);
	else if (ws && ws->theme)
		load_theme(&lk->th, ws->theme, ws->dir, ws->file ? ws->file : "workspace", 0, 0,
			   cfg);
	else if (lk->set.theme)
		load_theme(&lk->th, lk->set.theme, NULL, lk->set.file, lk->set.theme_line,
			   lk->set.theme_col, cfg);
	draw_set_theme(&lk->th, opt->no_color || lk->set.no_color);
	draw_virtual_colors(opt->colors == 0 ? 256 : opt->colors < 0 ? 0 : opt->colors,
			    opt->dump_styles);
}

void looks_free(struct looks *lk)
{
	draw_set_theme(NULL, false);
	theme_free(&lk->th);
	settings_free(&lk->set);
}

/* The key the state file keeps a workspace's position under. */
static const char *ws_key(const struct tui *t)
{
	return t->ws->file ? t->ws->file : t->source;
}

void looks_restore(struct tui *t)
{
	char *path = state_path();
	const struct state_pos *pos;
	struct state st;
	struct diags d;

	if (!path || !ws_key(t)) {
		free(path);
		return;
	}
	state_init(&st);
	diags_init(&d);
	state_load(path, &st, &d);
	pos = state_position(&st, ws_key(t));
	if (pos && pos->policy) {
		bool known;
		const struct policy *p = policy_find(pos->policy, &known);
		if (p)
			t->pol = p;
	}
	for (size_t r = 0; pos && pos->run && r < explore_nruns(t->ex); r++)
		if (!strcmp(explore_run_name(t->ex, r), pos->run)) {
			t->run = (long)r;
			t->run_chosen = true;
		}
	if (pos && pos->run && t->loader && explore_run_find(t->ex, pos->run) < 0)
		t->restore_run = xstrdup(pos->run);	/* chosen when it arrives */
	if (pos) {
		tui_filters_restore(t, pos->filters);
		tui_refilter(t);
	}
	if (pos && pos->problem) {
		/* the problem may lie in a task not loaded yet */
		t->restore_problem = xstrdup(pos->problem);
		tui_restore_place(t);
		if (!t->loader) {
			free(t->restore_problem);
			t->restore_problem = NULL;
		}
	}
	if (d.n)	/* a damaged state file: say so once, it is rewritten on quit */
		tui_message(t, false, "%s", d.v[0].msg);
	diags_free(&d);
	state_free(&st);
	free(path);
}

void looks_remember(const struct tui *t)
{
	char *path = state_path();
	const struct problem *p = tui_problem(t);
	struct state st;
	struct diags d;
	char *filters;

	if (!path || !ws_key(t)) {
		free(path);
		return;
	}
	state_init(&st);
	diags_init(&d);
	state_load(path, &st, &d);
	filters = tui_filters_save(t);
	/* quitting before a remembered problem arrived keeps it */
	state_remember(&st, ws_key(t), t->restore_problem ? t->restore_problem : p ? p->id : NULL,
		       t->restore_run ? t->restore_run : tui_run_name(t),
		       t->pol ? t->pol->name : NULL);
	state_remember_filters(&st, ws_key(t), filters);
	free(filters);
	state_save(path, &st);	/* best effort: losing a position is harmless */
	diags_free(&d);
	state_free(&st);
	free(path);
}
