/* test-theme.c - themes (theme.h): the five shipped themes parse and the
 * default covers every role of the TUI; errors carry FILE:LINE:COL;
 * styles resolve for 256, 8 and no colours. The config file (settings.h):
 * settings, their errors, the search order. The state file (state.h). */
#include "config.h"
#include "unit.h"
#include "settings.h"
#include "state.h"
#include "theme.h"
#include "util.h"
#include "../tui/draw.h"	/* the role names themes are keyed by (no curses) */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const roles[] = {
#define ROLE_NAME_(id, name, code) name,
	ROLES(ROLE_NAME_)
#undef ROLE_NAME_
};
#define NROLES (sizeof roles / sizeof *roles)

static size_t role_index(const char *name)
{
	for (size_t i = 0; i < NROLES; i++)
		if (!strcmp(roles[i], name))
			return i;
	return SIZE_MAX;
}

static void test_shipped_themes_parse(void)
{
	static const char *const names[] = { "default", "light", "dark", "monochrome",
					     "high-contrast" };

	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		char rel[64];
		struct theme th;
		struct diags d;

		snprintf(rel, sizeof rel, "../themes/%s.yaml", names[i]);
		theme_init(&th, roles, NROLES);
		diags_init(&d);
		CHECK_INT(theme_read(unit_srcpath(rel), &th, &d), EXIT_OK);
		if (d.n) {
			char *m = diag_format(&d.v[0]);
			unit_fail(__FILE__, __LINE__, "%s", m);
			free(m);
		}
		CHECK_STR(th.name, names[i]);
		CHECK(th.description != NULL);
		CHECK(th.mono_only == !strcmp(names[i], "monochrome"));
		if (!strcmp(names[i], "default"))	/* the base every theme reads over */
			for (size_t r = 0; r < NROLES; r++)
				if (!th.style[r].set)
					unit_fail(__FILE__, __LINE__,
						  "themes/default.yaml has no style for role '%s'",
						  roles[r]);
		diags_free(&d);
		theme_free(&th);
	}
}

static void test_errors_have_positions(void)
{
	static const char doc[] = "name: bad\n"
				  "roles:\n"
				  "  no-such-role: {fg: red}\n"
				  "  selection: {fg: reddish, bg: 300}\n"
				  "  header: {attrs: [bold, shiny]}\n"
				  "  path-model: {fg8: 12, colour: red}\n"
				  "  error: red\n"
				  "colors: 42\n";
	struct theme th;
	struct diags d;
	size_t sel = role_index("selection");

	REQUIRE(sel != SIZE_MAX);
	theme_init(&th, roles, NROLES);
	diags_init(&d);
	CHECK_INT(theme_parse("bad.yaml", doc, strlen(doc), &th, &d), EXIT_CONFIG);
	REQUIRE(d.n == 8);
	CHECK_INT(d.v[0].line, 8);	/* colors: (read before the roles) */
	CHECK_INT(d.v[0].col, 9);
	CHECK_STR(d.v[0].file, "bad.yaml");
	CHECK_INT(d.v[1].line, 3);	/* unknown role */
	CHECK_INT(d.v[1].col, 3);
	CHECK(strstr(d.v[1].msg, "unknown role 'no-such-role'") != NULL);
	CHECK_INT(d.v[2].line, 4);	/* unknown colour name */
	CHECK_INT(d.v[2].col, 19);
	CHECK(strstr(d.v[2].msg, "unknown colour 'reddish'") != NULL);
	CHECK_INT(d.v[3].col, 32);	/* 300 out of range */
	CHECK(strstr(d.v[3].msg, "out of range") != NULL);
	CHECK_INT(d.v[4].line, 5);	/* unknown attribute */
	CHECK_INT(d.v[4].col, 26);
	CHECK(strstr(d.v[4].msg, "'shiny'") != NULL);
	CHECK_INT(d.v[5].line, 6);	/* unknown key */
	CHECK(strstr(d.v[5].msg, "'colour'") != NULL);
	CHECK_INT(d.v[6].col, 21);	/* an 8-colour fallback above 7 */
	CHECK_INT(d.v[7].line, 7);	/* a role that is not a mapping */
	CHECK_INT(d.v[7].col, 10);
	CHECK(!th.style[sel].set);	/* a bad entry keeps the role as it was */
	diags_free(&d);
	theme_free(&th);

	theme_init(&th, roles, NROLES);
	diags_init(&d);
	CHECK_INT(theme_parse("syntax.yaml", "roles: {selection: [\n", 21, &th, &d), EXIT_CONFIG);
	CHECK(d.n >= 1 && d.v[0].line >= 1);
	diags_free(&d);
	theme_free(&th);
}

