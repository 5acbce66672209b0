/* annot-agree.h - agreement between annotators: percent agreement,
 * Cohen's kappa (two annotators) and Krippendorff's alpha for nominal
 * data (any number, missing values allowed), with the confusion matrix
 * of two annotators' labels or the coincidence matrix of more.
 *
 * Data: nunits units (items) by ncoders annotators, each value a
 * category index 0..ncat-1 or -1 for none. Pure computation, no I/O.
 *
 *   percent  over the pairs of values given to one unit by two
 *            annotators, the share that agree (two annotators: the items
 *            both labelled that got the same label);
 *   kappa    (po - pe) / (1 - pe) over the items both labelled, pe from
 *            each annotator's own label shares (Cohen 1960); NAN unless
 *            there are exactly two annotators, or when pe is 1;
 *   alpha    1 - (n - 1) * sum_{c!=k} o_ck / sum_{c!=k} n_c n_k, o the
 *            coincidence matrix of the units with two or more values
 *            (each pair weighted 1 / (m_u - 1)), n_c its margins, n the
 *            pairable values (Krippendorff 2011, "Computing
 *            Krippendorff's Alpha-Reliability", nominal); NAN when every
 *            value falls in one category. */
#ifndef GRAVEL_ANNOT_AGREE_H
#define GRAVEL_ANNOT_AGREE_H

#include <stddef.h>

struct agree {
	size_t units;		/* units with values from two or more annotators */
	size_t pairable;	/* values in those units (alpha's n) */
	double percent;		/* 0..1 */
	double kappa, alpha;	/* NAN when not defined */
	size_t ncat;
	/* ncat x ncat, row-major: two annotators, counts of (first's label,
	 * second's label) over the items both labelled; more, the
	 * coincidence matrix o (fractional). */
	double *matrix;
};

/* Compute over vals[u * ncoders + c]. 0, or -1 when there are fewer
 * than two annotators (nothing to compare). out->matrix is malloc'd. */
int agree_compute(const int *vals, size_t nunits, size_t ncoders, size_t ncat,
		  struct agree *out);
void agree_free(struct agree *a);

#endif
