#include "widgets/numbers/matrix_table.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr int kMargin = 8; // inside the frame
constexpr int kFrameWidth = 3; // the current table's frame
constexpr int kCellPadding = 10; // left and right of a number together
constexpr int kLargestLabelWidth = 84; // longer token labels are elided
constexpr int kShortestCaptionWidth = 180; // a caption narrower than this would wrap into a column of words
const QChar kMinus(0x2212);

QString withMinusSign(QString text)
{
    return text.replace(QLatin1Char('-'), kMinus);
}

} // namespace

MatrixTable::MatrixTable(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
}

void MatrixTable::setTitle(const QString& title)
{
    m_title = title;
    updateGeometry();
    update();
}

void MatrixTable::setCaption(const QString& caption)
{
    m_caption = caption;
    updateGeometry();
    update();
}

void MatrixTable::setMatrix(const Eigen::MatrixXd& values, const QStringList& rowLabels, const QStringList& columnLabels)
{
    m_values = values;
    m_rowLabels = rowLabels;
    m_columnLabels = columnLabels;
    if (m_chosenRow >= values.rows() || m_chosenColumn >= values.cols())
        m_chosenRow = m_chosenColumn = -1;
    updateGeometry();
    update();
}

void MatrixTable::setCellFormat(CellFormat format)
{
    m_format = format;
    updateGeometry();
    update();
}

void MatrixTable::setDecimals(int decimals)
{
    m_decimals = decimals;
    updateGeometry();
    update();
}

void MatrixTable::setTinted(bool tinted)
{
    m_tinted = tinted;
    update();
}

void MatrixTable::setHighlighted(bool highlighted)
{
    if (m_highlighted == highlighted)
        return;
    m_highlighted = highlighted;
    update();
}

void MatrixTable::setHighlightColour(const QColor& colour)
{
    m_highlightColour = colour;
    update();
}

void MatrixTable::setChosenCell(int row, int column)
{
    const bool inside = row >= 0 && column >= 0 && row < m_values.rows() && column < m_values.cols();
    m_chosenRow = inside ? row : -1;
    m_chosenColumn = inside ? column : -1;
    update();
}

void MatrixTable::setMarkedRow(int row)
{
    const int marked = row >= 0 && row < m_values.rows() ? row : -1;
    if (marked == m_markedRow)
        return;
    m_markedRow = marked;
    update();
}

QString MatrixTable::cellText(int row, int column) const
{
    const double value = m_values(row, column);
    if (std::isnan(value))
        return {};
    if (std::isinf(value))
        return value < 0 ? QString(kMinus) + QChar(0x221e) : QString(QChar(0x221e));
    if (m_format == CellFormat::Mark)
        return value != 0.0 ? QStringLiteral("1") : QStringLiteral("·");
    QString text = QString::number(value, 'f', m_decimals);
    if (text.startsWith(QLatin1Char('-')) && text.mid(1).toDouble() == 0.0)
        text = text.mid(1); // -0.00 reads as a sign that is not there
    return withMinusSign(text);
}

QString MatrixTable::fullValueText(int row, int column) const
{
    const double value = m_values(row, column);
    if (std::isinf(value) || std::isnan(value) || m_format == CellFormat::Mark)
        return cellText(row, column);
    return withMinusSign(QString::number(value, 'g', 8));
}

QFont MatrixTable::numberFont() const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(this->font().pointSizeF() > 0 ? this->font().pointSizeF() : 10.0);
    return font;
}

QFont MatrixTable::captionFont() const
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 0.9 : 9.0);
    return font;
}

QFont MatrixTable::titleFont() const
{
    QFont font = this->font();
    font.setBold(true);
    return font;
}

QString MatrixTable::labelText(const QStringList& labels, int index) const
{
    return index < labels.size() ? labels.at(index) : QString();
}

