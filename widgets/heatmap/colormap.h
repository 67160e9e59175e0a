#pragma once

#include <QString>
#include <QStringList>
#include <qcustomplot.h>

#include <optional>

namespace attnlab::widgets {

// Perceptual colour maps built from stops (QCustomPlot 2.1 has no viridis preset).
// "viridis" (the default), "magma" and "cividis" (safe for colour-vision deficiencies) for weights, "grey" (white to
// black) for printing, "diverging" (blue-white-red) for signed differences, "projector" (white to deep blue) for a
// projected image. An unknown name draws viridis.
QCPColorGradient colorGradient(const QString& name);
QStringList colormapNames();
// The maps a user picks for weights (the difference keeps "diverging"; presentation mode chooses "projector").
QStringList weightColormapNames();
// The name as colormapNames() spells it (case ignored; "gray" is "grey"), or nothing for an unknown name.
std::optional<QString> knownColormapName(const QString& name);

} // namespace attnlab::widgets
