#include "app/language/core_strings_source.h"

#include "core/builtin_catalogues.h"
#include "widgets/controls/core_text.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace attnlab::app {

namespace {

void addOnce(QStringList* texts, const std::string& text)
{
    const QString value = QString::fromStdString(text);
    if (!value.isEmpty() && !texts->contains(value))
        texts->append(value);
}

void addHelp(QStringList* texts, const std::vector<core::ParamSpec>& params)
{
    for (const core::ParamSpec& spec : params)
        addOnce(texts, spec.help);
}

// The sentence a variant's rank bound gives the Spectrum panel. Its rule may answer only for some parameters
// (synthesizer bounds a rank only when factorized), so every choice of each choice parameter is tried.
void addRankBoundTemplates(QStringList* texts, const core::Variant& variant)
{
    const core::VariantInfo& info = variant.info();
    if (!info.rankBound)
        return;
    std::vector<core::Params> tried { variant.resolve({}) };
    for (const core::ParamSpec& spec : info.params) {
        for (const std::string& choice : spec.choices) {
            core::Params given;
            given.setFromText(info.params, spec.name, choice);
            tried.push_back(variant.resolve(given));
        }
    }
    for (const core::Params& params : tried) {
        for (const bool causal : { false, true }) {
            if (const std::optional<core::RankBound> bound = info.rankBound(params, 64, causal))
                addOnce(texts, bound->meaningTemplate);
        }
    }
}

// A C++ string literal: lupdate reads the file as UTF-8, so only quotes and backslashes need escaping.
QByteArray literal(const QString& text)
{
    QByteArray escaped = text.toUtf8();
    escaped.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
    return '"' + escaped + '"';
}

} // namespace

QStringList coreCatalogueTexts()
{
    QStringList texts;
    for (const core::Family family : core::allFamilies())
        addOnce(&texts, core::familyName(family));
    // The catalogue's own order (registration order depends on the link).
    std::vector<const core::Variant*> variants = core::builtinVariants().all();
    std::sort(variants.begin(), variants.end(),
        [](const core::Variant* a, const core::Variant* b) { return core::listsBefore(*a, *b); });
    for (const core::Variant* variant : variants) {
        const core::VariantInfo& info = variant->info();
        addOnce(&texts, info.displayName);
        addOnce(&texts, info.description);
        addOnce(&texts, info.causalReason);
        addHelp(&texts, info.params);
        addRankBoundTemplates(&texts, *variant);
        addOnce(&texts, info.promise.reason);
    }
    std::vector<const core::Scenario*> scenarios = core::builtinScenarios().all();
    std::sort(scenarios.begin(), scenarios.end(),
        [](const core::Scenario* a, const core::Scenario* b) { return core::listsBefore(*a, *b); });
    for (const core::Scenario* scenario : scenarios) {
        const core::ScenarioInfo& info = scenario->info();
        addOnce(&texts, info.displayName);
        addOnce(&texts, info.description);
        addHelp(&texts, info.params);
    }
    return texts;
}

QByteArray coreCatalogueStringsSource()
{
    QByteArray source = "// Generated from the variant and scenario catalogues by the update_core_strings target\n"
                        "// (docs/translations.md): do not edit. It lists every text core/ gives the interface so\n"
                        "// lupdate can extract them; app/ and widgets/ show them through widgets::coreText().\n"
                        "\n"
                        "#include <QtGlobal>\n"
                        "\n"
                        "namespace {\n"
                        "\n"
                        "[[maybe_unused]] const char* const kCoreCatalogueStrings[] = {\n";
    for (const QString& text : coreCatalogueTexts())
        source += "    QT_TRANSLATE_NOOP(\"" + QByteArray(widgets::kCoreTextContext) + "\", " + literal(text) + "),\n";
    source += "};\n"
              "\n"
              "} // namespace\n";
    return source;
}

} // namespace attnlab::app
