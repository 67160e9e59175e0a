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
// - Weights Glorot-uniform: uniform(-a, a) with a = sqrt(6 / (fan_in + fan_out)) = sqrt(6 / (N + hidden)) for
//   both, drawn as a (2u - 1), u = Random::uniform() (core/random.h), rounded to float. Each position p owns its
//   weights, from streams of its own: column p of W1 (hidden values, in hidden order) from Random(seed G + 2p), row
//   p of W2 from Random(seed G + 2p + 1), G = 0xD1B54A32D192ED03 (odd). So the weights are drawn block by block,
//   on two threads above N = 2048, and never stored whole: O streams over the positions twice (W1 X, then
//   X + W2 gelu(.)), and at N = 65,536 neither the 8 MB W1 nor W2 is written and read back. No biases (the spec
//   writes none).
// - W1 X sums the positions block by block (blocks of 256), the blocks' partial sums added in block order: the
//   same O on any number of threads.
// - gelu in its exact erf form (not the tanh approximation), evaluated in double.
// - layer_norm = true: O = X + W2 gelu(W1 LN(X)), LN(X)_ic = (X_ic - mean_i) / sqrt(var_i + 1e-6) over the dm
//   channels of token i (the population variance; 1e-6 is the epsilon of the paper's Flax code), with the learned
//   scale and shift at their initial values 1 and 0; evaluated in double, rounded to float. The residual adds X
//   itself. LN works within each token, so M = W2 W1 is unchanged. With dm = 1 every LN(X) is 0 and O = X.
// - causal: error. Every hidden unit of W1 X sums over all positions and W2 spreads it back to all of them, so
//   every output reads future tokens; masking would need square, triangular mixing weights the method lacks.
// - Multiply-adds, as the code does them: N hidden dm (W1 X) + N hidden dm (W2 gelu(.)); the residual additions,
//   the gelu and the layer norm (a few operations per entry of X) are not counted. Peak bytes: the block partial
//   sums of W1 X (hidden x dm per block of 256 positions), the hidden activations, one block's W1, W2 and LN(X) per
//   thread, and O. The whole W1 and W2 (2 N hidden) are built only for the map M = W2 W1, beside its N^2 floats, and
//   are not counted here.
// - Pattern: all pairs. rowsSumToOne: false.
#include "core/builtin_catalogues.h"
#include "core/kernels/parallel_for.h"
#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <vector>

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

constexpr int kPositionsPerBlock = 256;
// Blocks per task: below 8 x 256 positions one thread does it all (starting a second cost more than it saved).
constexpr int kBlocksPerTask = 8;
// Odd, so seed -> stream start is one-to-one for a fixed position; not SplitMix64's own increment (the golden
// ratio), so that neighbouring seeds do not start from shifted copies of each other's seeding sequence.
constexpr std::uint64_t kPositionStreamMultiplier = 0xD1B54A32D192ED03ULL;

int blockCount(int n)
{
    return (n + kPositionsPerBlock - 1) / kPositionsPerBlock;
}

// The blocks' partial sums of W1 X and the activations (hidden x dm each), one block's W1, W2 and LN(X) per
// worker, and O.
double mixerPeakBytes(int n, int hidden, int dm, bool normalise, int workers)
{
    const double positions = std::min(n, kPositionsPerBlock);
    const double perWorker = 2.0 * positions * hidden + (normalise ? positions * dm : 0.0);
    return kFloatBytes * ((blockCount(n) + 1.0) * hidden * dm + perWorker * workers + static_cast<double>(n) * dm);
}

// Which of a position's two weight vectors.
enum class Layer { First = 0, Second = 1 };

// The weights of positions first .. first + count - 1 in one layer, a row per position (count x hidden): W2's rows,
// or W1's columns (W1's block is the transpose).
Matrix positionWeights(long long seed, Layer layer, int first, int count, int hidden, double bound)
{
    Matrix weights(count, hidden);
    std::vector<double> draws(static_cast<std::size_t>(hidden));
    for (int r = 0; r < count; ++r) {
        Random random(static_cast<std::uint64_t>(seed) * kPositionStreamMultiplier
            + 2 * static_cast<std::uint64_t>(first + r) + static_cast<std::uint64_t>(layer));
        random.uniforms(draws.data(), hidden);
        for (int h = 0; h < hidden; ++h)
            weights(r, h) = static_cast<float>(bound * (2.0 * draws[static_cast<std::size_t>(h)] - 1.0));
    }
    return weights;
}

// Each token's channels to mean 0 and variance 1 (see the header).
Matrix layerNormalised(const Eigen::Ref<const Matrix>& x)
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
        const auto hidden = resolved.integer("hidden");
        const int blocks = blockCount(n);
        return Cost { 2.0 * n * hidden * dm,
            mixerPeakBytes(n, static_cast<int>(hidden), dm, resolved.boolean("layer_norm"),
                parallelWorkers(RunOptions {}, blocks, kBlocksPerTask)) };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const Matrix& x = problem.tokens();
        const int n = problem.n();
        const auto dm = static_cast<int>(x.cols());
        const auto hidden = static_cast<int>(params.integer("hidden"));
        const long long seed = params.integer("seed");
        const double bound = std::sqrt(6.0 / (static_cast<double>(n) + hidden));
        const bool normalise = params.boolean("layer_norm");
        const int blocks = blockCount(n);
        const auto blockSize = [&](int b) { return std::min(kPositionsPerBlock, n - b * kPositionsPerBlock); };

        // W1 X (or W1 LN(X)), block by block, then the blocks' sums in order.
        std::vector<Matrix> partial(static_cast<std::size_t>(blocks));
        parallelFor(options, blocks, kBlocksPerTask, [&](int begin, int end) {
            for (int b = begin; b < end; ++b) {
                const int first = b * kPositionsPerBlock;
                const Matrix w1Columns = positionWeights(seed, Layer::First, first, blockSize(b), hidden, bound);
                const auto w1 = w1Columns.transpose();
                const auto tokens = x.middleRows(first, blockSize(b));
                partial[static_cast<std::size_t>(b)]
                    = normalise ? Matrix(w1 * layerNormalised(tokens)) : Matrix(w1 * tokens);
            }
        });
        Matrix activations = Matrix::Zero(hidden, dm);
        for (const Matrix& block : partial)
            activations += block;
        activations = activations.unaryExpr(&gelu);
        options.cancel.throwIfCancelled();

        Result result;
        result.o.resize(n, dm);
        parallelFor(options, blocks, kBlocksPerTask, [&](int begin, int end) {
            for (int b = begin; b < end; ++b) {
                const int first = b * kPositionsPerBlock;
                auto out = result.o.middleRows(first, blockSize(b));
                out = x.middleRows(first, blockSize(b));
                out.noalias() += positionWeights(seed, Layer::Second, first, blockSize(b), hidden, bound) * activations;
            }
        });

        result.cost.madds = 2.0 * n * hidden * static_cast<double>(dm);
        result.cost.peakBytes
            = mixerPeakBytes(n, hidden, dm, normalise, parallelWorkers(options, blocks, kBlocksPerTask));
        result.pattern = Pattern::allPairs(n, false);
        if (options.wantMap)
            result.map = positionWeights(seed, Layer::Second, 0, n, hidden, bound)
                * positionWeights(seed, Layer::First, 0, n, hidden, bound).transpose();
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::MixerVariant)
