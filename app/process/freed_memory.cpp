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
    // Larger blocks too (sinkhorn's pattern at N = 65,536 is 67 MB): with no mmap for large requests the main
    // thread's heap serves them and keeps them when freed. A worker thread's arena, whose heaps are at most 64 MiB,
    // still maps a block larger than that (glibc falls back to mmap), so nothing fails.
    mallopt(M_MMAP_MAX, 0);
#endif
}

} // namespace attnlab::app
