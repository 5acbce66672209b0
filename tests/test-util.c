/* test-util.c - atomic output, buffers, diagnostics. */
#include "config.h"
#include "unit.h"
#include "util.h"
#include "diag.h"
#include "json-pos.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char *make_tmpdir(void)
{
	char *d = xstrdup("/tmp/gravel-test-XXXXXX");
	if (!mkdtemp(d)) {
		free(d);
		return NULL;
	}
	return d;
}

static int count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;
	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

/* One sorted lister: dot files left out, folders or files only. */
static void test_dir_list(void)
{
	char *dir = make_tmpdir(), *p, **v;
	const char *names[] = { "b", "a", ".hidden", "c" };
	size_t n;

	REQUIRE(dir);
	for (size_t i = 0; i < 4; i++) {
		p = xasprintf("%s/%s", dir, names[i]);
		if (i == 3)
			REQUIRE(mkdir(p, 0700) == 0);
		else
			REQUIRE(write_file_atomic(p, "x", 1) == 0);
		free(p);
	}
	CHECK(is_dir(dir));
	REQUIRE((v = dir_list(dir, DIR_LIST_ALL, NULL, &n)));
	CHECK_INT(n, 3);
	CHECK_STR(v[0], "a");
	CHECK_STR(v[1], "b");
	CHECK_STR(v[2], "c");
	CHECK(v[3] == NULL);
	dir_list_free(v);
	REQUIRE((v = dir_list(dir, DIR_LIST_DIRS, NULL, &n)));
	CHECK_INT(n, 1);
	CHECK_STR(v[0], "c");
	dir_list_free(v);
	REQUIRE((v = dir_list(dir, DIR_LIST_FILES, NULL, &n)));
	CHECK_INT(n, 2);
	CHECK_STR(v[1], "b");
	CHECK(!is_dir(p = xasprintf("%s/a", dir)));
	free(p);
	dir_list_free(v);
	p = xasprintf("%s/none", dir);
	errno = 0;
	CHECK(dir_list(p, DIR_LIST_ALL, NULL, &n) == NULL);
	CHECK_INT(errno, ENOENT);
	CHECK_INT(n, 0);
	free(p);
	p = xasprintf("rm -rf '%s'", dir);
	CHECK_INT(system(p), 0);
	free(p);
	free(dir);
}

/* read_file_into_at: files of every size around the first read's 64 KiB,
 * into a new buffer and into one that held a file before; a folder, a
 * missing file, and a FIFO read to its end across short reads. */
static void test_read_file_into_at(void)
{
	static const size_t sizes[] = { 0, 1, 4095, 65534, 65535, 65536, 65537, 131071, 200000 };
	char *dir = make_tmpdir(), *text = xmalloc(200000), *p;
	struct strbuf sb;
	int fd;

	REQUIRE(dir);
	for (size_t i = 0; i < 200000; i++)
		text[i] = (char)('a' + i % 26);
	sb_init(&sb);
	REQUIRE((fd = open(dir, O_RDONLY | O_DIRECTORY)) >= 0);
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		char name[32];
		snprintf(name, sizeof name, "f%zu", sizes[i]);
		p = xasprintf("%s/%s", dir, name);
		REQUIRE(write_file_atomic(p, text, sizes[i]) == 0);
		free(p);
		/* a new buffer, then one that held the file before and a bit */
		{
			struct strbuf fresh;
			sb_init(&fresh);
			CHECK_INT(read_file_into_at(fd, name, &fresh), 0);
			CHECK_INT(fresh.len, sizes[i]);
			CHECK(!memcmp(fresh.data, text, sizes[i]) && fresh.data[fresh.len] == '\0');
			sb_free(&fresh);
			sb_add(&sb, "stale", 5);
			CHECK_INT(read_file_into_at(fd, name, &sb), 0);
			CHECK_INT(sb.len, sizes[i]);
			CHECK(!memcmp(sb.data, text, sizes[i]) && sb.data[sb.len] == '\0');
		}
	}
	REQUIRE(mkdir((p = xasprintf("%s/sub", dir)), 0700) == 0);
	free(p);
	errno = 0;
	CHECK_INT(read_file_into_at(fd, "sub", &sb), -1);
	CHECK_INT(errno, EISDIR);
	CHECK_INT(read_file_into_at(fd, "none", &sb), -1);
	CHECK_INT(errno, ENOENT);
	/* a FIFO where a benchmark's file should be is refused, not waited on */
	REQUIRE(mkfifo((p = xasprintf("%s/fifo", dir)), 0600) == 0);
	errno = 0;
	CHECK_INT(read_file_into_at(fd, "fifo", &sb), -1);
	CHECK_INT(errno, EINPUT_NOT_REGULAR);
	free(p);
	close(fd);
	sb_free(&sb);
	free(text);
	p = xasprintf("rm -rf '%s'", dir);
	CHECK_INT(system(p), 0);
	free(p);
	free(dir);
}

