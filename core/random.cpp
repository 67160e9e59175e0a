#include "core/random.h"

#include "core/kernels/parallel_for.h"

#include <cmath>
#include <utility>
#include <vector>

namespace attnlab::core {

namespace {

std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint64_t rotateLeft(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

// The two uniforms one Box-Muller normal consumes: u1 in (0, 1) (drawn again while it is 0), then u2 in [0, 1).
std::pair<double, double> boxMullerUniforms(Random& random)
{
    double u1 = random.uniform();
    while (u1 <= 0.0)
        u1 = random.uniform();
    return { u1, random.uniform() };
}

} // namespace

Random::Random(std::uint64_t seed)
{
    for (auto& word : m_state)
        word = splitMix64(seed);
}

std::uint64_t Random::next()
{
    const std::uint64_t result = rotateLeft(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

double Random::uniform()
{
    // The top 53 bits give every double in [0, 1) on the 2^-53 grid.
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double Random::normal()
{
    // Box-Muller, one value per call so the stream does not depend on how many values a caller takes.
    const auto [u1, u2] = boxMullerUniforms(*this);
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

std::uint64_t Random::below(std::uint64_t bound)
{
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t draw = next();
    while (draw >= limit)
        draw = next();
    return draw % bound;
}

Matrix Random::normalMatrix(int rows, int cols, double stddev)
{
    // A large matrix is drawn on every thread, the same numbers in the same places: a normal costs a logarithm, a
    // square root and a cosine (16M of them for synthesizer's N x N logits at N = 4096), stepping the generator
    // costs little. So one pass steps this generator past each row's uniforms as normal() consumes them and keeps
    // its state at the row's start; then each row is drawn from that state.
    constexpr Eigen::Index kEntriesWorthThreads = Eigen::Index(1) << 16;
    constexpr int kRowsPerTask = 16;
    Matrix m(rows, cols);
    const auto drawRow = [&m, cols, stddev](Random& random, int r) {
        for (int c = 0; c < cols; ++c)
            m(r, c) = static_cast<float>(stddev * random.normal());
    };
    if (m.size() < kEntriesWorthThreads) {
        for (int r = 0; r < rows; ++r)
            drawRow(*this, r);
        return m;
    }
    std::vector<Random> rowStart;
    rowStart.reserve(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r) {
        rowStart.push_back(*this);
        for (int c = 0; c < cols; ++c)
            boxMullerUniforms(*this);
    }
    parallelFor(rows, kRowsPerTask, effectiveThreads(RunOptions {}), CancelFlag(), [&](int begin, int end) {
        for (int r = begin; r < end; ++r)
            drawRow(rowStart[static_cast<std::size_t>(r)], r);
    });
    return m;
}

} // namespace attnlab::core
