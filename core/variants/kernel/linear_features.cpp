#include "core/variants/kernel/linear_features.h"

namespace attnlab::core {

Matrix linearAttentionFeatures(const Matrix& x, const std::string& feature)
{
    if (feature == "relu")
        return x.cwiseMax(0.0f);
    if (feature == "identity")
        return x;
    // elu(x) + 1 written so that both branches are evaluated on safe arguments.
    return (x.array() > 0.0f).select(x.array() + 1.0f, x.array().min(0.0f).exp()).matrix();
}

} // namespace attnlab::core
