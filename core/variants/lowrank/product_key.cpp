// product_key: composite keys assembled from the best key slices, one slice per subspace.
//   q, k, v split into S = `subspaces` equal slices (q^s, k^s of width d/S, v^s of width dv/S)
//   T_i^s = the p allowed keys with the largest q_i^s . k_j^s (ties -> lower j; all of them when fewer)
//   composites c = (j_0, ..., j_{S-1}) in T_i^0 x ... x T_i^{S-1}:  key [k^0_{j_0} | ... ], value [v^0_{j_0} | ...]
//   a_ic = softmax_c( s sum_t q_i^t . k^t_{j_t} ),  O_i = sum_c a_ic [v^0_{j_0} | ... | v^{S-1}_{j_{S-1}}]
//   M_ij = sum_c a_ic (number of slices of c taken from key j) / S              (../shared/spec/variants.md, `lowrank`)
//   keep > 0 (not in the spec; default 0): only the `keep` composites of highest score take part in the softmax
// Lample et al., Large Memory Layers with Product Keys (2019). The paper scores every sub-key of each half of the
// query against its own sub-key table, keeps the top k of each half, forms the k^2 candidate composites, and keeps
// the top k of those candidates (by the sum of the two sub-scores) before the softmax; the memory's saving is that
// a table of |C|^2 composite keys is searched by scoring 2 |C| sub-keys. Here the "memory" is the sequence itself.
// - The default, keep = 0, is the spec's form (../shared/spec/variants.md, whose defaults the numeric references
//   check): the softmax runs over all p^S composites. keep = p with S = 2 is the paper's form: top-p per half, then
//   the top p of the p^2 candidates. The parameter is separate from p so that both forms, and the trade between
//   them, can be shown; a keep of p^S or more is the spec's form again.
// - Values: the paper reads one value vector per composite from a learned table of |C|^S values. There is no table
//   here: a composite's value is assembled from the value slices of the tokens it takes its key slices from,
//   [v^0_{j_0} | ... | v^{S-1}_{j_{S-1}}], so each slice of O mixes only its own slices of V.
// causal: honoured; the allowed keys of query i are j <= i, in every slice.
//
// Choices where ../shared/spec/variants.md is silent:
// - Slice scores, the softmax and the value sums are in double precision (so the top-p choice and its tie rule do
//   not hinge on float rounding); O and M are returned in float.
// - The per-slice top-p search scans every allowed key: N x allowed x d/S per slice, so N^2 d in all (N(N+1)/2 d
//   under causal). That is this method's cost here: the paper's saving comes from a fixed, learned key table of
//   size K where each slice scans sqrt(K) sub-keys; with the sequence as the table nothing is saved. It is
//   counted as done. The slice scores of a chunk of 16 queries are one matrix product over the keys all of them
//   may see, then under causal each query's own later keys (a matrix-vector product per query and slice read the
//   keys 16 times as often).
// - A composite's score is the sum of its S slice scores, already computed (S additions, counted as multiply-adds),
//   not a fresh d-wide dot product. The output uses the slice marginals: for slice s and chosen key t,
//   w_st = sum of a_ic over the composites using t in slice s (S additions per composite), then
//   O_i^s = sum_t w_st v^s_t (p dv multiply-adds per query in all). This equals sum_c a_ic [v slices] exactly, and
//   M_ij = sum_s w_sj / S. Per query: allowed d + S c_i + S k_i + p_i dv, with p_i = min(p, allowed),
//   c_i = p_i^S and k_i the composites kept (c_i when keep = 0, else min(keep, c_i)): 2 S c_i in the spec's form.
//   Exponentials and the comparisons of the top-keep selection (nth_element over c_i scores) are not counted.
// - keep > 0: the kept composites are those of highest score, the lower composite index on ties (composites are
//   numbered with slice 0 most significant and each slice's picks best first, so ties go to the better-ranked
//   slice keys).
// - O is not M V in general (each slice of O mixes its own slices of V); M shows where the weight goes, as defined.
// - At most 2^20 composites per query (min(p, N)^S): more is refused with an Error, not clamped.
// - Peak bytes: K and V in double, each worker's buffers (the slice scores of a chunk's queries, 16 x N doubles, and
//   its queries; a candidate index array of N ints; the chunk's chosen keys and their slice scores; one query's
//   chosen keys, slice scores and marginals, the composite weights and an output row; and with keep > 0 an index
//   per composite for the selection and a flag per picked key) and O (float).
//   The extras and the pattern are results, not working buffers, and are not counted.
// - Pattern: per query, the keys that appear in some slice's top-p list (with keep > 0: in some kept composite),
//   the support of M.
// - Extras (names are a contract with the GUI): matrices "subspace_top_keys" (N x (S p'), p' = min(p, N): column
//   s p' + t holds the key ranked t-th in slice s, best first, or -1 when fewer keys were allowed); scalars
//   "composites_per_query" (the largest c_i, or the largest k_i with keep > 0: the composites the softmax runs over).
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/highest_scores.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <utility>

