/* test-npy.c - the .npy reader: good files, malformed files (fixtures in
 * tests/data/npy, written by make-fixtures.py there), and the shared
 * NLGraph logs when ../shared is present. */
#include "config.h"
#include "unit.h"
#include "npy.h"

#include <stdlib.h>

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
	RUN(test_shared_logs);
}
