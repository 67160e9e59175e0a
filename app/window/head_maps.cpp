#include "app/window/head_maps.h"

#include "app/window/display_preparation.h"
#include "core/extra_keys.h"

#include <QCoreApplication>

namespace attnlab::app {

const core::Matrix* headMap(const core::Result& result, int t)
{
    const auto map = result.extras.matrices.find(core::extra_keys::head(t));
    return map != result.extras.matrices.end() ? &map->second : nullptr;
}

int headCount(const core::Result& result)
{
    int count = 0;
    while (headMap(result, count))
        ++count;
    return count;
}

std::vector<widgets::HeadGridView::Head> headMaps(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    // Multi-head variants report each head's map with the id of the pattern it used.
    std::vector<widgets::HeadGridView::Head> heads;
    const core::Result& result = outcome->comparison.variant;
    const std::vector<widgets::MapDisplay>* prepared = outcome->display ? &outcome->display->heads : nullptr;
    for (int t = 0;; ++t) {
        const core::Matrix* map = headMap(result, t);
        if (!map)
            break;
        const auto pattern = result.extras.notes.find(core::extra_keys::headPattern(t));
        const QString used = pattern != result.extras.notes.end() ? QString::fromStdString(pattern->second) : QString();
        const auto index = static_cast<std::size_t>(t);
        heads.push_back({ QCoreApplication::translate("attnlab::app::HeadMaps", "head %1: %2").arg(t).arg(used),
            std::shared_ptr<const core::Matrix>(outcome, map),
            prepared && index < prepared->size() ? (*prepared)[index] : widgets::MapDisplay {} });
    }
    return heads;
}

} // namespace attnlab::app
