/* extract-int.h - internals shared by the extract-*.c files. */
#ifndef GRAVEL_EXTRACT_INT_H
#define GRAVEL_EXTRACT_INT_H

#include "extract.h"

/* A growing list of candidate answers (each owns its arrays). */
struct xcands {
	struct xanswer *v;
	size_t n, cap;
};

struct xanswer *xcands_push(struct xcands *cs);
void xcands_free(struct xcands *cs);
/* Move the final candidate of cs into out (see extract.h) and free the
 * rest. loose: with no anchored candidate, any two different candidates
 * contradict each other. */
void xcands_pick(struct xcands *cs, bool loose, struct xanswer *out);

enum polar_topic { POLAR_CONNECTED, POLAR_CYCLE, POLAR_HAMILTON };

/* Collect yes/no statements of s[0..len): explicit answers into explicit,
 * conclusive statements about the topic into concl. */
void extract_polar(enum polar_topic topic, const struct xquery *q, const char *s, size_t len,
		   struct xcands *explicit, struct xcands *concl);

/* Matching pairs and GNN embeddings (extract-list.c). */
void extract_pairs(const char *s, size_t len, const char *const *anchors, struct xanswer *out);
void extract_embed(const char *s, size_t len, struct xanswer *out);

#endif
