#include "widgets/heatmap/view.h"

#include "widgets/figure/figure_file.h"
#include "widgets/figure/figure_menu.h"
#include "widgets/figure/widget_figure.h"
#include "widgets/heatmap/cell_marker.h"
#include "widgets/heatmap/colormap.h"
#include "widgets/heatmap/index_ticker.h"
#include "widgets/heatmap/token_key_axis.h"
#include "widgets/plots/plot_fonts.h"
#include "widgets/plots/plot_style.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QLabel>
#include <QMouseEvent>
#include <QPainterPath>
#include <QStackedLayout>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace attnlab::widgets {

namespace {

// Token labels are drawn only up to this many per axis; beyond it a tick per token is unreadable anyway.
constexpr int kMaxTokenTicks = 48;
// Long tokens are cut so one word cannot eat the plot's margin.
constexpr int kMaxTokenLabelLength = 12;
// The least room between two numeric tick labels, in pixels.
constexpr double kTickLabelGap = 8;

QString shortTokenLabel(const QString& label)
{
    if (label.size() <= kMaxTokenLabelLength)
        return label;
    return label.left(kMaxTokenLabelLength - 1) + QChar(0x2026); // ellipsis
}

// Centre of the first and last of `count` equal cells that together cover [-0.5, extent - 0.5]: the colour map
// places its cells by their centres, and a pooled cell stands for a block of extent / count original indices.
QCPRange cellCentreRange(int extent, int count)
{
    const double width = static_cast<double>(extent) / count;
    return QCPRange(-0.5 + 0.5 * width, -0.5 + (count - 0.5) * width);
}

} // namespace

HeatmapView::HeatmapView(QWidget* parent) : QWidget(parent)
{
    m_emptyText = tr("No map to show yet.");
    m_valueLabel = tr("value");
    m_colormapName = QStringLiteral("viridis");

    m_hintLabel = makePlotHintLabel(m_emptyText, this);

    m_plot = new QCustomPlot(this);
    buildPlot();

    m_stack = stackHintOverPlot(this, m_hintLabel, m_plot);
    m_poolingDelay = new QTimer(this);
    m_poolingDelay->setSingleShot(true);
    m_poolingDelay->setInterval(kPoolingDelayMs);
    connect(m_poolingDelay, &QTimer::timeout, this, &HeatmapView::startBackgroundPooling);
    FigureMenu::attach(
        this, [this] { return m_title.isEmpty() ? QStringLiteral("map") : FigureMenu::fileNamePart(m_title); });
}

HeatmapView::~HeatmapView() = default;

qreal HeatmapView::baseSize() const
{
    return plotPointSize(font());
}

void HeatmapView::buildPlot()
{
    m_plot->setMouseTracking(true);
    m_plot->installEventFilter(this);
    m_plot->setBackground(Qt::white);

    QCPAxisRect* area = m_plot->axisRect();
    // The stock key axis turns every label by one angle; this one keeps single characters upright.
    area->removeAxis(m_plot->xAxis);
    m_keyAxis = new TokenKeyAxis(area);
    area->addAxis(QCPAxis::atBottom, m_keyAxis);
    m_plot->xAxis = m_keyAxis;
    m_plot->xAxis->setLabel(tr("key j"));
    m_plot->yAxis->setLabel(tr("query i"));
    m_plot->yAxis->setRangeReversed(true); // query 0 on top, as the matrix is written
    for (QCPAxis* axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLengthOut(3);
        axis->setTickLengthIn(0);
    }

    m_colorMap = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_colorMap->setInterpolate(false);
    m_colorMap->setTightBoundary(false);

    m_colorScale = new QCPColorScale(m_plot);
    m_colorScale->setType(QCPAxis::atRight);
    m_colorScale->setBarWidth(10);
    m_colorScale->axis()->setTickLabelPadding(3);
    m_colorScale->axis()->setLabelPadding(4);
    m_colorScale->axis()->setNumberFormat(QStringLiteral("g"));
    m_colorScale->axis()->setNumberPrecision(3);
    m_colorScale->axis()->setTickLengthOut(3);
    m_colorScale->axis()->setSubTicks(false);
    m_colorMap->setColorScale(m_colorScale);
    m_plot->plotLayout()->addElement(0, 1, m_colorScale);
    // The colour bar spans exactly the height of the map next to it.
    auto* marginGroup = new QCPMarginGroup(m_plot);
    area->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup);
    m_colorScale->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup);

    m_plot->plotLayout()->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot);
    m_plot->plotLayout()->addElement(0, 0, m_titleElement);
    m_plot->plotLayout()->setRowSpacing(2);
    m_plot->plotLayout()->setColumnSpacing(6);

    // Added first, so its layer sits below the crosshair's: the cell under the mouse stays readable on a highlight.
    m_highlightMarks = std::make_unique<HighlightMarks>(m_plot);
    m_marker = std::make_unique<CellMarker>(m_plot);

    setColormap(m_colormapName);
    applyFonts();
    updateValueLabel();
    installTickers();

    connect(m_plot, &QCustomPlot::afterLayout, this, &HeatmapView::adaptToLayout);
    connect(m_plot, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &HeatmapView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &HeatmapView::onMouseRelease);
}

QSize HeatmapView::sizeHint() const
{
    return { 420, 400 };
}

