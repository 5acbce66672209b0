/* test-npy.c - the .npy reader: good files, malformed files (fixtures in
 * tests/data/npy, written by make-fixtures.py there), and the shared
 * NLGraph logs when ../shared is present. */
#include "config.h"
#include "unit.h"
#include "npy.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *read_fixture(const char *name, int expect_ok, struct npy *a)
{
	char rel[256];
	struct diags d;
	char *msg = NULL;
	int rc;

	snprintf(rel, sizeof rel, "data/npy/%s", name);
	diags_init(&d);
	rc = npy_read(unit_srcpath(rel), a, &d);
	if ((rc == 0) != expect_ok)
		unit_fail(__FILE__, __LINE__, "%s: expected %s, got rc %d", name,
			  expect_ok ? "success" : "an error", rc);
	if (d.n)
		msg = diag_format(&d.v[0]);
	diags_free(&d);
	return msg;
}

static void test_strings(void)
{
	struct npy a;
	free(read_fixture("str.npy", 1, &a));
	REQUIRE(a.type == NPY_STR);
	CHECK_INT(a.ndim, 1);
	CHECK_INT(a.count, 4);
	CHECK_INT(a.width, 5);
	CHECK_STR(a.str[0], "abc");
	CHECK_STR(a.str[1], "h\xc3\xa9llo");
	CHECK_STR(a.str[2], "");
	CHECK_STR(a.str[3], "a\xf0\x9f\x98\x80" "b");
	CHECK_INT(a.len[1], 6);
	npy_free(&a);
}

static void test_ints(void)
{
	struct npy a;
	free(read_fixture("i4.npy", 1, &a));
	REQUIRE(a.type == NPY_INT && a.count == 4);
	CHECK_INT(a.ints[0], 0);
	CHECK_INT(a.ints[2], -1);
	CHECK_INT(a.ints[3], 2147483647);
	npy_free(&a);
	free(read_fixture("i8.npy", 1, &a));
	REQUIRE(a.count == 2);
	CHECK_INT(a.ints[0], -5);
	CHECK_INT(a.ints[1], 1LL << 40);
	npy_free(&a);
	free(read_fixture("empty.npy", 1, &a));
	CHECK_INT(a.count, 0);
	npy_free(&a);
	free(read_fixture("v2.npy", 1, &a));
	REQUIRE(a.count == 1);
	CHECK_INT(a.ints[0], 7);
	npy_free(&a);
}

