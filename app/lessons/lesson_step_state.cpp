#include "app/lessons/lesson_reader.h"
#include "app/lessons/lesson_step_reading.h"
#include "core/builtin_catalogues.h"
#include "core/lab_setup.h"
#include "widgets/heatmap/colormap_names.h"

#include <limits>

namespace attnlab::app {

namespace {

class StepStateReader {
public:
    StepStateReader(const LessonEntries& keys, int stepLine, const FaultReport& report)
        : m_keys(keys), m_stepLine(stepLine), m_report(report)
    {
    }

    void readInput(LabState* state)
    {
        core::LabSetup& setup = state->setup;
        bool sourceKnown = true;
        const LessonEntry* source = find("source");
        const LessonEntry* typed = find("typed");
        if (source) {
            const std::string id = source->value.toStdString();
            if (id == core::LabSetup::kImportedSource) {
                fault(source->line,
                    QStringLiteral("source: a lesson cannot use imported files; name a scenario (known: %1)")
                        .arg(knownIds(core::builtinScenarios())));
                sourceKnown = false;
            } else if (!core::builtinScenarios().find(id)) {
                fault(source->line,
                    QStringLiteral("source: unknown scenario %1 (known: %2)")
                        .arg(quoted(source->value), knownIds(core::builtinScenarios())));
                sourceKnown = false;
            } else {
                setup.source = id;
            }
        }
        if (typed) {
            if (source && source->value != QLatin1String("text")) {
                fault(typed->line,
                    QStringLiteral("typed: typed text is the 'text' scenario, but source: says %1")
                        .arg(quoted(source->value)));
            } else if (typed->value.isEmpty()) {
                fault(typed->line, QStringLiteral("typed: no text after 'typed:'"));
            } else {
                setup.source = "text";
                setParameter(*typed, QStringLiteral("text"), core::builtinScenarios(), setup.source,
                    &setup.scenarioParams, QStringLiteral("typed"), QStringLiteral("scenario"));
            }
        }
        for (const auto& [key, entry] : m_keys) {
            if (!key.startsWith(QLatin1String("source.")) || !sourceKnown)
                continue;
            if (setup.usesImported()) {
                fault(
                    entry.line, QStringLiteral("%1: the lab is on imported files, which have no parameters").arg(key));
                continue;
            }
            setParameter(entry, key.mid(7), core::builtinScenarios(), setup.source, &setup.scenarioParams, key,
                QStringLiteral("scenario"));
        }
    }

    void readVariant(LabState* state)
    {
        core::LabSetup& setup = state->setup;
        bool variantKnown = true;
        if (const LessonEntry* variant = find("variant")) {
            if (!core::builtinVariants().find(variant->value.toStdString())) {
                fault(variant->line,
                    QStringLiteral("variant: unknown variant %1 (known: %2)")
                        .arg(quoted(variant->value), knownIds(core::builtinVariants())));
                variantKnown = false;
            } else {
                setup.variantId = variant->value.toStdString();
            }
        }
        for (const auto& [key, entry] : m_keys)
            if (key.startsWith(QLatin1String("variant.")) && variantKnown)
                setParameter(entry, key.mid(8), core::builtinVariants(), setup.variantId, &setup.variantParams, key,
                    QStringLiteral("variant"));
        if (const LessonEntry* causal = find("causal")) {
            if (causal->value == QLatin1String("true"))
                setup.causal = true;
            else if (causal->value == QLatin1String("false"))
                setup.causal = false;
            else
                fault(causal->line, QStringLiteral("causal: must be true or false, got %1").arg(quoted(causal->value)));
        }
        const core::Variant* variant = core::builtinVariants().find(setup.variantId);
        if (variant && setup.causal && variant->info().causal == core::CausalSupport::Never) {
            const LessonEntry* at = find("causal") ? find("causal") : find("variant");
            fault(at ? at->line : m_stepLine,
                QStringLiteral("causal: variant '%1' cannot run causal: %2")
                    .arg(
                        QString::fromStdString(setup.variantId), QString::fromStdString(variant->info().causalReason)));
        }
    }

    void readView(LabState* state)
    {
        if (const LessonEntry* scale = find("scale")) {
            const std::optional<double> value = finiteNumber(scale->value);
            if (scale->value == QLatin1String("default"))
                state->setup.scale.reset();
            else if (value && *value > 0)
                state->setup.scale = *value;
            else
                fault(scale->line,
                    QStringLiteral("scale: must be 'default' (1/sqrt(d)) or a positive number, got %1")
                        .arg(quoted(scale->value)));
        }
        if (const LessonEntry* query = find("query")) {
            if (query->value == QLatin1String("middle"))
                state->query.reset();
            else if (const std::optional<long long> row = wholeNumber(query->value, 0, std::numeric_limits<int>::max()))
                state->query = static_cast<int>(*row);
            else
                fault(query->line,
                    QStringLiteral("query: must be 'middle' or a row, 0 or more, got %1").arg(quoted(query->value)));
        }
        if (const LessonEntry* dock = find("dock")) {
            if (lessonDockNames().contains(dock->value))
                state->frontDock = dock->value;
            else
                fault(dock->line,
                    QStringLiteral("dock: unknown dock %1 (known: %2)")
                        .arg(quoted(dock->value), lessonDockNames().join(QStringLiteral(", "))));
        }
        if (const LessonEntry* colormap = find("colormap")) {
            if (widgets::colormapNames().contains(colormap->value))
                state->colormap = colormap->value;
            else
                fault(colormap->line,
                    QStringLiteral("colormap: unknown colour map %1 (known: %2)")
                        .arg(quoted(colormap->value), widgets::colormapNames().join(QStringLiteral(", "))));
        }
    }

    // One parameter of a scenario or variant, read as `--set` reads text and checked against its declared range.
    template <typename Item>
    void setParameter(const LessonEntry& entry, const QString& name, const core::Catalogue<Item>& catalogue,
        const std::string& id, std::map<std::string, core::Params>* kept, const QString& field, const QString& what)
    {
        const Item* item = catalogue.find(id);
        if (!item)
            return;
        const std::vector<core::ParamSpec>& specs = item->info().params;
        const core::ParamSpec* spec = findSpec(specs, name);
        if (!spec) {
            fault(entry.line,
                QStringLiteral("%1: %2 '%3' has no parameter %4 (its parameters: %5)")
                    .arg(field, what, QString::fromStdString(id), quoted(name), parameterNames(specs)));
            return;
        }
        core::ParamValue value;
        std::string error;
        if (!spec->parse(entry.value.toStdString(), &value, &error)) {
            fault(entry.line, QStringLiteral("%1: %2").arg(field, QString::fromStdString(error)));
            return;
        }
        (*kept)[id].set(specs, spec->name, value);
    }

private:
    const LessonEntry* find(const char* key) const
    {
        const auto found = m_keys.find(QLatin1String(key));
        return found == m_keys.end() ? nullptr : &found->second;
    }
    void fault(int line, const QString& message) const { m_report(line, message); }

    const LessonEntries& m_keys;
    int m_stepLine = 0;
    const FaultReport& m_report;
};

} // namespace

void applyStepState(const LessonEntries& keys, int stepLine, const FaultReport& fault, LabState* state)
{
    StepStateReader reader(keys, stepLine, fault);
    reader.readInput(state);
    reader.readVariant(state);
    reader.readView(state);
}

} // namespace attnlab::app
