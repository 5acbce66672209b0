/* heap-advise.h - the huge-page advice after each allocation, for alloc.c
 * and huge-pages.c only: inline, since it runs in every allocation. */
#ifndef GRAVEL_HEAP_ADVISE_H
#define GRAVEL_HEAP_ADVISE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

/* Set by heap_prefer_huge_pages: the end (2 MiB aligned) of the heap
 * advised for huge pages so far; 0 when that advice is not in effect.
 * Atomic: a reader thread (pipeline.h) allocates too. */
extern _Atomic uintptr_t huge_heap_end;
void heap_grew(uintptr_t was, uintptr_t end);
void advise_block(void *p, size_t size);

/* After an allocation, in a process that prefers huge pages: advise what
 * the heap grew by since the last look, and a block of 4 MiB or more
 * (mmap'd past 32 MiB). Without it, memory past the first reserve comes
 * in 4 KiB pages, each first touch a page fault: a score of many small
 * answers, which grows the heap in small steps all along, pays one fault
 * per 4 KiB where a huge page takes one per 2 MiB. */
static inline void heap_advise(void *p, size_t size)
{
#if defined(HAVE_SBRK) && defined(MADV_HUGEPAGE)
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t end, was = atomic_load_explicit(&huge_heap_end, memory_order_relaxed);
	void *brk;

	if (!was)
		return;
	brk = sbrk(0);
	end = brk == (void *)-1 ? 0 : (uintptr_t)brk & ~(huge - 1);
	if (end > was)
		heap_grew(was, end);
	advise_block(p, size);
#else
	(void)p;
	(void)size;
#endif
}

#endif