QSize HeatmapView::minimumSizeHint() const
{
    return { 220, 200 };
}

void HeatmapView::setMatrix(const core::Matrix& matrix, const QString& title)
{
    setMatrix(std::make_shared<const core::Matrix>(matrix), title);
}

void HeatmapView::setMatrix(std::shared_ptr<const core::Matrix> matrix, const QString& title)
{
    setMatrix(std::move(matrix), title, MapDisplay {});
}

void HeatmapView::setMatrix(std::shared_ptr<const core::Matrix> matrix, const QString& title, MapDisplay display)
{
    if (!matrix)
        matrix = std::make_shared<const core::Matrix>();
    // The same map again (the exact map while only the variant's parameters change): its range and its cells stand.
    if (m_hasMatrix && matrix == m_matrix && title == m_title)
        return;
    const bool shapeChanged = !m_hasMatrix || matrix->rows() != m_matrix->rows() || matrix->cols() != m_matrix->cols();
    m_matrix = std::move(matrix);
    m_hasMatrix = m_matrix->size() > 0;
    m_title = title;
    if (!m_hasMatrix) {
        clear();
        return;
    }
    forgetCells();
    if (display.answers(*m_matrix)) {
        m_dataMinimum = display.minimum;
        m_dataMaximum = display.maximum;
        m_cells = std::move(display.pooled);
    } else {
        std::tie(m_dataMinimum, m_dataMaximum) = finiteRange(*m_matrix);
    }
    if (shapeChanged) {
        m_hovered.reset();
        m_pressed.reset();
        if (m_crosshair && (m_crosshair->row >= rows() || m_crosshair->column >= columns()))
            clearCrosshair();
    }
    m_titleElement->setText(m_title);
    m_plot->xAxis->setRange(-0.5, m_matrix->cols() - 0.5);
    m_plot->yAxis->setRange(-0.5, m_matrix->rows() - 0.5);
    m_pooled = Pooling {}; // forces new cells on the next layout
    applyFonts();
    installTickers();
    applyColorRange();
    if (m_crosshair)
        m_marker->show(m_crosshair->row, m_crosshair->column, rows(), columns());
    m_highlightMarks->show(m_highlights, rows(), columns());
    m_stack->setCurrentWidget(m_plot);
    requestReplot();
}

void HeatmapView::clear(const QString& hint)
{
    m_matrix = std::make_shared<const core::Matrix>();
    m_hasMatrix = false;
    m_hovered.reset();
    m_pressed.reset();
    m_crosshair.reset();
    m_marker->hide();
    m_highlightMarks->hide();
    m_colorMap->data()->clear();
    m_pooled = Pooling {};
    forgetCells();
    m_hintLabel->setText(hint.isEmpty() ? m_emptyText : hint);
    m_stack->setCurrentWidget(m_hintLabel);
}

void HeatmapView::setEmptyText(const QString& text)
{
    if (!m_hasMatrix && m_hintLabel->text() == m_emptyText)
        m_hintLabel->setText(text);
    m_emptyText = text;
}

float HeatmapView::value(int i, int j) const
{
    Q_ASSERT(m_hasMatrix && i >= 0 && i < m_matrix->rows() && j >= 0 && j < m_matrix->cols());
    return (*m_matrix)(i, j);
}

void HeatmapView::setColormap(const QString& name)
{
    m_colormapName = name;
    QCPColorGradient gradient = colorGradient(name);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(190, 190, 190)); // undefined entries read as "no value", not as a weight
    m_colorMap->setGradient(gradient);
    if (m_hasMatrix)
        requestReplot();
}

void HeatmapView::setLogScale(bool logarithmic)
{
    if (m_logScale == logarithmic)
        return;
    m_logScale = logarithmic;
    m_pooled = Pooling {}; // the cells are clamped to the floor on a log scale: draw them anew
    if (m_hasMatrix) {
        applyColorRange();
        requestReplot();
    }
}

void HeatmapView::setSymmetricRange(bool symmetric)
{
    m_symmetric = symmetric;
    m_pooled = Pooling {};
    if (m_hasMatrix) {
        applyColorRange();
        requestReplot();
    }
}

void HeatmapView::setColorRange(double lower, double upper)
{
    const double floor = logFloor();
    m_hasFixedRange = true;
    m_fixedLower = std::min(lower, upper);
    m_fixedUpper = std::max(lower, upper);
    // On a log scale the cells are clamped to a floor that follows the range: draw them anew when it moved (a
    // matrix given again keeps its cells, so a new shared range would otherwise leave them at the old floor).
    if (drawsLogScale() && logFloor() != floor)
        m_pooled = Pooling {};
    if (m_hasMatrix) {
        applyColorRange();
        requestReplot();
    }
}

void HeatmapView::setAutomaticColorRange()
{
    const double floor = logFloor();
    m_hasFixedRange = false;
    if (drawsLogScale() && logFloor() != floor)
        m_pooled = Pooling {};
    if (m_hasMatrix) {
        applyColorRange();
        requestReplot();
    }
}

QCPRange HeatmapView::colorRange() const
{
    return m_colorMap->dataRange();
}