static void test_resolve(void)
{
	static const char doc[] = "roles:\n"
				  "  selection: {fg: 231, fg8: white, bg: 214}\n"
				  "  header: {fg: bright-red, attrs: [bold, underline]}\n"
				  "  path-model: {fg: black, bg: magenta, mono: underline}\n"
				  "  label: {fg: 21}\n";
	struct theme th;
	struct diags d;
	size_t sel = role_index("selection"), hdr = role_index("header"),
	       model = role_index("path-model"), label = role_index("label"),
	       normal = role_index("normal");
	short fg, bg;
	unsigned at;

	theme_init(&th, roles, NROLES);
	diags_init(&d);
	REQUIRE(theme_parse("t.yaml", doc, strlen(doc), &th, &d) == EXIT_OK);
	theme_resolve(&th, sel, 256, &fg, &bg, &at);
	CHECK_INT(fg, 231);
	CHECK_INT(bg, 214);
	theme_resolve(&th, sel, 8, &fg, &bg, &at);
	CHECK_INT(fg, 7);	/* fg8 */
	CHECK_INT(bg, 3);	/* 214 (orange) is nearest yellow */
	theme_resolve(&th, sel, 0, &fg, &bg, &at);
	CHECK_INT(fg, THEME_DEFAULT_COLOR);
	CHECK_INT(bg, THEME_DEFAULT_COLOR);
	CHECK_INT(at, THEME_REVERSE);	/* a background without colour: reverse */
	theme_resolve(&th, hdr, 16, &fg, &bg, &at);
	CHECK_INT(fg, 9);
	CHECK_INT(at, THEME_BOLD | THEME_UNDERLINE);
	theme_resolve(&th, hdr, 8, &fg, &bg, &at);
	CHECK_INT(fg, 1);	/* bright-red on 8 colours: red */
	theme_resolve(&th, model, 0, &fg, &bg, &at);
	CHECK_INT(at, THEME_UNDERLINE);
	theme_resolve(&th, label, 8, &fg, &bg, &at);
	CHECK_INT(fg, 4);	/* 21 is a blue */
	theme_resolve(&th, normal, 256, &fg, &bg, &at);	/* never set */
	CHECK_INT(fg, THEME_DEFAULT_COLOR);
	CHECK_INT(at, 0);
	/* colors: none read over it: attributes only, on any terminal */
	REQUIRE(theme_parse("m.yaml", "colors: none\n", 13, &th, &d) == EXIT_OK);
	theme_resolve(&th, sel, 256, &fg, &bg, &at);
	CHECK_INT(fg, THEME_DEFAULT_COLOR);
	CHECK_INT(bg, THEME_DEFAULT_COLOR);
	CHECK_INT(at, THEME_REVERSE);
	diags_free(&d);
	theme_free(&th);
}

