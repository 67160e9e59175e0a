#pragma once

#include <QElapsedTimer>
#include <QEventLoop>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <map>

namespace attnlab::app {

// The instrumentation of `attnlab bench --window`: watches every widget's paint events and the GUI thread's
// heartbeat from the start of one change until the window settles. Paints are timed by handing the event on to the
// widget from inside the application's event filter, so the time of each paintEvent (and of each widget class) is
// known without touching the widgets.
class RedrawWatch : public QObject {
    Q_OBJECT

public:
    // What one change cost, in milliseconds from its start().
    struct Span {
        double lastPaint = 0; // the end of the last paint before the window settled (0 when nothing was painted)
        double paint = 0; // the time spent in paint events
        int paints = 0;
        double longestStall = 0; // the longest the GUI thread went without serving its heartbeat, beyond its period
        std::map<QString, double> paintByClass; // paint time by widget class
        // CPU time until the window settled: of the GUI thread, and of the whole process (every thread). On a
        // machine shared with other work the wall times above include waiting for a core; these do not.
        double guiCpu = 0;
        double processCpu = 0;
    };

    explicit RedrawWatch(QObject* parent = nullptr);
    ~RedrawWatch() override;

    void start();
    double elapsedMs() const;
    // Serves the event loop until `settled` holds and a further turn paints nothing (or `timeoutMs` passed: false).
    bool waitUntilSettled(const std::function<bool()>& settled, int timeoutMs);
    const Span& span() const { return m_span; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void beat();

    QElapsedTimer m_clock;
    double m_guiCpuAtStart = 0;
    double m_processCpuAtStart = 0;
    Span m_span;
    QTimer m_heartbeat;
    QEventLoop m_loop; // served while waiting, without running it
    double m_lastBeat = 0;
    int m_paintDepth = 0; // a paint handed on from the filter comes back through it
};

} // namespace attnlab::app
