#pragma once

#include "app/compute/outcome.h"
#include "app/decisions/bucket_maps.h"
#include "app/decisions/projection_maps.h"
#include "core/cancel_flag.h"
#include "widgets/heatmap/comparison_display.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/map_display.h"

#include <QSize>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace attnlab::app {

// What the window's views would derive from an outcome before drawing it, read from them when the request is sent
// (on the GUI thread): the map panels' plot areas, the exact map they show (not scanned or pooled again), the plot
// areas of a multi-head variant's heads, and what the Decisions dock's maps are drawn for.
struct DisplayPlan {
    widgets::ComparisonAreas mapAreas;
    std::shared_ptr<const core::Matrix> shownExact;
    std::pair<float, float> shownExactRange; // its finite range, as the view found it
    widgets::HeadGridGeometry headGrid; // HeadGridView::geometry(): where the heads will stand, for their count
    QSize keptKeysArea; // the plot area of the Decisions dock's map of select_kv's kept keys
    BucketMapsPlan buckets;
    ProjectionMapsPlan projection;
    // Where the N x N buffers a change makes (the difference, the sorted maps) come from, and go back to.
    std::shared_ptr<core::RecycledMatrices> buffers;
};

// The display data the compute worker worked out beside an outcome (ComputeOutcome::display), in the same job,
// so that the GUI thread only swaps it in: every pass over the N x N maps (ranges, the difference, pooling,
// sorting by bucket) is here. Views given data that does not answer their matrices or their plot areas work it
// out themselves, so nothing shown depends on it arriving.
struct PreparedDisplay {
    std::optional<widgets::ComparisonDisplay> maps; // when both maps were built
    std::optional<BucketMaps> buckets; // for lsh and kmeans, round 0
    std::optional<ProjectionMaps> projection; // for linformer, lowdim and pool_kv
    std::optional<widgets::MapDisplay> keptKeys; // the variant's map for the kept keys' view (select_kv)
    std::vector<widgets::MapDisplay> heads; // one per head of a multi-head variant, pooled for DisplayPlan::headGrid
    double seconds = 0; // wall time of the preparation (after the computation, in the same job)
};

// Works out the display data of `outcome` for `plan`; throws core::Cancelled when `cancel` is raised.
std::shared_ptr<const PreparedDisplay> prepareDisplay(
    const ComputeOutcome& outcome, const DisplayPlan& plan, const core::CancelFlag& cancel);

} // namespace attnlab::app
