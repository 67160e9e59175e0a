#pragma once

#include "core/matrix.h"

#include <string>
#include <vector>

namespace attnlab::core {

// The small character-level decoder of docs/model.md, trained by tools/model/train_char_model.py: pre-LayerNorm
// blocks (causal multi-head attention, then a GELU MLP), learned positions, and logits from the token embedding
// transposed (tied output). Linear weights are stored input x output, so a layer computes y = x W + b.
struct CharModelConfig {
    int vocabularySize = 0;
    int contextLength = 0; // the longest input the learned positions cover
    int modelWidth = 0; // d_model
    int layerCount = 0;
    int headCount = 0;
    int headWidth = 0; // d_head; modelWidth = headCount * headWidth
    int mlpWidth = 0;
    int unknownId = 0; // the id of every character outside the vocabulary
    float layerNormEpsilon = 1e-5f;
};

struct CharModelLayer {
    RowVector attentionNormWeight; // LayerNorm before attention
    RowVector attentionNormBias;
    Matrix qkvWeight; // modelWidth x 3 modelWidth: Q of heads 0..H-1, then K of every head, then V
    RowVector qkvBias;
    Matrix outputWeight; // modelWidth x modelWidth: the heads' concatenated outputs to the residual stream
    RowVector outputBias;
    RowVector mlpNormWeight; // LayerNorm before the MLP
    RowVector mlpNormBias;
    Matrix mlpInWeight; // modelWidth x mlpWidth
    RowVector mlpInBias;
    Matrix mlpOutWeight; // mlpWidth x modelWidth
    RowVector mlpOutBias;
};

struct CharModel {
    CharModelConfig config;
    std::vector<std::string> vocabulary; // UTF-8 text of each id: one code point, U+FFFD for the unknown id
    Matrix tokenEmbedding; // vocabularySize x modelWidth, also the output layer (logits = x E^T)
    Matrix positionEmbedding; // contextLength x modelWidth
    std::vector<CharModelLayer> layers;
    RowVector finalNormWeight;
    RowVector finalNormBias;
};

} // namespace attnlab::core
