/* huge-pages.h - advice to back the heap and big blocks with transparent
 * huge pages. */
#ifndef GRAVEL_HUGE_PAGES_H
#define GRAVEL_HUGE_PAGES_H

#include <stddef.h>

#include "compiler.h"

/* xmalloc_large: xmalloc for a solver's big array, on transparent huge
 * pages where the system offers them on request (fewer page faults and
 * TLB misses on random access); freed with free(). */
void *xmalloc_large(size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1);
/* heap_prefer_huge_pages: call first thing in main. The heap is reserved
 * 64 MiB at a time and that reserve advised for transparent huge pages,
 * and blocks up to 32 MiB come from the heap, not from mmap: reading and
 * scoring NLGraph's logs faulted in each 4 KiB page alone (9,730 faults,
 * a quarter of `score`'s CPU on a VM). From then on xmalloc, xcalloc and
 * xrealloc advise what the heap grew by and blocks of 4 MiB or more too
 * (large inputs: 200,000 answers). Threads allocate from that heap too,
 * not from arenas of their own. Advice only; a no-op where malloc
 * is not glibc's sbrk heap (sanitizers), huge pages are off, or the
 * process runs under a memory cap (ulimit -v or -d). */
void heap_prefer_huge_pages(void);

#endif
