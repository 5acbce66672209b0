/* problem-json.c - the problems JSONL writer (problem.h):
 * problem_format_json and problem_write_jsonl. */
#include "config.h"
#include "problem.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The JSONL writer builds the line by hand: printing every edge number
 * through cJSON costs ten times more than the rest of an import. The
 * output is byte-identical to cJSON_PrintUnformatted(problem_to_json(p))
 * (the round-trip test checks it); small objects (query, gold answer,
 * extra) still go through cJSON. */
static void json_put_string(struct strbuf *sb, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *c = (const unsigned char *)s;

	sb_putc(sb, '"');
	for (;;) {
		const unsigned char *run = c;
		while (*c >= 0x20 && *c != '"' && *c != '\\')
			c++;
		if (c > run)
			sb_add(sb, (const char *)run, (size_t)(c - run));
		if (!*c)
			break;
		switch (*c) {
		case '"': sb_add(sb, "\\\"", 2); break;
		case '\\': sb_add(sb, "\\\\", 2); break;
		case '\b': sb_add(sb, "\\b", 2); break;
		case '\f': sb_add(sb, "\\f", 2); break;
		case '\n': sb_add(sb, "\\n", 2); break;
		case '\r': sb_add(sb, "\\r", 2); break;
		case '\t': sb_add(sb, "\\t", 2); break;
		default: {
			char u[6] = { '\\', 'u', '0', '0', hex[*c >> 4], hex[*c & 15] };
			sb_add(sb, u, 6);
		}
		}
		c++;
	}
	sb_putc(sb, '"');
}

