/* yaml-tree.c - libyaml events to a tree of positioned nodes.
 *
 * Aliases point at their anchor's node (no copy). Each finished node knows
 * its expanded size (how many nodes a walk through it visits, saturating
 * at YAML_MAX_VISITS), so an alias that would make the document expand
 * past the limit is reported at the alias itself, and the validator's
 * walk can never run away. An alias to an anchor whose node is still open
 * (a recursive structure) is refused. */
#include "config.h"
#include "yaml-tree.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct anchor {
	char *name;
	struct yaml_tnode *node;
};

struct ybuild {
	const char *file;
	struct diags *d;
	struct yaml_tree *doc;
	struct yaml_tnode *stack[YAML_MAX_DEPTH + 1];
	int depth;
	struct anchor *anchors;
	size_t nanchors, acap;
	size_t total;		/* expanded size of everything so far */
	bool expansion_reported;
	int errors;
};

static size_t sat_add(size_t a, size_t b)
{
	size_t s = a + b;
	return (s < a || s > YAML_MAX_VISITS) ? YAML_MAX_VISITS + 1 : s;
}

static struct yaml_tnode *node_new(struct ybuild *b, enum yaml_tnode_type t, const yaml_mark_t *m)
{
	struct yaml_tnode *n = xcalloc(1, sizeof *n);

	n->type = t;
	n->line = (long)m->line + 1;
	n->col = (long)m->column + 1;
	n->next_alloc = b->doc->all;
	b->doc->all = n;
	b->doc->nodes++;
	return n;
}

/* A finished container's expanded size: itself plus its items'. */
static void node_finish(struct yaml_tnode *n)
{
	size_t s = 1;

	for (size_t i = 0; i < n->n; i++)
		s = sat_add(s, n->items[i]->size);
	n->size = s;
	n->complete = true;
}

static void anchor_set(struct ybuild *b, const char *name, struct yaml_tnode *n)
{
	for (size_t i = 0; i < b->nanchors; i++)
		if (!strcmp(b->anchors[i].name, name)) {
			b->anchors[i].node = n;
			return;
		}
	xgrow(&b->anchors, &b->acap, b->nanchors + 1, sizeof *b->anchors);
	b->anchors[b->nanchors].name = xstrdup(name);
	b->anchors[b->nanchors].node = n;
	b->nanchors++;
}

static struct yaml_tnode *anchor_get(struct ybuild *b, const char *name)
{
	for (size_t i = 0; i < b->nanchors; i++)
		if (!strcmp(b->anchors[i].name, name))
			return b->anchors[i].node;
	return NULL;
}

static void attach(struct ybuild *b, struct yaml_tnode *n)
{
	struct yaml_tnode *parent = b->depth ? b->stack[b->depth - 1] : NULL;

	if (!parent) {
		if (!b->doc->root)
			b->doc->root = n;
		return;
	}
	xgrow(&parent->items, &parent->cap, parent->n + 1, sizeof *parent->items);
	parent->items[parent->n++] = n;
}

static void error_at(struct ybuild *b, const yaml_mark_t *m, const char *fmt, ...)
	ATTR_FORMAT(3, 4);
static void error_at(struct ybuild *b, const yaml_mark_t *m, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	diag_error(b->d, b->file, (long)m->line + 1, (long)m->column + 1, "%s", msg);
	free(msg);
	b->errors++;
}

