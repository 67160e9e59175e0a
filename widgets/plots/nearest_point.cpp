#include "widgets/plots/nearest_point.h"

#include <qcustomplot.h>

#include <cmath>

namespace attnlab::widgets {

NearestPoint nearestPoint(const std::vector<HoverSeries>& series, const QCPAxis* xAxis, const QCPAxis* yAxis,
    const QPointF& pixel, double radius)
{
    NearestPoint nearest;
    double best = radius;
    for (std::size_t s = 0; s < series.size(); ++s) {
        const HoverSeries& one = series[s];
        for (std::size_t t = 0; t < one.x.size() && t < one.y.size(); ++t) {
            if (!std::isfinite(one.x[t]) || !std::isfinite(one.y[t]))
                continue;
            const double dx = xAxis->coordToPixel(one.x[t]) - pixel.x();
            const double dy = yAxis->coordToPixel(one.y[t]) - pixel.y();
            const double distance = std::hypot(dx, dy);
            if (distance <= best) {
                best = distance;
                nearest = NearestPoint { static_cast<int>(s), static_cast<int>(t) };
            }
        }
    }
    return nearest;
}

} // namespace attnlab::widgets
