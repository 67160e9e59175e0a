#pragma once

#include "app/compute/outcome.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

namespace attnlab::widgets {
class ComparisonView;
}

namespace attnlab::app {

// What MainWindow::showOutcome puts in the maps, minus what only a live window has (hovering, the heads below).
void showOutcomeInComparison(widgets::ComparisonView& view, const ComputeOutcome& outcome);

// A step's main figure: the exact | variant | difference maps, drawn by the window's own ComparisonView (offscreen)
// from the step's outcome, as the window shows them after computing it.
struct ComparisonFigure {
    QImage image; // `size` pixels
    QByteArray svg; // the same figure as vectors (text as text; the maps' cells as embedded images)
};

// Needs a QApplication (the view is a widget); the platform may be offscreen.
ComparisonFigure drawComparisonFigure(const ComputeOutcome& outcome, const QString& colormap, const QSize& size);

} // namespace attnlab::app
