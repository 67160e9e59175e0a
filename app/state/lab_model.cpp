#include "app/state/lab_model.h"

#include "core/builtin_catalogues.h"
#include "widgets/heatmap/colormap.h"

#include <algorithm>

namespace attnlab::app {

LabModel::LabModel(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<LabChanges>();
}

void LabModel::setState(const LabState& state)
{
    core::validateLabSetup(state.setup);
    commit(state);
}

void LabModel::commit(LabState next)
{
    const LabChanges what = differences(m_state, next);
    if (!what)
        return;
    m_state = std::move(next);
    emit changed(what);
}

void LabModel::setSource(const QString& scenarioId)
{
    const std::string id = scenarioId.toStdString();
    LabState next = m_state;
    if (id == core::LabSetup::kImportedSource) {
        if (!next.setup.imported)
            return;
    } else if (const core::Scenario* scenario = core::builtinScenarios().find(id)) {
        if (scenario->info().causal)
            next.setup.causal = true; // one step with the source: undoing it restores both
    } else {
        return;
    }
    next.setup.source = id;
    commit(std::move(next));
}

void LabModel::setScenarioParams(const core::Params& params)
{
    if (m_state.setup.usesImported())
        return;
    LabState next = m_state;
    next.setup.scenarioParams[next.setup.source] = params;
    commit(std::move(next));
}

void LabModel::setImported(core::ImportedFiles files)
{
    LabState next = m_state;
    next.setup.imported = std::move(files);
    next.setup.source = core::LabSetup::kImportedSource;
    commit(std::move(next));
}

void LabModel::setCausal(bool causal)
{
    LabState next = m_state;
    next.setup.causal = causal;
    commit(std::move(next));
}

void LabModel::setScale(std::optional<double> scale)
{
    if (scale && !(*scale > 0.0))
        return;
    LabState next = m_state;
    next.setup.scale = scale;
    commit(std::move(next));
}

void LabModel::setVariant(const QString& variantId)
{
    if (!core::builtinVariants().find(variantId.toStdString()))
        return;
    LabState next = m_state;
    next.setup.variantId = variantId.toStdString();
    commit(std::move(next));
}

void LabModel::setVariantParams(const core::Params& params)
{
    LabState next = m_state;
    next.setup.variantParams[next.setup.variantId] = params;
    commit(std::move(next));
}

void LabModel::nextSeed()
{
    const core::Variant* variant = core::builtinVariants().find(m_state.setup.variantId);
    if (!variant)
        return;
    core::Params params = variant->resolve(m_state.setup.currentVariantParams());
    const auto& specs = variant->info().params;
    const auto spec
        = std::find_if(specs.begin(), specs.end(), [](const core::ParamSpec& s) { return s.name == "seed"; });
    if (spec == specs.end())
        return;
    const auto lowest = static_cast<long long>(spec->minimum);
    const auto highest = static_cast<long long>(spec->maximum);
    const long long current = params.integer("seed");
    params.set(specs, "seed", core::ParamValue(current >= highest ? lowest : current + 1));
    setVariantParams(params);
}

void LabModel::setQuery(std::optional<int> query)
{
    if (query && *query < 0)
        return;
    LabState next = m_state;
    next.query = query;
    commit(std::move(next));
}

void LabModel::setColormap(const QString& name)
{
    const auto known = widgets::knownColormapName(name);
    if (!known)
        return;
    LabState next = m_state;
    next.colormap = *known;
    commit(std::move(next));
}

void LabModel::setLogScale(bool logScale)
{
    LabState next = m_state;
    next.logScale = logScale;
    commit(std::move(next));
}

void LabModel::setFrontDock(const QString& objectName)
{
    LabState next = m_state;
    next.frontDock = objectName;
    commit(std::move(next));
}

void LabModel::setLesson(std::optional<LessonPosition> lesson)
{
    LabState next = m_state;
    next.lesson = std::move(lesson);
    commit(std::move(next));
}

} // namespace attnlab::app
