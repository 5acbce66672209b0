#!/bin/sh
# embed.sh NAME FILE: print a C file defining `const char NAME[]` and
# `const size_t NAME_len` holding FILE's bytes. Used for the demo workspace.
set -e
name=$1
file=$2
printf '/* generated from %s by embed.sh; do not edit */\n#include <stddef.h>\n' "$file"
printf 'const char %s[] = {\n' "$name"
od -An -v -tx1 "$file" | sed -e 's/ *$//' -e 's/^ *//' -e 's/ \{1,\}/, 0x/g' -e 's/^/0x/' -e 's/$/,/' -e '/^0x,$/d'
printf '0x00 };\nconst size_t %s_len = sizeof %s - 1;\n' "$name" "$name"
