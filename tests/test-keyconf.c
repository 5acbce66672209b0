/* test-keyconf.c - key bindings read from YAML (keyconf.h), the default
 * config/gravel.yaml, the config search order, and the view spans the
 * TUI colours answers with (view.h). */
#include "config.h"
#include "unit.h"
#include "keyconf.h"
#include "util.h"
#include "view.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void test_parse_lists_and_scalars(void)
{
	static const char doc[] = "theme: dark\n"
				  "keys:\n"
				  "  move-down: [j, Down]\n"
				  "  quit: q\n"
				  "  redraw: []\n";
	struct keyconf kc;
	struct diags d;

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_parse("c.yaml", doc, strlen(doc), &kc, &d), EXIT_OK);
	CHECK_INT(d.n, 0);
	REQUIRE(kc.n == 3);
	CHECK_STR(kc.v[0].action, "move-down");
	CHECK_INT(kc.v[0].nkeys, 2);
	CHECK_STR(kc.v[0].keys[1].name, "Down");
	CHECK_INT(kc.v[0].keys[1].line, 3);
	CHECK_INT(kc.v[0].keys[1].col, 18);
	CHECK_STR(kc.v[1].keys[0].name, "q");
	CHECK_INT(kc.v[2].nkeys, 0);	/* unbound */
	keyconf_free(&kc);
	diags_free(&d);
}

static void test_errors_have_positions(void)
{
	static const char doc[] = "keys:\n  help: {a: b}\n  quit: [[x]]\n";
	static const char notmap[] = "keys: [a, b]\n";
	struct keyconf kc;
	struct diags d;

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_parse("c.yaml", doc, strlen(doc), &kc, &d), EXIT_CONFIG);
	REQUIRE(d.n == 2);
	CHECK_INT(d.v[0].line, 2);
	CHECK_INT(d.v[0].col, 9);
	CHECK(strstr(d.v[0].msg, "help") != NULL);
	CHECK_INT(d.v[1].line, 3);
	keyconf_free(&kc);
	diags_free(&d);

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_parse("c.yaml", notmap, strlen(notmap), &kc, &d), EXIT_CONFIG);
	CHECK_INT(d.n, 1);
	CHECK_INT(kc.n, 0);
	keyconf_free(&kc);
	diags_free(&d);

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_parse("c.yaml", "keys: [", 7, &kc, &d), EXIT_CONFIG);
	CHECK(d.errors > 0);
	keyconf_free(&kc);
	diags_free(&d);
}

static void test_default_config_file(void)
{
	const char *src = getenv("SRCDIR");
	char *path = xasprintf("%s/config/gravel.yaml", src ? src : ".");
	struct keyconf kc;
	struct diags d;
	bool quit = false, help = false;

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_read(path, &kc, &d), EXIT_OK);
	CHECK_INT(d.n, 0);
	CHECK(kc.n >= 40);
	for (size_t i = 0; i < kc.n; i++) {
		CHECK(kc.v[i].nkeys >= 1 && kc.v[i].nkeys <= 4);
		if (!strcmp(kc.v[i].action, "quit"))
			quit = !strcmp(kc.v[i].keys[0].name, "q");
		if (!strcmp(kc.v[i].action, "help"))
			help = !strcmp(kc.v[i].keys[0].name, "?");
	}
	CHECK(quit);
	CHECK(help);
	keyconf_free(&kc);
	diags_free(&d);
	free(path);

	keyconf_init(&kc);
	diags_init(&d);
	CHECK_INT(keyconf_read("/nonexistent/gravel.yaml", &kc, &d), EXIT_NOINPUT);
	keyconf_free(&kc);
	diags_free(&d);
}

