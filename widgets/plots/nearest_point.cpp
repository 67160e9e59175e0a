#include "widgets/plots/nearest_point.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

double distanceToSegment(const QPointF& point, const QPointF& from, const QPointF& to)
{
    const QPointF along = to - from;
    const double lengthSquared = QPointF::dotProduct(along, along);
    const double t
        = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(point - from, along) / lengthSquared, 0.0, 1.0) : 0.0;
    const QPointF closest = from + t * along;
    return std::hypot(point.x() - closest.x(), point.y() - closest.y());
}

} // namespace

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

int nearestLine(const std::vector<HoverSeries>& series, const QCPAxis* xAxis, const QCPAxis* yAxis,
    const QPointF& pixel, double radius)
{
    int nearest = -1;
    double best = radius;
    for (std::size_t s = 0; s < series.size(); ++s) {
        const HoverSeries& one = series[s];
        bool hasPrevious = false;
        QPointF previous;
        for (std::size_t t = 0; t < one.x.size() && t < one.y.size(); ++t) {
            if (!std::isfinite(one.x[t]) || !std::isfinite(one.y[t])) {
                hasPrevious = false; // a gap: the graph does not join across it
                continue;
            }
            const QPointF point(xAxis->coordToPixel(one.x[t]), yAxis->coordToPixel(one.y[t]));
            const double distance = hasPrevious ? distanceToSegment(pixel, previous, point)
                                                : std::hypot(pixel.x() - point.x(), pixel.y() - point.y());
            if (distance <= best) {
                best = distance;
                nearest = static_cast<int>(s);
            }
            previous = point;
            hasPrevious = true;
        }
    }
    return nearest;
}

} // namespace attnlab::widgets