void HeatmapView::applyColorRange()
{
    QCPAxis* bar = m_colorScale->axis();
    if (drawsLogScale()) {
        double upper = m_hasFixedRange ? m_fixedUpper : static_cast<double>(m_dataMaximum);
        if (!(upper > 0))
            upper = 1; // nothing positive to show: any decades will do
        m_colorMap->setDataScaleType(QCPAxis::stLogarithmic);
        bar->setScaleType(QCPAxis::stLogarithmic);
        if (!qSharedPointerDynamicCast<QCPAxisTickerLog>(bar->ticker()))
            bar->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        m_colorMap->setDataRange(QCPRange(logFloor(), upper));
        m_pooled = Pooling {}; // the floor the cells are clamped to may have moved
        updateValueLabel();
        return;
    }
    if (m_colorMap->dataScaleType() != QCPAxis::stLinear) {
        m_colorMap->setDataScaleType(QCPAxis::stLinear);
        bar->setScaleType(QCPAxis::stLinear);
        bar->setTicker(QSharedPointer<QCPAxisTicker>::create());
    }
    double lower = m_hasFixedRange ? m_fixedLower : std::min(0.0, static_cast<double>(m_dataMinimum));
    double upper = m_hasFixedRange ? m_fixedUpper : std::max(0.0, static_cast<double>(m_dataMaximum));
    if (m_symmetric) {
        const double magnitude = std::max(std::abs(lower), std::abs(upper));
        lower = -magnitude;
        upper = magnitude;
    }
    if (!(upper > lower)) {
        // A constant map (all zeros, say): any range draws it in one colour; this one keeps zero in the middle.
        const double half = std::max(1.0, std::abs(upper));
        lower = m_symmetric ? -half : std::min(lower, 0.0);
        upper = m_symmetric ? half : lower + half;
    }
    m_colorMap->setDataRange(QCPRange(lower, upper));
    updateValueLabel();
}

double HeatmapView::logFloor() const
{
    double upper = m_hasFixedRange ? m_fixedUpper : static_cast<double>(m_dataMaximum);
    if (!(upper > 0))
        upper = 1;
    return upper * std::pow(10.0, -kLogDecades);
}

void HeatmapView::setValueLabel(const QString& label)
{
    m_valueLabel = label;
    updateValueLabel();
    if (m_hasMatrix)
        requestReplot();
}

void HeatmapView::updateValueLabel()
{
    // Longest first: the label with what a drawn cell stands for when it pools a block of entries, then a shorter
    // way to say that, then the label alone. The first that fits along the bar is shown, so the bar's title is
    // never cut to make room for the note.
    const QString valueLabel = drawsLogScale() ? tr("%1, log scale").arg(m_valueLabel) : m_valueLabel;
    QStringList forms;
    if (m_hasMatrix && !m_pooled.cells.isEmpty()
        && (m_pooled.cells.width() < columns() || m_pooled.cells.height() < rows())) {
        const int blockRows = static_cast<int>(std::ceil(static_cast<double>(rows()) / m_pooled.cells.height()));
        const int blockColumns = static_cast<int>(std::ceil(static_cast<double>(columns()) / m_pooled.cells.width()));
        const QString block = QStringLiteral("%1%2%3").arg(blockRows).arg(QChar(0x00D7)).arg(blockColumns);
        const bool mean = m_pooled.mode == core::PoolMode::Mean;
        const QString note = mean ? tr("%1 block mean").arg(block) : tr("%1 block max |x|").arg(block);
        const QString shortNote = mean ? tr("%1 mean").arg(block) : tr("%1 max |x|").arg(block);
        if (valueLabel.isEmpty()) {
            forms << note << shortNote;
        } else {
            forms << valueLabel + QStringLiteral(", ") + note;
            forms << valueLabel + QStringLiteral(" (") + shortNote + QLatin1Char(')');
        }
    }
    forms << valueLabel;
    const QFont labelFont = plotFont(font(), baseSize(), forms.join(QString()));
    const QFontMetrics metrics(labelFont);
    // The label runs along the bar and may reach a little past its ends.
    const int barLength = m_colorScale->rect().height();
    const int room = barLength + 20;
    QString label = forms.last();
    if (barLength > 0) {
        const auto fitting = std::find_if(
            forms.begin(), forms.end(), [&](const QString& form) { return metrics.horizontalAdvance(form) <= room; });
        // Even the label alone too long: cut it rather than let it run off the plot.
        label = fitting != forms.end() ? *fitting : metrics.elidedText(forms.last(), Qt::ElideRight, room);
    } else {
        label = forms.first();
    }
    m_colorScale->axis()->setLabel(label);
    m_colorScale->axis()->setLabelFont(labelFont);
}

void HeatmapView::setTokenLabels(const QStringList& labels)
{
    // The same tokens again (every outcome of one input brings them): nothing to lay out or draw anew.
    if (labels == m_tokenLabels)
        return;
    m_tokenLabels = labels;
    m_tokenInkCache.clear();
    m_tickChoice = TickChoice {};
    applyFonts();
    installTickers();
    if (m_hasMatrix)
        requestReplot();
}

