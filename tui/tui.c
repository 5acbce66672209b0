/* tui.c - the terminal: start and restore it, the screen stack and the
 * key loop.
 *
 * The terminal is restored on every way out: the normal quit, exit() (an
 * atexit handler), gravel_fatal() (the fatal hook) and signals. For
 * SIGINT, SIGTERM and SIGHUP the handler only records the signal (it is
 * async-signal-safe); the loop, woken by the interrupted read or its input
 * timeout, restores the terminal and re-raises the signal with its default
 * action, so the exit status still tells the parent what happened. Every
 * other signal whose default action ends the process (SIGQUIT, SIGPIPE,
 * SIGUSR1, SIGALRM, ..., and the crashes SIGSEGV, SIGABRT, SIGBUS, SIGFPE,
 * SIGILL) may arrive where the loop never runs again: its handler restores
 * the terminal itself, with only async-signal-safe calls (write(2) of a
 * reset string prepared at start, tcsetattr(3) to the saved modes), then
 * re-raises the signal with its default action.
 *
 * Script mode (tui.h) runs the same dispatch and drawing on a virtual
 * screen: no terminal is touched, no signal handler installed. */
#include "config.h"
#include "tui.h"
#include "ui.h"
#include "text.h"
#include "replay.h"
#include "looks.h"
#include "edit.h"
#include "ui-annot.h"
#include "workspace.h"
#include "tui-curses.h"

#include <errno.h>
#include <signal.h>
#include <termios.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define INPUT_TIMEOUT_MS 200	/* upper bound on reacting to a signal */
#define ESC_DELAY_MS 25
#define LOAD_SLICE_S 0.02	/* loading between two looks at the keyboard */

/* The terminal state is process-wide by nature: the atexit handler, the
 * fatal hook and the signal handler can only reach it through statics. */
static SCREEN *term_screen;
static bool term_active;
static volatile sig_atomic_t term_signal;

static const int caught_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define NSIGNALS ARRAY_SIZE(caught_signals)
static struct sigaction saved_actions[NSIGNALS];

static void on_signal(int sig)
{
	term_signal = sig;
}

/* Signals that end the process by default, restored from the handler. */
static const int fatal_signals[] = {
	SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
	SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS,
};
#define NFATAL ARRAY_SIZE(fatal_signals)
static struct sigaction saved_fatal[NFATAL];

/* What the fatal handler needs, prepared while it is safe to allocate:
 * the terminal modes from before curses, and the bytes that leave the
 * alternate screen, show the cursor and turn mouse reporting, keypad mode
 * and attributes off. */
static struct termios saved_modes;
static bool have_modes;
static char reset_seq[512];
static size_t reset_len;
static volatile sig_atomic_t term_live;	/* the screen is up: restore on a signal */

static void on_fatal_signal(int sig)
{
	int e = errno;

	if (term_live) {
		term_live = 0;
		if (reset_len)
			(void)!write(STDOUT_FILENO, reset_seq, reset_len);
		if (have_modes)
			(void)tcsetattr(STDOUT_FILENO, TCSANOW, &saved_modes);
	}
	errno = e;
	/* SA_RESETHAND put the default action back; SA_NODEFER lets it in */
	raise(sig);
}

static void reset_add(const char *s)
{
	size_t n = s && s != (const char *)-1 ? strlen(s) : 0;

	if (n && reset_len + n < sizeof reset_seq) {
		memcpy(reset_seq + reset_len, s, n);
		reset_len += n;
	}
}

/* Fill reset_seq from the terminal's terminfo entry (curses is set up). */
static void reset_prepare(void)
{
	char *xm = tigetstr((char *)"XM");

	reset_len = 0;
	/* mouse off: ncurses' XM with 0, else the xterm protocols it uses */
	if (xm && xm != (char *)-1)
		reset_add(tiparm(xm, 0));
	else if (tigetstr((char *)"kmous") && tigetstr((char *)"kmous") != (char *)-1)
		reset_add("\033[?1006l\033[?1002l\033[?1000l");
	reset_add(tigetstr((char *)"sgr0"));
	reset_add(tigetstr((char *)"rmkx"));
	reset_add(tigetstr((char *)"cnorm"));
	reset_add(tigetstr((char *)"rmcup"));
}

