#include "app/player/lesson_dock.h"

#include "app/compute/request.h"
#include "app/player/course_list.h"
#include "app/player/lesson_faults_dialog.h"
#include "app/player/lesson_language.h"
#include "app/player/step_list.h"
#include "app/player/step_page.h"
#include "app/state/lab_model.h"
#include "core/error.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QTextEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab::app {

namespace {

// A widget the learner types into: the step keys go to it (a space is a space there, PageDown moves its cursor).
bool isTextField(const QObject* object)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(object))
        return !line->isReadOnly();
    if (qobject_cast<const QAbstractSpinBox*>(object))
        return true;
    if (const auto* text = qobject_cast<const QTextEdit*>(object))
        return !text->isReadOnly();
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(object))
        return !plain->isReadOnly();
    if (const auto* combo = qobject_cast<const QComboBox*>(object))
        return combo->isEditable();
    return false;
}

widgets::HeatmapHighlights mapHighlightsOf(const LessonHighlight& highlight)
{
    widgets::HeatmapHighlights maps;
    if (highlight.row)
        maps.rows.push_back(*highlight.row);
    maps.cells = highlight.cells;
    maps.columns = highlight.keys;
    return maps;
}

LabState withoutPosition(LabState state)
{
    state.lesson.reset();
    return state;
}

} // namespace

LessonDock::LessonDock(LabModel* model, QWidget* parent) : QDockWidget(tr("Lesson"), parent), m_model(model)
{
    setObjectName(QStringLiteral("lessonDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(buildCoursePage());
    m_pages->addWidget(buildLessonPage());
    setWidget(m_pages);
    m_faultsDialog = new LessonFaultsDialog(this);

    // The step keys work anywhere in the window, except in a field the learner types into.
    const auto addKey = [this](const QKeySequence& key, void (LessonDock::*action)()) {
        auto* shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WindowShortcut);
        shortcut->setEnabled(false);
        connect(shortcut, &QShortcut::activated, this, action);
        m_keys.push_back(shortcut);
    };
    addKey(QKeySequence(Qt::Key_PageDown), &LessonDock::nextStep);
    addKey(QKeySequence(Qt::Key_Space), &LessonDock::nextStep);
    addKey(QKeySequence(Qt::Key_PageUp), &LessonDock::previousStep);
    addKey(QKeySequence(Qt::CTRL | Qt::Key_Backspace), &LessonDock::backToStep);
    qApp->installEventFilter(this);

    connect(m_model, &LabModel::changed, this, &LessonDock::followState);
    retranslate();
    showCourse();
}

LessonDock::~LessonDock()
{
    qApp->removeEventFilter(this);
}

QWidget* LessonDock::buildCoursePage()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_courseHint = new QLabel(page);
    m_courseHint->setWordWrap(true);
    m_course = new CourseList(page);
    m_problems = new QPushButton(page);
    m_problems->setObjectName(QStringLiteral("lessonProblems"));
    m_problems->setVisible(false);
    layout->addWidget(m_courseHint);
    layout->addWidget(m_course, 1);
    layout->addWidget(m_problems, 0, Qt::AlignLeft);
    connect(m_course, &CourseList::lessonChosen, this, [this](const QString& id) { openLesson(id); });
    connect(m_problems, &QPushButton::clicked, this, &LessonDock::showFaults);
    return page;
}

