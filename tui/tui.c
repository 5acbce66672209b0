/* tui.c - the terminal: start and restore it, the screen stack and the
 * key loop.
 *
 * The terminal is restored on every way out: the normal quit, exit() (an
 * atexit handler), gravel_fatal() (the fatal hook) and SIGINT, SIGTERM and
 * SIGHUP. The signal handler only records the signal (it is async-signal-
 * safe); the loop, woken by the interrupted read or its input timeout,
 * restores the terminal and re-raises the signal with its default action,
 * so the exit status still tells the parent what happened. */
#include "config.h"
#include "tui.h"
#include "ui.h"
#include "text.h"
#include "tui-curses.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define INPUT_TIMEOUT_MS 200	/* upper bound on reacting to a signal */
#define ESC_DELAY_MS 25

/* The terminal state is process-wide by nature: the atexit handler, the
 * fatal hook and the signal handler can only reach it through statics. */
static SCREEN *term_screen;
static bool term_active;
static volatile sig_atomic_t term_signal;

static const int caught_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define NSIGNALS (sizeof caught_signals / sizeof *caught_signals)
static struct sigaction saved_actions[NSIGNALS];

static void on_signal(int sig)
{
	term_signal = sig;
}

/* Restore the terminal; safe to call any number of times. */
static void term_restore(void)
{
	if (!term_active)
		return;
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
	term_screen = newterm(NULL, stdout, stdin);
	if (!term_screen) {
		const char *term = getenv("TERM");
		signals_restore();
		fprintf(stderr, "%s: cannot use terminal type '%s'\n", gravel_progname,
			term ? term : "(unset)");
		return EXIT_IOERR;
	}
	set_term(term_screen);
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
	draw_setup();
	return EXIT_OK;
}

static void term_stop(void)
{
	gravel_set_fatal_hook(NULL);
	term_release();
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

static void render(struct tui *t, bool force)
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
	s->body_rows = rows - 2;
	s->body_cols = cols;
	s->ops->draw(s, t, 1, rows - 2, cols);
	s->ops->status(s, t, &hints, &pos);
	draw_bar(0, cols, ROLE_TITLE, title.data, NULL);
	if (t->message) {
		draw_bar(rows - 1, cols, ROLE_STATUS, NULL, pos.data);
		draw_text(rows - 1, 1, cols - 4 - (int)text_width(pos.data),
			  t->message_error ? ROLE_ERROR : ROLE_STATUS, t->message);
	} else {
		draw_bar(rows - 1, cols, ROLE_STATUS, hints.data, pos.data);
	}
	sb_free(&title);
	sb_free(&hints);
	sb_free(&pos);
	draw_end();
}

/* What a key means when the screen on top has no use for it. */
static void handle_global(struct tui *t, enum action a, bool *force)
{
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
	case ACT_REDRAW:
		*force = true;
		break;
	default:
		break;
	}
}

static void loop(struct tui *t)
{
	bool dirty = true, force = false;

	while (!t->quit && !term_signal) {
		int ch;
		enum action a;
		struct screen *s;

		if (dirty) {
			render(t, force);
			dirty = force = false;
		}
		ch = wgetch(stdscr);
		if (ch == ERR)
			continue;	/* timeout or interrupted: check the signal flag */
		dirty = true;
		if (ch == KEY_RESIZE)
			continue;
		free(t->message);
		t->message = NULL;
		a = keys_action(ch);
		if (a == ACT_NONE) {
			char buf[16];
			tui_message(t, true, "key %s is not bound (? for help)", key_label(ch, buf));
			continue;
		}
		s = t->stack[t->depth - 1];
		if (!s->ops->handle(s, t, a))
			handle_global(t, a, &force);
	}
}

static void tui_init(struct tui *t, const struct problemset *ps, const struct diags *diags,
		     const char *source)
{
	memset(t, 0, sizeof *t);
	browse_init(&t->browse, ps);
	t->diags = diags;
	t->source = text_clean(source);
	tui_push(t, ui_list_new(t));
	if (diags && diags->n) {
		char key[32];
		size_t n = diags->n + diags->dropped;
		tui_message(t, diags->errors > 0, "%zu message%s while loading (%s to read)", n,
			    n == 1 ? "" : "s", action_key_labels(ACT_MESSAGES, 1, key, sizeof key));
	}
}

static void tui_free(struct tui *t)
{
	while (t->depth > 0)
		tui_pop(t);
	browse_free(&t->browse);
	free(t->source);
	free(t->message);
}

int tui_run(const struct problemset *ps, const struct diags *diags, const char *source)
{
	struct tui t;
	int rc, sig;

	rc = term_start();
	if (rc != EXIT_OK)
		return rc;
	tui_init(&t, ps, diags, source);
	loop(&t);
	tui_free(&t);
	term_stop();
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
	return EXIT_OK;
}