static void test_output_atomic(void)
{
	char *dir = make_tmpdir(), *path;
	struct output out;
	size_t len;
	char *back;

	REQUIRE(dir);
	path = xasprintf("%s/out.jsonl", dir);
	REQUIRE(write_file_atomic(path, "old\n", 4) == 0);
	/* an aborted write leaves the old content and no temp file */
	REQUIRE(output_open(&out, path) == 0);
	fputs("half-written", out.fp);
	output_abort(&out);
	back = read_file(path, &len);
	CHECK_STR(back, "old\n");
	free(back);
	CHECK_INT(count_entries(dir), 1);
	/* a committed write replaces it */
	REQUIRE(output_open(&out, path) == 0);
	fputs("new\n", out.fp);
	CHECK_INT(output_commit(&out), 0);
	back = read_file(path, &len);
	CHECK_STR(back, "new\n");
	CHECK_INT(len, 4);
	free(back);
	CHECK_INT(count_entries(dir), 1);
	unlink(path);
	rmdir(dir);
	free(path);
	free(dir);
}

static void test_output_device_written_in_place(void)
{
	struct output out;
	struct stat st;

	/* renaming a temp file over /dev/null would turn it into a plain file */
	REQUIRE(output_open(&out, "/dev/null") == 0);
	fputs("discarded\n", out.fp);
	CHECK_INT(output_commit(&out), 0);
	REQUIRE(stat("/dev/null", &st) == 0);
	CHECK(S_ISCHR(st.st_mode));
	CHECK(output_open(&out, "/tmp") != 0);
}

/* issue 17: a symlinked annotation (or output) file was replaced by a
 * plain file; the target must be updated and the link kept. */
static void test_output_through_symlink(void)
{
	char *dir = make_tmpdir(), *target, *link;
	struct stat st;
	char *back;

	REQUIRE(dir);
	target = xasprintf("%s/target.json", dir);
	link = xasprintf("%s/link.json", dir);
	REQUIRE(write_file_atomic(target, "old\n", 4) == 0);
	REQUIRE(symlink("target.json", link) == 0);
	CHECK_INT(write_file_atomic(link, "new\n", 4), 0);
	CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
	back = read_file(target, NULL);
	CHECK_STR(back, "new\n");
	free(back);
	CHECK_INT(count_entries(dir), 2);	/* no temp file left */
	unlink(link);
	unlink(target);
	rmdir(dir);
	free(link);
	free(target);
	free(dir);
}

/* issue 17: /dev/zero and endless lines must not be read forever */
static void test_read_text_stops(void)
{
	size_t len = 99, stop = 0;
	char *text = read_text_file("/dev/zero", &len, 0, 0, &stop);
	char *dir = make_tmpdir(), *path;
	struct diags d;
	int rc = 0;

	REQUIRE(text);
	CHECK_INT(stop, 0);
	CHECK_INT(len, 0);
	free(text);
	REQUIRE(dir);
	path = xasprintf("%s/long.jsonl", dir);
	REQUIRE(write_file_atomic(path, "{}\n{\"a\":1}\n0123456789", 21) == 0);
	text = read_text_file(path, &len, 8, 0, &stop);
	CHECK_INT(stop, 19);	/* the 9th byte of line 3 */
	free(text);
	diags_init(&d);
	CHECK(diag_read_text(&d, path, NULL, 8, 0, &len, &rc) == NULL);
	CHECK_INT(rc, EXIT_DATAERR);
	REQUIRE(d.n == 1);
	CHECK_INT(d.v[0].line, 3);
	diags_free(&d);
	REQUIRE(write_file_atomic(path, "{}\n{\"a\0\":1}\n", 12) == 0);
	diags_init(&d);
	CHECK(diag_read_text(&d, path, NULL, 0, 0, &len, &rc) == NULL);
	REQUIRE(d.n == 1);
	CHECK_INT(d.v[0].line, 2);
	CHECK_INT(d.v[0].col, 4);
	diags_free(&d);
	text = read_text_file(path, &len, 0, 0, &stop);
	CHECK_INT(stop, 6);
	free(text);
	unlink(path);
	rmdir(dir);
	free(path);
	free(dir);
}