QWidget* LessonDock::buildLessonPage()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* header = new QHBoxLayout;
    m_toCourse = new QToolButton(page);
    m_toCourse->setObjectName(QStringLiteral("toCourse"));
    m_lessonTitle = new QLabel(page);
    m_lessonTitle->setObjectName(QStringLiteral("lessonTitle"));
    m_lessonTitle->setWordWrap(true);
    m_stepsToggle = new QToolButton(page);
    m_stepsToggle->setObjectName(QStringLiteral("stepsToggle"));
    m_stepsToggle->setCheckable(true);
    header->addWidget(m_toCourse, 0, Qt::AlignTop);
    header->addWidget(m_lessonTitle, 1);
    header->addWidget(m_stepsToggle, 0, Qt::AlignTop);
    m_steps = new StepList(page);
    m_steps->setVisible(false);
    connect(m_stepsToggle, &QToolButton::toggled, m_steps, &QWidget::setVisible);

    m_page = new StepPage;
    auto* scroll = new QScrollArea(page);
    scroll->setObjectName(QStringLiteral("stepScroll"));
    scroll->setWidget(m_page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Always on: a scroll bar that came and went with the text's height changed the page's width, the text wrapped
    // to another height, and at a view height between the two the page and the view resized each other until the
    // stack overflowed. The page's width must not depend on its height.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);

    m_notice = new QLabel(page);
    m_notice->setWordWrap(true);
    m_notice->setVisible(false);
    auto* navigation = new QHBoxLayout;
    m_previous = new QPushButton(page);
    m_next = new QPushButton(page);
    m_counter = new QLabel(page);
    m_counter->setObjectName(QStringLiteral("stepCounter"));
    m_counter->setAlignment(Qt::AlignCenter);
    navigation->addWidget(m_previous);
    navigation->addWidget(m_counter, 1);
    navigation->addWidget(m_next);
    m_back = new QPushButton(page);
    m_back->setObjectName(QStringLiteral("backToStep"));
    // A click leaves the focus where it was: Space after clicking Previous goes on rather than back again.
    for (QPushButton* button : { m_previous, m_next, m_back })
        button->setFocusPolicy(Qt::TabFocus);

    layout->addLayout(header);
    layout->addWidget(m_steps);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_notice);
    layout->addLayout(navigation);
    layout->addWidget(m_back);

    connect(m_toCourse, &QToolButton::clicked, this, &LessonDock::leaveLesson);
    connect(m_steps, &StepList::stepChosen, this, &LessonDock::openStep);
    connect(m_previous, &QPushButton::clicked, this, &LessonDock::previousStep);
    connect(m_next, &QPushButton::clicked, this, &LessonDock::nextStep);
    connect(m_back, &QPushButton::clicked, this, &LessonDock::backToStep);
    return page;
}

void LessonDock::setLibrary(LessonLibrary library)
{
    m_library = std::move(library);
    m_progress.clear();
    for (const Lesson& lesson : m_library.lessons)
        m_progress[lesson.id] = readLessonProgress(lesson.id);
    refreshCourse();
    followState();
}

void LessonDock::setLanguage(const QString& language)
{
    if (language == m_language)
        return;
    m_language = language;
    refreshCourse();
    if (const Lesson* lesson = currentLesson())
        showStepOf(*lesson, m_step);
}

bool LessonDock::openLessonFile(const QString& path)
{
    LessonLibrary read = loadLessonFiles({ path });
    if (read.lessons.empty()) {
        m_faultsDialog->showFaults(
            tr("The lesson %1 could not be opened:").arg(QDir::toNativeSeparators(path)), read.faults);
        return false;
    }
    Lesson lesson = std::move(read.lessons.front());
    const QString id = lesson.id;
    // Opened again after an edit: the new text replaces the old.
    auto& lessons = m_library.lessons;
    lessons.erase(std::remove_if(lessons.begin(), lessons.end(), [&](const Lesson& l) { return l.id == id; }),
        lessons.end());
    lessons.push_back(std::move(lesson));
    std::stable_sort(lessons.begin(), lessons.end(), lessonComesBefore);
    m_progress[id] = readLessonProgress(id);
    if (m_lessonId == id)
        m_lessonId.clear(); // shown again from the new text
    refreshCourse();
    return openLesson(id);
}

bool LessonDock::openLesson(const QString& lessonId, std::optional<int> step, QString* problem)
{
    const Lesson* lesson = m_library.find(lessonId);
    if (!lesson) {
        QStringList known;
        for (const Lesson& each : m_library.lessons)
            known << each.id;
        if (problem)
            *problem = known.isEmpty() ? tr("no lesson '%1': no lessons are installed").arg(lessonId)
                                       : tr("no lesson '%1' (the lessons: %2)").arg(lessonId, known.join(QStringLiteral(", ")));
        return false;
    }
    const int steps = static_cast<int>(lesson->steps.size());
    if (step && (*step < 0 || *step >= steps)) {
        if (problem)
            *problem = tr("lesson '%1' has no step %2 (its steps are 1 to %3)").arg(lessonId).arg(*step + 1).arg(steps);
        return false;
    }
    const int index = step.value_or(std::clamp(m_progress[lessonId].step, 0, steps - 1));
    LabState state = lesson->steps[static_cast<std::size_t>(index)].state;
    state.lesson = LessonPosition { lesson->id, index };
    m_lessonId.clear(); // opened anew: the step is shown again even when the position is unchanged
    try {
        m_model->setState(state);
    } catch (const core::Error& failure) {
        if (problem)
            *problem = QString::fromUtf8(failure.what());
        return false;
    }
    followState();
    emit stepOpened();
    return true;
}

