#pragma once

// An independent dense reference for the tests, in double precision: builds the N x N score matrix, applies a
// boolean mask, and takes a plain softmax per row. Written apart from core/kernels on purpose, with none of
// their tricks (no tiling, no online softmax, no index lists), so the two can disagree when one is wrong.

#include "core/matrix.h"
#include "core/problem.h"
#include "core/random.h"

#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace attnlab::reference {

using core::Matrix;
using core::MatrixD;

struct DenseResult {
    MatrixD o;
    MatrixD map;
};

// Standard-normal Q, K, V from one seeded stream, in that order (the inputs most reference tests share).
inline core::Problem randomProblem(int n, int d, int dv, bool causal, std::uint64_t seed = 7)
{
    core::Random random(seed);
    core::Problem problem;
    problem.q = random.normalMatrix(n, d);
    problem.k = random.normalMatrix(n, d);
    problem.v = random.normalMatrix(n, dv);
    problem.causal = causal;
    return problem;
}

// The scale ../shared/spec/variants.md gives a problem: its own when given, else 1/sqrt(d). Written out here rather
// than taken from Problem::effectiveScale, which the variants use, so a change there cannot move both sides alike.
inline double specScale(const core::Problem& problem)
{
    return problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(problem.q.cols()));
}

// A scale other than the spec's default 1/sqrt(d) (0.29 at d = 12, 0.32 at d = 10): the references run with it too,
// so a variant that ignores Problem::scale, or a reference that hard-codes the default, fails.
constexpr double kGivenScale = 0.37;
// The scales a reference test runs each setting at: the default (none given) and kGivenScale.
inline const std::optional<double> kReferenceScales[] = { std::nullopt, kGivenScale };

// allowed(i, j): whether key j is in query i's row of the pattern. Every row must allow at least one key.
inline DenseResult maskedSoftmaxAttention(
    const Matrix& q, const Matrix& k, const Matrix& v, double scale, const std::function<bool(int, int)>& allowed)
{
    const int n = static_cast<int>(q.rows());
    const MatrixD qd = q.cast<double>();
    const MatrixD kd = k.cast<double>();
    const MatrixD vd = v.cast<double>();
    DenseResult out;
    out.map = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        double best = -std::numeric_limits<double>::infinity();
        std::vector<double> scores(n, 0.0);
        for (int j = 0; j < n; ++j) {
            if (!allowed(i, j))
                continue;
            double dot = 0.0;
            for (int c = 0; c < qd.cols(); ++c)
                dot += qd(i, c) * kd(j, c);
            scores[j] = scale * dot;
            best = std::max(best, scores[j]);
        }
        double sum = 0.0;
        for (int j = 0; j < n; ++j)
            if (allowed(i, j))
                sum += std::exp(scores[j] - best);
        for (int j = 0; j < n; ++j)
            if (allowed(i, j))
                out.map(i, j) = std::exp(scores[j] - best) / sum;
    }
    out.o = out.map * vd;
    return out;
}

inline DenseResult exactAttention(const Matrix& q, const Matrix& k, const Matrix& v, double scale, bool causal)
{
    return maskedSoftmaxAttention(q, k, v, scale, [causal](int i, int j) { return !causal || j <= i; });
}

// Largest |a - b| relative to the largest |b| (or absolute when b is tiny).
inline double maxRelativeDifference(const MatrixD& a, const MatrixD& b)
{
    const double reference = std::max(1.0, b.cwiseAbs().maxCoeff());
    return (a - b).cwiseAbs().maxCoeff() / reference;
}

} // namespace attnlab::reference
