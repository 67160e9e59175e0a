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
    const Eigen::Index outRows = std::min<Eigen::Index>(rows, m.rows());
    const Eigen::Index outCols = std::min<Eigen::Index>(cols, m.cols());
    // Output column c pools the input columns [c * cols / outCols, (c + 1) * cols / outCols), as the rows do. A map
    // of 4096 x 4096 is pooled after every change in the window, so each block of rows is first folded into one row
    // (a pass the compiler vectorises), then each column block of that row is reduced.
    const Eigen::Index n = m.cols();
    Matrix out(outRows, outCols);
    std::vector<double> sums(static_cast<std::size_t>(n));
    std::vector<float> largest(static_cast<std::size_t>(n));
    std::vector<float> smallest(static_cast<std::size_t>(n));
    // Each column's extremes over every row, for `range`.
    std::vector<float> columnHigh(range ? static_cast<std::size_t>(n) : 0, -std::numeric_limits<float>::infinity());
    std::vector<float> columnLow(range ? static_cast<std::size_t>(n) : 0, std::numeric_limits<float>::infinity());
    for (Eigen::Index r = 0; r < outRows; ++r) {
        const Eigen::Index r0 = r * m.rows() / outRows;
        const Eigen::Index r1 = (r + 1) * m.rows() / outRows;
        if (mode == PoolMode::Mean) {
            std::fill(sums.begin(), sums.end(), 0.0);
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = m.data() + row * n;
                if (range) // a separate loop, so the one without the range stays as lean as it was
                    for (Eigen::Index k = 0; k < n; ++k) {
                        const auto at = static_cast<std::size_t>(k);
                        sums[at] += entries[k];
                        columnHigh[at] = entries[k] > columnHigh[at] ? entries[k] : columnHigh[at];
                        columnLow[at] = entries[k] < columnLow[at] ? entries[k] : columnLow[at];
                    }
                else
                    for (Eigen::Index k = 0; k < n; ++k)
                        sums[static_cast<std::size_t>(k)] += entries[k];
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
                const float* entries = m.data() + row * n;
                for (Eigen::Index k = 0; k < n; ++k) {
                    const auto at = static_cast<std::size_t>(k);
                    largest[at] = entries[k] > largest[at] ? entries[k] : largest[at];
                    smallest[at] = entries[k] < smallest[at] ? entries[k] : smallest[at];
                }
            }
            for (std::size_t k = 0; k < columnHigh.size(); ++k) {
                columnHigh[k] = std::max(columnHigh[k], largest[k]);
                columnLow[k] = std::min(columnLow[k], smallest[k]);
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
    if (range)
        for (std::size_t k = 0; k < columnHigh.size(); ++k) {
            range->lower = std::min(range->lower, columnLow[k]);
            range->upper = std::max(range->upper, columnHigh[k]);
        }
    return out;
}

} // namespace attnlab::core
