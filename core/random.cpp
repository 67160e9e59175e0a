#include "core/random.h"

#include "core/box_muller.h"
#include "core/kernels/parallel_for.h"
#include "core/xoshiro.h"

#include <algorithm>
#include <tuple>
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

XoshiroState load(const std::uint64_t (&words)[4])
{
    return { words[0], words[1], words[2], words[3] };
}

void store(const XoshiroState& s, std::uint64_t (&words)[4])
{
    std::copy(s.begin(), s.end(), words);
}

// The top 53 bits give every double in [0, 1) on the 2^-53 grid.
inline double uniformOf(std::uint64_t bits)
{
    return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

// The two uniforms one Box-Muller normal consumes: u1 in (0, 1) (drawn again while it is 0), then u2 in [0, 1).
template <typename Words>
inline std::pair<double, double> boxMullerUniforms(Words& s)
{
    std::uint64_t first = xoshiroStep(s);
    while ((first >> 11) == 0)
        first = xoshiroStep(s);
    return { uniformOf(first), uniformOf(xoshiroStep(s)) };
}

} // namespace

Random::Random(std::uint64_t seed)
{
    for (auto& word : m_state)
        word = splitMix64(seed);
}

std::uint64_t Random::next()
{
    return xoshiroStep(m_state);
}

double Random::uniform()
{
    return uniformOf(next());
}

void Random::uniforms(double* out, int count)
{
    XoshiroState s = load(m_state);
    for (int t = 0; t < count; ++t)
        out[t] = uniformOf(xoshiroStep(s));
    store(s, m_state);
}

double Random::normal()
{
    // Box-Muller, one value per call so the stream does not depend on how many values a caller takes.
    const auto [u1, u2] = boxMullerUniforms(m_state);
    return boxMullerNormal(u1, u2);
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
    Matrix m(rows, cols);
    drawNormals(m, stddev);
    return m;
}

void Random::drawNormals(Matrix& m, double stddev)
{
    const auto rows = static_cast<int>(m.rows());
    const auto cols = static_cast<int>(m.cols());
    // A large matrix is drawn on every thread, the same numbers in the same places. Each row's uniforms are drawn
    // from the generator's state at the row's start and transformed in one vectorised pass. Without a u1 drawn again
    // (a draw of 0, one in 2^53) a row takes 2 cols steps, so the starts of wide rows are jumps of 2 cols steps from
    // the first (XoshiroJump, 256 steps' time each), checked after the draw: a row whose end is not the next row's
    // start drew again, and the rows after it are drawn again from its end, here.
    constexpr Eigen::Index kEntriesWorthThreads = Eigen::Index(1) << 16;
    constexpr int kRowsPerTask = 16;
    std::vector<double> serialU1;
    std::vector<double> serialU2;
    // Row r from state s, left where the row's last draw leaves it.
    const auto drawRow = [&m, cols, stddev](XoshiroState& s, int r, std::vector<double>& u1, std::vector<double>& u2) {
        u1.resize(static_cast<std::size_t>(cols));
        u2.resize(static_cast<std::size_t>(cols));
        for (std::size_t c = 0; c < u1.size(); ++c)
            std::tie(u1[c], u2[c]) = boxMullerUniforms(s);
        boxMullerNormals(u1.data(), u2.data(), cols, stddev, m.row(r).data());
    };
    XoshiroState s = load(m_state);
    if (m.size() < kEntriesWorthThreads) {
        for (int r = 0; r < rows; ++r)
            drawRow(s, r, serialU1, serialU2);
        store(s, m_state);
        return;
    }
    std::vector<XoshiroState> rowStart(static_cast<std::size_t>(rows));
    rowStart[0] = s;
    // A jump costs 256 steps: a narrow row (Q, K, V: N x d) is stepped past instead, exactly as drawn.
    constexpr int kStepsOfAJump = 256;
    if (2 * cols > kStepsOfAJump) {
        const XoshiroJump rowJump(2 * static_cast<std::uint64_t>(cols));
        for (std::size_t r = 1; r < rowStart.size(); ++r)
            rowStart[r] = rowJump.applied(rowStart[r - 1]);
    } else {
        for (std::size_t r = 1; r < rowStart.size(); ++r) {
            rowStart[r] = rowStart[r - 1];
            for (int c = 0; c < cols; ++c)
                boxMullerUniforms(rowStart[r]);
        }
    }
    std::vector<XoshiroState> rowEnd(rowStart.size());
    parallelFor(rows, kRowsPerTask, effectiveThreads(RunOptions {}), CancelFlag(), [&](int begin, int end) {
        std::vector<double> taskU1;
        std::vector<double> taskU2;
        for (int r = begin; r < end; ++r) {
            XoshiroState rowState = rowStart[static_cast<std::size_t>(r)];
            drawRow(rowState, r, taskU1, taskU2);
            rowEnd[static_cast<std::size_t>(r)] = rowState;
        }
    });
    const auto mismatch = std::mismatch(rowEnd.begin(), rowEnd.end() - 1, rowStart.begin() + 1);
    s = *mismatch.first;
    for (auto r = static_cast<int>(mismatch.first - rowEnd.begin()) + 1; r < rows; ++r)
        drawRow(s, r, serialU1, serialU2);
    store(s, m_state);
}

} // namespace attnlab::core
