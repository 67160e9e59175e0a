#include "widgets/heatmap/index_ticker.h"

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

// The smallest step of 1, 2 or 5 times a power of ten that is at least `step`.
double niceStepAtLeast(double step)
{
    if (step <= 1.0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
    for (const double factor : { 1.0, 2.0, 5.0 })
        if (factor * magnitude >= step * (1 - 1e-12))
            return factor * magnitude;
    return 10 * magnitude;
}

} // namespace

double IndexTicker::getTickStep(const QCPRange& range)
{
    const double rawStep = range.size() / std::max(1, tickCount());
    double best = 1.0;
    if (rawStep > 1.0) {
        // The nice step nearest to the raw one on a log scale, so the tick count stays close to the one asked for.
        const double magnitude = std::pow(10.0, std::floor(std::log10(rawStep)));
        best = magnitude;
        for (const double factor : { 1.0, 2.0, 5.0, 10.0 })
            if (std::abs(std::log(factor * magnitude / rawStep)) < std::abs(std::log(best / rawStep)))
                best = factor * magnitude;
    }
    return m_minimumStep > best ? niceStepAtLeast(m_minimumStep) : best;
}

int IndexTicker::getSubTickCount(double /*tickStep*/)
{
    return 0; // sub-ticks between indices carry no meaning
}

QString IndexTicker::getTickLabel(double tick, const QLocale& locale, QChar /*formatChar*/, int /*precision*/)
{
    return locale.toString(static_cast<qlonglong>(std::llround(tick)));
}

} // namespace attnlab::widgets
