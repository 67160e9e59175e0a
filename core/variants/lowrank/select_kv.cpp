// select_kv: every query attends to one shared subset of `keep` representative keys (and their values), plus itself.
//   score_j = norm(k_j), or a seeded random priority u_j (score = random)
//   S = the `keep` keys with the largest score (ties -> lower j; all of them when N <= keep)
//   pi_i = S + {i};  causal: pi_i = S_i + {i}, S_i = the `keep` keys with the largest score among j < i
//   O_i = sum_{j in pi_i} softmax_j(s q_i.k_j) v_j                              (../shared/spec/variants.md, `lowrank`)
// Linformer's question answered by selection instead of projection: keep real keys rather than mix them. Choosing a
// few keys for all queries is what KV-cache eviction does (Zhang et al., H2O, 2023, by accumulated attention); the
// norm here is a cheap stand-in for such a score (Devoto et al., 2024, study key norms as that signal and find the
// LOW-norm keys to be the attended ones: the lesson can show how a wrong score fails).
//
// Choices where ../shared/spec/variants.md is silent:
// - causal: a memory that keeps the `keep` best keys seen so far. The conventions' "remove j > i afterwards" is not
//   enough here: S chosen among all N keys would let a future key with a large norm evict a past one, so query i's
//   output would change with the future. S_i is chosen among the keys before i only, so query i depends on keys
//   0 .. i alone; i itself is always in its row. Without causal, S is chosen once among all N keys.
// - score=random gives every position a priority u_j = uniform() drawn from Random(seed) in position order, and
//   keeps the largest priorities: a uniformly random subset of `keep` keys (the priorities are i.i.d.), and under
//   causal the same rule streams (u_j does not depend on N or on the keys).
// - score=norm compares squared norms in double precision (N d multiply-adds), so the choice and the tie rule do not
//   hinge on float rounding.
// - The pattern is built (a running top-`keep` set under causal, O(N (keep + log keep))) and attended with the shared
//   pattern kernel (core/kernels/pattern_attention.h): (pairs) x (d + dv) multiply-adds, never N x N. Pairs:
//   N m + N - m without causal (m = min(keep, N)), sum_i (min(keep, i) + 1) with it: closed forms.
// - Peak bytes, summed as if all held at once (an upper bound: the selection's buffers are freed before the
//   attention): the scores (double) and the ranking's index array, under causal also the running set (counted as
//   min(keep, N) ints); then the pattern kernel's own peak (the pattern, O and one weight row per thread).
// - Pattern: pi_i as above.
// - Extras (names are a contract with the GUI): labels "kept_keys": S, the keep best keys of the whole sequence,
//   ascending. Under causal this is the memory after the last token; each query's own S_i is its pattern row
//   (without i).
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/kernels/pattern_attention.h"
#include "core/random.h"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <set>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kDoubleBytes = sizeof(double);
constexpr double kIndexBytes = sizeof(int);
constexpr double kRowStartBytes = sizeof(std::int64_t);

// The score of every key (higher is kept first) and the multiply-adds it cost.
struct KeyScores {
    std::vector<double> values;
    double madds = 0;
};

KeyScores scoreKeys(const Matrix& keys, const std::string& score, long long seed)
{
    const auto n = static_cast<int>(keys.rows());
    KeyScores scores;
    scores.values.resize(static_cast<std::size_t>(n));
    if (score == "norm") {
        for (int j = 0; j < n; ++j)
            scores.values[static_cast<std::size_t>(j)] = keys.row(j).cast<double>().squaredNorm();
        scores.madds = static_cast<double>(n) * static_cast<double>(keys.cols());
    } else {
        Random random(static_cast<std::uint64_t>(seed));
        for (double& priority : scores.values)
            priority = random.uniform();
    }
    return scores;
}

// Higher score first, the lower index on ties: a strict total order, so every kept set is unique.
struct RanksHigher {
    const std::vector<double>* scores;
    bool operator()(int a, int b) const
    {
        const double sa = (*scores)[static_cast<std::size_t>(a)];
        const double sb = (*scores)[static_cast<std::size_t>(b)];
        return sa > sb || (sa == sb && a < b);
    }
};

// The `keep` best of all keys, ascending.
std::vector<int> bestKeys(const std::vector<double>& scores, int keep)
{
    std::vector<int> order(scores.size());
    std::iota(order.begin(), order.end(), 0);
    std::nth_element(order.begin(), order.begin() + keep, order.end(), RanksHigher{&scores});
    std::vector<int> kept(order.begin(), order.begin() + keep);
    std::sort(kept.begin(), kept.end());
    return kept;
}

// pi_i = kept + {i}.
Pattern sharedPattern(int n, const std::vector<int>& kept, const CancelFlag& cancel)
{
    PatternBuilder builder(n);
    std::vector<int> keys;
    for (int i = 0; i < n; ++i) {
        if (i % 1024 == 0)
            cancel.throwIfCancelled();
        keys = kept;
        keys.push_back(i);
        builder.addRow(keys);
    }
    return builder.finish();
}

