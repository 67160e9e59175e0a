// svd: an ORACLE that shows how low-rank the exact attention matrix is. It needs the exact A (and its SVD), so it
// costs more than exact attention; no efficient method can do this, every low-rank method is measured against it.
//   A = softmax(s Q K^T) = U Sigma W^T (exact, double precision)
//   M = U_r Sigma_r W_r^T, the best rank-r approximation of A (Eckart & Young, 1936), r = min(rank, N)
//   O = M V                                                                     (../shared/spec/variants.md, `lowrank`)
// The low-rank argument of Wang et al., Linformer (2020, section 3): A's spectrum decays fast, so a rank-r M loses
// little. This variant lets the learner check that claim on their own input.
// causal: error. The truncated SVD fits every row of A at once: row i of a rank-r approximation of the causal A
// depends on the later rows (future queries and keys) and is not zero above the diagonal.
//
// Choices where ../shared/spec/variants.md is silent:
// - A and its SVD are in double precision (Eigen's BDCSVD, thin U and W); O and M are returned in float.
// - N above 4096 is refused with an Error: A, U and W alone take 3 N^2 doubles (0.4 GB at N = 4096, 1.6 GB at
//   8192) and Eigen's SVD cannot be cancelled midway, so a larger run would hold the worker for minutes or more.
// - rank >= N keeps every singular value (M = A, O = exact), rather than an error, like topk's "all when fewer".
// - O is computed as U_r (Sigma_r (W_r^T V)), never forming M; M is built only when the map is asked for.
// - The decomposition depends on the input alone: a caller that keeps an InputMemo for the input (the window) gets
//   it back at the next run up to N = 2048, so a rank change truncates it again without decomposing (at N = 512,
//   the SVD is about 100 ms of a change's 150), and A's singular values are kept there for the views that draw
//   them (exactSingularValuesKey). The cost counted stays the method's, the SVD included.
// - Multiply-adds: N^2 d for the exact scores; the SVD is charged at the textbook count of the Golub-Kahan-Reinsch
//   SVD of an N x N matrix with both singular vector sets, 21 N^3 flops = 10.5 N^3 multiply-adds (Golub & Van
//   Loan, Matrix Computations, section 8.6): a fixed charge for the decomposition, since Eigen's own operations are
//   not counted one by one; then r N dv for W_r^T V, r dv for the Sigma_r scaling and N r dv for U_r times it.
// - Peak bytes: A, U and W (N x N doubles each), the singular values, V in double, the r x dv product, and O
//   (float). Eigen's internal SVD workspace is not counted.
// - rowsSumToOne = false: a truncated A need not have rows that sum to 1 (or non-negative entries).
// - Pattern: all pairs (every exact score is computed).
// - Extras (names are a contract with the GUI): matrices "singular_values_exact" (1 x N, sigma of A) and
//   "singular_values_variant" (1 x N, sigma of M: the first r, then zeros), always (the SVD is computed anyway);
//   scalar "energy_kept" = sum_{t<r} sigma_t^2 / sum_t sigma_t^2.
#include "core/analysis/spectrum.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/variants/lowrank/projections.h"

#include <Eigen/SVD>
#include <algorithm>
#include <memory>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kDoubleBytes = sizeof(double);
// Golub-Kahan-Reinsch SVD of an n x n matrix with U and V: 21 n^3 flops, two flops per multiply-add.
constexpr double kSvdMaddsPerCube = 21.0 / 2.0;
constexpr int kLargestN = 4096;

VariantInfo svdInfo()
{
    VariantInfo info;
    info.id = "svd";
    info.displayName = "Truncated SVD (oracle)";
    info.family = Family::Lowrank;
    info.listOrder = 3;
    info.description = "Oracle: the best rank-r approximation of the exact attention matrix (truncated SVD). It "
                       "needs the exact A and its SVD, so it costs more than exact attention: it shows how "
                       "low-rank A is.";
    info.formula = R"(M = U_r \Sigma_r W_r^\top \text{ with } A = U \Sigma W^\top,\ )"
                   R"(A = \mathrm{softmax}\!\left(\frac{QK^\top}{\sqrt{d}}\right),\quad O = MV)";
    info.paper = "Eckart & Young (1936); the low-rank argument of Wang et al., Linformer (2020)";
    info.params = {ParamSpec::integer("rank", 8, 1, 65536, "Singular values kept (all of them when rank >= N)")};
    info.causal = CausalSupport::Never;
    info.causalReason = "the truncated SVD fits every row of A at once, so row i of the approximation depends on "
                        "later rows (future queries and keys) and is not zero above the diagonal";
    info.oracle = true;
    info.rowsSumToOne = false;
    info.rankBound = [](const Params& params, int, bool) -> std::optional<RankBound> {
        const long long r = params.integer("rank");
        return RankBound { r, "r",
            "M keeps the r = %1 largest singular values of A and drops the rest (Eckart–Young).",
            true };
    };
    info.promise = { CostGrowth::Cubic, "the exact A and its SVD (an oracle)" };
    return info;
}

