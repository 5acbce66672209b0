/* cmd-annot-team.c - `gravel annotations merge|agree`: two or more
 * annotators' files put together, and how far they agree.
 *
 *   merge A B ... [-o OUT]
 *       One annotation file holding every annotator's work: each item's
 *       history is every file's events (ids numbered anew, in file order,
 *       each with its author), "labels" maps each annotator to their
 *       label, and the item's label is theirs when they agree; when they
 *       do not, the item has no label and "conflict": true, so nothing is
 *       dropped and the conflicts can be found (and adjudicated: a label
 *       set later, with its reason, is the final one; an annotator's
 *       adjudicated label is too). Notes are kept by author ("notes")
 *       and joined, each after its author's name; tags are joined; an override
 *       is the first file's (the others' stay in the history).
 *   agree A B ... [--by task|label] [--format text|json]
 *       The items two or more annotators labelled, percent agreement,
 *       Cohen's kappa (two annotators), Krippendorff's alpha (nominal, any
 *       number) and the confusion matrix (annot-agree.h), then the items
 *       they disagree on; --by task per task, --by label per label (that
 *       label against any other).
 *
 * An annotator is a file's author (the author of the events that set its
 * labels, else the file's name); a merged file gives one annotator per
 * name in its items' "labels". */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "annot.h"
#include "annot-agree.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd-annot-team.h"

