#pragma once

#include "app/compute/controller.h"

#include <QString>
#include <QWidget>

#include <memory>

namespace attnlab::app {

// What every analysis dock is to the main window: it shows the newest outcome, follows the chosen query, falls
// back to an empty state or an error, and says when the user picked a query in it; so the window keeps a list of
// panels and wires each one the same way. A panel draws in present() and empties itself in showEmpty(); the base
// makes sure an error given to clear() never outlives the next outcome (the Long Range Arena dock, which keeps its
// chart across outcomes, once did).
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // Shows `outcome` (a panel may take a null one as its empty state). Whatever clear() said is gone first.
    void showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome);
    // Back to the empty state, with `message` (e.g. an error) in place of what the panel shows.
    void clear(const QString& message = QString());
    // The query the user chose elsewhere (row i, original order). Panels that explain no single query ignore it.
    virtual void setQuery(int query);

    // The message of the last clear() while it is shown; empty once an outcome came.
    QString message() const { return m_message; }

signals:
    // The user picked a query in this panel (a row, a token, a spin box); not emitted for setQuery().
    void queryPicked(int query);

protected:
    virtual void present(const std::shared_ptr<const ComputeOutcome>& outcome) = 0;
    // The panel's empty state, with `message` when given (else the panel's own hint).
    virtual void showEmpty(const QString& message) = 0;

private:
    QString m_message;
};

} // namespace attnlab::app
