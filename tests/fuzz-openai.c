/* fuzz-openai.c - libFuzzer target: the OpenAI evals log reader, keys taken
 * as problem ids (no problems to match). */
#include "foreign-fuzz.h"

FUZZ_TARGET(data, size)
{
	return fuzz_foreign(foreign_read_openai, data, size);
}
