// mixer: the token-mixing MLP of MLP-Mixer, a fixed two-layer network across positions.
//   O = X + W2 gelu(W1 X),  W1 in R^{hidden x N},  W2 in R^{N x hidden},  gelu(t) = t (1 + erf(t / sqrt 2)) / 2
//   M = W2 W1 (its linear part), for display                                      (../shared/spec/variants.md, `synth`)
// Tolstikhin et al., MLP-Mixer: An all-MLP Architecture for Vision (2021). The weights are N x hidden, so the cost
// is 2 N hidden dm, linear in N for a fixed hidden width; the weights depend on N (the paper fixes the number of
// patches). M is a mixing map (rows need not sum to 1); it leaves out the residual X and the gelu.
// - Layer norm: the paper's token-mixing block is X + W2 gelu(W1 LayerNorm(X)), each token's channels normalised
//   before the MLP. ../shared/spec/variants.md defines the computation without it, and the numeric references
//   check the spec's defaults, so the default leaves it out; layer_norm = true adds it (below).
//
// Choices where ../shared/spec/variants.md is silent:
// - X = problem.tokens() (V when no X was given); O has X's width dm.
// - Weights from one generator Random(seed) (core/random.h), Glorot-uniform: uniform(-a, a) with
//   a = sqrt(6 / (fan_in + fan_out)) = sqrt(6 / (N + hidden)) for both, drawn as a (2u - 1), u = Random::uniform(),
//   rounded to float: W1 first (row-major), then W2 (row-major). No biases (../shared/spec/variants.md writes none).
// - gelu in its exact erf form (not the tanh approximation), evaluated in double.
// - layer_norm = true: O = X + W2 gelu(W1 LN(X)), LN(X)_ic = (X_ic - mean_i) / sqrt(var_i + 1e-6) over the dm
//   channels of token i (the population variance; 1e-6 is the epsilon of the paper's Flax code), with the learned
//   scale and shift at their initial values 1 and 0; evaluated in double, rounded to float. The residual adds X
//   itself. LN works within each token, so M = W2 W1 is unchanged. With dm = 1 every LN(X) is 0 and O = X.
// - causal: error. Every hidden unit of W1 X sums over all positions and W2 spreads it back to all of them, so
//   every output reads future tokens; masking would need square, triangular mixing weights the method lacks.
// - Multiply-adds, as the code does them: N hidden dm (W1 X) + N hidden dm (W2 gelu(.)); the residual additions,
//   the gelu and the layer norm (a few operations per entry of X) are not counted. Peak bytes: W1, W2, the hidden
//   activations (hidden x dm), LN(X) (N x dm, with layer_norm only) and O.
// - Pattern: all pairs. rowsSumToOne: false.
#include "core/builtin_catalogues.h"
#include "core/random.h"

#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);

VariantInfo mixerInfo()
{
    VariantInfo info;
    info.id = "mixer";
    info.displayName = "MLP-Mixer (token-mixing MLP)";
    info.family = Family::Synth;
    info.listOrder = 2;
    info.description = "A fixed two-layer MLP across positions mixes the tokens: O = X + W2 gelu(W1 X); "
                       "M = W2 W1 is a mixing map (rows need not sum to 1). The paper normalises each token first "
                       "(X + W2 gelu(W1 LayerNorm(X))): off by default, layer_norm turns it on.";
    info.formula = R"(O = X + W_2\, \mathrm{gelu}(W_1 X),\quad W_1 \in \mathbb{R}^{h\times N},\ )"
                   R"(W_2 \in \mathbb{R}^{N\times h},\quad M = W_2 W_1)";
    info.paper = "Tolstikhin et al., MLP-Mixer: An all-MLP Architecture for Vision (2021)";
    info.params = {
        ParamSpec::integer("hidden", 32, 1, 4096, "Hidden width of the token-mixing MLP"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the Glorot-uniform weights"),
        ParamSpec::boolean(
            "layer_norm", false, "Normalise each token's channels before the MLP, as the paper does (off by default)"),
    };
    info.causal = CausalSupport::Never;
    info.causalReason = "the token-mixing weights are dense across positions (every hidden unit sums over all "
                        "tokens and feeds all of them), so every output reads future tokens";
    info.rowsSumToOne = false;
    info.rankBound = [](const Params& params, int, bool) -> std::optional<RankBound> {
        return RankBound { params.integer("hidden"), "hidden",
            "M = W₂ W₁ through a hidden width of %1, so M has rank at most %1.", true };
    };
    info.promise = { CostGrowth::Linear, "a token-mixing MLP of `hidden` units: N hidden per channel" };
    return info;
}

Matrix glorotUniform(int rows, int cols, double bound, Random& random)
{
    Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = static_cast<float>(bound * (2.0 * random.uniform() - 1.0));
    return m;
}

// Each token's channels to mean 0 and variance 1 (see the header).
Matrix layerNormalised(const Matrix& x)
{
    constexpr double kEpsilon = 1e-6;
    Matrix normalised(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const Eigen::RowVectorXd row = x.row(i).cast<double>();
        const Eigen::RowVectorXd centred = row.array() - row.mean();
        const double variance = centred.squaredNorm() / static_cast<double>(row.size());
        normalised.row(i) = (centred / std::sqrt(variance + kEpsilon)).cast<float>();
    }
    return normalised;
}

float gelu(float t)
{
    const double value = t;
    return static_cast<float>(0.5 * value * (1.0 + std::erf(value / std::sqrt(2.0))));
}

class MixerVariant final : public Variant {
public:
    MixerVariant() : Variant(mixerInfo()) { }

    // The token mixing works on X (width dm); without X, X := V and dm = dv.
    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return analyticCost(n, d, dv, dv, causal, params);
    }
    Cost analyticCost(int n, int, int, int dm, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const auto hidden = static_cast<double>(resolved.integer("hidden"));
        const double nn = n;
        const double normalised = resolved.boolean("layer_norm") ? nn * dm : 0.0;
        return Cost { 2.0 * nn * hidden * dm, kFloatBytes * (2.0 * hidden * nn + hidden * dm + normalised + nn * dm) };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const Matrix& x = problem.tokens();
        const int n = problem.n();
        const auto hidden = static_cast<int>(params.integer("hidden"));
        Random random(static_cast<std::uint64_t>(params.integer("seed")));
        const double bound = std::sqrt(6.0 / (static_cast<double>(n) + hidden));
        const Matrix w1 = glorotUniform(hidden, n, bound, random);
        const Matrix w2 = glorotUniform(n, hidden, bound, random);
        options.cancel.throwIfCancelled();

        const bool normalise = params.boolean("layer_norm");
        const Matrix normalised = normalise ? layerNormalised(x) : Matrix();
        Matrix activations = w1 * (normalise ? normalised : x); // hidden x dm
        activations = activations.unaryExpr(&gelu);
        options.cancel.throwIfCancelled();
        Result result;
        result.o = x;
        result.o.noalias() += w2 * activations;

        result.cost.madds = 2.0 * n * hidden * static_cast<double>(x.cols());
        result.cost.peakBytes = kFloatBytes
            * static_cast<double>(w1.size() + w2.size() + activations.size() + normalised.size() + result.o.size());
        result.pattern = Pattern::allPairs(n, false);
        if (options.wantMap)
            result.map = w2 * w1;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::MixerVariant)
