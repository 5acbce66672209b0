/* test-json-scan.c - JSON lines read without cJSON: a string decoded as
 * cJSON decodes it, or left to cJSON, on random strings of every escape
 * (json-scan.h); the member found is the one
 * cJSON_GetObjectItemCaseSensitive returns; runs lines read by runs-line.c
 * give the answers and the messages the cJSON reading gives, on 200,000
 * random lines of plain records and of everything else; strings and numbers
 * written by json-write.c are the bytes cJSON_PrintUnformatted writes. */
#include "config.h"
#include "unit.h"
#include "json-scan.h"
#include "json-write.h"
#include "runs-line.h"
#include "runs.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A random string body: plain bytes (ASCII, UTF-8, control bytes) and
 * escapes, valid and not: \n, \/, \x, \u with good and bad hex, \u0000,
 * surrogates alone, in pairs and reversed, a backslash at the end. */
static size_t random_body(char *b, size_t cap, unsigned *seed)
{
	static const char *const parts[] = {
		"a", "Z", " ", "\xc3\xa9", "\xe2\x86\x92", "\x01", "\t", "{", "\"x\"" + 1,
		"\\n", "\\t", "\\b", "\\f", "\\r", "\\/", "\\\\", "\\\"", "\\x", "\\u0041",
		"\\u00e9", "\\u2192", "\\uFFFF", "\\u0000", "\\u00zz", "\\u12", "\\ud83d\\ude00",
		"\\uD83D\\uDE00", "\\ud83d", "\\ude00", "\\ud83d\\u0041", "\\ud83dx", "\\U0041",
	};
	size_t n = 0, k = (size_t)(rand_r(seed) % 9);

	for (size_t j = 0; j < k; j++) {
		const char *p = parts[rand_r(seed) % (sizeof parts / sizeof *parts)];
		size_t l = strlen(p);
		if (n + l + 2 >= cap)
			break;
		memcpy(b + n, p, l);
		n += l;
	}
	if (rand_r(seed) % 40 == 0)
		b[n++] = '\\';	/* a backslash that escapes the closing quote */
	b[n] = '\0';
	return n;
}

static void test_decode_as_cjson(void)
{
	unsigned seed = 16;
	long decoded = 0, left = 0, bad = 0;
	struct strbuf sb;

	sb_init(&sb);
	for (int round = 0; round < 100000 && bad < 5; round++) {
		char body[256], doc[300];
		size_t n = random_body(body, sizeof body, &seed);
		struct json_cur c;
		const char *raw;
		size_t rawlen;
		cJSON *j;

		snprintf(doc, sizeof doc, "\"%s\"", body);
		j = cJSON_Parse(doc);
		c = (struct json_cur){ doc, strlen(doc), 0 };
		if (!json_string_raw(&c, &raw, &rawlen)) {
			/* the quote is escaped: cJSON finds no end either */
			if (j) {
				bad++;
				unit_fail(__FILE__, __LINE__, "round %d: no string in %s, cJSON read one", round, doc);
			}
			cJSON_Delete(j);
			continue;
		}
		sb_reset(&sb);
		sb_add(&sb, "keep", 4);
		if (json_string_decode(raw, rawlen, &sb)) {
			decoded++;
			if (!j || !cJSON_IsString(j) || strcmp(sb.data + 4, j->valuestring) != 0 ||
			    sb.len - 4 != strlen(j->valuestring)) {
				bad++;
				unit_fail(__FILE__, __LINE__, "round %d: %s decoded unlike cJSON", round, doc);
			}
		} else {
			left++;
			if (sb.len != 4 || strcmp(sb.data, "keep") != 0) {
				bad++;
				unit_fail(__FILE__, __LINE__, "round %d: a failed decode changed sb", round);
			}
		}
		(void)n;
		cJSON_Delete(j);
	}
	sb_free(&sb);
	/* both kinds were met */
	CHECK(decoded > 10000);
	CHECK(left > 10000);
}