static const struct cmd_opt merge_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "merge   A B ...: one annotation file with every annotator's labels\n"
	  "        (\"labels\" per item, \"conflict\": true where they differ), notes,\n"
	  "        tags and history", OPT_TEXT, NULL },
	{ "output", 'o', "OUT", NULL, "write to OUT (atomically) instead of stdout",
	  OPT_SHORT | OPT_SHOW_SHORT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static const struct cmd_opt agree_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "agree   A B ...: items labelled by two or more, percent agreement, Cohen's\n"
	  "        kappa (two annotators), Krippendorff's alpha (nominal), the\n"
	  "        confusion matrix and the items they disagree on (a merged file\n"
	  "        counts as its annotators)", OPT_TEXT, NULL },
	{ "by", 'b', "K", "--by task|label", "per task, or per label against any other", 0, NULL },
	{ "format", 'f', "F", "--format text|json", "text (default) or json", 0, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

const struct command annotations_merge = {
	.name = "annotations",
	.usage = "merge A B ...",
	.summary = "merge: one annotation file with every annotator's work",
	.opts = merge_opts,
	.help_col = 16,
};

const struct command annotations_agree = {
	.name = "annotations",
	.usage = "agree A B ...",
	.summary = "agree: how far the annotators agree, and where they do not",
	.opts = agree_opts,
	.help_col = 16,
};

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* The files, opened read-only. */
struct team {
	struct annot_store **st;
	char **path;
	size_t n;
	/* annotators: a name and the file they come from */
	char **who;
	size_t *from;
	size_t nwho, capwho;
	/* units: one per (run, problem, sample), in first-seen order */
	const struct annot **key;
	size_t nkey, capkey;
};

static size_t annotator(struct team *tm, const char *name, size_t file)
{
	for (size_t i = 0; i < tm->nwho; i++)
		if (!strcmp(tm->who[i], name))
			return i;
	xgrow(&tm->who, &tm->capwho, tm->nwho + 1, sizeof *tm->who);
	tm->from = xrealloc(tm->from, tm->capwho * sizeof *tm->from);
	tm->who[tm->nwho] = xstrdup(name);
	tm->from[tm->nwho] = file;
	return tm->nwho++;
}

static bool same_key(const struct annot *a, const struct annot *b)
{
	return a->sample == b->sample && !strcmp(a->run, b->run) && !strcmp(a->problem, b->problem);
}

static size_t unit_of(struct team *tm, const struct annot *a)
{
	for (size_t i = 0; i < tm->nkey; i++)
		if (same_key(tm->key[i], a))
			return i;
	xgrow(&tm->key, &tm->capkey, tm->nkey + 1, sizeof *tm->key);
	tm->key[tm->nkey] = a;
	return tm->nkey++;
}

/* The file's annotator when it is one person's: the most frequent author
 * of its labels, else the file's name. */
static char *file_author(const struct annot_store *st, const char *path)
{
	const char *who = annot_store_annotator(st);

	return xstrdup(who ? who : base_name(path));
}

static void team_free(struct team *tm)
{
	for (size_t i = 0; i < tm->n; i++)
		annot_close(tm->st[i]);
	for (size_t i = 0; i < tm->nwho; i++)
		free(tm->who[i]);
	free(tm->st);
	free(tm->who);
	free(tm->from);
	free(tm->key);
}

/* Open the files; the annotators of each file: one name per file, made
 * unique with the file's name when two files share one. */
static int team_open(struct team *tm, char **paths, size_t n, size_t **file_who)
{
	struct diags d;
	int rc = 0;

	memset(tm, 0, sizeof *tm);
	tm->st = xcalloc(n + 1, sizeof *tm->st);
	tm->path = paths;
	*file_who = xcalloc(n + 1, sizeof **file_who);
	diags_init(&d);
	for (size_t i = 0; i < n && !rc; i++) {
		struct annot_opts o = { .readonly = true, .any_label = true };
		rc = annot_open(paths[i], &o, &tm->st[i], &d);
		if (!rc && annot_count(tm->st[i]) == 0 && access(paths[i], F_OK) != 0) {
			diag_error(&d, paths[i], 0, 0, "no such annotation file");
			rc = EXIT_NOINPUT;
		}
		tm->n += !rc;
	}
	diags_print(&d, stderr);
	diags_free(&d);
	for (size_t i = 0; i < tm->n && !rc; i++) {
		char *name = file_author(tm->st[i], paths[i]);
		size_t before = tm->nwho;
		size_t w = annotator(tm, name, i);
		if (w < before) {	/* a second file of the same name */
			char *alt = xasprintf("%s (%s)", name, base_name(paths[i]));
			w = annotator(tm, alt, i);
			free(alt);
		}
		(*file_who)[i] = w;
		free(name);
	}
	return rc;
}

/* The label annotator w gave a's unit in file f (a merged file: its
 * "labels"), NULL when none. */
static const char *label_in(const struct annot *a, const char *who)
{
	const cJSON *l = a->labels ? cJSON_GetObjectItemCaseSensitive(a->labels, who) : NULL;

	return cJSON_IsString(l) ? l->valuestring : NULL;
}

/* The team's data: per unit and annotator a label (NULL none). A merged
 * file's "labels" give its annotators; another file is one annotator. */
static const char **team_labels(struct team *tm, const size_t *file_who)
{
	const char **lab;
	size_t cap;

	for (size_t f = 0; f < tm->n; f++)
		for (size_t i = 0; i < annot_count(tm->st[f]); i++) {
			const struct annot *a = annot_at(tm->st[f], i);
			const cJSON *l;
			unit_of(tm, a);
			if (a->labels)
				cJSON_ArrayForEach(l, a->labels) annotator(tm, l->string, f);
		}
	cap = tm->nkey * tm->nwho + 1;
	lab = xcalloc(cap, sizeof *lab);
	for (size_t f = 0; f < tm->n; f++)
		for (size_t i = 0; i < annot_count(tm->st[f]); i++) {
			const struct annot *a = annot_at(tm->st[f], i);
			size_t u = unit_of(tm, a);
			if (a->labels) {
				for (size_t w = 0; w < tm->nwho; w++)
					if (label_in(a, tm->who[w]))
						lab[u * tm->nwho + w] = label_in(a, tm->who[w]);
			} else if (annot_own_label(a)) {
				/* what the annotator gave, not what an
				 * adjudication made of it */
				lab[u * tm->nwho + file_who[f]] = annot_own_label(a);
			}
		}
	return lab;
}

/* ---- merge --------------------------------------------------------------- */

static int cmp_str_ptr(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

static int by_problem(const void *x, const void *y)
{
	const struct annot *a = *(const struct annot *const *)x, *b = *(const struct annot *const *)y;
	int c = strverscmp(a->problem, b->problem);

	if (!c)
		c = strcmp(a->run, b->run);
	return c ? c : (a->sample > b->sample) - (a->sample < b->sample);
}

/* The annotators' labels of unit u into labels; *agreed the first one.
 * Returns whether two of them differ. */
static bool merge_labels(const struct team *tm, const char **lab, size_t u, cJSON *labels,
			 const char **agreed)
{
	bool conflict = false;

	*agreed = NULL;
	for (size_t w = 0; w < tm->nwho; w++) {
		const char *l = lab[u * tm->nwho + w];
		if (!l)
			continue;
		cJSON_AddItemToObject(labels, tm->who[w], ck(cJSON_CreateString(l)));
		if (*agreed && strcmp(*agreed, l))
			conflict = true;
		*agreed = *agreed ? *agreed : l;
	}
	return conflict;
}

/* File f's note of the item: joined into note after its author's name
 * (*nnotes counts them), and kept by author in notes, as a merged file's
 * notes are. */
static void merge_notes(const struct team *tm, const size_t *file_who, size_t f,
			const struct annot *a, cJSON *notes, struct strbuf *note, size_t *nnotes)
{
	const char *who = tm->who[file_who[f]];

	if (a->note) {
		if ((*nnotes)++)
			sb_puts(note, "\n");
		sb_printf(note, "%s: %s", a->labels ? "" : who, a->note);
		if (!a->notes && !cJSON_GetObjectItemCaseSensitive(notes, who))
			cJSON_AddItemToObject(notes, who, ck(cJSON_CreateString(a->note)));
	}
	if (a->notes) {	/* a merged file's, by author */
		const cJSON *n;
		cJSON_ArrayForEach(n, a->notes)
			if (!cJSON_GetObjectItemCaseSensitive(notes, n->string))
				cJSON_AddItemToObject(notes, n->string, ck(cJSON_Duplicate(n, true)));
	}
}

/* a's tags not in tags yet, added. */
static void merge_tags(const struct annot *a, cJSON *tags)
{
	for (size_t t = 0; t < a->ntags; t++) {
		bool have = false;
		const cJSON *e;
		cJSON_ArrayForEach(e, tags) have = have || !strcmp(e->valuestring, a->tags[t]);
		if (!have)
			cJSON_AddItemToArray(tags, ck(cJSON_CreateString(a->tags[t])));
	}
}

/* The tags sorted, as the store keeps them (tags is freed). */
static cJSON *sorted_tags(cJSON *tags)
{
	size_t n = (size_t)cJSON_GetArraySize(tags), i = 0;
	const char **v = xcalloc(n + 1, sizeof *v);
	const cJSON *e;
	cJSON *sorted;

	cJSON_ArrayForEach(e, tags) v[i++] = e->valuestring;
	qsort(v, n, sizeof *v, cmp_str_ptr);
	sorted = ck(cJSON_CreateStringArray(v, (int)n));
	free(v);
	cJSON_Delete(tags);
	return sorted;
}

/* a's events into hist, numbered after the *next_id before them; an
 * undo names its event by the new number. */
static void merge_history(const struct annot *a, cJSON *hist, long *next_id)
{
	long base = *next_id;

	for (size_t i = 0; i < a->nhist; i++) {
		const struct annot_event *ev = &a->hist[i];
		long undoes = 0;
		for (size_t j = 0; j < i && ev->undoes; j++)
			if (a->hist[j].id == ev->undoes)
				undoes = base + (long)j + 1;
		cJSON_AddItemToArray(hist, annot_event_json(ev, base + (long)i + 1, undoes));
	}
	*next_id = base + (long)a->nhist;
}

/* obj[name] = item when it has members, else item freed. */
static void add_unless_empty(cJSON *obj, const char *name, cJSON *item)
{
	if (item->child)
		cJSON_AddItemToObject(obj, name, item);
	else
		cJSON_Delete(item);
}

/* One merged item: every file's annotation of the unit. */
static cJSON *merge_item(struct team *tm, const size_t *file_who, const struct annot *k,
			 const char **lab, size_t u, long *next_id)
{
	cJSON *o = ck(cJSON_CreateObject()), *labels = ck(cJSON_CreateObject());
	cJSON *hist = ck(cJSON_CreateArray()), *tags = ck(cJSON_CreateArray()), *ovr = NULL;
	cJSON *notes = ck(cJSON_CreateObject());
	const char *agreed, *final = NULL;
	struct annot_key key = { k->run, k->problem, k->sample };
	bool conflict;
	struct strbuf note;
	size_t nnotes = 0;

	sb_init(&note);
	cJSON_AddItemToObject(o, "run", ck(cJSON_CreateString(k->run)));
	cJSON_AddItemToObject(o, "problem", ck(cJSON_CreateString(k->problem)));
	cJSON_AddItemToObject(o, "sample", ck(cJSON_CreateNumber((double)k->sample)));
	conflict = merge_labels(tm, lab, u, labels, &agreed);
	for (size_t f = 0; f < tm->n; f++) {
		const struct annot *a = annot_get(tm->st[f], &key);
		if (!a)
			continue;
		merge_notes(tm, file_who, f, a, notes, &note, &nnotes);
		/* an adjudicated label is the final one, whoever gave it */
		if (a->label && annot_adjudication(a) && !final)
			final = a->label;
		merge_tags(a, tags);
		if (a->override && !ovr)
			ovr = ck(cJSON_Duplicate(a->override, true));
		merge_history(a, hist, next_id);
	}
	if (final || (agreed && !conflict))
		cJSON_AddItemToObject(o, "label", ck(cJSON_CreateString(final ? final : agreed)));
	if (note.len)
		cJSON_AddItemToObject(o, "note", ck(cJSON_CreateString(nnotes > 1 ? note.data
							  : strchr(note.data, ' ') + 1)));
	if (cJSON_GetArraySize(tags))
		cJSON_AddItemToObject(o, "tags", sorted_tags(tags));
	else
		cJSON_Delete(tags);
	if (ovr)
		cJSON_AddItemToObject(o, "override", ovr);
	add_unless_empty(o, "labels", labels);
	if (conflict)
		cJSON_AddItemToObject(o, "conflict", ck(cJSON_CreateTrue()));
	add_unless_empty(o, "notes", notes);
	cJSON_AddItemToObject(o, "history", hist);
	sb_free(&note);
	return o;
}

static int do_merge(int argc, char **argv)
{
	const char *outpath = NULL;
	struct team tm;
	size_t *file_who = NULL, nconf = 0;
	const char **lab;
	const struct annot **order;
	struct output out;
	cJSON *doc, *items;
	long next_id = 0;
	char *text;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&annotations_merge, argc, argv)) != -1) {
		if (c == 'o')
			outpath = optarg;
		else if (c == 'h')
			return annotations_help();
		else
			return cmd_option_error(&cmd_annotations, c, argv);
	}
	if (argc - optind < 2)
		return cmd_usage_error(&cmd_annotations, "merge takes two or more annotation files");
	rc = team_open(&tm, argv + optind, (size_t)(argc - optind), &file_who);
	if (rc) {
		team_free(&tm);
		free(file_who);
		return rc;
	}
	lab = team_labels(&tm, file_who);
	order = xcalloc(tm.nkey + 1, sizeof *order);
	memcpy(order, tm.key, tm.nkey * sizeof *order);
	qsort(order, tm.nkey, sizeof *order, by_problem);
	doc = ck(cJSON_CreateObject());
	cJSON_AddItemToObject(doc, "format", ck(cJSON_CreateString("gravel-annotations")));
	cJSON_AddItemToObject(doc, "version", ck(cJSON_CreateNumber(ANNOT_VERSION)));
	items = ck(cJSON_CreateArray());
	for (size_t i = 0; i < tm.nkey; i++) {
		size_t u = unit_of(&tm, order[i]);
		cJSON *it = merge_item(&tm, file_who, order[i], lab, u, &next_id);
		nconf += cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "conflict"));
		cJSON_AddItemToArray(items, it);
	}
	cJSON_AddItemToObject(doc, "next_id", ck(cJSON_CreateNumber((double)next_id + 1)));
	cJSON_AddItemToObject(doc, "items", items);
	text = cJSON_Print(doc);
	if (!text)
		gravel_fatal("out of memory");
	rc = EXIT_OK;
	if (output_open(&out, outpath) != 0 || fputs(text, out.fp) < 0 || putc('\n', out.fp) < 0 ||
	    output_commit(&out) != 0) {
		fprintf(stderr, "gravel annotations: %s: %s\n", outpath ? outpath : "<stdout>",
			strerror(errno));
		if (out.fp)
			output_abort(&out);
		rc = EXIT_IOERR;
	} else {
		fprintf(stderr, "gravel annotations: merged %zu items of %zu annotators; %zu "
				"conflict%s\n", tm.nkey, tm.nwho, nconf, nconf == 1 ? "" : "s");
	}
	cJSON_free(text);
	cJSON_Delete(doc);
	free(order);
	free(lab);
	free(file_who);
	team_free(&tm);
	return rc;
}