namespace attnlab::core {

namespace {

constexpr int kRowsPerChunk = 16;
constexpr double kMaxComposites = 1 << 20;
constexpr double kFloatBytes = sizeof(float);
constexpr double kDoubleBytes = sizeof(double);
constexpr double kIndexBytes = sizeof(int);
constexpr double kFlagBytes = sizeof(char);

double power(double base, long long exponent)
{
    double result = 1.0;
    for (long long e = 0; e < exponent; ++e)
        result *= base;
    return result;
}

// The composites the softmax runs over, of `composites` candidates: all of them when keep = 0.
double keptComposites(double composites, long long keep)
{
    return keep > 0 ? std::min(composites, static_cast<double>(keep)) : composites;
}

// Multiply-adds of one query with `allowed` keys (see the header).
double queryMadds(int allowed, int d, int dv, long long p, long long subspaces, long long keep)
{
    const auto take = static_cast<double>(std::min<long long>(p, allowed));
    const double composites = power(take, subspaces);
    return static_cast<double>(allowed) * d
        + static_cast<double>(subspaces) * (composites + keptComposites(composites, keep)) + take * dv;
}

int workerCount(int n, int threads)
{
    return std::max(1, std::min(threads, (n + kRowsPerChunk - 1) / kRowsPerChunk));
}

double peakBytes(int n, int d, int dv, long long p, long long subspaces, long long keep, int workers)
{
    const auto take = static_cast<double>(std::min<long long>(p, n));
    const double chosen = static_cast<double>(subspaces) * take;
    const double composites = power(take, subspaces);
    const double perWorker = kDoubleBytes * kRowsPerChunk * (static_cast<double>(n) + d) + kIndexBytes * n
        + (kIndexBytes + kDoubleBytes) * kRowsPerChunk * chosen + kIndexBytes * chosen + 2.0 * kDoubleBytes * chosen
        + kDoubleBytes * composites + (keep > 0 ? kIndexBytes * composites : 0.0) + kDoubleBytes * dv
        + kIndexBytes * static_cast<double>(subspaces) + (keep > 0 ? kFlagBytes * chosen : 0.0);
    return kDoubleBytes * static_cast<double>(n) * (d + dv) + perWorker * workers + kFloatBytes * n * dv;
}

// One worker's buffers, reused across its chunks of queries.
struct QueryWorkspace {
    QueryWorkspace(int n, int d, int dv, int subspaces, int take, bool selects)
        : sliceScores(kRowsPerChunk, n), queries(kRowsPerChunk, d), candidates(static_cast<std::size_t>(n)),
          chunkChosen(static_cast<std::size_t>(kRowsPerChunk) * subspaces * take),
          chunkChosenScores(chunkChosen.size()), chosen(static_cast<std::size_t>(subspaces) * take),
          chosenScores(static_cast<std::size_t>(subspaces) * take),
          marginals(static_cast<std::size_t>(subspaces) * take),
          weights(static_cast<std::size_t>(power(take, subspaces))), kept(selects ? weights.size() : std::size_t { 0 }),
          output(dv), digits(static_cast<std::size_t>(subspaces)),
          used(selects ? static_cast<std::size_t>(subspaces) * take : std::size_t { 0 })
    {
    }
    MatrixD sliceScores; // one slice's scores of the allowed keys, a row per query of the chunk
    MatrixD queries; // the chunk's queries
    std::vector<int> candidates;
    // The chunk's picks: query r, slice s, rank t at r * subspaces * (the largest take) + s * take + t.
    std::vector<int> chunkChosen;
    std::vector<double> chunkChosenScores;
    // One query's picks, slice s, rank t at s * take + t.
    std::vector<int> chosen;
    std::vector<double> chosenScores;
    std::vector<double> marginals;
    std::vector<double> weights; // one per composite
    std::vector<int> kept; // keep > 0: the composites' indices, the kept ones first
    Eigen::RowVectorXd output;
    std::vector<int> digits; // the composite being visited: one rank per slice
    // keep > 0, per picked key (slot s * take + t): in some composite the softmax runs over (with keep = 0 every
    // picked key is).
    std::vector<char> used;

