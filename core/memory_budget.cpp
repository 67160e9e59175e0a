#include "core/memory_budget.h"

#include "core/error.h"
#include "core/run_options.h"
#include "core/variant.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace attnlab::core {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr long long kSmallestBudgetMiB = 64;

// The largest n' <= n whose run fits, by bisection (the need grows with N for every variant), or 0 when none
// does.
int largestFittingN(const Variant& variant, int n, int d, int dv, int dm, bool causal, const Params& params,
    bool wantMap, double budget)
{
    int fits = 0;
    int over = n;
    while (over - fits > 1) {
        const int middle = fits + (over - fits) / 2;
        if (memoryNeedOf(variant, middle, d, dv, dm, causal, params, wantMap).total() <= budget)
            fits = middle;
        else
            over = middle;
    }
    return fits;
}

} // namespace

double memoryBudgetBytes()
{
    const char* text = std::getenv("ATTNLAB_MEMORY_BUDGET_MB");
    if (!text || !*text)
        return kDefaultMemoryBudgetBytes;
    char* end = nullptr;
    const long long mib = std::strtoll(text, &end, 10);
    if (*end != '\0' || mib < kSmallestBudgetMiB)
        throw Error("ATTNLAB_MEMORY_BUDGET_MB must be a whole number of MiB, at least "
            + std::to_string(kSmallestBudgetMiB) + ", got '" + text + "'");
    return static_cast<double>(mib) * kMiB;
}

MemoryNeed memoryNeedOf(const Variant& variant, int n, int d, int dv, int dm, bool causal, const Params& params,
    bool wantMap)
{
    MemoryNeed need;
    need.workingBytes = variant.analyticCost(n, d, dv, dm, causal, params).peakBytes;
    if (wantMap)
        need.mapBytes = static_cast<double>(n) * n * sizeof(float);
    return need;
}

void checkMemoryBudget(const Variant& variant, int n, int d, int dv, int dm, bool causal, const Params& params,
    const RunOptions& options)
{
    const double budget = memoryBudgetBytes();
    const MemoryNeed need = memoryNeedOf(variant, n, d, dv, dm, causal, params, options.wantMap);
    if (need.total() <= budget)
        return;
    std::string message = "'" + variant.info().id + "' at N = " + std::to_string(n) + " would need about "
        + bytesText(need.total());
    if (need.mapBytes > 0)
        message += " (" + bytesText(need.mapBytes) + " of it the N x N map)";
    message += ", more than the memory budget of " + bytesText(budget) + ": ";
    const int fitting = largestFittingN(variant, n, d, dv, dm, causal, params, options.wantMap, budget);
    if (fitting > 0)
        message += "lower N to " + std::to_string(fitting) + " or less";
    else
        message += "lower d, dv or the variant's parameters";
    if (need.mapBytes > 0 && need.workingBytes <= budget)
        message += ", or leave the map out (on the command line, without --out-map; the window always draws it)";
    message += " (ATTNLAB_MEMORY_BUDGET_MB sets the budget)";
    throw Error(message);
}

std::string bytesText(double bytes)
{
    const char* units[] = { "bytes", "KiB", "MiB", "GiB", "TiB" };
    int unit = 0;
    while (bytes >= 1024.0 && unit < 4) {
        bytes /= 1024.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, bytes < 10.0 && unit > 0 ? "%.1f %s" : "%.0f %s", bytes, units[unit]);
    return text;
}

} // namespace attnlab::core
