#include "widgets/heatmap/comparison_display.h"

#include "core/kernels/parallel_for.h"
#include "widgets/heatmap/comparison_view.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace attnlab::widgets {

namespace {

// Rows per task of the difference: a few MiB of each map, enough to amortise a task.
constexpr int kDifferenceRows = 128;

// Threads for passes over a matrix of `entries`: every core for a large map, none but the caller's for a small one
// (starting a thread costs more than a pass over a 512 x 512 map).
int threadsFor(Eigen::Index entries)
{
    constexpr Eigen::Index kEntriesWorthThreads = Eigen::Index(1) << 20;
    return entries >= kEntriesWorthThreads ? static_cast<int>(std::max(1U, std::thread::hardware_concurrency())) : 1;
}

double largestMagnitude(const MapDisplay& display)
{
    return std::max(std::abs(static_cast<double>(display.minimum)), std::abs(static_cast<double>(display.maximum)));
}

} // namespace

ComparisonDisplay prepareComparisonDisplay(const core::Matrix& exact, const core::Matrix& variant,
    const ComparisonAreas& areas, bool poolExact, const core::CancelFlag& cancel, core::RecycledMatrices* buffers,
    std::optional<std::pair<float, float>> shownExactRange)
{
    ComparisonDisplay display;
    const QSize exactArea = poolExact ? areas.exact : QSize();
    if (exact.rows() != variant.rows() || exact.cols() != variant.cols()) {
        display.exact = prepareMapDisplay(exact, exactArea, core::PoolMode::Mean);
        display.variant = prepareMapDisplay(variant, QSize(), core::PoolMode::Mean);
        return display;
    }
    const std::shared_ptr<core::Matrix> difference = buffers
        ? buffers->takeShared(variant.rows(), variant.cols())
        : std::make_shared<core::Matrix>(variant.rows(), variant.cols());
    core::parallelFor(static_cast<int>(variant.rows()), kDifferenceRows, threadsFor(variant.size()), cancel, [&](int begin, int end) {
        difference->middleRows(begin, end - begin)
            = variant.middleRows(begin, end - begin) - exact.middleRows(begin, end - begin);
    });
    MapDisplay differenceDisplay;
    // Each display is one pass over a map (its range) and one more where its panel pools it: one map per core.
    core::parallelFor(3, 1, threadsFor(variant.size()), cancel, [&](int begin, int end) {
        for (int task = begin; task < end; ++task) {
            if (task == 0)
                display.variant = prepareMapDisplay(variant, areas.variant, core::PoolMode::Mean);
            else if (task == 1 && (poolExact || !shownExactRange))
                display.exact = prepareMapDisplay(exact, exactArea, core::PoolMode::Mean);
            else if (task == 1)
                display.exact = MapDisplay{exact.data(), exact.rows(), exact.cols(), shownExactRange->first,
                    shownExactRange->second, std::nullopt};
            else
                differenceDisplay = prepareMapDisplay(*difference, areas.difference, core::PoolMode::MaxAbs);
        }
    });
    // The largest finite |variant - exact|, from the difference's finite range.
    const double largestDifference = largestMagnitude(differenceDisplay);
    const double floor
        = ComparisonView::roundingFloor(std::max(largestMagnitude(display.exact), largestMagnitude(display.variant)));
    display.identicalUpToRounding = largestDifference <= floor;
    display.neutralLimit = floor > 0 ? floor : 1.0;
    display.difference = difference;
    if (!display.identicalUpToRounding || largestDifference == 0) {
        // Drawn as it is; a difference whose finite entries are all zero (a variant that is the exact computation)
        // already is its own neutral version.
        display.drawnDifference = difference;
        display.drawnDifferenceDisplay = std::move(differenceDisplay);
        return display;
    }
    // Rounding noise has no pattern worth drawing: zeros (undefined entries stay undefined) on fixed limits.
    const std::shared_ptr<core::Matrix> neutral = buffers
        ? buffers->takeShared(difference->rows(), difference->cols())
        : std::make_shared<core::Matrix>(difference->rows(), difference->cols());
    *neutral = *difference;
    for (Eigen::Index k = 0; k < neutral->size(); ++k)
        if (std::isfinite(neutral->data()[k]))
            neutral->data()[k] = 0;
    display.drawnDifferenceDisplay = prepareMapDisplay(*neutral, areas.difference, core::PoolMode::MaxAbs);
    display.drawnDifference = std::move(neutral);
    return display;
}

} // namespace attnlab::widgets
