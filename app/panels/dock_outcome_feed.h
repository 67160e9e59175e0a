#pragma once

#include "app/compute/controller.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QDockWidget;

namespace attnlab::app {

// Hands each outcome to the panels in docks, but only to those a user can see: a panel in a hidden tab (a gallery
// of every variant, two SVDs, a receptive field) would otherwise compete with the computation the user waits for.
// A dock that comes into view gets the newest outcome it missed.
class DockOutcomeFeed : public QObject {
    Q_OBJECT

public:
    using Deliver = std::function<void(const std::shared_ptr<const ComputeOutcome>&)>;

    explicit DockOutcomeFeed(QObject* parent = nullptr);

    void add(QDockWidget* dock, Deliver deliver);
    void show(std::shared_ptr<const ComputeOutcome> outcome);
    // Forgets the newest outcome (after an error): docks coming into view get nothing until the next one.
    void forget();
    // Whether `dock` was given the newest outcome (for tests).
    bool isCurrent(const QDockWidget* dock) const;

private:
    struct Entry {
        QPointer<QDockWidget> dock;
        Deliver deliver;
        bool visible = false;
        std::shared_ptr<const ComputeOutcome> delivered;
    };

    void deliverIfVisible(Entry& entry);

    std::vector<Entry> m_entries;
    std::shared_ptr<const ComputeOutcome> m_newest;
};

} // namespace attnlab::app