void HeatmapView::applyFonts()
{
    const QFont base = font();
    const qreal size = baseSize();
    m_titleElement->setFont(plotFont(base, size + 1, m_title, true));
    m_plot->xAxis->setLabelFont(plotFont(base, size, m_plot->xAxis->label()));
    m_plot->yAxis->setLabelFont(plotFont(base, size, m_plot->yAxis->label()));
    m_colorScale->axis()->setTickLabelFont(plotFont(base, size - 1, QString()));
    m_colorScale->axis()->setLabelFont(plotFont(base, size, m_colorScale->axis()->label()));
}

void HeatmapView::installTickers()
{
    const QFont base = font();
    const qreal numericSize = baseSize() - 1;
    const QFont tokenFont = plotFont(
        base, m_tickChoice.pointSize > 0 ? m_tickChoice.pointSize : numericSize, m_tokenLabels.join(QString()));
    const auto install = [&](QCPAxis* axis, bool tokens) {
        if (tokens) {
            auto ticker = QSharedPointer<QCPAxisTickerText>::create();
            ticker->setSubTickCount(0);
            for (int k = 0; k < m_tokenLabels.size(); ++k)
                ticker->addTick(k, shortTokenLabel(m_tokenLabels[k]));
            axis->setTicker(ticker);
            axis->setTickLabelFont(tokenFont);
        } else {
            axis->setTicker(QSharedPointer<IndexTicker>::create());
            axis->setTickLabelFont(plotFont(base, numericSize, QString()));
        }
    };
    install(m_plot->xAxis, m_tickChoice.keys);
    install(m_plot->yAxis, m_tickChoice.queries);
    // Longer key labels are turned to run along their column so neighbouring tokens do not overlap; single
    // characters (a Han character, a letter) stay upright, where they are read and already fit.
    m_keyAxis->setTurnsLongLabelsOnly(m_tickChoice.keys);
}

void HeatmapView::relayout()
{
    QCPLayoutGrid* layout = m_plot->plotLayout();
    layout->update(QCPLayoutElement::upPreparation);
    layout->update(QCPLayoutElement::upMargins);
    layout->update(QCPLayoutElement::upLayout);
}

void HeatmapView::adaptToLayout()
{
    if (m_adapting || !m_hasMatrix)
        return;
    m_adapting = true;
    const bool titleChanged = elideTitle();
    const bool laidOut = chooseTickLabels();
    if (titleChanged && !laidOut)
        relayout();
    keepCellsSquare();
    // The ticks were placed for the old counts: place them again (twice at most, as the new labels may widen the
    // margin and so narrow the axis).
    for (int pass = 0; pass < 2 && fitNumericTickCounts(); ++pass) {
        relayout();
        keepCellsSquare();
    }
    updatePooling();
    updateValueLabel();
    m_adapting = false;
}

void HeatmapView::keepCellsSquare()
{
    // A matrix reads as a matrix when its cells are square: the space the map does not need becomes an even
    // margin around the whole figure (title and colour bar move with the map).
    QCPLayoutGrid* layout = m_plot->plotLayout();
    const QMargins current = layout->margins();
    const QRect area = m_plot->axisRect()->rect();
    const int naturalWidth = area.width() + current.left() + current.right();
    const int naturalHeight = area.height() + current.top() + current.bottom();
    if (naturalWidth <= 0 || naturalHeight <= 0 || rows() == 0)
        return;
    const double aspect = static_cast<double>(columns()) / rows();
    int width = naturalWidth;
    int height = naturalHeight;
    if (naturalWidth > naturalHeight * aspect)
        width = static_cast<int>(naturalHeight * aspect);
    else
        height = static_cast<int>(naturalWidth / aspect);
    const int spareWidth = naturalWidth - width;
    const int spareHeight = naturalHeight - height;
    const QMargins wanted(spareWidth / 2, spareHeight / 2, spareWidth - spareWidth / 2, spareHeight - spareHeight / 2);
    if (wanted == current)
        return;
    layout->setMargins(wanted);
    relayout();
}

bool HeatmapView::elideTitle()
{
    const int available = m_plot->viewport().width() - m_colorScale->outerRect().width() - 16;
    const QString shown
        = QFontMetrics(m_titleElement->font()).elidedText(m_title, Qt::ElideRight, std::max(40, available));
    if (shown == m_titleElement->text())
        return false;
    m_titleElement->setText(shown);
    return true;
}

HeatmapView::TokenInk HeatmapView::tokenInk(qreal pointSize) const
{
    const auto cached = m_tokenInkCache.find(pointSize);
    if (cached != m_tokenInkCache.end())
        return cached->second;
    // The outlines' exact extent: font metrics round outwards by a pixel or two, which at ten pixels per cell
    // decides between showing the tokens and not.
    const QFont tokenFont = plotFont(font(), pointSize, m_tokenLabels.join(QString()));
    TokenInk ink;
    for (const QString& label : m_tokenLabels) {
        const QString shown = shortTokenLabel(label);
        QPainterPath outline;
        outline.addText(0, 0, tokenFont, shown);
        const QRectF bounds = outline.boundingRect();
        ink.acrossKey = std::max(ink.acrossKey, tokenLabelStandsUpright(shown) ? bounds.width() : bounds.height());
        ink.acrossQuery = std::max(ink.acrossQuery, bounds.height());
    }
    m_tokenInkCache[pointSize] = ink;
    return ink;
}