// pi_i = the `keep` best keys before i, plus i: a running top-`keep` set, updated after each query.
Pattern streamingPattern(int n, const std::vector<double>& scores, long long keep, const CancelFlag& cancel)
{
    PatternBuilder builder(n);
    std::set<int, RanksHigher> memory(RanksHigher{&scores});
    std::vector<int> keys;
    for (int i = 0; i < n; ++i) {
        if (i % 1024 == 0)
            cancel.throwIfCancelled();
        keys.assign(memory.begin(), memory.end());
        keys.push_back(i);
        builder.addRow(keys);
        if (static_cast<long long>(memory.size()) < keep) {
            memory.insert(i);
        } else if (RanksHigher{&scores}(i, *std::prev(memory.end()))) {
            memory.erase(std::prev(memory.end()));
            memory.insert(i);
        }
    }
    return builder.finish();
}

// Pattern size: pairs and the longest row, in closed form.
struct PatternSize {
    double pairs = 0;
    double longestRow = 0;
};

PatternSize patternSize(int n, long long keep, bool causal)
{
    const double nn = n;
    if (!causal) {
        const double m = static_cast<double>(std::min<long long>(keep, n));
        return PatternSize{nn * m + nn - m, m < nn ? m + 1.0 : nn}; // i adds a pair exactly when i is not kept
    }
    // sum over i of min(keep, i) + 1
    const auto k = static_cast<double>(keep);
    const double below = keep >= n ? nn * (nn - 1.0) / 2.0 : k * (k - 1.0) / 2.0 + (nn - k) * k;
    return PatternSize{below + nn, static_cast<double>(std::min<long long>(keep, n - 1)) + 1.0};
}

VariantInfo selectKvInfo()
{
    VariantInfo info;
    info.id = "select_kv";
    info.displayName = "Selected keys and values";
    info.family = Family::Lowrank;
    info.listOrder = 2;
    info.description = "Every query attends to the same `keep` keys (largest norm, or a seeded random choice) "
                       "plus its own key; under causal, the `keep` best keys so far.";
    info.formula = R"(\pi_i = S \cup \{i\},\quad S = \operatorname{top-}\mathrm{keep}_j\,\lVert k_j\rVert,\quad )"
                   R"(O_i = \sum_{j \in \pi_i} \mathrm{softmax}_j\!\left(\frac{q_i \cdot k_j}{\sqrt{d}}\right) v_j)";
    info.paper = "Key selection as in KV-cache eviction: Zhang et al., H2O (2023); key norms: Devoto et al. (2024)";
    info.params = {
        ParamSpec::integer("keep", 16, 1, 65536, "Keys kept for every query (all of them when fewer)"),
        ParamSpec::choice("score", "norm", {"norm", "random"},
                          "norm: the keys with the largest norm; random: a seeded uniform choice"),
        ParamSpec::integer("seed", 0, 0, 2147483647, "Seed of the random choice"),
    };
    info.causal = CausalSupport::Optional;
    info.rowsSumToOne = true;
    info.promise = { CostGrowth::Linear, "keep + 1 keys per query, chosen by one pass over the key norms" };
    return info;
}

class SelectKvVariant final : public Variant {
public:
    SelectKvVariant() : Variant(selectKvInfo()) {}

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const long long keep = resolved.integer("keep");
        const bool byNorm = resolved.text("score") == "norm";
        const double nn = n;
        const PatternSize size = patternSize(n, keep, causal);
        const double selectionBytes = kDoubleBytes * nn + kIndexBytes * nn
            + (causal ? kIndexBytes * static_cast<double>(std::min<long long>(keep, n)) : 0.0);
        // The pattern kernel: the pattern (row starts and columns), O, one weight row per thread.
        const double threads = std::min(effectiveThreads(RunOptions{}), std::max(n, 1));
        const double attentionBytes = kRowStartBytes * (nn + 1.0) + kIndexBytes * size.pairs
            + kFloatBytes * (nn * dv + size.longestRow * threads);
        return Cost{(byNorm ? nn * d : 0.0) + size.pairs * (d + dv), selectionBytes + attentionBytes};
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const int n = problem.n();
        const long long keep = params.integer("keep");
        const KeyScores scores = scoreKeys(problem.k, params.text("score"), params.integer("seed"));
        const std::vector<int> kept = bestKeys(scores.values, static_cast<int>(std::min<long long>(keep, n)));
        // The scores and the ranking's index array (bestKeys), plus under causal the running set (at most keep).
        double selectionBytes = (kDoubleBytes + kIndexBytes) * static_cast<double>(scores.values.size());
        Pattern pattern;
        if (problem.causal) {
            pattern = streamingPattern(n, scores.values, keep, options.cancel);
            selectionBytes += kIndexBytes * static_cast<double>(kept.size());
        } else {
            pattern = sharedPattern(n, kept, options.cancel);
        }

        Result result = attendOverPattern(problem, std::move(pattern), options);
        result.cost.madds += scores.madds;
        result.cost.peakBytes += selectionBytes;
        result.extras.labels[extra_keys::kKeptKeys] = kept;
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::SelectKvVariant)
