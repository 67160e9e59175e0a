#pragma once

#include <qcustomplot.h>

namespace attnlab::widgets {

// Ticks for matrix indices: whole numbers only, at steps of 1, 2 or 5 times a power of ten. The stock ticker
// may choose a step of 2.5, which would label positions between two rows.
class IndexTicker : public QCPAxisTicker {
public:
    // Steps never smaller than this, in indices: the owner derives it from the width of its widest label, so
    // neighbouring labels never run together however narrow the axis gets. 0: no floor.
    void setMinimumStep(double step) { m_minimumStep = step; }
    double minimumStep() const { return m_minimumStep; }

protected:
    double getTickStep(const QCPRange& range) override;
    int getSubTickCount(double tickStep) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    double m_minimumStep = 0;
};

} // namespace attnlab::widgets
