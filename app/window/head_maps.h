#pragma once

#include "app/compute/outcome.h"
#include "core/result.h"
#include "widgets/heatmap/head_grid_view.h"

#include <memory>
#include <vector>

namespace attnlab::app {

// Head t's map among a multi-head variant's extras; null past the last head (and for a single-head variant).
const core::Matrix* headMap(const core::Result& result, int t);

// How many per-head maps the variant reported.
int headCount(const core::Result& result);

// The per-head maps of the outcome's variant, titled with the pattern each head used: shared with the outcome, not
// copied (64 MiB a head at N = 4096), each with the display the worker prepared for it when there is one. Empty for
// a single-head variant.
std::vector<widgets::HeadGridView::Head> headMaps(const std::shared_ptr<const ComputeOutcome>& outcome);

} // namespace attnlab::app
