#!/bin/sh
# dist.sh - what a packager and a user are told of gravel's licence: the
# distribution (make distdir, the tree make dist tars) holds LICENSE with
# the MIT text and README.md; `gravel --version` names the licence; the
# man pages carry a COPYRIGHT section.
set -u
SRCDIR=${SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}
. "$SRCDIR/tests/lib.sh"
lib_init
lib_tmpdir
lib_tap
BUILDDIR=$(cd "$(dirname "$GRAVEL")" && pwd)

"$GRAVEL" --version >"$LIB_TMP/v.txt"
rc=$?
[ $rc = 0 ] && head -n 1 "$LIB_TMP/v.txt" | grep -q '^gravel [0-9][0-9.]*$' &&
	ok "--version: the first line is gravel VERSION" || not_ok "--version: $(head -n 1 "$LIB_TMP/v.txt") (exit $rc)"
grep -q 'MIT licence' "$LIB_TMP/v.txt" && ok "--version names the MIT licence" ||
	not_ok "--version: $(cat "$LIB_TMP/v.txt")"

grep -q '^Permission is hereby granted, free of charge' "$SRCDIR/LICENSE" 2>/dev/null &&
	grep -q '^Copyright (c) 2026 the gravel authors$' "$SRCDIR/LICENSE" &&
	ok "LICENSE holds the MIT text and the copyright line" || not_ok "LICENSE missing or not MIT"

if make -s -C "$BUILDDIR" distdir distdir="$LIB_TMP/dist" >"$LIB_TMP/distdir.log" 2>&1; then
	for f in LICENSE README.md configure Makefile.in man/gravel.1; do
		[ -f "$LIB_TMP/dist/$f" ] && ok "the distribution holds $f" || not_ok "the distribution lacks $f"
	done
	cmp -s "$SRCDIR/LICENSE" "$LIB_TMP/dist/LICENSE" || not_ok "the distribution's LICENSE differs"
else
	not_ok "make distdir failed: $(tail -3 "$LIB_TMP/distdir.log")"
fi
grep -q '^dist_doc_DATA = .*LICENSE' "$SRCDIR/Makefile.am" && ok "make install puts LICENSE under docdir" ||
	not_ok "LICENSE is not installed"

for m in man/gravel.1 man/gravel-formats.5 man/gravel-config.5; do
	grep -q '^\.SH COPYRIGHT' "$SRCDIR/$m" && ok "$m has a COPYRIGHT section" || not_ok "$m: no COPYRIGHT section"
done
grep -q '^## Licence' "$SRCDIR/README.md" && ok "README ends with a Licence section" || not_ok "README: no Licence section"
lib_tap_end dist
