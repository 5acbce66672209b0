/* npy.c - NumPy .npy reader (see npy.h for the format and what is read). */
#include "config.h"
#include "npy.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* A cursor over the header text; errors carry the file offset. */
struct hdr {
	const char *name;
	const unsigned char *s;
	size_t pos, end, base;	/* base: file offset of s[0] */
	struct diags *d;
};

#define HERR(h, ...)                                                            \
	do {                                                                    \
		char *m_ = xasprintf(__VA_ARGS__);                              \
		diag_error((h)->d, (h)->name, 0, 0, "offset %zu: bad .npy header: %s", \
			   (h)->base + (h)->pos, m_);                           \
		free(m_);                                                       \
	} while (0)

static void hdr_ws(struct hdr *h)
{
	while (h->pos < h->end && (h->s[h->pos] == ' ' || h->s[h->pos] == '\t' ||
				   h->s[h->pos] == '\n' || h->s[h->pos] == '\r'))
		h->pos++;
}

static bool hdr_eat(struct hdr *h, char c)
{
	hdr_ws(h);
	if (h->pos < h->end && h->s[h->pos] == (unsigned char)c) {
		h->pos++;
		return true;
	}
	return false;
}

/* A quoted string (no escapes) into buf. */
static int hdr_string(struct hdr *h, char *buf, size_t size)
{
	unsigned char q;
	size_t n = 0;

	hdr_ws(h);
	if (h->pos >= h->end || (h->s[h->pos] != '\'' && h->s[h->pos] != '"')) {
		HERR(h, "expected a quoted string");
		return -1;
	}
	q = h->s[h->pos++];
	while (h->pos < h->end && h->s[h->pos] != q) {
		if (h->s[h->pos] == '\\' || h->s[h->pos] < 0x20 || n + 1 >= size) {
			HERR(h, "unsupported string");
			return -1;
		}
		buf[n++] = (char)h->s[h->pos++];
	}
	if (h->pos >= h->end) {
		HERR(h, "unterminated string");
		return -1;
	}
	h->pos++;
	buf[n] = '\0';
	return 0;
}

static bool hdr_word(struct hdr *h, const char *w)
{
	size_t n = strlen(w);

	hdr_ws(h);
	if (h->end - h->pos >= n && !memcmp(h->s + h->pos, w, n)) {
		h->pos += n;
		return true;
	}
	return false;
}

static int hdr_shape(struct hdr *h, struct npy *a)
{
	if (!hdr_eat(h, '(')) {
		HERR(h, "'shape' must be a tuple");
		return -1;
	}
	a->ndim = 0;
	for (;;) {
		size_t v = 0;
		bool any = false;

		if (hdr_eat(h, ')'))
			return 0;
		hdr_ws(h);
		while (h->pos < h->end && h->s[h->pos] >= '0' && h->s[h->pos] <= '9') {
			unsigned dg = h->s[h->pos++] - '0';
			if (v > (SIZE_MAX - dg) / 10) {
				HERR(h, "dimension too large");
				return -1;
			}
			v = v * 10 + dg;
			any = true;
		}
		if (!any) {
			HERR(h, "expected a dimension");
			return -1;
		}
		if (h->pos < h->end && h->s[h->pos] == 'L')	/* Python 2 long */
			h->pos++;
		if (a->ndim == NPY_MAXDIM) {
			HERR(h, "more than %d dimensions", NPY_MAXDIM);
			return -1;
		}
		a->shape[a->ndim++] = v;
		if (hdr_eat(h, ','))
			continue;
		if (hdr_eat(h, ')'))
			return 0;
		HERR(h, "expected ',' or ')' in 'shape'");
		return -1;
	}
}

