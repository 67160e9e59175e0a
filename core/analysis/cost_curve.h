#pragma once

#include "core/params.h"
#include "core/result.h"
#include "core/variant.h"

#include <string>
#include <vector>

namespace attnlab::core {

// The shape a cost curve is drawn for: everything but N.
struct CostShape {
    int d = 64; // query and key width
    int dv = 64; // value width
    int dm = 0; // width of the token representations X; 0 means X := V (dm = dv)
    bool causal = false;
};

struct CostPoint {
    int n = 0;
    Cost cost; // meaningful only when error is empty
    std::string error; // why the variant has no cost at this N with these parameters; empty when it has one

    bool valid() const { return error.empty(); }
};

// A variant's analytic cost (Variant::analyticCost) at one parameter set over a list of sizes.
struct CostCurve {
    std::string variantId;
    Params params; // resolved: defaults filled in
    std::vector<CostPoint> points; // one per requested N, in the requested order
};

// Never throws for a refusal: a point the variant cannot cost (parameters out of range, a variant that cannot
// honour causal, a width the parameters do not divide, a formula that gives no finite number) carries the
// message instead, so a chart draws a gap there and a tooltip can say why. Refusals that a variant makes only
// when it runs (Variant::run's own checks of the problem against the parameters, e.g. svd's largest N) are not
// seen here: they need the problem itself.
CostCurve analyticCostCurve(
    const Variant& variant, const Params& params, const std::vector<int>& sizes, const CostShape& shape);

// first, 2 first, 4 first, ... up to and including last (when it is first times a power of two); first >= 1.
std::vector<int> doublingSizes(int first, int last);

} // namespace attnlab::core
