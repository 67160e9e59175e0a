#include "core/cost_promise.h"

namespace attnlab::core {

std::string CostPromise::bigO() const
{
    switch (growth) {
    case CostGrowth::Linear:
        return "O(N)";
    case CostGrowth::LinearLog:
        return "O(N log N)";
    case CostGrowth::ThreeHalves:
        return "O(N^1.5)";
    case CostGrowth::Quadratic:
        return "O(N^2)";
    case CostGrowth::Cubic:
        return "O(N^3)";
    }
    return "O(N^2)";
}

std::string CostPromise::growthId() const
{
    switch (growth) {
    case CostGrowth::Linear:
        return "n";
    case CostGrowth::LinearLog:
        return "n_log_n";
    case CostGrowth::ThreeHalves:
        return "n^1.5";
    case CostGrowth::Quadratic:
        return "n^2";
    case CostGrowth::Cubic:
        return "n^3";
    }
    return "n^2";
}

double CostPromise::slopeLimit() const
{
    // A log N factor adds about 0.1 to the slope over N = 1K .. 64K (log2 N from 10 to 16); the limits leave the
    // same margin above each exponent.
    switch (growth) {
    case CostGrowth::Linear:
        return 1.1;
    case CostGrowth::LinearLog:
        return 1.2;
    case CostGrowth::ThreeHalves:
        return 1.6;
    case CostGrowth::Quadratic:
        return 2.1;
    case CostGrowth::Cubic:
        return 3.1;
    }
    return 2.1;
}

} // namespace attnlab::core
