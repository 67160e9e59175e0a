#include "core/problem.h"

#include "core/error.h"

#include <cmath>

namespace attnlab::core {

double Problem::effectiveScale() const
{
    if (scale)
        return *scale;
    return d() > 0 ? 1.0 / std::sqrt(static_cast<double>(d())) : 1.0;
}

namespace {

void requireFinite(const Matrix& m, const char* name)
{
    // x - x is 0 for a finite x and NaN otherwise, so the sum is 0 exactly when all are finite: one vectorised pass
    // over the storage in order. Matrix::allFinite() walks a row-major matrix column by column, one scalar test and
    // a cache miss per entry, which cost more than a whole sparse forward pass at N = 16K.
    const auto entries = Eigen::Map<const Eigen::ArrayXf>(m.data(), m.size());
    if (!((entries - entries).sum() == 0.0f))
        throw Error(std::string(name) + " contains NaN or infinite values");
}

std::string shapeOf(const Matrix& m)
{
    return std::to_string(m.rows()) + "x" + std::to_string(m.cols());
}

} // namespace

void Problem::validate() const
{
    validateShapes();
    requireFinite(q, "Q");
    requireFinite(k, "K");
    requireFinite(v, "V");
    if (x)
        requireFinite(*x, "X");
}

void Problem::validateShapes() const
{
    if (q.rows() < 1)
        throw Error("Q must have at least one row (token)");
    if (q.cols() < 1)
        throw Error("Q must have at least one column");
    if (k.rows() != q.rows() || k.cols() != q.cols())
        throw Error("K is " + shapeOf(k) + " but must match Q, which is " + shapeOf(q));
    if (v.rows() != q.rows())
        throw Error("V has " + std::to_string(v.rows()) + " rows but Q has " + std::to_string(q.rows()));
    if (v.cols() < 1)
        throw Error("V must have at least one column");
    if (x && x->rows() != q.rows())
        throw Error("X has " + std::to_string(x->rows()) + " rows but Q has " + std::to_string(q.rows()));
    if (scale && !std::isfinite(*scale))
        throw Error("scale must be a finite number");
}

} // namespace attnlab::core
