#include "app/cli/argument_list.h"
#include "app/cli/json_format.h"
#include "app/cli/subcommands.h"
#include "core/builtin_catalogues.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace attnlab::app {

int runVariantsCommand(const QStringList& arguments, QTextStream& out)
{
    ArgumentList list(arguments);
    const bool json = list.takeFlag(QStringLiteral("json"));
    list.expectNothingLeft();
    const auto variants = core::builtinVariants().all();
    if (json) {
        QJsonArray array;
        for (const core::Variant* variant : variants)
            array.append(variantToJson(*variant));
        out << QJsonDocument(QJsonObject{{"variants", array}}).toJson(QJsonDocument::Indented);
        return 0;
    }
    core::Family family = core::Family::Memory;
    bool first = true;
    for (const core::Variant* variant : variants) {
        const core::VariantInfo& info = variant->info();
        if (first || info.family != family) {
            out << (first ? "" : "\n") << QString::fromStdString(core::familyName(info.family)) << " ("
                << QString::fromStdString(core::familyId(info.family)) << ")\n";
            family = info.family;
            first = false;
        }
        QString params;
        for (const auto& spec : info.params)
            params += QStringLiteral(" %1=%2").arg(QString::fromStdString(spec.name),
                                                   QString::fromStdString(core::formatValue(spec.defaultValue)));
        out << QStringLiteral("  %1").arg(QString::fromStdString(info.id), -20) << params
            << (info.causal == core::CausalSupport::Never ? "  [no causal]" : "")
            << (info.oracle ? "  [oracle]" : "") << "  promises " << QString::fromStdString(info.promise.bigO())
            << "\n";
    }
    return 0;
}

} // namespace attnlab::app
