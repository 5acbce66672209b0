/* gracore-walk.c - walking a GraCoRe "Pure Graph" folder: type folders by
 * name, graph_<N>.json files by N (see gracore-import.h). */
#include "config.h"
#include "gracore-import.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- the walk --------------------------------------------------------- */

struct entry {
	char *name;
	long n;
};

static int cmp_entry(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* Sorted entries of dir; files "graph_<N>.json" (n = N) when files, else
 * folders (n = 0). Returns -1 when dir cannot be read. */
static long list_dir(const char *dir, bool files, struct entry **out, struct diags *d)
{
	size_t k;
	char **names = dir_list(dir, files ? DIR_LIST_FILES : DIR_LIST_DIRS, NULL, &k);
	struct entry *v = NULL;
	size_t n = 0, cap = 0;

	*out = NULL;
	if (!names) {
		diag_error(d, dir, 0, 0, "%s", strerror(errno));
		return -1;
	}
	for (size_t i = 0; i < k; i++) {
		const char *s = names[i];
		long num = 0;
		if (files) {
			char *endp;
			size_t l = strlen(s);
			if (prefixcmp(s, "graph_") || l < 11 || suffixcmp(s, l, ".json")) {
				diag_warn(d, dir, 0, 0, "%s: not a graph_<N>.json file, skipped", s);
				continue;
			}
			num = strtol(s + 6, &endp, 10);
			if (endp != s + l - 5 || num < 0) {
				diag_warn(d, dir, 0, 0, "%s: not a graph_<N>.json file, skipped", s);
				continue;
			}
		}
		xgrow(&v, &cap, n + 1, sizeof *v);
		v[n].name = xstrdup(s);
		v[n++].n = num;
	}
	dir_list_free(names);
	if (n)
		qsort(v, n, sizeof *v, cmp_entry);
	*out = v;
	return (long)n;
}

static void entries_free(struct entry *v, long n)
{
	for (long i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

int gracore_import(const char *dir, struct problemset *ps, struct diags *d)
{
	static const struct gracore_opts defaults;

	return gracore_import_with(dir, &defaults, ps, d, NULL);
}

int gracore_import_with(const char *dir, const struct gracore_opts *o, struct problemset *ps,
			struct diags *d, struct gracore_count *cnt)
{
	char *root = gracore_root(dir);
	struct entry *tv;
	struct gracore_count dummy;
	long nt;
	int rc = EXIT_OK;

	if (!cnt)
		cnt = &dummy;
	memset(cnt, 0, sizeof *cnt);

	if (!root) {
		diag_error(d, dir, 0, 0, "not a GraCoRe folder (no \"Pure Graph/<Type>\" folders)");
		return is_dir(dir) ? EXIT_DATAERR : EXIT_NOINPUT;
	}
	nt = list_dir(root, false, &tv, d);
	for (long i = 0; i < nt && !(o->strict && rc != EXIT_OK); i++) {
		char *tdir = xasprintf("%s/%s", root, tv[i].name);
		struct entry *fv;
		long nf;

		if (!gracore_type_slug(tv[i].name)) {
			diag_warn(d, tdir, 0, 0, "unknown GraCoRe graph type, skipped");
			free(tdir);
			continue;
		}
		nf = list_dir(tdir, true, &fv, d);
		if (nf < 0)
			rc = EXIT_IOERR;
		for (long f = 0; f < nf && !(o->strict && rc != EXIT_OK); f++) {
			char *path = xasprintf("%s/%s", tdir, fv[f].name);
			size_t len;
			char *buf = read_file(path, &len);
			if (!buf) {
				diag_error(d, path, 0, 0, "%s", strerror(errno));
				rc = EXIT_IOERR;
			} else {
				size_t from = d->n;
				if (gracore_parse_file(path, tv[i].name, fv[f].n, buf, len, o, ps, d,
						       cnt) < 0 && o->strict && rc == EXIT_OK)
					rc = EXIT_DATAERR;
				/* "record 0: edges[3] ..." at its line:col */
				diag_json_positions(d, from, path, buf, len);
			}
			free(buf);
			free(path);
		}
		entries_free(fv, nf);
		free(tdir);
	}
	entries_free(tv, nt);
	if (nt < 0)
		rc = EXIT_IOERR;
	free(root);
	return rc;
}
