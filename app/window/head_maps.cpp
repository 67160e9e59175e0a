#include "app/window/head_maps.h"

#include "core/extra_keys.h"

#include <QCoreApplication>

namespace attnlab::app {

std::vector<widgets::HeadGridView::Head> headMaps(const core::Result& result)
{
    // Multi-head variants report each head's map with the id of the pattern it used.
    std::vector<widgets::HeadGridView::Head> heads;
    for (int t = 0;; ++t) {
        const auto map = result.extras.matrices.find(core::extra_keys::head(t));
        if (map == result.extras.matrices.end())
            break;
        const auto pattern = result.extras.notes.find(core::extra_keys::headPattern(t));
        const QString used = pattern != result.extras.notes.end() ? QString::fromStdString(pattern->second) : QString();
        heads.push_back({QCoreApplication::translate("attnlab::app::HeadMaps", "head %1: %2").arg(t).arg(used),
                         map->second});
    }
    return heads;
}

} // namespace attnlab::app
