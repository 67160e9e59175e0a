#include "core/variants/pattern/pattern_building.h"

#include "core/run_options.h"

#include <algorithm>

namespace attnlab::core {

namespace {

// Cancellation is checked between groups of rows: often enough to stop quickly, rarely enough to cost nothing.
constexpr int kRowsBetweenCancelChecks = 4096;

// Rounding towards minus infinity (C++ division rounds towards zero); denominator > 0.
long long floorDivide(long long numerator, long long denominator)
{
    const long long quotient = numerator / denominator;
    return (numerator % denominator != 0 && numerator < 0) ? quotient - 1 : quotient;
}

long long ceilDivide(long long numerator, long long denominator)
{
    return -floorDivide(-numerator, denominator);
}

// The band multipliers m in [-radius, radius] whose key i + m*step lies in [low, high].
struct MultiplierRange {
    long long first;
    long long last;
};

MultiplierRange dilatedMultipliers(int i, long long radius, long long step, long long low, long long high)
{
    return { std::max(-radius, ceilDivide(low - i, step)), std::min(radius, floorDivide(high - i, step)) };
}

} // namespace

void appendKeyRange(long long first, long long last, int lastKey, std::vector<int>& keys)
{
    const long long begin = std::max(0LL, first);
    const long long end = std::min(static_cast<long long>(lastKey), last);
    for (long long j = begin; j <= end; ++j)
        keys.push_back(static_cast<int>(j));
}

std::int64_t keyRangeCount(long long first, long long last, int lastKey)
{
    const long long begin = std::max(0LL, first);
    const long long end = std::min(static_cast<long long>(lastKey), last);
    return std::max(0LL, end - begin + 1);
}

void appendDilatedBand(int i, long long radius, long long step, int lastKey, std::vector<int>& keys)
{
    const MultiplierRange range = dilatedMultipliers(i, radius, step, 0, lastKey);
    for (long long m = range.first; m <= range.last; ++m)
        keys.push_back(static_cast<int>(i + m * step));
}

std::int64_t dilatedBandCount(int i, long long radius, long long step, long long low, long long high)
{
    if (low > high)
        return 0;
    const MultiplierRange range = dilatedMultipliers(i, radius, step, low, high);
    return std::max(0LL, range.last - range.first + 1);
}

void appendResidueClass(int i, long long stride, int lastKey, std::vector<int>& keys)
{
    for (long long j = i % stride; j <= lastKey; j += stride)
        keys.push_back(static_cast<int>(j));
}

std::int64_t residueClassCount(int i, long long stride, int lastKey)
{
    const long long smallest = i % stride;
    return smallest > lastKey ? 0 : (lastKey - smallest) / stride + 1;
}

void appendGlobalRow(int i, long long tokens, int lastKey, std::vector<int>& keys)
{
    if (i < tokens)
        appendKeyRange(0, lastKey, lastKey, keys);
    else
        appendKeyRange(0, tokens - 1, lastKey, keys);
}

std::int64_t globalRowCount(int i, long long tokens, int lastKey)
{
    if (i < tokens)
        return lastKey + 1;
    // i >= tokens, and lastKey >= i, so all the global keys are allowed and i is not one of them.
    return tokens + 1;
}

Pattern buildPattern(int n, bool causal, const RowKeys& appendRow, const CancelFlag& cancel)
{
    PatternBuilder builder(n);
    std::vector<int> keys;
    for (int i = 0; i < n; ++i) {
        if (i % kRowsBetweenCancelChecks == 0)
            cancel.throwIfCancelled();
        const int lastKey = causal ? i : n - 1;
        keys.clear();
        appendRow(i, lastKey, keys);
        keys.push_back(i);
        // The appenders already stop at lastKey; this keeps the kernel's precondition whatever a variant appends.
        keys.erase(std::remove_if(keys.begin(), keys.end(), [lastKey](int j) { return j > lastKey; }), keys.end());
        builder.addRow(keys);
    }
    return builder.finish();
}

Cost patternAttentionCost(int n, int d, int dv, bool causal, const RowSize& rowSize)
{
    std::int64_t pairs = 0;
    std::int64_t longestRow = 0;
    for (int i = 0; i < n; ++i) {
        const std::int64_t size = rowSize(i, causal ? i : n - 1);
        pairs += size;
        longestRow = std::max(longestRow, size);
    }
    const int threads = std::min(effectiveThreads(RunOptions {}), std::max(n, 1));
    // The same terms as attendOverPattern: CSR offsets (n + 1 int64) and columns (int32), O, and the weights.
    const double patternBytes = 8.0 * (static_cast<double>(n) + 1.0) + 4.0 * static_cast<double>(pairs);
    Cost cost;
    cost.madds = static_cast<double>(pairs) * (d + dv);
    cost.peakBytes = patternBytes
        + 4.0 * (static_cast<double>(n) * dv + static_cast<double>(longestRow) * static_cast<double>(threads));
    return cost;
}

} // namespace attnlab::core
