#pragma once

// What the lowrank family's reference tests (tests/reference/test_<id>.cpp for linformer, pool_kv, select_kv, svd,
// reduce_d, lowdim, product_key) share: inputs, a plain double-precision row softmax, the documented random draws
// re-made from core/random.h (the one generator every variant must use), and the run/compare plumbing.
// Everything here is written from ../shared/spec/variants.md and the variants' header comments; nothing calls a core
// kernel.

#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/random.h"
#include "reference/dense_reference.h"
#include "reference/variant_run_reference.h"

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace attnlab::reference::lowrank {

using core::Matrix;
using core::MatrixD;

using reference::NamedValues;
using reference::withinRelative;
using reference::withoutMap;

inline const core::Variant& variantNamed(const std::string& id)
{
    return core::builtinVariants().get(id, "variant");
}

inline core::Problem makeProblem(int n, int d, int dv, bool causal, std::uint64_t seed = 11)
{
    return randomProblem(n, d, dv, causal, seed);
}

// Params with the given values (the rest at their defaults), checked against the variant's declarations.
inline core::Params makeParams(const core::Variant& variant, const NamedValues& values)
{
    return paramsWith(variant, values);
}

// Row i -> softmax over the j with allowed(i, j); the others are 0. Every row must allow at least one j.
inline MatrixD softmaxRows(const MatrixD& scores, const std::function<bool(int, int)>& allowed)
{
    MatrixD weights = MatrixD::Zero(scores.rows(), scores.cols());
    for (int i = 0; i < scores.rows(); ++i) {
        double best = -std::numeric_limits<double>::infinity();
        for (int j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                best = std::max(best, scores(i, j));
        double sum = 0.0;
        for (int j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                sum += std::exp(scores(i, j) - best);
        for (int j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                weights(i, j) = std::exp(scores(i, j) - best) / sum;
    }
    return weights;
}

inline MatrixD softmaxRows(const MatrixD& scores)
{
    return softmaxRows(scores, [](int, int) { return true; });
}

// rows x cols of N(0, stddev^2) drawn row by row from Random(streamSeed), each rounded to float: the draw order
// the lowrank variants document (E from Random(2 seed), U from Random(2 seed + 1)).
inline MatrixD gaussianDraws(std::uint64_t streamSeed, int rows, int cols, double stddev)
{
    core::Random random(streamSeed);
    MatrixD draws(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            draws(r, c) = static_cast<double>(static_cast<float>(stddev * random.normal()));
    return draws;
}

// Linformer's E from ../shared/spec/variants.md: gaussian N(0, 1/k) from Random(2 seed), or row r averaging keys
// floor(rN/k) .. floor((r+1)N/k) - 1.
inline MatrixD linformerE(const std::string& projection, int k, int n, long long seed)
{
    if (projection == "gaussian")
        return gaussianDraws(2 * static_cast<std::uint64_t>(seed), k, n, 1.0 / std::sqrt(static_cast<double>(k)));
    MatrixD e = MatrixD::Zero(k, n);
    for (int r = 0; r < k; ++r) {
        const long long first = static_cast<long long>(r) * n / k;
        const long long last = static_cast<long long>(r + 1) * n / k - 1;
        for (long long j = first; j <= last; ++j)
            e(r, static_cast<int>(j)) = 1.0 / static_cast<double>(last - first + 1);
    }
    return e;
}

// reduce_d's U (d x dprime), N(0, 1/dprime) from Random(2 seed + 1).
inline MatrixD featureU(int d, int dprime, long long seed)
{
    return gaussianDraws(
        2 * static_cast<std::uint64_t>(seed) + 1, d, dprime, 1.0 / std::sqrt(static_cast<double>(dprime)));
}

// The dense exact map A (double), as `full` defines it.
inline MatrixD exactA(const core::Problem& problem)
{
    const bool causal = problem.causal;
    return maskedSoftmaxAttention(problem.q, problem.k, problem.v, specScale(problem), [causal](int i, int j) {
        return !causal || j <= i;
    }).map;
}

// The message of the Error that running raises, or "" when it runs.
inline std::string runError(const core::Variant& variant, const core::Problem& problem, const core::Params& params)
{
    try {
        (void)variant.run(problem, params, core::RunOptions {});
    } catch (const core::Error& error) {
        return error.what();
    }
    return {};
}

// What a setting that keeps every key must give (../shared/spec/variants.md: it is then `full`): O and M within 1e-5 of
// exact attention on the same input (dense_reference.h), and O within 1e-5 of the `full` variant's.
inline std::string compareWithFull(const core::Result& result, const core::Problem& problem)
{
    const DenseResult exact = exactAttention(problem.q, problem.k, problem.v, specScale(problem), problem.causal);
    const core::Result full = variantNamed("full").run(problem, {}, core::RunOptions {});
    const double outputError = maxRelativeDifference(result.o.cast<double>(), exact.o);
    if (!(outputError < 1e-5))
        return "O differs from exact attention by " + std::to_string(outputError);
    if (!result.map)
        return "no map M although RunOptions asked for it";
    const double mapError = maxRelativeDifference(result.map->cast<double>(), exact.map);
    if (!(mapError < 1e-5))
        return "M differs from exact attention by " + std::to_string(mapError);
    const double fullError = maxRelativeDifference(result.o.cast<double>(), full.o.cast<double>());
    if (!(fullError < 1e-5))
        return "O differs from the full variant by " + std::to_string(fullError);
    return {};
}

// Counted multiply-adds of one run without the map (the map is display-only).
inline double countedMadds(const core::Variant& variant, const core::Params& params, int n, int d, int dv)
{
    return variant.run(makeProblem(n, d, dv, false), params, withoutMap()).cost.madds;
}

// "" when counted and analytic madds agree within 1% and the bytes within 1%; otherwise what differs.
inline std::string compareCostWithAnalytic(
    const core::Variant& variant, const core::Params& params, const core::Problem& problem)
{
    const core::Result result = variant.run(problem, params, withoutMap());
    const core::Cost analytic
        = variant.analyticCost(problem.n(), problem.d(), problem.dv(), problem.causal, variant.resolve(params));
    return compareWithAnalyticCost(result.cost, analytic);
}

} // namespace attnlab::reference::lowrank