bool HeatmapView::tokenLabelsFit(const TickChoice& choice) const
{
    // Each key label needs its ink across its column (its width upright, its height turned); query labels lie one
    // above the other and need their height. Ink, not line height: CJK fonts have tall line spacing their glyphs
    // do not use. A pixel of air between neighbours.
    const TokenInk ink = tokenInk(choice.pointSize);
    const QRect area = m_plot->axisRect()->rect();
    const bool keysFit = !choice.keys || area.width() / static_cast<double>(columns()) >= ink.acrossKey + 1;
    const bool queriesFit = !choice.queries || area.height() / static_cast<double>(rows()) >= ink.acrossQuery + 1;
    return keysFit && queriesFit;
}

double HeatmapView::keyLabelRotation(int j) const
{
    if (!m_tickChoice.keys || j < 0 || j >= m_tokenLabels.size())
        return 0;
    return m_keyAxis->rotationOf(shortTokenLabel(m_tokenLabels[j]));
}

bool HeatmapView::chooseTickLabels()
{
    TickChoice wanted;
    wanted.keys = !m_tokenLabels.isEmpty() && m_tokenLabels.size() == columns() && columns() <= kMaxTokenTicks;
    wanted.queries = !m_tokenLabels.isEmpty() && m_tokenLabels.size() == rows() && rows() <= kMaxTokenTicks;
    bool laidOut = false;
    TickChoice chosen;
    if (wanted.keys || wanted.queries) {
        // Try the labels at decreasing sizes with the margins they really take (not the margins of numeric
        // ticks), so the choice is the same on every layout instead of flipping between two.
        const qreal base = baseSize();
        for (const qreal size : { base - 1, base - 1.5, std::max(6.5, base - 2) }) {
            wanted.pointSize = size;
            m_tickChoice = wanted;
            installTickers();
            relayout();
            laidOut = true;
            if (tokenLabelsFit(wanted)) {
                chosen = wanted;
                break;
            }
        }
    }
    if (!(m_tickChoice == chosen)) {
        m_tickChoice = chosen;
        installTickers();
        relayout();
        laidOut = true;
    }
    return laidOut;
}

bool HeatmapView::fitNumericTickCounts()
{
    // About one number per 50 px across and per 45 px down, and never two closer than the widest number plus a
    // gap: narrow panels (a head of a multi-head grid) get fewer labels, never a run like "0204060".
    const QRect area = m_plot->axisRect()->rect();
    bool changed = false;
    const auto fit = [&changed](QCPAxis* axis, int pixels, int perTick, int maxTicks, double labelExtent) {
        auto ticker = axis->ticker().dynamicCast<IndexTicker>();
        if (!ticker)
            return;
        pixels = std::max(1, pixels); // an axis squeezed to nothing keeps one label, not a smear of them
        const int count = std::clamp(pixels / perTick, 2, maxTicks);
        const double minimumStep = (labelExtent + kTickLabelGap) * axis->range().size() / pixels;
        changed = changed || count != ticker->tickCount() || !qFuzzyCompare(minimumStep, ticker->minimumStep());
        ticker->setTickCount(count);
        ticker->setMinimumStep(minimumStep);
    };
    const QString widestKey = m_plot->locale().toString(std::max(0, columns() - 1));
    fit(m_plot->xAxis, area.width(), 50, 8, QFontMetricsF(m_plot->xAxis->tickLabelFont()).horizontalAdvance(widestKey));
    fit(m_plot->yAxis, area.height(), 45, 10, QFontMetricsF(m_plot->yAxis->tickLabelFont()).height());
    return changed;
}

HeatmapView::ReplotHold::ReplotHold(HeatmapView& view) : m_view(view)
{
    ++m_view.m_heldReplots;
}

HeatmapView::ReplotHold::~ReplotHold()
{
    if (--m_view.m_heldReplots == 0 && m_view.m_replotWanted) {
        m_view.m_replotWanted = false;
        m_view.requestReplot();
    }
}

void HeatmapView::requestReplot()
{
    // Each replot lays the plot out and draws it (a few ms): a matrix shown with its range and labels takes one.
    if (m_heldReplots > 0) {
        m_replotWanted = true;
        return;
    }
    if (m_replotQueue) {
        m_replotQueue->add(m_plot);
    } else {
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    }
}

void HeatmapView::redrawMarker()
{
    // A layer's replot after the plot changed is a whole replot, at once: one waiting takes the marker along.
    if (m_heldReplots > 0 || (m_replotQueue && m_replotQueue->isWaiting(m_plot)))
        requestReplot();
    else
        m_marker->redraw();
}

void HeatmapView::forgetCells()
{
    m_cells.reset();
    stopBackgroundPooling(); // what is still being pooled answers the matrix before
    m_poolingsHere = 0;
}

void HeatmapView::stopBackgroundPooling()
{
    m_backgroundPooling.reset();
    m_poolingDelay->stop();
    ++m_poolingGeneration; // a job under way pooled for a grid no longer asked for: its cells are dropped
}

QSize HeatmapView::plotArea() const
{
    return m_plot->axisRect()->rect().size();
}

QSize HeatmapView::chrome() const
{
    // The margins keepCellsSquare() adds are room the plot area may take.
    const QMargins square = m_plot->plotLayout()->margins();
    return size() - m_plot->axisRect()->rect().size()
        - QSize(square.left() + square.right(), square.top() + square.bottom());
}

