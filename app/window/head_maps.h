#pragma once

#include "core/result.h"
#include "widgets/heatmap/head_grid_view.h"

#include <vector>

namespace attnlab::app {

// The per-head maps a multi-head variant reported in its extras, titled with the pattern each head used; empty
// for a single-head variant.
std::vector<widgets::HeadGridView::Head> headMaps(const core::Result& result);

} // namespace attnlab::app
