#include "widgets/heatmap/comparison_view.h"

#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/view.h"
#include "widgets/figure/figure_file.h"
#include "widgets/plots/plot_fonts.h"

#include <QCursor>
#include <QHBoxLayout>
#include <QToolTip>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace attnlab::widgets {

namespace {

constexpr int kPanelSpacing = 6;

QString fourDigits(double value)
{
    return QString::number(value, 'g', 4);
}

} // namespace

double ComparisonView::roundingFloor(double largestWeight)
{
    return kRoundingFloorInEpsilons * std::numeric_limits<float>::epsilon() * std::abs(largestWeight);
}

ComparisonView::ComparisonView(QWidget* parent) : QWidget(parent)
{
    m_exact = new HeatmapView(this);
    m_variant = new HeatmapView(this);
    m_difference = new HeatmapView(this);
    m_difference->setColormap(QStringLiteral("diverging"));
    m_difference->setSymmetricRange(true);
    m_difference->setValueLabel(tr("variant \u2212 exact"));
    m_exact->setValueLabel(tr("weight"));
    m_variant->setValueLabel(tr("weight (shared scale)"));
    m_exact->setEmptyText(tr("No exact map yet."));
    m_variant->setEmptyText(tr("No variant map yet."));
    m_difference->setEmptyText(tr("The difference appears once both maps are computed."));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kPanelSpacing);
    for (HeatmapView* panel : { m_exact, m_variant, m_difference }) {
        layout->addWidget(panel, 1);
        connect(panel, &HeatmapView::cellHovered, this, [this, panel](int i, int j) { onPanelHovered(panel, i, j); });
        connect(panel, &HeatmapView::hoverCleared, this, &ComparisonView::onHoverCleared);
        connect(panel, &HeatmapView::cellClicked, this, &ComparisonView::cellClicked);
    }
    // On each map, beside the map's own entries: the three side by side.
    FigureMenu::attach(this, [this] {
        return QStringLiteral("maps-")
            + FigureMenu::fileNamePart(m_hasVariant ? m_variant->title() : QStringLiteral("exact"));
    })->setTexts(tr("Copy all three"), tr("Save all three as…"), true);
}

void ComparisonView::setMaps(const core::Matrix& exact, const core::Matrix& variant, const QString& variantTitle)
{
    setMaps(std::make_shared<const core::Matrix>(exact), std::make_shared<const core::Matrix>(variant), variantTitle);
}

void ComparisonView::setMaps(std::shared_ptr<const core::Matrix> exact, std::shared_ptr<const core::Matrix> variant,
                             const QString& variantTitle)
{
    // The exact map given again (only the variant's parameters changed) is neither scanned nor pooled again.
    const bool poolExact = !m_exact->hasMatrix() || m_exact->sharedMatrix() != exact;
    ComparisonDisplay display = prepareComparisonDisplay(*exact, *variant, plotAreas(), poolExact);
    setMaps(std::move(exact), std::move(variant), variantTitle, std::move(display));
}

ComparisonAreas ComparisonView::plotAreas() const
{
    return { m_exact->plotArea(), m_variant->plotArea(), m_difference->plotArea() };
}

void ComparisonView::setMaps(std::shared_ptr<const core::Matrix> exact, std::shared_ptr<const core::Matrix> variant,
    const QString& variantTitle, ComparisonDisplay display)
{
    const HeatmapView::ReplotHold holdExact(*m_exact);
    const HeatmapView::ReplotHold holdVariant(*m_variant);
    const HeatmapView::ReplotHold holdDifference(*m_difference);
    if (!display.answers(*exact, *variant)) {
        const bool poolExact = !m_exact->hasMatrix() || m_exact->sharedMatrix() != exact;
        display = prepareComparisonDisplay(*exact, *variant, plotAreas(), poolExact);
    }
    m_exact->setMatrix(exact, tr("Exact softmax"), std::move(display.exact));
    if (variant->rows() != exact->rows() || variant->cols() != exact->cols()) {
        clearVariant(tr("The variant's map is %1 \u00D7 %2 but the exact map is %3 \u00D7 %4.")
                         .arg(variant->rows())
                         .arg(variant->cols())
                         .arg(exact->rows())
                         .arg(exact->cols()));
        return;
    }
    m_hasVariant = true;
    m_variant->setMatrix(variant, variantTitle, std::move(display.variant));
    showDifference(std::move(display));
    applySharedRange();
    if (m_pinned)
        markEverywhere(m_pinned->row, m_pinned->column);
}

void ComparisonView::showDifference(ComparisonDisplay display)
{
    m_differences = std::move(display.difference);
    m_identicalUpToRounding = display.identicalUpToRounding;
    if (!m_identicalUpToRounding) {
        m_difference->setAutomaticColorRange(); // symmetric around zero, to the largest |difference|
        m_difference->setMatrix(
            std::move(display.drawnDifference), tr("Variant \u2212 exact"), std::move(display.drawnDifferenceDisplay));
        return;
    }
    // Rounding noise has no pattern worth drawing: zeros (undefined entries stay undefined) on fixed limits.
    m_difference->setColorRange(-display.neutralLimit, display.neutralLimit);
    m_difference->setMatrix(
        std::move(display.drawnDifference), tr("Identical up to rounding"), std::move(display.drawnDifferenceDisplay));
}

