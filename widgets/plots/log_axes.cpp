#include "widgets/plots/log_axes.h"

#include "widgets/plots/plot_style.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::widgets {

QString sequenceLengthLabel(double n)
{
    const auto whole = static_cast<long long>(std::llround(n));
    if (whole >= 1024 && whole % 1024 == 0)
        return QStringLiteral("%1K").arg(whole / 1024);
    return QString::number(whole);
}

QSharedPointer<QCPAxisTickerText> sequenceLengthTicker(const std::vector<double>& sizes, int most)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    std::vector<double> sorted = sizes;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    const std::size_t step = sorted.size() > static_cast<std::size_t>(std::max(most, 1)) ? 2 : 1;
    for (std::size_t t = 0; t < sorted.size(); t += step)
        ticker->addTick(sorted[t], sequenceLengthLabel(sorted[t]));
    return ticker;
}

QSharedPointer<QCPAxisTickerText> oneTwoFiveTicker(double lower, double upper)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->setSubTickCount(0);
    if (!(lower > 0) || !(upper > lower))
        return ticker;
    const auto addTicks = [&](std::initializer_list<double> mantissas) {
        int added = 0;
        for (int power = static_cast<int>(std::floor(std::log10(lower))); power <= std::ceil(std::log10(upper));
             ++power) {
            for (const double mantissa : mantissas) {
                const double value = mantissa * std::pow(10.0, power);
                if (value >= lower && value <= upper) {
                    ticker->addTick(value, QString::number(value, 'g', 6));
                    ++added;
                }
            }
        }
        return added;
    };
    if (addTicks({ 1.0, 2.0, 5.0 }) < 3) {
        // A range narrower than 1 to 5: one or two ticks would leave the scale unreadable.
        ticker->clear();
        addTicks({ 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0 });
    }
    return ticker;
}

void fitLogTicks(QCPAxis* axis, double lower, double upper)
{
    if (lower > 0 && upper / lower < 100) {
        // Within two decades the stock log ticker places its ticks between powers of ten, and 10^k labels with no
        // decimals would all read alike (three ticks written 2*10^0).
        axis->setTicker(oneTwoFiveTicker(lower, upper));
        return;
    }
    if (qSharedPointerDynamicCast<QCPAxisTickerLog>(axis->ticker()))
        return;
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("eb")); // 10^k with a superscript
    axis->setNumberPrecision(0);
}

void makeDecadeAxis(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    fitLogTicks(axis, 1, std::numeric_limits<double>::infinity());
    styleQuietAxis(axis);
}

LogRange logRangeOf(const std::vector<double>& values, double margin)
{
    double smallest = std::numeric_limits<double>::infinity();
    double largest = 0;
    for (const double value : values) {
        if (std::isfinite(value) && value > 0) {
            smallest = std::min(smallest, value);
            largest = std::max(largest, value);
        }
    }
    if (!(largest > 0))
        return {};
    return { smallest / margin, largest * margin };
}

} // namespace attnlab::widgets
