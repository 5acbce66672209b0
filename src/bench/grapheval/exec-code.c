/* exec-code.c - solutions in, code out of a model's reply (exec.h). */
#include "config.h"
#include "exec.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

void exec_solutions_free(struct exec_solutions *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].run);
		free(s->v[i].task);
		free(s->v[i].code);
		free(s->v[i].origin);
	}
	free(s->v);
	memset(s, 0, sizeof *s);
}

static bool blank(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isspace((unsigned char)s[i]))
			return false;
	return true;
}

struct block {
	size_t off, len;
	bool python, has_def;
};

/* The line at i: *a its first byte after blanks, *end its newline (or
 * len); returns where the next line starts. */
static size_t line_at(const char *text, size_t len, size_t i, size_t *a, size_t *end)
{
	size_t j = i;

	while (j < len && (text[j] == ' ' || text[j] == '\t'))
		j++;
	*a = j;
	while (j < len && text[j] != '\n')
		j++;
	*end = j;
	return j < len ? j + 1 : j;
}

/* Whether the line [a, end) opens or closes a fence. */
static bool fence_at(const char *text, size_t a, size_t end)
{
	return end - a >= 3 && !prefixcmp(text + a, "```");
}

/* The block whose opening fence is the line [a, end), with the block's
 * first line at start; *next is set past its closing fence, or to len
 * when it has none (the block then runs to the end). */
static struct block read_block(const char *text, size_t len, size_t a, size_t end, size_t start,
			       size_t *next)
{
	const char *info = text + a + 3;
	size_t il = end - (a + 3), k = start;
	struct block bl = { start, 0, false, false };

	while (il && isspace((unsigned char)*info))
		info++, il--;
	bl.python = il >= 2 && !strncasecmp(info, "py", 2);
	for (;;) {
		size_t fa, fe, after = line_at(text, len, k, &fa, &fe);
		if (k >= len) {
			bl.len = len - start;
			*next = len;
			break;
		}
		if (fence_at(text, fa, fe)) {
			bl.len = k - start;
			*next = after;
			break;
		}
		k = after;
	}
	for (size_t x = bl.off; x + 4 <= bl.off + bl.len && !bl.has_def; x++)
		bl.has_def = !prefixcmp(text + x, "def ");
	return bl;
}

/* The block to run: the last python block; else the last holding a def;
 * else the last block; (size_t)-1 when there is none. */
static size_t pick_block(const struct block *b, size_t nb)
{
	for (size_t k = nb; k-- > 0;)
		if (b[k].python)
			return k;
	for (size_t k = nb; k-- > 0;)
		if (b[k].has_def)
			return k;
	return nb ? nb - 1 : (size_t)-1;
}

char *exec_extract_code(const char *text, size_t len)
{
	struct block *b = NULL;
	size_t nb = 0, cap = 0, pick;
	char *code = NULL;

	if (!text)
		return NULL;
	/* fences open at a line start (after blanks): ``` then an info string */
	for (size_t i = 0; i < len;) {
		size_t a, end, next = line_at(text, len, i, &a, &end);
		if (!fence_at(text, a, end)) {
			i = next;
			continue;
		}
		xgrow(&b, &cap, nb + 1, sizeof *b);
		b[nb++] = read_block(text, len, a, end, next, &i);
	}
	pick = pick_block(b, nb);
	if (pick != (size_t)-1) {
		if (!blank(text + b[pick].off, b[pick].len))
			code = xstrndup(text + b[pick].off, b[pick].len);
	} else if (!blank(text, len)) {
		/* no fence: the whole text, when it looks like code at all */
		code = xstrndup(text, len);
		if (!strstr(code, "def ") && !strstr(code, "class ")) {
			free(code);
			code = NULL;
		}
	}
	free(b);
	return code;
}

/* "lc1971", "grapheval2000/lc1971" or ".../lc1971/..." -> "lc1971". */
static char *task_of(const char *problem)
{
	const char *p = problem, *slash;
	size_t n;

	if (!prefixcmp(p, "grapheval2000/"))
		p += STRING_SIZE("grapheval2000/");
	slash = strchr(p, '/');
	n = slash ? (size_t)(slash - p) : strlen(p);
	if (n < 3 || prefixcmp(p, "lc"))
		return NULL;
	for (size_t i = 2; i < n; i++)
		if (!isdigit((unsigned char)p[i]))
			return NULL;
	return xstrndup(p, n);
}

