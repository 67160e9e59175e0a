#include "app/cli/command_input.h"

#include "app/cli/usage_error.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/io/npy.h"

namespace attnlab::app {

namespace {

core::Sequence readNpyInput(ArgumentList& arguments, CommandInput& input)
{
    const auto q = arguments.takeValue(QStringLiteral("q"));
    const auto k = arguments.takeValue(QStringLiteral("k"));
    const auto v = arguments.takeValue(QStringLiteral("v"));
    const auto x = arguments.takeValue(QStringLiteral("x"));
    if (!q || !k || !v)
        throw UsageError("npy input needs all of --q, --k and --v");
    input.inputPaths = { q->toStdString(), k->toStdString(), v->toStdString(), x ? x->toStdString() : std::string() };
    core::Sequence sequence;
    sequence.problem.q = core::readNpy(q->toStdString());
    sequence.problem.k = core::readNpy(k->toStdString());
    sequence.problem.v = core::readNpy(v->toStdString());
    if (x)
        sequence.problem.x = core::readNpy(x->toStdString());
    try {
        sequence.problem.validate();
    } catch (const core::Error& error) {
        throw core::Error(std::string("inputs ") + q->toStdString() + ", " + k->toStdString() + ", "
                          + v->toStdString() + ": " + error.what());
    }
    for (int i = 0; i < sequence.problem.n(); ++i)
        sequence.tokens.push_back(std::to_string(i));
    return sequence;
}

core::Sequence makeScenarioInput(ArgumentList& arguments, const QString& scenarioId, CommandInput& input)
{
    const core::Scenario* scenario = core::builtinScenarios().find(scenarioId.toStdString());
    if (!scenario) {
        try {
            (void)core::builtinScenarios().get(scenarioId.toStdString(), "scenario");
        } catch (const core::Error& error) {
            throw UsageError(error.what());
        }
    }
    const auto& specs = scenario->info().params;
    core::Params params;
    auto assign = [&](const QString& name, const QString& value, const QString& option) {
        try {
            params.setFromText(specs, name.toStdString(), value.toStdString());
        } catch (const core::Error& error) {
            throw UsageError(option.toStdString() + ": scenario '" + scenario->id() + "': " + error.what());
        }
    };
    // The common shape options are the scenario's own parameters of the same names.
    for (const char* name : {"n", "d", "dv", "seed", "text"}) {
        const auto value = arguments.takeValue(QLatin1String(name));
        if (value)
            assign(QLatin1String(name), *value, QStringLiteral("--") + QLatin1String(name));
    }
    for (const QString& assignment : arguments.takeAll(QStringLiteral("scenario-set"))) {
        const auto [name, value] = splitAssignment(assignment, QStringLiteral("--scenario-set"));
        assign(name, value, QStringLiteral("--scenario-set"));
    }
    input.scenarioId = scenarioId;
    input.scenarioParams = params;
    try {
        return scenario->make(params);
    } catch (const core::Error& error) {
        // A generator's only inputs are its parameters, so whatever it refuses is a wrong command line.
        throw UsageError("scenario '" + scenario->id() + "': " + error.what());
    }
}

} // namespace

CommandInput takeCommandInput(ArgumentList& arguments)
{
    CommandInput input;
    const auto variantId = arguments.takeValue(QStringLiteral("variant"));
    if (!variantId)
        throw UsageError("missing --variant ID (see 'attnlab variants')");
    input.variant = core::builtinVariants().find(variantId->toStdString());
    if (!input.variant) {
        try {
            (void)core::builtinVariants().get(variantId->toStdString(), "variant");
        } catch (const core::Error& error) {
            throw UsageError(error.what());
        }
    }
    core::Params given;
    for (const QString& assignment : arguments.takeAll(QStringLiteral("set"))) {
        const auto [name, value] = splitAssignment(assignment, QStringLiteral("--set"));
        try {
            given.setFromText(input.variant->info().params, name.toStdString(), value.toStdString());
        } catch (const core::Error& error) {
            throw UsageError("--set: variant '" + input.variant->id() + "': " + error.what());
        }
    }
    input.params = input.variant->resolve(given);

    const bool causal = arguments.takeFlag(QStringLiteral("causal"));
    const auto scale = arguments.takeDouble(QStringLiteral("scale"));
    const bool npyGiven = arguments.has(QStringLiteral("q")) || arguments.has(QStringLiteral("k"))
        || arguments.has(QStringLiteral("v")) || arguments.has(QStringLiteral("x"));
    auto scenarioId = arguments.takeValue(QStringLiteral("scenario"));
    // --text alone means the typed-text scenario.
    if (!scenarioId && !npyGiven && arguments.has(QStringLiteral("text")))
        scenarioId = QStringLiteral("text");
    if (scenarioId && npyGiven)
        throw UsageError("give either --q/--k/--v or --scenario, not both");
    if (!scenarioId && !npyGiven)
        throw UsageError("missing input: give --q Q.npy --k K.npy --v V.npy, or --scenario NAME");
    input.sequence = scenarioId ? makeScenarioInput(arguments, *scenarioId, input) : readNpyInput(arguments, input);
    input.sequence.problem.causal = causal;
    input.sequence.problem.scale = scale;
    return input;
}

} // namespace attnlab::app
