#include "app/cli/json_format.h"

#include <QJsonArray>

#include <cmath>

namespace attnlab::app {

QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonValue(const core::ParamValue& value)
{
    if (const auto* i = std::get_if<long long>(&value))
        return QJsonValue(static_cast<qint64>(*i));
    if (const auto* r = std::get_if<double>(&value))
        return jsonNumber(*r);
    if (const auto* b = std::get_if<bool>(&value))
        return QJsonValue(*b);
    return QJsonValue(QString::fromStdString(std::get<std::string>(value)));
}

QJsonObject paramsToJson(const core::Params& params)
{
    QJsonObject object;
    for (const auto& [name, value] : params.values())
        object.insert(QString::fromStdString(name), jsonValue(value));
    return object;
}

QJsonObject paramSpecToJson(const core::ParamSpec& spec)
{
    QJsonObject object{{"name", QString::fromStdString(spec.name)},
                       {"type", QString::fromStdString(core::typeName(spec.type))},
                       {"default", jsonValue(spec.defaultValue)},
                       {"help", QString::fromStdString(spec.help)}};
    if (spec.type == core::ParamType::Integer)
        object.insert("range", QJsonArray{static_cast<qint64>(spec.minimum), static_cast<qint64>(spec.maximum)});
    else if (spec.type == core::ParamType::Real)
        object.insert("range", QJsonArray{spec.minimum, spec.maximum});
    else if (spec.type == core::ParamType::Choice) {
        QJsonArray choices;
        for (const auto& choice : spec.choices)
            choices.append(QString::fromStdString(choice));
        object.insert("choices", choices);
    }
    return object;
}

QJsonObject variantToJson(const core::Variant& variant)
{
    const core::VariantInfo& info = variant.info();
    QJsonArray params;
    for (const auto& spec : info.params)
        params.append(paramSpecToJson(spec));
    const char* causal = info.causal == core::CausalSupport::Optional ? "optional"
        : info.causal == core::CausalSupport::Never                  ? "unsupported"
                                                                      : "always";
    QJsonObject object{{"id", QString::fromStdString(info.id)},
                       {"name", QString::fromStdString(info.displayName)},
                       {"family", QString::fromStdString(core::familyId(info.family))},
                       {"description", QString::fromStdString(info.description)},
                       {"formula", QString::fromStdString(info.formula)},
                       {"paper", QString::fromStdString(info.paper)},
                       {"params", params},
                       {"causal", QString::fromLatin1(causal)},
                       {"oracle", info.oracle},
                       {"routing_sees_whole_sequence", info.routingSeesWholeSequence},
                       {"promise", QJsonObject{{"growth", QString::fromStdString(info.promise.growthId())},
                                               {"big_o", QString::fromStdString(info.promise.bigO())},
                                               {"reason", QString::fromStdString(info.promise.reason)},
                                               {"slope_limit", info.promise.slopeLimit()}}}};
    if (info.causal == core::CausalSupport::Never)
        object.insert("causal_reason", QString::fromStdString(info.causalReason));
    return object;
}

QJsonObject metricsToJson(const core::Metrics& metrics)
{
    return QJsonObject{{"rel_err_o", jsonNumber(metrics.relErrO)},
                       {"rel_err_map", jsonNumber(metrics.relErrMap)},
                       {"max_abs_err_o", jsonNumber(metrics.maxAbsErrO)},
                       {"mean_kl", jsonNumber(metrics.meanKl)},
                       {"mean_cos_o", jsonNumber(metrics.meanCosO)},
                       {"density", jsonNumber(metrics.density)}};
}

} // namespace attnlab::app