/* The byte-by-byte rules text_scan_line replaced (read_text_file's and
 * the line streams' loop until issue 16): the index of the byte that stops
 * the reading and why, or len and 0. */
static size_t scan_bytes(const char *b, size_t len, size_t max_line, char first, int *err)
{
	size_t start = 0;
	bool blank = true;

	for (size_t j = 0; j < len; j++) {
		char c = b[j];
		if (c == '\n') {
			start = j + 1;
			blank = true;
			continue;
		}
		*err = c == '\0' ? EILSEQ : max_line && j - start >= max_line ? EFBIG : 0;
		if (*err)
			return j;
		if (blank && c != ' ' && c != '\t' && c != '\r') {
			blank = false;
			if (first && c != first) {
				*err = EDOM;
				return j;
			}
		}
	}
	*err = 0;
	return len;
}

/* issue 16: text_scan_line (memchr for line ends and NULs) stops where the
 * byte loop stopped, for the same reason, on 200,000 random texts of line
 * ends, NULs, blanks, '{' and letters, fed in pieces as reads bring them */
static void test_text_scan_line(void)
{
	static const char alphabet[] = "\n\n\n\0 \t\r{{aaa";
	unsigned seed = 16;
	long bad = 0;

	for (int round = 0; round < 200000 && bad < 5; round++) {
		char b[40];
		size_t len = (size_t)(rand_r(&seed) % 40), max_line = (size_t)(rand_r(&seed) % 7);
		char first = rand_r(&seed) % 2 ? '{' : 0;
		size_t i = 0, start = 0, piece = 0, want, got = SIZE_MAX;
		bool blank = true;
		int werr, gerr = 0;

		for (size_t k = 0; k < len; k++)
			b[k] = alphabet[rand_r(&seed) % (sizeof alphabet - 1)];
		want = scan_bytes(b, len, max_line, first, &werr);
		/* the bytes come in pieces, as read() brings them */
		while (got == SIZE_MAX) {
			size_t have = piece = piece + 1 + (size_t)(rand_r(&seed) % 5);
			if (have > len)
				have = len;
			while (i < have) {
				enum text_scan ts =
					text_scan_line(b, &i, have, start, &blank, max_line, first, &gerr);
				if (ts == TEXT_STOP) {
					got = i;
					break;
				}
				if (ts == TEXT_LINE) {
					start = ++i;
					blank = true;
				}
			}
			if (got == SIZE_MAX && have == len) {
				got = len;
				gerr = 0;
			}
		}
		if (got != want || gerr != werr) {
			bad++;
			unit_fail(__FILE__, __LINE__, "round %d: stop %zu (%d), the byte loop %zu (%d)",
				  round, got, gerr, want, werr);
		}
	}
}

