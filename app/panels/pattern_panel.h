#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"
#include "app/compute/superseding_worker.h"
#include "core/analysis/pattern_stats.h"
#include "widgets/plots/pattern_view.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;

namespace attnlab::app {

// The Pattern dock ("Seeing why"): which (query, key) pairs the variant evaluated as a binary map, the density
// rho and the keys per query, and the receptive field of the chosen query over 1..kLayers stacked layers with a
// slider for L. The statistics are computed off the GUI thread (the map, pooled to kMapCells blocks a side for
// long sequences so the GUI thread never copies an N x N buffer; the widest receptive field over all queries up to
// N = 1024); a newer outcome or query supersedes the older job (SupersedingWorker), as in ComputeController.
class PatternPanel : public AnalysisPanel {
    Q_OBJECT

public:
    // Stacked layers whose receptive fields are computed for the slider.
    static constexpr int kLayers = 16;
    // The map is drawn position by position up to this N, in blocks of positions beyond (what a dock can show).
    static constexpr int kMapCells = 1024;

    explicit PatternPanel(QWidget* parent = nullptr);
    ~PatternPanel() override;

    // The query whose receptive field is drawn and whose row is marked (row i, original order). Kept across
    // outcomes and clamped into 0..N-1; until one is set, the middle query.
    void setQuery(int query) override;

    int query() const { return m_query; }
    // True while a background job for the current outcome or query has not been delivered.
    bool isBusy() const { return m_pendingStats || m_pendingWidest || m_pendingField; }
    widgets::PatternView* view() const { return m_view; }
    QString noteText() const;

    QSize sizeHint() const override;

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // `message` (e.g. an error) in place of the pattern; the running jobs are dropped.
    void showEmpty(const QString& message) override;

private:
    struct Statistics {
        widgets::PatternFigures figures;
        core::PatternCoverage coverage;
    };
    struct ReceptiveField {
        int query = -1;
        std::vector<core::ReachedKeys> layers;
    };

    void startStatistics();
    void startWidest();
    void startField();
    void deliverStatistics(std::shared_ptr<Statistics> statistics, const QString& error);
    void deliverWidest(std::vector<core::WidestReach> widest);
    void deliverField(std::shared_ptr<ReceptiveField> field, const QString& error);
    void showField();
    void showNote();
    int clampedQuery() const;

    QLabel* m_title = nullptr;
    QLabel* m_note = nullptr;
    widgets::PatternView* m_view = nullptr;

    std::shared_ptr<const ComputeOutcome> m_outcome;
    std::vector<core::WidestReach> m_widest; // of the shown outcome, once computed
    std::shared_ptr<const ReceptiveField> m_field; // of the shown outcome and query, once computed
    std::optional<int> m_pickedQuery;
    int m_query = 0;

    bool m_pendingStats = false;
    bool m_pendingWidest = false;
    bool m_pendingField = false;
    // One thread for both: a superseded job is cancelled, and the jobs of one outcome run in the order they were
    // asked. The statistics and the widest receptive field answer the outcome; the field of the chosen query, the query too.
    // Children of the panel, so whoever waits for the window to settle (bench --window) finds them.
    SupersedingWorker m_outcomeJobs { this };
    SupersedingWorker m_fieldJobs { m_outcomeJobs, this };
};

} // namespace attnlab::app
