// synthesizer: attention weights made without queries and keys.
//   random:     R in R^{N x N}, R_ij ~ N(0, 1)
//   factorized: R = R1 R2^T, R1, R2 in R^{N x rank}, entries N(0, 1)
//   dense:      R_i = W2 relu(W1 x_i + b1) + b2, W1 in R^{hidden x dm}, W2 in R^{N x hidden}   (x_i: row i of X)
//   M = softmax(R) rowwise (causal: j > i masked before the softmax),  O = M V    (../shared/spec/variants.md, `synth`)
// Tay et al., Synthesizer: Rethinking Self-Attention in Transformer Models (2021). The method's weights ARE an
// N x N matrix, so it is inherently O(N^2): N^2 dv multiply-adds for M V plus generating R. The paper learns R
// (or the MLP); here the weights are fixed seeded draws, so the lesson shows what a token-independent (random,
// factorized) or a per-token, query-key-free (dense) mixing does.
//
// Choices where ../shared/spec/variants.md is silent:
// - One generator Random(seed) (core/random.h), every value rounded to float, drawn in this order:
//   random: R row-major, N(0, 1).  factorized: R1 row-major, then R2 row-major, N(0, 1).
//   dense: W1 row-major (hidden x dm), Glorot-uniform: uniform(-a, a), a = sqrt(6 / (dm + hidden)); then b1
//   (hidden entries), uniform(-1/sqrt(dm), 1/sqrt(dm)); then W2 row-major (N x hidden), Glorot-uniform with
//   a = sqrt(6 / (hidden + N)); then b2 (N entries), uniform(-1/sqrt(hidden), 1/sqrt(hidden)). The bias ranges are
//   the usual default of a linear layer (fan-in). uniform(-a, a) is a (2u - 1) with u = Random::uniform().
// - dense reads X = problem.tokens() (V when no X was given); W2 and b2 have N rows, so the weights depend on N
//   (the paper fixes a maximum length). rank and hidden are used only by the kind that needs them.
// - Multiply-adds, as the code does them: N^2 dv for M V (the dense product, also under causal: the masked
//   entries are exact zeros); factorized adds N^2 rank for R1 R2^T; dense adds N hidden dm (W1 x_i) and N^2 hidden
//   (W2 h_i). Drawing and the softmax's exponentials are not counted (as for `full`).
// - Peak bytes: R (which becomes M in place), the factors (R1, R2 or W1, b1, the hidden activations, W2, b2) and O.
//   The copy of R in the extras and the map handed out are for display and not counted, nor is the generator's
//   state at the start of each row of the random R (32 bytes a row, Random::normalMatrix draws rows in parallel).
// - causal: supported (masking before the softmax). The pattern is all pairs (all j <= i under causal).
// - Extras: matrices "logits" (R as drawn or computed, before masking; N x N) only when the map is asked for.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/row_softmax.h"
#include "core/random.h"
#include "core/recycled_matrices.h"

#include <cmath>
#include <limits>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
// Rows of R per task of the passes over it.
constexpr int kRowsPerTask = 32;

