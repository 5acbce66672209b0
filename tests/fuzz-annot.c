/* fuzz-annot.c - libFuzzer target: the annotation file, and rendering back
 * what it accepted (which must parse again). */
#include "fuzz.h"
#include "annot-int.h"

FUZZ_TARGET(data, size)
{
	struct annot_items it;
	struct annot_perr pe;

	memset(&pe, 0, sizeof pe);
	if (annot_parse((const char *)data, size, &it, &pe) == 0) {
		char *text = annot_render(&it);
		struct annot_items again;
		struct annot_perr pe2;
		memset(&pe2, 0, sizeof pe2);
		if (annot_parse(text, strlen(text), &again, &pe2) != 0)
			abort();
		annot_items_free(&again);
		free(text);
	}
	annot_items_free(&it);
	free(pe.msg);
	return 0;
}