static void test_search_order(void)
{
	char tmpl[] = "/tmp/gravel-keyconf.XXXXXX";
	char *dir = mkdtemp(tmpl), *xdg, *file, *p;
	char *old_home = getenv("HOME") ? xstrdup(getenv("HOME")) : NULL;

	REQUIRE(dir != NULL);
	xdg = xasprintf("%s/xdg", dir);
	file = xasprintf("%s/xdg/gravel", dir);
	mkdir(xdg, 0700);
	mkdir(file, 0700);
	free(file);
	file = xasprintf("%s/xdg/gravel/config.yaml", dir);
	REQUIRE(write_file_atomic(file, "keys: {}\n", 9) == 0);

	setenv("HOME", dir, 1);
	unsetenv("GRAVEL_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	CHECK(keyconf_user_path() == NULL);	/* nothing under HOME */
	setenv("XDG_CONFIG_HOME", xdg, 1);
	p = keyconf_user_path();
	CHECK(p && !strcmp(p, file));
	free(p);
	setenv("GRAVEL_CONFIG", "/some/where.yaml", 1);
	p = keyconf_user_path();
	CHECK(p && !strcmp(p, "/some/where.yaml"));
	free(p);
	unsetenv("GRAVEL_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	if (old_home)
		setenv("HOME", old_home, 1);
	remove(file);
	free(file);
	file = xasprintf("%s/xdg/gravel", dir);
	rmdir(file);
	rmdir(xdg);
	rmdir(dir);
	free(file);
	free(xdg);
	free(old_home);
}

/* Every span of a view names the node or edge its text shows. */
static void test_view_spans(void)
{
	struct graph *g = graph_new(3, false, ATTR_WEIGHT);
	struct textlines t;
	size_t first, n;

	graph_add_edge(g, 0, 2, 5);
	graph_add_edge(g, 1, 2, 17);
	graph_finish(g);

	textlines_init(&t);
	view_render(g, VIEW_LIST, &t);	/* "0: 2(5)" */
	first = textlines_spans_of(&t, 0, &n);
	REQUIRE(n == 2);
	CHECK_INT(t.spans[first].node, 0);
	CHECK_INT(t.spans[first + 1].node, 2);
	CHECK_INT(t.spans[first + 1].edge, 0);
	CHECK(!strncmp(t.v[0] + t.spans[first + 1].col, "2(5)", (size_t)t.spans[first + 1].width));
	textlines_free(&t);

	textlines_init(&t);
	view_render(g, VIEW_MATRIX, &t);	/* cell (1, 2) shows 17 */
	first = textlines_spans_of(&t, 3, &n);	/* header, rule, row 0, row 1 */
	REQUIRE(n == 2);
	CHECK_INT(t.spans[first].node, 1);
	CHECK_INT(t.spans[first + 1].edge, 1);
	CHECK(!strncmp(t.v[3] + t.spans[first + 1].col, "17", 2));
	textlines_free(&t);

	textlines_init(&t);
	view_render(g, VIEW_EDGES, &t);	/* "e1  1 - 2  w=17" */
	first = textlines_spans_of(&t, 1, &n);
	REQUIRE(n == 3);
	CHECK_INT(t.spans[first].edge, 1);
	CHECK_INT(t.spans[first].width, (int)strlen(t.v[1]));
	CHECK(t.v[1][t.spans[first + 1].col] == '1');
	CHECK(t.v[1][t.spans[first + 2].col] == '2');
	textlines_free(&t);

	textlines_init(&t);
	view_render(g, VIEW_DRAW, &t);
	n = 0;
	for (size_t i = 0; i < t.nspans; i++) {
		const struct view_span *s = &t.spans[i];
		if (s->node >= 0)
			CHECK(t.v[s->line][s->col] == '[');
		n += s->edge == 1;
	}
	CHECK(n > 0);	/* edge 1's strokes are spanned */
	textlines_free(&t);
	graph_free(g);
}

void suite_keyconf(void);
void suite_keyconf(void)
{
	RUN(test_parse_lists_and_scalars);
	RUN(test_errors_have_positions);
	RUN(test_default_config_file);
	RUN(test_search_order);
	RUN(test_view_spans);
}