double svdPeakBytes(int n, int dv, int rank)
{
    const double nn = n;
    return kDoubleBytes * (3.0 * nn * nn + nn + nn * dv + static_cast<double>(rank) * dv) + kFloatBytes * nn * dv;
}

// A = U Sigma W^T of one input's exact map.
struct ExactMapSvd {
    MatrixD u;
    Eigen::VectorXd sigma;
    MatrixD w;
};

// Kept in the caller's memo up to this N: U and W take 2 N^2 doubles (64 MiB at 2048), held while the input stays.
constexpr int kLargestKeptN = 2048;
const char* const kMemoKey = "svd.exact_map_svd";

// The decomposition of the problem's exact map: the memo's when the caller keeps one for this input, else computed
// (and kept there up to kLargestKeptN).
std::shared_ptr<const ExactMapSvd> exactMapSvd(const Problem& problem, const RunOptions& options)
{
    if (options.inputMemo)
        if (auto kept = options.inputMemo->find<ExactMapSvd>(kMemoKey))
            return kept;
    const MatrixD exact = exactMapInDouble(problem);
    options.cancel.throwIfCancelled();
    const Eigen::BDCSVD<MatrixD> svd(exact, Eigen::ComputeThinU | Eigen::ComputeThinV);
    auto decomposed = std::make_shared<const ExactMapSvd>(
        ExactMapSvd { svd.matrixU(), svd.singularValues(), svd.matrixV() });
    if (options.inputMemo && problem.n() <= kLargestKeptN) {
        options.inputMemo->keep<ExactMapSvd>(kMemoKey, decomposed);
        // A's singular values are what the views draw for this input, whichever variant comes next.
        options.inputMemo->keep<Eigen::VectorXd>(
            exactSingularValuesKey(false), std::make_shared<const Eigen::VectorXd>(decomposed->sigma));
    }
    return decomposed;
}

class SvdVariant final : public Variant {
public:
    SvdVariant() : Variant(svdInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const int rank = static_cast<int>(std::min<long long>(resolve(params).integer("rank"), n));
        const double nn = n;
        const double madds = nn * nn * d + kSvdMaddsPerCube * nn * nn * nn + 2.0 * nn * rank * dv
            + static_cast<double>(rank) * dv;
        return Cost{madds, svdPeakBytes(n, dv, rank)};
    }

protected:
    void checkParams(const Problem& problem, const Params&) const override
    {
        if (problem.n() > kLargestN)
            throw Error("svd: N = " + std::to_string(problem.n()) + " is above " + std::to_string(kLargestN)
                        + ": the oracle holds the N x N matrix A with both singular vector sets in double precision "
                          "and its SVD cannot be cancelled midway");
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const int n = problem.n();
        const int dv = problem.dv();
        const int rank = static_cast<int>(std::min<long long>(params.integer("rank"), n));
        const std::shared_ptr<const ExactMapSvd> decomposed = exactMapSvd(problem, options);
        // Charged as decomposed by this run even when the caller's memo had it: the method's cost, not the window's.
        double madds = static_cast<double>(n) * n * problem.d() + kSvdMaddsPerCube * static_cast<double>(n) * n * n;
        options.cancel.throwIfCancelled();
        const auto leftVectors = decomposed->u.leftCols(rank);
        const auto rightVectors = decomposed->w.leftCols(rank);
        const auto sigma = decomposed->sigma.head(rank);

        // O = U_r (Sigma_r (W_r^T V)): r x dv in the middle, never N x N.
        const MatrixD values = problem.v.cast<double>();
        MatrixD projected = rightVectors.transpose() * values;
        madds += static_cast<double>(rank) * n * dv;
        projected = sigma.asDiagonal() * projected;
        madds += static_cast<double>(rank) * dv;
        Result result;
        result.o = (leftVectors * projected).cast<float>();
        madds += static_cast<double>(n) * rank * dv;

        result.cost.madds = madds;
        const double nn = n;
        result.cost.peakBytes = kDoubleBytes
                * (3.0 * nn * nn + nn + static_cast<double>(values.size() + projected.size()))
            + kFloatBytes * static_cast<double>(result.o.size());
        result.pattern = Pattern::allPairs(n, false);
        if (options.wantMap)
            result.map = (leftVectors * sigma.asDiagonal() * rightVectors.transpose()).cast<float>();

        const Eigen::VectorXd& all = decomposed->sigma;
        Eigen::VectorXd kept = Eigen::VectorXd::Zero(all.size());
        kept.head(rank) = sigma;
        result.extras.matrices[extra_keys::kSingularValuesExact] = all.transpose().cast<float>();
        result.extras.matrices[extra_keys::kSingularValuesVariant] = kept.transpose().cast<float>();
        result.extras.scalars[extra_keys::kEnergyKept] = sigma.squaredNorm() / all.squaredNorm();
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SvdVariant)
