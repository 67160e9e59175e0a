#include "app/state/undo_step.h"

#include "core/builtin_catalogues.h"
#include "widgets/controls/core_text.h"

#include <QCoreApplication>

#include <vector>

namespace attnlab::app {

namespace {

// The names of the undo steps, in the Edit menu's words.
class UndoStepWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::UndoStepWords)

public:
    static QString value(const core::ParamValue& value)
    {
        if (const auto* on = std::get_if<bool>(&value))
            return *on ? tr("on") : tr("off");
        return QString::fromStdString(core::formatValue(value));
    }

    // One parameter: "Set window = 8"; a text parameter by its name alone ("Set text"): its value can be a
    // paragraph. Several at once: "Set the parameters of BigBird".
    template <typename Entry>
    static UndoStep parameters(
        const Entry* entry, const core::Params& before, const core::Params& after, const QString& keyPrefix)
    {
        if (!entry)
            return { UndoStep::Kind::Setup, tr("Set parameters"), QString() };
        const core::Params a = core::resolvedOrDefaults(*entry, before);
        const core::Params b = core::resolvedOrDefaults(*entry, after);
        std::vector<const core::ParamSpec*> changed;
        for (const core::ParamSpec& spec : entry->info().params)
            if (a.has(spec.name) && b.has(spec.name) && a.value(spec.name) != b.value(spec.name))
                changed.push_back(&spec);
        if (changed.empty())
            return {}; // the kept values were filled in at their defaults: nothing the user sees changed
        if (changed.size() > 1)
            return { UndoStep::Kind::Setup,
                tr("Set the parameters of %1").arg(widgets::coreText(entry->info().displayName)), QString() };
        const core::ParamSpec& spec = *changed.front();
        const QString name = QString::fromStdString(spec.name);
        const QString key = keyPrefix + QString::fromStdString(entry->info().id) + QLatin1Char('/') + name;
        if (spec.type == core::ParamType::Text)
            return { UndoStep::Kind::Setup, tr("Set %1").arg(name), key };
        return { UndoStep::Kind::Setup, tr("Set %1 = %2").arg(name, value(b.value(spec.name))), key };
    }

    static QString inputName(const core::LabSetup& setup)
    {
        if (setup.usesImported())
            return tr("imported Q, K, V");
        const core::Scenario* scenario = core::builtinScenarios().find(setup.source);
        return scenario ? widgets::coreText(scenario->info().displayName) : QString::fromStdString(setup.source);
    }

    static QString variantName(const std::string& id)
    {
        const core::Variant* variant = core::builtinVariants().find(id);
        return variant ? widgets::coreText(variant->info().displayName) : QString::fromStdString(id);
    }

    static UndoStep lessonStep(const LessonPosition& position, const LessonStepTitle& titleOf)
    {
        const QString title = titleOf ? titleOf(position) : QString();
        const QString name = title.isEmpty() ? tr("Lesson step %1").arg(position.step + 1)
                                             : tr("Lesson step %1: %2").arg(position.step + 1).arg(title);
        return { UndoStep::Kind::LessonStep, name, QString() };
    }

    static UndoStep setup(const core::LabSetup& a, const LabState& whole, const LessonStepTitle& titleOf)
    {
        const core::LabSetup& b = whole.setup;
        const bool source = a.source != b.source;
        const bool imported = a.imported != b.imported;
        const bool scenarioParams = a.scenarioParams != b.scenarioParams;
        const bool causal = a.causal != b.causal;
        const bool scale = a.scale != b.scale;
        const bool variant = a.variantId != b.variantId;
        const bool variantParams = a.variantParams != b.variantParams;
        const int parts = int(source) + int(imported) + int(scenarioParams) + int(causal) + int(scale) + int(variant)
            + int(variantParams);

        if (imported && parts == int(source) + 1 && b.imported)
            return { UndoStep::Kind::Setup, tr("Import Q, K, V"), QString() };
        if (parts == 1) {
            if (source)
                return { UndoStep::Kind::Setup, tr("Choose input %1").arg(inputName(b)), QString() };
            if (causal)
                return { UndoStep::Kind::Setup, b.causal ? tr("Set causal on") : tr("Set causal off"), QString() };
            if (scale)
                return { UndoStep::Kind::Setup,
                    b.scale ? tr("Set scale = %1")
                                  .arg(QString::fromStdString(core::formatValue(core::ParamValue(*b.scale))))
                            : tr("Set scale to the default 1/√d"),
                    QStringLiteral("scale") };
            if (variant)
                return { UndoStep::Kind::Setup, tr("Choose variant %1").arg(variantName(b.variantId)), QString() };
            if (scenarioParams && onlyKeyDiffers(a.scenarioParams, b.scenarioParams, b.source))
                return parameters(core::builtinScenarios().find(b.source), a.paramsOfScenario(b.source),
                    b.paramsOfScenario(b.source), QStringLiteral("scenario/"));
            if (variantParams && onlyKeyDiffers(a.variantParams, b.variantParams, b.variantId))
                return parameters(core::builtinVariants().find(b.variantId), a.paramsOfVariant(b.variantId),
                    b.paramsOfVariant(b.variantId), QStringLiteral("variant/"));
        }
        // Several parts at once; within a lesson, that is its step's state put back ("Back to this step").
        if (whole.lesson)
            return lessonStep(*whole.lesson, titleOf);
        return { UndoStep::Kind::Setup, tr("Change the setup"), QString() };
    }

private:
    static bool onlyKeyDiffers(
        std::map<std::string, core::Params> a, std::map<std::string, core::Params> b, const std::string& key)
    {
        a.erase(key);
        b.erase(key);
        return a == b;
    }
};

} // namespace

UndoStep describeUndoStep(const LabState& before, const LabState& after, const LessonStepTitle& titleOf)
{
    if (after.lesson && before.lesson != after.lesson)
        return UndoStepWords::lessonStep(*after.lesson, titleOf);
    if (before.setup == after.setup)
        return {};
    return UndoStepWords::setup(before.setup, after, titleOf);
}

} // namespace attnlab::app
