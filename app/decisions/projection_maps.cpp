#include "app/decisions/projection_maps.h"

#include "core/extra_keys.h"

namespace attnlab::app {

namespace {

const core::Matrix* extra(const ComputeOutcome& outcome, const std::string& name)
{
    const auto& matrices = outcome.comparison.variant.extras.matrices;
    const auto found = matrices.find(name);
    return found != matrices.end() ? &found->second : nullptr;
}

bool projects(const ComputeOutcome& outcome)
{
    const QString& id = outcome.request.variantId;
    return id == QLatin1String("pool_kv") || id == QLatin1String("linformer") || id == QLatin1String("lowdim");
}

} // namespace

bool hasProjectionMaps(const ComputeOutcome& outcome)
{
    return projects(outcome) && extra(outcome, core::extra_keys::kProjection)
        && extra(outcome, core::extra_keys::kCompressedAttention);
}

std::optional<ProjectionMaps> prepareProjectionMaps(const ComputeOutcome& outcome, const ProjectionMapsPlan& plan)
{
    if (!hasProjectionMaps(outcome))
        return std::nullopt;
    const core::Matrix& projection = *extra(outcome, core::extra_keys::kProjection);
    ProjectionMaps maps;
    // Gaussian projections are signed: their view keeps zero on a diverging map's middle and pools by magnitude,
    // so the range decides how the cells are pooled.
    maps.signedWeights = projection.size() > 0 && projection.minCoeff() < 0.0f;
    maps.projectionDisplay = widgets::prepareMapDisplay(projection, plan.projectionArea,
        maps.signedWeights ? core::PoolMode::MaxAbs : core::PoolMode::Mean);
    maps.compressedTransposed = std::make_shared<const core::Matrix>(
        extra(outcome, core::extra_keys::kCompressedAttention)->transpose());
    maps.compressedDisplay
        = widgets::prepareMapDisplay(*maps.compressedTransposed, plan.compressedArea, core::PoolMode::Mean);
    return maps;
}

} // namespace attnlab::app
