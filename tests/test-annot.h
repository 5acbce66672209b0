/* test-annot.h - what the annotation tests share (test-annot*.c). */
#ifndef GRAVEL_TEST_ANNOT_H
#define GRAVEL_TEST_ANNOT_H

/* A fresh temporary directory (malloc'd), or NULL. */
char *annot_test_dir(void);
/* Remove it and everything in it; frees dir. */
void annot_test_rmdir(char *dir);
/* The override and scoring tests (test-annot-score.c). */
void annot_score_tests(void);
void suite_annot(void);

#endif
