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

} // namespace attnlab::app