    double bytes() const
    {
        const auto doubles = sliceScores.size() + queries.size() + chunkChosenScores.size() + chosenScores.size()
            + marginals.size() + weights.size() + output.size();
        return kDoubleBytes * static_cast<double>(doubles)
            + kIndexBytes
            * static_cast<double>(candidates.size() + chunkChosen.size() + kept.size() + chosen.size() + digits.size())
            + kFlagBytes * static_cast<double>(used.size());
    }
};

// Steps `digits` to the next composite (slice 0 most significant); returns false after the last.
bool nextComposite(std::vector<int>& digits, int take)
{
    for (auto s = static_cast<int>(digits.size()) - 1; s >= 0; --s) {
        if (++digits[static_cast<std::size_t>(s)] < take)
            return true;
        digits[static_cast<std::size_t>(s)] = 0;
    }
    return false;
}

// The slice-s scores of the chunk's queries (rows of work.queries, the first one `first`) against their allowed
// keys, into the rows of work.sliceScores: the keys every query of the chunk may see in one product, then under
// causal each query's later ones.
void scoreSlice(const MatrixD& keys, int s, int width, int first, int rows, bool causal, QueryWorkspace& work)
{
    const int n = static_cast<int>(keys.rows());
    const int shared = causal ? first + 1 : n;
    const auto queries = work.queries.block(0, s * width, rows, width);
    work.sliceScores.topLeftCorner(rows, shared).noalias()
        = queries * keys.block(0, s * width, shared, width).transpose();
    if (!causal)
        return;
    for (int r = 1; r < rows; ++r)
        work.sliceScores.row(r).segment(shared, r).noalias()
            = queries.row(r) * keys.block(shared, s * width, r, width).transpose();
}

// Keeps the best `take` of the allowed keys 0 .. allowed-1 by the slice-s scores of the chunk's query r (best first)
// in work.chunkChosen and work.chunkChosenScores, from r * perQuery + s * take.
void pickSliceKeys(int s, int r, int perQuery, int allowed, int take, QueryWorkspace& work)
{
    const auto scores = work.sliceScores.row(r);
    const std::vector<int> highest = highestScoring(scores, allowed, take, work.candidates);
    for (int t = 0; t < take; ++t) {
        const auto slot = static_cast<std::size_t>(r * perQuery + s * take + t);
        work.chunkChosen[slot] = highest[static_cast<std::size_t>(t)];
        work.chunkChosenScores[slot] = scores[work.chunkChosen[slot]];
    }
}

// The ranks, one per slice, of composite c (slice 0 most significant), into work.digits.
void decodeComposite(std::size_t c, int take, QueryWorkspace& work)
{
    for (auto s = static_cast<int>(work.digits.size()) - 1; s >= 0; --s) {
        work.digits[static_cast<std::size_t>(s)] = static_cast<int>(c % static_cast<std::size_t>(take));
        c /= static_cast<std::size_t>(take);
    }
}

// The softmax over the take^S composites of the picked slice keys (score: scale times the sum of their slice
// scores), or with keep > 0 over the `keep` composites of highest score, folded into work.marginals: the weight
// each picked key receives in each slice; work.used marks the picked keys of the composites the softmax runs over.
// Returns the number of candidate composites and of those the softmax runs over.
std::pair<std::size_t, std::size_t> foldCompositeWeights(
    int subspaces, int take, double scale, long long keep, QueryWorkspace& work)
{
    std::fill(work.digits.begin(), work.digits.end(), 0);
    std::size_t composites = 0;
    do {
        double score = 0.0;
        for (int s = 0; s < subspaces; ++s)
            score += work.chosenScores[static_cast<std::size_t>(s * take + work.digits[s])];
        work.weights[composites] = scale * score;
        ++composites;
    } while (nextComposite(work.digits, take));

    std::size_t kept = composites;
    if (keep > 0 && static_cast<double>(keep) < static_cast<double>(composites)) {
        kept = static_cast<std::size_t>(keep);
        const auto first = work.kept.begin();
        const auto last = first + static_cast<std::ptrdiff_t>(composites);
        std::iota(first, last, 0);
        // Higher score first, the lower composite index on ties: a strict total order.
        const auto scoresHigher = [&work](int a, int b) {
            const double scoreA = work.weights[static_cast<std::size_t>(a)];
            const double scoreB = work.weights[static_cast<std::size_t>(b)];
            return scoreA > scoreB || (scoreA == scoreB && a < b);
        };
        std::nth_element(first, first + static_cast<std::ptrdiff_t>(kept), last, scoresHigher);
    }
    const auto compositeAt
        = [&](std::size_t r) { return kept < composites ? static_cast<std::size_t>(work.kept[r]) : r; };

    double best = -INFINITY;
    for (std::size_t r = 0; r < kept; ++r)
        best = std::max(best, work.weights[compositeAt(r)]);
    double sum = 0.0;
    for (std::size_t r = 0; r < kept; ++r)
        sum += std::exp(work.weights[compositeAt(r)] - best);
    std::fill(work.marginals.begin(), work.marginals.begin() + subspaces * take, 0.0);
    if (!work.used.empty())
        std::fill(work.used.begin(), work.used.begin() + subspaces * take, char { 0 });
    for (std::size_t r = 0; r < kept; ++r) {
        const std::size_t c = compositeAt(r);
        const double weight = std::exp(work.weights[c] - best) / sum;
        decodeComposite(c, take, work);
        for (int s = 0; s < subspaces; ++s) {
            const auto slot = static_cast<std::size_t>(s * take + work.digits[s]);
            work.marginals[slot] += weight;
            if (!work.used.empty())
                work.used[slot] = 1;
        }
    }
    return { composites, kept };
}

VariantInfo productKeyInfo()
{
    VariantInfo info;
    info.id = "product_key";
    info.displayName = "Product keys";
    info.family = Family::Lowrank;
    info.listOrder = 6;
    info.description = "Queries and keys are split into slices; each slice picks its p best keys, and every "
                       "combination of picked slices is a composite key the query attends to (keep > 0: only the "
                       "keep best composites, the paper's form with keep = p). A composite's value is made of the "
                       "picked tokens' value slices, not read from a learned table as in the paper.";
    info.formula = R"(a_{ic} = \mathrm{softmax}_c\Big(s \sum_t q_i^t \cdot k^t_{j_t}\Big),\ )"
                   R"(c = (j_0,\dots,j_{S-1}) \in \prod_t \operatorname{top-}p_j(q_i^t \cdot k_j^t),\ )"
                   R"(O_i = \sum_c a_{ic}\,[v^0_{j_0}\,|\,\cdots\,|\,v^{S-1}_{j_{S-1}}])";
    info.paper = "Lample et al., Large Memory Layers with Product Keys (2019)";
    info.params = {
        ParamSpec::integer("subspaces", 2, 1, 64, "Slices of q, k and v (must divide d and dv)"),
        ParamSpec::integer("p", 4, 1, 65536, "Keys picked per slice (all allowed keys when fewer)"),
        ParamSpec::integer("keep", 0, 0, 1 << 20,
            "Composites of highest score kept before the softmax: 0 keeps all p^subspaces; keep = p with 2 "
            "subspaces is the paper's top-k of the k^2 candidates"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    info.promise = { CostGrowth::Quadratic, "each slice scores every allowed key before keeping p" };
    return info;
}

class ProductKeyVariant final : public Variant {
public:
    ProductKeyVariant() : Variant(productKeyInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const long long p = resolved.integer("p");
        const long long subspaces = resolved.integer("subspaces");
        const long long keep = resolved.integer("keep");
        double madds = 0.0;
        for (int i = 0; i < n; ++i)
            madds += queryMadds(causal ? i + 1 : n, d, dv, p, subspaces, keep);
        return Cost { madds, peakBytes(n, d, dv, p, subspaces, keep, workerCount(n, effectiveThreads(RunOptions {}))) };
    }

protected:
    void checkParams(const Problem& problem, const Params& params) const override
    {
        const long long subspaces = params.integer("subspaces");
        if (problem.d() % subspaces != 0)
            throw Error("product_key: d = " + std::to_string(problem.d())
                + " is not divisible by subspaces = " + std::to_string(subspaces));
        if (problem.dv() % subspaces != 0)
            throw Error("product_key: dv = " + std::to_string(problem.dv())
                + " is not divisible by subspaces = " + std::to_string(subspaces));
        const long long take = std::min<long long>(params.integer("p"), problem.n());
        if (power(static_cast<double>(take), subspaces) > kMaxComposites)
            throw Error("product_key: min(p, N)^subspaces = " + std::to_string(take) + "^" + std::to_string(subspaces)
                + " composite keys per query exceeds " + std::to_string(static_cast<long long>(kMaxComposites))
                + "; lower p or subspaces");
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const int n = problem.n();
        const int d = problem.d();
        const int dv = problem.dv();
        const auto subspaces = static_cast<int>(params.integer("subspaces"));
        const long long p = params.integer("p");
        const long long keep = params.integer("keep");
        const int width = d / subspaces;
        const int valueWidth = dv / subspaces;
        const int maxTake = static_cast<int>(std::min<long long>(p, n));
        const double scale = problem.effectiveScale();
        const MatrixD keys = problem.k.cast<double>();
        const MatrixD values = problem.v.cast<double>();
        const int threads = effectiveThreads(options);

        Result result;
        result.o.resize(n, dv);
        if (options.wantMap)
            result.map = mapStorage(options, n, n); // zeroed chunk by chunk, by the thread that fills the chunk
        Matrix topKeys = Matrix::Constant(n, static_cast<Eigen::Index>(subspaces) * maxTake, -1.0f);
        std::vector<std::vector<int>> pickedPerRow(static_cast<std::size_t>(n));
        std::vector<double> rowMadds(static_cast<std::size_t>(n), 0.0);
        std::vector<double> chunkWorkspaceBytes(static_cast<std::size_t>((n + kRowsPerChunk - 1) / kRowsPerChunk));

        std::vector<std::optional<QueryWorkspace>> workspaces(
            static_cast<std::size_t>(parallelWorkers(options, n, kRowsPerChunk)));
        parallelForPerWorker(options, n, kRowsPerChunk, [&](int worker, int begin, int end) {
            std::optional<QueryWorkspace>& own = workspaces[static_cast<std::size_t>(worker)];
            if (!own)
                own.emplace(n, d, dv, subspaces, maxTake, keep > 0);
            QueryWorkspace& work = *own;
            chunkWorkspaceBytes[static_cast<std::size_t>(begin / kRowsPerChunk)] = work.bytes();
            const int rows = end - begin;
            const int perQuery = subspaces * maxTake;
            work.queries.topRows(rows) = problem.q.middleRows(begin, rows).cast<double>();
            for (int s = 0; s < subspaces; ++s) {
                scoreSlice(keys, s, width, begin, rows, problem.causal, work);
                for (int i = begin; i < end; ++i) {
                    const int allowed = problem.causal ? i + 1 : n;
                    pickSliceKeys(s, i - begin, perQuery, allowed, std::min(maxTake, allowed), work);
                }
            }
            if (result.map)
                result.map->middleRows(begin, rows).setZero();
            for (int i = begin; i < end; ++i) {
                const int allowed = problem.causal ? i + 1 : n;
                const int take = std::min(maxTake, allowed);
                const std::ptrdiff_t from = static_cast<std::ptrdiff_t>(i - begin) * perQuery;
                std::copy_n(work.chunkChosen.begin() + from, subspaces * take, work.chosen.begin());
                std::copy_n(work.chunkChosenScores.begin() + from, subspaces * take, work.chosenScores.begin());
                for (int s = 0; s < subspaces; ++s)
                    for (int t = 0; t < take; ++t)
                        topKeys(i, s * maxTake + t)
                            = static_cast<float>(work.chosen[static_cast<std::size_t>(s * take + t)]);
                const auto [composites, kept] = foldCompositeWeights(subspaces, take, scale, keep, work);

                // O_i^s = sum_t w_st v^s_t: the composites' value sum, slice by slice.
                work.output.setZero();
                std::vector<int> picked;
                for (int s = 0; s < subspaces; ++s) {
                    for (int t = 0; t < take; ++t) {
                        const auto slot = static_cast<std::size_t>(s * take + t);
                        const int j = work.chosen[slot];
                        work.output.segment(s * valueWidth, valueWidth).noalias()
                            += work.marginals[slot] * values.row(j).segment(s * valueWidth, valueWidth);
                        if (result.map)
                            (*result.map)(i, j) += static_cast<float>(work.marginals[slot] / subspaces);
                        if (work.used.empty() || work.used[slot])
                            picked.push_back(j);
                    }
                }
                result.o.row(i) = work.output.cast<float>();
                pickedPerRow[static_cast<std::size_t>(i)] = std::move(picked);
                rowMadds[static_cast<std::size_t>(i)] = static_cast<double>(allowed) * d
                    + static_cast<double>(subspaces) * static_cast<double>(composites + kept)
                    + static_cast<double>(take) * dv;
            }
        });

        result.cost.madds = std::accumulate(rowMadds.begin(), rowMadds.end(), 0.0);
        // At most workerCount chunks are in flight at once, each with its own workspace.
        const double workspaceBytes = *std::max_element(chunkWorkspaceBytes.begin(), chunkWorkspaceBytes.end());
        result.cost.peakBytes = kDoubleBytes * static_cast<double>(keys.size() + values.size())
            + workspaceBytes * workerCount(n, threads) + kFloatBytes * static_cast<double>(result.o.size());
        PatternBuilder pattern(n);
        for (auto& picked : pickedPerRow)
            pattern.addRow(picked);
        result.pattern = pattern.finish();
        result.extras.matrices[extra_keys::kSubspaceTopKeys] = std::move(topKeys);
        result.extras.scalars[extra_keys::kCompositesPerQuery] = keptComposites(power(maxTake, subspaces), keep);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::ProductKeyVariant)
