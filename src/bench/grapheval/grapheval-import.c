/* grapheval-import.c - read GraphEval2000's released files into problems
 * (see grapheval-import.h for the layout and the mapping). */
#include "config.h"
#include "grapheval-import.h"
#include "grapheval-case.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool grapheval_is_dir(const char *dir)
{
	char *a = xasprintf("%s/dataset", dir), *b = xasprintf("%s/problem-set", dir);
	bool ok = is_dir(a) && is_dir(b);

	free(a);
	free(b);
	return ok;
}

static int cmp_name(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	/* lc<ID> folders in numeric order, files by name */
	if (!prefixcmp(x, "lc") && !prefixcmp(y, "lc")) {
		long i = atol(x + 2), j = atol(y + 2);
		if (i != j)
			return i < j ? -1 : 1;
	}
	return strcmp(x, y);
}

/* The problem record: the first JSON object of problem-set/DIR/lcID.jsonl. */
static cJSON *read_record(const char *root, const char *direction, const char *name,
			  struct diags *d)
{
	char *path = xasprintf("%s/problem-set/%s/%s.jsonl", root, direction, name);
	size_t len;
	char *buf = read_file(path, &len);
	cJSON *rec = NULL;

	if (!buf) {
		diag_warn(d, path, 0, 0, "cannot read the problem record: %s", strerror(errno));
	} else {
		const char *end = NULL;
		rec = cJSON_ParseWithLengthOpts(buf, len, &end, false);
		if (!cJSON_IsObject(rec)) {
			long line = 1, col = 1;
			for (const char *s = buf; end && s < end; s++, col++)
				if (*s == '\n') {
					line++;
					col = 0;
				}
			diag_warn(d, path, line, col, "malformed problem record; statement left out");
			cJSON_Delete(rec);
			rec = NULL;
		}
	}
	free(buf);
	free(path);
	return rec;
}

/* Brackets ({ and [) a line leaves open, outside strings. */
static long unclosed(const char *s, size_t n)
{
	long depth = 0;
	bool str = false;

	for (size_t i = 0; i < n; i++) {
		if (str) {
			if (s[i] == '\\')
				i++;
			else if (s[i] == '"')
				str = false;
		} else if (s[i] == '"') {
			str = true;
		} else if (s[i] == '{' || s[i] == '[') {
			depth++;
		} else if (s[i] == '}' || s[i] == ']') {
			depth--;
		}
	}
	return depth;
}

/* Read one test-case file: every line's objects, every sub-category. */
static void import_file(struct ge_ctx *c, const char *path, struct grapheval_stats *st)
{
	size_t len;
	char *buf = read_file(path, &len);
	const char *line = buf;
	long lineno = 0;

	if (!buf) {
		diag_warn(c->d, path, 0, 0, "cannot read: %s", strerror(errno));
		return;
	}
	st->files++;
	c->file = path;
	while (line && line < buf + len && !c->stop) {
		const char *nl = memchr(line, '\n', (size_t)(buf + len - line));
		size_t ll = nl ? (size_t)(nl - line) : (size_t)(buf + len - line);
		const char *end = NULL, *s = line;
		cJSON *obj, *sub;

		lineno++;
		while (s < line + ll && (*s == ' ' || *s == '\t' || *s == '\r'))
			s++;
		if (s == line + ll) {
			line = nl ? nl + 1 : NULL;
			continue;
		}
		while (ll > 0 && line[ll - 1] == '\r')	/* CRLF lines */
			ll--;
		obj = cJSON_ParseWithLengthOpts(line, ll, &end, false);
		if (!cJSON_IsObject(obj)) {
			long col = end && end >= line ? (long)(end - line) + 1 : 1;
			long open = unclosed(line, ll);
			char what[64];
			if (open > 0) {
				/* cJSON stops at the last byte it read: say what is missing */
				col = (long)ll + 1;
				snprintf(what, sizeof what, "the line ends with %ld bracket%s open", open,
					 open == 1 ? "" : "s");
			} else if (col > (long)ll)
				snprintf(what, sizeof what, "the line ends inside a value");
			else
				snprintf(what, sizeof what, "unexpected '%c'",
					 line[col - 1] >= ' ' && line[col - 1] < 127 ? line[col - 1] : '?');
			ge_bad(c, path, lineno, col, "malformed JSON (%s)%s", what,
			       c->strict ? "" : "; this line's test cases are skipped");
			st->bad_lines++;
			cJSON_Delete(obj);
			line = nl ? nl + 1 : NULL;
			continue;
		}
		c->line = lineno;
		cJSON_ArrayForEach(sub, obj) {
			if (c->stop)
				break;
			if (!cJSON_IsObject(sub)) {
				ge_bad(c, path, lineno, 0, "sub-category \"%s\" is not an object; skipped",
				       sub->string ? sub->string : "?");
				st->bad_cases++;
				continue;
			}
			ge_import_columns(c, sub->string, sub, st);
		}
		cJSON_Delete(obj);
		line = nl ? nl + 1 : NULL;
	}
	free(buf);
}

