/* nlgraph.h - reading an NLGraph checkout as its authors publish it.
 *
 * Layout: DIR/NLGraph/<task>/graph/<difficulty>/<set>/graphN.txt plus
 * DIR/NLGraph/<task>/main.json (DIR may also be the NLGraph folder itself).
 * Raw file layouts per task are described in ../shared/README.md and in
 * gravel(1). Problem ids follow DESIGN.md: index is the position of the
 * question within that difficulty's set in main.json order.
 *
 * The importer: nlgraph-raw.c reads one raw graph file (nlgraph_parse_raw*)
 * with the line scanner of nlgraph-scan.c; nlgraph-main.c reads main.json
 * and joins its questions and answers to the problems (nlgraph_main_*,
 * nlgraph_join), reading answer texts with nlgraph-answer.c; nlgraph.c walks
 * a checkout (nlgraph_import). What differs per task (raw layout, answer
 * wording, join checks, run parameters) is its family's ops, in one file
 * per family (nlgraph-ops.h). */
#ifndef GRAVEL_NLGRAPH_H
#define GRAVEL_NLGRAPH_H

#include "problem.h"

enum nlgraph_sets {
	NLG_STANDARD = 1,
	NLG_FULL = 2,
	NLG_ATTACK = 4,
	NLG_ALL = NLG_STANDARD | NLG_FULL | NLG_ATTACK,
	/* the sets were implied, not asked for (score and browse on a
	 * checkout): a set a task's folder lacks is left out, and one warning
	 * names what was, instead of an error */
	NLG_PRESENT = 8,
};

/* Largest node count and GNN feature dimension a raw file may announce. */
#define NLG_MAX_NODES 1000000L
#define NLG_MAX_DIM 64L

/* Parse "standard|full|attack|all"; returns 0 or -1. */
int nlgraph_parse_sets(const char *s, unsigned *out);

/* Resolve DIR to the folder holding the task folders (DIR or DIR/NLGraph).
 * Returns a malloc'd path or NULL when DIR is not an NLGraph checkout. */
char *nlgraph_root(const char *dir);

/* Import every task's raw graphs of the chosen sets into ps: tasks in
 * registry order; within a task the standard set, then full, then the
 * attack sets (clique, line); within a set difficulty easy, medium, hard,
 * then index. Standard problems are joined with main.json. Every file is
 * read and checked even after an error, so all problems are reported.
 * Returns 0 or an exit status (EXIT_NOINPUT, EXIT_DATAERR, EXIT_IOERR)
 * with diags filled; on error ps may hold a partial set. Warnings (main.json
 * disagreeing with a raw file) do not fail the import. */
int nlgraph_import(const char *dir, unsigned sets, struct problemset *ps, struct diags *d);
/* nlgraph_import a task at a time (the explorer draws before the rest is
 * in): begin (NULL with *rc and d filled when dir is no checkout), next
 * imports one task (true while tasks are left), end gives the gold
 * answers, frees ni and returns what nlgraph_import would. tasks counts
 * the checkout's tasks and, in *done, those imported. */
struct nlgraph_import;
struct nlgraph_import *nlgraph_import_begin(const char *dir, unsigned sets, struct problemset *ps,
					    struct diags *d, int *rc);
bool nlgraph_import_next(struct nlgraph_import *ni);
size_t nlgraph_import_tasks(const struct nlgraph_import *ni, size_t *done);
int nlgraph_import_end(struct nlgraph_import *ni);
/* The same under the importers' record policy (gravel import): a raw
 * graph file that cannot be read is one record. Lenient (strict false): it
 * is reported as warnings ending "; skipped", counted in *skipped, and the
 * other files keep their ids (connectivity numbers the following files
 * from the skipped file's header; when even that is unreadable the rest
 * of that folder is skipped too, and counted). Strict: the first bad file
 * is an error and stops the import (EXIT_DATAERR). Missing folders and
 * unreadable files stay errors in both modes. */
int nlgraph_import_records(const char *dir, unsigned sets, bool strict, struct problemset *ps,
			   size_t *skipped, struct diags *d);

/* Where one raw file sits in its set. */
struct nlgraph_pos {
	long graph; /* N of graphN.txt */
	long first; /* index of the file's first problem: the graph number, or for
			 * connectivity the number of queries in the set's earlier graphs */
	long count; /* graph files in the set: cycle graphs 0..count/2-1 are acyclic,
			 * the others cyclic; 0 = unknown (cycle gold left out) */
};

