#include "widgets/controls/slider_scale.h"

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr double kMaxPositionPerValue = 10000; // integer ranges up to this size get one position per value
constexpr int kPositions = 1000; // otherwise the slider has this many steps
constexpr double kDecadesForLogarithmic = 3; // real ranges spanning this many decades are spread logarithmically

} // namespace

SliderScale::SliderScale(double minimum, double maximum, bool integer)
    : m_minimum(minimum), m_maximum(maximum), m_integer(integer)
{
    const double span = maximum - minimum;
    m_usable = std::isfinite(span) && span > 0;
    if (!m_usable)
        return;
    if (integer && span <= kMaxPositionPerValue) {
        m_kind = Kind::Linear;
        m_positions = static_cast<int>(std::llround(span));
        return;
    }
    m_positions = kPositions;
    if (integer)
        m_kind = Kind::Logarithmic;
    else
        m_kind
            = minimum > 0 && std::log10(maximum / minimum) >= kDecadesForLogarithmic ? Kind::Logarithmic : Kind::Linear;
}

SliderScale SliderScale::logarithmic(double minimum, double maximum, bool integer)
{
    SliderScale scale(minimum, maximum, integer);
    if (scale.m_usable && (integer || minimum > 0)) {
        scale.m_kind = Kind::Logarithmic;
        scale.m_positions = kPositions;
    }
    return scale;
}

double SliderScale::valueAt(int position) const
{
    if (!m_usable)
        return m_minimum;
    const double t = std::clamp(static_cast<double>(position) / m_positions, 0.0, 1.0);
    double value = 0;
    if (m_kind == Kind::Linear)
        value = m_minimum + t * (m_maximum - m_minimum);
    else if (m_integer) // log(1 + offset): works from a minimum of zero or below
        value = m_minimum + std::expm1(t * std::log1p(m_maximum - m_minimum));
    else
        value = m_minimum * std::pow(m_maximum / m_minimum, t);
    if (m_integer)
        value = std::round(value);
    return std::clamp(value, m_minimum, m_maximum);
}

int SliderScale::positionOf(double value) const
{
    if (!m_usable)
        return 0;
    const double clamped = std::clamp(value, m_minimum, m_maximum);
    double t = 0;
    if (m_kind == Kind::Linear)
        t = (clamped - m_minimum) / (m_maximum - m_minimum);
    else if (m_integer)
        t = std::log1p(clamped - m_minimum) / std::log1p(m_maximum - m_minimum);
    else
        t = std::log(clamped / m_minimum) / std::log(m_maximum / m_minimum);
    return static_cast<int>(std::lround(t * m_positions));
}

} // namespace attnlab::widgets
