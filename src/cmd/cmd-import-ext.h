/* cmd-import-ext.h - the `gravel import` formats of cmd-import-ext.c:
 * GraphEval2000 (problems) and other tools' evaluation logs (runs). */
#ifndef GRAVEL_CMD_IMPORT_EXT_H
#define GRAVEL_CMD_IMPORT_EXT_H

#include <stdbool.h>

/* Is format one of grapheval, lm-eval, inspect, openai-evals? */
bool import_ext_format(const char *format);
/* The format named in argv (first operand after "import"), or NULL. */
const char *import_ext_find_format(int argc, char **argv);
/* Run `gravel import FORMAT ...` for those formats (argv[0] = "import"). */
int import_ext_exec(int argc, char **argv);

#endif