/* Where a string ends, by the rule itself: a backslash takes the byte
 * after it, the first other quote closes it. */
static bool raw_end(const char *doc, size_t n, size_t *end)
{
	for (size_t i = 1; i < n; i += doc[i] == '\\' ? 2 : 1)
		if (doc[i] == '"') {
			*end = i;
			return true;
		}
	return false;
}

/* json_string_raw ends each string where the rule does (its memchr
 * search keeps the closing quote it found across the escapes before it),
 * short and long strings, with more JSON after the string or none. */
static void test_string_raw_end(void)
{
	unsigned seed = 61;
	long shorts = 0, longs = 0, unended = 0, bad = 0;

	for (int round = 0; round < 100000 && bad < 5; round++) {
		char body[600], doc[700];
		size_t n = 0, want = 0, len = 0;
		int parts = (int)(rand_r(&seed) % 4) + 1;
		const char *raw;
		struct json_cur c;
		bool ok, ref;

		for (int k = 0; k < parts; k++)
			n += random_body(body + n, sizeof body - n, &seed);
		if (rand_r(&seed) % 3 == 0)
			snprintf(doc, sizeof doc, "\"%s", body);	/* no closing quote but an escaped one */
		else
			snprintf(doc, sizeof doc, "\"%s\",\"k\":\"v\\\"\"}", body);
		c = (struct json_cur){ doc, strlen(doc), 0 };
		ok = json_string_raw(&c, &raw, &len);
		ref = raw_end(doc, strlen(doc), &want);
		if (ok != ref || (ok && (raw != doc + 1 || len != want - 1 || c.i != want + 1))) {
			bad++;
			unit_fail(__FILE__, __LINE__, "round %d: %s: found %d (len %zu), the rule %d (len %zu)",
				  round, doc, ok, len, ref, want - 1);
		}
		if (!ok)
			unended++;
		else if (len < 32)
			shorts++;
		else
			longs++;
	}
	CHECK(shorts > 10000);
	CHECK(longs > 10000);
	CHECK(unended > 1000);
}

static void test_find_member(void)
{
	static const char *const docs[] = {
		"{\"text\": \"a\", \"text\": \"b\"}",
		"{\"x\": {\"text\": \"inner\"}, \"text\" : \"outer\"}",
		"{\"x\": [\"text\", {\"text\": 1}], \"y\": \"te\\\"xt\", \"text\":\"z\"}",
		"{\"t\\u0065xt\": \"escaped key\", \"text\": \"later\"}",
		"{\"a\": 1.5e3, \"b\": true, \"c\": null, \"text\": \"after scalars\"}",
	};
	static const char *const want[] = { "a", "outer", "z", NULL, "after scalars" };

	for (size_t i = 0; i < sizeof docs / sizeof *docs; i++) {
		struct json_cur c = { docs[i], strlen(docs[i]), 0 };
		const char *raw;
		size_t len;
		bool found = json_find_member(&c, "text") && json_string_raw(&c, &raw, &len);
		if (!want[i]) {
			CHECK(!found);	/* an escaped key first: left to cJSON */
			continue;
		}
		REQUIRE(found);
		CHECK(len == strlen(want[i]) && !memcmp(raw, want[i], len));
	}
}

/* A line read by runs-line.c, and the same answer with an escape left to
 * cJSON: one text, one answer; a bad line gets cJSON's message */
