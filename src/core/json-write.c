/* json-write.c - JSON values written as cJSON_PrintUnformatted writes them
 * (see json-write.h). */
#include "config.h"
#include "json-write.h"

#include <float.h>
#include <locale.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void json_put_str(struct strbuf *sb, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const char *run = s;

	sb_putc(sb, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		char esc[6] = { '\\', 0, 0, 0, 0, 0 };
		size_t n = 2;

		if (c >= 32 && c != '"' && c != '\\')
			continue;
		sb_add(sb, run, (size_t)(s - run));
		run = s + 1;
		switch (c) {
		case '"': case '\\': esc[1] = (char)c; break;
		case '\b': esc[1] = 'b'; break;
		case '\f': esc[1] = 'f'; break;
		case '\n': esc[1] = 'n'; break;
		case '\r': esc[1] = 'r'; break;
		case '\t': esc[1] = 't'; break;
		default:
			memcpy(esc + 1, "u00", 3);
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 15];
			n = 6;
		}
		sb_add(sb, esc, n);
	}
	sb_add(sb, run, (size_t)(s - run));
	sb_putc(sb, '"');
}

/* cJSON's test of whether a printed number reads back as the value */
static bool same_double(double a, double b)
{
	double most = fabs(a) > fabs(b) ? fabs(a) : fabs(b);

	return fabs(a - b) <= most * DBL_EPSILON;
}

void json_put_num(struct strbuf *sb, double v)
{
	char buf[32], point;
	double back = 0;

	if (isnan(v) || isinf(v)) {
		sb_add(sb, "null", 4);
		return;
	}
	/* whole numbers of up to 15 digits print as "%1.15g" prints them
	 * (-0 keeps its sign there) */
	if (v > -1e15 && v < 1e15 && v == (double)(int64_t)v && !(v == 0 && signbit(v))) {
		sb_put_i64(sb, (int64_t)v);
		return;
	}
	/* read back as cJSON does, in the locale's own notation */
	point = localeconv()->decimal_point[0];
	snprintf(buf, sizeof buf, "%1.15g", v);
	back = strtod(buf, NULL);
	if (!same_double(back, v))
		snprintf(buf, sizeof buf, "%1.17g", v);
	for (char *p = buf; point != '.' && *p; p++)
		if (*p == point)
			*p = '.';
	sb_puts(sb, buf);
}

void json_put_key(struct strbuf *sb, const char *key)
{
	json_put_str(sb, key);
	sb_putc(sb, ':');
}