static void test_theme_names(void)
{
	char buf[96];

	CHECK(theme_is_file_name("my.yaml"));
	CHECK(theme_is_file_name("./dark"));
	CHECK(!theme_is_file_name("dark"));
	CHECK(!theme_is_file_name("high-contrast"));
	theme_attrs_format(THEME_BOLD | THEME_REVERSE, buf, sizeof buf);
	CHECK_STR(buf, "bold,reverse");
	theme_attrs_format(0, buf, sizeof buf);
	CHECK_STR(buf, "normal");
	CHECK_STR(theme_color_name(3, buf), "yellow");
	CHECK_STR(theme_color_name(-1, buf), "default");
	CHECK_STR(theme_color_name(214, buf), "214");
}

static void test_settings(void)
{
	static const char doc[] = "theme: dark\n"
				  "policy: compat\n"
				  "author: Ada\n"
				  "no-color: true\n"
				  "keys: {quit: [q]}\n";
	static const char bad[] = "theme: [a]\n"
				  "policy: lenient\n"
				  "colour: red\n"
				  "no-color: perhaps\n";
	struct settings s;
	struct diags d;

	settings_init(&s);
	diags_init(&d);
	CHECK_INT(settings_parse("c.yaml", doc, strlen(doc), &s, &d), EXIT_OK);
	CHECK_INT(d.n, 0);
	CHECK_STR(s.theme, "dark");
	CHECK_INT(s.theme_line, 1);
	CHECK_STR(s.policy, "compat");
	CHECK_STR(settings_author(&s), "Ada");
	CHECK(s.no_color);
	settings_free(&s);

	settings_init(&s);
	CHECK_INT(settings_parse("c.yaml", bad, strlen(bad), &s, &d), EXIT_CONFIG);
	REQUIRE(d.n == 4);
	CHECK_INT(d.v[0].line, 3);	/* unknown key first (the mapping check) */
	CHECK(strstr(d.v[0].msg, "colour") != NULL);
	CHECK_INT(d.v[1].line, 1);
	CHECK_INT(d.v[1].col, 8);
	CHECK_INT(d.v[2].line, 2);
	CHECK(strstr(d.v[2].msg, "lenient") != NULL);
	CHECK_INT(d.v[3].line, 4);
	CHECK(s.theme == NULL && s.policy == NULL && !s.no_color);	/* defaults kept */
	CHECK(!s.unreadable);
	settings_free(&s);

	settings_init(&s);
	CHECK_INT(settings_parse("c.yaml", "a: [\n", 4, &s, &d), EXIT_CONFIG);
	CHECK(s.unreadable);
	settings_free(&s);
	diags_free(&d);
}

