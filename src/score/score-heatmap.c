/* score-heatmap.c - accuracy (or a first error kind's share) by task and
 * graph size or difficulty, as a shaded grid and as CSV (see
 * score-heatmap.h). */
#include "config.h"
#include "score-heatmap.h"
#include "sanitize.h"
#include "strbuf.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Ten shades, lightest first: a cell reads by its character alone on a
 * terminal without colour, and by its value beside it. */
static const char ramp[] = " .:-=+*#%@";

#define LABEL_W 13	/* the task column: NLGraph's longest name */
#define CELL_W 6	/* a shade, then the accuracy in % right-aligned */

int heatmap_parse(const char *s, enum score_key keys[2])
{
	keys[0] = SK_TASK;
	if (!strcmp(s, "task,n"))
		keys[1] = SK_NODES;
	else if (!strcmp(s, "task,difficulty"))
		keys[1] = SK_DIFFICULTY;
	else
		return -1;
	return 0;
}

const char *heatmap_kind_parse(const char *s)
{
	enum fault_kind k = fault_kind_parse(s);

	return k != FAULT_NONE ? fault_kind_name(k) : !strcmp(s, "none") ? "none" : NULL;
}

int heatmap_keys(enum score_key col_key, const char *kind, enum score_key keys[3])
{
	keys[0] = SK_TASK;
	keys[1] = col_key;
	keys[2] = SK_KIND;
	return kind ? 3 : 2;
}

/* Group g's items the cell counts: right, or of the map's kind (the
 * third key's value, score_item_kind's names). */
static size_t group_hits(const struct heatmap *hm, const struct score_group *g)
{
	if (!hm->kind)
		return g->correct;
	return !strcmp(g->val[2], hm->kind) ? g->scored : 0;
}

size_t heatmap_fit(int width)
{
	/* indent 2, the label and a blank, the "all" column, then cells */
	int room = width - 2 - (LABEL_W + 1) - (CELL_W + 1);

	return room < CELL_W + 1 ? 1 : (size_t)room / (CELL_W + 1);
}

static size_t find_label(char **v, size_t n, const char *s)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return i;
	return n;
}

