#include "app/panels/analysis_panel.h"

namespace attnlab::app {

void AnalysisPanel::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    // A panel may keep what it shows across outcomes (the published LRA chart, curves of the same shape): the
    // error must go all the same, so the panel is emptied without it before it draws.
    if (outcome && !m_message.isEmpty())
        clear();
    present(outcome);
}

void AnalysisPanel::clear(const QString& message)
{
    m_message = message;
    showEmpty(message);
}

void AnalysisPanel::setQuery(int query)
{
    static_cast<void>(query);
}

} // namespace attnlab::app