static void fatal_signals_install(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_fatal_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESETHAND | SA_NODEFER;
	for (size_t i = 0; i < NFATAL; i++) {
		sigaction(fatal_signals[i], NULL, &saved_fatal[i]);
		if (saved_fatal[i].sa_handler != SIG_IGN)
			sigaction(fatal_signals[i], &sa, NULL);
	}
}

static void fatal_signals_restore(void)
{
	for (size_t i = 0; i < NFATAL; i++)
		sigaction(fatal_signals[i], &saved_fatal[i], NULL);
}

/* Restore the terminal; safe to call any number of times. */
static void term_restore(void)
{
	if (!term_active)
		return;
	term_live = 0;
	term_active = false;
	curs_set(1);
	endwin();
}

static void term_release(void)
{
	term_restore();
	if (term_screen) {
		delscreen(term_screen);
		term_screen = NULL;
	}
}

static void signals_install(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;	/* no SA_RESTART: interrupt the blocking read */
	for (size_t i = 0; i < NSIGNALS; i++) {
		sigaction(caught_signals[i], NULL, &saved_actions[i]);
		if (saved_actions[i].sa_handler != SIG_IGN)	/* nohup, background jobs */
			sigaction(caught_signals[i], &sa, NULL);
	}
}

static void signals_restore(void)
{
	for (size_t i = 0; i < NSIGNALS; i++)
		sigaction(caught_signals[i], &saved_actions[i], NULL);
}

static int term_start(void)
{
	static bool atexit_done;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "%s: browse needs a terminal on standard input and output "
				"(try 'gravel show' in scripts)\n", gravel_progname);
		return EXIT_IOERR;
	}
	/* Our handlers go in first: curses leaves installed handlers alone. */
	signals_install();
	fatal_signals_install();
	have_modes = tcgetattr(STDOUT_FILENO, &saved_modes) == 0;
	term_screen = tui_term_known(STDOUT_FILENO) ? newterm(NULL, stdout, stdin) : NULL;
	if (!term_screen) {
		const char *term = getenv("TERM");
		fatal_signals_restore();
		signals_restore();
		fprintf(stderr, "%s: cannot use terminal type '%s'\n", gravel_progname,
			term ? term : "(unset)");
		return EXIT_IOERR;
	}
	set_term(term_screen);
	{
		/* a terminal that cannot move the cursor (TERM=dumb, emacs
		 * shells) would show a blank screen: refuse, saying why */
		char *cup = tigetstr("cup");
		if (!cup || cup == (char *)-1) {
			const char *term = getenv("TERM");
			endwin();
			delscreen(term_screen);
			term_screen = NULL;
			signals_restore();
			fprintf(stderr, "%s: terminal type '%s' cannot move the cursor: the explorer "
					"needs a full-screen terminal (try TERM=xterm-256color, or "
					"'gravel show' and 'gravel score' in scripts)\n",
				gravel_progname, term ? term : "(unset)");
			return EXIT_IOERR;
		}
	}
	term_active = true;
	if (!atexit_done) {
		atexit(term_release);
		atexit_done = true;
	}
	gravel_set_fatal_hook(term_restore);
#ifdef NCURSES_VERSION
	set_escdelay(ESC_DELAY_MS);
#endif
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	leaveok(stdscr, TRUE);
	curs_set(0);
	wtimeout(stdscr, INPUT_TIMEOUT_MS);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
	mouseinterval(0);
	draw_setup();
	reset_prepare();
	term_live = 1;
	return EXIT_OK;
}

static void term_stop(void)
{
	gravel_set_fatal_hook(NULL);
	term_release();
	fatal_signals_restore();
	signals_restore();
}

void tui_push(struct tui *t, struct screen *s)
{
	if (t->depth >= TUI_STACK_MAX) {
		s->ops->free(s);
		return;
	}
	t->stack[t->depth++] = s;
}

void tui_pop(struct tui *t)
{
	struct screen *s;

	if (t->depth == 0)
		return;
	s = t->stack[--t->depth];
	s->ops->free(s);
	if (t->depth == 0)
		t->quit = true;
}

