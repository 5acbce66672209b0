/* prng.h - gravel's own seeded pseudo-random generator.
 *
 * xoshiro256** (Blackman and Vigna), seeded through splitmix64, with only
 * integer arithmetic: the same seed gives the same stream on every
 * platform. Probabilities are fixed-point integers (parts per 10^9, see
 * prob_t) compared against an exactly uniform draw, so no floating point
 * decides anything.
 *
 * prng_derive() gives every generated problem its own stream, computed from
 * the base seed, a stream name ("nlgraph/cycle/easy/standard") and the
 * problem's index: problem i is the same however many are generated. */
#ifndef GRAVEL_PRNG_H
#define GRAVEL_PRNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct prng {
	uint64_t s[4];
};

/* A probability in parts per billion: 0 = never, PROB_ONE = always. */
typedef uint32_t prob_t;
#define PROB_ONE 1000000000u

uint64_t splitmix64(uint64_t *state);
void prng_seed(struct prng *r, uint64_t seed);
/* Seed r for item `index` of the stream `name` under base seed `seed`. */
void prng_derive(struct prng *r, uint64_t seed, const char *name, uint64_t index);
uint64_t prng_next(struct prng *r);
/* Uniform in [0, n) (n > 0), exactly: rejection of the biased tail. */
uint64_t prng_below(struct prng *r, uint64_t n);
/* Uniform in [lo, hi] (lo <= hi). */
long prng_range(struct prng *r, long lo, long hi);
/* true with probability p (parts per billion). */
bool prng_chance(struct prng *r, prob_t p);
/* A probability uniform in [lo, hi] (parts per billion). */
prob_t prng_prob(struct prng *r, prob_t lo, prob_t hi);
/* Fisher-Yates shuffle of n ints. */
void prng_shuffle(struct prng *r, int *a, size_t n);
/* a[i] = i, shuffled. */
void prng_permutation(struct prng *r, int *a, size_t n);

/* Parse a decimal probability ("0.25", "1", "1.0", "3e-1" is refused)
 * exactly into parts per billion. Returns 0, or -1 when the text is not a
 * plain decimal, -2 when it is outside [0, 1], -3 when it has more than 9
 * decimal places. */
int prob_parse(const char *s, prob_t *out);
/* Format p as the shortest decimal ("0.3", "1", "0"); buf of 16+ bytes. */
char *prob_format(prob_t p, char *buf, size_t len);

#endif