static int cmp_size(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

/* The bucket width for the sorted distinct sizes v to fit in at most max
 * columns (0: no limit), counting only buckets that hold a size: 1, 2,
 * 5, 10, 20, 50, ... */
static long bucket_width(const long *v, size_t n, size_t max)
{
	static const long steps[] = { 1, 2, 5 };

	for (long scale = 1;; scale *= 10)
		for (size_t s = 0; s < 3; s++) {
			long w = steps[s] * scale;
			size_t used = 0;
			for (size_t i = 0; i < n; i++)
				used += i == 0 || v[i] / w != v[i - 1] / w;
			if (!max || used <= max || used <= 1)
				return w;
		}
}

/* Difficulties in their usual order (easy, medium, hard), others after
 * them as they first appeared; col_of (per group) follows them. */
static void sort_difficulties(struct heatmap *hm, size_t *col_of, size_t ng)
{
	size_t *to = xcalloc(hm->ncols + 1, sizeof *to);	/* old column -> new */
	char **cols = xcalloc(hm->ncols + 1, sizeof *cols);
	size_t n = 0;

	/* a stable selection by rank: a few columns */
	for (long rank = 0; n < hm->ncols; rank++) {
		long next = -1;
		for (size_t c = 0; c < hm->ncols; c++) {
			long r = score_difficulty_order(hm->cols[c]);
			if (r == rank) {
				to[c] = n;
				cols[n++] = hm->cols[c];
			} else if (r > rank && (next < 0 || r < next)) {
				next = r;
			}
		}
		if (next < 0)
			break;
		rank = next - 1;
	}
	for (size_t i = 0; i < ng; i++)
		col_of[i] = to[col_of[i]];
	free(hm->cols);
	hm->cols = cols;
	free(to);
}

void heatmap_build(struct heatmap *hm, enum score_key col_key, const char *kind,
		   const struct score_group *g, size_t ng, size_t max_cols)
{
	long *sizes = NULL, w = 1;
	size_t nsizes = 0;
	size_t *col_of;		/* per group: its column */

	memset(hm, 0, sizeof *hm);
	hm->col_key = col_key;
	hm->kind = kind;
	hm->rows = xcalloc(ng + 1, sizeof *hm->rows);
	hm->cols = xcalloc(ng + 1, sizeof *hm->cols);
	col_of = xcalloc(ng + 1, sizeof *col_of);
	if (col_key == SK_NODES) {
		sizes = xcalloc(ng + 1, sizeof *sizes);
		for (size_t i = 0; i < ng; i++)
			if (g[i].scored)
				sizes[nsizes++] = strtol(g[i].val[1], NULL, 10);
		qsort(sizes, nsizes, sizeof *sizes, cmp_size);
		size_t u = 0;
		for (size_t i = 0; i < nsizes; i++)
			if (!u || sizes[u - 1] != sizes[i])
				sizes[u++] = sizes[i];
		nsizes = u;
		w = bucket_width(sizes, nsizes, max_cols);
		for (size_t i = 0; i < nsizes; i++) {
			long b = sizes[i] / w;
			if (i && sizes[i - 1] / w == b)
				continue;
			hm->cols[hm->ncols++] = w == 1 ? xasprintf("%ld", sizes[i])
						       : xasprintf("%ld-%ld", b * w, b * w + w - 1);
		}
	}
	for (size_t i = 0; i < ng; i++) {
		char *row;
		if (!g[i].scored)	/* problems not found, answers not scored */
			continue;
		row = sanitize_dup(g[i].val[0], SANITIZE_LINE);
		if (find_label(hm->rows, hm->nrows, row) == hm->nrows)
			hm->rows[hm->nrows++] = row;
		else
			free(row);
		if (col_key == SK_NODES) {
			long n = strtol(g[i].val[1], NULL, 10), b = n / w;
			size_t c = 0;
			for (size_t k = 0; k < nsizes && sizes[k] / w < b; k++)
				c += k == 0 || sizes[k] / w != sizes[k - 1] / w;
			col_of[i] = c;
		} else {
			char *col = sanitize_dup(g[i].val[1], SANITIZE_LINE);
			col_of[i] = find_label(hm->cols, hm->ncols, col);
			if (col_of[i] == hm->ncols)
				hm->cols[hm->ncols++] = col;
			else
				free(col);
		}
	}
	if (col_key == SK_DIFFICULTY)
		sort_difficulties(hm, col_of, ng);
	hm->scored = xcalloc(hm->nrows * hm->ncols + 1, sizeof *hm->scored);
	hm->hits = xcalloc(hm->nrows * hm->ncols + 1, sizeof *hm->hits);
	for (size_t i = 0; i < ng; i++) {
		char *row;
		size_t at;
		if (!g[i].scored)
			continue;
		row = sanitize_dup(g[i].val[0], SANITIZE_LINE);
		at = find_label(hm->rows, hm->nrows, row) * hm->ncols + col_of[i];
		free(row);
		hm->scored[at] += g[i].scored;
		hm->hits[at] += group_hits(hm, &g[i]);
	}
	free(col_of);
	free(sizes);
}

void heatmap_free(struct heatmap *hm)
{
	for (size_t i = 0; i < hm->nrows; i++)
		free(hm->rows[i]);
	for (size_t i = 0; i < hm->ncols; i++)
		free(hm->cols[i]);
	free(hm->rows);
	free(hm->cols);
	free(hm->scored);
	free(hm->hits);
	memset(hm, 0, sizeof *hm);
}

/* A cell: its shade and its value in %, blank when nothing was scored. */
static void put_cell(struct strbuf *sb, size_t scored, size_t hits)
{
	double acc;
	int level;

	if (!scored) {
		sb_printf(sb, " %*s", CELL_W, "");
		return;
	}
	acc = (double)hits / (double)scored;
	level = (int)(acc * 10);
	if (level > 9)
		level = 9;
	sb_printf(sb, " %c%*.0f", ramp[level], CELL_W - 1, acc * 100);
}

/* A column label that fits a cell: a range too wide keeps its start. */
static void put_label(struct strbuf *sb, const char *label)
{
	const char *dash = strchr(label, '-');

	if (strlen(label) <= CELL_W || !dash || dash == label)
		sb_printf(sb, " %*.*s", CELL_W, CELL_W, label);
	else
		sb_printf(sb, " %*.*s+", CELL_W - 1, (int)(dash - label), label);
}

/* "accuracy by task x difficulty, 64 scored items", or for a kind "share
 * of first error invented-edge by task x ..." */
static char *map_title(const struct heatmap *hm, size_t total)
{
	const char *cols = hm->col_key == SK_NODES ? "graph size (nodes)" : "difficulty";
	const char *s = total == 1 ? "" : "s";

	if (!hm->kind)
		return xasprintf("  accuracy by task x %s, %zu scored item%s", cols, total, s);
	if (!strcmp(hm->kind, "none"))
		return xasprintf("  share with no error found by task x %s, %zu scored item%s", cols,
				 total, s);
	return xasprintf("  share of first error %s by task x %s, %zu scored item%s", hm->kind, cols,
			 total, s);
}

char **heatmap_lines(const struct heatmap *hm, size_t *nlines)
{
	char **v = xcalloc(hm->nrows + 8, sizeof *v);
	size_t n = 0, total = 0;
	struct strbuf sb;

	for (size_t i = 0; i < hm->nrows * hm->ncols; i++)
		total += hm->scored[i];
	v[n++] = map_title(hm, total);
	sb_init(&sb);
	sb_printf(&sb, "  %-*s", LABEL_W, "task");
	for (size_t c = 0; c < hm->ncols; c++)
		put_label(&sb, hm->cols[c]);
	sb_printf(&sb, " %*s", CELL_W, "all");
	v[n++] = sb_take(&sb);
	for (size_t r = 0; r < hm->nrows; r++) {
		size_t rs = 0, rc = 0;
		sb_init(&sb);
		sb_printf(&sb, "  %-*.*s", LABEL_W, LABEL_W, hm->rows[r]);
		for (size_t c = 0; c < hm->ncols; c++) {
			size_t at = r * hm->ncols + c;
			put_cell(&sb, hm->scored[at], hm->hits[at]);
			rs += hm->scored[at];
			rc += hm->hits[at];
		}
		put_cell(&sb, rs, rc);
		v[n++] = sb_take(&sb);
	}
	if (!hm->nrows)
		v[n++] = xstrdup("  (no scored items)");
	v[n++] = xstrdup("  shade: ' '<10%  .<20  :<30  -<40  =<50  +<60  *<70  #<80  %<90  @>=90");
	v[n++] = xstrdup(hm->kind ? "  cell: shade, then the kind's share in % of its scored items; "
				    "blank: none"
				  : "  cell: shade, then accuracy in % of its scored items; blank: none");
	*nlines = n;
	return v;
}

int heatmap_print_text(FILE *fp, const struct heatmap *hm)
{
	size_t n;
	char **v = heatmap_lines(hm, &n);

	for (size_t i = 0; i < n; i++) {
		fprintf(fp, "%s\n", v[i]);
		free(v[i]);
	}
	free(v);
	return ferror(fp) ? -1 : 0;
}

int heatmap_print_csv(FILE *fp, const struct heatmap *hm)
{
	score_csv_field(fp, "task", !hm->ncols);
	for (size_t c = 0; c < hm->ncols; c++)
		score_csv_field(fp, hm->cols[c], c + 1 == hm->ncols);
	for (size_t r = 0; r < hm->nrows; r++) {
		score_csv_field(fp, hm->rows[r], !hm->ncols);
		for (size_t c = 0; c < hm->ncols; c++) {
			size_t at = r * hm->ncols + c;
			if (hm->scored[at])
				fprintf(fp, "%.4f", (double)hm->hits[at] / (double)hm->scored[at]);
			putc(c + 1 == hm->ncols ? '\n' : ',', fp);
		}
	}
	return ferror(fp) ? -1 : 0;
}
