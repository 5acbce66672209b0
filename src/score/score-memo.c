/* score-memo.c - a pure scorer's results kept for inputs seen again (see
 * score-memo.h). */
#include "config.h"
#include "score-memo.h"
#include "problem.h"
#include "util.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NO_TEXT SIZE_MAX	/* a sample with no text (its length in a key) */

struct memo_entry {
	uint64_t hash;
	score_task_fn fn;
	const struct problem *p;
	int layer;
	bool city, explain;
	long set_size;
	size_t ns;
	size_t key;		/* offset in bytes: ns lengths, then the texts */
	struct score_result res;
};

/* The memo is SCORE_MEMO_SHARDS shards, an input in the one its hash's top
 * bits name, each with its own lock and its share of the room: two threads
 * scoring runs of one set at once wait for each other only when they look
 * in the same shard at the same time (one lock for the whole memo made
 * some 10,000 futex calls on the published logs). */
#define SHARD_ENTRIES (SCORE_MEMO_ENTRIES / SCORE_MEMO_SHARDS)
#define SHARD_TEXT (SCORE_MEMO_TEXT / SCORE_MEMO_SHARDS)
/* open addressing over twice the entries */
#define ICAP (2 * SHARD_ENTRIES)

struct memo_shard {
	struct memo_entry *v;	/* SHARD_ENTRIES, allocated at the first put */
	size_t n;
	unsigned char *bytes;	/* the entries' keys: SHARD_TEXT plus their
				 * lengths */
	size_t nbytes, capbytes;
	uint32_t *idx;		/* ICAP: entry index + 1, 0 = empty */
	/* the problem sets held: ids' prefixes (borrowed); NULL: free */
	struct {
		const char *id;
		size_t len;
	} set[SCORE_MEMO_SETS];
	size_t nsets;		/* sets held at most: 1 .. SCORE_MEMO_SETS */
	bool shared;		/* several threads use it: mu is taken */
	size_t hits, kept;
	pthread_mutex_t mu;
};

struct score_memo {
	struct memo_shard sh[SCORE_MEMO_SHARDS];
};

struct score_memo *score_memo_new(bool shared)
{
	struct score_memo *m = xcalloc(1, sizeof *m);

	for (size_t k = 0; k < SCORE_MEMO_SHARDS; k++) {
		if (pthread_mutex_init(&m->sh[k].mu, NULL) != 0)
			gravel_out_of_memory("out of memory (a mutex)");
		m->sh[k].nsets = shared ? SCORE_MEMO_SETS : 1;
		m->sh[k].shared = shared;
	}
	return m;
}

void score_memo_free(struct score_memo *m)
{
	if (!m)
		return;
	for (size_t k = 0; k < SCORE_MEMO_SHARDS; k++) {
		struct memo_shard *sh = &m->sh[k];
		pthread_mutex_destroy(&sh->mu);
		for (size_t i = 0; i < sh->n; i++)
			score_result_free(&sh->v[i].res);
		free(sh->v);
		free(sh->bytes);
		free(sh->idx);
	}
	free(m);
}

void score_memo_counts(const struct score_memo *m, size_t *hits, size_t *kept)
{
	*hits = *kept = 0;
	for (size_t k = 0; m && k < SCORE_MEMO_SHARDS; k++) {
		*hits += m->sh[k].hits;
		*kept += m->sh[k].kept;
	}
}

/* The shard of an input of hash h (its top bits: the index uses the low) */
static struct memo_shard *shard_of(struct score_memo *m, uint64_t h)
{
	return &m->sh[(h >> 56) % SCORE_MEMO_SHARDS];
}

static uint64_t mix(uint64_t h, uint64_t x)
{
	return (h ^ x) * 0x9e3779b97f4a7c15ULL;
}

/* A word at a time over the texts. */
uint64_t score_memo_hash(score_task_fn fn, const struct score_input *in)
{
	uint64_t h = mix(mix(0, (uint64_t)(uintptr_t)fn), (uint64_t)(uintptr_t)in->p);

	h = mix(h, ((uint64_t)(unsigned)in->layer << 2) | ((uint64_t)in->explain << 1) | in->city);
	h = mix(mix(h, (uint64_t)in->set_size), in->ns);
	for (size_t k = 0; k < in->ns; k++) {
		const char *t = in->texts[k];
		size_t len = t ? in->lens[k] : NO_TEXT, i = 0;
		uint64_t w;

		h = mix(h, len);
		for (; t && i + 8 <= len; i += 8) {
			memcpy(&w, t + i, 8);
			h = mix(h, w);
		}
		if (t && i < len) {
			w = 0;
			memcpy(&w, t + i, len - i);
			h = mix(h, w);
		}
	}
	return h ^ (h >> 29);
}

