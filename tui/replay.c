/* replay.c - script mode: replay a key script (script.h) through the same
 * dispatch and drawing as the terminal, on the virtual screen, then write
 * the screen; with --stats, the time to the first frame, the median and
 * 99th percentile time per event and the peak memory. */
#include "config.h"
#include "replay.h"
#include "script.h"
#include "looks.h"
#include "workspace.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int dump_screen(FILE *fp, bool roles)
{
	return draw_virtual_dump(fp, roles);
}

/* Script mode: replay sc on a virtual screen. */
static int run_script(struct tui *t, const struct script *sc, const struct tui_options *opt,
		      double first_frame)
{
	struct output out;
	double *times = xcalloc(sc->n + 1, sizeof *times);
	size_t nt = 0, nidle = 0;
	double idle_max = 0;
	bool force = false;
	int rc = EXIT_OK;

	if (output_open(&out, opt->dump_file) != 0) {
		fprintf(stderr, "%s: %s: %s\n", gravel_progname, opt->dump_file, strerror(errno));
		free(times);
		return EXIT_IOERR;
	}
	for (size_t i = 0; i < sc->n && !t->quit; i++) {
		const struct script_event *ev = &sc->v[i];
		double t1 = now_seconds();

		switch (ev->kind) {
		case SC_KEY:
			tui_dispatch_key(t, ev->key, &force);
			break;
		case SC_CLICK:
			tui_dispatch_mouse(t, MOUSE_CLICK, ev->a, ev->b);
			break;
		case SC_WHEEL_UP:
		case SC_WHEEL_DOWN:
			tui_dispatch_mouse(t, ev->kind == SC_WHEEL_UP ? MOUSE_WHEEL_UP : MOUSE_WHEEL_DOWN,
				       ev->a, ev->b);
			break;
		case SC_RESIZE:
			draw_virtual_resize(ev->b, ev->a);
			break;
		case SC_DUMP:
			dump_screen(out.fp, opt->dump_roles);
			fputs("\f\n", out.fp);
			continue;
		}
		if (!t->quit)
			tui_render(t, force);
		force = false;
		times[nt++] = (now_seconds() - t1) * 1000.0;
		/* what the terminal does between keys (tui_idle: the rest of a
		 * screen's work), done before the next event so every dump is
		 * the settled screen; timed apart from the keys */
		while (!t->quit) {
			double t2 = now_seconds(), dt;
			if (!tui_idle(t, 1e9))
				break;
			tui_render(t, false);
			dt = (now_seconds() - t2) * 1000.0;
			nidle++;
			idle_max = dt > idle_max ? dt : idle_max;
		}
	}
	dump_screen(out.fp, opt->dump_roles);	/* the last frame drawn */
	if (output_commit(&out) != 0) {
		fprintf(stderr, "%s: %s: %s\n", gravel_progname,
			opt->dump_file ? opt->dump_file : "-", strerror(errno));
		rc = EXIT_IOERR;
	}
	if (opt->stats) {
		struct rusage ru;
		double med = 0, p99 = 0;
		qsort(times, nt, sizeof *times, cmp_double);
		if (nt) {
			med = times[nt / 2];
			p99 = times[(size_t)((double)(nt - 1) * 0.99)];
		}
		getrusage(RUSAGE_SELF, &ru);
		fprintf(stderr,
			"first-frame: %.1f ms\nkeys: %zu\nper-key median: %.3f ms\n"
			"per-key p99: %.3f ms\nper-key max: %.3f ms\npeak-rss: %ld KiB\n",
			first_frame * 1000.0, nt, med, p99, nt ? times[nt - 1] : 0.0,
			(long)ru.ru_maxrss);
		fprintf(stderr, "between keys: %zu slices, max %.3f ms\n", nidle, idle_max);
	}
	free(times);
	return rc;
}

int tui_run_script(struct workspace *ws, struct diags *diags, struct diags *cfg,
		   struct ws_loader *loader, const struct tui_options *opt)
{
	struct script sc = { 0 };
	struct diags d;
	struct tui t;
	double first_frame;
	int rc;

	diags_init(&d);
	rc = script_read(opt->keys_file, &sc, &d);
	if (rc != EXIT_OK) {
		diags_print(&d, stderr);
		diags_free(&d);
		script_free(&sc);
		workspace_loader_free(loader);
		return rc;
	}
	diags_free(&d);
	draw_virtual_begin(opt->rows > 0 ? opt->rows : 30, opt->cols > 0 ? opt->cols : 100);
	tui_start(&t, ws, diags, cfg, opt->source);
	if (loader)
		tui_load_begin(&t, loader, diags);
	if (opt->restore && opt->user_config)
		looks_restore(&t);
	tui_render(&t, false);
	first_frame = now_seconds() - opt->t0;
	/* deterministic: every run is in before the first key, on screen */
	if (t.loader) {
		tui_load_finish(&t);
		tui_render(&t, false);
	}
	rc = t.load_rc;
	if (rc == EXIT_OK)
		rc = run_script(&t, &sc, opt, first_frame);
	if (opt->restore && opt->user_config)
		looks_remember(&t);
	tui_stop(&t);
	draw_virtual_end();
	script_free(&sc);
	return rc;
}