VariantInfo synthesizerInfo()
{
    VariantInfo info;
    info.id = "synthesizer";
    info.displayName = "Synthesizer (weights without QK)";
    info.family = Family::Synth;
    info.listOrder = 0;
    info.description = "The N x N logits R are drawn (random), a low-rank product (factorized) or an MLP of each "
                       "token alone (dense), never q.k; M = softmax(R), O = M V. Inherently N x N.";
    info.formula = R"(O = \mathrm{softmax}(R)\,V,\quad R \in \mathbb{R}^{N\times N}:\ \text{random},\ R_1 R_2^\top)"
                   R"(\ \text{or}\ R_i = W_2\,\mathrm{relu}(W_1 x_i + b_1) + b_2)";
    info.paper = "Tay et al., Synthesizer: Rethinking Self-Attention in Transformer Models (2021)";
    info.params = {
        ParamSpec::choice("kind", "random", { "random", "factorized", "dense" },
            "random: R drawn N(0,1); factorized: R = R1 R2^T; dense: R_i from an MLP of token i"),
        ParamSpec::integer("rank", 4, 1, 4096, "Rank of R = R1 R2^T (factorized)"),
        ParamSpec::integer("hidden", 16, 1, 4096, "Hidden width of the dense MLP"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of every drawn weight"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    // Only the factorized R is low-rank; random and dense R are full N x N matrices.
    info.rankBound = [](const Params& params, int, bool) -> std::optional<RankBound> {
        if (params.text("kind") != "factorized")
            return std::nullopt;
        const long long rank = params.integer("rank");
        return RankBound { rank, "rank",
            "R = R₁ R₂ᵀ has rank at most %1, but the softmax raises the rank again: M is not bounded by it.",
            false };
    };
    info.promise = { CostGrowth::Quadratic, "an N x N synthesized map at the default kind" };
    return info;
}

Matrix uniformMatrix(int rows, int cols, double bound, Random& random)
{
    Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = static_cast<float>(bound * (2.0 * random.uniform() - 1.0));
    return m;
}

double glorotBound(int fanIn, int fanOut)
{
    return std::sqrt(6.0 / (static_cast<double>(fanIn) + fanOut));
}

struct Logits {
    Matrix r; // N x N
    double madds = 0;
    double factorBytes = 0;
};

Logits makeLogits(const Problem& problem, const Params& params, const RunOptions& options)
{
    const int n = problem.n();
    Random random(static_cast<std::uint64_t>(params.integer("seed")));
    const std::string& kind = params.text("kind");
    Logits logits;
    if (kind == "random") {
        logits.r = mapStorage(options, n, n);
        random.drawNormals(logits.r);
    } else if (kind == "factorized") {
        const auto rank = static_cast<int>(params.integer("rank"));
        const Matrix left = random.normalMatrix(n, rank);
        const Matrix right = random.normalMatrix(n, rank);
        options.cancel.throwIfCancelled();
        logits.r = mapStorage(options, n, n);
        logits.r.noalias() = left * right.transpose();
        logits.madds = static_cast<double>(n) * n * rank;
        logits.factorBytes = kFloatBytes * static_cast<double>(left.size() + right.size());
    } else {
        const Matrix& x = problem.tokens();
        const auto dm = static_cast<int>(x.cols());
        const auto hidden = static_cast<int>(params.integer("hidden"));
        const Matrix w1 = uniformMatrix(hidden, dm, glorotBound(dm, hidden), random);
        const Matrix b1 = uniformMatrix(1, hidden, 1.0 / std::sqrt(static_cast<double>(dm)), random);
        const Matrix w2 = uniformMatrix(n, hidden, glorotBound(hidden, n), random);
        const Matrix b2 = uniformMatrix(1, n, 1.0 / std::sqrt(static_cast<double>(hidden)), random);
        options.cancel.throwIfCancelled();
        Matrix activations = x * w1.transpose(); // N x hidden: row i is W1 x_i
        activations.rowwise() += b1.row(0);
        activations = activations.cwiseMax(0.0f);
        logits.r = mapStorage(options, n, n);
        logits.r.noalias() = activations * w2.transpose();
        logits.r.rowwise() += b2.row(0);
        logits.madds = static_cast<double>(n) * hidden * dm + static_cast<double>(n) * n * hidden;
        logits.factorBytes
            = kFloatBytes * static_cast<double>(w1.size() + b1.size() + w2.size() + b2.size() + activations.size());
    }
    return logits;
}

class SynthesizerVariant final : public Variant {
public:
    SynthesizerVariant() : Variant(synthesizerInfo()) { }

    // The dense kind reads X (width dm); without X, X := V and dm = dv.
    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return analyticCost(n, d, dv, dv, causal, params);
    }
    Cost analyticCost(int n, int, int dv, int dm, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const std::string& kind = resolved.text("kind");
        const double nn = n;
        double madds = nn * nn * dv;
        double factorFloats = 0.0;
        if (kind == "factorized") {
            const auto rank = static_cast<double>(resolved.integer("rank"));
            madds += nn * nn * rank;
            factorFloats = 2.0 * nn * rank;
        } else if (kind == "dense") {
            const auto hidden = static_cast<double>(resolved.integer("hidden"));
            madds += nn * hidden * dm + nn * nn * hidden;
            factorFloats = hidden * dm + hidden + nn * hidden + nn + nn * hidden;
        }
        return Cost { madds, kFloatBytes * (nn * nn + nn * dv + factorFloats) };
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const int n = problem.n();
        Logits logits = makeLogits(problem, params, options);
        Result result;
        Matrix* shownLogits = nullptr;
        if (options.wantMap) {
            shownLogits = &result.extras.matrices[extra_keys::kLogits];
            *shownLogits = mapStorage(options, n, n);
        }
        Matrix& weights = logits.r; // softmax in place: R becomes M
        result.o.resize(n, problem.dv());
        // Row by row, each step while the rows are in cache, on every thread: R kept as drawn, masked, M = softmax,
        // O = M V.
        parallelFor(options, n, kRowsPerTask, [&](int begin, int end) {
            auto rows = weights.middleRows(begin, end - begin);
            if (shownLogits)
                shownLogits->middleRows(begin, end - begin) = rows;
            if (problem.causal)
                for (int i = begin; i < end; ++i)
                    weights.row(i).tail(n - 1 - i).setConstant(-std::numeric_limits<float>::infinity());
            softmaxRowsInPlace(rows);
            result.o.middleRows(begin, end - begin).noalias() = rows * problem.v;
        });

        result.cost.madds = logits.madds + static_cast<double>(n) * n * problem.dv();
        result.cost.peakBytes
            = kFloatBytes * static_cast<double>(weights.size() + result.o.size()) + logits.factorBytes;
        result.pattern = Pattern::allPairs(n, problem.causal);
        if (options.wantMap)
            result.map = std::move(weights);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SynthesizerVariant)
