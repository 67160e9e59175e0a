#include "core/model/char_model_run.h"

#include "core/error.h"

#include <cmath>
#include <string>

namespace attnlab::core {

namespace {

// Per row: (x - mean) / sqrt(variance + epsilon) * weight + bias, the biased variance as torch.nn.LayerNorm uses.
// The moments are summed in double so the result sits within float rounding of PyTorch's whatever its order.
Matrix layerNorm(const Matrix& x, const RowVector& weight, const RowVector& bias, float epsilon)
{
    Matrix out(x.rows(), x.cols());
    for (Eigen::Index row = 0; row < x.rows(); ++row) {
        const Eigen::RowVectorXd values = x.row(row).cast<double>();
        const double mean = values.mean();
        const double variance = (values.array() - mean).square().mean();
        const double inverse = 1.0 / std::sqrt(variance + static_cast<double>(epsilon));
        out.row(row) = ((values.array() - mean) * inverse).cast<float>() * weight.array() + bias.array();
    }
    return out;
}

Matrix affine(const Matrix& x, const Matrix& weight, const RowVector& bias)
{
    Matrix out = x * weight;
    out.rowwise() += bias;
    return out;
}

// torch.nn.functional.gelu's default (exact) form.
Matrix gelu(const Matrix& x)
{
    constexpr float kInverseSqrt2 = 0.70710678118654752f;
    return x.unaryExpr([](float value) { return 0.5f * value * (1.0f + std::erf(value * kInverseSqrt2)); });
}

Matrix causalSoftmax(const Matrix& scores)
{
    const Eigen::Index n = scores.rows();
    Matrix attention = Matrix::Zero(n, n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const auto visible = scores.row(i).head(i + 1);
        const float highest = visible.maxCoeff();
        const Eigen::ArrayXf weights = (visible.array() - highest).exp().transpose();
        attention.row(i).head(i + 1) = (weights / weights.sum()).transpose();
    }
    return attention;
}

void checkTokens(const CharModel& model, const std::vector<int>& tokens)
{
    if (tokens.empty())
        throw Error("the character model needs at least one token");
    if (static_cast<int>(tokens.size()) > model.config.contextLength)
        throw Error("the character model reads at most " + std::to_string(model.config.contextLength)
            + " characters, not " + std::to_string(tokens.size()));
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i] < 0 || tokens[i] >= model.config.vocabularySize)
            throw Error("token " + std::to_string(i) + " has id " + std::to_string(tokens[i])
                + ", outside the vocabulary of " + std::to_string(model.config.vocabularySize));
}

} // namespace

ModelRun runCharModel(const CharModel& model, const std::vector<int>& tokens)
{
    checkTokens(model, tokens);
    const CharModelConfig& c = model.config;
    const Eigen::Index n = static_cast<Eigen::Index>(tokens.size());
    ModelRun run;
    run.tokens = tokens;
    run.attentionScale = 1.0 / std::sqrt(static_cast<double>(c.headWidth));
    const float scale = static_cast<float>(run.attentionScale);

    Matrix residual(n, c.modelWidth);
    for (Eigen::Index i = 0; i < n; ++i)
        residual.row(i)
            = model.tokenEmbedding.row(tokens[static_cast<std::size_t>(i)]) + model.positionEmbedding.row(i);

    for (const CharModelLayer& weights : model.layers) {
        LayerRun layer;
        layer.input = layerNorm(residual, weights.attentionNormWeight, weights.attentionNormBias, c.layerNormEpsilon);
        const Matrix qkv = affine(layer.input, weights.qkvWeight, weights.qkvBias);
        Matrix concatenated(n, c.modelWidth);
        for (int head = 0; head < c.headCount; ++head) {
            HeadRun headRun;
            const Eigen::Index column = static_cast<Eigen::Index>(head) * c.headWidth;
            headRun.q = qkv.middleCols(column, c.headWidth);
            headRun.k = qkv.middleCols(c.modelWidth + column, c.headWidth);
            headRun.v = qkv.middleCols(2 * c.modelWidth + column, c.headWidth);
            const Matrix scores = (headRun.q * headRun.k.transpose()) * scale;
            headRun.attention = causalSoftmax(scores);
            concatenated.middleCols(column, c.headWidth) = headRun.attention * headRun.v;
            layer.heads.push_back(std::move(headRun));
        }
        residual += affine(concatenated, weights.outputWeight, weights.outputBias);
        const Matrix normed = layerNorm(residual, weights.mlpNormWeight, weights.mlpNormBias, c.layerNormEpsilon);
        residual += affine(
            gelu(affine(normed, weights.mlpInWeight, weights.mlpInBias)), weights.mlpOutWeight, weights.mlpOutBias);
        run.layers.push_back(std::move(layer));
    }
    run.logits = layerNorm(residual, model.finalNormWeight, model.finalNormBias, c.layerNormEpsilon)
        * model.tokenEmbedding.transpose();
    return run;
}

Problem headProblem(const ModelRun& run, int layer, int head)
{
    if (layer < 0 || layer >= static_cast<int>(run.layers.size()))
        throw Error("layer " + std::to_string(layer) + " does not exist: the model has "
            + std::to_string(run.layers.size()) + " layers");
    const LayerRun& layerRun = run.layers[static_cast<std::size_t>(layer)];
    if (head < 0 || head >= static_cast<int>(layerRun.heads.size()))
        throw Error("head " + std::to_string(head) + " does not exist: a layer has "
            + std::to_string(layerRun.heads.size()) + " heads");
    const HeadRun& headRun = layerRun.heads[static_cast<std::size_t>(head)];
    Problem problem;
    problem.q = headRun.q;
    problem.k = headRun.k;
    problem.v = headRun.v;
    problem.x = layerRun.input;
    problem.causal = true;
    problem.scale = run.attentionScale;
    return problem;
}

} // namespace attnlab::core