void HeatmapView::updatePooling()
{
    const QRect area = m_plot->axisRect()->rect();
    if (area.width() < 1 || area.height() < 1)
        return;
    Pooling wanted;
    wanted.cells = drawnGrid(rows(), columns(), area.size());
    wanted.mode = poolMode();
    // A grid asked for in the background is no longer wanted once the layout comes to a grid at hand (a scroll bar
    // that appears a moment after new heads moves them back to the size their cells were pooled for).
    const auto answered = [this] {
        if (!m_drawingFigure)
            stopBackgroundPooling();
    };
    if (wanted == m_pooled) {
        answered();
        return;
    }
    const bool pooled = wanted.cells.width() < columns() || wanted.cells.height() < rows();
    if (!pooled) {
        answered();
        drawCells(*m_matrix);
        return;
    }
    // Cells pooled for this very grid (with the matrix on the window's worker, in the background, or here before)
    // are the cells pooling here would give.
    if (m_cells && m_cells->cells == wanted.cells && m_cells->mode == wanted.mode) {
        answered();
        drawCells(*m_cells->values);
        return;
    }
    // Cells pooled for a grid within a twentieth (or a pixel) of this one are drawn as they are on screen: a cell
    // stretched by 5% cannot be seen, and the window's worker pools before it can know the grid to the pixel (a
    // layout shares its width between columns unevenly; the colour bar's numbers, which take their width from the
    // range of the new map, move the plot's edge by a few pixels). A figure is pooled for its own grid.
    const auto nearlyTheGrid = [](const QSize& cells, const QSize& grid) {
        return std::abs(cells.width() - grid.width()) <= std::max(1, grid.width() / 20)
            && std::abs(cells.height() - grid.height()) <= std::max(1, grid.height() / 20);
    };
    if (!m_drawingFigure && m_cells && m_cells->mode == wanted.mode && nearlyTheGrid(m_cells->cells, wanted.cells)) {
        answered();
        if (!(m_pooled == Pooling { m_cells->cells, m_cells->mode }))
            drawCells(*m_cells->values);
        return;
    }
    // A large map's cells at hand for another grid (the layout moved by a few pixels, the view was resized) are
    // drawn over the map as they are, and the grid is pooled off the GUI thread. A figure is drawn as laid out.
    if (!m_drawingFigure && m_cells && m_cells->mode == wanted.mode && m_matrix->size() >= kBackgroundPoolingEntries) {
        poolInBackground(wanted);
        if (!(m_pooled == Pooling { m_cells->cells, m_cells->mode }))
            drawCells(*m_cells->values);
        return;
    }
    ++m_poolingsHere;
    PooledCells pooledHere { wanted.cells, wanted.mode,
        std::make_shared<const core::Matrix>(
            core::downsample(*m_matrix, wanted.cells.height(), wanted.cells.width(), wanted.mode)) };
    drawCells(*pooledHere.values);
    // A figure's grid is its own: the screen's cells stay at hand for when the screen is laid out again.
    if (!m_drawingFigure || !m_cells)
        m_cells = std::move(pooledHere);
}

namespace {

// QCPColorMapData's cells, written directly: setCell() is an out-of-line call into the library per cell, which
// measured 10 to 40 times slower in the window than the writes themselves. A pointer to a protected member, formed
// in a derived class, may be applied to any QCPColorMapData.
struct ColorMapCells : QCPColorMapData {
    static double* QCPColorMapData::*values() { return &ColorMapCells::mData; }
    static QCPRange QCPColorMapData::*bounds() { return &ColorMapCells::mDataBounds; }
    static bool QCPColorMapData::*modified() { return &ColorMapCells::mDataModified; }
};

// The colour map's cells for `shown` (a matrix of rows x columns, or its pooled cells): a colour map cannot draw a
// dimension of one cell (its cell width comes from the distance between the first and the last centre), so a single
// row or column is drawn twice. A log scale has no colour for zero or below: those cells take the floor's (NaN
// keeps its own colour). Writes into `data`, resized when its size differs.
void fillColorMapData(QCPColorMapData& data, const core::Matrix& shown, int rows, int columns, double floor)
{
    const int keyCells = std::max<int>(2, static_cast<int>(shown.cols()));
    const int valueCells = std::max<int>(2, static_cast<int>(shown.rows()));
    if (data.keySize() != keyCells || data.valueSize() != valueCells)
        data.setSize(keyCells, valueCells);
    data.setRange(cellCentreRange(columns, keyCells), cellCentreRange(rows, valueCells));
    double* cells = data.*ColorMapCells::values();
    double lower = std::numeric_limits<double>::infinity();
    double upper = -std::numeric_limits<double>::infinity();
    for (int y = 0; y < valueCells; ++y) {
        const Eigen::Index row = std::min<Eigen::Index>(y, shown.rows() - 1);
        double* line = cells + static_cast<std::ptrdiff_t>(y) * keyCells;
        for (int x = 0; x < keyCells; ++x) {
            const double value = shown(row, std::min<Eigen::Index>(x, shown.cols() - 1));
            const double drawn = value < floor ? floor : value;
            line[x] = drawn;
            lower = drawn < lower ? drawn : lower; // as setCell() keeps the data's bounds
            upper = drawn > upper ? drawn : upper;
        }
    }
    data.*ColorMapCells::bounds() = QCPRange(lower, upper);
    data.*ColorMapCells::modified() = true;
}

} // namespace