/* Parse the header dict; sets type/width/shape and *fortran. */
static int hdr_parse(struct hdr *h, struct npy *a, bool *fortran)
{
	char key[32], descr[32];
	unsigned seen = 0;

	if (!hdr_eat(h, '{')) {
		HERR(h, "expected '{'");
		return -1;
	}
	while (!hdr_eat(h, '}')) {
		if (hdr_string(h, key, sizeof key) != 0)
			return -1;
		if (!hdr_eat(h, ':')) {
			HERR(h, "expected ':' after '%s'", key);
			return -1;
		}
		if (!strcmp(key, "descr")) {
			if (hdr_string(h, descr, sizeof descr) != 0)
				return -1;
			seen |= 1;
		} else if (!strcmp(key, "fortran_order")) {
			if (hdr_word(h, "True"))
				*fortran = true;
			else if (hdr_word(h, "False"))
				*fortran = false;
			else {
				HERR(h, "'fortran_order' must be True or False");
				return -1;
			}
			seen |= 2;
		} else if (!strcmp(key, "shape")) {
			if (hdr_shape(h, a) != 0)
				return -1;
			seen |= 4;
		} else {
			HERR(h, "unknown key '%s'", key);
			return -1;
		}
		if (!hdr_eat(h, ',')) {
			if (hdr_eat(h, '}'))
				break;
			HERR(h, "expected ',' or '}'");
			return -1;
		}
	}
	hdr_ws(h);
	if (h->pos != h->end) {
		HERR(h, "unexpected text after the dict");
		return -1;
	}
	if (seen != 7) {
		HERR(h, "missing key '%s'",
		     !(seen & 1) ? "descr" : !(seen & 2) ? "fortran_order" : "shape");
		return -1;
	}
	if (descr[0] == '<' && descr[1] == 'U' && descr[2]) {
		char *end;
		unsigned long w;

		errno = 0;
		w = strtoul(descr + 2, &end, 10);
		if (*end || errno || descr[2] < '0' || descr[2] > '9' || w > (1UL << 24)) {
			HERR(h, "bad string width in descr '%s'", descr);
			return -1;
		}
		a->type = NPY_STR;
		a->width = w;
	} else if (!strcmp(descr, "<i4") || !strcmp(descr, "<i8")) {
		a->type = NPY_INT;
		a->width = descr[2] == '4' ? 4 : 8;
	} else {
		HERR(h, "unsupported dtype '%s' (gravel reads '<U{w}', '<i4' and '<i8')", descr);
		return -1;
	}
	return 0;
}

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static char *put_utf8(char *o, uint32_t c)
{
	if (c < 0x80) {
		*o++ = (char)c;
	} else if (c < 0x800) {
		*o++ = (char)(0xc0 | c >> 6);
		*o++ = (char)(0x80 | (c & 0x3f));
	} else if (c < 0x10000) {
		*o++ = (char)(0xe0 | c >> 12);
		*o++ = (char)(0x80 | (c >> 6 & 0x3f));
		*o++ = (char)(0x80 | (c & 0x3f));
	} else {
		*o++ = (char)(0xf0 | c >> 18);
		*o++ = (char)(0x80 | (c >> 12 & 0x3f));
		*o++ = (char)(0x80 | (c >> 6 & 0x3f));
		*o++ = (char)(0x80 | (c & 0x3f));
	}
	return o;
}

static uint32_t code_point(const unsigned char *p)
{
	uint32_t c = le32(p);

	return c == 0 || (c >= 0xd800 && c <= 0xdfff) ? 0xfffd : c;
}

/* Converting string elements, a run of them at a time (npy_read decodes
 * a file as it reads it). Interior NULs and surrogates become U+FFFD (a
 * C string cannot hold NUL); code points past U+10FFFF are an error, as
 * they are for NumPy. Every element goes into one block (a->blk), sized
 * first for ASCII (a byte per code point) and grown when an element needs
 * more; an ASCII code point is copied as it is. While decoding, a->str[i]
 * holds the element's offset in blk (blk may move); sdec_end makes it a
 * pointer. */
struct sdec {
	size_t used, cap;
};

static void sdec_begin(struct npy *a, struct sdec *s)
{
	a->str = xcalloc(a->count ? a->count : 1, sizeof *a->str);
	a->len = xcalloc(a->count ? a->count : 1, sizeof *a->len);
	s->used = 0;
	s->cap = a->count * a->width + a->count + 1;
	a->blk = xmalloc(s->cap);
}

/* The element's width without its padding (trailing zero code points),
 * w code points at e: 64 bytes at a time, then 16, then one code point. */
static inline size_t unpadded(const unsigned char *e, size_t w)
{
#ifdef __SSE2__
	while (w >= 16) {
		const __m128i *q = (const __m128i *)(const void *)(e + (w - 16) * 4);
		__m128i x = _mm_or_si128(_mm_or_si128(_mm_loadu_si128(q), _mm_loadu_si128(q + 1)),
					 _mm_or_si128(_mm_loadu_si128(q + 2), _mm_loadu_si128(q + 3)));
		if (_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) != 0xffff)
			break;
		w -= 16;
	}
#endif
	while (w >= 4) {
		uint64_t x, y;
		memcpy(&x, e + (w - 4) * 4, 8);
		memcpy(&y, e + (w - 2) * 4, 8);
		if (x | y)
			break;
		w -= 4;
	}
	while (w > 0 && le32(e + (w - 1) * 4) == 0)
		w--;
	return w;
}