void tui_message(struct tui *t, bool error, const char *fmt, ...)
{
	va_list ap;
	char *raw;

	va_start(ap, fmt);
	raw = xvasprintf(fmt, ap);
	va_end(ap);
	free(t->message);
	t->message = text_clean(raw);	/* messages may quote file text */
	t->message_error = error;
	free(raw);
}

/* The prompt on the last row: what it asks, the text typed and the
 * cursor, '_' at the end of the text, else the character under it in
 * the selection's colours; the end of a long entry stays in sight, and
 * the cursor. */
static void render_prompt(struct tui *t, int rows, int cols)
{
	const struct edit *e = &t->prompt.ed;
	bool at_end = e->cur == e->buf.len;
	char *scope = t->prompt.kind == PROMPT_SEARCH || t->prompt.kind == PROMPT_SEARCH_ALL
			      ? tui_search_scope(t)
			      : NULL;
	const char *ask = scope                              ? scope
			  : t->prompt.kind == PROMPT_AUTHOR ? "your name (signs annotations): "
			  : t->prompt.kind == PROMPT_EXPORT ? "export the view to (.csv, .jsonl): "
			  : t->prompt.kind == PROMPT_REASON ? "reason for the adjudication: "
							    : "filter: ";
	char *typed = text_clean(edit_text(e)), *head = xstrndup(edit_text(e), e->cur);
	char *head_clean = text_clean(head), *tail = text_clean(edit_text(e) + e->cur);
	char *line = xasprintf("%s%s%s", ask, typed, at_end ? "_" : "");
	char *upto = xasprintf("%s%s", ask, head_clean);
	int w = (int)text_width(line), col = (int)text_width(upto);
	int skip = w > cols - 1 ? w - (cols - 1) : 0;

	if (col < skip)
		skip = col;
	draw_fill(rows - 1, 0, cols, ROLE_PROMPT);
	draw_text_from(rows - 1, 0, skip, cols - 1, ROLE_PROMPT, line);
	if (!at_end && *tail) {
		size_t b;
		int cw = text_char(tail, strlen(tail), &b);
		draw_textn_from(rows - 1, col - skip, 0, cw > 0 ? cw : 1, ROLE_SELECTED, tail, b);
	}
	free(upto);
	free(line);
	free(tail);
	free(head_clean);
	free(head);
	free(typed);
	free(scope);
}

static void render_status(struct tui *t, int rows, int cols, const char *hints,
			  const char *pos)
{
	if (t->prompt.kind != PROMPT_NONE) {
		render_prompt(t, rows, cols);
	} else if (t->message || t->loader || t->search_busy) {
		/* the message first: the position only where both fit; while
		 * runs load, the progress after the message */
		struct strbuf msg;
		bool both;

		sb_init(&msg);
		if (t->message)
			sb_puts(&msg, t->message);
		if (t->loader || t->search_busy) {
			if (t->message)
				sb_puts(&msg, "  ");
			tui_load_progress(t, &msg);
		}
		both = (int)(text_width(msg.data) + text_width(pos)) <= cols - 4;
		draw_bar(rows - 1, cols, ROLE_STATUS, NULL, both ? pos : NULL);
		draw_text(rows - 1, 1, both ? cols - 4 - (int)text_width(pos) : cols - 2,
			  t->message && t->message_error ? ROLE_ERROR : ROLE_STATUS, msg.data);
		sb_free(&msg);
	} else {
		draw_bar(rows - 1, cols, ROLE_STATUS, hints, pos);
	}
}

void tui_render(struct tui *t, bool force)
{
	struct screen *s = t->stack[t->depth - 1];
	struct strbuf title, hints, pos;
	int rows, cols;

	draw_size(&rows, &cols);
	draw_begin(force);
	if (rows < TUI_MIN_ROWS || cols < TUI_MIN_COLS) {
		draw_too_small(rows, cols, TUI_MIN_ROWS, TUI_MIN_COLS);
		draw_end();
		return;
	}
	sb_init(&title);
	sb_init(&hints);
	sb_init(&pos);
	sb_puts(&title, "gravel  ");
	s->ops->title(s, t, &title);
	if (t->pinned != SIZE_MAX && tui_problem_index(t) == t->pinned)
		sb_puts(&title, "  [no longer matches the filter]");
	s->body_rows = rows - 2;
	s->body_cols = cols;
	s->ops->draw(s, t, 1, rows - 2, cols);
	s->ops->status(s, t, &hints, &pos);
	draw_bar(0, cols, ROLE_TITLE, title.data, NULL);
	render_status(t, rows, cols, hints.data, pos.data);
	sb_free(&title);
	sb_free(&hints);
	sb_free(&pos);
	draw_end();
}