void ComparisonView::clearVariant(const QString& reason)
{
    m_hasVariant = false;
    m_identicalUpToRounding = false;
    m_differences = std::make_shared<const core::Matrix>();
    m_variant->clear(reason);
    m_difference->clear(reason);
    applySharedRange();
}

void ComparisonView::clear()
{
    m_hasVariant = false;
    m_identicalUpToRounding = false;
    m_differences = std::make_shared<const core::Matrix>();
    m_pinned.reset();
    for (HeatmapView* panel : { m_exact, m_variant, m_difference })
        panel->clear();
}

void ComparisonView::applySharedRange()
{
    if (!m_exact->hasMatrix())
        return;
    // Both maps' finite entries, widened to include zero so a weight of zero is always the colour map's first colour.
    double lower = std::min(0.0, static_cast<double>(m_exact->dataMinimum()));
    double upper = std::max(0.0, static_cast<double>(m_exact->dataMaximum()));
    if (m_hasVariant) {
        lower = std::min(lower, static_cast<double>(m_variant->dataMinimum()));
        upper = std::max(upper, static_cast<double>(m_variant->dataMaximum()));
    }
    if (!(upper > lower))
        upper = lower + 1;
    m_exact->setColorRange(lower, upper);
    m_variant->setColorRange(lower, upper);
    // Only claim a shared scale when there is a second map sharing it.
    m_exact->setValueLabel(m_hasVariant ? tr("weight (shared scale)") : tr("weight"));
}

void ComparisonView::setTokenLabels(const QStringList& labels)
{
    m_tokenLabels = labels;
    for (HeatmapView* panel : { m_exact, m_variant, m_difference })
        panel->setTokenLabels(labels);
}

void ComparisonView::setColormap(const QString& name)
{
    m_exact->setColormap(name);
    m_variant->setColormap(name);
}

void ComparisonView::setLogScale(bool logarithmic)
{
    m_exact->setLogScale(logarithmic);
    m_variant->setLogScale(logarithmic);
}

void ComparisonView::setCrosshair(int i, int j)
{
    m_pinned = Cell { i, j };
    markEverywhere(i, j);
}

void ComparisonView::setHighlights(const HeatmapHighlights& highlights)
{
    for (HeatmapView* panel : { m_exact, m_variant, m_difference })
        panel->setHighlights(highlights);
}

void ComparisonView::clearCrosshair()
{
    m_pinned.reset();
    unmarkEverywhere();
}

void ComparisonView::markEverywhere(int i, int j)
{
    for (HeatmapView* panel : { m_exact, m_variant, m_difference })
        panel->setCrosshair(i, j);
}

void ComparisonView::unmarkEverywhere()
{
    for (HeatmapView* panel : { m_exact, m_variant, m_difference })
        panel->clearCrosshair();
}

void ComparisonView::onPanelHovered(HeatmapView* panel, int i, int j)
{
    markEverywhere(i, j);
    QToolTip::showText(QCursor::pos(), richTextWithHanFont(cellDescription(i, j)), panel);
    emit cellHovered(i, j);
}

void ComparisonView::onHoverCleared()
{
    QToolTip::hideText();
    if (m_pinned)
        markEverywhere(m_pinned->row, m_pinned->column);
    else
        unmarkEverywhere();
}

QString ComparisonView::tokenText(int index) const
{
    if (index < 0 || index >= m_tokenLabels.size())
        return QString();
    return QStringLiteral(" (%1)").arg(m_tokenLabels[index]);
}

QString ComparisonView::cellDescription(int i, int j) const
{
    const QString where = tr("query %1%2, key %3%4").arg(i).arg(tokenText(i)).arg(j).arg(tokenText(j));
    if (!m_exact->hasMatrix() || i < 0 || j < 0 || i >= m_exact->rows() || j >= m_exact->columns())
        return where;
    const double exact = m_exact->value(i, j);
    if (!m_hasVariant)
        return tr("%1: exact %2, no variant").arg(where, fourDigits(exact));
    const double variant = m_variant->value(i, j);
    return tr("%1: exact %2, variant %3, difference %4")
        .arg(where, fourDigits(exact), fourDigits(variant), fourDigits((*m_differences)(i, j)));
}

void ComparisonView::paintPanels(QCPPainter& painter, const QSize& size)
{
    const int panelWidth = (size.width() - 2 * kPanelSpacing) / 3;
    int x = 0;
    for (HeatmapView* panel : { m_exact, m_variant, m_difference }) {
        painter.save();
        painter.translate(x, 0);
        painter.setClipRect(QRect(0, 0, panelWidth, size.height()));
        panel->paintFigure(painter, QSize(panelWidth, size.height()));
        painter.restore();
        x += panelWidth + kPanelSpacing;
    }
}

void ComparisonView::paintFigure(QCPPainter& painter, const QSize& size)
{
    paintPanels(painter, size);
}

QSize ComparisonView::figureSizeHint() const
{
    return onScreenSize(this);
}

QImage ComparisonView::renderImage(const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QCPPainter painter(&image);
    paintPanels(painter, size);
    painter.end();
    return image;
}

bool ComparisonView::exportFigure(const QString& path, int width, int height, QString* error)
{
    const QSize size(width, height);
    return writeFigure(
        path, size, [&](QCPPainter& painter) { paintPanels(painter, size); }, error);
}

} // namespace attnlab::widgets
