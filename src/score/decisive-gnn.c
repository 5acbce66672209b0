/* decisive-gnn.c - the decisive step of GNN message passing
 * (decisive-ops.h): the aggregation of the first node whose vector the
 * model got wrong. */
#include "config.h"
#include "decisive-ops.h"

#include <stdio.h>

static void gnn_decisive(const struct decisive_in *in, struct decisive *d)
{
	const struct xanswer *x = in->x;
	const cJSON *emb = cJSON_GetObjectItemCaseSensitive(in->ref, "embeddings");
	size_t rows = (size_t)cJSON_GetArraySize(emb);

	if (x->kind != XK_EMBED)
		return;
	for (size_t i = 0; i < x->n; i++) {
		long v = (long)x->v[i];
		const cJSON *row = v >= 0 && (size_t)v < rows ? cJSON_GetArrayItem(emb, (int)v) : NULL;
		bool same = row != NULL;
		for (int k = 0; same && k < x->dim; k++) {
			const cJSON *c = cJSON_GetArrayItem(row, k);
			same = c && cJSON_IsNumber(c) && c->valuedouble == x->f[i * (size_t)x->dim + (size_t)k];
		}
		if (!same) {
			d->step = decisive_find_event(in->tr, TR_AGGREGATE, (int)v, -1, true);
			snprintf(d->why, sizeof d->why, "node %ld's vector is wrong in the model's answer",
				 v);
			return;
		}
	}
}

const struct decisive_ops gnn_decisive_ops = { .decisive = gnn_decisive };
