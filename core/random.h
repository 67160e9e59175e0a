#pragma once

#include "core/matrix.h"

#include <cstdint>

namespace attnlab::core {

// The one generator behind every random draw (a `seed` parameter -> the same numbers on every machine).
// xoshiro256** seeded through SplitMix64, with our own uniform and Box-Muller normal, because the standard
// library's distributions are implementation-defined and would differ between compilers.
class Random {
public:
    explicit Random(std::uint64_t seed);

    std::uint64_t next();
    double uniform(); // [0, 1)
    // The next `count` uniform() draws, in order, in one call (a token-mixing layer draws millions).
    void uniforms(double* out, int count);
    double normal(); // N(0, 1)
    // Uniform integer in [0, bound); bound >= 1. Unbiased (rejection).
    std::uint64_t below(std::uint64_t bound);
    // rows x cols of N(0, stddev^2).
    Matrix normalMatrix(int rows, int cols, double stddev = 1.0);
    // The same draws written over every entry of `m` (storage the caller has, such as a recycled map).
    void drawNormals(Matrix& m, double stddev = 1.0);

private:
    std::uint64_t m_state[4];
};

} // namespace attnlab::core
