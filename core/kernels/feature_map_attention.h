#pragma once

// Attention through feature maps (the `kernel` family, ../shared/spec/variants.md): with phi(q_i), phi(k_j) in R^m,
//   S = sum_j phi(k_j) v_j^T  (m x dv),   Z = sum_j phi(k_j)  (m),
//   O_i = phi(q_i)^T S / phi(q_i)^T Z     (normalize = false: O_i = phi(q_i)^T S).
// Reordering (phi(Q) phi(K)^T) V as phi(Q) (phi(K)^T V) is what makes the cost O(N m dv) instead of O(N^2):
// nothing here holds an N x N or an N x m x dv buffer. Causal sums run as prefix sums (S and Z grow with j).
// The implied map M is built by a separate function, for display only.

#include "core/matrix.h"
#include "core/result.h"
#include "core/run_options.h"

namespace attnlab::core {

struct FeatureMaps {
    const Matrix* queries = nullptr; // phi(Q), N x m, used as given
    const Matrix* keys = nullptr; // N x m: phi(k_j) = keys.row(j) * exp(keyLogScale[j]) when keyLogScale is set
    // Optional per-key log scales (N entries). Lets a caller keep exponential features in range (performer): the
    // kernel applies them relative to the largest one seen (all keys; the keys up to i under causal, rescaling S
    // and Z when it grows, as an online softmax does). The common factor cancels in the ratio, so keyLogScale
    // needs normalize = true.
    const Eigen::VectorXf* keyLogScale = nullptr;
};

struct FeatureMapAttention {
    Matrix o; // N x dv
    Cost cost; // multiply-adds and bytes of S, Z, the output and the kernel's own buffers
    // Rows whose denominator phi(q_i)^T Z was exactly 0 or whose quotient was not finite: their O_i is set to 0
    // (the formula has no value there; keeping the output finite is a choice, documented by the callers).
    int degenerateRows = 0;
};

FeatureMapAttention attendThroughFeatures(
    const FeatureMaps& features, const Matrix& values, bool normalize, bool causal, const RunOptions& options);

// What attendThroughFeatures counts for this shape (the same on the causal and the non-causal path):
// 2 N m dv for building S and reading it, plus 2 N m for Z and the denominators when normalizing.
// The rescalings of S and Z when a running key scale grows are not counted: how often that happens depends on
// the data (about ln N times for keys in random order) and it is the analogue of the softmax's exponentials,
// which `full` does not count either.
Cost featureMapAttentionCost(int n, int m, int dv, bool normalize, bool causal, bool keyLogScale);

// The implied N x N map, for display only (in float, as the output is computed):
//   M_ij = phi(q_i).phi(k_j) / sum_{j' allowed} phi(q_i).phi(k_j')   for allowed j (all j, or j <= i if causal),
// without the division when normalize is false. A row whose denominator is exactly 0 (or not finite) is all 0,
// as the output row is.
Matrix featureMapAttentionMap(const FeatureMaps& features, bool normalize, bool causal);

} // namespace attnlab::core
