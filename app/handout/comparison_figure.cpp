#include "app/handout/comparison_figure.h"

#include "core/error.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/view.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

namespace attnlab::app {

namespace {

// The window's own words for what it shows in the maps, so the figure reads as the window does in every language.
QString tr(const char* text)
{
    return QCoreApplication::translate("attnlab::app::MainWindow", text);
}

} // namespace

void showOutcomeInComparison(widgets::ComparisonView& view, const ComputeOutcome& outcome)
{
    const Comparison& comparison = outcome.comparison;
    const core::VariantInfo& info = outcome.variant->info();
    view.setTokenLabels(outcome.tokens);
    if (comparison.exact->map && comparison.variant.map) {
        view.setMaps(*comparison.exact->map, *comparison.variant.map, QString::fromStdString(info.id));
        view.variantView()->setValueLabel(
            info.rowsSumToOne ? tr("weight (shared scale)") : tr("mixing weight (rows need not sum to 1)"));
    } else if (!comparison.exact->map) {
        view.clear();
        view.exactView()->clear(tr("Maps are drawn up to N = %1; the metrics below are for N = %2.")
                                    .arg(kLargestMapN)
                                    .arg(outcome.sequence->problem.n()));
    } else {
        view.clearVariant(tr("No mixing map for this variant"));
    }
}

ComparisonFigure drawComparisonFigure(const ComputeOutcome& outcome, const QString& colormap, const QSize& size)
{
    widgets::ComparisonView view;
    view.resize(size);
    view.setColormap(colormap);
    showOutcomeInComparison(view, outcome);

    ComparisonFigure figure;
    figure.image = view.renderImage(size);
    // The figure writer writes to a path; a private temporary one keeps the handout's own writes atomic.
    const QTemporaryDir scratch;
    const QString path = scratch.filePath(QStringLiteral("figure.svg"));
    QString error;
    if (!scratch.isValid() || !view.exportFigure(path, size.width(), size.height(), &error))
        throw core::Error(QStringLiteral("cannot draw the figure as SVG: %1").arg(error).toStdString());
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        figure.svg = file.readAll();
    return figure;
}

} // namespace attnlab::app