/* Copies the ASCII code points (U+0001..U+007F) from code point k of the
 * w at e to *o, several at a time, up to the first other one; returns
 * the index of that one (w when none). */
static inline size_t ascii_copy(const unsigned char *e, size_t k, size_t w, char **op)
{
	char *o = *op;

#ifdef __SSE2__
	/* sixteen at a time: none past 0x7f, none zero, packed to bytes */
	for (; k + 16 <= w; k += 16) {
		const __m128i *q = (const __m128i *)(const void *)(e + k * 4);
		__m128i v0 = _mm_loadu_si128(q), v1 = _mm_loadu_si128(q + 1);
		__m128i v2 = _mm_loadu_si128(q + 2), v3 = _mm_loadu_si128(q + 3);
		__m128i z = _mm_setzero_si128(), hi = _mm_set1_epi32(~0x7f);
		__m128i any = _mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3));
		__m128i nul = _mm_or_si128(
			_mm_or_si128(_mm_cmpeq_epi32(v0, z), _mm_cmpeq_epi32(v1, z)),
			_mm_or_si128(_mm_cmpeq_epi32(v2, z), _mm_cmpeq_epi32(v3, z)));
		__m128i ascii = _mm_cmpeq_epi32(_mm_and_si128(any, hi), z);
		if (_mm_movemask_epi8(ascii) != 0xffff || _mm_movemask_epi8(nul))
			break;
		_mm_storeu_si128((__m128i *)(void *)o,
				 _mm_packus_epi16(_mm_packs_epi32(v0, v1), _mm_packs_epi32(v2, v3)));
		o += 16;
	}
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* four at a time */
	for (; k + 4 <= w; k += 4) {
		uint64_t x, y;
		memcpy(&x, e + k * 4, 8);
		memcpy(&y, e + k * 4 + 8, 8);
		if (((x | y) & 0xffffff80ffffff80u) || !(x & 0xff) || !(x >> 32) || !(y & 0xff) ||
		    !(y >> 32))
			break;
		o[0] = (char)x;
		o[1] = (char)(x >> 32);
		o[2] = (char)y;
		o[3] = (char)(y >> 32);
		o += 4;
	}
#endif
	*op = o;
	return k;
}

/* Elements i0 .. i0+n-1, the first at p; off is the file offset of the
 * data (element 0), for messages. */
static int sdec_run(const char *name, const unsigned char *p, size_t off, size_t i0, size_t n,
		    struct npy *a, struct sdec *s, struct diags *d)
{
	size_t used = s->used, cap = s->cap;

	for (size_t i = i0; i < i0 + n; i++) {
		const unsigned char *e = p + (i - i0) * a->width * 4;
		size_t w = unpadded(e, a->width);
		char *o;

		if (cap - used < w + 1) {	/* only after non-ASCII text */
			size_t ncap = cap * 2 > used + 4 * w + 1 ? cap * 2 : used + 4 * w + 1;
			a->blk = xrealloc(a->blk, ncap);
			cap = ncap;
		}
		o = a->blk + used;
		for (size_t k = 0; k < w; k++) {
			uint32_t c;
			if ((k = ascii_copy(e, k, w, &o)) == w)
				break;
			c = le32(e + k * 4);
			if (c - 1 < 0x7f) {
				*o++ = (char)c;
				continue;
			}
			if (c > 0x10ffff) {
				diag_error(d, name, 0, 0,
					   "offset %zu: element %zu holds U+%X, not a Unicode code point",
					   off + (i * a->width + k) * 4, i, (unsigned)c);
				s->used = used;
				s->cap = cap;
				return -1;
			}
			if (cap - (size_t)(o - a->blk) < 4 * (w - k) + 1) {
				size_t o_at = (size_t)(o - a->blk), ncap = cap * 2 + 4 * (w - k) + 1;
				a->blk = xrealloc(a->blk, ncap);
				cap = ncap;
				o = a->blk + o_at;
			}
			o = put_utf8(o, code_point(e + k * 4));
		}
		*o++ = '\0';
		a->str[i] = (char *)(uintptr_t)used;
		a->len[i] = (size_t)(o - a->blk) - used - 1;
		used = (size_t)(o - a->blk);
	}
	s->used = used;
	s->cap = cap;
	return 0;
}

static void sdec_end(struct npy *a)
{
	for (size_t i = 0; i < a->count; i++)
		a->str[i] = a->blk + (uintptr_t)a->str[i];
}