/* Is the test-case file path of directed/NAME/ the same, byte for byte,
 * as undirected/NAME/'s file of that name (lc1971's)? Then it is read
 * once, from undirected/, as the problem's table files it. */
static bool filed_twice(const char *root, const char *name, const char *file,
			const char *path)
{
	char *twin = xasprintf("%s/dataset/undirected/%s/%s", root, name, file);
	size_t la = 0, lb = 0;
	char *x = read_file(path, &la), *y = x ? read_file(twin, &lb) : NULL;
	bool same = x && y && la == lb && !memcmp(x, y, la);

	free(x);
	free(y);
	free(twin);
	return same;
}

static void import_problem(struct ge_ctx *c, const char *root, const char *direction,
			   const char *name, struct grapheval_stats *st)
{
	char *task = xstrdup(name), *dir = xasprintf("%s/dataset/%s/%s", root, direction, name);
	char **files;
	size_t nf;
	bool imported = false;
	size_t twins = 0;

	c->task = task_find(task);
	if (!c->task || prefixcmp(name, "lc") != 0) {
		diag_warn(c->d, dir, 0, 0, "no registry task %s; folder skipped", name);
		goto out;
	}
	c->record = read_record(root, direction, name, c->d);
	c->direction = direction;
	files = dir_list(dir, DIR_LIST_ALL, cmp_name, &nf);
	if (!files) {
		diag_warn(c->d, dir, 0, 0, "cannot list: %s", strerror(errno));
		cJSON_Delete(c->record);
		goto out;
	}
	for (size_t i = 0; i < nf && !c->stop; i++) {
		size_t fl = strlen(files[i]);
		char *path = xasprintf("%s/%s", dir, files[i]);
		if (!strcmp(direction, "directed") && filed_twice(root, name, files[i], path)) {
			twins++;
		} else if (!suffixcmp(files[i], fl, ".jsonl")) {
			imported = true;
			c->family = xstrndup(files[i], fl - 6);
			c->fname = files[i];
			import_file(c, path, st);
			free(c->family);
			c->family = NULL;
		} else {
			diag_warn(c->d, path, 0, 0, "not a test-case file (.jsonl); ignored");
		}
		free(path);
	}
	if (twins)
		diag_warn(c->d, dir, 0, 0, "%zu of its %zu files are byte-identical to undirected/"
			  "%s's; those are imported once, from there", twins, nf, name);
	st->duplicates += twins;
	dir_list_free(files);
	st->problems += imported;
	cJSON_Delete(c->record);
	c->record = NULL;
out:
	free(task);
	free(dir);
}

int grapheval_import(const char *dir, struct problemset *ps, struct grapheval_stats *st,
		     struct diags *d)
{
	return grapheval_import_with(dir, ps, st, false, d);
}

