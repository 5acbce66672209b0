/* cmd-annot-team.h - `gravel annotations merge|agree` (cmd-annot-team.c),
 * subcommands of cmd-annotations.c. */
#ifndef GRAVEL_CMD_ANNOT_TEAM_H
#define GRAVEL_CMD_ANNOT_TEAM_H

extern const struct command cmd_annotations;
/* argv[0] is "merge" or "agree". */
int annotations_team(int argc, char **argv);
void annotations_team_help(void);

#endif
