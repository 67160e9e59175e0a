#include "core/analysis/downsample.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attnlab::core {

Matrix downsample(const Matrix& m, int rows, int cols, PoolMode mode)
{
    rows = std::max(1, rows);
    cols = std::max(1, cols);
    if (m.rows() <= rows && m.cols() <= cols)
        return m;
    const Eigen::Index outRows = std::min<Eigen::Index>(rows, m.rows());
    const Eigen::Index outCols = std::min<Eigen::Index>(cols, m.cols());
    // Output column c pools the input columns [c * cols / outCols, (c + 1) * cols / outCols), as the rows do. The
    // input is read once, row by row, each entry added to its column's bin: a map of 4096 x 4096 is pooled after
    // every change in the window, so no per-cell block walks.
    std::vector<Eigen::Index> binOf(static_cast<std::size_t>(m.cols()));
    std::vector<double> binWidth(static_cast<std::size_t>(outCols));
    for (Eigen::Index c = 0; c < outCols; ++c) {
        const Eigen::Index c0 = c * m.cols() / outCols;
        const Eigen::Index c1 = (c + 1) * m.cols() / outCols;
        for (Eigen::Index k = c0; k < c1; ++k)
            binOf[static_cast<std::size_t>(k)] = c;
        binWidth[static_cast<std::size_t>(c)] = static_cast<double>(c1 - c0);
    }
    Matrix out(outRows, outCols);
    std::vector<double> sums(static_cast<std::size_t>(outCols));
    std::vector<float> largest(static_cast<std::size_t>(outCols));
    std::vector<float> smallest(static_cast<std::size_t>(outCols));
    for (Eigen::Index r = 0; r < outRows; ++r) {
        const Eigen::Index r0 = r * m.rows() / outRows;
        const Eigen::Index r1 = (r + 1) * m.rows() / outRows;
        if (mode == PoolMode::Mean) {
            std::fill(sums.begin(), sums.end(), 0.0);
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = m.data() + row * m.cols();
                for (Eigen::Index k = 0; k < m.cols(); ++k)
                    sums[static_cast<std::size_t>(binOf[static_cast<std::size_t>(k)])] += entries[k];
            }
            const double height = static_cast<double>(r1 - r0);
            for (Eigen::Index c = 0; c < outCols; ++c)
                out(r, c) = static_cast<float>(
                    sums[static_cast<std::size_t>(c)] / (height * binWidth[static_cast<std::size_t>(c)]));
        } else {
            std::fill(largest.begin(), largest.end(), -std::numeric_limits<float>::infinity());
            std::fill(smallest.begin(), smallest.end(), std::numeric_limits<float>::infinity());
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = m.data() + row * m.cols();
                for (Eigen::Index k = 0; k < m.cols(); ++k) {
                    const auto bin = static_cast<std::size_t>(binOf[static_cast<std::size_t>(k)]);
                    largest[bin] = std::max(largest[bin], entries[k]);
                    smallest[bin] = std::min(smallest[bin], entries[k]);
                }
            }
            for (Eigen::Index c = 0; c < outCols; ++c) {
                const auto bin = static_cast<std::size_t>(c);
                // A block of nothing but NaN (undefined entries) stays undefined.
                out(r, c) = largest[bin] < smallest[bin]               ? std::numeric_limits<float>::quiet_NaN()
                    : std::abs(smallest[bin]) > std::abs(largest[bin]) ? smallest[bin]
                                                                       : largest[bin];
            }
        }
    }
    return out;
}

} // namespace attnlab::core
