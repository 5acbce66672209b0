/* keys.h - the action table: every key action of the TUI, defined once.
 *
 * ACTIONS(A) lists each action as A(NAME, "name", "description"). The
 * table drives key dispatch (keys_action), the help screen (ui-help.c) and
 * the key section of the man page (`gravel --dump-keys man`), so help and
 * documentation never drift from the bindings. The default keys are data:
 * config/gravel.yaml, compiled into the program, maps action names to key
 * names; the user's config file overrides them action by action (keyconf.h
 * reads both). Key codes are curses' (keys.c is the one file that knows
 * them); other files only see the action enum. */
#ifndef GRAVEL_TUI_KEYS_H
#define GRAVEL_TUI_KEYS_H

#include <stdbool.h>
#include <stddef.h>

struct diags;
struct strbuf;

/* clang-format off */
#define ACTIONS(A) \
	A(MOVE_DOWN,      "move-down",      "Move down one line") \
	A(MOVE_UP,        "move-up",        "Move up one line") \
	A(SCROLL_LEFT,    "scroll-left",    "Scroll the graph view left") \
	A(SCROLL_RIGHT,   "scroll-right",   "Scroll the graph view right") \
	A(PAGE_DOWN,      "page-down",      "Move down one page") \
	A(PAGE_UP,        "page-up",        "Move up one page") \
	A(HOME,           "home",           "Go to the first line") \
	A(END,            "end",            "Go to the last line") \
	A(NEXT_GROUP,     "next-group",     "Navigator: jump to the next benchmark/task/difficulty group") \
	A(PREV_GROUP,     "prev-group",     "Navigator: jump to the previous group") \
	A(ENTER,          "enter",          "Open the selected problem") \
	A(NEXT_VIEW,      "next-view",      "Graph view: next (list, matrix, edges, draw); failures: the next grouping") \
	A(PREV_VIEW,      "prev-view",      "Graph view: previous") \
	A(NEXT_PROBLEM,   "next-problem",   "Show the next problem of the navigator") \
	A(PREV_PROBLEM,   "prev-problem",   "Show the previous problem of the navigator") \
	A(SEARCH,         "search",         "Search problem id, question and answer text; jump to the next match") \
	A(SEARCH_NEXT,    "search-next",    "Jump to the next match of the search") \
	A(SEARCH_PREV,    "search-prev",    "Jump to the previous match of the search") \
	A(SEARCH_ALL,     "search-all-runs", "Filter: the problems where some run's answer has a text, searched in every run between keys (Tab in the / prompt too); the status line names the runs") \
	A(FILTER_TEXT,    "filter-text",    "Filter: only problems whose question or answer has a text") \
	A(FILTER_VERDICT, "filter-verdict", "Filter: cycle the verdict (right, wrong, partial, unparsed, none)") \
	A(FILTER_FLAG,    "filter-flag",    "Filter: cycle a required flag (differs, planted, samples...)") \
	A(FILTER_TASK,    "filter-task",    "Filter: cycle the task") \
	A(FILTER_DIFFICULTY, "filter-difficulty", "Filter: cycle the difficulty") \
	A(FILTER_DISAGREE, "filter-disagree", "Filter: cycle disagreements (strict vs compat, policy vs recorded)") \
	A(FILTER_LABEL,   "filter-label",   "Filter: cycle annotations (annotated, each label, not annotated)") \
	A(FILTER_COMPARE, "filter-compare", "Filter: cycle run comparisons (disagree, A right B wrong, B right A wrong, PC differs)") \
	A(FILTER_KIND,    "filter-kind",    "Filter: cycle the first error's kind (invented-edge, arithmetic...)") \
	A(FILTER_CLEAR,   "filter-clear",   "Filter: clear every filter") \
	A(NEXT_RUN,       "next-run",       "Show the next run's answers and verdicts (under a task or difficulty filter, the next that answers it)") \
	A(PREV_RUN,       "prev-run",       "Show the previous run's answers and verdicts (the same way)") \
	A(OTHER_RUN,      "other-run",      "Compare: the next run to compare the current one with") \
	A(RUNS,           "runs",           "Run picker: every run with model, method, task, answered, accuracy and PC per policy; sort, filter, choose (run B in compare)") \
	A(THRESHOLD_UP,   "compare-threshold-up", "Compare: raise the PC-differs threshold by 0.05") \
	A(THRESHOLD_DOWN, "compare-threshold-down", "Compare: lower the PC-differs threshold by 0.05") \
	A(FOCUS_PANE,     "focus-pane",     "Trace: move j/k/pages between the answer and the trace pane; compare: switch the side annotated (A, B)") \
	A(POLICY,         "policy",         "Switch the scoring policy (strict, compat); re-scores what is shown") \
	A(TRACE,          "trace",          "Open the reference trace beside the model's answer") \
	A(EXPORT,         "export",         "Export the filtered view (ids, verdicts, credits, answers) to a .csv or .jsonl file; on the failures screen its table, on the scores screen its table or heat map (CSV)") \
	A(SCORES,         "scores",         "Open the scores: this item's metrics, the filter's breakdown") \
	A(ANNOTATE,       "annotate",       "Annotate the answer shown: label, note, tags, override") \
	A(COMPARE,        "compare",        "Compare two runs side by side on the selected problem; Tab for the summary, again for the first errors by kind and the items that moved") \
	A(UNDO,           "undo",           "Undo the last annotation change") \
	A(REDO,           "redo",           "Redo the last undone annotation change") \
	A(TEACH,          "teach",          "Teaching mode: step through the selected problem's algorithm with questions") \
	A(STEP_FORWARD,   "step-forward",   "Trace: one step forward") \
	A(STEP_BACK,      "step-back",      "Trace: one step back") \
	A(STEP_FIRST,     "step-first",     "Trace: jump to the start") \
	A(STEP_LAST,      "step-last",      "Trace: jump to the end") \
	A(STEP_DECISIVE,  "step-decisive",  "Trace: jump to the step that decides what the model got wrong") \
	A(LESSON_RESTART, "lesson-restart", "Teach: start the lesson again (answers cleared)") \
	A(LESSON_NEW,     "lesson-new-graph", "Teach: a new lesson of the same task on another graph") \
	A(LESSON_PLAY,    "lesson-play",    "Teach: play or pause the lesson, a step at a time at the lesson's speed") \
	A(LESSON_SLOWER,  "lesson-slower",  "Teach: play fewer steps a second") \
	A(LESSON_FASTER,  "lesson-faster",  "Teach: play more steps a second") \
	A(LESSON_PASTE,   "lesson-paste",   "Teach: paste your own graph, an edge list ('u v [weight]' a line), an empty line to end") \
	A(LESSON_PHASE_BACK, "lesson-phase-back", "Teach: back to the start of this phase (a Dijkstra extraction, a Dinic phase), then the one before") \
	A(NEXT_SAMPLE,    "next-sample",    "Next self-consistency sample") \
	A(PREV_SAMPLE,    "prev-sample",    "Previous self-consistency sample") \
	A(EXEC_FAILURES,  "exec-failures",  "GraphEval2000 exec runs: the failed test cases (status, traceback, expected vs returned, reference trace)") \
	A(LABEL_1,        "label-1",        "Label the answer shown with the 1st label (correct; the list: ? or the annotate screen)") \
	A(LABEL_2,        "label-2",        "Label the answer shown with the 2nd label (incorrect)") \
	A(LABEL_3,        "label-3",        "Label the answer shown with the 3rd label (partial)") \
	A(LABEL_4,        "label-4",        "Label the answer shown with the 4th label (unparseable)") \
	A(LABEL_5,        "label-5",        "Label the answer shown with the 5th label (ambiguous-question)") \
	A(LABEL_6,        "label-6",        "Label the answer shown with the 6th label (the workspace's first)") \
	A(LABEL_7,        "label-7",        "Label the answer shown with the 7th label") \
	A(LABEL_8,        "label-8",        "Label the answer shown with the 8th label") \
	A(LABEL_9,        "label-9",        "Label the answer shown with the 9th label") \
	A(NEXT_UNLABELLED, "next-unlabelled", "Go to the next problem of the filter whose answer has no label yet") \
	A(LABEL_NEXT,     "label-next",     "Then: the next label key also goes to the next unlabelled problem (toggle)") \
	A(FAILURES,       "failures",       "Failures: first errors counted per kind and run, model, method, task or size (Tab); Enter lists a cell's items") \
	A(HEATMAP,        "heatmap",        "Scores: cycle the table, the heat map of accuracy by task x graph size, by task x difficulty") \
	A(HEATMAP_KIND,   "heatmap-kind",   "Scores' heat map: cycle what its cells show, accuracy, then each first error kind's share (score --heatmap --kind)") \
	A(MESSAGES,       "messages",       "Show the messages from loading") \
	A(HELP,           "help",           "Show this help") \
	A(REDRAW,         "redraw",         "Redraw the screen") \
	A(QUIT,           "quit",           "Close this screen; on the navigator, quit") \
	A(QUIT_ALL,       "quit-all",       "Quit gravel at once")
