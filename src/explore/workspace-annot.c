/* workspace-annot.c - a workspace's annotation store: which file it is
 * (workspace-annot.h) and opening it with the workspace's labels. The
 * store itself (src/annot/) knows nothing of workspaces. */
#include "config.h"
#include "workspace-annot.h"
#include "util.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The default annotation file of a workspace not read from a file: one per
 * data source (its first problem source, else its first runs), named after
 * the source's absolute path with a hash of it, in annot_data_dir(). */
static char *default_path(const struct workspace *ws)
{
	const char *src = NULL;
	char *dir = annot_data_dir(), *abs, *name, *out;
	uint32_t h = 2166136261u;
	size_t j = 0;

	if (!dir)
		return NULL;
	for (size_t i = 0; i < ws->nsources && !src; i++)
		src = ws->sources[i].path;
	for (size_t i = 0; i < ws->nruns && !src; i++)
		src = ws->runs[i].path;
	if (!src) {	/* the demo */
		out = xasprintf("%s/demo.json", dir);
		free(dir);
		return out;
	}
	abs = realpath(src, NULL);
	if (!abs)
		abs = xstrdup(src);
	name = xmalloc(strlen(abs) + 1);
	for (const char *p = abs; *p; p++) {
		unsigned char c = (unsigned char)*p;
		h = (h ^ c) * 16777619u;
		if (!isalnum(c) && c != '.' && c != '_')
			c = '-';
		if (c == '-' && (j == 0 || name[j - 1] == '-'))
			continue;
		name[j++] = (char)c;
	}
	while (j && name[j - 1] == '-')
		j--;
	name[j] = '\0';
	if (j > 40)
		memmove(name, name + j - 40, 41);	/* the end names the data */
	out = xasprintf("%s/%s-%08x.json", dir, *name ? name : "data", (unsigned)h);
	free(name);
	free(abs);
	free(dir);
	return out;
}

char *annot_workspace_path(const struct workspace *ws)
{
	const char *base, *dot;

	if (ws->annotations)
		return xstrdup(ws->annotations);
	if (!ws->file || !workspace_is_file_name(ws->file))
		return default_path(ws);
	base = strrchr(ws->file, '/');
	base = base ? base + 1 : ws->file;
	dot = strrchr(base, '.');
	return xasprintf("%.*s.annotations.json", (int)(dot - ws->file), ws->file);
}

int annot_open_arg(const char *arg, const char *author, bool readonly, struct annot_store **out,
		   struct diags *d)
{
	struct workspace ws;
	struct annot_opts o = { 0 };
	char *path;
	int rc;

	*out = NULL;
	workspace_init(&ws);
	if (workspace_is_file_name(arg)) {
		if ((rc = workspace_read(arg, &ws, d)) != 0) {
			workspace_free(&ws);
			return rc;
		}
		path = annot_workspace_path(&ws);
	} else {
		path = xstrdup(arg);
		o.any_label = true;
	}
	o.labels = (const char *const *)ws.labels;
	o.nlabels = ws.nlabels;
	o.labels_from = ws.file ? ws.file : arg;
	o.author = author;
	o.readonly = readonly;
	rc = annot_open(path, &o, out, d);
	free(path);
	workspace_free(&ws);
	return rc;
}
