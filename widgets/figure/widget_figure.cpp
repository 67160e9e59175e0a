#include "widgets/figure/widget_figure.h"

#include "widgets/figure/figure_source.h"
#include "widgets/plots/plot_fonts.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QImage>
#include <QLayout>
#include <QLineEdit>
#include <QPaintEngine>
#include <QProgressBar>
#include <QScrollBar>
#include <QWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>
#include <vector>

namespace attnlab::widgets {

namespace {

const char* const kExcludedProperty = "attnlabFigureExcluded";

// Image sides past this are not enlarged further: a pooled map never needs more to look crisp.
constexpr int kLargestCrispSide = 4096;
// Device pixels per figure unit the enlarged image provides; a viewer zooming beyond that sees soft edges only
// within a cell's last pixel.
constexpr double kCrispPixelsPerUnit = 4;

bool leftOut(const QWidget* widget)
{
    return widget->property(kExcludedProperty).toBool() || qobject_cast<const QAbstractButton*>(widget)
        || qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSlider*>(widget)
        || qobject_cast<const QProgressBar*>(widget) || qobject_cast<const QLineEdit*>(widget)
        || qobject_cast<const QAbstractSpinBox*>(widget);
}

QList<QWidget*> shownChildren(QWidget* parent)
{
    QList<QWidget*> shown;
    for (QWidget* child : parent->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (!child->isWindow() && child->isVisibleTo(parent))
            shown.push_back(child);
    return shown;
}

// Lays the children of `widget` out in its current rectangle, and theirs in turn: a widget that is not on screen
// gets no resize events, so its layouts would not follow the new geometry by themselves.
void layOutChildren(QWidget* widget)
{
    if (QLayout* layout = widget->layout())
        layout->setGeometry(widget->rect());
    for (QWidget* child : shownChildren(widget))
        if (dynamic_cast<FigureSource*>(child) == nullptr)
            layOutChildren(child);
}

// Sets the view's layout to `size` for one drawing and back to the view's own size afterwards, with what the
// children's layouts depend on besides their size: their own layout state and scroll positions.
class TemporaryLayout {
public:
    TemporaryLayout(QWidget* view, const QSize& size) : m_view(view)
    {
        for (QWidget* child : m_view->findChildren<QWidget*>())
            if (auto* source = dynamic_cast<FigureSource*>(child))
                if (std::function<void()> restore = source->keepScreenLayout())
                    m_restores.push_back(std::move(restore));
        for (QAbstractScrollArea* area : m_view->findChildren<QAbstractScrollArea*>())
            m_scrolls.push_back({ area, area->horizontalScrollBar()->value(), area->verticalScrollBar()->value() });
        if (QLayout* layout = m_view->layout())
            layout->setGeometry(QRect(QPoint(0, 0), size));
        for (QWidget* child : shownChildren(m_view))
            if (dynamic_cast<FigureSource*>(child) == nullptr)
                layOutChildren(child);
    }
    ~TemporaryLayout()
    {
        layOutChildren(m_view);
        for (const std::function<void()>& restore : m_restores)
            restore();
        for (const Scroll& scroll : m_scrolls) {
            scroll.area->horizontalScrollBar()->setValue(scroll.horizontal);
            scroll.area->verticalScrollBar()->setValue(scroll.vertical);
        }
    }
    TemporaryLayout(const TemporaryLayout&) = delete;
    TemporaryLayout& operator=(const TemporaryLayout&) = delete;

private:
    struct Scroll {
        QAbstractScrollArea* area;
        int horizontal;
        int vertical;
    };
    QWidget* m_view;
    std::vector<std::function<void()>> m_restores;
    std::vector<Scroll> m_scrolls;
};

void paintChildren(QCPPainter& painter, QWidget* parent)
{
    for (QWidget* child : shownChildren(parent)) {
        if (leftOut(child))
            continue;
        const QRect place = child->geometry();
        if (place.isEmpty())
            continue;
        painter.save();
        painter.translate(place.topLeft());
        painter.setClipRect(QRect(QPoint(0, 0), place.size()), Qt::IntersectClip);
        if (auto* source = dynamic_cast<FigureSource*>(child)) {
            source->paintFigure(painter, place.size());
        } else if (auto* plot = qobject_cast<QCustomPlot*>(child)) {
            paintPlotFigure(painter, plot, place.size());
        } else if (auto* scrolling = qobject_cast<QAbstractScrollArea*>(child)) {
            // What is in view, without the scroll bars.
            QWidget* viewport = scrolling->viewport();
            viewport->render(&painter, viewport->geometry().topLeft(), QRegion(), QWidget::DrawChildren);
        } else if (!shownChildren(child).isEmpty()) {
            paintChildren(painter, child);
        } else {
            child->render(&painter, QPoint(0, 0), QRegion(), QWidget::DrawChildren);
        }
        painter.restore();
    }
}

} // namespace

QSize onScreenSize(const QWidget* view)
{
    if ((view->isVisible() || view->testAttribute(Qt::WA_Resized)) && !view->size().isEmpty())
        return view->size();
    const QSize hint = view->sizeHint();
    return hint.isValid() && !hint.isEmpty() ? hint : QSize(640, 480);
}

void paintWidgetFigure(QCPPainter& painter, QWidget* view, const QSize& size)
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    {
        const TemporaryLayout layout(view, size);
        paintChildren(painter, view);
    }
    painter.restore();
}

void excludeFromFigures(QWidget* widget)
{
    widget->setProperty(kExcludedProperty, true);
}

void paintPlotFigure(QCPPainter& painter, QCustomPlot* plot, const QSize& size)
{
    painter.save();
    plot->toPainter(&painter, size.width(), size.height());
    painter.restore();
    plot->replot(QCustomPlot::rpQueuedRefresh);
}

void paintHintFigure(QPainter& painter, const QSize& size, const QString& hint, const QFont& font)
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter.setPen(QColor(90, 90, 90));
    painter.setFont(plotFont(font, font.pointSizeF() > 0 ? font.pointSizeF() : 9.0, hint));
    painter.drawText(QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, hint);
    painter.restore();
}

void drawCrispImage(QPainter& painter, const QRectF& target, const QImage& image, const QRect& source)
{
    const QRect part = source.isNull() ? image.rect() : source;
    if (part.isEmpty() || target.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const QPaintEngine* engine = painter.paintEngine();
    if (engine != nullptr && engine->type() == QPaintEngine::Raster) {
        painter.drawImage(target, image, part);
        painter.restore();
        return;
    }
    const auto factor = [](double targetSide, int sourceSide) {
        const int wanted = static_cast<int>(std::ceil(kCrispPixelsPerUnit * targetSide / sourceSide));
        return std::clamp(wanted, 1, std::max(1, kLargestCrispSide / sourceSide));
    };
    const QImage cells = image.copy(part);
    const QImage enlarged = cells.scaled(cells.width() * factor(target.width(), cells.width()),
        cells.height() * factor(target.height(), cells.height()), Qt::IgnoreAspectRatio, Qt::FastTransformation);
    painter.drawImage(target, enlarged);
    painter.restore();
}

} // namespace attnlab::widgets