static void json_put_int(struct strbuf *sb, int64_t v)
{
	char buf[24];
	char *e = buf + sizeof buf, *q = e;
	uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;

	do {
		*--q = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		*--q = '-';
	sb_add(sb, q, (size_t)(e - q));
}

static void json_put_key(struct strbuf *sb, bool *first, const char *key)
{
	if (!*first)
		sb_putc(sb, ',');
	*first = false;
	json_put_string(sb, key);
	sb_putc(sb, ':');
}

static void json_put_kv(struct strbuf *sb, bool *first, const char *key, const char *val)
{
	if (!val)
		return;
	json_put_key(sb, first, key);
	json_put_string(sb, val);
}

/* Print a cJSON tree as cJSON_PrintUnformatted would, without its
 * sprintf/sscanf round trip for every number (the query and gold answer
 * of every problem go through here). Numbers that are not exact integers
 * below 2^53 are left to cJSON. */
static void json_put_cjson(struct strbuf *sb, const cJSON *j)
{
	const cJSON *c;
	bool first = true;

	if (cJSON_IsNumber(j) && whole_ll(j->valuedouble) &&
	    fabs(j->valuedouble) < 9007199254740992.0) {
		json_put_int(sb, (int64_t)ll_of(j->valuedouble));
	} else if (cJSON_IsString(j)) {
		json_put_string(sb, j->valuestring);
	} else if (cJSON_IsTrue(j)) {
		sb_add(sb, "true", 4);
	} else if (cJSON_IsFalse(j)) {
		sb_add(sb, "false", 5);
	} else if (cJSON_IsNull(j)) {
		sb_add(sb, "null", 4);
	} else if (cJSON_IsArray(j)) {
		sb_putc(sb, '[');
		cJSON_ArrayForEach(c, j) {
			if (!first)
				sb_putc(sb, ',');
			first = false;
			json_put_cjson(sb, c);
		}
		sb_putc(sb, ']');
	} else if (cJSON_IsObject(j)) {
		sb_putc(sb, '{');
		cJSON_ArrayForEach(c, j) {
			json_put_key(sb, &first, c->string);
			json_put_cjson(sb, c);
		}
		sb_putc(sb, '}');
	} else {
		char *p = cJSON_PrintUnformatted(j);
		if (!p)
			gravel_fatal("out of memory");
		sb_puts(sb, p);
		cJSON_free(p);
	}
}

static void graph_put_json(struct strbuf *sb, const struct graph *g)
{
	sb_printf(sb, "{\"directed\":%s,\"nodes\":%d,\"edges\":[",
		  g->directed ? "true" : "false", g->n);
	for (size_t e = 0; e < g->m; e++) {
		sb_add(sb, e ? ",[" : "[", e ? 2 : 1);
		json_put_int(sb, g->eu[e]);
		sb_putc(sb, ',');
		json_put_int(sb, g->ev[e]);
		if (g->attr != ATTR_NONE) {
			sb_putc(sb, ',');
			json_put_int(sb, g->ew[e]);
		}
		sb_putc(sb, ']');
	}
	sb_putc(sb, ']');
	if (g->attr != ATTR_NONE)
		sb_printf(sb, ",\"edge_attr\":\"%s\"", edge_attr_name(g->attr));
	if (g->bipartite)
		sb_printf(sb, ",\"parts\":[%d,%d]", g->parts[0], g->parts[1]);
	if (g->features) {
		sb_puts(sb, ",\"features\":[");
		for (int i = 0; i < g->n; i++) {
			sb_add(sb, i ? ",[" : "[", i ? 2 : 1);
			for (int j = 0; j < g->feat_dim; j++) {
				if (j)
					sb_putc(sb, ',');
				json_put_int(sb, g->features[(size_t)i * g->feat_dim + j]);
			}
			sb_putc(sb, ']');
		}
		sb_putc(sb, ']');
	}
	sb_putc(sb, '}');
}

void problem_format_json(struct strbuf *sb, const struct problem *p)
{
	bool first = true;

	sb_putc(sb, '{');
	json_put_kv(sb, &first, "id", p->id);
	json_put_kv(sb, &first, "benchmark", p->benchmark);
	json_put_kv(sb, &first, "task", p->task_name);
	json_put_kv(sb, &first, "difficulty", p->difficulty);
	json_put_kv(sb, &first, "set", p->set);
	json_put_kv(sb, &first, "category", p->category);
	json_put_key(sb, &first, "graph");
	graph_put_json(sb, p->graph);
	json_put_key(sb, &first, "query");
	if (p->query)
		json_put_cjson(sb, p->query);
	else
		sb_puts(sb, "{}");
	json_put_kv(sb, &first, "question", p->question);
	if (p->gold_text || p->gold_answer) {
		bool gfirst = true;
		json_put_key(sb, &first, "gold");
		sb_putc(sb, '{');
		json_put_kv(sb, &gfirst, "text", p->gold_text);
		if (p->gold_answer) {
			json_put_key(sb, &gfirst, "answer");
			json_put_cjson(sb, p->gold_answer);
		}
		sb_putc(sb, '}');
	}
	if (p->extra) {
		json_put_key(sb, &first, "extra");
		json_put_cjson(sb, p->extra);
	}
	sb_putc(sb, '}');
}

int problem_write_jsonl(FILE *fp, const struct problem *p)
{
	struct strbuf sb;
	int rc = 0;

	sb_init(&sb);
	/* room for the usual line at once: ~12 bytes an edge plus the text */
	xgrow(&sb.data, &sb.cap, 256 + p->graph->m * 14 + (size_t)p->graph->n * p->graph->feat_dim * 4 +
		  (p->question ? strlen(p->question) * 5 / 4 : 0), 1);
	problem_format_json(&sb, p);
	sb_putc(&sb, '\n');
	if (fwrite(sb.data, 1, sb.len, fp) != sb.len)
		rc = -1;
	sb_free(&sb);
	return rc;
}

int problems_write_jsonl(FILE *fp, const struct problemset *ps)
{
	struct strbuf sb;
	int rc = 0;

	/* lines are gathered into ~1 MiB blocks: one write(2) each instead of
	 * one per stdio buffer */
	sb_init(&sb);
	for (size_t i = 0; i < ps->n && rc == 0; i++) {
		problem_format_json(&sb, ps->v[i]);
		sb_putc(&sb, '\n');
		if (sb.len >= (1u << 20) || i + 1 == ps->n) {
			if (fwrite(sb.data, 1, sb.len, fp) != sb.len)
				rc = -1;
			sb_reset(&sb);
		}
	}
	sb_free(&sb);
	return rc;
}
