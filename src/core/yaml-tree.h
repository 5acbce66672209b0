/* yaml-tree.h - YAML documents as a tree of nodes that keep their
 * FILE:LINE:COL (libyaml's events, yaml-tree.c), and typed readers of its
 * values that report what is wrong at the node (yaml-value.c). Task
 * configs, workspaces, settings, themes and key bindings are read with it. */
#ifndef GRAVEL_YAML_TREE_H
#define GRAVEL_YAML_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include "diag.h"
#include "util.h"

/* ---- the tree (yaml-tree.c) --------------------------------------------- */

enum yaml_tnode_type { YT_SCALAR, YT_SEQ, YT_MAP };

struct yaml_tnode {
	enum yaml_tnode_type type;
	long line, col;		/* 1-based */
	char *value;		/* scalar text */
	bool plain;		/* scalar was unquoted (numbers, booleans) */
	struct yaml_tnode **items;	/* sequence items; mapping keys and values interleaved */
	size_t n, cap;
	struct yaml_tnode *next_alloc;	/* every node, for freeing */
	bool complete;		/* fully parsed (an alias to it may be followed) */
	size_t size;		/* expanded size, saturating past YAML_MAX_VISITS */
};

struct yaml_tree {
	struct yaml_tnode *root;	/* NULL for an empty document */
	struct yaml_tnode *all;	/* allocation chain */
	size_t nodes;
};

/* Limits: nesting depth and the number of node visits a walk may make
 * through aliases before the document is refused. */
#define YAML_MAX_DEPTH 64
#define YAML_MAX_VISITS 100000

/* Parse text into a tree. Syntax errors, aliases to unknown or unfinished
 * anchors, nesting deeper than YAML_MAX_DEPTH and documents that would
 * expand past YAML_MAX_VISITS nodes are reported; returns 0 or -1. */
int yaml_tree_parse(const char *name, const char *text, size_t len, struct yaml_tree *doc,
	       struct diags *d);
void yaml_tree_free(struct yaml_tree *doc);


/* ---- typed values, errors at their node (yaml-value.c) ------------------ */

struct yaml_ctx {
	const char *file;
	struct diags *d;
	int errors;
};

void yaml_err(struct yaml_ctx *c, const struct yaml_tnode *n, const char *fmt, ...) ATTR_FORMAT(3, 4);
const char *yaml_type_name(const struct yaml_tnode *n);
/* Report non-mapping nodes, non-scalar, duplicate and unknown keys
 * (allowed is NULL-terminated); returns false when n is not a mapping. */
/* For each key item i of map n, first[i / 2] is the item index of the
 * first key equal to it (i itself when it is the first); malloc'd. By
 * sorting: a map of 40,000 tasks costs n log n, not n^2. */
size_t *yaml_map_first_keys(const struct yaml_tnode *n);
bool yaml_map_check(struct yaml_ctx *c, const struct yaml_tnode *n, const char *what,
		const char *const *allowed);
/* The value of key in mapping n (first occurrence), or NULL. */
const struct yaml_tnode *yaml_map_get(const struct yaml_tnode *n, const char *key);
const char *yaml_get_string(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key);
bool yaml_get_int(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, long lo, long hi, long *out);
bool yaml_get_bool(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, bool *out);

#endif
