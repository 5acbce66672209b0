/* foreign.c - evaluation logs of other tools as runs: the format switch,
 * matching samples to problems, and adding answers (see foreign.h). */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define FOREIGN_REPORT_MAX 20	/* unmatched answers reported one by one */

int foreign_parse_format(const char *s, enum foreign_format *out)
{
	if (!strcmp(s, "lm-eval"))
		*out = FOREIGN_LMEVAL;
	else if (!strcmp(s, "inspect"))
		*out = FOREIGN_INSPECT;
	else if (!strcmp(s, "openai-evals"))
		*out = FOREIGN_OPENAI;
	else if (!strcmp(s, "openai-batch"))
		*out = FOREIGN_BATCH;
	else
		return -1;
	return 0;
}

struct foreign_matcher {
	struct problemset *ps;
	const char *field;	/* NULL = id */
	bool position;
	/* open-addressing index: value string -> problem */
	char **key;
	struct problem **val;
	size_t cap;
	char *last;		/* the last key looked up without problems */
	size_t reported;
};

static uint64_t fnv(const char *s)
{
	uint64_t h = 14695981039346656037ULL;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

/* A JSON scalar as text (strings trimmed), or NULL. Caller frees. */
static char *key_text(const cJSON *v)
{
	if (cJSON_IsString(v)) {
		const char *s = v->valuestring, *e = s + strlen(s);
		while (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r')
			s++;
		while (e > s && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\t' || e[-1] == '\r'))
			e--;
		return xstrndup(s, (size_t)(e - s));
	}
	if (cJSON_IsNumber(v)) {
		if (whole_ll(v->valuedouble))
			return xasprintf("%lld", (long long)ll_of(v->valuedouble));
		return xasprintf("%.17g", v->valuedouble);
	}
	if (cJSON_IsBool(v))
		return xstrdup(cJSON_IsTrue(v) ? "true" : "false");
	return NULL;
}

/* The problem's value of the match field, as text; NULL when none. */
static char *problem_field(const struct problem *p, const char *f)
{
	const cJSON *v;

	if (!f || !strcmp(f, "id"))
		return xstrdup(p->id);
	if (!strcmp(f, "question")) {
		cJSON tmp;
		if (!p->question)
			return NULL;
		memset(&tmp, 0, sizeof tmp);
		tmp.type = cJSON_String;
		tmp.valuestring = p->question;
		return key_text(&tmp);
	}
	if (!strcmp(f, "index"))
		return p->index >= 0 ? xasprintf("%ld", p->index) : NULL;
	v = cJSON_GetObjectItemCaseSensitive(p->extra, f);
	if (!v)
		v = cJSON_GetObjectItemCaseSensitive(p->query, f);
	return key_text(v);
}

static void index_put(struct foreign_matcher *m, char *k, struct problem *p)
{
	size_t h = (size_t)fnv(k) & (m->cap - 1);

	while (m->key[h]) {
		if (!strcmp(m->key[h], k)) {
			free(k);	/* the first problem with the value wins */
			return;
		}
		h = (h + 1) & (m->cap - 1);
	}
	m->key[h] = k;
	m->val[h] = p;
}

struct foreign_matcher *foreign_matcher_new(const struct foreign_opts *o)
{
	struct foreign_matcher *m = xcalloc(1, sizeof *m);

	m->ps = o->ps;
	m->field = o->match_field && strcmp(o->match_field, "id") ? o->match_field : NULL;
	m->position = m->field && !strcmp(m->field, "position");
	if (!m->ps || m->position)
		return m;
	for (m->cap = 16; m->cap < 2 * m->ps->n + 2; m->cap *= 2)
		;
	m->key = xcalloc(m->cap, sizeof *m->key);
	m->val = xcalloc(m->cap, sizeof *m->val);
	for (size_t i = 0; i < m->ps->n; i++) {
		char *k = problem_field(m->ps->v[i], m->field);
		if (k)
			index_put(m, k, m->ps->v[i]);
	}
	return m;
}

void foreign_matcher_free(struct foreign_matcher *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->cap; i++)
		free(m->key[i]);
	free(m->key);
	free(m->val);
	free(m->last);
	free(m);
}

const char *foreign_match(struct foreign_matcher *m, const cJSON *key)
{
	char *k = key_text(key);
	const char *id = NULL;

	if (!k)
		return NULL;
	if (!m->ps) {
		free(m->last);
		m->last = k;
		return k;
	}
	if (m->position) {
		long pos;
		if (parse_long(k, &pos) == 0 && pos >= 0 && (size_t)pos < m->ps->n)
			id = m->ps->v[pos]->id;
	} else {
		size_t h = (size_t)fnv(k) & (m->cap - 1);
		while (m->key[h]) {
			if (!strcmp(m->key[h], k)) {
				id = m->val[h]->id;
				break;
			}
			h = (h + 1) & (m->cap - 1);
		}
	}
	free(k);
	return id;
}

void foreign_add(const struct foreign_ctx *c, const struct foreign_answer *ans)
{
	struct foreign_matcher *m = c->m;
	const char *id = ans->key ? foreign_match(m, ans->key) : NULL;
	struct answer *a;

	c->st->samples++;
	if (!id) {
		char *k = ans->key ? key_text(ans->key) : NULL;
		c->st->unmatched++;
		if (m->reported++ < FOREIGN_REPORT_MAX)
			diag_warn(c->d, c->path, ans->line, ans->col,
				  "answer for %s%s%s matches no problem%s",
				  m->field ? m->field : "id", k ? " " : "", k ? k : " (none)",
				  m->reported == FOREIGN_REPORT_MAX ? " (further ones counted only)" : "");
		free(k);
		return;
	}
	c->st->matched++;
	c->st->notext += ans->text == NULL;
	a = runset_add(c->rs, id, ans->run, ans->sample, ans->text,
		       ans->text ? strlen(ans->text) : 0);
	if (ans->recorded)
		a->recorded = *ans->recorded;
}

bool foreign_skip(const struct foreign_ctx *c, long line, long col, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	c->st->skipped++;
	if (c->o->strict)
		diag_error(c->d, c->path, line, col, "%s", msg);
	else
		diag_warn(c->d, c->path, line, col, "%s; skipped", msg);
	free(msg);
	return c->o->strict;
}

cJSON *foreign_json_parse(const char *s, size_t n, const char **err)
{
	const char *nul = memchr(s, '\0', n);

	if (nul) {
		*err = nul;
		return NULL;
	}
	return cJSON_ParseWithLengthOpts(s, n, err, false);
}

bool foreign_json_error(const struct foreign_ctx *c, const char *lstart, size_t n, long line,
			const char *err)
{
	long col = 1;

	if (!err || err < lstart)
		return foreign_skip(c, line, 0, "malformed JSON");
	for (const char *s = lstart; s < err; s++) {
		col++;
		if (*s == '\n') {
			line++;
			col = 1;
		}
	}
	return foreign_skip(c, line, col, "%s",
			    err < lstart + n && !*err ? "a NUL byte, which JSON does not allow"
						      : "malformed JSON");
}

const char *foreign_line(const char *p, const char *end, size_t *ll)
{
	const char *q = p;

	while (q < end && *q != '\n' && *q != '\r')
		q++;
	*ll = (size_t)(q - p);
	if (q < end && *q == '\r' && q + 1 < end && q[1] == '\n')
		return q + 2;
	return q < end ? q + 1 : end;
}

int foreign_each_line(const struct foreign_ctx *c, const char *buf, size_t len,
		      bool (*each)(const struct foreign_record *r, void *ctx), void *ctx)
{
	const char *line = buf, *end = buf + len;
	long lineno = 0;

	while (line < end) {
		size_t ll;
		const char *next = foreign_line(line, end, &ll), *err = NULL;
		cJSON *obj;
		bool stop;

		lineno++;
		if (strspn(line, " \t") >= ll) {
			line = next;
			continue;
		}
		obj = foreign_json_parse(line, ll, &err);
		if (obj) {
			struct foreign_record r = { obj, line, ll, lineno };
			stop = each(&r, ctx);
		} else {
			stop = foreign_json_error(c, line, ll, lineno, err);
		}
		cJSON_Delete(obj);
		if (stop)
			return EXIT_DATAERR;
		line = next;
	}
	return EXIT_OK;
}

int foreign_read(enum foreign_format f, const char *path, const struct foreign_opts *o,
		 struct runset *rs, struct foreign_stats *st, struct diags *d)
{
	size_t len;
	int rc = -1;
	char *buf;
	struct foreign_ctx c = { diag_input_name(path), NULL, o, rs, st, d };

	memset(st, 0, sizeof *st);
	c.m = foreign_matcher_new(o);
	/* an .eval archive is mapped, not read into memory whole */
	if (f == FOREIGN_INSPECT && !input_not_regular(path))
		rc = foreign_read_inspect_mapped(path, &c);
	if (rc >= 0) {
		foreign_matcher_free(c.m);
		return rc;
	}
	rc = 0;
	if (!(buf = diag_read_file(d, path, NULL, &len, &rc))) {
		foreign_matcher_free(c.m);
		return rc;
	}
	switch (f) {
	case FOREIGN_LMEVAL:
		rc = foreign_read_lmeval(&c, buf, len);
		break;
	case FOREIGN_INSPECT:
		if (len >= 4 && !memcmp(buf, "PK\3\4", 4))
			rc = foreign_read_inspect_zip(&c, buf, len);
		else
			rc = foreign_read_inspect(&c, buf, len);
		break;
	case FOREIGN_BATCH:
		rc = foreign_read_batch(&c, buf, len);
		break;
	default:
		rc = foreign_read_openai(&c, buf, len);
		break;
	}
	foreign_matcher_free(c.m);
	free(buf);
	return rc;
}
