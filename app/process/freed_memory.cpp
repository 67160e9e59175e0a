#include "app/process/freed_memory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attnlab::app {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // Blocks up to 32 MiB (glibc's largest heap threshold) come from the heap, not from mmap, so freeing them
    // leaves them to be reused; up to 1 GiB of free heap stays mapped.
    constexpr int kLargestHeapBlock = 32 * 1024 * 1024;
    constexpr int kKeptFreeHeap = 1024 * 1024 * 1024;
    mallopt(M_MMAP_THRESHOLD, kLargestHeapBlock);
    mallopt(M_TRIM_THRESHOLD, kKeptFreeHeap);
#endif
}

void keepEveryFreedBlockForReuse()
{
#if defined(__GLIBC__)
    // Above the threshold glibc maps each block and unmaps it when freed: the 64 MiB maps of N = 4096 were
    // faulted in page by page (and zeroed by the system) again by every change, several times a change. One
    // arena for every thread: a thread's own arena is a heap of at most 64 MiB, and glibc maps a larger block for
    // it whatever M_MMAP_MAX says.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_MAX, 0);
#endif
}

} // namespace attnlab::app
