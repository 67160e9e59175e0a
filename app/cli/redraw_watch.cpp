#include "app/cli/redraw_watch.h"

#include <QCoreApplication>
#include <QEvent>
#include <QThread>

#include <algorithm>
#include <time.h>

namespace attnlab::app {

namespace {

constexpr int kHeartbeatMs = 5; // often enough to see a stall, rare enough to cost nothing

double cpuMs(clockid_t clock)
{
    timespec now {};
    clock_gettime(clock, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

} // namespace

RedrawWatch::RedrawWatch(QObject* parent) : QObject(parent)
{
    m_clock.start();
    QCoreApplication::instance()->installEventFilter(this);
    m_heartbeat.setInterval(kHeartbeatMs);
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    connect(&m_heartbeat, &QTimer::timeout, this, &RedrawWatch::beat);
    m_heartbeat.start();
}

RedrawWatch::~RedrawWatch()
{
    QCoreApplication::instance()->removeEventFilter(this);
}

void RedrawWatch::start()
{
    m_span = Span();
    m_clock.restart();
    m_lastBeat = 0;
    m_guiCpuAtStart = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    m_processCpuAtStart = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
}

double RedrawWatch::elapsedMs() const
{
    return static_cast<double>(m_clock.nsecsElapsed()) * 1e-6;
}

void RedrawWatch::beat()
{
    const double now = elapsedMs();
    m_span.longestStall = std::max(m_span.longestStall, now - m_lastBeat - kHeartbeatMs);
    m_lastBeat = now;
}

bool RedrawWatch::waitUntilSettled(const std::function<bool()>& settled, int timeoutMs)
{
    for (;;) {
        if (elapsedMs() > timeoutMs)
            return false;
        if (!settled()) {
            // Blocks until an event arrives (the heartbeat comes within kHeartbeatMs). The timed overload of
            // QCoreApplication::processEvents drops WaitForMoreEvents and returns at once: this loop then spun,
            // taking one of the machine's cores from the worker it waits for (at real-time priority, all of it).
            m_loop.processEvents(QEventLoop::WaitForMoreEvents);
            continue;
        }
        // Settled: one more turn of the loop (pending updates, queued replots) must paint nothing new.
        const int paints = m_span.paints;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QThread::msleep(5);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        if (m_span.paints == paints && settled()) {
            m_span.guiCpu = cpuMs(CLOCK_THREAD_CPUTIME_ID) - m_guiCpuAtStart;
            m_span.processCpu = cpuMs(CLOCK_PROCESS_CPUTIME_ID) - m_processCpuAtStart;
            return true;
        }
    }
}

bool RedrawWatch::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Paint || m_paintDepth > 0 || !watched->isWidgetType())
        return false;
    const double begin = elapsedMs();
    ++m_paintDepth;
    QCoreApplication::sendEvent(watched, event);
    --m_paintDepth;
    const double end = elapsedMs();
    m_span.paint += end - begin;
    m_span.paintByClass[QString::fromLatin1(watched->metaObject()->className())] += end - begin;
    ++m_span.paints;
    m_span.lastPaint = end;
    return true; // handed on above
}

} // namespace attnlab::app
