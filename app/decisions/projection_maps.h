#pragma once

#include "app/compute/outcome.h"
#include "widgets/heatmap/map_display.h"

#include <QSize>

#include <memory>
#include <optional>

namespace attnlab::app {

// The plot areas of the Decisions dock's two projection maps, which their cells are pooled to.
struct ProjectionMapsPlan {
    QSize projectionArea;
    QSize compressedArea;
};

// What the Decisions dock draws for linformer, lowdim and pool_kv: the k x N projection (the outcome's own) and the
// N x k attention over the slots, transposed to k x N. At N = 4096 and k = 1024 both hold 4M entries: transposing,
// scanning and pooling them took the GUI thread 85 ms, so the window has it made on its compute worker.
struct ProjectionMaps {
    bool signedWeights = false; // the projection has negative weights (drawn around zero, pooled by magnitude)
    widgets::MapDisplay projectionDisplay;
    std::shared_ptr<const core::Matrix> compressedTransposed; // A transposed
    widgets::MapDisplay compressedDisplay;
};

// Whether the outcome's variant reported a projection and the attention over its slots.
bool hasProjectionMaps(const ComputeOutcome& outcome);

// Works out the projection maps of `outcome` for `plan` (on any thread); none when it has none.
std::optional<ProjectionMaps> prepareProjectionMaps(const ComputeOutcome& outcome, const ProjectionMapsPlan& plan);

} // namespace attnlab::app
