#include "widgets/heatmap/replot_queue.h"

#include <qcustomplot.h>

#include <algorithm>

namespace attnlab::widgets {

void ReplotQueue::add(QCustomPlot* plot)
{
    if (!isWaiting(plot))
        m_waiting.emplace_back(plot);
    if (!m_posted) {
        m_posted = true;
        QMetaObject::invokeMethod(this, &ReplotQueue::replotNext, Qt::QueuedConnection);
    }
}

bool ReplotQueue::isWaiting(const QCustomPlot* plot) const
{
    return std::any_of(m_waiting.begin(), m_waiting.end(),
        [plot](const QPointer<QCustomPlot>& waiting) { return waiting.data() == plot; });
}

void ReplotQueue::replotNext()
{
    m_posted = false;
    while (!m_waiting.empty()) {
        QPointer<QCustomPlot> plot = m_waiting.front();
        m_waiting.erase(m_waiting.begin());
        if (!plot)
            continue; // gone meanwhile
        plot->replot(QCustomPlot::rpQueuedRefresh);
        break;
    }
    // A queued call posted now runs on the next turn: Qt delivers the events posted while it delivers others on
    // the turn after.
    if (!m_waiting.empty() && !m_posted) {
        m_posted = true;
        QMetaObject::invokeMethod(this, &ReplotQueue::replotNext, Qt::QueuedConnection);
    }
}

} // namespace attnlab::widgets
