#include "core/analysis/downsample.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attnlab::core {

Matrix downsample(const Matrix& m, int rows, int cols, PoolMode mode, EntryRange* range)
{
    rows = std::max(1, rows);
    cols = std::max(1, cols);
    if (m.rows() <= rows && m.cols() <= cols) {
        if (range)
            for (Eigen::Index k = 0; k < m.size(); ++k) {
                // NaN fails both comparisons.
                range->lower = m.data()[k] < range->lower ? m.data()[k] : range->lower;
                range->upper = m.data()[k] > range->upper ? m.data()[k] : range->upper;
            }
        return m;
    }
    const Eigen::Index n = m.cols();
    return downsampleRows(
        m.rows(), n, [&m, n](Eigen::Index row) { return m.data() + row * n; }, rows, cols, mode, range);
}

Matrix downsampleRows(Eigen::Index inRows, Eigen::Index n, const std::function<const float*(Eigen::Index)>& rowAt,
    int rows, int cols, PoolMode mode, EntryRange* range)
{
    rows = std::max(1, rows);
    cols = std::max(1, cols);
    const Eigen::Index outRows = std::min<Eigen::Index>(rows, inRows);
    const Eigen::Index outCols = std::min<Eigen::Index>(cols, n);
    // Output column c pools the input columns [c * cols / outCols, (c + 1) * cols / outCols), as the rows do. A map
    // of 4096 x 4096 is pooled after every change in the window, so each block of rows is first folded into one row
    // (a pass the compiler vectorises), then each column block of that row is reduced.
    Matrix out(outRows, outCols);
    std::vector<double> sums(static_cast<std::size_t>(n));
    // Up to kFoldedInFloat rows are folded in float before their sums join the double ones: a float add per entry
    // is a third of the work of a conversion and a double add (the pass was twice as slow as the memory it reads),
    // and a float sum of 32 entries is within a few units in the last place.
    constexpr Eigen::Index kFoldedInFloat = 32;
    std::vector<float> folded(static_cast<std::size_t>(n));
    std::vector<float> largest(static_cast<std::size_t>(n));
    std::vector<float> smallest(static_cast<std::size_t>(n));
    for (Eigen::Index r = 0; r < outRows; ++r) {
        const Eigen::Index r0 = r * inRows / outRows;
        const Eigen::Index r1 = (r + 1) * inRows / outRows;
        if (mode == PoolMode::Mean) {
            std::fill(sums.begin(), sums.end(), 0.0);
            for (Eigen::Index first = r0; first < r1; first += kFoldedInFloat) {
                std::fill(folded.begin(), folded.end(), 0.0f);
                for (Eigen::Index row = first; row < std::min(r1, first + kFoldedInFloat); ++row) {
                    const float* entries = rowAt(row);
                    for (Eigen::Index k = 0; k < n; ++k)
                        folded[static_cast<std::size_t>(k)] += entries[k];
                    if (range) {
                        // The row's extremes while it is in cache, by Eigen's vectorised reductions (extremes kept
                        // per column in memory made the range the slowest part of pooling).
                        const Eigen::Map<const Eigen::ArrayXf> row(entries, n);
                        const float high = row.maxCoeff<Eigen::PropagateNumbers>(); // NaN only for a row of NaN
                        const float low = row.minCoeff<Eigen::PropagateNumbers>();
                        range->upper = high > range->upper ? high : range->upper;
                        range->lower = low < range->lower ? low : range->lower;
                    }
                }
                for (std::size_t k = 0; k < sums.size(); ++k)
                    sums[k] += folded[k];
            }
            const double height = static_cast<double>(r1 - r0);
            for (Eigen::Index c = 0; c < outCols; ++c) {
                const Eigen::Index c0 = c * n / outCols;
                const Eigen::Index c1 = (c + 1) * n / outCols;
                double sum = 0;
                for (Eigen::Index k = c0; k < c1; ++k)
                    sum += sums[static_cast<std::size_t>(k)];
                out(r, c) = static_cast<float>(sum / (height * static_cast<double>(c1 - c0)));
            }
        } else {
            // NaN fails every comparison, so it never replaces a number: undefined entries are skipped.
            std::fill(largest.begin(), largest.end(), -std::numeric_limits<float>::infinity());
            std::fill(smallest.begin(), smallest.end(), std::numeric_limits<float>::infinity());
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = rowAt(row);
                for (Eigen::Index k = 0; k < n; ++k) {
                    const auto at = static_cast<std::size_t>(k);
                    largest[at] = entries[k] > largest[at] ? entries[k] : largest[at];
                    smallest[at] = entries[k] < smallest[at] ? entries[k] : smallest[at];
                }
            }
            if (range) // the block's column extremes are the entries' (never NaN: NaN replaces nothing)
                for (std::size_t k = 0; k < largest.size(); ++k) {
                    range->upper = std::max(range->upper, largest[k]);
                    range->lower = std::min(range->lower, smallest[k]);
                }
            for (Eigen::Index c = 0; c < outCols; ++c) {
                float high = -std::numeric_limits<float>::infinity();
                float low = std::numeric_limits<float>::infinity();
                for (Eigen::Index k = c * n / outCols; k < (c + 1) * n / outCols; ++k) {
                    high = std::max(high, largest[static_cast<std::size_t>(k)]);
                    low = std::min(low, smallest[static_cast<std::size_t>(k)]);
                }
                // A block of nothing but NaN (undefined entries) stays undefined.
                out(r, c) = high < low               ? std::numeric_limits<float>::quiet_NaN()
                    : std::abs(low) > std::abs(high) ? low
                                                     : high;
            }
        }
    }
    return out;
}

} // namespace attnlab::core
