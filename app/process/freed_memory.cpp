#include "app/process/freed_memory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attnlab::app {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // Every block comes from the heap, not from mmap, so freeing it leaves it to be reused; up to 1 GiB of free
    // heap stays mapped. glibc serves at most 32 MiB from the heap under a threshold, and the N x N maps at
    // N = 4096 are 64 MiB: with mmap they were unmapped when freed and faulted in page by page (and zeroed by the
    // system) when the next change made them again, several times a change. One arena for every thread: a thread's
    // own arena is a heap of at most 64 MiB, and glibc maps a larger block for it whatever M_MMAP_MAX says.
    constexpr int kKeptFreeHeap = 1024 * 1024 * 1024;
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, kKeptFreeHeap);
#endif
}

} // namespace attnlab::app
