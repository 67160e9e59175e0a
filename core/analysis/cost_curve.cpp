#include "core/analysis/cost_curve.h"

#include "core/error.h"

#include <cmath>

namespace attnlab::core {

namespace {

// One message on every point: the curve as a whole has no cost.
CostCurve refusedCurve(CostCurve curve, const std::vector<int>& sizes, const std::string& error)
{
    for (const int n : sizes)
        curve.points.push_back(CostPoint { n, Cost {}, error });
    return curve;
}

} // namespace

CostCurve analyticCostCurve(
    const Variant& variant, const Params& params, const std::vector<int>& sizes, const CostShape& shape)
{
    CostCurve curve;
    curve.variantId = variant.id();
    try {
        curve.params = variant.resolve(params);
    } catch (const Error& error) {
        curve.params = params;
        return refusedCurve(std::move(curve), sizes, error.what());
    }
    if (shape.causal && variant.info().causal == CausalSupport::Never)
        return refusedCurve(std::move(curve), sizes,
            "variant '" + variant.id() + "' cannot honour causal: " + variant.info().causalReason);
    if (shape.d < 1 || shape.dv < 1)
        return refusedCurve(std::move(curve), sizes, "the widths d and dv must be at least 1");

    const int dm = shape.dm > 0 ? shape.dm : shape.dv;
    for (const int n : sizes) {
        CostPoint point;
        point.n = n;
        if (n < 1) {
            point.error = "N must be at least 1, got " + std::to_string(n);
        } else {
            try {
                point.cost = variant.analyticCost(n, shape.d, shape.dv, dm, shape.causal, curve.params);
                if (!std::isfinite(point.cost.madds) || !std::isfinite(point.cost.peakBytes))
                    point.error = "the cost formula of '" + variant.id()
                        + "' gives no finite number at N = " + std::to_string(n);
            } catch (const Error& error) {
                point.error = error.what();
            }
        }
        curve.points.push_back(std::move(point));
    }
    return curve;
}

std::vector<int> doublingSizes(int first, int last)
{
    std::vector<int> sizes;
    if (first < 1)
        return sizes;
    for (long long n = first; n <= last; n *= 2)
        sizes.push_back(static_cast<int>(n));
    return sizes;
}

} // namespace attnlab::core
