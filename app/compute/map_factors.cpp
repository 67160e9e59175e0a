#include "app/compute/map_factors.h"

#include "core/extra_keys.h"

namespace attnlab::app {

std::optional<MapFactors> mapFactors(const ComputeOutcome& outcome)
{
    // The variants whose map is computed as that product (core/variants/lowrank).
    const QString& id = outcome.request.variantId;
    if (id != QLatin1String("linformer") && id != QLatin1String("lowdim") && id != QLatin1String("pool_kv"))
        return std::nullopt;
    const auto& matrices = outcome.comparison.variant.extras.matrices;
    const auto weights = matrices.find(core::extra_keys::kCompressedAttention);
    const auto projection = matrices.find(core::extra_keys::kProjection);
    if (weights == matrices.end() || projection == matrices.end())
        return std::nullopt;
    return MapFactors { &weights->second, &projection->second };
}

Eigen::VectorXd singularValuesOf(const MapFactors& factors)
{
    return core::singularValuesOfProduct(*factors.weights, *factors.projection);
}

} // namespace attnlab::app
