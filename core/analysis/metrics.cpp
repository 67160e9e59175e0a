#include "core/analysis/metrics.h"

#include "core/analysis/row_metrics.h"
#include "core/error.h"
#include "core/extra_keys.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::core {

namespace {

double relativeError(const Matrix& approx, const Matrix& exact)
{
    const double reference = exact.cast<double>().norm();
    const double difference = (approx.cast<double>() - exact.cast<double>()).norm();
    if (reference == 0.0)
        return difference == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
    return difference / reference;
}

double meanRowCosine(const Matrix& a, const Matrix& b)
{
    double total = 0.0;
    for (Eigen::Index r = 0; r < a.rows(); ++r)
        total += rowCosine(a.row(r), b.row(r));
    return a.rows() > 0 ? total / static_cast<double>(a.rows()) : 1.0;
}

double meanRowKl(const Matrix& exact, const Matrix& approx)
{
    double total = 0.0;
    for (Eigen::Index r = 0; r < exact.rows(); ++r)
        total += rowKl(exact.row(r), approx.row(r));
    return exact.rows() > 0 ? total / static_cast<double>(exact.rows()) : 0.0;
}

} // namespace

Metrics compareWithExact(const Result& exact, const Result& variant, bool rowsAreDistributions)
{
    if (exact.o.rows() != variant.o.rows())
        throw Error("metrics: the outputs have different numbers of rows");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    Metrics metrics;
    if (exact.o.cols() == variant.o.cols()) {
        metrics.relErrO = relativeError(variant.o, exact.o);
        metrics.maxAbsErrO = exact.o.size() ? (variant.o - exact.o).cwiseAbs().maxCoeff() : 0.0;
        metrics.meanCosO = meanRowCosine(exact.o, variant.o);
    } else {
        metrics.relErrO = metrics.maxAbsErrO = metrics.meanCosO = nan;
    }
    metrics.density = variant.pattern.density();
    const auto evaluated = variant.extras.scalars.find(extra_keys::kEvaluatedScores);
    if (evaluated != variant.extras.scalars.end() && variant.pattern.n() > 0)
        metrics.density = evaluated->second / (static_cast<double>(variant.pattern.n()) * variant.pattern.n());
    const bool haveMaps = exact.map && variant.map;
    metrics.relErrMap = haveMaps ? relativeError(*variant.map, *exact.map) : nan;
    metrics.meanKl = haveMaps && rowsAreDistributions ? meanRowKl(*exact.map, *variant.map) : nan;
    return metrics;
}

} // namespace attnlab::core
