#pragma once

#include "app/compute/controller.h"

#include <QMainWindow>
#include <QTimer>

#include <optional>

class QDockWidget;
class QLabel;
class QProgressBar;

namespace attnlab::widgets {
class ComparisonView;
class HeadGridView;
class TokenStrip;
}

namespace attnlab::app {

class CostPanel;
class DecisionsPanel;
class DockOutcomeFeed;
class GalleryPanel;
class InputPanel;
class LraPanel;
class MethodDetailPanel;
class OutputPanel;
class PatternPanel;
class QueryInspectorPanel;
class SpectrumPanel;
class VariantPanel;
struct ImportedInput;

// A thin shell: assembles the docks and the central comparison, forwards edits to the controller, shows what
// comes back, and keeps the window and the last inputs across sessions.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    InputPanel* inputPanel() const { return m_input; }
    VariantPanel* variantPanel() const { return m_variant; }
    widgets::ComparisonView* comparisonView() const { return m_comparison; }
    widgets::HeadGridView* headGrid() const { return m_heads; }
    widgets::TokenStrip* tokenStrip() const { return m_tokens; }
    MethodDetailPanel* methodDetailPanel() const { return m_detail; }
    DecisionsPanel* decisionsPanel() const { return m_decisions; }
    QueryInspectorPanel* queryInspector() const { return m_queryInspector; }
    PatternPanel* patternPanel() const { return m_pattern; }
    SpectrumPanel* spectrumPanel() const { return m_spectrum; }
    OutputPanel* outputPanel() const { return m_output; }
    CostPanel* costPanel() const { return m_cost; }
    GalleryPanel* galleryPanel() const { return m_gallery; }
    LraPanel* lraPanel() const { return m_lra; }
    DockOutcomeFeed* analysisFeed() const { return m_analysisFeed; }
    ComputeController* controller() const { return m_controller; }
    ComputeRequest currentRequest() const;

    // Makes the user's own Q, K, V the input (from the import dialog or a drop).
    void useImported(ImportedInput input);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildMenus();
    void addAnalysisDocks();
    void importQkvFiles();
    void importDroppedFiles(const QStringList& paths);
    void scheduleCompute();
    void showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome);
    void showError(const QString& message);
    void showHeads(const core::Result& result);
    void redrawFeatures();
    void chooseQuery(int i);
    void showQuery(int i);
    void restoreSettings();
    void saveSettings() const;

    InputPanel* m_input = nullptr;
    VariantPanel* m_variant = nullptr;
    widgets::ComparisonView* m_comparison = nullptr;
    widgets::HeadGridView* m_heads = nullptr; // below the comparison when the variant has per-head maps
    widgets::TokenStrip* m_tokens = nullptr; // the tokens, when there are too many for the map axes
    MethodDetailPanel* m_detail = nullptr; // kernel estimates, memory timelines, mixing-map notes
    QDockWidget* m_detailDock = nullptr;
    DecisionsPanel* m_decisions = nullptr; // what cluster and low-rank methods decided from the data
    QDockWidget* m_decisionsDock = nullptr;
    // The analysis docks, tabbed below the maps: each panel is fed only while it can be seen.
    QueryInspectorPanel* m_queryInspector = nullptr;
    PatternPanel* m_pattern = nullptr;
    SpectrumPanel* m_spectrum = nullptr;
    OutputPanel* m_output = nullptr;
    CostPanel* m_cost = nullptr;
    GalleryPanel* m_gallery = nullptr;
    LraPanel* m_lra = nullptr;
    DockOutcomeFeed* m_analysisFeed = nullptr;
    ComputeController* m_controller = nullptr;
    QLabel* m_metrics = nullptr;
    QLabel* m_state = nullptr;
    QProgressBar* m_busy = nullptr;
    std::optional<int> m_query; // the query every view explains, once one is chosen
    QTimer m_coalesce; // gathers a burst of edits (a slider drag) into one request per event-loop turn
    QByteArray m_defaultState;
};

} // namespace attnlab::app
