#pragma once

#include <qcustomplot.h>

namespace attnlab::widgets {

// Ticks for matrix indices: whole numbers only, at steps of 1, 2 or 5 times a power of ten. The stock ticker
// may choose a step of 2.5, which would label positions between two rows.
class IndexTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange& range) override;
    int getSubTickCount(double tickStep) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;
};

} // namespace attnlab::widgets