static void test_malformed(void)
{
	static const struct {
		const char *file, *says;
	} bad[] = {
		{ "bad-magic.npy", "magic" },
		{ "bad-version.npy", "version 9.0" },
		{ "bad-hlen.npy", "runs past the end" },
		{ "bad-descr.npy", "unsupported dtype '<f8'" },
		{ "bad-endian.npy", "unsupported dtype '>i4'" },
		{ "bad-dict.npy", "expected ',' or '}'" },
		{ "bad-key.npy", "missing key 'shape'" },
		{ "bad-extra-key.npy", "unknown key 'x'" },
		{ "bad-shape.npy", "must be a tuple" },
		{ "truncated.npy", "truncated data" },
		{ "trailing.npy", "trailing bytes" },
		{ "bad-codepoint.npy", "not a Unicode code point" },
		{ "fortran2d.npy", "Fortran" },
		{ "short.npy", "magic" },
		{ "does-not-exist.npy", "cannot read" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		struct npy a;
		char *msg = read_fixture(bad[i].file, 0, &a);
		if (!msg || !strstr(msg, bad[i].says) || !strstr(msg, bad[i].file))
			unit_fail(__FILE__, __LINE__, "%s: message \"%s\" lacks \"%s\"", bad[i].file,
				  msg ? msg : "(none)", bad[i].says);
		CHECK(a.str == NULL && a.ints == NULL);
		free(msg);
	}
}

static void test_memory(void)
{
	/* in-memory parse: header length field read little-endian */
	static const unsigned char img[] = "\x93NUMPY\x01\x00\x3a\x00"
		"{'descr': '<i4', 'fortran_order': False, 'shape': (1,), }\n"
		"\x2a\x00\x00\x00";
	struct npy a;
	struct diags d;

	diags_init(&d);
	REQUIRE(npy_parse("mem", img, sizeof img - 1, &a, &d) == 0);
	CHECK_INT(a.ints[0], 42);
	npy_free(&a);
	CHECK(npy_parse("mem", img, sizeof img - 2, &a, &d) != 0);
	diags_free(&d);
}

/* Strings of every width class, many more UTF-8 bytes than code points
 * (the decoder's block grows while it writes), NULs and surrogates as
 * U+FFFD, and the strings unchanged once the block stops moving. */
static void test_string_block(void)
{
	static const char hdr[] = "{'descr': '<U3', 'fortran_order': False, 'shape': (300,), }";
	static const uint32_t pat[4][3] = { { 0x1f600, 0xe9, 0 }, { 'a', 'b', 'c' },
					    { 0x20ac, 0, 'x' }, { 0xd800, 'q', 0 } };
	static const char *const want[4] = { "\xf0\x9f\x98\x80\xc3\xa9", "abc",
					     "\xe2\x82\xac\xef\xbf\xbdx", "\xef\xbf\xbdq" };
	size_t hl = 64, len = 10 + hl + 300 * 12, n = 10;
	unsigned char *img = calloc(1, len);
	struct npy a;
	struct diags d;

	REQUIRE(img != NULL);
	memcpy(img, "\x93NUMPY\x01\x00", 8);
	img[8] = (unsigned char)hl;
	memset(img + n, ' ', hl);
	memcpy(img + n, hdr, sizeof hdr - 1);
	img[n + hl - 1] = '\n';
	n += hl;
	for (size_t i = 0; i < 300; i++)
		for (size_t k = 0; k < 3; k++, n += 4)
			for (int b = 0; b < 4; b++)
				img[n + (size_t)b] = (unsigned char)(pat[i % 4][k] >> (8 * b));
	diags_init(&d);
	REQUIRE(npy_parse("mem", img, len, &a, &d) == 0);
	REQUIRE(a.count == 300);
	for (size_t i = 0; i < 300; i++) {
		CHECK_STR(a.str[i], want[i % 4]);
		CHECK_INT(a.len[i], strlen(want[i % 4]));
	}
	npy_free(&a);
	/* past U+10FFFF: an error naming the element's offset, nothing kept */
	img[10 + hl + 299 * 12 + 2] = 0x11;
	CHECK(npy_parse("mem", img, len, &a, &d) != 0);
	CHECK(a.str == NULL && a.blk == NULL);
	REQUIRE(d.n == 1);
	CHECK(strstr(d.v[0].msg, "element 299 holds U+11") != NULL);
	diags_free(&d);
	free(img);
}

/* Code point k of element i of str_image's images, and the element's
 * length: long ASCII runs, a code point past ASCII now and then, an
 * interior NUL (U+FFFD once decoded) more rarely, and elements from
 * empty to the full width. */
static uint32_t elem_cp(size_t i, size_t k)
{
	if ((i + k) % 53 == 7)
		return 0x20ac + (uint32_t)(i % 300);
	if ((i * 31 + k) % 211 == 5)
		return 0;
	return 'a' + (uint32_t)((i + k) % 26);
}

static size_t elem_len(size_t i, size_t width)
{
	return width ? (i * 37 + i / 3) % (width + 1) : 0;
}

/* An image of count '<U{width}' elements (version 2.0 with a header of
 * hlen bytes), as elem_cp and elem_len give them; *len is its size. */
static unsigned char *str_image(size_t width, size_t count, size_t hlen, size_t *len)
{
	char hdr[128];
	int hn = snprintf(hdr, sizeof hdr, "{'descr': '<U%zu', 'fortran_order': False, 'shape': (%zu,), }",
			  width, count);
	unsigned char *img;
	size_t n = 12 + hlen;

	*len = n + count * width * 4;
	img = calloc(1, *len);
	if (!img || (size_t)hn >= hlen)
		return img;
	memcpy(img, "\x93NUMPY\x02\x00", 8);
	for (int b = 0; b < 4; b++)
		img[8 + b] = (unsigned char)(hlen >> (8 * b));
	memset(img + 12, ' ', hlen);
	memcpy(img + 12, hdr, (size_t)hn);
	img[12 + hlen - 1] = '\n';
	for (size_t i = 0; i < count; i++)
		for (size_t k = 0; k < elem_len(i, width); k++) {
			uint32_t c = elem_cp(i, k);
			unsigned char *e = img + n + (i * width + k) * 4;
			for (int b = 0; b < 4; b++)
				e[b] = (unsigned char)(c >> (8 * b));
		}
	return img;
}

/* Element i as UTF-8, written here without the decoder: NUL is U+FFFD and
 * trailing NULs are padding. */
static char *elem_utf8(size_t i, size_t width)
{
	size_t n = elem_len(i, width), o = 0;
	char *s = malloc(3 * n + 1);

	while (n > 0 && elem_cp(i, n - 1) == 0)
		n--;
	for (size_t k = 0; s && k < n; k++) {
		uint32_t c = elem_cp(i, k);
		if (c == 0)
			c = 0xfffd;
		if (c < 0x80) {
			s[o++] = (char)c;
		} else {	/* U+20AC..U+FFFD: three bytes */
			s[o++] = (char)(0xe0 | c >> 12);
			s[o++] = (char)(0x80 | (c >> 6 & 0x3f));
			s[o++] = (char)(0x80 | (c & 0x3f));
		}
	}
	if (s)
		s[o] = '\0';
	return s;
}

/* npy_read reads a file a chunk at a time: what it gives equals
 * npy_parse of the whole image (and both the text written here without
 * the decoder), for elements that straddle the chunks,
 * elements larger than a chunk and a header larger than one; a file cut
 * short is refused as npy_parse refuses the same bytes. */
static void test_read_chunks(void)
{
	static const size_t cases[][3] = {
		{ 1000, 300, 128 },	/* 4,000-byte elements: chunk edges fall inside them */
		{ 70000, 4, 128 },	/* an element past a chunk */
		{ 3, 50, 300000 },	/* a header past a chunk */
		{ 0, 10, 128 },		/* '<U0': no data at all */
	};

	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		char path[] = "/tmp/gravel-npy-XXXXXX";
		size_t len;
		unsigned char *img = str_image(cases[c][0], cases[c][1], cases[c][2], &len);
		struct npy want, got;
		struct diags d;
		int fd = mkstemp(path);

		REQUIRE(img != NULL && fd >= 0);
		diags_init(&d);
		REQUIRE(write(fd, img, len) == (ssize_t)len);
		REQUIRE(npy_parse("mem", img, len, &want, &d) == 0);
		REQUIRE(npy_read(path, &got, &d) == 0);
		CHECK_INT(got.count, want.count);
		for (size_t i = 0; i < want.count && i < got.count; i++) {
			char *ref = elem_utf8(i, cases[c][0]);
			REQUIRE(ref != NULL);
			CHECK_STR(want.str[i], ref);
			CHECK_STR(got.str[i], want.str[i]);
			CHECK_INT(got.len[i], want.len[i]);
			free(ref);
		}
		npy_free(&got);
		npy_free(&want);
		/* cut short: the same refusal as npy_parse gives the same bytes */
		if (len > 12 + cases[c][2]) {
			char *m_read, *m_parse;
			REQUIRE(ftruncate(fd, (off_t)(len - 1)) == 0);
			CHECK(npy_read(path, &got, &d) == EXIT_DATAERR);
			CHECK(npy_parse(path, img, len - 1, &want, &d) != 0);
			REQUIRE(d.n == 2);
			m_read = diag_format(&d.v[0]);
			m_parse = diag_format(&d.v[1]);
			CHECK_STR(m_read, m_parse);
			CHECK(strstr(m_read, "truncated data") != NULL);
			free(m_read);
			free(m_parse);
		}
		close(fd);
		remove(path);
		diags_free(&d);
		free(img);
	}
}

static void test_shared_logs(void)
{
	const char *sh = unit_shared();
	char path[4096];
	struct npy a;
	struct diags d;

	if (!sh)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	snprintf(path, sizeof path,
		 "%s/nlgraph/NLGraph/shortest_path/graph/easy/log/20230410---09-43-CoT/answer.npy", sh);
	diags_init(&d);
	REQUIRE(npy_read(path, &a, &d) == 0);
	CHECK(a.type == NPY_STR);
	CHECK_INT(a.count, 180);
	npy_free(&a);
	snprintf(path, sizeof path,
		 "%s/nlgraph/NLGraph/shortest_path/graph/easy/log/20230410---09-43-CoT/res1.npy", sh);
	REQUIRE(npy_read(path, &a, &d) == 0);
	CHECK(a.type == NPY_INT);
	CHECK_INT(a.count, 180);
	npy_free(&a);
	diags_free(&d);
}

void suite_npy(void);
void suite_npy(void)
{
	RUN(test_strings);
	RUN(test_ints);
	RUN(test_malformed);
	RUN(test_memory);
	RUN(test_string_block);
	RUN(test_read_chunks);
	RUN(test_shared_logs);
}