/* ---- agree ---------------------------------------------------------------- */

enum by { BY_ALL, BY_TASK, BY_LABEL };

/* The task of a problem id (benchmark/task/...), into buf. */
static const char *task_of(const char *id, char *buf, size_t len)
{
	const char *s = strchr(id, '/'), *e = s ? strchr(s + 1, '/') : NULL;

	if (!s || !e || (size_t)(e - s) > len)
		return id;
	memcpy(buf, s + 1, (size_t)(e - s - 1));
	buf[e - s - 1] = '\0';
	return buf;
}

struct cats {
	const char **v;
	size_t n, cap;
};

static int cat_index(struct cats *c, const char *l)
{
	for (size_t i = 0; i < c->n; i++)
		if (!strcmp(c->v[i], l))
			return (int)i;
	xgrow(&c->v, &c->cap, c->n + 1, sizeof *c->v);
	c->v[c->n] = l;
	return (int)c->n++;
}

static cJSON *num_or_null(double v)
{
	return ck(isnan(v) ? cJSON_CreateNull() : cJSON_CreateNumber(round(v * 1e6) / 1e6));
}

static void put_stat(FILE *fp, const char *name, double v)
{
	if (isnan(v))
		fprintf(fp, "  %-32s -\n", name);
	else
		fprintf(fp, "  %-32s %.3f\n", name, v);
}