void LessonDock::openStep(int step)
{
    const Lesson* lesson = currentLesson();
    if (!lesson || step < 0 || step >= static_cast<int>(lesson->steps.size()))
        return;
    LabState state = lesson->steps[static_cast<std::size_t>(step)].state;
    state.lesson = LessonPosition { lesson->id, step };
    try {
        m_model->setState(state);
        m_notice->setVisible(false);
    } catch (const core::Error& failure) {
        // The reader checked the state as the model does; a catalogue changed since is all that can fail here.
        m_notice->setText(tr("This step cannot be shown: %1").arg(QString::fromUtf8(failure.what())));
        m_notice->setVisible(true);
    }
    followState();
    emit stepOpened();
}

void LessonDock::nextStep()
{
    const Lesson* lesson = currentLesson();
    if (!lesson)
        return;
    if (m_step + 1 < static_cast<int>(lesson->steps.size())) {
        openStep(m_step + 1);
        return;
    }
    // The last step's Next opens the course's next lesson at its beginning.
    const auto here = std::find_if(m_library.lessons.begin(), m_library.lessons.end(),
        [&](const Lesson& l) { return l.id == lesson->id; });
    if (here != m_library.lessons.end() && std::next(here) != m_library.lessons.end())
        openLesson(std::next(here)->id, 0);
}

void LessonDock::previousStep()
{
    if (currentLesson() && m_step > 0)
        openStep(m_step - 1);
}

void LessonDock::backToStep()
{
    if (currentLesson() && !isAtStepState())
        openStep(m_step);
}

void LessonDock::leaveLesson()
{
    m_model->setLesson(std::nullopt);
    followState();
}

void LessonDock::showFaults()
{
    m_faultsDialog->showFaults(tr("These lesson files could not be read; the other lessons are in the course:"),
        m_library.faults);
}

void LessonDock::showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome)
{
    m_latestOutcome = outcome;
    const LessonStep* step = currentStepData();
    if (step && outcome && outcome->request == computeRequestFor(step->state.setup))
        m_page->setOutcome(outcome);
}

const Lesson* LessonDock::currentLesson() const
{
    return m_lessonId.isEmpty() ? nullptr : m_library.find(m_lessonId);
}

const LessonStep* LessonDock::currentStepData() const
{
    const Lesson* lesson = currentLesson();
    if (!lesson || m_step < 0 || m_step >= static_cast<int>(lesson->steps.size()))
        return nullptr;
    return &lesson->steps[static_cast<std::size_t>(m_step)];
}

bool LessonDock::isAtStepState() const
{
    const LessonStep* step = currentStepData();
    return step && withoutPosition(m_model->state()) == step->state;
}

bool LessonDock::showsCourse() const
{
    return m_pages->currentIndex() == 0;
}

QString LessonDock::stepCounterText() const
{
    return m_counter->text();
}

void LessonDock::followState()
{
    const std::optional<LessonPosition>& position = m_model->state().lesson;
    const Lesson* lesson = position ? m_library.find(position->lessonId) : nullptr;
    if (!lesson || position->step < 0 || position->step >= static_cast<int>(lesson->steps.size())) {
        if (!m_lessonId.isEmpty() || !showsCourse())
            showCourse();
    } else if (lesson->id != m_lessonId || position->step != m_step) {
        showStepOf(*lesson, position->step);
    }
    updateHighlights();
    updateControls();
}

void LessonDock::showStepOf(const Lesson& lesson, int step)
{
    m_lessonId = lesson.id;
    m_step = step;
    const LessonStep& shown = lesson.steps[static_cast<std::size_t>(step)];
    m_lessonTitle->setText(inLanguage(lesson.title, m_language).toHtmlEscaped().prepend(QStringLiteral("<b>")));
    m_steps->showSteps(lesson, m_language);
    m_steps->setCurrentStep(step);
    m_page->showStep(shown, m_language, formulaFoldersOf(lesson));
    if (m_latestOutcome && m_latestOutcome->request == computeRequestFor(shown.state.setup))
        m_page->setOutcome(m_latestOutcome);
    m_pages->setCurrentIndex(1);
    recordProgress(lesson, step);
}

void LessonDock::showCourse()
{
    m_lessonId.clear();
    m_step = -1;
    m_page->clearStep();
    m_pages->setCurrentIndex(0);
}

