#pragma once

#include "app/compute/controller.h"

#include <QObject>

class QLabel;
class QProgressBar;
class QStatusBar;

namespace attnlab::app {

// The window's status bar: the metrics against exact attention and the multiply-adds (counted, analytic and exact
// in the tooltip), the time the request took, and a busy bar while the engine works.
class StatusLine : public QObject {
    Q_OBJECT

public:
    explicit StatusLine(QStatusBar* bar);

    void showOutcome(const ComputeOutcome& outcome);
    void showError(const QString& message);
    void showBusy();
    void showIdle();
    // A message that stands beside the metrics for a while (a setup that could not be restored in full).
    void showNotice(const QString& message);

    QString metricsText() const;

private:
    QLabel* m_metrics = nullptr;
    QLabel* m_notice = nullptr;
    QLabel* m_time = nullptr;
    QProgressBar* m_busy = nullptr;
};

} // namespace attnlab::app
