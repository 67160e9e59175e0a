#pragma once

#include "app/compute/controller.h"
#include "app/lessons/lesson_library.h"
#include "app/state/lab_state.h"
#include "core/recycled_matrices.h"

#include <QMainWindow>
#include <QTimer>

#include <optional>
#include <vector>

class QDockWidget;

namespace attnlab::widgets {
class ComparisonView;
class HeadGridView;
class TokenStrip;
}

namespace attnlab::app {

class AnalysisPanel;
class DecisionsPanel;
class DockOutcomeFeed;
class GalleryPanel;
class InputPanel;
class InterfaceLanguage;
class LabHistory;
class LabModel;
class LessonDock;
class PresentationMode;
class MethodDetailPanel;
class NumbersPanel;
class QkvImporter;
class SideDockFolding;
class QueryInspectorPanel;
class SessionCommands;
class StatusLine;
class VariantPanel;

// A shell: assembles the docks around the maps, wires them to the lab's one state (LabModel) and to the
// controller that computes what the state asks for, and keeps the window's layout and the state across restarts.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // The course is the built-in lessons and the user's lesson folder (course_library.h). `language` is what
    // View > Language switches (the window is then built anew, MainWindowHost); without one the menu is left out.
    explicit MainWindow(InterfaceLanguage* language = nullptr, QWidget* parent = nullptr);
    // A window offering `lessons` as its course (tests give their own; a first launch opens "welcome" if present).
    explicit MainWindow(LessonLibrary lessons, InterfaceLanguage* language = nullptr, QWidget* parent = nullptr);

    // Opens a lesson at `step` (1-based), or where its learner left it; false, with a notice on the status line
    // saying why, when the lesson or the step is unknown. The Lesson dock comes to the front.
    // `problem`, when given, receives why the lesson could not be opened.
    bool openLesson(const QString& id, std::optional<int> step = std::nullopt, QString* problem = nullptr);
    // Reads a .lesson file into the course and opens it; its faults are listed in a dialog (false then).
    bool openLessonFile(const QString& path);

    LabModel* model() const { return m_model; }
    LabHistory* history() const { return m_history; } // undo and redo of the model's changes
    ComputeController* controller() const { return m_controller; }
    // What the engine is asked for the current state.
    ComputeRequest currentRequest() const;
    // The newest outcome shown (null until the first one): what File > Export figure... draws.
    std::shared_ptr<const ComputeOutcome> outcome() const { return m_outcome; }

    InputPanel* inputPanel() const { return m_input; }
    VariantPanel* variantPanel() const { return m_variant; }
    widgets::ComparisonView* comparisonView() const { return m_comparison; }
    widgets::HeadGridView* headGrid() const { return m_heads; }
    widgets::TokenStrip* tokenStrip() const { return m_tokens; }
    QueryInspectorPanel* queryInspector() const { return m_queryInspector; }
    GalleryPanel* galleryPanel() const { return m_gallery; }
    DockOutcomeFeed* analysisFeed() const { return m_analysisFeed; }
    PresentationMode* presentation() const { return m_presentation; }
    LessonDock* lessonDock() const { return m_lessonDock; }
    StatusLine* statusLine() const { return m_status; }
    // File > New, Open, Save: the session file the window holds (session/session_document.h).
    SessionCommands* session() const { return m_session; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitToScreen(); // no wider or taller than the screen's free area, unless the layout needs more
    void buildCentral();
    void buildSideDocks();
    void buildAnalysisDocks();
    void buildLessonDock(LessonLibrary lessons);
    void chooseLessonFile();
    void buildMenus();
    QDockWidget* addPanelDock(AnalysisPanel* panel, const QString& title, const QString& name, const QString& tip,
                              Qt::DockWidgetArea area);
    void showState(LabChanges what);
    void requestCompute();
    void showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome);
    void showError(const QString& message);
    void showQuery();
    void showFrontDock();
    void chooseQuery(int i);
    void restoreSettings();
    void showLessonDock();
    void showOpenedSession();

    LabModel* m_model = nullptr;
    LabHistory* m_history = nullptr;
    ComputeController* m_controller = nullptr;
    InterfaceLanguage* m_language = nullptr;
    QkvImporter* m_importer = nullptr;
    SessionCommands* m_session = nullptr;
    StatusLine* m_status = nullptr;
    InputPanel* m_input = nullptr;
    VariantPanel* m_variant = nullptr;
    widgets::ComparisonView* m_comparison = nullptr;
    widgets::HeadGridView* m_heads = nullptr; // below the comparison when the variant has per-head maps
    widgets::TokenStrip* m_tokens = nullptr; // the tokens, when there are too many for the map axes
    MethodDetailPanel* m_detail = nullptr;
    NumbersPanel* m_numbers = nullptr;
    DecisionsPanel* m_decisions = nullptr;
    QueryInspectorPanel* m_queryInspector = nullptr;
    GalleryPanel* m_gallery = nullptr;
    LessonDock* m_lessonDock = nullptr;
    bool m_lessonDockSized = false; // the Lesson dock took its share of the left column once
    // The window has been shown: from then on a tab coming to the front below the maps is the user's choice. While
    // it is first shown, every tab in front becomes visible, and that must not replace the dock the state names (a
    // lesson step started from the command line that brings a side dock forward).
    bool m_shown = false;
    QDockWidget* m_detailDock = nullptr;
    QDockWidget* m_decisionsDock = nullptr;
    std::vector<QDockWidget*> m_analysisDocks; // tabbed below the maps, fed only while in view
    std::vector<AnalysisPanel*> m_panels; // every dock's panel: the detail docks and the analysis docks
    DockOutcomeFeed* m_analysisFeed = nullptr;
    std::shared_ptr<const ComputeOutcome> m_outcome; // the newest shown
    std::optional<ComputeRequest> m_requested; // the newest sent to the controller
    PresentationMode* m_presentation = nullptr; // F5: full screen with the lesson and the maps
    SideDockFolding* m_folding = nullptr; // the detail docks join the tabs below the maps on a narrow window
    QTimer m_coalesce; // gathers a burst of edits (a slider drag) into one request per event-loop turn
    // The N x N display buffers the compute worker fills for each outcome (display_preparation.h), reused.
    std::shared_ptr<core::RecycledMatrices> m_displayBuffers = core::RecycledMatrices::create();
    QByteArray m_defaultLayout;
};

} // namespace attnlab::app
