#pragma once

#include "app/compute/outcome.h"
#include "app/lessons/lesson_library.h"
#include "app/player/lesson_progress.h"
#include "app/state/lab_state.h"
#include "widgets/heatmap/highlight_marks.h"

#include <QDockWidget>

#include <map>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QShortcut;
class QStackedWidget;
class QToolButton;

namespace attnlab::app {

class CourseList;
class LabModel;
class LessonFaultsDialog;
class StepList;
class StepPage;

// The lesson player: the course (chapters and lessons with the learner's progress), and one lesson's steps read
// one at a time. Opening a step writes its whole state through the LabModel, once; the learner may then explore,
// and "Back to this step" puts the step's state back. The dock follows LabState::lesson: whoever sets the
// position (a step button, a restored session, --lesson) makes the dock show that step.
//
// A step's highlights (a query row, cells, key columns, a term of its formula) are shown while the lab computes
// what the step computes: the input and the variant with its parameters as the step set them. Choosing another
// query, colour map or dock keeps them (the maps still hold the numbers they point at); another input or variant,
// or leaving the lesson, clears them.
class LessonDock : public QDockWidget {
    Q_OBJECT

public:
    LessonDock(LabModel* model, QWidget* parent = nullptr);
    ~LessonDock() override;

    // The course (replacing the lessons shown) and the faults of the files it was read from.
    void setLibrary(LessonLibrary library);
    const std::vector<Lesson>& lessons() const { return m_library.lessons; }
    const std::vector<LessonFault>& faults() const { return m_library.faults; }
    // Folders of typeset formulas beside the lessons' own "formulas" folders (the user's lesson folder's).
    void setFormulaFolders(const QStringList& folders) { m_formulaFolders = folders; }
    // "en", "zh_TW" or "zh_CN": the lessons' words in that language (English where a text lacks it).
    void setLanguage(const QString& language);
    QString language() const { return m_language; }

    // Reads a .lesson file: a good lesson joins the course (replacing one with its id) and opens; faults are
    // listed in the faults dialog. Returns whether it opened.
    bool openLessonFile(const QString& path);
    // Opens a lesson at `step` (0-based), or at the step its learner was left at; false when the id or the step
    // is unknown (*problem says which, in the interface language).
    bool openLesson(const QString& lessonId, std::optional<int> step = std::nullopt, QString* problem = nullptr);
    void openStep(int step);
    void nextStep();
    void previousStep();
    // Puts the current step's state back after the learner explored.
    void backToStep();
    // Back to the course list: the lab keeps its state but no lesson stands open.
    void leaveLesson();
    void showFaults();

    // The outcomes the controller delivers: the one computed for the step's state fills its numbers.
    void showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome);

    const Lesson* currentLesson() const;
    int currentStep() const { return m_step; } // 0-based; -1 while no lesson is open
    // Whether the lab's state is the current step's (apart from the lesson position).
    bool isAtStepState() const;
    // What is highlighted now (nothing when the highlights are cleared).
    const widgets::HeatmapHighlights& mapHighlights() const { return m_mapHighlights; }
    const QStringList& highlightedTerms() const { return m_terms; }
    QString stepCounterText() const;

    CourseList* courseList() const { return m_course; }
    StepList* stepList() const { return m_steps; }
    StepPage* stepPage() const { return m_page; }
    QPushButton* previousButton() const { return m_previous; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* backButton() const { return m_back; }
    QPushButton* problemsButton() const { return m_problems; }
    LessonFaultsDialog* faultsDialog() const { return m_faultsDialog; }
    bool showsCourse() const; // the course list is in front (no lesson open)

signals:
    // The step's highlights on the maps and the formula terms (empty when they clear), for the maps and the
    // Numbers dock.
    void highlightsChanged(const attnlab::widgets::HeatmapHighlights& maps, const QStringList& terms);
    // The player opened a step (the window brings the dock forward).
    void stepOpened();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildCoursePage();
    QWidget* buildLessonPage();
    void retranslate();
    void followState();
    void showStepOf(const Lesson& lesson, int step);
    void showCourse();
    void updateHighlights();
    void updateControls();
    void recordProgress(const Lesson& lesson, int step);
    void refreshCourse();
    QStringList formulaFoldersOf(const Lesson& lesson) const;
    const LessonStep* currentStepData() const;

    LabModel* m_model = nullptr;
    LessonLibrary m_library;
    QStringList m_formulaFolders;
    QString m_language = QStringLiteral("en");
    std::map<QString, LessonProgress> m_progress;
    QString m_lessonId; // the lesson shown; empty on the course page
    int m_step = -1;
    std::shared_ptr<const ComputeOutcome> m_latestOutcome;
    widgets::HeatmapHighlights m_mapHighlights;
    QStringList m_terms;

    QStackedWidget* m_pages = nullptr;
    QLabel* m_courseHint = nullptr;
    CourseList* m_course = nullptr;
    QPushButton* m_problems = nullptr;
    QLabel* m_lessonTitle = nullptr;
    QToolButton* m_toCourse = nullptr;
    QToolButton* m_stepsToggle = nullptr;
    StepList* m_steps = nullptr;
    StepPage* m_page = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
    QLabel* m_counter = nullptr;
    QPushButton* m_back = nullptr;
    QLabel* m_notice = nullptr;
    std::vector<QShortcut*> m_keys;
    LessonFaultsDialog* m_faultsDialog = nullptr;
};

} // namespace attnlab::app
