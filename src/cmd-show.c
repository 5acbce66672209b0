/* PLACEHOLDER */
#include "config.h"
#include "cmd.h"
static int ex(int argc, char **argv) { (void)argc; (void)argv; return 70; }
const struct command cmd_show = { "show", "PROBLEMS ID", "show", ex };
