#pragma once

#include "core/params.h"

#include <QVariantMap>

namespace attnlab::app {

// Parameters as QSettings stores them: name -> the value written as text (the same text `--set` takes).
QVariantMap paramsToVariantMap(const core::Params& params);
// Reads back what fits `specs`; names it does not know and values it cannot parse are dropped.
core::Params paramsFromVariantMap(const std::vector<core::ParamSpec>& specs, const QVariantMap& map);

} // namespace attnlab::app
