#pragma once

// The checks every memory variant's reference test makes (tests/reference/test_<id>.cpp, family `memory`). Each test
// states its variant's reads afresh from ../shared/spec/variants.md as a list of ENTRIES per query (never by calling
// into core): an entry is a set of positions read as one key-value pair, its key the mean of their keys and its value
// the mean of their values. A real key is an entry of one position; a pooled slot is an entry of several. The reference
// builds those means explicitly, in double precision, with no prefix sums and no index tricks, takes a plain softmax
// per query and spreads each entry's weight evenly over its positions in M (../shared/spec/variants.md, Conventions).
// Functions return an empty string when everything agrees, otherwise a description of the first disagreement.

#include "reference/pattern_reference_check.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <set>
#include <string>
#include <vector>

namespace attnlab::reference {

using Entry = std::vector<int>;
// Query i's entries, as the definition states them.
using EntriesOf = std::function<std::vector<Entry>(int i)>;

inline Entry positionsFromTo(int first, int last)
{
    Entry positions;
    for (int j = first; j <= last; ++j)
        positions.push_back(j);
    return positions;
}

// Every position of [first, last] as its own entry: keys read as they are.
inline void addRealKeys(int first, int last, std::vector<Entry>& entries)
{
    for (int j = std::max(0, first); j <= last; ++j)
        entries.push_back({ j });
}

inline DenseResult memoryReference(const core::Problem& problem, const EntriesOf& entriesOf)
{
    const int n = problem.n();
    const MatrixD q = problem.q.cast<double>();
    const MatrixD k = problem.k.cast<double>();
    const MatrixD v = problem.v.cast<double>();
    // The given scale, else the spec's default 1/sqrt(d), written out rather than taken from Problem::effectiveScale
    // (which the variants use).
    const double scale = problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(q.cols()));
    DenseResult out;
    out.o = MatrixD::Zero(n, v.cols());
    out.map = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        const std::vector<Entry> entries = entriesOf(i);
        std::vector<double> scores;
        std::vector<Eigen::RowVectorXd> meanValues;
        for (const Entry& entry : entries) {
            Eigen::RowVectorXd meanKey = Eigen::RowVectorXd::Zero(k.cols());
            Eigen::RowVectorXd meanValue = Eigen::RowVectorXd::Zero(v.cols());
            for (const int j : entry) {
                meanKey += k.row(j);
                meanValue += v.row(j);
            }
            meanKey /= static_cast<double>(entry.size());
            meanValue /= static_cast<double>(entry.size());
            double dot = 0.0;
            for (Eigen::Index c = 0; c < q.cols(); ++c)
                dot += q(i, c) * meanKey(c);
            scores.push_back(scale * dot);
            meanValues.push_back(meanValue);
        }
        const double best = *std::max_element(scores.begin(), scores.end());
        double sum = 0.0;
        for (const double score : scores)
            sum += std::exp(score - best);
        for (std::size_t e = 0; e < entries.size(); ++e) {
            const double weight = std::exp(scores[e] - best) / sum;
            out.o.row(i) += weight * meanValues[e];
            for (const int j : entries[e])
                out.map(i, j) += weight / static_cast<double>(entries[e].size());
        }
    }
    return out;
}

inline std::string compareCosts(
    const core::Variant& variant, const core::Params& params, const core::Problem& problem, const core::Cost& counted)
{
    const core::Cost analytic = variant.analyticCost(problem.n(), problem.d(), problem.dv(), problem.causal, params);
    if (!(std::abs(counted.madds - analytic.madds) <= 0.01 * counted.madds))
        return "counted madds " + std::to_string(counted.madds) + " differ from analytic "
            + std::to_string(analytic.madds);
    if (!(std::abs(counted.peakBytes - analytic.peakBytes) <= 0.01 * counted.peakBytes))
        return "counted peak bytes " + std::to_string(counted.peakBytes) + " differ from analytic "
            + std::to_string(analytic.peakBytes);
    return {};
}

