/* array.h - the number of elements of an array, counted by the compiler. */
#ifndef GRAVEL_ARRAY_H
#define GRAVEL_ARRAY_H

#include <stddef.h>

/* The number of elements of array a: a constant expression. Given a
 * pointer (an array parameter, a decayed array), sizeof would quietly
 * count the pointer's bytes instead; where the compiler can tell the two
 * apart, that does not compile. */
#if defined(__GNUC__)
#define ARRAY_MUST_BE_ARRAY(a) \
	(sizeof(struct { int not_an_array : __builtin_types_compatible_p(__typeof__(a), __typeof__(&(a)[0])) ? -1 : 1; }) * 0)
#else
#define ARRAY_MUST_BE_ARRAY(a) 0
#endif
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]) + ARRAY_MUST_BE_ARRAY(a))

#endif
