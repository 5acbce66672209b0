/* annot-agree.c - agreement statistics (annot-agree.h). */
#include "config.h"
#include "annot-agree.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void agree_free(struct agree *a)
{
	free(a->matrix);
	a->matrix = NULL;
}

/* Cohen's kappa and the confusion matrix of two annotators. */
static void two(const int *vals, size_t nunits, struct agree *out)
{
	size_t ncat = out->ncat, n = 0, same = 0;
	double *ra = xcalloc(ncat + 1, sizeof *ra), *rb = xcalloc(ncat + 1, sizeof *rb), pe = 0;

	for (size_t u = 0; u < nunits; u++) {
		int a = vals[2 * u], b = vals[2 * u + 1];
		if (a < 0 || b < 0)
			continue;
		out->matrix[(size_t)a * ncat + (size_t)b] += 1;
		ra[a] += 1;
		rb[b] += 1;
		same += a == b;
		n++;
	}
	if (n) {
		double po = (double)same / (double)n;
		for (size_t c = 0; c < ncat; c++)
			pe += (ra[c] / (double)n) * (rb[c] / (double)n);
		out->kappa = pe < 1 ? (po - pe) / (1 - pe) : NAN;
	}
	free(ra);
	free(rb);
}

int agree_compute(const int *vals, size_t nunits, size_t ncoders, size_t ncat,
		  struct agree *out)
{
	double *o, *nc, pairs = 0, agreeing = 0, n = 0, dis_o = 0, dis_e = 0;
	size_t *count;

	memset(out, 0, sizeof *out);
	out->kappa = out->alpha = NAN;
	out->ncat = ncat;
	if (ncoders < 2)
		return -1;
	out->matrix = xcalloc(ncat * ncat + 1, sizeof *out->matrix);
	o = ncoders == 2 ? xcalloc(ncat * ncat + 1, sizeof *o) : out->matrix;
	nc = xcalloc(ncat + 1, sizeof *nc);
	count = xcalloc(ncat + 1, sizeof *count);
	for (size_t u = 0; u < nunits; u++) {
		const int *v = vals + u * ncoders;
		size_t m = 0;
		memset(count, 0, ncat * sizeof *count);
		for (size_t c = 0; c < ncoders; c++)
			if (v[c] >= 0 && (size_t)v[c] < ncat) {
				count[v[c]]++;
				m++;
			}
		if (m < 2)
			continue;
		out->units++;
		out->pairable += m;
		pairs += (double)m * (double)(m - 1) / 2;
		for (size_t c = 0; c < ncat; c++) {
			agreeing += (double)count[c] * (double)(count[c] - (count[c] > 0)) / 2;
			for (size_t k = 0; k < ncat; k++)
				o[c * ncat + k] += (double)count[c] *
						   (double)(c == k ? count[c] - (count[c] > 0) : count[k]) /
						   (double)(m - 1);
		}
	}
	out->percent = pairs > 0 ? agreeing / pairs : NAN;
	for (size_t c = 0; c < ncat; c++)
		for (size_t k = 0; k < ncat; k++)
			nc[c] += o[c * ncat + k];
	for (size_t c = 0; c < ncat; c++) {
		n += nc[c];
		for (size_t k = 0; k < ncat; k++)
			if (c != k) {
				dis_o += o[c * ncat + k];
				dis_e += nc[c] * nc[k];
			}
	}
	if (dis_e > 0)
		out->alpha = 1 - (n - 1) * dis_o / dis_e;
	if (ncoders == 2) {
		two(vals, nunits, out);
		free(o);
	}
	free(nc);
	free(count);
	return 0;
}