/* clang-format on */

enum action {
	ACT_NONE,
#define ACTION_ENUM_(name, ...) ACT_##name,
	ACTIONS(ACTION_ENUM_)
#undef ACTION_ENUM_
	ACT__COUNT
};

#define KEYS_MAX 4		/* keys per action */

/* Load the bindings: the compiled-in defaults (config/gravel.yaml), then
 * the user's config file when there is one (keyconf_user_path), unless
 * user_config is false. Problems (unknown action or key names, a key bound
 * twice, a bad file) go to d as FILE:LINE:COL messages; the defaults stay
 * in force for what is wrong. Returns false when the user's file is bad. */
bool keys_load(bool user_config, struct diags *d);

/* The action bound to a key code (as curses returns it), or ACT_NONE. */
enum action keys_action(int key);
const char *action_name(enum action a);	/* "move-down" */
const char *action_desc(enum action a);
enum action action_find(const char *name);	/* ACT_NONE when unknown */
/* Fill keys[] with a's keys (up to KEYS_MAX); returns how many. */
size_t action_keys(enum action a, int keys[KEYS_MAX]);
/* A readable name for a key code: "j", "Down", "PgDn", "C-n", "Space". */
const char *key_label(int key, char buf[16]);
/* The key code of a name as key_label writes it (also "#123"), or -1. */
int key_parse(const char *name);
/* "j/Down/C-n": all keys of an action, first max of them, into buf. */
const char *action_key_labels(enum action a, size_t max, char *buf, size_t len);

/* The widths of the key and action columns as the help and the text dump
 * lay them out: their widest entries, at most 24 (a wider one runs over). */
void keys_columns(int *kw, int *nw);
/* Action a's line of the help and of the text dump, in those columns:
 * its keys ("(unbound)" when none), its name, its description. Malloc'd. */
char *keys_help_row(enum action a, int kw, int nw);
/* Write the bindings: "man" as troff lines for gravel(1) (.TP per action),
 * "yaml" as a config file's keys: section, "text" as the help lists them. */
int keys_dump(const char *format, struct strbuf *out);

#endif
