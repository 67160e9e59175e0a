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

// prepareMapDisplay, writing each row first when `writeRow` is given.
MapDisplay prepare(const core::Matrix& matrix, const std::function<void(Eigen::Index)>* writeRow, const QSize& area,
    core::PoolMode mode)
{
    MapDisplay display;
    display.source = matrix.data();
    display.rows = matrix.rows();
    display.columns = matrix.cols();
    const QSize cells = drawnGrid(matrix.rows(), matrix.cols(), area);
    const bool pooled = matrix.size() > 0 && area.width() >= 1 && area.height() >= 1
        && (cells.width() < matrix.cols() || cells.height() < matrix.rows());
    if (!pooled) {
        if (writeRow)
            for (Eigen::Index row = 0; row < matrix.rows(); ++row)
                (*writeRow)(row);
        std::tie(display.minimum, display.maximum) = finiteRange(matrix);
        return display;
    }
    // The range in the pooling's own pass over the entries: one read of the matrix instead of three.
    core::EntryRange range;
    const Eigen::Index n = matrix.cols();
    const auto rowAt = [&](Eigen::Index row) {
        if (writeRow)
            (*writeRow)(row);
        return matrix.data() + row * n;
    };
    display.pooled = PooledCells { cells, mode,
        std::make_shared<const core::Matrix>(
            core::downsampleRows(matrix.rows(), n, rowAt, cells.height(), cells.width(), mode, &range)) };
    // An infinity among the entries (or nothing but NaN): the careful pass finds the finite range.
    if (std::isfinite(range.lower) && std::isfinite(range.upper))
        std::tie(display.minimum, display.maximum) = std::make_pair(range.lower, range.upper);
    else
        std::tie(display.minimum, display.maximum) = finiteRange(matrix);
    return display;
}

} // namespace

MapDisplay prepareMapDisplay(const core::Matrix& matrix, const QSize& area, core::PoolMode mode)
{
    return prepare(matrix, nullptr, area, mode);
}

MapDisplay prepareMapDisplayWhileWriting(const core::Matrix& matrix, const std::function<void(Eigen::Index)>& writeRow,
    const QSize& area, core::PoolMode mode)
{
    return prepare(matrix, &writeRow, area, mode);
}

} // namespace attnlab::widgets
