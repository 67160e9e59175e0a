#pragma once

#include <QPointF>
#include <QString>

#include <vector>

class QCPAxis;

namespace attnlab::widgets {

// The points of one drawn series, kept beside the plot so a hover can name what lies under the mouse.
struct HoverSeries {
    QString name;
    std::vector<double> x;
    std::vector<double> y; // non-finite values are gaps and never found
};

struct NearestPoint {
    int series = -1; // index into the list; -1 when nothing lies within the radius
    int point = -1;

    bool found() const { return series >= 0; }
};

// The point nearest to `pixel` (widget coordinates) within `radius` pixels, measured on the plot's axes; later
// series win ties, as they are drawn on top.
NearestPoint nearestPoint(const std::vector<HoverSeries>& series, const QCPAxis* xAxis, const QCPAxis* yAxis,
    const QPointF& pixel, double radius);

// The series whose drawn line (straight segments between its finite points, as a QCPGraph draws them) passes
// nearest to `pixel` within `radius` pixels, or -1. Later series win ties. For naming a line under the mouse
// between its points.
int nearestLine(const std::vector<HoverSeries>& series, const QCPAxis* xAxis, const QCPAxis* yAxis,
    const QPointF& pixel, double radius);

} // namespace attnlab::widgets