static void test_runs_line_apart(void)
{
	struct strbuf line;
	struct runset a, b;
	struct diags da, db;

	sb_init(&line);
	sb_puts(&line, "{\"problem\":\"p\",\"run\":\"r\",\"sample\":1,\"text\":\"");
	for (int i = 0; i < 40; i++)
		sb_puts(&line, "step \\u2192 node 3\\nthe answer is \\\"yes\\\". ");
	sb_puts(&line, "\",\"recorded\":{\"acc\":1}}\n");
	runset_init(&a);
	runset_init(&b);
	diags_init(&da);
	diags_init(&db);
	CHECK_INT(runs_parse_jsonl("a.jsonl", line.data, line.len, &a, &da), 0);
	{
		/* \ud83d alone makes json-scan leave the whole text to cJSON;
		 * then the same text but that escape's bytes */
		char *alt = xstrdup(line.data);
		char *at = strstr(alt, "\",\"recorded\"");
		REQUIRE(at);
		struct strbuf l2;
		sb_init(&l2);
		sb_add(&l2, alt, (size_t)(at - alt));
		sb_puts(&l2, "\\u0041\\ud83d\",\"recorded\":{\"acc\":1}}\n");
		CHECK_INT(runs_parse_jsonl("b.jsonl", l2.data, l2.len, &b, &db), 65);
		CHECK_INT(db.n, 1);	/* a lone high surrogate: cJSON's "not valid JSON" */
		sb_free(&l2);
		free(alt);
	}
	REQUIRE(a.n == 1);
	CHECK_INT(a.v[0].sample, 1);
	CHECK(a.v[0].text_len == strlen(a.v[0].text));
	CHECK(strstr(a.v[0].text, "step \xe2\x86\x92 node 3\nthe answer is \"yes\". ") == a.v[0].text);
	CHECK_INT(a.v[0].recorded.n, 1);
	/* a bad line with a long text: cJSON's message, at the column of the
	 * line as written */
	runset_free(&a);
	runset_init(&a);
	diags_free(&da);
	diags_init(&da);
	line.len -= 2;	/* "...}}\n" -> "...}" : the record not closed */
	line.data[line.len] = '\0';
	CHECK_INT(runs_parse_jsonl("a.jsonl", line.data, line.len, &a, &da), 65);
	REQUIRE(da.n == 1);
	CHECK_STR(da.v[0].msg, "not valid JSON");
	{
		cJSON *j = cJSON_ParseWithLength(line.data, line.len);
		const char *ep = cJSON_GetErrorPtr();
		CHECK(j == NULL);
		REQUIRE(ep);
		CHECK_INT(da.v[0].col, (long)(ep - line.data) + 1);
		cJSON_Delete(j);
	}
	runset_free(&a);
	runset_free(&b);
	diags_free(&da);
	diags_free(&db);
	sb_free(&line);
}

/* A random runs line: the members parse_line reads, others, duplicates,
 * escaped keys, values of every kind and some that are no JSON or that
 * cJSON reads its own way; blanks here and there; bytes after the record. */