int grapheval_import_with(const char *dir, struct problemset *ps, struct grapheval_stats *st,
			  bool strict, struct diags *d)
{
	static const char *const directions[] = { "directed", "undirected" };
	struct grapheval_stats local;
	struct ge_ctx c;

	if (!st)
		st = &local;
	memset(st, 0, sizeof *st);
	if (!is_dir(dir)) {
		diag_error(d, dir, 0, 0, "not a directory");
		return EXIT_NOINPUT;
	}
	if (!grapheval_is_dir(dir)) {
		diag_error(d, dir, 0, 0, "not a GraphEval2000 checkout (no dataset/ and problem-set/)");
		return EXIT_NOINPUT;
	}
	memset(&c, 0, sizeof c);
	c.ps = ps;
	c.d = d;
	c.strict = strict;
	for (size_t k = 0; k < 2 && !c.stop; k++) {
		char *sub = xasprintf("%s/dataset/%s", dir, directions[k]);
		size_t n;
		char **names = dir_list(sub, DIR_LIST_ALL, cmp_name, &n);
		if (!names) {
			diag_warn(d, sub, 0, 0, "cannot list: %s", strerror(errno));
			free(sub);
			continue;
		}
		for (size_t i = 0; i < n && !c.stop; i++)
			import_problem(&c, dir, directions[k], names[i], st);
		dir_list_free(names);
		free(sub);
	}
	ge_ctx_free(&c);
	st->cases = c.made;
	if (c.stop)
		return EXIT_DATAERR;
	if (!c.made) {
		diag_error(d, dir, 0, 0, "no test cases imported");
		return EXIT_DATAERR;
	}
	return EXIT_OK;
}

int grapheval_import_examples(const char *dir, struct problemset *ps,
			      struct grapheval_stats *st, struct diags *d)
{
	static const char *const directions[] = { "directed", "undirected" };
	struct grapheval_stats local;
	struct ge_ctx c;

	if (!st)
		st = &local;
	memset(st, 0, sizeof *st);
	if (!grapheval_is_dir(dir)) {
		diag_error(d, dir, 0, 0, "not a GraphEval2000 checkout (no dataset/ and problem-set/)");
		return EXIT_NOINPUT;
	}
	memset(&c, 0, sizeof c);
	c.ps = ps;
	c.d = d;
	for (size_t k = 0; k < 2; k++) {
		char *sub = xasprintf("%s/problem-set/%s", dir, directions[k]);
		size_t n;
		char **names = dir_list(sub, DIR_LIST_ALL, cmp_name, &n);
		if (!names) {
			diag_warn(d, sub, 0, 0, "cannot list: %s", strerror(errno));
			free(sub);
			continue;
		}
		for (size_t i = 0; i < n; i++) {
			size_t nl = strlen(names[i]);
			char *name, *path;
			const cJSON *ex;
			if (suffixcmp(names[i], nl, ".jsonl") || prefixcmp(names[i], "lc"))
				continue;
			name = xstrndup(names[i], nl - 6);
			path = xasprintf("%s/%s", sub, names[i]);
			c.task = task_find(name);
			if (!c.task) {
				diag_warn(d, path, 0, 0, "no registry task %s; skipped", name);
				free(name);
				free(path);
				continue;
			}
			c.record = read_record(dir, directions[k], name, d);
			c.direction = directions[k];
			c.family = xstrdup("example");
			c.fname = names[i];
			c.file = path;
			c.line = 1;
			ex = cJSON_GetObjectItemCaseSensitive(c.record, "data_examples");
			if (c.record && !cJSON_IsArray(ex))
				diag_warn(d, path, 1, 0, "no \"data_examples\" list");
			else if (c.record)
				st->problems++;
			if (!cJSON_IsArray(ex))
				ex = NULL;
			for (ex = ex ? ex->child : NULL; ex; ex = ex->next) {
				const cJSON *in = cJSON_GetObjectItemCaseSensitive(ex, "input");
				const cJSON *out = cJSON_GetObjectItemCaseSensitive(ex, "output");
				if (!cJSON_IsObject(in) || !out) {
					diag_warn(d, path, 1, 0, "an example without \"input\" and "
						  "\"output\"; skipped");
					st->bad_cases++;
					continue;
				}
				ge_import_example(&c, in, out, st);
			}
			st->files++;
			cJSON_Delete(c.record);
			c.record = NULL;
			free(c.family);
			c.family = NULL;
			free(name);
			free(path);
		}
		dir_list_free(names);
		free(sub);
	}
	st->cases = c.made;
	ge_ctx_free(&c);
	return c.made ? EXIT_OK : EXIT_DATAERR;
}
