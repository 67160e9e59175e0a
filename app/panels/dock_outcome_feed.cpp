#include "app/panels/dock_outcome_feed.h"

#include <QDockWidget>

namespace attnlab::app {

DockOutcomeFeed::DockOutcomeFeed(QObject* parent) : QObject(parent) {}

void DockOutcomeFeed::add(QDockWidget* dock, Deliver deliver)
{
    const std::size_t index = m_entries.size();
    m_entries.push_back({ dock, std::move(deliver), dock->isVisible() && !dock->visibleRegion().isEmpty(), nullptr });
    // Emitted when the dock is shown or hidden, and when its tab is selected or another one is.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, index](bool visible) {
        Entry& entry = m_entries[index];
        entry.visible = visible;
        deliverIfVisible(entry);
    });
}

void DockOutcomeFeed::show(std::shared_ptr<const ComputeOutcome> outcome)
{
    m_newest = std::move(outcome);
    for (Entry& entry : m_entries)
        deliverIfVisible(entry);
}

void DockOutcomeFeed::forget()
{
    m_newest.reset();
    for (Entry& entry : m_entries)
        entry.delivered.reset();
}

bool DockOutcomeFeed::isCurrent(const QDockWidget* dock) const
{
    for (const Entry& entry : m_entries)
        if (entry.dock == dock)
            return entry.delivered && entry.delivered == m_newest;
    return false;
}

void DockOutcomeFeed::deliverIfVisible(Entry& entry)
{
    if (!entry.visible || !entry.dock || !m_newest || entry.delivered == m_newest)
        return;
    entry.delivered = m_newest;
    entry.deliver(m_newest);
}

} // namespace attnlab::app
