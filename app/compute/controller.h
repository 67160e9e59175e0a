#pragma once

#include "app/compute/outcome.h"
#include "app/compute/request.h"
#include "app/compute/superseding_worker.h"
#include "core/cancel_flag.h"
#include "core/scenario.h"

#include <QMutex>
#include <QObject>
#include <QTimer>
#include <QStringList>

#include <functional>
#include <memory>

namespace attnlab::app {

// Runs requests off the GUI thread. A newer request cancels the older one (the engine checks the flag between
// tiles and rows), and only the newest request's outcome is delivered, so dragging a slider never queues work.
// The input and its exact result are reused while only the variant or its parameters change.
class ComputeController : public QObject {
    Q_OBJECT

public:
    explicit ComputeController(QObject* parent = nullptr);
    ~ComputeController() override;

    // Runs on the worker right after the computation, in the same job (so a newer request supersedes both): works
    // out what the views draw from the outcome, which then carries it (ComputeOutcome::display).
    using DisplayPreparation = std::function<std::shared_ptr<const PreparedDisplay>(
        const ComputeOutcome& outcome, const core::CancelFlag& cancel)>;

    void request(const ComputeRequest& request, DisplayPreparation prepare = {});
    bool isBusy() const { return m_worker.isBusy(); }
    // The maps kept for the next request (dropped outcomes' maps), freed once the controller has been idle for
    // sparesKeptIdleMs (kSparesKeptIdleMs unless set otherwise).
    const core::RecycledMatrices& recycledMaps() const { return *m_recycledMaps; }
    static constexpr int kSparesKeptIdleMs = 30000;
    void setSparesKeptIdleMs(int milliseconds) { m_releaseSpares.setInterval(milliseconds); }

signals:
    void started();
    void finished(std::shared_ptr<const attnlab::app::ComputeOutcome> outcome);
    void failed(const QString& message);
    void idle();

private:
    struct CachedInput {
        ComputeRequest request;
        std::shared_ptr<const core::Sequence> sequence;
        std::shared_ptr<const core::Result> exact; // answers the request's causal
        std::shared_ptr<const core::Result> causalExact; // with the causal mask, on an input without it
        std::shared_ptr<core::InputMemo> inputMemo;
    };

    std::shared_ptr<ComputeOutcome> compute(const ComputeRequest& request, const core::CancelFlag& cancel);

    QMutex m_cacheMutex;
    CachedInput m_cache; // guarded by m_cacheMutex
    // The N x N maps of the outcomes it made come back here when dropped, for the next request's: twelve spares hold
    // multihead's eight heads, their mean and the exact map (768 MiB at N = 4096), freed when the window has been
    // idle for kSparesKeptIdleMs.
    std::shared_ptr<core::RecycledMatrices> m_recycledMaps = core::RecycledMatrices::create(12);
    QTimer m_releaseSpares;
    // A child, so whoever waits for the window to settle finds it. Last: destroyed (waiting for its job) before the
    // cache the job writes.
    SupersedingWorker m_worker { this };
};

} // namespace attnlab::app