/* issue 17: messages named a JSON path but no line and column */
static void test_json_pos(void)
{
	static const char doc[] = "{\"items\": [\n {\"run\": \"a,]}\\\"\", \"history\": [1,\n"
				  "   {\"id\": 2}, [3, {\"x\": []}], \"s\"]}\n]}";
	static const char arr[] = "[{\"edges\": [[0, 1],\n  [1, 9]]}]";
	struct diags d;
	long line, col;

	CHECK_INT(json_pos(doc, sizeof doc - 1, "items[0].history[1]", &line, &col), 0);
	CHECK_INT(line, 3);
	CHECK_INT(col, 4);
	CHECK_INT(json_pos(doc, sizeof doc - 1, "items[0].history[3]", &line, &col), 0);
	CHECK_INT(line, 3);
	CHECK_INT(col, 31);
	CHECK_INT(json_pos(doc, sizeof doc - 1, "items[0].history[4]", &line, &col), -1);
	CHECK_INT(json_pos(doc, sizeof doc - 1, "items[1]", &line, &col), -1);
	CHECK_INT(json_pos(doc, sizeof doc - 1, "nothing", &line, &col), -1);
	CHECK_INT(json_pos("[1, {", 5, "[1].a", &line, &col), -1);	/* cut short */
	diags_init(&d);
	{
		/* every member's key, or element, in one pass (main.json entries,
		 * Inspect samples); a repeated key counts twice, as in cJSON */
		static const char obj[] = "{\"0\": {\"a\": \"},\"},\n  \"1\": [1,\n2], \"1\": 3,\n\"x\"";
		long ln[4] = { 0 }, cl[4] = { 0 };

		CHECK_INT(json_item_lines(obj, sizeof obj - 1, "", ln, cl, 4), 4);
		CHECK_INT(ln[0], 1);
		CHECK_INT(cl[0], 2);
		CHECK_INT(ln[1], 2);
		CHECK_INT(cl[1], 3);
		CHECK_INT(ln[2], 3);
		CHECK_INT(cl[2], 5);
		CHECK_INT(ln[3], 4);	/* "x" cut short: found, then the scan stops */
		CHECK_INT(cl[3], 1);
		CHECK_INT(json_item_lines(obj, sizeof obj - 1, "", ln, cl, 2), 2);
		CHECK_INT(json_item_lines(obj, sizeof obj - 1, "1", ln, cl, 4), 2);
		CHECK_INT(ln[1], 3);
		CHECK_INT(cl[1], 1);
		CHECK_INT(json_item_lines(doc, sizeof doc - 1, "items[0].history", ln, cl, 4), 4);
		CHECK_INT(ln[3], 3);
		CHECK_INT(cl[3], 31);
		CHECK_INT(json_item_lines("[]", 2, "", ln, cl, 4), 0);
		CHECK_INT(json_item_lines("7", 1, "", ln, cl, 4), 0);
	}
	diag_error(&d, "g.json", 0, 0, "record 0: edges[1] needs source and target in 0..3");
	diag_error(&d, "g.json", 0, 0, "record 0: edges[7] is missing");
	diag_error(&d, "g.json", 0, 0, "no path here");
	diag_error(&d, "other.json", 0, 0, "record 0: edges[1]");
	diag_json_positions(&d, 0, "g.json", arr, sizeof arr - 1);
	CHECK_INT(d.v[0].line, 2);
	CHECK_INT(d.v[0].col, 3);
	CHECK_INT(d.v[1].line, 1);	/* edges[7] is not there: edges itself */
	CHECK_INT(d.v[1].col, 12);
	CHECK_INT(d.v[2].line, 0);
	CHECK_INT(d.v[3].line, 0);
	diags_free(&d);
}

static void test_strbuf(void)
{
	struct strbuf sb;
	char *s;

	sb_init(&sb);
	for (int i = 0; i < 1000; i++)
		sb_printf(&sb, "%d,", i % 10);
	CHECK_INT(sb.len, 2000);
	sb_reset(&sb);
	sb_puts(&sb, "ab");
	sb_putc(&sb, 'c');
	s = sb_take(&sb);
	CHECK_STR(s, "abc");
	CHECK(sb.data == NULL);
	free(s);
}

/* sb_printf formats in place when the text fits the room left and again
 * after growing when it does not: every length across a growth, checked
 * against snprintf; sb_put_i64 against "%lld" at the edges, and with
 * a width against "%*lld". */
