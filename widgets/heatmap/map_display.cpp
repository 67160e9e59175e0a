#include "widgets/heatmap/map_display.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <vector>

namespace attnlab::widgets {

std::pair<float, float> finiteRange(const core::Matrix& matrix)
{
    if (matrix.size() == 0)
        return { 0.0F, 0.0F };
    const float fastLower = matrix.minCoeff<Eigen::PropagateNumbers>();
    const float fastUpper = matrix.maxCoeff<Eigen::PropagateNumbers>();
    if (std::isfinite(fastLower) && std::isfinite(fastUpper))
        return { fastLower, fastUpper };
    float lower = std::numeric_limits<float>::infinity();
    float upper = -std::numeric_limits<float>::infinity();
    for (Eigen::Index k = 0; k < matrix.size(); ++k) {
        const float v = matrix.data()[k];
        if (!std::isfinite(v))
            continue;
        lower = std::min(lower, v);
        upper = std::max(upper, v);
    }
    if (lower > upper)
        return { 0.0F, 0.0F };
    return { lower, upper };
}

QSize drawnGrid(Eigen::Index rows, Eigen::Index columns, const QSize& area)
{
    return { static_cast<int>(std::min<Eigen::Index>(columns, area.width())),
        static_cast<int>(std::min<Eigen::Index>(rows, area.height())) };
}

namespace {

// core::downsample() (the same blocks, the same sums in the same order, so the same cells) with the range of the
// entries found in the same pass: one read of the matrix instead of three. `lower` and `upper` take every entry
// but NaN (infinities included).
core::Matrix pooledWithRange(const core::Matrix& m, int rows, int cols, core::PoolMode mode, float& lower, float& upper)
{
    const Eigen::Index outRows = std::min<Eigen::Index>(rows, m.rows());
    const Eigen::Index outCols = std::min<Eigen::Index>(cols, m.cols());
    const Eigen::Index n = m.cols();
    const auto columns = static_cast<std::size_t>(n);
    core::Matrix out(outRows, outCols);
    std::vector<double> sums(columns);
    std::vector<float> largest(columns);
    std::vector<float> smallest(columns);
    // Each column's extremes over every row, for the range.
    std::vector<float> columnHigh(columns, -std::numeric_limits<float>::infinity());
    std::vector<float> columnLow(columns, std::numeric_limits<float>::infinity());
    for (Eigen::Index r = 0; r < outRows; ++r) {
        const Eigen::Index r0 = r * m.rows() / outRows;
        const Eigen::Index r1 = (r + 1) * m.rows() / outRows;
        if (mode == core::PoolMode::Mean) {
            std::fill(sums.begin(), sums.end(), 0.0);
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = m.data() + row * n;
                for (std::size_t k = 0; k < columns; ++k) {
                    sums[k] += entries[k];
                    columnHigh[k] = entries[k] > columnHigh[k] ? entries[k] : columnHigh[k];
                    columnLow[k] = entries[k] < columnLow[k] ? entries[k] : columnLow[k];
                }
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
            std::fill(largest.begin(), largest.end(), -std::numeric_limits<float>::infinity());
            std::fill(smallest.begin(), smallest.end(), std::numeric_limits<float>::infinity());
            for (Eigen::Index row = r0; row < r1; ++row) {
                const float* entries = m.data() + row * n;
                for (std::size_t k = 0; k < columns; ++k) {
                    largest[k] = entries[k] > largest[k] ? entries[k] : largest[k];
                    smallest[k] = entries[k] < smallest[k] ? entries[k] : smallest[k];
                }
            }
            for (std::size_t k = 0; k < columns; ++k) {
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
                out(r, c) = high < low               ? std::numeric_limits<float>::quiet_NaN()
                    : std::abs(low) > std::abs(high) ? low
                                                     : high;
            }
        }
    }
    lower = *std::min_element(columnLow.begin(), columnLow.end());
    upper = *std::max_element(columnHigh.begin(), columnHigh.end());
    return out;
}

} // namespace

MapDisplay prepareMapDisplay(const core::Matrix& matrix, const QSize& area, core::PoolMode mode)
{
    MapDisplay display;
    display.source = matrix.data();
    display.rows = matrix.rows();
    display.columns = matrix.cols();
    const QSize cells = drawnGrid(matrix.rows(), matrix.cols(), area);
    const bool pooled = matrix.size() > 0 && area.width() >= 1 && area.height() >= 1
        && (cells.width() < matrix.cols() || cells.height() < matrix.rows());
    if (!pooled) {
        std::tie(display.minimum, display.maximum) = finiteRange(matrix);
        return display;
    }
    float lower = 0;
    float upper = 0;
    display.pooled = PooledCells { cells, mode,
        std::make_shared<const core::Matrix>(
            pooledWithRange(matrix, cells.height(), cells.width(), mode, lower, upper)) };
    // An infinity among the entries (or nothing but NaN): the careful pass finds the finite range.
    if (std::isfinite(lower) && std::isfinite(upper))
        std::tie(display.minimum, display.maximum) = std::make_pair(lower, upper);
    else
        std::tie(display.minimum, display.maximum) = finiteRange(matrix);
    return display;
}

} // namespace attnlab::widgets
