/* gracore-qa.h - small text readers shared by the GraCoRe importer
 * (gracore-import.c), its answer scorers (gracore-score.c) and the gold
 * audit: integers in prose, bracketed lists, yes/no, and the special
 * question of each GraCoRe graph type turned into gold.answer. */
#ifndef GRAVEL_GRACORE_QA_H
#define GRAVEL_GRACORE_QA_H

#include <stdbool.h>
#include <stddef.h>
#include <cjson/cJSON.h>
#include "task.h"

/* Fatal on NULL (out of memory); returns j. */
cJSON *gcqa_check(cJSON *j);
/* Up to max integers in [s, end) ('-' before digits negates). */
size_t gcqa_ints(const char *s, const char *end, long *out, size_t max);
/* The first integer after the first occurrence of phrase. */
bool gcqa_int_after(const char *text, const char *phrase, long *out);
/* The integers of the first [...] at or after the first occurrence of
 * from (the start when NULL): malloc'd, *n entries; NULL when none. */
long *gcqa_list(const char *text, const char *from, size_t *n);
/* 1 for a text starting "yes"/"true", 0 for "no"/"false", -1 otherwise. */
int gcqa_yes_no(const char *text);
cJSON *gcqa_int_array(const long *v, size_t n);
/* The "A. [..]" option lines of a multiple-choice question as an object
 * letter -> list, or NULL. */
cJSON *gcqa_options(const char *q);

/* The special question of a record: q its text, a its answer (string, or
 * the edge list for Hamiltonian graphs), planted the record's
 * hamiltonian_cycle. Fills *gold (new object), adds query keys (source,
 * target, start) and extra keys (options, choice, answer_edges). Returns
 * 0, or -1 with a malloc'd *err. */
int gcqa_special(enum task_kind kind, const char *q, const cJSON *a, const cJSON *planted,
		 cJSON *query, cJSON **gold, cJSON **extra, char **err);

#endif
