#pragma once

#include "core/analysis/downsample.h"
#include "core/cancel_flag.h"
#include "core/matrix.h"

#include <QSize>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace attnlab::widgets {

// A matrix's entries pooled to a grid of `cells` (columns x rows) by `mode`, as a HeatmapView draws them.
struct PooledCells {
    QSize cells;
    core::PoolMode mode = core::PoolMode::Mean;
    std::shared_ptr<const core::Matrix> values; // shared: handing cells over copies no memory
};

// What a HeatmapView derives from a matrix before it draws it: the range of its finite entries, and its entries
// pooled to the view's plot area. Both run over every entry (16M at N = 4096), so the window works them out on its
// compute worker, in the job that made the matrix, and the GUI thread only swaps them in. A view given a display
// made for another matrix (or pooled for another area) works that part out itself, as it always did.
struct MapDisplay {
    const float* source = nullptr; // the entries of the matrix this was made from
    Eigen::Index rows = 0;
    Eigen::Index columns = 0;
    float minimum = 0; // the smallest and largest finite entries (0 and 0 when there are none)
    float maximum = 0;
    // None when the matrix fits its area (drawn cell for cell) or no area was known.
    std::optional<PooledCells> pooled;

    // Whether this was made from `matrix` (the very entries, not an equal copy).
    bool answers(const core::Matrix& matrix) const
    {
        return source == matrix.data() && rows == matrix.rows() && columns == matrix.cols();
    }
};

// The smallest and largest finite entries ({0, 0} when there are none): Eigen's vectorised reductions, which skip
// NaN; only a matrix holding an infinity (or nothing but NaN) takes the careful entry-by-entry pass.
std::pair<float, float> finiteRange(const core::Matrix& matrix);

// The grid (columns x rows) a HeatmapView draws a rows x columns matrix with on a plot area of `area` pixels: one
// cell per pixel at most.
QSize drawnGrid(Eigen::Index rows, Eigen::Index columns, const QSize& area);

// The range, and the cells pooled by `mode` for a plot area of `area` pixels (no pooling for an empty area).
MapDisplay prepareMapDisplay(const core::Matrix& matrix, const QSize& area, core::PoolMode mode);

// The same for a matrix whose rows are still to be written: writeRow(i) fills row i of `matrix`, once for each row
// in order, and a pooled display reads each row just after it is written, while it is in cache.
MapDisplay prepareMapDisplayWhileWriting(const core::Matrix& matrix, const std::function<void(Eigen::Index)>& writeRow,
    const QSize& area, core::PoolMode mode);

} // namespace attnlab::widgets