/* Handle one event; returns false when parsing must stop. */
static bool on_event(struct ybuild *b, const yaml_event_t *ev)
{
	struct yaml_tnode *n;
	const yaml_char_t *anchor = NULL;

	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		n = node_new(b, YT_SCALAR, &ev->start_mark);
		n->value = xstrndup((const char *)ev->data.scalar.value, ev->data.scalar.length);
		n->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
		n->complete = true;
		n->size = 1;
		anchor = ev->data.scalar.anchor;
		attach(b, n);
		b->total = sat_add(b->total, 1);
		break;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		if (b->depth >= YAML_MAX_DEPTH) {
			error_at(b, &ev->start_mark, "nesting deeper than %d levels", YAML_MAX_DEPTH);
			return false;
		}
		n = node_new(b, ev->type == YAML_SEQUENCE_START_EVENT ? YT_SEQ : YT_MAP,
			     &ev->start_mark);
		anchor = ev->type == YAML_SEQUENCE_START_EVENT ? ev->data.sequence_start.anchor
							       : ev->data.mapping_start.anchor;
		attach(b, n);
		b->stack[b->depth++] = n;
		b->total = sat_add(b->total, 1);
		break;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		if (b->depth > 0)
			node_finish(b->stack[--b->depth]);
		break;
	case YAML_ALIAS_EVENT:
		n = anchor_get(b, (const char *)ev->data.alias.anchor);
		if (!n) {
			error_at(b, &ev->start_mark, "alias *%s names no anchor defined before it",
				 (const char *)ev->data.alias.anchor);
			return true;
		}
		if (!n->complete) {
			error_at(b, &ev->start_mark,
				 "alias *%s refers to its own enclosing node (recursive alias)",
				 (const char *)ev->data.alias.anchor);
			return true;
		}
		b->total = sat_add(b->total, n->size);
		if (b->total > YAML_MAX_VISITS) {
			if (!b->expansion_reported)
				error_at(b, &ev->start_mark,
					 "alias *%s would expand the document beyond %d nodes",
					 (const char *)ev->data.alias.anchor, YAML_MAX_VISITS);
			b->expansion_reported = true;
			return false;
		}
		attach(b, n);
		break;
	case YAML_DOCUMENT_START_EVENT:
		if (b->doc->root) {
			error_at(b, &ev->start_mark, "%s", "only one YAML document is allowed");
			return false;
		}
		break;
	default:
		break;
	}
	if (anchor)
		anchor_set(b, (const char *)anchor, n);
	return true;
}

/* The line and column (from 0, counted in characters as libyaml's marks
 * count them) of byte off of text. */
static yaml_mark_t reader_mark(const char *text, size_t off)
{
	yaml_mark_t mk = { off, 0, 0 };

	for (size_t i = 0; i < off; i++) {
		if (text[i] == '\n') {
			mk.line++;
			mk.column = 0;
		} else if (((unsigned char)text[i] & 0xc0) != 0x80) {
			mk.column++;
		}
	}
	return mk;
}

int yaml_tree_parse(const char *name, const char *text, size_t len, struct yaml_tree *doc,
	       struct diags *d)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	struct ybuild b;
	bool done = false;

	memset(doc, 0, sizeof *doc);
	memset(&b, 0, sizeof b);
	b.file = name;
	b.d = d;
	b.doc = doc;
	if (!yaml_parser_initialize(&parser))
		gravel_fatal("out of memory (libyaml)");
	yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			yaml_mark_t at;
			const yaml_mark_t *m = parser.problem_mark.line || parser.problem_mark.column
						       ? &parser.problem_mark
						       : &parser.context_mark;
			/* the reader's errors (a control character, bad UTF-8) set
			 * no mark, only the byte offset */
			if (parser.error == YAML_READER_ERROR && parser.problem_offset <= len) {
				at = reader_mark(text, parser.problem_offset);
				m = &at;
			}
			if (parser.context)
				diag_error(d, name, (long)m->line + 1, (long)m->column + 1,
					   "YAML syntax error: %s %s", parser.problem ? parser.problem : "error",
					   parser.context);
			else
				diag_error(d, name, (long)m->line + 1, (long)m->column + 1,
					   "YAML syntax error: %s",
					   parser.problem ? parser.problem : "unreadable input");
			b.errors++;
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		if (!on_event(&b, &ev))
			done = true;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&parser);
	for (size_t i = 0; i < b.nanchors; i++)
		free(b.anchors[i].name);
	free(b.anchors);
	return b.errors ? -1 : 0;
}

void yaml_tree_free(struct yaml_tree *doc)
{
	struct yaml_tnode *n = doc->all, *next;

	for (; n; n = next) {
		next = n->next_alloc;
		free(n->value);
		free(n->items);
		free(n);
	}
	memset(doc, 0, sizeof *doc);
}