/* What a key means when the screen on top has no use for it. */
static void handle_global(struct tui *t, enum action a, bool *force)
{
	if (ui_annot_global(t, a))
		return;
	if (tui_handle_state(t, a))
		return;
	switch (a) {
	case ACT_QUIT:
		tui_pop(t);
		break;
	case ACT_QUIT_ALL:
		while (t->depth > 0)
			tui_pop(t);
		break;
	case ACT_HELP:
		tui_push(t, ui_help_new(t));
		break;
	case ACT_MESSAGES:
		tui_push(t, ui_messages_new(t));
		break;
	case ACT_SCORES:
		tui_push(t, ui_scores_new(t));
		break;
	case ACT_RUNS: {
		struct screen *rs = ui_runs_new(t, false);	/* says why when it cannot */
		if (rs)
			tui_push(t, rs);
		break;
	}
	case ACT_TRACE:
		if (tui_problem(t) && t->filter.kind)	/* listed by kind: show where */
			tui_push(t, ui_trace_at_error_new(t));
		else if (tui_problem(t))
			tui_push(t, ui_trace_new(t));
		else
			tui_message(t, true, "no problem selected");
		break;
	case ACT_FAILURES:
		tui_push(t, ui_failures_new(t));
		break;
	case ACT_EXEC_FAILURES: {
		struct screen *xs = ui_exec_new(t);	/* says why when it cannot */
		if (xs)
			tui_push(t, xs);
		break;
	}
	case ACT_TEACH: {
		struct screen *ts = ui_teach_new(t);	/* says why when it cannot */
		if (ts)
			tui_push(t, ts);
		break;
	}
	case ACT_REDRAW:
		*force = true;
		break;
	default:
		break;
	}
}

/* A key code as a line-editing key (edit.h). */
static enum edit_key edit_key_of(int ch)
{
	switch (ch) {
	case KEY_LEFT:
	case 2:			/* C-b */
		return EK_LEFT;
	case KEY_RIGHT:
	case 6:			/* C-f */
		return EK_RIGHT;
	case KEY_HOME:
	case 1:			/* C-a */
		return EK_HOME;
	case KEY_END:
	case 5:			/* C-e */
		return EK_END;
	case KEY_BACKSPACE:
	case 127:
	case 8:
		return EK_BACKSPACE;
	case KEY_DC:
	case 4:			/* C-d */
		return EK_DELETE;
	case 23:
		return EK_KILL_WORD;	/* C-w */
	case 21:
		return EK_KILL_START;	/* C-u */
	case 11:
		return EK_KILL_END;	/* C-k */
	case KEY_ENTER:
	case '\n':
	case '\r':
		return EK_ENTER;
	case 27:
	case 7:			/* Esc, C-g */
		return EK_CANCEL;
	default:
		return ch >= 32 && ch < 256 ? EK_BYTE : EK_NONE;
	}
}

/* An action on screen s: its own meaning there, else the motion it
 * describes (motion.h); false when it has neither. */
static bool handle_screen(struct screen *s, struct tui *t, enum action a)
{
	struct motion m = { 0 };

	if (s->ops->handle(s, t, a))
		return true;
	return motion_action(a) && s->ops->motion && s->ops->motion(s, t, a, &m) &&
	       motion_apply(&m, a);
}