/* One group's statistics: text to fp or an object into arr. */
static void report(struct team *tm, const char *title, const int *vals, size_t nunits,
		   const struct cats *cats, FILE *fp, cJSON *arr)
{
	struct agree ag;

	if (agree_compute(vals, nunits, tm->nwho, cats->n, &ag) != 0)
		return;
	if (arr) {
		cJSON *o = ck(cJSON_CreateObject()), *m = ck(cJSON_CreateArray());
		cJSON_AddItemToObject(o, "group", ck(cJSON_CreateString(title)));
		cJSON_AddItemToObject(o, "items", ck(cJSON_CreateNumber((double)ag.units)));
		cJSON_AddItemToObject(o, "percent", num_or_null(ag.percent));
		cJSON_AddItemToObject(o, "kappa", num_or_null(ag.kappa));
		cJSON_AddItemToObject(o, "alpha", num_or_null(ag.alpha));
		cJSON_AddItemToObject(o, "labels", ck(cJSON_CreateStringArray(cats->v, (int)cats->n)));
		for (size_t r = 0; r < cats->n; r++) {
			cJSON *row = ck(cJSON_CreateArray());
			for (size_t k = 0; k < cats->n; k++)
				cJSON_AddItemToArray(row, num_or_null(ag.matrix[r * cats->n + k]));
			cJSON_AddItemToArray(m, row);
		}
		cJSON_AddItemToObject(o, tm->nwho == 2 ? "confusion" : "coincidence", m);
		cJSON_AddItemToArray(arr, o);
		agree_free(&ag);
		return;
	}
	fprintf(fp, "%s\n", title);
	fprintf(fp, "  %-32s %zu\n",
		tm->nwho == 2 ? "items both labelled" : "items labelled by two or more", ag.units);
	put_stat(fp, "percent agreement", ag.percent);
	put_stat(fp, "Cohen's kappa", ag.kappa);
	put_stat(fp, "Krippendorff's alpha (nominal)", ag.alpha);
	if (tm->nwho == 2)
		fprintf(fp, "  confusion (rows %s, columns %s):\n", tm->who[0], tm->who[1]);
	else
		fprintf(fp, "  coincidence matrix (pairs of labels given to one item):\n");
	fprintf(fp, "    %-20s", "");
	for (size_t k = 0; k < cats->n; k++)
		fprintf(fp, " %12.12s", cats->v[k]);
	putc('\n', fp);
	for (size_t r = 0; r < cats->n; r++) {
		fprintf(fp, "    %-20.20s", cats->v[r]);
		for (size_t k = 0; k < cats->n; k++)
			fprintf(fp, tm->nwho == 2 ? " %12.0f" : " %12.2f", ag.matrix[r * cats->n + k]);
		putc('\n', fp);
	}
	agree_free(&ag);
}