static void random_line(struct strbuf *sb, unsigned *seed)
{
	static const char *const keys[] = {
		"problem", "run", "sample", "text", "recorded", "output", "params", "model",
		"method", "mismatch", "extra", "p\\u0072oblem", "layer", "",
	};
	static const char *const scalars[] = {
		"0", "-0", "3", "12", "1.5", "-2", "1e3", "2E-1", "01", "1.2.3", "1.", "-", "+1",
		"99999999999999999999", "123456789012345", "1234567890123456", "1e400", "0.1",
		/* 63 bytes and more: left to cJSON */
		"1234567890123456789012345678901234567890123456789012345678901234567890",
		"0.12345678901234567890123456789012345678901234567890123456789012",
		"true", "false", "null", "nul", "tru", "\"\"", "\"p0\"", "\"r1\"", "\"a\\nb\"",
		"\"\\u00e9t\\u00e9\"", "\"\\ud83d\\ude00\"", "\"\\u0000x\"", "\"\\ud83d\"", "\"\\x\"",
		"[]", "[1, 2]", "[1,]", "{}", "{\"res\": 1}", "{\"res\": 0.5, \"acc\": 1}",
		"{\"res\": \"1\"}", "{\"layer\": 2, \"city\": true}", "{\"layer\": 17}",
		"{\"city\": 0, \"city\": 1}", "{\"a\": {\"b\": [null, {\"c\": []}]}}",
		"{\"r\\u0065s\": 1}", "{\"averyveryverylongname\": 1}",
		"{\"a\":1,\"b\":2,\"c\":3,\"d\":4,\"e\":5,\"f\":6,\"g\":7,\"h\":8,\"i\":9}",
	};
	static const char *const blanks[] = { "", "", "", " ", "\t", "\r", "  " };
	int members = rand_r(seed) % 9;

	sb_reset(sb);
	sb_puts(sb, blanks[rand_r(seed) % 7]);
	sb_putc(sb, '{');
	/* most lines start as a plain record does */
	if (rand_r(seed) % 4) {
		sb_puts(sb, "\"problem\":\"p0\",\"run\":\"r1\"");
		if (members)
			sb_putc(sb, ',');
	}
	for (int m = 0; m < members; m++) {
		const char *k = keys[rand_r(seed) % (sizeof keys / sizeof *keys)];
		char body[200];
		if (m)
			sb_puts(sb, rand_r(seed) % 30 ? "," : ",,");
		sb_puts(sb, blanks[rand_r(seed) % 7]);
		sb_printf(sb, "\"%s\"", k);
		sb_puts(sb, blanks[rand_r(seed) % 7]);
		sb_putc(sb, ':');
		sb_puts(sb, blanks[rand_r(seed) % 7]);
		if (rand_r(seed) % 3 == 0) {
			random_body(body, sizeof body, seed);
			sb_printf(sb, "\"%s\"", body);
		} else {
			sb_puts(sb, scalars[rand_r(seed) % (sizeof scalars / sizeof *scalars)]);
		}
		sb_puts(sb, blanks[rand_r(seed) % 7]);
	}
	sb_puts(sb, rand_r(seed) % 40 ? "}" : rand_r(seed) % 2 ? "} x" : "");
	sb_puts(sb, blanks[rand_r(seed) % 7]);
}

/* rs and d after reading text with runs-line.c on (off false) or off */
static void read_lines(const char *text, size_t len, bool off, struct runset *rs, struct diags *d,
		       int *rc)
{
	runs_line_off = off;
	runset_init(rs);
	diags_init(d);
	*rc = runs_parse_jsonl("t.jsonl", text, len, rs, d);
	runs_line_off = false;
}

static bool same_answer(const struct answer *a, const struct answer *b)
{
	if (strcmp(a->problem, b->problem) || strcmp(a->run, b->run) || a->sample != b->sample ||
	    !a->text != !b->text || a->text_len != b->text_len ||
	    (a->text && memcmp(a->text, b->text, a->text_len)) || a->layer != b->layer ||
	    a->city != b->city || a->recorded.n != b->recorded.n)
		return false;
	for (int k = 0; k < a->recorded.n; k++)
		if (strcmp(a->recorded.m[k].name, b->recorded.m[k].name) ||
		    memcmp(&a->recorded.m[k].v, &b->recorded.m[k].v, sizeof(double)))
			return false;
	return !a->model == !b->model && (!a->model || !strcmp(a->model, b->model)) &&
	       !a->method == !b->method && (!a->method || !strcmp(a->method, b->method)) &&
	       !a->mismatch == !b->mismatch && (!a->mismatch || !strcmp(a->mismatch, b->mismatch));
}

