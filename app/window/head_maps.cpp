#include "app/window/head_maps.h"

#include <QCoreApplication>

namespace attnlab::app {

std::vector<widgets::HeadGridView::Head> headMaps(const core::Result& result)
{
    // Multi-head variants report each head's map as extras "head<t>" with the id it used in "head<t>_pattern".
    std::vector<widgets::HeadGridView::Head> heads;
    for (int t = 0;; ++t) {
        const std::string name = "head" + std::to_string(t);
        const auto map = result.extras.matrices.find(name);
        if (map == result.extras.matrices.end())
            break;
        const auto pattern = result.extras.notes.find(name + "_pattern");
        const QString used = pattern != result.extras.notes.end() ? QString::fromStdString(pattern->second) : QString();
        heads.push_back({QCoreApplication::translate("attnlab::app::HeadMaps", "head %1: %2").arg(t).arg(used),
                         map->second});
    }
    return heads;
}

} // namespace attnlab::app
