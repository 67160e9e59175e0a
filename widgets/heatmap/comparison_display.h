#pragma once

#include "core/cancel_flag.h"
#include "core/matrix.h"
#include "widgets/heatmap/map_display.h"
#include "core/recycled_matrices.h"

#include <QSize>

#include <memory>
#include <optional>
#include <utility>

namespace attnlab::widgets {

// The plot areas of a ComparisonView's three panels, which their cells are pooled to.
struct ComparisonAreas {
    QSize exact;
    QSize variant;
    QSize difference;
};

// What a ComparisonView derives from an exact and a variant map before it draws them: each map's display, their
// difference (variant - exact, a new N x N matrix), whether it is only rounding (ComparisonView::roundingFloor),
// and what the difference panel draws. Made by prepareComparisonDisplay(), on the window's compute worker in the
// job that made the maps, so that on a change at N = 4096 the GUI thread only swaps it in.
struct ComparisonDisplay {
    MapDisplay exact;
    MapDisplay variant;
    // variant - exact; null when the shapes differ (the view then shows the variant as missing).
    std::shared_ptr<const core::Matrix> difference;
    bool identicalUpToRounding = false;
    // What the difference panel draws: the difference, or (identical up to rounding) zeros where it is finite.
    std::shared_ptr<const core::Matrix> drawnDifference;
    MapDisplay drawnDifferenceDisplay;
    // The difference panel's fixed colour limits (+-) when identical up to rounding.
    double neutralLimit = 1;

    // Whether this was made from these very maps.
    bool answers(const core::Matrix& exactMap, const core::Matrix& variantMap) const
    {
        return exact.answers(exactMap) && variant.answers(variantMap)
            && (difference || exactMap.rows() != variantMap.rows() || exactMap.cols() != variantMap.cols());
    }
};

// Works out what ComparisonView::setMaps() shows for these maps, for panels of `areas`. The exact map's cells are
// pooled only when `poolExact` (the view already draws an exact map given again). Runs on any thread, on every
// core; throws core::Cancelled when `cancel` is raised.
// The difference takes its buffer from `buffers` when given. `shownExactRange`, with `poolExact` false, is the finite
// range of the exact map the view already draws (the same matrix): not scanned again.
ComparisonDisplay prepareComparisonDisplay(const core::Matrix& exact, const core::Matrix& variant,
    const ComparisonAreas& areas, bool poolExact, const core::CancelFlag& cancel = core::CancelFlag(),
    core::RecycledMatrices* buffers = nullptr, std::optional<std::pair<float, float>> shownExactRange = std::nullopt);

} // namespace attnlab::widgets
