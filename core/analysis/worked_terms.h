#pragma once

// The terms of an attention formula that the engine never returns, for a small example shown with its numbers
// (the Numbers dock): Q K^T, s Q K^T, the masked scores, the features of linear attention and their sums. The
// weights and the output themselves are the engine's (Result::map and Result::o); these functions give what
// stands between the input and them, and how one weight is made. Double precision, N x N matrices: meant for a
// handful of tokens.

#include "core/matrix.h"
#include "core/pattern.h"
#include "core/problem.h"

#include <Eigen/Core>

#include <functional>
#include <vector>

namespace attnlab::core {

struct SoftmaxTerms {
    MatrixD scores; // Q K^T, N x N
    double scale = 1.0; // s, the scale in effect (Problem::effectiveScale)
    MatrixD scaled; // s Q K^T
    MatrixD kept; // 1 where the pair is evaluated (all pairs, the causal mask or a variant's pattern), else 0
    MatrixD masked; // s Q K^T where kept, -infinity elsewhere
};

// The terms for `problem` with the pairs of `kept` evaluated (the exact result's pattern or a variant's).
SoftmaxTerms softmaxTerms(const Problem& problem, const Pattern& kept);

// How one weight of a row is made: numerator / sum over the row's kept keys.
//   softmax: a_ij = exp(masked_ij - shift) / sum_{j' kept} exp(masked_ij' - shift)
//   linear:  m_ij = phi(q_i).phi(k_j) / sum_{j' kept} phi(q_i).phi(k_j')   (no division when not normalizing)
struct WeightSum {
    std::vector<int> keys; // the row's kept keys, ascending
    std::vector<double> terms; // the summand of each kept key
    double numerator = 0.0; // 0 when the key is not kept
    double denominator = 0.0; // the sum of the terms
    // Subtracted from every score before exp; 0 unless exp of the largest score would overflow (then that score).
    double shift = 0.0;
    bool divided = true; // false: the weight is the numerator (linear attention with normalize = false)

    // The weight: numerator / denominator, or 0 where the quotient has no value (a zero denominator), as the
    // engine sets it.
    double value() const;
};

WeightSum softmaxWeightSum(const SoftmaxTerms& terms, int query, int key);

// Softmax over each row's kept keys (0 elsewhere; a row with no kept key is all 0).
MatrixD renormalisedRows(const SoftmaxTerms& terms);

// Whether `map` is the softmax of the scaled scores over each row's kept keys, within `tolerance` (absolute, per
// entry): when it is, the chain Q K^T -> s Q K^T -> mask -> softmax describes the variant's weights.
bool isRenormalisedRows(const SoftmaxTerms& terms, const Matrix& map, double tolerance = 1e-4);

// Linear attention's terms (core/variants/kernel/linear.cpp), with S_i and Z_i the sums over the keys query i
// reads (all keys; j <= i under causal):
//   O_i = phi(q_i)^T S_i / phi(q_i)^T Z_i,   S_i = sum_j phi(k_j) v_j^T,   Z_i = sum_j phi(k_j)
struct LinearTerms {
    MatrixD phiQ; // phi(Q), N x m
    MatrixD phiK; // phi(K), N x m
    MatrixD s; // phi(K)^T V over every key, m x dv (under causal: S_i of the last query)
    MatrixD z; // phi(K)^T 1 over every key, m x 1 (under causal: Z_i of the last query)
    MatrixD numerators; // N x dv: row i is phi(q_i)^T S_i
    Eigen::VectorXd denominators; // N: phi(q_i)^T Z_i
    bool causal = false;
    bool normalize = true;
};

// The feature map applied to each row of Q and K, in float as the variant applies it.
using FeatureMap = std::function<Matrix(const Matrix&)>;

LinearTerms linearTerms(const Problem& problem, const FeatureMap& phi, bool normalize);

// m_ij as a sum over the keys query i reads.
WeightSum linearWeightSum(const LinearTerms& terms, int query, int key);

// One entry of the quotient: O_ic = (phi(q_i)^T S_i)_c / phi(q_i)^T Z_i (keys, terms and shift left empty).
WeightSum linearQuotient(const LinearTerms& terms, int query, int column);

} // namespace attnlab::core
