/* npy.h - a reader for NumPy .npy files, enough for NLGraph's logs.
 *
 * Format (NumPy's format.py, "NEP 1"): the magic "\x93NUMPY", a major and
 * minor version byte, the header length (little-endian uint16 at offset 8
 * for version 1.0; uint32 for 2.0 and 3.0), then the header: a Python dict
 * literal {'descr': ..., 'fortran_order': ..., 'shape': (...), } padded
 * with spaces and ended by '\n'; then the raw data.
 *
 * Supported element types: '<U{w}' (UTF-32LE, w code points per element,
 * NUL padded; converted to UTF-8 with the trailing NULs removed, as NumPy
 * does), '<i4' and '<i8' (read as int64). Anything else - other types,
 * big-endian data, Fortran order of more than one dimension, a short or
 * overlong body, a malformed header - is rejected with a message that names
 * the byte offset where the problem is.
 *
 * Ownership: a struct npy owns its arrays; npy_free releases them. */
#ifndef GRAVEL_NPY_H
#define GRAVEL_NPY_H

#include <stddef.h>
#include <stdint.h>
#include "diag.h"

enum npy_type { NPY_STR, NPY_INT };

#define NPY_MAXDIM 8

struct npy {
	enum npy_type type;
	int ndim;
	size_t shape[NPY_MAXDIM];
	size_t count;		/* number of elements (product of shape) */
	size_t width;		/* NPY_STR: code points per element */
	char **str;		/* NPY_STR: count UTF-8 strings, all in blk */
	size_t *len;		/* NPY_STR: their byte lengths */
	int64_t *ints;		/* NPY_INT: count values */
	char *blk;		/* NPY_STR: the one allocation holding the strings */
};

/* Parse a whole .npy image from memory; name is used in messages.
 * Returns 0, or -1 with an error in d (out is then empty). */
int npy_parse(const char *name, const unsigned char *buf, size_t len, struct npy *out,
	      struct diags *d);
/* Read and parse a file (a regular one: a FIFO or a device is refused,
 * EXIT_NOINPUT). Returns 0 or an exit status (EXIT_NOINPUT,
 * EXIT_IOERR, EXIT_DATAERR) with d filled. */
int npy_read(const char *path, struct npy *out, struct diags *d);
void npy_free(struct npy *a);

#endif
