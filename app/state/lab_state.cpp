#include "app/state/lab_state.h"

namespace attnlab::app {

bool LabState::operator==(const LabState& other) const
{
    return setup == other.setup && query == other.query && colormap == other.colormap && logScale == other.logScale
        && frontDock == other.frontDock && lesson == other.lesson;
}

LabChanges differences(const LabState& before, const LabState& after)
{
    const core::LabSetup& a = before.setup;
    const core::LabSetup& b = after.setup;
    LabChanges changes;
    if (a.source != b.source || a.scenarioParams != b.scenarioParams || a.imported != b.imported
        || a.causal != b.causal || a.scale != b.scale)
        changes |= LabChange::Input;
    if (a.variantId != b.variantId || a.variantParams != b.variantParams)
        changes |= LabChange::Variant;
    if (before.query != after.query)
        changes |= LabChange::Query;
    if (before.colormap != after.colormap || before.logScale != after.logScale)
        changes |= LabChange::Maps;
    if (before.frontDock != after.frontDock)
        changes |= LabChange::Dock;
    if (before.lesson != after.lesson)
        changes |= LabChange::Lesson;
    return changes;
}

} // namespace attnlab::app