/* Parse one raw graph file's text (len bytes) for task t into problems
 * appended to out (one per connectivity query, else one). The set "attack"
 * selects connectivity's attack layout (difficulty "clique" or "line").
 * Errors go to diags as FILE:LINE[:COL]: message; returns the number of
 * problems appended, or -1 (nothing appended). */
long nlgraph_parse_raw_at(const struct task *t, const char *file, const char *text, size_t len,
			  const char *difficulty, const char *set, const struct nlgraph_pos *pos,
			  struct problemset *out, struct diags *d);

/* Parse one raw graph file's text for a task into a problem (no main.json
 * join). index is the graph number; for connectivity, one problem per query
 * is appended, numbered from graph_index. Cycle gold needs the set's size
 * and is left out (use nlgraph_parse_raw_at). Errors go to diags as
 * FILE:LINE: message; returns 0 or -1. */
int nlgraph_parse_raw(const struct task *t, const char *file, const char *text,
		      const char *difficulty, const char *set, long graph_index,
		      struct problemset *out, struct diags *d);

/* ---- main.json -------------------------------------------------------- */

/* Difficulties in import order; nlgraph_difficulty() maps a name to its
 * position, or -1. */
#define NLG_NDIFF 3
extern const char *const nlgraph_difficulties[NLG_NDIFF];
int nlgraph_difficulty(const char *name);

/* One main.json entry; the strings are the nlgraph_main's (in its tree or its
 * block of strings) and live as long as it. */
struct nlgraph_entry {
	long key;
	long line, col;		/* of its key in main.json (0: not known) */
	const char *question;
	const char *answer;
};

/* main.json split by difficulty, each in key order ("0".."N-1"), so entry
 * k of a difficulty is the problem with index k of that difficulty's
 * standard set. */
struct nlgraph_main {
	cJSON *root;		/* the tree the entries' strings are in, or NULL */
	char *strings;		/* or the block they are in (the common shape) */
	struct nlgraph_entry *v[NLG_NDIFF];
	size_t n[NLG_NDIFF];
};

/* Read main.json. Returns 0, or EXIT_NOINPUT / EXIT_IOERR / EXIT_DATAERR
 * with diags filled (m is then empty). Entries that are not objects of
 * question, answer and a known difficulty are skipped with a warning. */
int nlgraph_main_load(const char *path, struct nlgraph_main *m, struct diags *d);
/* The same from text in memory (name used in messages). */
int nlgraph_main_parse(const char *name, const char *text, size_t len, struct nlgraph_main *m,
		       struct diags *d);
void nlgraph_main_free(struct nlgraph_main *m);

/* Read the gold answer that main.json's answer text states for task t
 * (DESIGN.md gold.answer; matching: pairs and size). NULL when the text
 * states none gravel can read. */
cJSON *nlgraph_answer_from_text(const struct task *t, const char *text);

/* Join a main.json entry to problem p: question, gold text, and the gold
 * answer where the raw file does not state it. Where both state it, the
 * raw file wins and a disagreement is a warning naming mainpath and the
 * entry's key; so is an answer that does not fit the graph (a path over a
 * missing edge, a wrong length, an order that breaks an edge). */
void nlgraph_join(struct problem *p, const struct nlgraph_entry *e, const char *mainpath,
		  struct diags *d);

/* ---- prompts (nlgraph-ask.c) ------------------------------------------ */

/* The prompting methods task t's evaluation script takes (its --prompt),
 * NULL-terminated, or NULL when t is not an NLGraph task. */
const char *const *nlgraph_methods(const struct task *t);
/* The script's default max tokens for t (its --token), or 0. */
long nlgraph_max_tokens(const struct task *t);
/* How a prompt is asked: the scripts' --prompt, --city and --layer. */
struct nlgraph_ask_opts {
	const char *method;
	/* the folder holding the task folders (nlgraph_root), where the
	 * exemplars are read; NULL when the method reads none */
	const char *root;
	bool city;	/* shortest_path: roads between cities (city-prompt/) */
	long layers;	/* GNN: 1 or 2 (one-prompt/ or prompt/); 0: the problem's */
};
/* p's prompt, byte for byte as the authors' evaluation/<task>.py
 * assembles it in translate(): the exemplar file, the graph (in file
 * order, or in networkx's edge order where the script builds a graph
 * first), the question and the method's suffix. Returns the malloc'd
 * text, or NULL with *err set to a malloc'd message (an unknown method, an
 * exemplar that cannot be read, a problem the script could not word). */
char *nlgraph_ask_prompt(const struct problem *p, const struct nlgraph_ask_opts *o, char **err);

#endif
