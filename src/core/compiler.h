/* compiler.h - function attributes for the compilers that have them. */
#ifndef GRAVEL_COMPILER_H
#define GRAVEL_COMPILER_H


#if defined(__GNUC__)
#define ATTR_MALLOC __attribute__((malloc))
#define ATTR_ALLOC_SIZE(...) __attribute__((alloc_size(__VA_ARGS__)))
#define ATTR_FORMAT(a, b) __attribute__((format(printf, a, b)))
#define ATTR_NORETURN __attribute__((noreturn))
#define ATTR_UNUSED __attribute__((unused))
/* a small helper whose constant arguments should fold at every call */
#define ATTR_INLINE inline __attribute__((always_inline))
#else
#define ATTR_MALLOC
#define ATTR_ALLOC_SIZE(...)
#define ATTR_FORMAT(a, b)
#define ATTR_NORETURN
#define ATTR_UNUSED
#define ATTR_INLINE inline
#endif

#endif
