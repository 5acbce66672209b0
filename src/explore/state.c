/* state.c - the state file (state.h). */
#include "config.h"
#include "state.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void state_init(struct state *st)
{
	memset(st, 0, sizeof *st);
}

static void pos_free(struct state_pos *p)
{
	free(p->workspace);
	free(p->problem);
	free(p->run);
	free(p->policy);
	free(p->filters);
}

void state_free(struct state *st)
{
	for (size_t i = 0; i < st->n; i++)
		pos_free(&st->v[i]);
	free(st->v);
	free(st->last_workspace);
	free(st->author);
	memset(st, 0, sizeof *st);
}

char *state_path(void)
{
	const char *x = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (x && *x)
		return xasprintf("%s/gravel/state.json", x);
	if (home && *home)
		return xasprintf("%s/.local/state/gravel/state.json", home);
	return NULL;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

static const char *json_str(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

int state_load(const char *path, struct state *st, struct diags *d)
{
	size_t len;
	char *text = read_file(path, &len);
	cJSON *root, *pos, *it;

	state_free(st);
	if (!text)
		return errno == ENOENT ? EXIT_OK : EXIT_IOERR;
	root = cJSON_ParseWithLength(text, len);
	free(text);
	if (!cJSON_IsObject(root)) {
		diag_warn(d, path, 0, 0, "state file is not a JSON object; starting afresh");
		cJSON_Delete(root);
		return EXIT_OK;
	}
	st->last_workspace = dup_or_null(json_str(root, "last_workspace"));
	st->author = dup_or_null(json_str(root, "author"));
	pos = cJSON_GetObjectItemCaseSensitive(root, "positions");
	if (!cJSON_IsObject(pos))
		pos = NULL;
	cJSON_ArrayForEach(it, pos)
	{
		struct state_pos p;
		if (!it->string || !cJSON_IsObject(it) || st->n >= STATE_MAX_POSITIONS)
			continue;
		p.workspace = xstrdup(it->string);
		p.problem = dup_or_null(json_str(it, "problem"));
		p.run = dup_or_null(json_str(it, "run"));
		p.policy = dup_or_null(json_str(it, "policy"));
		p.filters = NULL;
		if (cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(it, "filters"))) {
			char *f = cJSON_PrintUnformatted(
				cJSON_GetObjectItemCaseSensitive(it, "filters"));
			if (!f)
				gravel_fatal("out of memory");
			p.filters = xstrdup(f);
			cJSON_free(f);
		}
		xgrow(&st->v, &st->cap, st->n + 1, sizeof *st->v);
		st->v[st->n++] = p;
	}
	cJSON_Delete(root);
	return EXIT_OK;
}

/* mkdir -p for the directories above path. */
static int make_parents(const char *path)
{
	char *p = xstrdup(path);
	int rc = 0;

	for (char *s = p + 1; *s && rc == 0; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST)
			rc = -1;
		*s = '/';
	}
	free(p);
	return rc;
}

static void add_str(cJSON *o, const char *key, const char *v)
{
	if (v)
		cJSON_AddStringToObject(o, key, v);
}

int state_save(const char *path, const struct state *st)
{
	cJSON *root = cJSON_CreateObject(), *pos = cJSON_CreateObject();
	char *text;
	int rc;

	add_str(root, "last_workspace", st->last_workspace);
	if (st->author)
		add_str(root, "author", st->author);
	for (size_t i = 0; i < st->n; i++) {
		cJSON *o = cJSON_CreateObject();
		add_str(o, "problem", st->v[i].problem);
		add_str(o, "run", st->v[i].run);
		add_str(o, "policy", st->v[i].policy);
		if (st->v[i].filters) {
			cJSON *f = cJSON_Parse(st->v[i].filters);
			if (f)
				cJSON_AddItemToObject(o, "filters", f);
		}
		cJSON_AddItemToObject(pos, st->v[i].workspace, o);
	}
	cJSON_AddItemToObject(root, "positions", pos);
	text = cJSON_Print(root);
	cJSON_Delete(root);
	if (!text)
		gravel_fatal("out of memory");
	if (make_parents(path) != 0) {
		int e = errno;
		cJSON_free(text);
		errno = e;
		return -1;
	}
	{
		size_t n = strlen(text);
		char *data = xmalloc(n + 2);
		memcpy(data, text, n);
		data[n] = '\n';
		data[n + 1] = '\0';
		cJSON_free(text);
		rc = write_file_atomic(path, data, n + 1);
		free(data);
	}
	return rc;
}

char *state_key(const char *workspace)
{
	char *abs = realpath(workspace, NULL);
	char *k;

	if (!abs)
		return xstrdup(workspace);
	k = xstrdup(abs);	/* through xstrdup, so the caller frees one kind */
	free(abs);
	return k;
}

const struct state_pos *state_position(const struct state *st, const char *workspace)
{
	char *key = state_key(workspace);
	const struct state_pos *p = NULL;

	for (size_t i = 0; i < st->n && !p; i++)
		if (!strcmp(st->v[i].workspace, key) || !strcmp(st->v[i].workspace, workspace))
			p = &st->v[i];
	free(key);
	return p;
}

void state_remember(struct state *st, const char *workspace, const char *problem,
		    const char *run, const char *policy)
{
	char *key = state_key(workspace);
	struct state_pos p = { key, dup_or_null(problem), dup_or_null(run),
			       dup_or_null(policy), NULL };
	size_t i;

	free(st->last_workspace);
	st->last_workspace = xstrdup(key);
	for (i = 0; i < st->n && strcmp(st->v[i].workspace, key) &&
		    strcmp(st->v[i].workspace, workspace); i++)
		;
	if (i < st->n) {
		pos_free(&st->v[i]);
	} else if (st->n >= STATE_MAX_POSITIONS) {
		i = st->n - 1;	/* drop the least recently used */
		pos_free(&st->v[i]);
	} else {
		xgrow(&st->v, &st->cap, st->n + 1, sizeof *st->v);
		i = st->n++;
	}
	memmove(&st->v[1], &st->v[0], i * sizeof *st->v);	/* most recent first */
	st->v[0] = p;
}

int state_last(char **workspace, char **why)
{
	char *path = state_path();
	struct state st;
	struct diags d;
	int rc;

	*workspace = *why = NULL;
	if (!path) {
		*why = xstrdup("no state file: neither XDG_STATE_HOME nor HOME is set");
		return EXIT_NOINPUT;
	}
	state_init(&st);
	diags_init(&d);
	rc = state_load(path, &st, &d);
	if (rc != 0) {
		*why = xasprintf("%s: cannot read the state file", path);
	} else if (d.n) {
		*why = xasprintf("%s: %s", path, d.v[0].msg);
		rc = EXIT_NOINPUT;
	} else if (!st.last_workspace || !*st.last_workspace) {
		*why = xasprintf("no last workspace recorded (%s has none yet); "
				 "open one with gravel browse WORKSPACE first", path);
		rc = EXIT_NOINPUT;
	} else {
		*workspace = xstrdup(st.last_workspace);
	}
	diags_free(&d);
	state_free(&st);
	free(path);
	return rc;
}

void state_remember_filters(struct state *st, const char *workspace, const char *filters)
{
	struct state_pos *p = (struct state_pos *)state_position(st, workspace);

	if (!p)
		return;
	free(p->filters);
	p->filters = dup_or_null(filters);
}