/* agree's options; 0, or the exit status (--help: *done). */
static int agree_options(int argc, char **argv, enum by *by, bool *json, bool *done)
{
	int c;

	cmd_opt_begin();
	while ((c = cmd_getopt(&annotations_agree, argc, argv)) != -1) {
		if (c == 'b' && (!strcmp(optarg, "task") || !strcmp(optarg, "label")))
			*by = !strcmp(optarg, "task") ? BY_TASK : BY_LABEL;
		else if (c == 'b')
			return cmd_usage_error(&cmd_annotations, "--by must be task or label");
		else if (c == 'f' && (!strcmp(optarg, "text") || !strcmp(optarg, "json")))
			*json = !strcmp(optarg, "json");
		else if (c == 'f')
			return cmd_usage_error(&cmd_annotations, "--format must be text or json");
		else if (c == 'h')
			return *done = true, annotations_help();
		else
			return cmd_option_error(&cmd_annotations, c, argv);
	}
	if (argc - optind < 1)
		return cmd_usage_error(&cmd_annotations, "agree takes annotation files (two or more, "
							 "or one merged file)");
	return EXIT_OK;
}

/* The labels given as categories (sorted) and each (unit, annotator)'s
 * index among them, -1 for none (malloc'd). */
static int *agree_values(const struct team *tm, const char **lab, struct cats *cats)
{
	int *vals;

	for (size_t i = 0; i < tm->nkey * tm->nwho; i++)
		if (lab[i])
			cat_index(cats, lab[i]);
	qsort(cats->v, cats->n, sizeof *cats->v, cmp_str_ptr);
	vals = xcalloc(tm->nkey * tm->nwho + 1, sizeof *vals);
	for (size_t i = 0; i < tm->nkey * tm->nwho; i++)
		vals[i] = lab[i] ? cat_index(cats, lab[i]) : -1;
	return vals;
}

