#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QCustomPlot;

namespace attnlab::widgets {

// Replots of several plots, one per turn of the event loop. A dock's maps take an outcome, then its layout resizes
// them, all in one turn: replotted at once the GUI thread drew them back to back (20-40 ms each at N = 4096) without
// serving anything else; queued here, the other events (input, timers) come between them.
class ReplotQueue : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Replots `plot` on a later turn (once, however often it is added before then).
    void add(QCustomPlot* plot);
    bool isWaiting(const QCustomPlot* plot) const;

private:
    void replotNext();

    std::vector<QPointer<QCustomPlot>> m_waiting;
    bool m_posted = false;
};

} // namespace attnlab::widgets
