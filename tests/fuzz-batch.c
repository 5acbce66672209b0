/* fuzz-batch.c - libFuzzer target: the reader of the OpenAI Batch API's
 * and vLLM run-batch's output, keys taken as problem ids (no problems to
 * match). */
#include "foreign-fuzz.h"

FUZZ_TARGET(data, size)
{
	return fuzz_foreign(foreign_read_batch, data, size);
}