/* --by task: a group per task, in first-seen order. */
static void report_by_task(struct team *tm, const int *vals, const struct cats *cats,
			   cJSON *groups)
{
	int *sub = xcalloc(tm->nkey * tm->nwho + 1, sizeof *sub);
	char buf[64], other[64];

	for (size_t u = 0; u < tm->nkey; u++) {
		const char *task = task_of(tm->key[u]->problem, buf, sizeof buf);
		size_t n = 0;
		bool seen = false;
		for (size_t v = 0; v < u && !seen; v++)
			seen = !strcmp(task_of(tm->key[v]->problem, other, sizeof other), task);
		if (seen)
			continue;
		for (size_t v = u; v < tm->nkey; v++)
			if (!strcmp(task_of(tm->key[v]->problem, other, sizeof other), task))
				memcpy(sub + n++ * tm->nwho, vals + v * tm->nwho,
				       tm->nwho * sizeof *sub);
		report(tm, task, sub, n, cats, stdout, groups);
	}
	free(sub);
}

/* --by label: each label against any other, as yes and no. */
static void report_by_label(struct team *tm, const int *vals, const struct cats *cats,
			    cJSON *groups)
{
	int *sub = xcalloc(tm->nkey * tm->nwho + 1, sizeof *sub);
	const char *yes_no[] = { "no", "yes" };

	for (size_t k = 0; k < cats->n; k++) {
		struct cats two = { yes_no, 2, 2 };
		char *title = xasprintf("label %s (against any other)", cats->v[k]);
		for (size_t i = 0; i < tm->nkey * tm->nwho; i++)
			sub[i] = vals[i] < 0 ? -1 : vals[i] == (int)k;
		report(tm, title, sub, tm->nkey, &two, stdout, groups);
		free(title);
	}
	free(sub);
}

