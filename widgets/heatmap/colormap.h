#pragma once

#include "widgets/heatmap/colormap_names.h"

#include <QString>
#include <qcustomplot.h>

namespace attnlab::widgets {

// Perceptual colour maps built from stops (QCustomPlot 2.1 has no viridis preset).
// "viridis" (the default), "magma" and "cividis" (safe for colour-vision deficiencies) for weights, "grey" (white to
// black) for printing, "diverging" (blue-white-red) for signed differences, "projector" (white to deep blue) for a
// projected image. An unknown name draws viridis.
// The names (colormapNames() and the others) are in colormap_names.h.
QCPColorGradient colorGradient(const QString& name);

} // namespace attnlab::widgets
