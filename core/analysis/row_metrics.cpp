#include "core/analysis/row_metrics.h"

#include "core/analysis/metrics.h"
#include "core/error.h"

#include <limits>

namespace attnlab::core {

double rowRelativeError(const RowRef& approx, const RowRef& exact)
{
    const double reference = exact.cast<double>().norm();
    const double difference = (approx.cast<double>() - exact.cast<double>()).norm();
    if (reference == 0.0)
        return difference == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
    return difference / reference;
}

double rowCosine(const RowRef& a, const RowRef& b)
{
    const Eigen::RowVectorXd x = a.cast<double>();
    const Eigen::RowVectorXd y = b.cast<double>();
    const double norms = x.norm() * y.norm();
    return norms > 0.0 ? x.dot(y) / norms : (x.norm() == y.norm() ? 1.0 : 0.0);
}

double rowKl(const RowRef& exact, const RowRef& approx)
{
    // Vectorised (an N = 4096 map is 16M terms): an entry with p = 0 contributes 0 * finite = 0, so no branch.
    const auto floor = static_cast<float>(kKlFloor);
    const auto p = exact.array().max(0.0f);
    const auto q = approx.array().max(floor);
    const Eigen::ArrayXf terms = (p * (p.max(floor) / q).log()).transpose();
    return terms.cast<double>().sum();
}

OutputRowMetrics compareOutputRows(const Matrix& exact, const Matrix& variant)
{
    if (exact.rows() != variant.rows())
        throw Error("metrics: the outputs have different numbers of rows");
    const auto rows = static_cast<std::size_t>(exact.rows());
    OutputRowMetrics metrics;
    if (exact.cols() != variant.cols()) {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        metrics.relErr.assign(rows, nan);
        metrics.cosine.assign(rows, nan);
        return metrics;
    }
    metrics.relErr.resize(rows);
    metrics.cosine.resize(rows);
    for (Eigen::Index r = 0; r < exact.rows(); ++r) {
        metrics.relErr[static_cast<std::size_t>(r)] = rowRelativeError(variant.row(r), exact.row(r));
        metrics.cosine[static_cast<std::size_t>(r)] = rowCosine(exact.row(r), variant.row(r));
    }
    return metrics;
}

MapRowMetrics compareMapRows(const Result& exact, const Result& variant, bool rowsAreDistributions)
{
    const auto rows = static_cast<std::size_t>(exact.o.rows());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    MapRowMetrics metrics;
    metrics.kl.assign(rows, nan);
    metrics.relErr.assign(rows, nan);
    if (!exact.map || !variant.map)
        return metrics;
    const Matrix& a = *exact.map;
    const Matrix& m = *variant.map;
    if (a.rows() != m.rows() || a.cols() != m.cols())
        throw Error("metrics: the maps have different shapes");
    metrics.kl.assign(static_cast<std::size_t>(a.rows()), nan);
    metrics.relErr.assign(static_cast<std::size_t>(a.rows()), nan);
    for (Eigen::Index r = 0; r < a.rows(); ++r) {
        const auto row = static_cast<std::size_t>(r);
        metrics.relErr[row] = rowRelativeError(m.row(r), a.row(r));
        if (rowsAreDistributions)
            metrics.kl[row] = rowKl(a.row(r), m.row(r));
    }
    return metrics;
}

} // namespace attnlab::core
