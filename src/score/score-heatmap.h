/* score-heatmap.h - accuracy as a picture: tasks (rows) against graph
 * sizes or difficulties (columns), each cell shaded by a ramp that reads
 * without colour and followed by its value, with a legend; or the same
 * grid as CSV, one column per size or difficulty.
 *
 * Built from the groups score_group makes with the keys {SK_TASK, col}
 * (score --heatmap and the TUI's scores screen share it). Sizes that do
 * not fit the width are bucketed into ranges of a round width (5-9,
 * 10-14, ...); the CSV keeps one column per size. */
#ifndef GRAVEL_SCORE_HEATMAP_H
#define GRAVEL_SCORE_HEATMAP_H

#include "score.h"

#include <stdio.h>

struct heatmap {
	enum score_key col_key;	/* SK_NODES or SK_DIFFICULTY */
	size_t nrows, ncols;
	char **rows, **cols;	/* labels (owned) */
	size_t *scored, *correct;	/* nrows * ncols, row-major */
};

/* "task,n" or "task,difficulty" into the grouping keys; 0, or -1. */
int heatmap_parse(const char *s, enum score_key keys[2]);

/* The grid of groups made with keys {SK_TASK, col_key} (in score_group's
 * order: rows as tasks first appear, sizes ascending). max_cols > 0
 * buckets sizes into at most that many columns; 0 keeps one per size. */
void heatmap_build(struct heatmap *hm, enum score_key col_key, const struct score_group *g,
		   size_t ng, size_t max_cols);
void heatmap_free(struct heatmap *hm);

/* How many columns fit a width, for heatmap_build's max_cols. */
size_t heatmap_fit(int width);

/* The picture as lines (malloc'd, caller frees each and the array),
 * title, header, a row per task and the legend, each at most width
 * columns when the grid was built for it (heatmap_fit). */
char **heatmap_lines(const struct heatmap *hm, size_t *nlines);

/* The grid as CSV: "task,<col>,...", a row per task, the accuracy per
 * cell (empty where no item was scored). 0, or -1 on a write error. */
int heatmap_print_csv(FILE *fp, const struct heatmap *hm);
/* The lines, written out; 0, or -1 on a write error. */
int heatmap_print_text(FILE *fp, const struct heatmap *hm);

#endif