static void test_strbuf_formats(void)
{
	static const int64_t nums[] = { 0, 7, -7, 10, -10, 1234567890123, INT64_MAX, INT64_MIN };
	struct strbuf sb, want;
	char buf[64];

	sb_init(&sb);
	sb_init(&want);
	for (int i = 0; i < 300; i++) {
		sb_printf(&sb, "%*d|%s", i % 40, i, i % 7 ? "" : "seven");
		snprintf(buf, sizeof buf, "%*d|%s", i % 40, i, i % 7 ? "" : "seven");
		sb_add(&want, buf, strlen(buf));
		CHECK_INT(sb.len, want.len);
	}
	CHECK_STR(sb.data, want.data);
	sb_reset(&sb);
	sb_reset(&want);
	for (size_t i = 0; i < sizeof nums / sizeof *nums; i++) {
		sb_put_i64(&sb, nums[i]);
		sb_putc(&sb, ' ');
		snprintf(buf, sizeof buf, "%lld ", (long long)nums[i]);
		sb_puts(&want, buf);
	}
	CHECK_STR(sb.data, want.data);
	/* sb_put_i64w and sb_put_padded against "%*lld" and "%*s", widths
	 * both ways, narrower and wider than the text */
	sb_reset(&sb);
	sb_reset(&want);
	for (int w = -22; w <= 22; w++) {
		for (size_t i = 0; i < sizeof nums / sizeof *nums; i++) {
			sb_put_i64w(&sb, nums[i], w);
			sb_putc(&sb, '|');
			snprintf(buf, sizeof buf, "%*lld|", w, (long long)nums[i]);
			sb_puts(&want, buf);
		}
		sb_put_padded(&sb, "inf", w);
		sb_put_padded(&sb, "", w);
		sb_putc(&sb, '|');
		snprintf(buf, sizeof buf, "%*s%*s|", w, "inf", w, "");
		sb_puts(&want, buf);
	}
	CHECK_STR(sb.data, want.data);
	sb_free(&sb);
	sb_free(&want);
}

/* str_format writes what snprintf writes, cut at every buffer size, for
 * the conversions it formats itself and for one it hands on. */
static void test_str_format(void)
{
	char got[40], want[40];
	long long big[] = { 0, -1, 42, LLONG_MAX, LLONG_MIN };

	for (size_t size = 1; size <= sizeof got; size++) {
		for (size_t k = 0; k < sizeof big / sizeof *big; k++) {
			memset(got, 'x', sizeof got);
			memset(want, 'x', sizeof want);
			str_format(got, size, "edge %lld-%d has %s %zu, %ld%%", big[k], -7, "weight",
				   (size_t)k * 1000, (long)-k);
			snprintf(want, size, "edge %lld-%d has %s %zu, %ld%%", big[k], -7, "weight",
				 (size_t)k * 1000, (long)-k);
			CHECK(!memcmp(got, want, sizeof got));
		}
		str_format(got, size, "pc = %.3g (%s)", 2.0 / 3, "x");
		snprintf(want, size, "pc = %.3g (%s)", 2.0 / 3, "x");
		CHECK_STR(got, want);
	}
}

static void test_diag_format(void)
{
	struct diags d;
	char *s;

	diags_init(&d);
	diag_error(&d, "f.txt", 3, 7, "bad %s", "thing");
	diag_warn(&d, "f.txt", 4, 0, "odd");
	diag_error(&d, NULL, 0, 0, "plain");
	CHECK_INT(d.errors, 2);
	s = diag_format(&d.v[0]);
	CHECK_STR(s, "f.txt:3:7: bad thing");
	free(s);
	s = diag_format(&d.v[1]);
	CHECK_STR(s, "f.txt:4: warning: odd");
	free(s);
	s = diag_format(&d.v[2]);
	CHECK_STR(s, "plain");
	free(s);
	/* issue 17: messages quote ids, keys and found bytes from the input */
	diag_error(&d, "a\x1b]0;t\a.json", 1, 2, "unknown key '%s'", "\x1b[2J\xe2\x80\xae");
	s = diag_format(&d.v[3]);
	CHECK_STR(s, "a^[]0;t^G.json:1:2: unknown key '^[[2J<U+202E>'");
	free(s);
	diags_free(&d);
}

static void test_parse_long(void)
{
	long v;
	CHECK(parse_long("42", &v) == 0 && v == 42);
	CHECK(parse_long("-7", &v) == 0 && v == -7);
	CHECK(parse_long("4x", &v) != 0);
	CHECK(parse_long("", &v) != 0);
	CHECK(parse_long("99999999999999999999999", &v) != 0);
}

