/* script.c - parse key scripts. */
#include "config.h"
#include "script.h"
#include "keys.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void add(struct script *sc, struct script_event ev)
{
	xgrow(&sc->v, &sc->cap, sc->n + 1, sizeof *sc->v);
	sc->v[sc->n++] = ev;
}

/* Read a non-negative integer token at *p. */
static bool read_int(const char **p, int *out)
{
	long v = 0;
	const char *s = *p;

	while (*s == ' ' || *s == '\t')
		s++;
	if (!isdigit((unsigned char)*s))
		return false;
	while (isdigit((unsigned char)*s) && v < 100000)
		v = v * 10 + (*s++ - '0');
	*out = (int)v;
	*p = s;
	return true;
}

static void directive(const char *name, const char *tok, size_t len, const char *rest,
		      long line, long col, struct script *sc, struct diags *d, int *errors)
{
	struct script_event ev = { SC_DUMP, 0, 0, 0 };
	const char *p = rest;

	if (token_is(tok, len, "@dump")) {
		add(sc, ev);
		return;
	}
	if (token_is(tok, len, "@resize")) {
		ev.kind = SC_RESIZE;
		if (read_int(&p, &ev.a) && *p++ == 'x' && read_int(&p, &ev.b)) {
			add(sc, ev);
			return;
		}
		diag_error(d, name, line, col, "@resize needs COLSxROWS");
		(*errors)++;
		return;
	}
	if (token_is(tok, len, "@click") || token_is(tok, len, "@wheel-up") ||
	    token_is(tok, len, "@wheel-down")) {
		ev.kind = tok[1] == 'c' ? SC_CLICK : len == 9 ? SC_WHEEL_UP : SC_WHEEL_DOWN;
		if (read_int(&p, &ev.a) && read_int(&p, &ev.b)) {
			add(sc, ev);
			return;
		}
		diag_error(d, name, line, col, "%.*s needs ROW COL", (int)len, tok);
		(*errors)++;
		return;
	}
	diag_error(d, name, line, col, "unknown directive '%.*s'", (int)len, tok);
	(*errors)++;
}

int script_parse(const char *name, const char *text, struct script *sc, struct diags *d)
{
	int errors = 0;
	long line = 1;
	const char *ls = text;

	while (*ls) {
		const char *le = strchr(ls, '\n'), *p = ls;
		size_t n = le ? (size_t)(le - ls) : strlen(ls);
		const char *end = ls + n;

		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p < end && *p == '#')
			p = end;	/* a comment line */
		while (p < end) {
			const char *tok = p;
			long col = (long)(p - ls) + 1;

			if (*p == ' ' || *p == '\t' || *p == '\r') {
				p++;
				continue;
			}
			if (*p == '"') {	/* typed text */
				p++;
				while (p < end && *p != '"') {
					if (*p == '\\' && p + 1 < end)
						p++;
					add(sc, (struct script_event){ SC_KEY, (unsigned char)*p, 0, 0 });
					p++;
				}
				if (p >= end) {
					diag_error(d, name, line, col, "unterminated \"text\"");
					errors++;
				}
				p++;
				continue;
			}
			while (p < end && *p != ' ' && *p != '\t' && *p != '\r')
				p++;
			if (*tok == '@' && p - tok > 1) {
				char *rest = xstrndup(p, (size_t)(end - p));
				directive(name, tok, (size_t)(p - tok), rest, line, col, sc, d, &errors);
				free(rest);
				p = end;	/* a directive takes the rest of its line */
				continue;
			}
			{
				char *kn = xstrndup(tok, (size_t)(p - tok));
				int code = key_parse(kn);
				if (code < 0) {
					diag_error(d, name, line, col, "unknown key name '%s'", kn);
					errors++;
				} else {
					add(sc, (struct script_event){ SC_KEY, code, 0, 0 });
				}
				free(kn);
			}
		}
		if (!le)
			break;
		ls = le + 1;
		line++;
	}
	return errors ? EXIT_DATAERR : EXIT_OK;
}

int script_read(const char *path, struct script *sc, struct diags *d)
{
	size_t len;
	char *text = read_file(path, &len);
	int rc;

	if (!text) {
		int e = errno;
		diag_error(d, path, 0, 0, "cannot read key script: %s", strerror(e));
		return e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	rc = script_parse(path, text, sc, d);
	free(text);
	return rc;
}

void script_free(struct script *sc)
{
	free(sc->v);
	memset(sc, 0, sizeof *sc);
}
