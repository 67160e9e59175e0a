#pragma once

// The memory one run of a variant may take, checked before it allocates anything (issue #19): a setup that would
// need more (an N x N map at N = 65,536 is 16 GiB) is refused with a message that says what to lower, instead of
// the process being killed by the system half-way through.

#include <cstdint>
#include <optional>
#include <string>

namespace attnlab::core {

class Variant;
class Params;
struct RunOptions;

// 4 GiB by default: a sixth of the development machine's memory, far above every linear-cost variant at
// N = 65,536 (at most 256 MB, docs/performance.md) and every map the window draws (N <= 4096: 64 MiB). The
// environment variable ATTNLAB_MEMORY_BUDGET_MB sets another budget in MiB (a whole number from 64 up).
constexpr double kDefaultMemoryBudgetBytes = 4.0 * 1024 * 1024 * 1024;
double memoryBudgetBytes();

// What one run needs: the variant's working buffers (its analytic cost's peak bytes) plus the N x N map when it
// is asked for.
struct MemoryNeed {
    double workingBytes = 0;
    double mapBytes = 0;
    double total() const { return workingBytes + mapBytes; }
};
MemoryNeed memoryNeedOf(const Variant& variant, int n, int d, int dv, int dm, bool causal, const Params& params,
    bool wantMap);

// Throws Error when the run would need more than the budget: how much it needs, the budget, and the largest N
// that fits (and, when the map alone is over, that leaving the map out would fit).
void checkMemoryBudget(const Variant& variant, int n, int d, int dv, int dm, bool causal, const Params& params,
    const RunOptions& options);

// "16 GiB", "512 MiB": bytes for a message.
std::string bytesText(double bytes);

} // namespace attnlab::core
