/* test-annot.h - what the annotation tests share (test-annot*.c). */
#ifndef GRAVEL_TEST_ANNOT_H
#define GRAVEL_TEST_ANNOT_H

/* A fresh temporary directory (malloc'd), or NULL. */
char *annot_test_dir(void);
/* Remove it and everything in it; frees dir. */
void annot_test_rmdir(char *dir);
#include <stdbool.h>
#include <time.h>
#include "annot.h"

/* A fixed clock: 2024-05-01T10:00:00Z. */
time_t annot_test_clock(void);
/* Open path with the labels "hallucinated-edge" (and a bad one, "Bad
 * Label", left out), the fixed clock and author; NULL on failure. */
struct annot_store *annot_test_open(const char *path, bool readonly, const char *author);
/* Three items. */
extern const struct annot_key annot_test_k1, annot_test_k2, annot_test_k3;
/* The file tests (test-annot-file.c), the override and scoring tests
 * (test-annot-score.c). */
void annot_file_tests(void);
void annot_score_tests(void);
void annot_agree_tests(void);
void annot_adjudicate_tests(void);
void suite_annot(void);

#endif
