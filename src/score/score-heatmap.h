/* score-heatmap.h - accuracy as a picture: tasks (rows) against graph
 * sizes or difficulties (columns), each cell shaded by a ramp that reads
 * without colour and followed by its value, with a legend; or the same
 * grid as CSV, one column per size or difficulty.
 *
 * Instead of accuracy a cell can show a kind's share: of its scored items,
 * the share whose first error is of that kind (or, for "none", with no
 * error found). The first error, not any false claim, so that a cell's
 * kinds add up to its wrong items and one kind's map reads against
 * another's.
 *
 * Built from the groups score_group makes with the keys heatmap_keys
 * gives: {SK_TASK, col}, and SK_KIND third for a kind's share (score
 * --heatmap and the TUI's scores screen share it). Sizes that do not fit
 * the width are bucketed into ranges of a round width (5-9, 10-14, ...);
 * the CSV keeps one column per size. */
#ifndef GRAVEL_SCORE_HEATMAP_H
#define GRAVEL_SCORE_HEATMAP_H

#include "score.h"

#include <stdio.h>

struct heatmap {
	enum score_key col_key;	/* SK_NODES or SK_DIFFICULTY */
	size_t nrows, ncols;
	char **rows, **cols;	/* labels (owned) */
	const char *kind;	/* NULL: accuracy; else the kind whose share
				 * the cells show (a static name) */
	size_t *scored, *hits;	/* nrows * ncols, row-major; hits: the
				 * items right, or of the kind */
};

/* "task,n" or "task,difficulty" into the grouping keys; 0, or -1. */
int heatmap_parse(const char *s, enum score_key keys[2]);

/* A kind for --kind: a first error's kind (gravel(1) WHY ANSWERS FAIL)
 * or "none"; its static name, or NULL when s names none. */
const char *heatmap_kind_parse(const char *s);

/* The keys to group by for the map of col_key (kind NULL: accuracy) into
 * keys[0..3); returns how many (2, or 3 with SK_KIND for a kind). */
int heatmap_keys(enum score_key col_key, const char *kind, enum score_key keys[3]);

/* The grid of groups made with heatmap_keys(col_key, kind) (in
 * score_group's order: rows as tasks first appear, sizes ascending).
 * max_cols > 0 buckets sizes into at most that many columns; 0 keeps one
 * per size. */
void heatmap_build(struct heatmap *hm, enum score_key col_key, const char *kind,
		   const struct score_group *g, size_t ng, size_t max_cols);
void heatmap_free(struct heatmap *hm);

/* How many columns fit a width, for heatmap_build's max_cols. */
size_t heatmap_fit(int width);

/* The picture as lines (malloc'd, caller frees each and the array),
 * title, header, a row per task and the legend, each at most width
 * columns when the grid was built for it (heatmap_fit). */
char **heatmap_lines(const struct heatmap *hm, size_t *nlines);

/* The grid as CSV: "task,<col>,...", a row per task, the accuracy (or
 * the kind's share) per cell, empty where no item was scored. 0, or -1
 * on a write error. */
int heatmap_print_csv(FILE *fp, const struct heatmap *hm);
/* The lines, written out; 0, or -1 on a write error. */
int heatmap_print_text(FILE *fp, const struct heatmap *hm);

#endif
