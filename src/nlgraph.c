/* PLACEHOLDER - replaced by the NLGraph importer */
#include "config.h"
#include "nlgraph.h"
int nlgraph_parse_sets(const char *s, unsigned *out) { (void)s; *out = NLG_STANDARD; return 0; }
char *nlgraph_root(const char *dir) { (void)dir; return NULL; }
int nlgraph_import(const char *dir, unsigned sets, struct problemset *ps, struct diags *d)
{ (void)sets; (void)ps; diag_error(d, dir, 0, 0, "not implemented"); return EXIT_SOFTWARE; }
int nlgraph_parse_raw(const struct task *t, const char *file, const char *text, const char *difficulty,
	const char *set, long graph_index, struct problemset *out, struct diags *d)
{ (void)t; (void)file; (void)text; (void)difficulty; (void)set; (void)graph_index; (void)out; (void)d; return -1; }
