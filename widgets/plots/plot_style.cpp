#include "widgets/plots/plot_style.h"

#include <QFont>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QStackedLayout>
#include <qcustomplot.h>

namespace attnlab::widgets {

qreal plotPointSize(const QFont& font)
{
    return font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
}

QLabel* makePlotHintLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setMargin(16);
    label->setAutoFillBackground(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, QColor(90, 90, 90));
    label->setPalette(palette);
    return label;
}

QLabel* makePlotNoteLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(90, 90, 90));
    label->setPalette(palette);
    return label;
}

QStackedLayout* stackHintOverPlot(QWidget* owner, QLabel* hint, QWidget* plot)
{
    auto* stack = new QStackedLayout(owner);
    stack->setContentsMargins(0, 0, 0, 0);
    stack->addWidget(hint);
    stack->addWidget(plot);
    stack->setCurrentWidget(hint);
    return stack;
}

QImage renderPlotOrHint(QCustomPlot* plot, const QSize& size, bool hasData, const QString& hint)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (!hasData) {
        QPainter painter(&image);
        painter.setPen(QColor(90, 90, 90));
        painter.drawText(
            QRect(QPoint(0, 0), size).adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, hint);
        return image;
    }
    QCPPainter painter(&image);
    plot->toPainter(&painter, size.width(), size.height());
    painter.end();
    plot->replot(QCustomPlot::rpQueuedRefresh); // back to the widget's own layout
    return image;
}

void styleQuietAxis(QCPAxis* axis)
{
    axis->grid()->setPen(QPen(QColor(225, 225, 225), 0));
    axis->grid()->setSubGridVisible(false);
    axis->setTickLengthIn(0);
    axis->setTickLengthOut(3);
    axis->setSubTickLengthIn(0);
    axis->setSubTickLengthOut(2);
}

void moveLegendToRow(QCustomPlot* plot, int row, const QMargins& margins)
{
    plot->legend->setVisible(true);
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(margins);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->axisRect()->insetLayout()->simplify();
    plot->plotLayout()->insertRow(row);
    plot->plotLayout()->addElement(row, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(row, 0.001);
}

} // namespace attnlab::widgets
