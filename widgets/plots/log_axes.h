#pragma once

#include <QSharedPointer>
#include <QString>

#include <vector>

class QCPAxis;
class QCPAxisTickerText;

namespace attnlab::widgets {

// "64", "512", "1K", "16K": a sequence length as the axis and the tooltips write it (K = 1024 tokens).
QString sequenceLengthLabel(double n);

// Ticks at the given sequence lengths (every other one when there are more than `most`), labelled as above: the
// lengths a benchmark or a cost curve uses, rather than the decades of a plain log ticker.
QSharedPointer<QCPAxisTickerText> sequenceLengthTicker(const std::vector<double>& sizes, int most = 7);

// Ticks at 1, 2 and 5 times the powers of ten inside [lower, upper], written as plain numbers (0.5, 1, 2, 5, 10):
// for a log axis that spans a decade or two, where ticks at the powers of ten alone would be one or none. On a range
// with fewer than three of those, every whole mantissa (1, 2, 3, ... 9).
QSharedPointer<QCPAxisTickerText> oneTwoFiveTicker(double lower, double upper);

// The ticks a logarithmic axis over [lower, upper] reads best with: plain numbers (oneTwoFiveTicker) within two
// decades, powers of ten written 10^k beyond.
void fitLogTicks(QCPAxis* axis, double lower, double upper);

// A logarithmic axis with ticks at powers of ten written 10^k, light grid lines and short outward ticks.
void makeDecadeAxis(QCPAxis* axis);

// The range [smallest / margin, largest * margin] of the finite positive values, or [1, 10] when there is none.
struct LogRange {
    double lower = 1;
    double upper = 10;
};
LogRange logRangeOf(const std::vector<double>& values, double margin);

} // namespace attnlab::widgets
