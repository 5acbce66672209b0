/* test-gracore.h - helpers shared by the GraCoRe solver tests
 * (test-gracore-solve.c defines them): a seeded xorshift64* generator,
 * G(n, p) random graphs and permutation stepping. */
#ifndef GRAVEL_TEST_GRACORE_H
#define GRAVEL_TEST_GRACORE_H

#include <stdbool.h>
#include <stdint.h>
#include "graph.h"

void rng_seed(uint64_t s);
int rng_int(int n);
/* G(n, pct%), weights 1..wmax (none when 0); multi adds up to two random
 * extra edges (loops and parallels). Finished. */
struct graph *random_graph(int n, int pct, bool directed, int wmax, bool multi);
/* Next lexicographic permutation of a[0..n); false after the last. */
bool next_perm(int *a, int n);

/* test-gracore-search.c: Euler, Hamilton, TSP, colouring, sample data */
void suite_gracore_solve_more(void);
/* test-gracore-sample.c: the ../shared/gracore-sample records */
void suite_gracore_sample(void);

#endif
