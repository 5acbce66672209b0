/* prng.c - xoshiro256** seeded by splitmix64; exact integer sampling. */
#include "config.h"
#include "prng.h"

#include <stdio.h>
#include <string.h>

uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void prng_seed(struct prng *r, uint64_t seed)
{
	uint64_t x = seed;

	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&x);
	/* splitmix64 never yields four zero words from one state, but be
	 * explicit: the all-zero state is xoshiro's only fixed point. */
	if (!(r->s[0] | r->s[1] | r->s[2] | r->s[3]))
		r->s[0] = 1;
}

/* FNV-1a over the stream name: fixed, byte-order independent. */
static uint64_t name_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (; s && *s; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

void prng_derive(struct prng *r, uint64_t seed, const char *name, uint64_t index)
{
	uint64_t x = seed, a, b;

	a = splitmix64(&x);
	x = a ^ name_hash(name);
	b = splitmix64(&x);
	x = b ^ (index * 0xd1342543de82ef95ULL + 0x2545f4914f6cdd1dULL);
	prng_seed(r, splitmix64(&x));
}

static inline uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t prng_next(struct prng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint64_t prng_below(struct prng *r, uint64_t n)
{
	/* Reject draws from the incomplete last block of n values. */
	uint64_t limit, x;

	if (n <= 1)
		return 0;
	limit = UINT64_MAX - (UINT64_MAX % n + 1) % n;
	do
		x = prng_next(r);
	while (x > limit);
	return x % n;
}

long prng_range(struct prng *r, long lo, long hi)
{
	if (hi <= lo)
		return lo;
	return lo + (long)prng_below(r, (uint64_t)hi - (uint64_t)lo + 1);
}

bool prng_chance(struct prng *r, prob_t p)
{
	if (p == 0)
		return false;
	if (p >= PROB_ONE)
		return true;
	return prng_below(r, PROB_ONE) < p;
}

prob_t prng_prob(struct prng *r, prob_t lo, prob_t hi)
{
	return (prob_t)prng_range(r, (long)lo, (long)hi);
}

void prng_shuffle(struct prng *r, int *a, size_t n)
{
	for (size_t i = n; i > 1; i--) {
		size_t j = (size_t)prng_below(r, i);
		int t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
}

void prng_permutation(struct prng *r, int *a, size_t n)
{
	for (size_t i = 0; i < n; i++)
		a[i] = (int)i;
	prng_shuffle(r, a, n);
}

int prob_parse(const char *s, prob_t *out)
{
	uint64_t ip = 0, frac = 0;
	int digits = 0, fd = 0;
	const char *p = s;

	if (!s || !*s)
		return -1;
	if (*p == '+')
		p++;
	if (*p == '-') {
		/* a negative number is a number, but out of range */
		const char *q = p + 1;
		if (!(*q >= '0' && *q <= '9') && *q != '.')
			return -1;
		for (; *q; q++)
			if (!((*q >= '0' && *q <= '9') || *q == '.'))
				return -1;
		for (q = p + 1; *q; q++)
			if (*q >= '1' && *q <= '9')
				return -2;
		*out = 0;
		return 0;
	}
	for (; *p >= '0' && *p <= '9'; p++, digits++) {
		if (ip > 10)
			return -2;
		ip = ip * 10 + (uint64_t)(*p - '0');
	}
	if (*p == '.') {
		p++;
		for (; *p >= '0' && *p <= '9'; p++, digits++) {
			if (fd == 9) {
				if (*p != '0')
					return -3;
				continue;
			}
			frac = frac * 10 + (uint64_t)(*p - '0');
			fd++;
		}
	}
	if (*p || digits == 0)
		return -1;
	for (; fd < 9; fd++)
		frac *= 10;
	if (ip > 1 || (ip == 1 && frac > 0))
		return -2;
	*out = (prob_t)(ip * PROB_ONE + frac);
	return 0;
}

char *prob_format(prob_t p, char *buf, size_t len)
{
	char frac[16];
	int k;

	if (p >= PROB_ONE) {
		snprintf(buf, len, "1");
		return buf;
	}
	if (p == 0) {
		snprintf(buf, len, "0");
		return buf;
	}
	snprintf(frac, sizeof frac, "%09u", (unsigned)p);
	for (k = 8; k > 0 && frac[k] == '0'; k--)
		frac[k] = '\0';
	snprintf(buf, len, "0.%s", frac);
	return buf;
}
