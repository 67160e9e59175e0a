#pragma once

#include <qcustomplot.h>

#include <QString>
#include <QStringList>

namespace attnlab::widgets {

// Perceptual colour maps built from stops (QCustomPlot 2.1 has no viridis preset).
// "viridis" and "magma" for weights (sequential), "diverging" (blue-white-red) for signed differences,
// "gray" for printing, "projector" (white to deep blue) for a projected image.
QCPColorGradient colorGradient(const QString& name);
QStringList colormapNames();

} // namespace attnlab::widgets