MatrixTable::Geometry MatrixTable::geometry() const
{
    Geometry g;
    const QFontMetrics labels(font());
    const QFontMetrics numbers(numberFont());
    g.titleHeight = QFontMetrics(titleFont()).height() + 6;
    QFont bold = font();
    bold.setBold(true); // the marked row's label
    const QFontMetrics boldLabels(bold);
    for (int i = 0; i < m_values.rows(); ++i)
        for (const QString& line : labelText(m_rowLabels, i).split(QLatin1Char('\n')))
            g.rowLabelWidth = qMax(g.rowLabelWidth, qMin(boldLabels.horizontalAdvance(line), kLargestLabelWidth));
    if (g.rowLabelWidth > 0)
        g.rowLabelWidth += 8;
    int headerLines = 0;
    g.cellWidth = numbers.horizontalAdvance(QStringLiteral("0")) * 3;
    for (int j = 0; j < m_values.cols(); ++j) {
        const QStringList lines = labelText(m_columnLabels, j).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        headerLines = qMax(headerLines, static_cast<int>(lines.size()));
        for (const QString& line : lines)
            g.cellWidth = qMax(g.cellWidth, qMin(labels.horizontalAdvance(line), kLargestLabelWidth));
    }
    for (int i = 0; i < m_values.rows(); ++i)
        for (int j = 0; j < m_values.cols(); ++j)
            g.cellWidth = qMax(g.cellWidth, numbers.horizontalAdvance(cellText(i, j)));
    g.cellWidth += kCellPadding;
    g.headerHeight = headerLines > 0 ? headerLines * labels.height() + 4 : 0;
    g.cellHeight = numbers.height() + 8;
    g.contentWidth = qMax(g.rowLabelWidth + static_cast<int>(m_values.cols()) * g.cellWidth,
        QFontMetrics(titleFont()).horizontalAdvance(m_title) + 4);
    if (!m_caption.isEmpty()) {
        // The caption wraps under the title, as wide as the grid (but not narrower than a short phrase).
        const QFontMetrics caption(captionFont());
        g.contentWidth = qMax(g.contentWidth, qMin(caption.horizontalAdvance(m_caption), kShortestCaptionWidth));
        g.captionHeight = caption.boundingRect(QRect(0, 0, g.contentWidth, 10000), Qt::TextWordWrap, m_caption).height();
        g.titleHeight += g.captionHeight + 2;
    }
    return g;
}

QRect MatrixTable::titleRect() const
{
    const Geometry g = geometry();
    return { kMargin, kMargin, width() - 2 * kMargin, g.titleHeight };
}

QRect MatrixTable::cellRect(int row, int column) const
{
    const Geometry g = geometry();
    return { kMargin + g.rowLabelWidth + column * g.cellWidth, kMargin + g.titleHeight + g.headerHeight + row * g.cellHeight,
             g.cellWidth, g.cellHeight };
}

QSize MatrixTable::sizeHint() const
{
    const Geometry g = geometry();
    const int height = g.titleHeight + g.headerHeight + static_cast<int>(m_values.rows()) * g.cellHeight;
    return { g.contentWidth + 2 * kMargin, height + 2 * kMargin };
}

QSize MatrixTable::minimumSizeHint() const
{
    return sizeHint();
}

