#include "app/state/params_settings.h"

#include "core/error.h"

namespace attnlab::app {

QVariantMap paramsToVariantMap(const core::Params& params)
{
    QVariantMap map;
    for (const auto& [name, value] : params.values())
        map.insert(QString::fromStdString(name), QString::fromStdString(core::formatValue(value)));
    return map;
}

core::Params paramsFromVariantMap(const std::vector<core::ParamSpec>& specs, const QVariantMap& map)
{
    core::Params params;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        try {
            params.setFromText(specs, it.key().toStdString(), it.value().toString().toStdString());
        } catch (const core::Error&) {
            // Saved by another version or edited by hand: the default stands.
        }
    }
    return params;
}

} // namespace attnlab::app
