#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "app/compute/superseding_worker.h"

#include <QElapsedTimer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;
class QScrollArea;

namespace attnlab::widgets {
class GalleryView;
}

namespace attnlab::app {

// What one variant gave on the gallery's input, ready to draw (computed on the worker).
struct GalleryTileOutcome {
    QString id;
    bool hasMap = false;
    core::Matrix pooledMap; // the map pooled to at most kGalleryMapCells per side
    double relErrMap = 0;
    QString reason; // why there is no map, short
    QString details; // for the tooltip
};

// Pooled size of each tile's map: a thumbnail needs no more, and 35 of them stay small in memory.
constexpr int kGalleryMapCells = 96;
// Variants whose closed-form cost on this input is above this many multiply-adds are not run for a thumbnail (the
// svd oracle at N = 2048 would hold the worker for a minute and cannot be stopped midway); their tile says so.
constexpr double kGalleryMaddsBudget = 2e10;

// The "Gallery" dock: a small heatmap of every registered variant at its default parameters on the current input,
// titled with its id and the relative error of its map, so the families can be compared at a glance. Computed on
// the panel's own one-thread pool, one tile at a time as the variants finish, reusing the outcome's exact result; a
// new input cancels the run. It works only while visible: a hidden gallery remembers the outcome and starts (or
// resumes, keeping the tiles it has) when shown again. Clicking a tile asks for that variant.
class GalleryPanel : public AnalysisPanel {
    Q_OBJECT

public:
    explicit GalleryPanel(QWidget* parent = nullptr);
    ~GalleryPanel() override;

    bool isRunning() const { return m_running; }
    int finishedTiles() const;
    int totalTiles() const;
    // "12 / 35"
    QString progressText() const;
    QString statusText() const;
    widgets::GalleryView* galleryView() const { return m_view; }

    QSize sizeHint() const override;

signals:
    // The user clicked (or pressed Enter on) a variant's tile.
    void variantChosen(const QString& id);
    // A tile was filled: `finished` of `total` are done.
    void progressChanged(int finished, int total);
    // A run's worker stopped after computing `computed` tiles: it reached the end, or was cancelled (a newer
    // input, clear(), or the panel was hidden).
    void runStopped(int computed, bool cancelled);

protected:
    // A new input starts a new run (when visible); a new variant on the same input only moves the frame.
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // `message` (e.g. an error) above the empty tiles; the run is stopped.
    void showEmpty(const QString& message) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void startRun();
    void stopRun();
    void deliverTile(const GalleryTileOutcome& tile);
    // `current`: the run was not superseded (it may still have been cancelled, e.g. by hiding the panel).
    void finishRun(bool current, int computed, bool cancelled);
    void updateProgress();

    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QScrollArea* m_scroll = nullptr;
    widgets::GalleryView* m_view = nullptr;

    bool m_running = false;
    QElapsedTimer m_runTimer;
    std::shared_ptr<const ComputeOutcome> m_outcome; // the input the tiles show (or will show)
    QStringList m_order; // every variant id, in the catalogue's order
    QSet<QString> m_finished; // ids whose tile is filled for m_outcome's input
    // One variant at a time, in the catalogue's order, so tiles fill in reading order. A child of the panel, so
    // whoever waits for the window to settle finds it.
    SupersedingWorker m_worker { this };
};

} // namespace attnlab::app
