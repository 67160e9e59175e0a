// gmlp: the spatial gating unit of gMLP, tokens mixed by a linear map that gates half the channels.
//   X = [U Z] split by channels (U the first half, Z the second),  s(Z) = W Z + b,  O = U * s(Z) (elementwise)
//   W in R^{N x N} uniform in [-init, init], b = 1;  causal: W lower-triangular.  So O = U + U * (W Z).
//   Displayed M = W + I                                                        (../shared/spec/variants.md, `synth`)
// Liu et al., Pay Attention to MLPs (2021). The paper initialises W near 0 and b = 1 so that the unit starts as
// the identity on U (init = 0 gives O = U exactly). W is N x N: inherently O(N^2 dm).
// M is a display of the spatial mixing, not a map the output is made with: no N x N matrix gives O = M V (nor
// O_i = U_i (M Z)_i, since the identity acts on U, not on Z). Row i of M shows what token i's output reads from
// each position: W_ij weighs position j's Z in the gate, and the 1 on the diagonal is the path b = 1 that lets
// U_i through. Rows need not sum to 1.
//
// Choices where ../shared/spec/variants.md is silent:
// - X = problem.tokens() (V when no X was given); O is N x dm/2. An odd width dm is an error naming the width.
// - W from one generator Random(seed) (core/random.h): all N^2 entries drawn row-major as init (2u - 1),
//   u = Random::uniform(), rounded to float. Under causal the same draws are made and the entries above the diagonal
//   zeroed, so the lower triangle does not depend on causal. The paper's gating also normalises Z first (a layer
//   norm); ../shared/spec/variants.md does not, and neither does this.
// - Multiply-adds, as the code does them: the pairs of W Z times dm/2 (N^2, or N(N+1)/2 under causal, where the
//   product runs over the lower triangle only) plus N dm/2 for the gating product. Peak bytes: W, W Z and O.
// - Pattern: all pairs (all j <= i under causal). rowsSumToOne: false.
#include "core/builtin_catalogues.h"
#include "core/random.h"

#include <string>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo gmlpInfo()
{
    VariantInfo info;
    info.id = "gmlp";
    info.displayName = "gMLP (spatial gating)";
    info.family = Family::Synth;
    info.listOrder = 3;
    info.description = "Half the channels gate the other half after a linear mix across positions: "
                       "O = U * (W Z + 1) = U + U * (W Z). M = W + I displays that mixing only, as a mixing map "
                       "(rows need not sum to 1): no matrix M gives O = M V.";
    info.formula = R"(X = [U\ Z],\quad O = U \odot (W Z + b),\quad W \in \mathbb{R}^{N\times N},\ b = 1,)"
                   R"(\quad M = W + I)";
    info.paper = "Liu et al., Pay Attention to MLPs (2021)";
    info.params = {
        ParamSpec::real(
            "init", 0.01, 0.0, 10.0, "W is drawn uniform in [-init, init]; 0 makes the unit the identity on U"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of W"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = false;
    info.promise = { CostGrowth::Quadratic, "an N x N spatial gating matrix" };
    return info;
}

double gatingPairs(int n, bool causal)
{
    const double nn = n;
    return causal ? nn * (nn + 1.0) / 2.0 : nn * nn;
}

class GmlpVariant final : public Variant {
public:
    GmlpVariant() : Variant(gmlpInfo()) { }

    // The gating works on X's channels (width dm); without X, X := V and dm = dv.
    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return analyticCost(n, d, dv, dv, causal, params);
    }
    Cost analyticCost(int n, int, int, int dm, bool causal, const Params&) const override
    {
        const auto half = static_cast<double>(dm / 2); // the width of U (an odd width is refused before computing)
        const double nn = n;
        return Cost { gatingPairs(n, causal) * half + nn * half, kFloatBytes * (nn * nn + 2.0 * nn * half) };
    }

protected:
    void checkParams(const Problem& problem, const Params&) const override
    {
        const auto width = problem.tokens().cols();
        if (width % 2 != 0)
            throw Error("gmlp: X has " + std::to_string(width)
                + " channels, an odd width; the gating splits the "
                  "channels into two equal halves U and Z");
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const Matrix& x = problem.tokens();
        const int n = problem.n();
        const auto half = static_cast<int>(x.cols() / 2);
        const double init = params.real("init");
        Random random(static_cast<std::uint64_t>(params.integer("seed")));
        Matrix w(n, n);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                w(i, j) = static_cast<float>(init * (2.0 * random.uniform() - 1.0));
        if (problem.causal)
            w.triangularView<Eigen::StrictlyUpper>().setZero();
        options.cancel.throwIfCancelled();

        const auto u = x.leftCols(half);
        const auto z = x.rightCols(half);
        Matrix gate(n, half);
        if (problem.causal)
            gate.noalias() = w.triangularView<Eigen::Lower>() * z;
        else
            gate.noalias() = w * z;
        options.cancel.throwIfCancelled();
        Result result;
        result.o = (u.array() * (gate.array() + 1.0f)).matrix();

        result.cost.madds = gatingPairs(n, problem.causal) * half + static_cast<double>(n) * half;
        result.cost.peakBytes = kFloatBytes * static_cast<double>(w.size() + gate.size() + result.o.size());
        result.pattern = Pattern::allPairs(n, problem.causal);
        if (options.wantMap) {
            w.diagonal().array() += 1.0f;
            result.map = std::move(w);
        }
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::GmlpVariant)