/* Unit u's annotators' labels: text (" who=label") or into an object. */
static void disagreement(const struct team *tm, const char **lab, size_t u, cJSON *dis)
{
	const char *const *l = lab + u * tm->nwho;

	if (dis) {
		cJSON *o = ck(cJSON_CreateObject()), *lo = ck(cJSON_CreateObject());
		cJSON_AddItemToObject(o, "run", ck(cJSON_CreateString(tm->key[u]->run)));
		cJSON_AddItemToObject(o, "problem", ck(cJSON_CreateString(tm->key[u]->problem)));
		cJSON_AddItemToObject(o, "sample", ck(cJSON_CreateNumber((double)tm->key[u]->sample)));
		for (size_t w = 0; w < tm->nwho; w++)
			if (l[w])
				cJSON_AddItemToObject(lo, tm->who[w], ck(cJSON_CreateString(l[w])));
		cJSON_AddItemToObject(o, "labels", lo);
		cJSON_AddItemToArray(dis, o);
		return;
	}
	printf("  %s %s %ld:", tm->key[u]->run, tm->key[u]->problem, tm->key[u]->sample);
	for (size_t w = 0; w < tm->nwho; w++)
		if (l[w])
			printf(" %s=%s", tm->who[w], l[w]);
	putchar('\n');
}

/* The items they disagree on, to look at (or adjudicate): text, or into
 * dis (JSON). */
static void report_disagreements(const struct team *tm, const char **lab, cJSON *dis)
{
	size_t ndis = 0;

	for (size_t u = 0; u < tm->nkey; u++) {
		const char *first = NULL;
		bool differ = false;
		for (size_t w = 0; w < tm->nwho; w++) {
			const char *l = lab[u * tm->nwho + w];
			differ = differ || (l && first && strcmp(l, first));
			first = first ? first : l;
		}
		if (!differ)
			continue;
		if (!ndis++ && !dis)
			printf("disagreements:\n");
		disagreement(tm, lab, u, dis);
	}
}

/* The statistics and the disagreements of the annotators' labels, on
 * stdout. Returns 0 or EXIT_IOERR. */
static int agree_print(struct team *tm, const char **lab, enum by by, bool json)
{
	struct cats cats = { 0 };
	int *vals = agree_values(tm, lab, &cats), rc = EXIT_OK;
	cJSON *doc = NULL, *groups = NULL;

	if (json) {
		doc = ck(cJSON_CreateObject());
		cJSON_AddItemToObject(doc, "annotators",
				      ck(cJSON_CreateStringArray((const char *const *)tm->who,
								 (int)tm->nwho)));
		groups = ck(cJSON_AddArrayToObject(doc, "groups"));
	} else {
		printf("annotators:");
		for (size_t w = 0; w < tm->nwho; w++)
			printf("%s %s (%s)", w ? "," : "", tm->who[w], base_name(tm->path[tm->from[w]]));
		putchar('\n');
	}
	report(tm, "all", vals, tm->nkey, &cats, stdout, groups);
	if (by == BY_TASK)
		report_by_task(tm, vals, &cats, groups);
	else if (by == BY_LABEL)
		report_by_label(tm, vals, &cats, groups);
	report_disagreements(tm, lab, json ? ck(cJSON_AddArrayToObject(doc, "disagreements")) : NULL);
	if (json) {
		if (json_put_line(stdout, doc, true) != 0)
			rc = EXIT_IOERR;
		cJSON_Delete(doc);
	}
	free(vals);
	free(cats.v);
	return rc;
}

static int do_agree(int argc, char **argv)
{
	enum by by = BY_ALL;
	bool json = false, done = false;
	struct team tm;
	size_t *file_who = NULL;
	const char **lab;
	int rc = agree_options(argc, argv, &by, &json, &done);

	if (rc != EXIT_OK || done)
		return rc;
	rc = team_open(&tm, argv + optind, (size_t)(argc - optind), &file_who);
	if (rc) {
		team_free(&tm);
		free(file_who);
		return rc;
	}
	lab = team_labels(&tm, file_who);
	if (tm.nwho < 2) {
		fprintf(stderr, "gravel annotations: agree needs two or more annotators (found %zu)\n",
			tm.nwho);
		rc = EXIT_DATAERR;
	} else {
		rc = agree_print(&tm, lab, by, json);
		if (fflush(stdout) != 0 || ferror(stdout))
			rc = EXIT_IOERR;
	}
	free(lab);
	free(file_who);
	team_free(&tm);
	return rc;
}

int annotations_team(int argc, char **argv)
{
	if (!strcmp(argv[0], "merge"))
		return do_merge(argc, argv);
	return do_agree(argc, argv);
}