/* Integer elements i0 .. i0+n-1 of itemsize bytes, the first at p. */
static void ints_run(const unsigned char *p, size_t i0, size_t n, size_t itemsize, struct npy *a)
{
	for (size_t i = 0; i < n; i++) {
		const unsigned char *e = p + i * itemsize;
		uint64_t v = le32(e);
		if (itemsize == 8)
			v |= (uint64_t)le32(e + 4) << 32;
		else if (v & 0x80000000u)
			v |= 0xffffffff00000000u;
		a->ints[i0 + i] = (int64_t)v;
	}
}

static size_t item_size(const struct npy *a)
{
	return a->type == NPY_STR ? a->width * 4 : a->width;
}

/* The magic, version and header of an image of which buf holds the first
 * avail of flen bytes; *start is then the data's offset. Returns 0, -1
 * with an error in d, or 1 when the header runs past avail but not past
 * flen (*start is then the bytes the header needs). */
static int parse_head(const char *name, const unsigned char *buf, size_t avail, size_t flen,
		      struct npy *out, size_t *start_out, struct diags *d)
{
	struct hdr h = { name, buf, 0, 0, 0, d };
	size_t hlen, start, need;
	bool fortran = false;
	int major;

	memset(out, 0, sizeof *out);
	if (flen < 10 || avail < 10 || memcmp(buf, "\x93NUMPY", 6) != 0) {
		diag_error(d, name, 0, 0, "offset 0: not a .npy file (no \\x93NUMPY magic)");
		return -1;
	}
	major = buf[6];
	if (major == 1) {
		hlen = (size_t)buf[8] | (size_t)buf[9] << 8;
		start = 10;
	} else if (major == 2 || major == 3) {
		if (flen < 12 || avail < 12) {
			diag_error(d, name, 0, 0, "offset %zu: truncated header length", flen);
			return -1;
		}
		hlen = le32(buf + 8);
		start = 12;
	} else {
		diag_error(d, name, 0, 0, "offset 6: unsupported .npy version %d.%d", major, buf[7]);
		return -1;
	}
	if (hlen > flen - start) {
		diag_error(d, name, 0, 0, "offset 8: header length %zu runs past the end of the file (%zu bytes)",
			   hlen, flen);
		return -1;
	}
	if (hlen > avail - start) {
		*start_out = start + hlen;
		return 1;
	}
	h.s = buf + start;
	h.end = hlen;
	h.base = start;
	if (hdr_parse(&h, out, &fortran) != 0)
		return -1;
	out->count = 1;
	for (int i = 0; i < out->ndim; i++) {
		if (out->shape[i] && out->count > SIZE_MAX / out->shape[i]) {
			diag_error(d, name, 0, 0, "offset %zu: shape too large", start);
			return -1;
		}
		out->count *= out->shape[i];
	}
	if (fortran && out->ndim > 1) {
		diag_error(d, name, 0, 0, "offset %zu: Fortran-ordered arrays are not supported",
			   start);
		return -1;
	}
	if (item_size(out) && out->count > SIZE_MAX / item_size(out)) {
		diag_error(d, name, 0, 0, "offset %zu: data size overflows", start);
		return -1;
	}
	need = out->count * item_size(out);
	start += hlen;
	if (flen - start != need) {
		diag_error(d, name, 0, 0, "offset %zu: %s: the header promises %zu data bytes, the file holds %zu",
			   start, flen - start < need ? "truncated data" : "trailing bytes after the data",
			   need, flen - start);
		return -1;
	}
	*start_out = start;
	return 0;
}

/* Decode n elements from i0 at p (a run of the data at offset off). */
static int decode_run(const char *name, const unsigned char *p, size_t off, size_t i0, size_t n,
		      struct npy *a, struct sdec *s, struct diags *d)
{
	if (a->type == NPY_STR)
		return sdec_run(name, p, off, i0, n, a, s, d);
	ints_run(p, i0, n, item_size(a), a);
	return 0;
}

static void decode_begin(struct npy *a, struct sdec *s)
{
	if (a->type == NPY_STR)
		sdec_begin(a, s);
	else
		a->ints = xcalloc(a->count ? a->count : 1, sizeof *a->ints);
}

int npy_parse(const char *name, const unsigned char *buf, size_t len, struct npy *out,
	      struct diags *d)
{
	struct sdec s;
	size_t start;