/* One key (curses code) through the prompt or the action table. */
static void dispatch_key(struct tui *t, int ch, bool *force)
{
	enum action a;
	struct screen *s;

	free(t->message);
	t->message = NULL;
	t->follow_end = false;	/* End sets it again (ui-list.c) */
	if (t->an) {	/* a question about an undo lasts one key */
		t->an->confirm_prev = t->an->confirm_id;
		t->an->confirm_id = 0;
	}
	if (t->prompt.kind != PROMPT_NONE) {
		tui_prompt_key(t, edit_key_of(ch), ch);
		return;
	}
	s = t->stack[t->depth - 1];
	if (s->ops->edit && s->ops->edit(s, t, edit_key_of(ch), ch))
		return;
	a = keys_action(ch);
	if (a == ACT_NONE) {
		char buf[16];
		tui_message(t, true, "key %s is not bound (? for help)", key_label(ch, buf));
		return;
	}
	s = t->stack[t->depth - 1];
	if (!handle_screen(s, t, a))
		handle_global(t, a, force);
}

void tui_dispatch_key(struct tui *t, int ch, bool *force)
{
	dispatch_key(t, ch, force);
	tui_unpin(t);	/* a row kept by a policy change goes once left */
}

static void dispatch_mouse(struct tui *t, enum mouse_kind k, int y, int x)
{
	struct screen *s = t->stack[t->depth - 1];

	free(t->message);
	t->message = NULL;
	t->follow_end = false;
	if (k != MOUSE_CLICK) {
		enum action a = k == MOUSE_WHEEL_UP ? ACT_MOVE_UP : ACT_MOVE_DOWN;
		for (int i = 0; i < 3; i++)
			handle_screen(s, t, a);
		return;
	}
	{
		int rows, cols;
		draw_size(&rows, &cols);
		/* body rows only: not the title or status bar */
		if (y >= 1 && y < rows - 1 && x >= 0 && x < cols && s->ops->click)
			s->ops->click(s, t, y - 1, x);
	}
}

void tui_dispatch_mouse(struct tui *t, enum mouse_kind k, int y, int x)
{
	dispatch_mouse(t, k, y, x);
	tui_unpin(t);
}

static void loop(struct tui *t)
{
	bool dirty = true, force = false, busy = true;
	int timeout = INPUT_TIMEOUT_MS;	/* term_start's */

	while (!t->quit && !term_signal) {
		int ch;

		if (dirty) {
			tui_render(t, force);
			dirty = force = false;
		}
		/* keys first; while there is work (loading, a screen's idle
		 * work) only a look at the keyboard between its slices */
		if (timeout != (busy ? 0 : INPUT_TIMEOUT_MS)) {
			timeout = busy ? 0 : INPUT_TIMEOUT_MS;
			wtimeout(stdscr, timeout);
		}
		ch = wgetch(stdscr);
		if (ch == ERR && busy) {
			busy = dirty = tui_idle(t, LOAD_SLICE_S);
			continue;
		}
		if (ch == ERR) {
			/* timeout or interrupted: check the signal flag; pick up
			 * another gravel's annotation changes */
			if (ui_annot_idle(t))
				dirty = true;
			continue;
		}
		dirty = true;
		busy = true;	/* the key may leave work: look once */
		if (ch == KEY_RESIZE)
			continue;
		if (ch == KEY_MOUSE) {
			MEVENT me;
			if (getmouse(&me) != OK)
				continue;
			if (me.bstate & BUTTON4_PRESSED)
				tui_dispatch_mouse(t, MOUSE_WHEEL_UP, me.y, me.x);
#ifdef BUTTON5_PRESSED
			else if (me.bstate & BUTTON5_PRESSED)
				tui_dispatch_mouse(t, MOUSE_WHEEL_DOWN, me.y, me.x);
#endif
			else if (me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))
				tui_dispatch_mouse(t, MOUSE_CLICK, me.y, me.x);
			continue;
		}
		tui_dispatch_key(t, ch, &force);
	}
}

static struct diags *config_diags;	/* shown by the messages screen */
static bool start_teach;		/* tui_options.teach, for tui_start */

void tui_start(struct tui *t, struct workspace *ws, const struct diags *diags,
		      const struct diags *cfg, const char *source)
{
	size_t n = (diags ? diags->n + diags->dropped : 0) + (cfg ? cfg->n : 0);

	struct screen *first = NULL;

	tui_state_init(t, ws, diags, source);
	if (start_teach)	/* gravel teach: the lesson is the whole session */
		first = ui_teach_new(t);
	tui_push(t, first ? first : ui_list_new(t));
	if (n) {
		char key[32];
		tui_message(t, (diags && diags->errors) || (cfg && cfg->errors),
			    "%zu message%s while loading (%s to read)", n, n == 1 ? "" : "s",
			    action_key_labels(ACT_MESSAGES, 1, key, sizeof key));
	}
	ui_annot_open(t);	/* a message of its own when the file was bad */
}

