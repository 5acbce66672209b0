#!/bin/sh
# man.sh - the man pages a user reads are complete and current: the built
# gravel(1) has no placeholder left (@VERSION@, @KEYS@, @TEACH@), its teach
# section lists every lesson of `gravel teach --help`, and the generated
# parts kept in the source tree (man/gravel-teach.inc, man/gravel.1, read
# in a checkout with man -l man/gravel.1) equal what the program and the
# template give now (`make update-man` rewrites them).
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap

# the page a checkout reads and make install installs (unless rebuilt)
built=$SRCDIR/man/gravel.1
if [ ! -f "$built" ]; then
	not_ok "man/gravel.1 is missing from the source tree (make update-man)"
else
	n=$(grep -c '@[A-Z]*@' "$built")
	[ "$n" = 0 ] && ok "no placeholder left in gravel.1" ||
		not_ok "$n placeholders left in gravel.1: $(grep -m1 '@[A-Z]*@' "$built")"
	version=$("$GRAVEL" --version | sed -n '1s/^gravel //p')
	grep -q "^\.TH GRAVEL 1 .*\"gravel $version\"" "$built" &&
		ok "the footer names the version ($version)" || not_ok "footer: $(head -1 "$built")"
	missing=
	for t in $("$GRAVEL" teach --help | sed -n 's/^  \([a-z_][a-z_]*\)  .*/\1/p'); do
		grep -q "^\.B $t\$" "$built" || missing="$missing $t"
	done
	[ -z "$missing" ] && ok "the teach section lists every lesson of teach --help" ||
		not_ok "the teach section misses:$missing"
	# current: what the template, the program's tables and its version give now
	# (the rule of man/gravel.1 in Makefile.am)
	"$GRAVEL" teach --dump-tasks man >"$LIB_TMP/t.inc"
	"$GRAVEL" browse --no-config --dump-keys man >"$LIB_TMP/k.inc"
	"$GRAVEL" score --dump-kinds man >"$LIB_TMP/w.inc"
	"$GRAVEL" --dump-options man >"$LIB_TMP/o.inc"
	sed -e "/^@KEYS@\$/{r $LIB_TMP/k.inc" -e 'd;}' -e "/^@TEACH@\$/{r $LIB_TMP/t.inc" -e 'd;}' \
		-e "/^@KINDS@\$/{r $LIB_TMP/w.inc" -e 'd;}' \
		-e "/^@OPTIONS@\$/{r $LIB_TMP/o.inc" -e 'd;}' \
		-e "s|@VERSION@|$version|g" "$SRCDIR/man/gravel.1.in" >"$LIB_TMP/gravel.1"
	cmp -s "$built" "$LIB_TMP/gravel.1" && ok "man/gravel.1 in the source tree is current" || {
		not_ok "man/gravel.1 in the source tree is stale (make update-man)"
		diff "$LIB_TMP/gravel.1" "$built" | head -10 | sed 's/^/    /'
	}
	# gravel-formats(5) documents every kind of the taxonomy table
	missing=
	for k in $("$GRAVEL" score --dump-kinds man | sed -n 's/^\.B \(.*\)$/\1/p'); do
		grep -q "^\.B $(echo "$k" | sed 's/-/\\\\-/g')\$" "$SRCDIR/man/gravel-formats.5" ||
			missing="$missing $k"
	done
	[ -z "$missing" ] && ok "gravel-formats(5) documents every kind and outcome" ||
		not_ok "gravel-formats(5) misses:$missing"
	files=$(sed -n '/^\.SH FILES/,/^\.SH E/p' "$built" | grep -o '/[a-z/]*/share/gravel' | sort -u)
	examples=$(sed -n '/^\.SH EXAMPLES/,/^\.SH /p' "$built" | grep -o '/[a-z/]*/share/gravel' | sort -u)
	[ -z "$examples" ] || [ "$examples" = "$files" ] &&
		ok "EXAMPLES and FILES name the same data directory" ||
		not_ok "EXAMPLES use $examples, FILES $files"
	if command -v man >/dev/null 2>&1; then
		MANWIDTH=80 man -l "$built" >"$LIB_TMP/page" 2>"$LIB_TMP/err" &&
			grep -q "teach" "$LIB_TMP/page" && ok "man -l man/gravel.1 reads in a checkout" ||
			not_ok "man -l man/gravel.1: $(head -1 "$LIB_TMP/err")"
	fi
fi
# a built copy (make man/gravel.1, make install) has no placeholder either.
# Whether a build directory has one depends on the checkout's file times
# (make rebuilds it only when gravel.1.in looks newer), so the check is
# always counted: the same number of checks every run
if [ -f man/gravel.1 ] && [ "$(cd man && pwd)" != "$SRCDIR/man" ]; then
	[ "$(grep -c '@[A-Z]*@' man/gravel.1)" = 0 ] && ok "no placeholder in the built man/gravel.1" ||
		not_ok "placeholders in the built man/gravel.1"
else
	ok "no placeholder in the built man/gravel.1 (skipped: no copy built here)"
fi
"$GRAVEL" teach --dump-tasks man >"$LIB_TMP/teach.inc"
cmp -s "$LIB_TMP/teach.inc" "$SRCDIR/man/gravel-teach.inc" &&
	ok "man/gravel-teach.inc is current" || not_ok "man/gravel-teach.inc is stale (make update-man)"
for page in gravel-config.5 gravel-formats.5; do
	[ -s "$SRCDIR/man/$page" ] && ! grep -q '@[A-Z]*@' "$SRCDIR/man/$page" &&
		ok "$page is complete" || not_ok "$page: missing or has placeholders"
done
# what a session meets in the TUI and on special files is in gravel(1):
# the picker's '!' mark, the answered filter of one log folder, the search
# prompt's scope and the all-runs search, the refusal of what is not a
# regular file (exit 66)
for phrase in 'marks with' 'the runs made on graphs other' 'sets the' 'answered' \
	'of the current run only' 'all\-runs=' 'not a regular file' '(exit 66)'; do
	grep -qF -- "$phrase" "$SRCDIR/man/gravel.1.in" || echo "$phrase" >>"$LIB_TMP/absent"
done
[ ! -s "$LIB_TMP/absent" ] && ok "gravel(1) describes the picker's !, answered, the search scopes, special files" ||
	not_ok "gravel(1) does not say: $(tr '\n' ';' <"$LIB_TMP/absent")"
# --help fits an 80-column terminal: every line of gravel --help and of each
# command's (the usage lines are wrapped; score's was 258 columns)
for c in "" $("$GRAVEL" --help | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p'); do
	"$GRAVEL" $c --help 2>&1 | awk -v c="${c:-gravel}" 'length($0) > 79 { print c ": " length($0) " columns: " substr($0, 1, 40) }' >>"$LIB_TMP/wide"
done
wide=$(head -3 "$LIB_TMP/wide")
[ -z "$wide" ] && ok "every --help line fits in 79 columns" || not_ok "--help lines too wide: $wide"

lib_tap_end man
