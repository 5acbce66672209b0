/* test-json-scan.c - json-scan.h: a string decoded as cJSON decodes it, or
 * left to cJSON, on random strings of every escape; the member found is
 * the one cJSON_GetObjectItemCaseSensitive returns; a runs line whose text
 * is read apart gives the answer and the messages the cJSON path gives. */
#include "config.h"
#include "unit.h"
#include "json-scan.h"
#include "runs.h"

#include <cjson/cJSON.h>
#include <stdlib.h>

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

/* The same line long enough for the text to be read apart, and the same
 * answer written so that it is not (an escape left to cJSON comes last):
 * one text, one answer; bad lines get cJSON's message at the same column */
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

void suite_json_scan(void);
void suite_json_scan(void)
{
	RUN(test_decode_as_cjson);
	RUN(test_find_member);
	RUN(test_runs_line_apart);
}
