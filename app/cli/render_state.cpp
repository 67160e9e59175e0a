#include "app/cli/render_state.h"

#include "app/cli/usage_error.h"

#include <memory>

namespace attnlab::app {

LabState labStateFor(const CommandInput& input)
{
    LabState state;
    core::LabSetup& setup = state.setup;
    if (input.scenarioId.isEmpty()) {
        setup.source = core::LabSetup::kImportedSource;
        core::ImportedFiles files;
        files.paths = input.inputPaths;
        files.sequence = std::make_shared<core::Sequence>(input.sequence);
        setup.imported = std::move(files);
    } else {
        setup.source = input.scenarioId.toStdString();
        setup.scenarioParams[setup.source] = input.scenarioParams;
    }
    setup.causal = input.sequence.problem.causal;
    setup.scale = input.sequence.problem.scale;
    setup.variantId = input.variant->id();
    setup.variantParams[setup.variantId] = input.params;
    return state;
}

LabState takeRenderState(ArgumentList& arguments)
{
    const auto session = arguments.takeValue(QStringLiteral("session"));
    if (!session)
        return labStateFor(takeCommandInput(arguments));
    for (const char* option : { "variant", "set", "causal", "scale", "q", "k", "v", "x", "scenario", "n", "d", "dv",
             "seed", "text", "scenario-set" })
        if (arguments.has(QLatin1String(option)))
            throw UsageError(
                std::string("give either --session or --") + option + " and the other input options, not both");
    return readSessionState(*session);
}

} // namespace attnlab::app