void tui_stop(struct tui *t)
{
	while (t->depth > 0)
		tui_pop(t);
	ui_annot_close(t);
	tui_state_free(t);
}


const struct diags *tui_config_diags(void)
{
	return config_diags;
}

static const char *config_author;	/* the settings' author: */

const char *tui_config_author(void)
{
	return config_author;
}

int tui_run(struct workspace *ws, struct diags *diags, const struct tui_options *opt)
{
	struct tui t;
	struct diags cfg;
	struct looks lk;
	struct ws_loader *loader = NULL;
	struct strbuf said;	/* what a hang-up saved, for after the screen */
	int rc, sig;

	if (!ws->loaded) {
		/* the first problems now (errors: no screen, as before), the
		 * rest once the screen is up */
		loader = workspace_loader_new(ws);
		rc = workspace_loader_first(loader, diags);
		if (rc == EXIT_OK && diags->errors)
			rc = EXIT_DATAERR;
		if (rc != EXIT_OK) {
			workspace_loader_free(loader);
			return rc;
		}
	}
	diags_init(&cfg);
	looks_load(&lk, ws, opt, &cfg);	/* settings, keys, theme */
	config_diags = &cfg;
	config_author = lk.set.author;
	start_teach = opt->teach;
	if (opt->keys_file) {
		rc = tui_run_script(ws, diags, &cfg, loader, opt);
		config_diags = NULL;
		config_author = NULL;
		looks_free(&lk);
		diags_free(&cfg);
		return rc;
	}
	rc = term_start();
	if (rc != EXIT_OK) {
		workspace_loader_free(loader);
		config_diags = NULL;
		config_author = NULL;
		looks_free(&lk);
		diags_free(&cfg);
		return rc;
	}
	tui_start(&t, ws, diags, &cfg, opt->source);
	sb_init(&said);
	if (loader)
		tui_load_begin(&t, loader, diags);
	if (!opt->teach && opt->user_config)
		looks_restore(&t);	/* where the last session on ws was */
	loop(&t);
	if (term_signal == SIGHUP || term_signal == SIGTERM)
		for (int i = t.depth; i-- > 0;)	/* what was being typed is kept */
			if (t.stack[i]->ops->hangup)
				t.stack[i]->ops->hangup(t.stack[i], &t, &said);
	if (!opt->teach && opt->user_config)
		looks_remember(&t);
	rc = t.load_rc;	/* loading that failed fails the command (messages follow) */
	tui_stop(&t);
	term_stop();
	config_diags = NULL;
	config_author = NULL;
	looks_free(&lk);
	/* the screen is gone: config problems for the scrollback */
	diags_print(&cfg, stderr);
	diags_free(&cfg);
	if (said.len)
		fputs(said.data, stderr);
	sb_free(&said);
	sig = term_signal;
	if (sig) {
		/* the terminal is back; die of the signal as if never caught */
		struct sigaction sa;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = SIG_DFL;
		sigemptyset(&sa.sa_mask);
		sigaction(sig, &sa, NULL);
		raise(sig);
		return 128 + sig;
	}
	return rc;
}

int tui_dump_keys(const char *format, bool user_config)
{
	struct diags d;
	struct strbuf sb;
	int rc = EXIT_OK;

	diags_init(&d);
	keys_load(user_config, &d);
	diags_print(&d, stderr);
	if (d.errors)
		rc = EXIT_CONFIG;
	sb_init(&sb);
	if (keys_dump(format, &sb) != 0) {
		fprintf(stderr, "%s: --dump-keys: unknown format '%s' (man, yaml, text)\n",
			gravel_progname, format);
		rc = EXIT_USAGE;
	} else {
		fputs(sb.data, stdout);
	}
	sb_free(&sb);
	diags_free(&d);
	return rc;
}
