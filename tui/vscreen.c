/* vscreen.c - the virtual screen of script mode. */
#include "config.h"
#include "vscreen.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

void vscreen_init(struct vscreen *v, int rows, int cols)
{
	memset(v, 0, sizeof *v);
	vscreen_resize(v, rows, cols);
}

void vscreen_free(struct vscreen *v)
{
	free(v->cell);
	memset(v, 0, sizeof *v);
}

void vscreen_resize(struct vscreen *v, int rows, int cols)
{
	free(v->cell);
	v->rows = rows > 0 ? rows : 1;
	v->cols = cols > 0 ? cols : 1;
	v->cell = xcalloc((size_t)v->rows * (size_t)v->cols, sizeof *v->cell);
	vscreen_clear(v);
}

void vscreen_clear(struct vscreen *v)
{
	for (size_t i = 0; i < (size_t)v->rows * (size_t)v->cols; i++) {
		v->cell[i].ch[0] = ' ';
		v->cell[i].ch[1] = '\0';
		v->cell[i].role = 0;
	}
}

void vscreen_put(struct vscreen *v, int y, int x, const char *s, size_t len, int w,
		 unsigned char r)
{
	struct vcell *c;

	if (y < 0 || y >= v->rows || x < 0 || x > v->cols)
		return;
	if (w == 0) {		/* combining mark: join the cell before */
		if (x == 0)
			return;
		c = &v->cell[(size_t)y * (size_t)v->cols + (size_t)(x - 1)];
		if (strlen(c->ch) + len < VCELL_BYTES)
			strncat(c->ch, s, len);
		return;
	}
	if (x >= v->cols || x + w > v->cols)
		return;
	c = &v->cell[(size_t)y * (size_t)v->cols + (size_t)x];
	if (len >= VCELL_BYTES)
		len = VCELL_BYTES - 1;
	memcpy(c->ch, s, len);
	c->ch[len] = '\0';
	c->role = r;
	if (w == 2) {
		c[1].ch[0] = '\0';
		c[1].role = r;
	}
}

int vscreen_dump(const struct vscreen *v, FILE *fp, const char *codes)
{
	struct strbuf sb;

	sb_init(&sb);
	for (int y = 0; y < v->rows; y++) {
		const struct vcell *row = v->cell + (size_t)y * (size_t)v->cols;
		size_t keep;

		sb_reset(&sb);
		for (int x = 0; x < v->cols; x++)
			sb_puts(&sb, row[x].ch);
		keep = sb.len;
		while (keep > 0 && sb.data[keep - 1] == ' ')
			keep--;
		fwrite(sb.data, 1, keep, fp);
		fputc('\n', fp);
	}
	if (codes) {
		size_t ncodes = strlen(codes);
		fputs("--- roles\n", fp);
		for (int y = 0; y < v->rows; y++) {
			const struct vcell *row = v->cell + (size_t)y * (size_t)v->cols;
			int end = v->cols;
			while (end > 0 && row[end - 1].role == 0)
				end--;	/* trailing normal cells left out */
			for (int x = 0; x < end; x++)
				fputc(row[x].role < ncodes ? codes[row[x].role] : '#', fp);
			fputc('\n', fp);
		}
	}
	sb_free(&sb);
	return ferror(fp) ? -1 : 0;
}