// O, M and the pattern (row i = every position the entries of i hold) against the reference, at the problem's scale
// and at kGivenScale (pattern_reference_check.h) when the problem leaves the default; counted cost equal to the
// analytic cost (within 1%).
inline std::string compareWithMemoryReference(
    const core::Variant& variant, const core::Params& params, const core::Problem& problem, const EntriesOf& entriesOf)
{
    const int n = problem.n();
    const core::Result result = variant.run(problem, params, core::RunOptions {});

    for (int i = 0; i < n; ++i) {
        std::set<int> covered;
        for (const Entry& entry : entriesOf(i))
            covered.insert(entry.begin(), entry.end());
        for (int j = 0; j < n; ++j)
            if (result.pattern.contains(i, j) != (covered.count(j) != 0))
                return "pattern differs from the definition at " + describePair(i, j) + ": variant "
                    + (covered.count(j) != 0 ? "omits" : "adds") + " it";
    }
    core::Problem scaled = problem;
    if (!scaled.scale)
        scaled.scale = kGivenScale;
    for (const core::Problem* run : { &problem, static_cast<const core::Problem*>(&scaled) }) {
        const core::Result ran = run == &problem ? result : variant.run(*run, params, core::RunOptions {});
        const DenseResult expected = memoryReference(*run, entriesOf);
        const std::string at = run->scale ? " (scale " + std::to_string(*run->scale) + ")" : " (default scale)";
        if (ran.o.rows() != n || ran.o.cols() != problem.dv())
            return "O has the wrong shape";
        const double outputError = maxRelativeDifference(ran.o.cast<double>(), expected.o);
        if (!(outputError <= kPatternTolerance))
            return "O differs from the reference by " + std::to_string(outputError) + at;
        if (!ran.map)
            return "no map M although RunOptions asked for it";
        const double mapError = maxRelativeDifference(ran.map->cast<double>(), expected.map);
        if (!(mapError <= kPatternTolerance))
            return "M differs from the reference by " + std::to_string(mapError) + at;
    }
    return compareCosts(variant, params, problem, result.cost);
}

// Memory is causal by definition: the result must not depend on Problem::causal (bitwise).
inline std::string compareCausalFlag(const core::Variant& variant, const core::Params& params, int n)
{
    const core::Result open = variant.run(gaussianProblem(n, false), params, core::RunOptions {});
    const core::Result causal = variant.run(gaussianProblem(n, true), params, core::RunOptions {});
    if (open.o != causal.o)
        return "O depends on Problem::causal";
    if (!open.map || !causal.map || *open.map != *causal.map)
        return "M depends on Problem::causal";
    for (int i = 0; i < n; ++i)
        if (open.pattern.row(i) != causal.pattern.row(i))
            return "pattern row " + std::to_string(i) + " depends on Problem::causal";
    if (open.cost.madds != causal.cost.madds)
        return "counted cost depends on Problem::causal";
    return {};
}

// O and M against the variant `otherId` run on the same input with causal set (e.g. causal `full`).
inline std::string compareWithOtherVariant(
    const core::Variant& variant, const core::Params& params, int n, const std::string& otherId)
{
    const core::Problem problem = gaussianProblem(n, true);
    const core::Result result = variant.run(problem, params, core::RunOptions {});
    const core::Result other
        = core::builtinVariants().get(otherId, "variant").run(problem, core::Params {}, core::RunOptions {});
    const double outputError = maxRelativeDifference(result.o.cast<double>(), other.o.cast<double>());
    if (!(outputError <= kPatternTolerance))
        return "O differs from " + otherId + " by " + std::to_string(outputError);
    const double mapError = maxRelativeDifference(result.map->cast<double>(), other.map->cast<double>());
    if (!(mapError <= kPatternTolerance))
        return "M differs from " + otherId + " by " + std::to_string(mapError);
    return {};
}

// Every row of M sums to 1, and inside each pooled range the weights are exactly equal (the slot's weight spread
// evenly). pooledOf(i) lists query i's pooled ranges as entries.
inline std::string checkEvenSpread(
    const core::Variant& variant, const core::Params& params, int n, const EntriesOf& pooledOf)
{
    const core::Result result = variant.run(gaussianProblem(n, true), params, core::RunOptions {});
    const core::Matrix& map = *result.map;
    for (int i = 0; i < n; ++i) {
        if (!(std::abs(map.row(i).cast<double>().sum() - 1.0) <= 1e-5))
            return "row " + std::to_string(i) + " of M does not sum to 1";
        for (const Entry& pooled : pooledOf(i))
            for (const int j : pooled) {
                if (map(i, j) != map(i, pooled.front()))
                    return "pooled weights differ at " + describePair(i, j);
                if (!(map(i, j) > 0.0f))
                    return "pooled weight is not positive at " + describePair(i, j);
            }
    }
    return {};
}

// The catalogue entry: family memory, position in the table, causal by definition, texts, declared defaults.
inline std::string checkMemoryCatalogueEntry(const core::Variant& variant, int listOrder, const NamedValues& defaults)
{
    const core::VariantInfo& info = variant.info();
    if (info.family != core::Family::Memory)
        return "family is not memory";
    if (info.causal != core::CausalSupport::Always)
        return "causal support is not Always";
    if (!info.rowsSumToOne || info.oracle)
        return "a memory variant is a softmax (rows sum to one) and no oracle";
    return checkListingAndDefaults(info, listOrder, defaults);
}

} // namespace attnlab::reference
