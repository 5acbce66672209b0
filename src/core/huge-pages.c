/* huge-pages.c - transparent huge pages for the heap and big blocks. */
#include "config.h"
#include "util.h"
#include "heap-advise.h"

#ifdef HAVE_MALLOPT
#include <malloc.h>
#endif
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

/* Advise a block of 4 MiB or more for transparent huge pages (advice
 * only). */
void advise_block(void *p, size_t size)
{
#ifdef MADV_HUGEPAGE
	if (size >= (4u << 20)) {
		uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
		uintptr_t e = ((uintptr_t)p + size) & ~(uintptr_t)4095;
		if (e > a)
			(void)madvise((void *)a, e - a, MADV_HUGEPAGE);
	}
#else
	(void)p;
	(void)size;
#endif
}

_Atomic uintptr_t huge_heap_end;

/* The heap grew past was to end: advise the growth, once (a thread that
 * loses the race leaves it to the winner). Apart, so that heap_advise
 * stays small enough to inline into every allocation. */
void heap_grew(uintptr_t was, uintptr_t end)
{
#ifdef MADV_HUGEPAGE
	if (atomic_compare_exchange_strong(&huge_heap_end, &was, end))
		(void)madvise((void *)was, end - was, MADV_HUGEPAGE);
#else
	(void)was;
	(void)end;
#endif
}

void *xmalloc_large(size_t size)
{
	void *p = xmalloc(size);

	/* else xmalloc's heap_advise has done it */
	if (!atomic_load_explicit(&huge_heap_end, memory_order_relaxed))
		advise_block(p, size);
	return p;
}

void heap_prefer_huge_pages(void)
{
#if defined(HAVE_MALLOPT) && defined(HAVE_SBRK) && defined(MADV_HUGEPAGE) && \
	defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
	const uintptr_t huge = (uintptr_t)2 << 20, reserve = (uintptr_t)64 << 20;
	struct rlimit as, data;
	uintptr_t a, e;
	void *p;
	char *end;

	/* under a memory cap (ulimit -v or -d) the reserve could be what
	 * does not fit: glibc asks for the padding even when it falls back
	 * to mmap, so a 64 MiB cap failed a 64 KiB allocation */
	if (getrlimit(RLIMIT_AS, &as) != 0 || getrlimit(RLIMIT_DATA, &data) != 0 ||
	    as.rlim_cur != RLIM_INFINITY || data.rlim_cur != RLIM_INFINITY)
		return;
	if (!mallopt(M_TOP_PAD, (int)reserve) || !mallopt(M_MMAP_THRESHOLD, 32 << 20) ||
	    !mallopt(M_TRIM_THRESHOLD, 2 * (int)reserve))
		return;
#ifdef M_ARENA_MAX
	/* worker threads allocate from this heap too: an arena of their own
	 * is mmap'd apart, never advised, faults in each 4 KiB page alone, and
	 * keeps what a thread's run freed resident while the next run's blocks
	 * land elsewhere in it (score's peak grew with the number of runs) */
	(void)mallopt(M_ARENA_MAX, 1);
#endif
	p = malloc(1);	/* grows the heap by the reserve */
	end = sbrk(0);
	if (!p || end == (char *)-1) {
		free(p);
		return;
	}
	/* the whole huge pages between this block and the break; nothing
	 * when malloc does not carve from the break (p above it) */
	a = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	e = (uintptr_t)end & ~(huge - 1);
	if (e > a && e - a <= 2 * reserve && madvise((void *)a, e - a, MADV_HUGEPAGE) == 0)
		huge_heap_end = e;	/* and the heap's growth from there (heap_advise) */
	free(p);
#endif
}
