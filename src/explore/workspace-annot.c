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
#include <sys/stat.h>

/* A source's file name as default_path() writes it: the end of the path
 * with every run of other characters as one '-', and the path's hash. */
static char *source_file_name(const char *dir, const char *abs)
{
	uint32_t h = 2166136261u;
	size_t j = 0;
	char *name = xmalloc(strlen(abs) + 1), *out;

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
	return out;
}

/* The default annotation file of a workspace not read from a file: one per
 * data source (its first problem source, else its first runs), named after
 * the source's absolute path with a hash of it, in annot_data_dir(). A
 * built-in generate config ("generate: nlgraph") is a name, not a file:
 * the demo, made of nothing else, gets demo.json. */
static char *default_path(const struct workspace *ws)
{
	const char *src = NULL;
	char *dir = annot_data_dir(), *abs, *out;

	if (!dir)
		return NULL;
	for (size_t i = 0; i < ws->nsources && !src; i++)
		if (ws->sources[i].kind != WS_SRC_GENERATE || strchr(ws->sources[i].path, '/'))
			src = ws->sources[i].path;
	for (size_t i = 0; i < ws->nruns && !src; i++)
		src = ws->runs[i].path;
	if (!src) {
		struct stat st;
		out = xasprintf("%s/demo.json", dir);
		/* earlier builds named the demo's file after its config,
		 * "nlgraph", as if it were a path (and so after the directory
		 * nlgraph/ when gravel ran beside one, the file of that data
		 * set): keep using what they wrote outside such a directory */
		if (stat(out, &st) != 0 && ws->nsources && ws->sources[0].path) {
			char *old = source_file_name(dir, ws->sources[0].path);
			if (stat(old, &st) == 0) {
				free(out);
				out = old;
			} else {
				free(old);
			}
		}
		free(dir);
		return out;
	}
	abs = realpath(src, NULL);
	out = source_file_name(dir, abs ? abs : src);
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
