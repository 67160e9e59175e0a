#pragma once

#include <QString>
#include <qcustomplot.h>

namespace attnlab::widgets {

// Whether a token label stands upright under its column: a single character (a Han character, a letter, a
// punctuation mark) is read upright and is about as wide as it is tall, so it fits its column without turning;
// a longer token lies at -90 degrees so it cannot run into its neighbours.
bool tokenLabelStandsUpright(const QString& label);

// The key (bottom) axis of a heatmap. QCustomPlot turns all tick labels of an axis by one angle; with
// setTurnsLongLabelsOnly(true) this axis turns each label by its own: single characters stay upright and longer
// labels lie at -90 degrees. Otherwise it is a plain QCPAxis.
class TokenKeyAxis : public QCPAxis {
public:
    explicit TokenKeyAxis(QCPAxisRect* axisRect);

    void setTurnsLongLabelsOnly(bool on);
    bool turnsLongLabelsOnly() const;
    // The angle `label` is drawn at, in degrees (0: upright).
    double rotationOf(const QString& label) const;
};

} // namespace attnlab::widgets
