#include "core/run_options.h"

#include <algorithm>
#include <thread>

namespace attnlab::core {

int effectiveThreads(const RunOptions& options)
{
    if (options.threads > 0)
        return options.threads;
    return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace attnlab::core