static void add(struct exec_solutions *s, const char *run, char *task, char *code, char *origin,
		long sample)
{
	xgrow(&s->v, &s->cap, s->n + 1, sizeof *s->v);
	s->v[s->n].sample = sample;
	s->v[s->n].run = xstrdup(run);
	s->v[s->n].task = task;
	s->v[s->n].code = code;
	s->v[s->n].origin = origin;
	s->n++;
}

static int read_jsonl(const char *path, struct exec_solutions *s, struct diags *d)
{
	size_t len, pos = 0;
	long line = 0;
	char *buf = read_file(path, &len);

	if (!buf) {
		int e = errno;
		diag_error(d, path, 0, 0, "%s", strerror(e));
		return e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	while (pos < len) {
		char *nl = memchr(buf + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - buf) : len;
		const char *perr = NULL;
		cJSON *o;
		line++;
		if (blank(buf + pos, end - pos)) {
			pos = end + 1;
			continue;
		}
		o = cJSON_ParseWithLengthOpts(buf + pos, end - pos, &perr, false);
		if (!o || !cJSON_IsObject(o)) {
			diag_warn(d, path, line, perr ? (long)(perr - (buf + pos)) + 1 : 1,
				  "not a JSON object; skipped");
		} else {
			const cJSON *pr = cJSON_GetObjectItemCaseSensitive(o, "problem");
			const cJSON *run = cJSON_GetObjectItemCaseSensitive(o, "run");
			const cJSON *tx = cJSON_GetObjectItemCaseSensitive(o, "text");
			const cJSON *sm = cJSON_GetObjectItemCaseSensitive(o, "sample");
			char *task = cJSON_IsString(pr) ? task_of(pr->valuestring) : NULL;
			if (!task || !cJSON_IsString(run)) {
				diag_warn(d, path, line, 1,
					  "needs \"problem\": \"lc<ID>\" and \"run\"; skipped");
				free(task);
			} else {
				add(s, run->valuestring, task,
				    cJSON_IsString(tx) ? exec_extract_code(tx->valuestring,
									   strlen(tx->valuestring)) :
							 NULL,
				    xasprintf("%s:%ld", path, line),
				    cJSON_IsNumber(sm) && whole_ll(sm->valuedouble) &&
						    sm->valuedouble >= 0 && sm->valuedouble < 1e6
					    ? (long)sm->valuedouble
					    : 0);
			}
		}
		cJSON_Delete(o);
		pos = end + 1;
	}
	free(buf);
	return 0;
}

/* DIR/<run>/lc<ID>.py, runs and files in name order. */
static int read_tree(const char *path, struct exec_solutions *s, struct diags *d)
{
	size_t nr, nf;
	char **runs = dir_list(path, DIR_LIST_ALL, NULL, &nr);
	size_t before = s->n;

	for (size_t r = 0; r < nr; r++) {
		char *rdir = xasprintf("%s/%s", path, runs[r]);
		char **files = dir_list(rdir, DIR_LIST_ALL, NULL, &nf);
		for (size_t f = 0; f < nf; f++) {
			size_t fl = strlen(files[f]), len;
			char *task, *fp, *text;
			if (fl < 6 || suffixcmp(files[f], fl, ".py"))
				continue;
			task = xstrndup(files[f], fl - 3);
			fp = xasprintf("%s/%s", rdir, files[f]);
			{
				char *t2 = task_of(task);
				free(task);
				task = t2;
			}
			if (!task) {
				diag_warn(d, fp, 0, 0, "not named lc<ID>.py; skipped");
				free(fp);
				continue;
			}
			text = read_file(fp, &len);
			if (!text) {
				diag_warn(d, fp, 0, 0, "%s; skipped", strerror(errno));
				free(task);
				free(fp);
				continue;
			}
			add(s, runs[r], task, exec_extract_code(text, len), fp, 0);
			free(text);
		}
		dir_list_free(files);
		free(rdir);
	}
	dir_list_free(runs);
	if (s->n == before)
		diag_warn(d, path, 0, 0, "no <run>/lc<ID>.py files");
	return 0;
}

int exec_solutions_read(const char *path, struct exec_solutions *s, struct diags *d)
{
	if (strcmp(path, "-") && is_dir(path))
		return read_tree(path, s, d);
	return read_jsonl(path, s, d);
}
