#pragma once

// What reference tests that run a variant with a few named params and compare float results with a double
// reference share (the kernel, synth and mixing families' tests/reference/test_<id>.cpp): params with only the
// values a test names, the map-less run, the relative differences, and the cost check against analyticCost.

#include "core/builtin_catalogues.h"
#include "reference/dense_reference.h"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace attnlab::reference {

using NamedValues = std::vector<std::pair<std::string, core::ParamValue>>;

// Only the given values set; the run resolves the rest to their defaults.
inline core::Params paramsWith(const core::Variant& variant, const NamedValues& values)
{
    core::Params params;
    for (const auto& [name, value] : values)
        params.set(variant.info().params, name, value);
    return params;
}

inline core::RunOptions withoutMap()
{
    core::RunOptions options;
    options.wantMap = false;
    return options;
}

// A float result against a double reference, relative to the reference's largest entry.
inline double difference(const Matrix& actual, const MatrixD& expected)
{
    return maxRelativeDifference(actual.cast<double>(), expected);
}

inline bool withinRelative(double value, double expected, double tolerance)
{
    return std::abs(value - expected) <= tolerance * std::abs(expected);
}

// Counted multiply-adds and peak bytes each within 1% of the analytic cost.
inline std::string compareWithAnalyticCost(const core::Cost& counted, const core::Cost& analytic)
{
    if (!withinRelative(counted.madds, analytic.madds, 0.01))
        return "counted madds " + std::to_string(counted.madds) + ", analytic " + std::to_string(analytic.madds);
    if (!withinRelative(counted.peakBytes, analytic.peakBytes, 0.01))
        return "counted peak bytes " + std::to_string(counted.peakBytes) + ", analytic "
            + std::to_string(analytic.peakBytes);
    return {};
}

} // namespace attnlab::reference
