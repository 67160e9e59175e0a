#pragma once

#include "core/matrix.h"
#include "core/model/char_model.h"
#include "core/problem.h"

#include <vector>

namespace attnlab::core {

// What one head attended with and how: the exact Q, K, V of its scores S = scale * Q K^T (Q is not pre-scaled),
// and its causal softmax attention A (N x N, zero above the diagonal; each row sums to 1).
struct HeadRun {
    Matrix q; // N x d_head
    Matrix k; // N x d_head
    Matrix v; // N x d_head
    Matrix attention; // N x N
};

struct LayerRun {
    Matrix input; // N x d_model: the LayerNorm'd residual stream the layer's Q, K, V are made from
    std::vector<HeadRun> heads;
};

struct ModelRun {
    std::vector<int> tokens;
    double attentionScale = 1.0; // 1 / sqrt(d_head), the scale of every head's scores
    std::vector<LayerRun> layers;
    Matrix logits; // N x vocabulary: row i scores the character after token i
};

// The model's forward pass in float32, the same arithmetic as tools/model/char_model.py (LayerNorm with the
// file's epsilon, exact GELU with erf). Throws Error for an empty input, one longer than the context or an id
// outside the vocabulary.
ModelRun runCharModel(const CharModel& model, const std::vector<int>& tokens);

// One head as an attention problem for any variant: its Q, K, V, the layer's input as X, causal, and the scale
// the model used, so exact attention on it gives back this head's A. Throws Error for a layer or head out of range.
Problem headProblem(const ModelRun& run, int layer, int head);

} // namespace attnlab::core