void MatrixTable::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QPalette& colours = palette();
    const QColor ink = colours.color(QPalette::WindowText);
    QColor grid = ink;
    grid.setAlphaF(0.18);

    // The frame: the current term's in the highlight colour, the others a hairline.
    const QRectF frame = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    painter.setPen(m_highlighted ? QPen(m_highlightColour, kFrameWidth) : QPen(grid, 1));
    painter.setBrush(colours.color(QPalette::Base));
    painter.drawRoundedRect(frame, 5, 5);

    // Title and caption.
    const QRect title = titleRect();
    const int titleLine = QFontMetrics(titleFont()).height() + 4;
    painter.setFont(titleFont());
    painter.setPen(m_highlighted ? m_highlightColour : ink);
    painter.drawText(QRect(title.left(), title.top(), title.width(), titleLine), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    if (!m_caption.isEmpty()) {
        painter.setFont(captionFont());
        painter.setPen(colours.color(QPalette::PlaceholderText));
        painter.drawText(QRect(title.left(), title.top() + titleLine, g.contentWidth, g.captionHeight),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_caption);
    }

    // The marked row's band, under everything else of the row.
    if (m_markedRow >= 0 && m_values.cols() > 0) {
        QColor band = colours.color(QPalette::Highlight);
        band.setAlphaF(0.14);
        const QRect first = cellRect(m_markedRow, 0);
        const QRect last = cellRect(m_markedRow, static_cast<int>(m_values.cols()) - 1);
        painter.fillRect(QRect(QPoint(kMargin, first.top()), last.bottomRight()), band);
    }

    // Labels.
    const QFontMetrics labels(font());
    painter.setFont(font());
    painter.setPen(colours.color(QPalette::PlaceholderText));
    for (int j = 0; j < m_values.cols(); ++j) {
        const QRect cell = cellRect(0, j);
        const QRect header(cell.left(), cell.top() - g.headerHeight, cell.width(), g.headerHeight);
        QStringList lines = labelText(m_columnLabels, j).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (QString& line : lines)
            line = labels.elidedText(line, Qt::ElideRight, g.cellWidth - 4);
        painter.drawText(header.adjusted(0, 0, 0, -2), Qt::AlignHCenter | Qt::AlignBottom, lines.join(QLatin1Char('\n')));
    }
    for (int i = 0; i < m_values.rows(); ++i) {
        const QRect cell = cellRect(i, 0);
        const QRect label(kMargin, cell.top(), g.rowLabelWidth - 8, cell.height());
        QFont labelFont = font();
        labelFont.setBold(i == m_markedRow);
        painter.setFont(labelFont);
        painter.setPen(i == m_markedRow ? ink : colours.color(QPalette::PlaceholderText));
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter,
            QFontMetrics(labelFont).elidedText(labelText(m_rowLabels, i), Qt::ElideRight, label.width()));
    }

    // Cells.
    painter.setFont(numberFont());
    QColor masked = ink;
    masked.setAlphaF(0.08);
    for (int i = 0; i < m_values.rows(); ++i)
        for (int j = 0; j < m_values.cols(); ++j) {
            const QRect cell = cellRect(i, j);
            const double value = m_values(i, j);
            if (std::isinf(value) && value < 0) {
                painter.fillRect(cell, masked);
            } else if (m_tinted && std::isfinite(value)) {
                // The palette's selection colour, not the highlight: the current table's frame keeps that one.
                QColor tint = colours.color(QPalette::Highlight);
                tint.setAlphaF(0.3 * qBound(0.0, value, 1.0));
                painter.fillRect(cell, tint);
            }
            // Nothing there (−∞, a dropped pair, a weight of exactly 0) reads grey.
            painter.setPen(std::isinf(value) || ((m_format == CellFormat::Mark || m_tinted) && value == 0.0)
                    ? colours.color(QPalette::PlaceholderText)
                    : ink);
            painter.drawText(cell.adjusted(0, 0, -kCellPadding / 2, 0), Qt::AlignRight | Qt::AlignVCenter,
                cellText(i, j));
        }
    painter.setPen(QPen(grid, 1));
    painter.setBrush(Qt::NoBrush);
    if (m_values.size() > 0) {
        const QRect first = cellRect(0, 0);
        const QRect last = cellRect(static_cast<int>(m_values.rows()) - 1, static_cast<int>(m_values.cols()) - 1);
        painter.drawRect(QRect(first.topLeft(), last.bottomRight()));
    }
    if (m_chosenRow >= 0) {
        painter.setPen(QPen(m_highlightColour, 2));
        painter.drawRect(cellRect(m_chosenRow, m_chosenColumn).adjusted(1, 1, -1, -1));
    }
}

void MatrixTable::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    emit activated();
    for (int i = 0; i < m_values.rows(); ++i)
        for (int j = 0; j < m_values.cols(); ++j)
            if (cellRect(i, j).contains(event->position().toPoint())) {
                emit cellClicked(i, j);
                return;
            }
}

bool MatrixTable::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        for (int i = 0; i < m_values.rows(); ++i)
            for (int j = 0; j < m_values.cols(); ++j)
                if (cellRect(i, j).contains(help->pos())) {
                    QString where = labelText(m_rowLabels, i).simplified();
                    const QString column = labelText(m_columnLabels, j).simplified();
                    if (!column.isEmpty())
                        where += QStringLiteral(" · ") + column;
                    QToolTip::showText(help->globalPos(),
                        tr("%1 [%2]: %3").arg(m_title, where, fullValueText(i, j)), this);
                    return true;
                }
        if (!toolTip().isEmpty())
            QToolTip::showText(help->globalPos(), toolTip(), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void MatrixTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

} // namespace attnlab::widgets
