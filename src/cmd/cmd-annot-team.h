/* cmd-annot-team.h - `gravel annotations merge|agree` (cmd-annot-team.c),
 * subcommands of cmd-annotations.c. */
#ifndef GRAVEL_CMD_ANNOT_TEAM_H
#define GRAVEL_CMD_ANNOT_TEAM_H

extern const struct command cmd_annotations;
/* merge's and agree's options (their tables), for help and gravel(1). */
extern const struct command annotations_merge, annotations_agree;
/* argv[0] is "merge" or "agree". */
int annotations_team(int argc, char **argv);
/* Every subcommand's --help: the usage of all, then each one's rows;
 * returns EXIT_OK. */
int annotations_help(void);

#endif
