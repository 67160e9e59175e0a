#pragma once

// What a method promises about its cost: how its work grows with N at its default parameters, in one of the few
// classes a measured slope of log time on log N (core/analysis/slope_fit.h) can be checked against, and one line
// saying where that growth comes from. `attnlab variants` and the Cost dock print it beside the measured slope;
// tools/performance/promise_slopes.py checks it over N = 1K .. 64K.

#include <string>

namespace attnlab::core {

enum class CostGrowth {
    Linear, // O(N): a fixed number of keys, features or slots per query
    LinearLog, // O(N log N): a sort or an FFT along the sequence
    ThreeHalves, // O(N^1.5): about sqrt(N) groups of about sqrt(N) members
    Quadratic, // O(N^2): every pair, or a fixed fraction of them
    Cubic, // O(N^3): a decomposition of the N x N map (an oracle)
};

struct CostPromise {
    CostGrowth growth = CostGrowth::Quadratic;
    std::string reason; // one line: what makes the cost grow that way at the defaults

    std::string bigO() const; // "O(N)", "O(N log N)", "O(N^1.5)", "O(N^2)", "O(N^3)"
    std::string growthId() const; // stable, for JSON: "n", "n_log_n", "n^1.5", "n^2", "n^3"
    // The largest slope of log time on log N over N = 1K .. 64K that keeps the promise (../issue 16: 1.1, 1.2,
    // 1.6; 2.1 and 3.1 for the quadratic and cubic ones).
    double slopeLimit() const;
};

} // namespace attnlab::core
