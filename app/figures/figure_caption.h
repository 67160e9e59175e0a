#pragma once

#include "app/compute/outcome.h"
#include "app/figures/figure_options.h"
#include "app/state/lab_state.h"

#include <QString>

namespace attnlab::app {

// The figure's heading: what the panel shows and for which variant ("Attention maps: Local window vs. exact").
QString figureHeading(const ComputeOutcome& outcome, FigurePanel panel);

// The caption under a figure, in the interface language: the input (the scenario and its parameters, or the
// imported files), the variant and its parameters, causal and scale, and the metrics against exact attention
// (relative error of the map and of the output, mean KL, density).
QString figureCaption(const LabState& state, const ComputeOutcome& outcome);

} // namespace attnlab::app