static void test_search_order(void)
{
	char tmpl[] = "/tmp/gravel-settings.XXXXXX";
	char *dir = mkdtemp(tmpl), *sys, *sysfile, *home, *homefile, *xdg, *p;
	char *old_home = getenv("HOME") ? xstrdup(getenv("HOME")) : NULL;

	REQUIRE(dir != NULL);
	sys = xasprintf("%s/etc", dir);
	sysfile = xasprintf("%s/config.yaml", sys);
	home = xasprintf("%s/home", dir);
	xdg = xasprintf("%s/home/.config", dir);
	homefile = xasprintf("%s/home/.config/gravel/config.yaml", dir);
	mkdir(sys, 0700);
	mkdir(home, 0700);
	mkdir(xdg, 0700);
	p = xasprintf("%s/gravel", xdg);
	mkdir(p, 0700);
	free(p);
	REQUIRE(write_file_atomic(sysfile, "theme: light\n", 13) == 0);
	setenv("HOME", home, 1);
	unsetenv("GRAVEL_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	p = settings_find(sys);	/* only the system file */
	CHECK(p && !strcmp(p, sysfile));
	free(p);
	CHECK(settings_find(NULL) == NULL);
	REQUIRE(write_file_atomic(homefile, "theme: dark\n", 12) == 0);
	p = settings_find(sys);	/* ~/.config before the system file */
	CHECK(p && !strcmp(p, homefile));
	free(p);
	setenv("XDG_CONFIG_HOME", xdg, 1);	/* the same file through XDG */
	p = settings_find(sys);
	CHECK(p && !strcmp(p, homefile));
	free(p);
	setenv("GRAVEL_CONFIG", "/no/such/gravel.yaml", 1);	/* set wins, even missing */
	p = settings_find(sys);
	CHECK(p && !strcmp(p, "/no/such/gravel.yaml"));
	free(p);
	unsetenv("GRAVEL_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	if (old_home)
		setenv("HOME", old_home, 1);
	remove(homefile);
	remove(sysfile);
	p = xasprintf("%s/gravel", xdg);
	rmdir(p);
	free(p);
	rmdir(xdg);
	rmdir(home);
	rmdir(sys);
	rmdir(dir);
	free(old_home);
	free(sys);
	free(sysfile);
	free(home);
	free(homefile);
	free(xdg);
}

static void test_state_file(void)
{
	char tmpl[] = "/tmp/gravel-state.XXXXXX";
	char *dir = mkdtemp(tmpl), *path, *old;
	struct state st;
	struct diags d;
	const struct state_pos *pos;

	REQUIRE(dir != NULL);
	old = getenv("XDG_STATE_HOME") ? xstrdup(getenv("XDG_STATE_HOME")) : NULL;
	setenv("XDG_STATE_HOME", dir, 1);
	path = state_path();
	CHECK(path && strstr(path, "/gravel/state.json") != NULL);
	state_init(&st);
	diags_init(&d);
	CHECK_INT(state_load(path, &st, &d), EXIT_OK);	/* missing: empty */
	CHECK_INT(st.n, 0);
	state_remember(&st, "/w/a.yaml", "nlgraph/cycle/easy/standard/3", "run1", "strict");
	state_remember(&st, "/w/b.yaml", NULL, NULL, NULL);
	state_remember(&st, "/w/a.yaml", "nlgraph/cycle/easy/standard/4", NULL, "compat");
	CHECK_INT(st.n, 2);
	CHECK_STR(st.v[0].workspace, "/w/a.yaml");	/* most recent first */
	REQUIRE(state_save(path, &st) == 0);	/* creates gravel/ */
	state_free(&st);
	CHECK_INT(state_load(path, &st, &d), EXIT_OK);
	CHECK_INT(d.n, 0);
	CHECK_STR(st.last_workspace, "/w/a.yaml");
	pos = state_position(&st, "/w/a.yaml");
	REQUIRE(pos != NULL);
	CHECK_STR(pos->problem, "nlgraph/cycle/easy/standard/4");
	CHECK(pos->run == NULL);
	CHECK_STR(pos->policy, "compat");
	CHECK(state_position(&st, "/w/c.yaml") == NULL);
	for (int i = 0; i < STATE_MAX_POSITIONS + 5; i++) {
		char w[32];
		snprintf(w, sizeof w, "/w/%d.yaml", i);
		state_remember(&st, w, NULL, NULL, NULL);
	}
	CHECK_INT(st.n, STATE_MAX_POSITIONS);
	CHECK(state_position(&st, "/w/a.yaml") == NULL);	/* the oldest went */
	state_free(&st);
	REQUIRE(write_file_atomic(path, "{\"positions\": [", 15) == 0);	/* damaged */
	CHECK_INT(state_load(path, &st, &d), EXIT_OK);
	CHECK_INT(d.n, 1);
	CHECK_INT(st.n, 0);
	state_free(&st);
	diags_free(&d);
	remove(path);
	{
		char *g = xasprintf("%s/gravel", dir);
		rmdir(g);
		free(g);
	}
	rmdir(dir);
	if (old)
		setenv("XDG_STATE_HOME", old, 1);
	else
		unsetenv("XDG_STATE_HOME");
	free(old);
	free(path);
}

void suite_theme(void);
void suite_theme(void)
{
	RUN(test_shipped_themes_parse);
	RUN(test_errors_have_positions);
	RUN(test_resolve);
	RUN(test_theme_names);
	RUN(test_settings);
	RUN(test_search_order);
	RUN(test_state_file);
}