	if (parse_head(name, buf, len, len, out, &start, d) != 0)
		return -1;
	decode_begin(out, &s);
	if (decode_run(name, buf + start, start, 0, out->count, out, &s, d) != 0) {
		npy_free(out);
		return -1;
	}
	if (out->type == NPY_STR)
		sdec_end(out);
	return 0;
}

/* Read up to n bytes at buf; fewer only at the end of the file. */
static ssize_t read_full(int fd, unsigned char *buf, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = read(fd, buf + got, n - got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

/* The bytes npy_read reads at a time: whole elements, at least this many,
 * so the kernel copies into a buffer that stays in the cache */
#define NPY_CHUNK (256u << 10)

static int read_error(const char *path, int e, struct diags *d)
{
	diag_error(d, path, 0, 0, "cannot read: %s", input_strerror(e));
	return e == ENOENT || e == EINPUT_NOT_REGULAR ? EXIT_NOINPUT : EXIT_IOERR;
}

int npy_read(const char *path, struct npy *out, struct diags *d)
{
	/* read(), not mmap(): the copy out of the page cache costs less than
	 * mapping the pages (all of ../shared/nlgraph's 721 files: 0.08-0.10 s
	 * against 0.17-0.19 s); and a chunk at a time, decoded as it comes, so
	 * the copy lands in the cache instead of in a file-sized buffer */
	int fd = input_open(path);
	size_t cap = NPY_CHUNK, flen, start, have, at, es, per, i = 0;
	unsigned char *buf = NULL;
	struct sdec s;
	struct stat st;
	ssize_t got;
	int rc = EXIT_DATAERR, hr;

	memset(out, 0, sizeof *out);
	if (fd < 0)
		return read_error(path, errno, d);
	if (fstat(fd, &st) != 0) {
		int e = errno;
		close(fd);
		return read_error(path, e, d);
	}
	if (!S_ISREG(st.st_mode)) {	/* a log folder's file: never a pipe or a device */
		close(fd);
		return read_error(path, S_ISDIR(st.st_mode) ? EISDIR : EINPUT_NOT_REGULAR, d);
	}
	flen = (size_t)st.st_size;
	buf = xmalloc(cap);
	got = read_full(fd, buf, flen < cap ? flen : cap);
	if (got < 0)
		goto io;
	if ((size_t)got < (flen < cap ? flen : cap))
		flen = (size_t)got;	/* it shrank since fstat: judge what is there */
	hr = parse_head(path, buf, (size_t)got, flen, out, &start, d);
	if (hr == 1) {	/* a header past the first chunk */
		size_t more;
		cap = start;
		buf = xrealloc(buf, cap);
		more = start - (size_t)got;
		got = read_full(fd, buf + got, more);
		if (got < 0)
			goto io;
		if ((size_t)got != more) {	/* it shrank since fstat */
			diag_error(d, path, 0, 0,
				   "offset %zu: the header runs past the end of the file",
				   start - more + (size_t)got);
			goto bad;
		}
		got = (ssize_t)start;
		hr = parse_head(path, buf, (size_t)got, flen, out, &start, d);
	}
	if (hr != 0)
		goto out;
	es = item_size(out);
	per = es ? (cap / es ? cap / es : 1) : out->count;
	if (es > cap) {
		cap = es;
		buf = xrealloc(buf, cap);
	}
	have = (size_t)got - start;
	at = start;	/* the data held starts at buf + at */
	decode_begin(out, &s);
	while (i < out->count) {
		size_t n = out->count - i < per ? out->count - i : per, want = n * es;
		if (have < want) {
			ssize_t r;
			memmove(buf, buf + at, have);	/* a part element, if any */
			at = 0;
			r = read_full(fd, buf + have, want - have);
			if (r < 0)
				goto io;
			if ((size_t)r < want - have) {
				size_t held = start + i * es + have + (size_t)r;
				diag_error(d, path, 0, 0,
					   "offset %zu: truncated data: the header promises %zu data bytes, the file holds %zu",
					   start, out->count * es, held - start);
				goto bad;
			}
			have = want;
		}
		if (decode_run(path, buf + at, start, i, n, out, &s, d) != 0)
			goto bad;
		at += want;
		have -= want;
		i += n;
	}
	if (out->type == NPY_STR)
		sdec_end(out);
	rc = 0;
	goto out;
io:
	rc = read_error(path, errno, d);
bad:
	npy_free(out);
out:
	free(buf);
	close(fd);
	return rc;
}

void npy_free(struct npy *a)
{
	free(a->blk);
	free(a->str);
	free(a->len);
	free(a->ints);
	memset(a, 0, sizeof *a);
}