double HeatmapView::cellFloor() const
{
    return drawsLogScale() ? logFloor() : -std::numeric_limits<double>::infinity();
}

void HeatmapView::drawCells(const core::Matrix& shown)
{
    // A large grid (an 800 x 800 map in a wide dock) is written in place: a new one of a few MB would be fresh
    // memory, whose first touches cost the GUI thread more than writing the cells. setCell() marks the data
    // modified, so the map draws its image anew. A small grid comes from the heap: new cells are as quick, and
    // measured quicker here than writing over the cells the map last drew.
    constexpr Eigen::Index kLargestFreshGrid = Eigen::Index(1) << 17; // 1 MiB of cells
    if (shown.size() <= kLargestFreshGrid) {
        auto* data = new QCPColorMapData(2, 2, QCPRange(0, 1), QCPRange(0, 1));
        fillColorMapData(*data, shown, rows(), columns(), cellFloor());
        m_colorMap->setData(data, false); // the map takes ownership
    } else {
        fillColorMapData(*m_colorMap->data(), shown, rows(), columns(), cellFloor());
    }
    m_pooled.cells = QSize(static_cast<int>(shown.cols()), static_cast<int>(shown.rows()));
    m_pooled.mode = poolMode();
}

void HeatmapView::poolInBackground(const Pooling& wanted)
{
    if (m_backgroundPooling && *m_backgroundPooling == wanted)
        return; // asked for already
    m_backgroundPooling = wanted;
    ++m_poolingGeneration; // a job under way pools another grid
    // A change moves the layout by a few pixels more than once (a scroll bar comes and goes, the colour bar's
    // labels widen): the grid is pooled once the layout has stood still for a moment.
    m_poolingDelay->start();
}

void HeatmapView::startBackgroundPooling()
{
    if (!m_backgroundPooling)
        return;
    const Pooling wanted = *m_backgroundPooling;
    const quint64 generation = ++m_poolingGeneration;
    // The colour map's cells are made there too: a grid of another size is fresh memory.
    struct Pooled {
        PooledCells cells;
        // Shared by the future's copies; the colour map takes it out.
        std::shared_ptr<std::unique_ptr<QCPColorMapData>> data;
        double floor = 0;
    };
    auto* watcher = new QFutureWatcher<Pooled>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, wanted] {
        watcher->deleteLater();
        // Pooled for a matrix or a grid that is no longer asked for: dropped (the newer one is asked for).
        if (generation != m_poolingGeneration)
            return;
        m_backgroundPooling.reset();
        Pooled pooled = watcher->result();
        m_cells = pooled.cells;
        m_pooled = Pooling {};
        if (pooled.floor == cellFloor() && *pooled.data) {
            // Made for the floor in use: swapped in as they are (else drawn from the cells on the next layout).
            m_colorMap->setData(pooled.data->release(), false);
            m_pooled = wanted;
        }
        requestReplot();
    });
    watcher->setFuture(QtConcurrent::run([matrix = m_matrix, wanted, floor = cellFloor()] {
        Pooled pooled;
        pooled.cells = PooledCells { wanted.cells, wanted.mode,
            std::make_shared<const core::Matrix>(
                core::downsample(*matrix, wanted.cells.height(), wanted.cells.width(), wanted.mode)) };
        pooled.data = std::make_shared<std::unique_ptr<QCPColorMapData>>(
            std::make_unique<QCPColorMapData>(2, 2, QCPRange(0, 1), QCPRange(0, 1)));
        fillColorMapData(**pooled.data, *pooled.cells.values, static_cast<int>(matrix->rows()),
            static_cast<int>(matrix->cols()), floor);
        pooled.floor = floor;
        return pooled;
    }));
}

void HeatmapView::setCrosshair(int i, int j)
{
    if (!m_hasMatrix || i < 0 || j < 0 || i >= rows() || j >= columns()) {
        clearCrosshair();
        return;
    }
    if (m_crosshair && *m_crosshair == Cell { i, j } && m_marker->isVisible())
        return;
    m_crosshair = Cell { i, j };
    m_marker->show(i, j, rows(), columns());
    redrawMarker();
}

void HeatmapView::clearCrosshair()
{
    const bool wasVisible = m_marker->isVisible();
    m_crosshair.reset();
    m_marker->hide();
    if (wasVisible && m_hasMatrix)
        redrawMarker();
}

bool HeatmapView::hasCrosshair() const
{
    return m_crosshair.has_value();
}

void HeatmapView::setHighlights(const HeatmapHighlights& highlights)
{
    if (highlights == m_highlights)
        return;
    m_highlights = highlights;
    if (m_hasMatrix)
        m_highlightMarks->show(m_highlights, rows(), columns());
    requestReplot();
}

int HeatmapView::drawnHighlightCount() const
{
    return m_hasMatrix ? m_highlightMarks->outlineCount() : 0;
}

QPoint HeatmapView::cellCenter(int i, int j) const
{
    const QPointF inPlot(m_plot->xAxis->coordToPixel(j), m_plot->yAxis->coordToPixel(i));
    return m_plot->mapTo(this, inPlot.toPoint());
}