static void test_runs_lines_as_cjson(void)
{
	unsigned seed = 16;
	long bad = 0, fast = 0;
	struct strbuf line;
	struct runs_line_scratch sc = { 0 };

	sb_init(&line);
	for (int round = 0; round < 200000 && bad < 5; round++) {
		struct runset a, b;
		struct diags da, db;
		int ra, rb;
		bool same;

		random_line(&line, &seed);
		{
			struct runset probe;
			runset_init(&probe);
			fast += runs_line_read(line.data, line.len, &probe, &sc);
			runset_free(&probe);
		}
		read_lines(line.data, line.len, false, &a, &da, &ra);
		read_lines(line.data, line.len, true, &b, &db, &rb);
		same = ra == rb && a.n == b.n && da.n == db.n && da.errors == db.errors;
		for (size_t k = 0; same && k < a.n; k++)
			same = same_answer(&a.v[k], &b.v[k]);
		for (size_t k = 0; same && k < da.n; k++)
			same = !strcmp(da.v[k].msg, db.v[k].msg) && da.v[k].line == db.v[k].line &&
			       da.v[k].col == db.v[k].col && da.v[k].level == db.v[k].level;
		if (!same) {
			bad++;
			unit_fail(__FILE__, __LINE__, "round %d: %s: read unlike cJSON (exit %d/%d, %zu/%zu answers)",
				  round, line.data, ra, rb, a.n, b.n);
		}
		runset_free(&a);
		runset_free(&b);
		diags_free(&da);
		diags_free(&db);
	}
	/* both ways were taken often */
	CHECK(fast > 20000);
	CHECK(fast < 180000);
	runs_line_scratch_free(&sc);
	sb_free(&line);
}


/* cJSON's text of the value j (freed), beside json-write's in sb */
static int same_as_cjson(cJSON *j, const struct strbuf *sb)
{
	char *want = cJSON_PrintUnformatted(j);
	int same = want && !strcmp(want, sb->data ? sb->data : "");

	if (!same)
		fprintf(stderr, "  json-write: %s, cJSON: %s\n", sb->data, want);
	cJSON_free(want);
	cJSON_Delete(j);
	return same;
}

/* Whole numbers (round and not, near 1e15 and 1e17), fractions, -0, NaN,
 * the infinities and random bit patterns; strings of every byte 1..255. */
static void test_write_as_cjson(void)
{
	static const double fixed[] = { 0.0, -0.0, 1, -1, 3, 0.75, 1.0 / 3, 2.0 / 3, 0.1,
					999999999999999.0, 1e15, -1e15, 1e16, 1e17 + 8,
					2147483648.0, -2147483649.0, 1e-7, 1.5e300, 4.9e-324,
					NAN, INFINITY, -INFINITY };
	unsigned seed = 46;
	struct strbuf sb;
	int bad = 0;

	sb_init(&sb);
	for (size_t i = 0; i < 200000; i++) {
		double v;
		uint64_t bits = ((uint64_t)rand_r(&seed) << 33) ^ ((uint64_t)rand_r(&seed) << 11) ^
				(uint64_t)rand_r(&seed);
		if (i < ARRAY_SIZE(fixed))
			v = fixed[i];
		else if (i % 4 == 0)
			memcpy(&v, &bits, sizeof v);
		else if (i % 4 == 1)
			v = (double)(int64_t)(bits >> (i % 60)) * (i % 8 == 1 ? -1 : 1);
		else if (i % 4 == 2)
			v = (double)(bits % 1000) / (double)(1 + bits % 997);
		else
			v = (double)(bits % 100000) / 1000;
		sb_reset(&sb);
		json_put_num(&sb, v);
		bad += !same_as_cjson(cJSON_CreateNumber(v), &sb);
	}
	for (size_t i = 0; i < 20000; i++) {
		char s[24];
		size_t n = (size_t)(rand_r(&seed) % (sizeof s));
		for (size_t k = 0; k < n; k++)
			s[k] = (char)(1 + rand_r(&seed) % 255);
		s[n] = '\0';
		sb_reset(&sb);
		json_put_str(&sb, s);
		bad += !same_as_cjson(cJSON_CreateString(s), &sb);
	}
	sb_free(&sb);
	CHECK_INT(bad, 0);
}

void suite_json_scan(void);
void suite_json_scan(void)
{
	RUN(test_decode_as_cjson);
	RUN(test_string_raw_end);
	RUN(test_find_member);
	RUN(test_runs_line_apart);
	RUN(test_runs_lines_as_cjson);
	RUN(test_write_as_cjson);
}