void LessonDock::updateHighlights()
{
    const LessonStep* step = currentStepData();
    const bool shown = step && computeRequestFor(m_model->state().setup) == computeRequestFor(step->state.setup);
    const widgets::HeatmapHighlights maps = shown ? mapHighlightsOf(step->highlight) : widgets::HeatmapHighlights {};
    const QStringList terms = shown ? step->highlight.terms : QStringList {};
    m_page->setTermHighlighted(shown);
    if (maps == m_mapHighlights && terms == m_terms)
        return;
    m_mapHighlights = maps;
    m_terms = terms;
    emit highlightsChanged(m_mapHighlights, m_terms);
}

void LessonDock::updateControls()
{
    const Lesson* lesson = currentLesson();
    const int steps = lesson ? static_cast<int>(lesson->steps.size()) : 0;
    for (QShortcut* key : m_keys)
        key->setEnabled(lesson != nullptr);
    if (!lesson)
        return;
    m_counter->setText(tr("Step %1 of %2").arg(m_step + 1).arg(steps));
    m_previous->setEnabled(m_step > 0);
    const bool last = m_step + 1 >= steps;
    const bool hasNextLesson = last && !m_library.lessons.empty() && m_library.lessons.back().id != lesson->id;
    m_next->setText(last && hasNextLesson ? tr("Next lesson \u203a") : tr("Next \u203a"));
    m_next->setToolTip(last ? tr("The course's next lesson") : tr("The next step (PageDown or Space)"));
    m_next->setEnabled(!last || hasNextLesson);
    m_back->setEnabled(!isAtStepState());
}

void LessonDock::recordProgress(const Lesson& lesson, int step)
{
    LessonProgress& progress = m_progress[lesson.id];
    const LessonProgress before = progress;
    progress.step = step;
    progress.started = true;
    // Reaching the last step finishes a lesson; going back through it later keeps it finished.
    progress.finished = progress.finished || step + 1 == static_cast<int>(lesson.steps.size());
    if (progress == before && readLessonProgress(lesson.id) == progress)
        return;
    saveLessonProgress(lesson.id, progress);
    refreshCourse();
}

void LessonDock::refreshCourse()
{
    m_course->showCourse(m_library.lessons, m_progress, m_language);
    const int count = static_cast<int>(m_library.faults.size());
    m_problems->setText(tr("Problems\u2026 (%1)").arg(count));
    m_problems->setVisible(count > 0);
}

QStringList LessonDock::formulaFoldersOf(const Lesson& lesson) const
{
    QStringList folders;
    // A teacher's lesson keeps its typeset formulas in "formulas" beside it (tools/formulas/README.md).
    if (!lesson.file.startsWith(QLatin1Char(':')))
        folders << QFileInfo(lesson.file).absoluteDir().filePath(QStringLiteral("formulas"));
    folders << m_formulaFolders;
    return folders;
}

bool LessonDock::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return QDockWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    // A focused button or list presses or picks with Space, as the keyboard user who went there expects.
    const bool spaceIsTheirs = key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier
        && (qobject_cast<const QAbstractButton*>(watched) || qobject_cast<const QComboBox*>(watched));
    if (isTextField(watched) || spaceIsTheirs) {
        const QKeySequence pressed(key->keyCombination());
        for (const QShortcut* shortcut : m_keys) {
            if (shortcut->isEnabled() && shortcut->key() == pressed) {
                // Accepting the override hands the key to the field as an ordinary key press.
                event->accept();
                return true;
            }
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void LessonDock::retranslate()
{
    setWindowTitle(tr("Lesson"));
    setToolTip(tr("The course: lessons that step through the formulas, each step setting up the lab"));
    m_courseHint->setText(tr("Choose a lesson. Each step sets up the lab and explains what it shows; "
                             "PageDown or Space goes on, PageUp back."));
    m_problems->setToolTip(tr("Lesson files that could not be read, and why"));
    m_toCourse->setText(tr("\u2039 Course"));
    m_toCourse->setToolTip(tr("Back to the list of lessons (the lab keeps its state)"));
    m_stepsToggle->setText(tr("Steps"));
    m_stepsToggle->setToolTip(tr("Show or hide the list of the lesson's steps"));
    m_previous->setText(tr("\u2039 Previous"));
    m_previous->setToolTip(tr("The previous step (PageUp)"));
    m_back->setText(tr("Back to this step"));
    m_back->setToolTip(tr("Put back the lab as this step set it up (Ctrl+Backspace)"));
    refreshCourse();
    updateControls();
}

void LessonDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace attnlab::app
