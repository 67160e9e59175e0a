#pragma once

#include "core/analysis/metrics.h"
#include "core/params.h"
#include "core/result.h"
#include "core/variant.h"

#include <QJsonObject>
#include <QJsonValue>

namespace attnlab::app {

// A double as JSON: NaN and infinities (no JSON number) become null.
QJsonValue jsonNumber(double value);
QJsonValue jsonValue(const core::ParamValue& value);
QJsonObject paramsToJson(const core::Params& params);
QJsonObject paramSpecToJson(const core::ParamSpec& spec);
QJsonObject variantToJson(const core::Variant& variant);
QJsonObject metricsToJson(const core::Metrics& metrics);

} // namespace attnlab::app