std::optional<HeatmapView::Cell> HeatmapView::cellAt(const QPointF& plotPosition) const
{
    if (!m_hasMatrix || !m_plot->axisRect()->rect().contains(plotPosition.toPoint()))
        return std::nullopt;
    const int column = static_cast<int>(std::floor(m_plot->xAxis->pixelToCoord(plotPosition.x()) + 0.5));
    const int row = static_cast<int>(std::floor(m_plot->yAxis->pixelToCoord(plotPosition.y()) + 0.5));
    if (row < 0 || column < 0 || row >= rows() || column >= columns())
        return std::nullopt;
    return Cell { row, column };
}

void HeatmapView::setHoveredCell(const std::optional<Cell>& cell)
{
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    if (cell)
        emit cellHovered(cell->row, cell->column);
    else
        emit hoverCleared();
}

void HeatmapView::onMouseMove(QMouseEvent* event)
{
    setHoveredCell(cellAt(event->position()));
}

void HeatmapView::onMousePress(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton ? cellAt(event->position()) : std::nullopt;
}

void HeatmapView::onMouseRelease(QMouseEvent* event)
{
    // A click is a press and a release on the same cell; a drag across cells selects nothing.
    const auto released = cellAt(event->position());
    if (event->button() == Qt::LeftButton && m_pressed && released == m_pressed)
        emit cellClicked(released->row, released->column);
    m_pressed.reset();
}

void HeatmapView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) { // plot text is sized from the widget's font
        m_tokenInkCache.clear();
        applyFonts();
        updateValueLabel();
        installTickers();
        if (m_hasMatrix)
            requestReplot();
    }
}

bool HeatmapView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && event->type() == QEvent::Leave)
        setHoveredCell(std::nullopt);
    // A resized plot replots at once; with queued replots it waits for the next turn like the others (a dock's
    // layout resizes each of its maps in one go).
    if (watched == m_plot && event->type() == QEvent::Resize && m_replotQueue) {
        m_plot->setViewport(m_plot->rect());
        requestReplot();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QImage HeatmapView::renderImage(const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QCPPainter painter(&image);
    paintFigure(painter, size);
    painter.end();
    return image;
}

void HeatmapView::paintFigure(QCPPainter& painter, const QSize& size)
{
    if (!m_hasMatrix) {
        painter.save();
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        painter.setPen(QColor(90, 90, 90));
        const QString hint = m_hintLabel->text();
        painter.setFont(plotFont(font(), baseSize(), hint));
        painter.drawText(
            QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, hint);
        painter.restore();
        return;
    }
    const ScreenLayout screen = screenLayout();
    painter.save();
    m_drawingFigure = true; // pooled for the figure's size, here, before it is drawn
    m_plot->toPainter(&painter, size.width(), size.height());
    m_drawingFigure = false;
    painter.restore();
    restoreScreenLayout(screen);
}

QSize HeatmapView::figureSizeHint() const
{
    return onScreenSize(this);
}

std::function<void()> HeatmapView::keepScreenLayout()
{
    return [this, screen = screenLayout()] { restoreScreenLayout(screen); };
}

HeatmapView::ScreenLayout HeatmapView::screenLayout() const
{
    ScreenLayout screen;
    screen.margins = m_plot->plotLayout()->margins();
    screen.tickChoice = m_tickChoice;
    screen.title = m_titleElement->text();
    const auto counts = [](QCPAxis* axis) {
        const auto ticker = axis->ticker().dynamicCast<IndexTicker>();
        return ticker ? std::make_pair(ticker->tickCount(), ticker->minimumStep()) : std::make_pair(0, 0.0);
    };
    screen.keyTicks = counts(m_plot->xAxis);
    screen.queryTicks = counts(m_plot->yAxis);
    return screen;
}

void HeatmapView::restoreScreenLayout(const ScreenLayout& screen)
{
    // Drawing at another size laid the plot out (and pooled the map) for that size. Each layout adapts the one
    // before it (tick labels, tick counts, the margins that keep cells square), so the state the screen's layout
    // was adapted from comes back first; laid out again from it, the plot is where it was, and the next hover maps
    // to the cell under the mouse.
    if (!(m_tickChoice == screen.tickChoice)) {
        m_tickChoice = screen.tickChoice;
        installTickers();
    }
    const auto restoreCounts = [](QCPAxis* axis, const std::pair<int, double>& counts) {
        const auto ticker = axis->ticker().dynamicCast<IndexTicker>();
        if (ticker && counts.first > 0) {
            ticker->setTickCount(counts.first);
            ticker->setMinimumStep(counts.second);
        }
    };
    restoreCounts(m_plot->xAxis, screen.keyTicks);
    restoreCounts(m_plot->yAxis, screen.queryTicks);
    m_plot->plotLayout()->setMargins(screen.margins);
    m_titleElement->setText(screen.title);
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
}

bool HeatmapView::exportFigure(const QString& path, int width, int height, QString* error)
{
    if (!m_hasMatrix)
        return failWith(error, tr("There is no map to export yet."));
    return writeFigure(
        path, QSize(width, height), [&](QCPPainter& painter) { paintFigure(painter, QSize(width, height)); }, error);
}

} // namespace attnlab::widgets
