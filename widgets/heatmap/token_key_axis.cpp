#include "widgets/heatmap/token_key_axis.h"

#include <QTextBoundaryFinder>
#include <QTransform>

namespace attnlab::widgets {

namespace {

constexpr double kTurnedLabelRotation = -90;

// QCustomPlot's axis painter reads one rotation for every label. Each label passes through placeTickLabel (to be
// drawn) or getTickLabelData (to be measured for the margin) on its own, so the rotation can be that label's
// for the length of the call.
class TokenKeyAxisPainter : public QCPAxisPainterPrivate {
public:
    using QCPAxisPainterPrivate::QCPAxisPainterPrivate;

    bool turnsLongLabelsOnly = false;

    double rotationOf(const QString& label) const
    {
        if (!turnsLongLabelsOnly)
            return tickLabelRotation;
        return tokenLabelStandsUpright(label) ? 0.0 : kTurnedLabelRotation;
    }

protected:
    QByteArray generateLabelParameterHash() const override
    {
        // Cached label images were drawn at the angles of one mode: a change of mode must redraw them.
        return QCPAxisPainterPrivate::generateLabelParameterHash() + (turnsLongLabelsOnly ? "t" : "f");
    }

    void placeTickLabel(
        QCPPainter* painter, double position, int distanceToAxis, const QString& text, QSize* tickLabelsSize) override
    {
        const double axisRotation = tickLabelRotation;
        tickLabelRotation = rotationOf(text); // read by the base's offset and drawing code for this label
        QCPAxisPainterPrivate::placeTickLabel(painter, position, distanceToAxis, text, tickLabelsSize);
        tickLabelRotation = axisRotation;
    }

    TickLabelData getTickLabelData(const QFont& font, const QString& text) const override
    {
        TickLabelData data = QCPAxisPainterPrivate::getTickLabelData(font, text);
        QTransform transform;
        transform.rotate(rotationOf(text));
        data.rotatedTotalBounds = transform.mapRect(data.totalBounds); // the margin this label really needs
        return data;
    }
};

} // namespace

bool tokenLabelStandsUpright(const QString& label)
{
    // Characters as a reader counts them: an accented letter written as two code points is still one.
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, label);
    int count = 0;
    while (graphemes.toNextBoundary() > 0)
        ++count;
    return count == 1;
}

TokenKeyAxis::TokenKeyAxis(QCPAxisRect* axisRect) : QCPAxis(axisRect, QCPAxis::atBottom)
{
    // The base constructor configured its own painter: the replacement starts from the same settings.
    auto* painter = new TokenKeyAxisPainter(axisRect->parentPlot());
    const QCPAxisPainterPrivate& old = *mAxisPainter;
    painter->type = old.type;
    painter->basePen = old.basePen;
    painter->lowerEnding = old.lowerEnding;
    painter->upperEnding = old.upperEnding;
    painter->labelPadding = old.labelPadding;
    painter->labelFont = old.labelFont;
    painter->labelColor = old.labelColor;
    painter->label = old.label;
    painter->tickLabelPadding = old.tickLabelPadding;
    painter->tickLabelRotation = old.tickLabelRotation;
    painter->tickLabelSide = old.tickLabelSide;
    painter->substituteExponent = old.substituteExponent;
    painter->numberMultiplyCross = old.numberMultiplyCross;
    painter->tickLengthIn = old.tickLengthIn;
    painter->tickLengthOut = old.tickLengthOut;
    painter->subTickLengthIn = old.subTickLengthIn;
    painter->subTickLengthOut = old.subTickLengthOut;
    painter->tickPen = old.tickPen;
    painter->subTickPen = old.subTickPen;
    painter->tickLabelFont = old.tickLabelFont;
    painter->tickLabelColor = old.tickLabelColor;
    painter->offset = old.offset;
    painter->abbreviateDecimalPowers = old.abbreviateDecimalPowers;
    painter->reversedEndings = old.reversedEndings;
    delete mAxisPainter;
    mAxisPainter = painter;
    // Where QCustomPlot puts its default axes and grids.
    setLayer(QStringLiteral("axes"));
    grid()->setLayer(QStringLiteral("grid"));
}

void TokenKeyAxis::setTurnsLongLabelsOnly(bool on)
{
    auto* painter = static_cast<TokenKeyAxisPainter*>(mAxisPainter);
    if (painter->turnsLongLabelsOnly == on)
        return;
    painter->turnsLongLabelsOnly = on;
    mCachedMarginValid = false; // the labels' heights, and so the margin, change with their angles
}

bool TokenKeyAxis::turnsLongLabelsOnly() const
{
    return static_cast<const TokenKeyAxisPainter*>(mAxisPainter)->turnsLongLabelsOnly;
}

double TokenKeyAxis::rotationOf(const QString& label) const
{
    return static_cast<const TokenKeyAxisPainter*>(mAxisPainter)->rotationOf(label);
}

} // namespace attnlab::widgets