/* JSON numbers out of a long long's range are refused or saturated, never
 * converted (undefined behaviour: fuzz-lmeval found a 120-digit doc_id) */
static void test_whole_ll(void)
{
	CHECK(whole_ll(0) && whole_ll(-3) && whole_ll(9007199254740992.0));
	CHECK(!whole_ll(0.5) && !whole_ll(5.5e118) && !whole_ll(-1e300));
	CHECK(!whole_ll(9223372036854775808.0) && whole_ll(-9223372036854775808.0));
	CHECK(!whole_ll(HUGE_VAL) && !whole_ll(-HUGE_VAL) && !whole_ll(NAN));
	CHECK(ll_of(5.5e118) == LLONG_MAX && ll_of(-1e300) == LLONG_MIN && ll_of(NAN) == 0);
	CHECK(ll_of(-7.9) == -7 && ll_of(42) == 42);
}

/* prefixes and suffixes of C strings and counted tokens (str.h) */
static void test_str_affixes(void)
{
	static const int five[5];
	const char tok[] = { 's', 'e', 'l', 'f', 'x' };

	CHECK(!prefixcmp("graph_12.json", "graph_") && prefixcmp("grap", "graph_"));
	CHECK(!prefixcmp("lc", "") && prefixcmp("", "lc") < 0 && prefixcmp("m", "lc") > 0);
	CHECK(!suffixcmp("runs.jsonl", -1, ".jsonl") && suffixcmp("runs.json", -1, ".jsonl"));
	/* a bare suffix is no name with it, as the hand-written len > 6 said */
	CHECK(suffixcmp(".jsonl", -1, ".jsonl") && suffixcmp("", -1, ".py"));
	/* a counted length: the bytes past it are not looked at */
	CHECK(!suffixcmp("a.yaml~", 6, ".yaml") && suffixcmp("a.yaml", 5, ".yaml"));
	CHECK(token_is(tok, 4, "self") && !token_is(tok, 5, "self") && !token_is(tok, 3, "self"));
	CHECK(token_is(tok, 0, "") && !token_is(tok, 1, ""));
	CHECK(STRING_SIZE(".jsonl") == 6 && STRING_SIZE("") == 0);
	CHECK(ARRAY_SIZE(five) == 5);
}

/* the words of a task row's key lists, however they are spaced (str.h) */
static void test_words(void)
{
	static const char *const lists[] = { "path length", "  path   length ", "path", "", NULL };
	static const size_t want[] = { 2, 2, 1, 0, 0 };
	char seen[64];

	for (size_t i = 0; i < ARRAY_SIZE(lists); i++) {
		size_t n = 0;
		seen[0] = '\0';
		for (struct words w = words_of(lists[i]); words_next(&w); n++) {
			CHECK(w.len > 0 && !memchr(w.word, ' ', w.len));
			strncat(seen, w.word, w.len);
			strcat(seen, "|");
		}
		CHECK_INT(n, want[i]);
		CHECK(!strcmp(seen, n == 2 ? "path|length|" : n ? "path|" : ""));
	}
	CHECK(words_has("size pairs", "pairs", 5) && words_has("size pairs", "size", 4));
	CHECK(!words_has("size pairs", "pair", 4) && !words_has("size pairs", "ize", 3));
	CHECK(!words_has("size pairs", "", 0) && !words_has(NULL, "size", 4));
	CHECK(words_has("source target", "sourcex", 6) && !words_has("source target", "ource", 5));
}

void suite_util(void);
void suite_util(void)
{
	RUN(test_dir_list);
	RUN(test_read_file_into_at);
	RUN(test_output_atomic);
	RUN(test_output_device_written_in_place);
	RUN(test_output_through_symlink);
	RUN(test_read_text_stops);
	RUN(test_text_scan_line);
	RUN(test_json_pos);
	RUN(test_strbuf);
	RUN(test_strbuf_formats);
	RUN(test_str_format);
	RUN(test_diag_format);
	RUN(test_parse_long);
	RUN(test_whole_ll);
	RUN(test_str_affixes);
	RUN(test_words);
}
