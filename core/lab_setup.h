#pragma once

#include "core/params.h"
#include "core/scenario.h"

#include <array>
#include <exception>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace attnlab::core {

// The user's own Q, K, V (and X) and the files they were read from: the paths and checksums are what a saved setup
// keeps, the sequence is what the engine runs on (absent until the files are read).
struct ImportedFiles {
    std::array<std::string, 4> paths; // Q, K, V, X; an empty X is "no X"
    // SHA-256 of each file's bytes as imported, lower-case hex (empty: not known, or no file): a saved setup that
    // refers to the files notices when one has changed since.
    std::array<std::string, 4> sha256;
    std::shared_ptr<const Sequence> sequence;

    // Same files and, when both are loaded, the same loaded data.
    bool operator==(const ImportedFiles& other) const
    {
        return paths == other.paths && sha256 == other.sha256 && sequence == other.sequence;
    }
    bool operator!=(const ImportedFiles& other) const { return !(*this == other); }
};

// Everything that decides what the engine computes for the lab: the input, the options every variant honours,
// and the variant. Each scenario and each variant keeps its own last parameters, so switching away and back
// loses nothing (typed text included). The desktop app wraps it with what only the window shows
// (app/state/lab_state.h).
struct LabSetup {
    // The source id that means "the imported files" rather than a scenario.
    static constexpr const char* kImportedSource = "imported";

    std::string source = "text"; // a scenario id, or kImportedSource
    std::map<std::string, Params> scenarioParams; // by scenario id; a scenario missing here is at its defaults
    std::optional<ImportedFiles> imported;
    bool causal = false;
    std::optional<double> scale; // empty: the default 1/sqrt(d)
    std::string variantId = "local";
    std::map<std::string, Params> variantParams; // by variant id; a variant missing here is at its defaults

    bool usesImported() const { return source == kImportedSource; }
    // The parameters kept for a scenario or variant (empty when it has none kept: then its defaults apply).
    Params paramsOfScenario(const std::string& id) const;
    Params paramsOfVariant(const std::string& id) const;
    Params currentScenarioParams() const { return paramsOfScenario(source); }
    Params currentVariantParams() const { return paramsOfVariant(variantId); }

    bool operator==(const LabSetup& other) const;
    bool operator!=(const LabSetup& other) const { return !(*this == other); }
};

// A scenario's or variant's kept parameters with the defaults filled in; its defaults alone when a kept value no
// longer fits (saved by another version): what a panel shows for it.
template <typename Entry>
Params resolvedOrDefaults(const Entry& entry, const Params& kept)
{
    try {
        return entry.resolve(kept);
    } catch (const std::exception&) {
        return Params::defaults(entry.info().params);
    }
}

// Checks every id and parameter of a setup against the built-in catalogues; throws Error naming the field at
// fault ("variant.params.local.window: ..."). The imported files are not read here.
void validateLabSetup(const LabSetup& setup);

} // namespace attnlab::core
