#include "core/lab_setup.h"

#include "core/builtin_catalogues.h"
#include "core/error.h"

#include <algorithm>

namespace attnlab::core {

namespace {

Params kept(const std::map<std::string, Params>& byId, const std::string& id)
{
    const auto found = byId.find(id);
    return found == byId.end() ? Params() : found->second;
}

template <typename Entry>
void validateKept(const std::map<std::string, Params>& byId, const Catalogue<Entry>& catalogue,
                  const std::string& field)
{
    for (const auto& [id, params] : byId) {
        const Entry* entry = catalogue.find(id);
        if (!entry)
            throw Error(field + "." + id + ": unknown id");
        for (const auto& [name, value] : params.values()) {
            std::string error;
            // A lambda may not capture a structured binding before C++20 (clang refuses it).
            const std::string& wanted = name;
            const auto spec = std::find_if(entry->info().params.begin(), entry->info().params.end(),
                                           [&](const ParamSpec& candidate) { return candidate.name == wanted; });
            if (spec == entry->info().params.end())
                throw Error(field + "." + id + "." + name + ": no such parameter");
            if (!spec->accepts(value, &error))
                throw Error(field + "." + id + "." + name + ": " + error);
        }
    }
}

} // namespace

Params LabSetup::paramsOfScenario(const std::string& id) const
{
    return kept(scenarioParams, id);
}

Params LabSetup::paramsOfVariant(const std::string& id) const
{
    return kept(variantParams, id);
}

bool LabSetup::operator==(const LabSetup& other) const
{
    return source == other.source && scenarioParams == other.scenarioParams && imported == other.imported
        && causal == other.causal && scale == other.scale && variantId == other.variantId
        && variantParams == other.variantParams;
}

void validateLabSetup(const LabSetup& setup)
{
    if (setup.usesImported()) {
        if (!setup.imported)
            throw Error("input.source: 'imported' without imported files");
    } else if (!builtinScenarios().find(setup.source)) {
        throw Error("input.source: unknown scenario '" + setup.source + "'");
    }
    if (setup.imported) {
        for (std::size_t role = 0; role < 3; ++role)
            if (setup.imported->paths[role].empty())
                throw Error(std::string("input.imported.") + "qkv"[role] + ": no file");
    }
    if (setup.scale && !(*setup.scale > 0.0))
        throw Error("input.scale: must be positive");
    if (!builtinVariants().find(setup.variantId))
        throw Error("variant.id: unknown variant '" + setup.variantId + "'");
    validateKept(setup.scenarioParams, builtinScenarios(), "input.scenarios");
    validateKept(setup.variantParams, builtinVariants(), "variant.params");
}

} // namespace attnlab::core