static bool same_input(const struct memo_shard *m, const struct memo_entry *e, uint64_t h,
		       score_task_fn fn, const struct score_input *in)
{
	const unsigned char *b = m->bytes + e->key;
	size_t at = e->ns * sizeof(size_t);

	if (e->hash != h || e->fn != fn || e->p != in->p || e->layer != in->layer ||
	    e->city != in->city || e->explain != in->explain || e->set_size != in->set_size ||
	    e->ns != in->ns)
		return false;
	for (size_t k = 0; k < in->ns; k++) {
		size_t len, want = in->texts[k] ? in->lens[k] : NO_TEXT;
		memcpy(&len, b + k * sizeof len, sizeof len);
		if (len != want)
			return false;
		if (len == NO_TEXT)
			continue;
		if (memcmp(b + at, in->texts[k], len))
			return false;
		at += len;
	}
	return true;
}

static void memo_clear(struct memo_shard *m)
{
	for (size_t i = 0; i < m->n; i++)
		score_result_free(&m->v[i].res);
	if (m->n)
		memset(m->idx, 0, ICAP * sizeof *m->idx);
	m->n = m->nbytes = 0;
	memset(m->set, 0, sizeof m->set);
}

/* Hold in's problem set beside the other held: start over when there is
 * no room for it. */
static void hold_set(struct memo_shard *m, const struct problem *p)
{
	const char *slash = strrchr(p->id, '/');
	size_t len = slash ? (size_t)(slash - p->id) : strlen(p->id), k;

	for (k = 0; k < m->nsets && m->set[k].id; k++)
		if (m->set[k].len == len && !memcmp(m->set[k].id, p->id, len))
			return;
	if (k == m->nsets) {
		memo_clear(m);
		k = 0;
	}
	m->set[k].id = p->id;
	m->set[k].len = len;
}

bool score_memo_find(struct score_memo *memo, score_task_fn fn, const struct score_input *in,
		     uint64_t h, struct score_result *out)
{
	struct memo_shard *m = shard_of(memo, h);
	bool found = false;

	if (m->shared)
		pthread_mutex_lock(&m->mu);
	hold_set(m, in->p);
	for (size_t i = (size_t)h & (ICAP - 1); m->n && m->idx[i]; i = (i + 1) & (ICAP - 1)) {
		const struct memo_entry *e = &m->v[m->idx[i] - 1];
		if (same_input(m, e, h, fn, in)) {
			m->hits++;
			score_result_copy(out, &e->res);
			found = true;
			break;
		}
	}
	if (m->shared)
		pthread_mutex_unlock(&m->mu);
	return found;
}

static void index_entry(struct memo_shard *m, size_t k)
{
	size_t i = (size_t)m->v[k].hash & (ICAP - 1);

	while (m->idx[i])
		i = (i + 1) & (ICAP - 1);
	m->idx[i] = (uint32_t)k + 1;
}

void score_memo_put(struct score_memo *memo, score_task_fn fn, const struct score_input *in,
		    uint64_t h, const struct score_result *r)
{
	struct memo_shard *m = shard_of(memo, h);
	size_t text = 0, keylen, at;
	struct memo_entry *e;

	for (size_t k = 0; k < in->ns; k++)
		text += in->texts[k] ? in->lens[k] : 0;
	if (text > SHARD_TEXT / 4)
		return;	/* not worth a quarter of the shard */
	keylen = in->ns * sizeof(size_t) + text;
	if (m->shared)
		pthread_mutex_lock(&m->mu);
	if (!m->v) {
		m->v = xmalloc(SHARD_ENTRIES * sizeof *m->v);
		m->capbytes = SHARD_TEXT + SHARD_ENTRIES * 8 * sizeof(size_t);
		m->bytes = xmalloc(m->capbytes);
		m->idx = xcalloc(ICAP, sizeof *m->idx);
	}
	hold_set(m, in->p);
	if (m->n == SHARD_ENTRIES || m->nbytes + keylen > m->capbytes)
		memo_clear(m);
	e = &m->v[m->n];
	*e = (struct memo_entry){ h, fn, in->p, in->layer, in->city, in->explain,
				  in->set_size, in->ns, m->nbytes, *r };
	score_result_copy(&e->res, r);
	at = m->nbytes + in->ns * sizeof(size_t);
	for (size_t k = 0; k < in->ns; k++) {
		size_t len = in->texts[k] ? in->lens[k] : NO_TEXT;
		memcpy(m->bytes + m->nbytes + k * sizeof len, &len, sizeof len);
		if (len != NO_TEXT) {
			memcpy(m->bytes + at, in->texts[k], len);
			at += len;
		}
	}
	m->nbytes = at;
	index_entry(m, m->n++);
	m->kept++;
	if (m->shared)
		pthread_mutex_unlock(&m->mu);
}
