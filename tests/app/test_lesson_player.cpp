// The lesson player in the real window, offscreen: steps set the lab as their file declares, the step keys move,
// "Back to this step" undoes exploring, progress outlives the window, bad lesson files are listed and never
// crash, highlights reach the maps, and a first launch meets the welcome lesson.
#include "image_pixels.h"

#include "app/compute/controller.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/question_view.h"
#include "app/player/course_list.h"
#include "app/player/formula_images.h"
#include "app/player/lesson_dock.h"
#include "app/player/lesson_faults_dialog.h"
#include "app/player/lesson_text.h"
#include "app/player/step_list.h"
#include "app/player/step_page.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"
#include "source_tree.h"
#include "widgets/formula/formula_view.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/highlight_marks.h"
#include "widgets/heatmap/view.h"

#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

const QString kLessonFile = sourcePath(QStringLiteral("tests/app/lessons/local_window.lesson"));
const QString kLessonId = QStringLiteral("local-window");

app::LessonLibrary testCourse()
{
    app::LessonLibrary course = app::loadLessonFiles({ kLessonFile });
    if (!course.faults.empty())
        qWarning() << course.faults.front().toString();
    return course;
}

QString readText(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

void writeText(const QString& path, const QString& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
}

// A lesson whose first step shows the full variant's own formula and one of the catalogue's display formulas (both
// typeset in the application's resources), and a number the lab computes.
app::Lesson formulaLesson(const QString& id)
{
    app::Lesson lesson;
    lesson.id = id;
    lesson.chapter = 1;
    lesson.title.insert(QStringLiteral("en"), QStringLiteral("Formulas"));
    app::LessonStep step;
    step.id = QStringLiteral("one");
    step.state.setup.variantId = "full";
    step.formula = QStringLiteral("O = \\mathrm{softmax}\\!\\left(\\frac{QK^\\top}{\\sqrt{d}}\\right)V");
    step.title.insert(QStringLiteral("en"), QStringLiteral("The exact map"));
    step.text.insert(QStringLiteral("en"),
        QStringLiteral("Full attention over {=tokens} tokens:\n\n"
                       "$$\\pi_i = \\{\\, j : i - w + 1 \\le j \\le i \\,\\}$$\n\nand the rest."));
    lesson.steps.push_back(step);
    return lesson;
}

// The lowest row holding dark ink in each run of inked columns, left to right.
QList<int> inkBottoms(const QImage& image)
{
    QList<int> bottoms;
    bool inRun = false;
    for (int x = 0; x < image.width(); ++x) {
        int bottom = -1;
        for (int y = 0; y < image.height(); ++y)
            if (qGray(image.pixel(x, y)) < 110)
                bottom = y;
        if (bottom >= 0 && !inRun)
            bottoms << bottom;
        else if (bottom >= 0)
            bottoms.back() = std::max(bottoms.back(), bottom);
        inRun = bottom >= 0;
    }
    return bottoms;
}

class Window {
public:
    explicit Window(app::LessonLibrary course = testCourse()) : window(std::move(course))
    {
        window.resize(1600, 900);
        window.show();
        window.activateWindow();
    }
    app::LessonDock* dock() const { return window.lessonDock(); }
    const app::LabState& state() const { return window.model()->state(); }
    // Waits for the outcome of the state the lab is in now.
    bool settle()
    {
        QSignalSpy finished(window.controller(), &app::ComputeController::finished);
        const app::ComputeRequest wanted = window.currentRequest();
        for (int attempt = 0; attempt < 10; ++attempt) {
            if (!finished.isEmpty()
                && finished.last().at(0).value<std::shared_ptr<const app::ComputeOutcome>>()->request == wanted)
                return true;
            if (!finished.wait(20000))
                return lastRequestShown(wanted);
        }
        return false;
    }
    bool lastRequestShown(const app::ComputeRequest& wanted) const
    {
        return window.comparisonView()->exactView()->hasMatrix() && window.currentRequest() == wanted
            && !window.controller()->isBusy();
    }
    QDockWidget* dockNamed(const QString& name) const { return window.findChild<QDockWidget*>(name); }
    bool inFront(const QString& name) const
    {
        QDockWidget* shown = dockNamed(name);
        return shown && shown->isVisible() && !shown->visibleRegion().isEmpty();
    }
    QString statusText() const
    {
        QStringList texts;
        for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
            texts << label->text();
        return texts.join(QLatin1Char('\n'));
    }

    app::MainWindow window;
};

} // namespace

class TestLessonPlayer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-lesson-test"));
        QSettings().clear();
        QVERIFY(testCourse().faults.empty());
        QCOMPARE(static_cast<int>(testCourse().lessons.size()), 1);
    }

    void init() { QSettings().clear(); }

    void stepsSetTheLabAsDeclared()
    {
        Window lab;
        QVERIFY(QTest::qWaitForWindowActive(&lab.window));
        QVERIFY(lab.dock()->showsCourse());
        QVERIFY(lab.window.openLesson(kLessonId, 1));
        QCOMPARE(lab.dock()->currentStep(), 0);
        QCOMPARE(lab.dock()->stepCounterText(), QStringLiteral("Step 1 of 3"));
        QCOMPARE(lab.dock()->objectName(), QStringLiteral("lessonDock"));
        QTRY_VERIFY(lab.inFront(QStringLiteral("lessonDock")));
        // Step 1: typed text, full attention, query 7, the Query dock.
        QCOMPARE(lab.state().setup.variantId, std::string("full"));
        QCOMPARE(lab.state().setup.source, std::string("text"));
        QCOMPARE(lab.state().query, std::optional<int>(7));
        QCOMPARE(lab.state().frontDock, QStringLiteral("queryInspectorDock"));
        QCOMPARE(lab.state().lesson->lessonId, kLessonId);
        QTRY_VERIFY(lab.inFront(QStringLiteral("queryInspectorDock")));
        QCOMPARE(lab.dock()->stepPage()->titleText(), QStringLiteral("Every query reads every key"));
        QVERIFY(lab.dock()->stepPage()->bodyText().contains(QStringLiteral("Row 7 is the query")));
        QVERIFY(!lab.dock()->previousButton()->isEnabled());
        QVERIFY(lab.settle());

        // PageDown: the window of three keys on the Pattern dock.
        QTest::keyClick(lab.window.comparisonView(), Qt::Key_PageDown);
        QCOMPARE(lab.dock()->currentStep(), 1);
        QCOMPARE(lab.dock()->stepCounterText(), QStringLiteral("Step 2 of 3"));
        QCOMPARE(lab.state().setup.variantId, std::string("local"));
        QCOMPARE(lab.state().setup.variantParams.at("local").integer("before"), 2LL);
        QCOMPARE(lab.state().setup.variantParams.at("local").integer("after"), 0LL);
        QCOMPARE(lab.state().frontDock, QStringLiteral("patternDock"));
        QTRY_VERIFY(lab.inFront(QStringLiteral("patternDock")));
        QCOMPARE(lab.dock()->stepList()->currentRow(), 1);

        // Space: stacked layers on a causal Gaussian input, the Cost dock, magma.
        QTest::keyClick(lab.window.comparisonView(), Qt::Key_Space);
        QCOMPARE(lab.dock()->currentStep(), 2);
        QCOMPARE(lab.state().setup.source, std::string("gaussian"));
        QCOMPARE(lab.state().setup.scenarioParams.at("gaussian").integer("n"), 32LL);
        QVERIFY(lab.state().setup.causal);
        QCOMPARE(lab.state().setup.scale, std::optional<double>(0.25));
        QCOMPARE(lab.state().colormap, QStringLiteral("magma"));
        QCOMPARE(lab.state().frontDock, QStringLiteral("costDock"));
        QCOMPARE(lab.state().query, std::optional<int>());
        QVERIFY(!lab.dock()->nextButton()->isEnabled()); // the last step of the only lesson

        // PageUp: back to the window, its state whole again (the variant parameters it set, not causal).
        QTest::keyClick(lab.window.comparisonView(), Qt::Key_PageUp);
        QCOMPARE(lab.dock()->currentStep(), 1);
        QCOMPARE(lab.state().setup.source, std::string("text"));
        QVERIFY(!lab.state().setup.causal);
        QCOMPARE(lab.state().colormap, QStringLiteral("viridis"));

        // The step list opens a step too; the Course button leaves the lesson.
        lab.dock()->stepList()->setCurrentRow(0);
        QCOMPARE(lab.dock()->currentStep(), 0);
        QCOMPARE(lab.state().setup.variantId, std::string("full"));
        lab.dock()->findChild<QToolButton*>(QStringLiteral("toCourse"))->click();
        QVERIFY(lab.dock()->showsCourse());
        QVERIFY(!lab.state().lesson);
        QCOMPARE(lab.dock()->currentStep(), -1);
    }

    void stepKeysLeaveTextFieldsAlone()
    {
        Window lab;
        QVERIFY(QTest::qWaitForWindowActive(&lab.window));
        QVERIFY(lab.window.openLesson(kLessonId, 2));
        QVERIFY(lab.settle());
        // The window step's parameters are spin boxes in the Variant dock: Space and PageDown are theirs there.
        auto* field = lab.window.findChild<QDockWidget*>(QStringLiteral("variantDock"))->findChild<QAbstractSpinBox*>();
        QVERIFY(field);
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_Space);
        QTest::keyClick(field, Qt::Key_PageDown);
        QCOMPARE(lab.dock()->currentStep(), 1);
        // A focused button takes Space for itself (the Steps button shows the step list), not PageDown.
        auto* steps = lab.dock()->findChild<QToolButton*>(QStringLiteral("stepsToggle"));
        steps->setFocus();
        QTRY_VERIFY(steps->hasFocus());
        QVERIFY(!lab.dock()->stepList()->isVisibleTo(lab.dock()));
        QTest::keyClick(steps, Qt::Key_Space);
        QVERIFY(lab.dock()->stepList()->isVisibleTo(lab.dock()));
        QCOMPARE(lab.dock()->currentStep(), 1);
        // Anywhere else they move the lesson.
        lab.window.comparisonView()->setFocus();
        QTest::keyClick(lab.window.comparisonView(), Qt::Key_PageDown);
        QCOMPARE(lab.dock()->currentStep(), 2);
    }

    void backToThisStepRestoresTheStep()
    {
        Window lab;
        QVERIFY(QTest::qWaitForWindowActive(&lab.window));
        QVERIFY(lab.window.openLesson(kLessonId, 2));
        QVERIFY(!lab.dock()->backButton()->isEnabled());
        QVERIFY(lab.dock()->isAtStepState());
        const app::LabState step = lab.state();
        // The learner explores: another variant, another query.
        lab.window.model()->setVariant(QStringLiteral("full"));
        lab.window.model()->setQuery(3);
        QVERIFY(lab.dock()->backButton()->isEnabled());
        QVERIFY(!lab.dock()->isAtStepState());
        QCOMPARE(lab.dock()->currentStep(), 1); // still the lesson's step
        QTest::keyClick(lab.window.comparisonView(), Qt::Key_Backspace, Qt::ControlModifier);
        QCOMPARE(lab.state(), step);
        QVERIFY(!lab.dock()->backButton()->isEnabled());
        lab.window.model()->setColormap(QStringLiteral("grey"));
        lab.dock()->backButton()->click();
        QCOMPARE(lab.state(), step);
    }

    void highlightsReachTheMapsAndClearAwayFromTheStep()
    {
        Window lab;
        QSignalSpy highlights(lab.dock(), &app::LessonDock::highlightsChanged);
        QVERIFY(lab.window.openLesson(kLessonId, 1));
        QVERIFY(lab.settle());
        QCOMPARE(lab.dock()->mapHighlights().rows, std::vector<int> { 7 });
        QCOMPARE(lab.dock()->highlightedTerms(), QStringList { QStringLiteral("weights") });
        QVERIFY(!highlights.isEmpty());
        QCOMPARE(highlights.last().at(1).toStringList(), QStringList { QStringLiteral("weights") });
        QCOMPARE(lab.dock()->stepPage()->formulaView()->highlightedTerm(), QStringLiteral("weights"));
        widgets::HeatmapView* exact = lab.window.comparisonView()->exactView();
        QCOMPARE(exact->drawnHighlightCount(), 1);
        QCOMPARE(lab.window.comparisonView()->differenceView()->drawnHighlightCount(), 1);
        // The rendered map shows the highlight colour along row 7.
        exact->plot()->replot();
        const QImage image = exact->renderImage(exact->plot()->size());
        const QRect cells = exact->plot()->axisRect()->rect();
        const int rowTop = static_cast<int>(exact->plot()->yAxis->coordToPixel(6.5));
        const QImage band = image.copy(QRect(cells.left(), rowTop - 3, cells.width(), 7));
        QVERIFY(test::pixelsNear(band, widgets::HighlightMarks::colour(), 40) > cells.width() / 2);

        // Another query keeps them; another variant clears them, on the maps and in the formula.
        lab.window.model()->setQuery(2);
        QCOMPARE(exact->drawnHighlightCount(), 1);
        lab.window.model()->setVariant(QStringLiteral("local"));
        QVERIFY(lab.dock()->mapHighlights().isEmpty());
        QVERIFY(lab.dock()->highlightedTerms().isEmpty());
        QCOMPARE(highlights.last().at(1).toStringList(), QStringList());
        QVERIFY(lab.window.comparisonView()->exactView()->highlights().isEmpty());
        QVERIFY(lab.dock()->stepPage()->formulaView()->highlightedTerm().isEmpty());
        // Back to the step: back again.
        lab.dock()->backToStep();
        QCOMPARE(lab.window.comparisonView()->exactView()->highlights().rows, std::vector<int> { 7 });
        // Step 2 points at cells and keys; leaving the lesson clears everything.
        lab.dock()->nextStep();
        QCOMPARE(lab.dock()->mapHighlights().columns, (std::vector<int> { 5, 6, 7 }));
        QCOMPARE(lab.dock()->mapHighlights().cells.size(), std::size_t(3));
        lab.dock()->leaveLesson();
        QVERIFY(lab.window.comparisonView()->exactView()->highlights().isEmpty());
    }

    void progressSurvivesANewWindow()
    {
        {
            Window lab;
            QVERIFY(lab.window.openLesson(kLessonId, 2));
            lab.window.close();
        }
        {
            Window lab;
            QTreeWidgetItem* item = lab.dock()->courseList()->itemOfLesson(kLessonId);
            QVERIFY(item);
            QCOMPARE(item->text(1), QStringLiteral("2/3"));
            QCOMPARE(lab.dock()->courseList()->chapterTitles(), QStringList { QStringLiteral("Chapter 2") });
            // The saved lab state still stands at the lesson's step: the dock shows it again.
            QCOMPARE(lab.dock()->currentStep(), 1);
            lab.dock()->leaveLesson();
            // Opening the lesson opens the step it was left at.
            emit lab.dock()->courseList()->lessonChosen(kLessonId);
            QCOMPARE(lab.dock()->currentStep(), 1);
            lab.dock()->nextStep(); // the last step: finished
            QCOMPARE(lab.dock()->courseList()->itemOfLesson(kLessonId)->text(1), QStringLiteral("\u2713"));
            lab.window.close();
        }
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("lessons/%1/step").arg(kLessonId)).toInt(), 2);
        QVERIFY(settings.value(QStringLiteral("lessons/%1/finished").arg(kLessonId)).toBool());
    }

    void unknownLessonsAndStepsAreRefused()
    {
        Window lab;
        const app::LabState before = lab.state();
        QVERIFY(!lab.window.openLesson(QStringLiteral("no-such-lesson"), 1));
        QVERIFY(lab.statusText().contains(QStringLiteral("no-such-lesson")));
        QVERIFY(!lab.window.openLesson(kLessonId, 4));
        QVERIFY(lab.statusText().contains(QStringLiteral("no step 4")));
        QVERIFY(!lab.window.openLesson(kLessonId, 0));
        QCOMPARE(lab.state(), before);
        QVERIFY(lab.dock()->showsCourse());
    }

    void badLessonFilesAreListedNeverFatal()
    {
        QTemporaryDir folder;
        const QString bad = folder.filePath(QStringLiteral("bad.lesson"));
        writeText(bad, readText(kLessonFile).replace(QStringLiteral("variant: local"), QStringLiteral("variant: lokal")));
        Window lab;
        QVERIFY(!lab.window.openLessonFile(bad));
        app::LessonFaultsDialog* dialog = lab.dock()->faultsDialog();
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->faultText().contains(bad + QStringLiteral(":52: variant: unknown variant 'lokal'")),
            qPrintable(dialog->faultText()));
        QVERIFY(lab.dock()->showsCourse());
        dialog->close();

        // A good file joins the course under its chapter and opens; the folder's faulty files are listed.
        const QString good = folder.filePath(QStringLiteral("mine.lesson"));
        writeText(good,
            readText(kLessonFile)
                .replace(QStringLiteral("lesson: local-window"), QStringLiteral("lesson: my-window"))
                .replace(QStringLiteral("chapter: 2"), QStringLiteral("chapter: 5")));
        QVERIFY(lab.window.openLessonFile(good));
        QCOMPARE(lab.dock()->currentLesson()->id, QStringLiteral("my-window"));
        QCOMPARE(lab.dock()->courseList()->chapterTitles(),
            (QStringList { QStringLiteral("Chapter 2"), QStringLiteral("Chapter 5") }));

        Window faulty(app::loadLessonFolder(sourcePath(QStringLiteral("tests/app/lessons/library"))));
        QVERIFY(!faulty.dock()->faults().empty());
        QVERIFY(faulty.dock()->problemsButton()->isVisibleTo(faulty.dock()));
        QVERIFY(faulty.statusText().contains(QStringLiteral("could not be read")));
        faulty.dock()->problemsButton()->click();
        QVERIFY(faulty.dock()->faultsDialog()->faultText().contains(QStringLiteral("c_broken.lesson:")));
        QVERIFY(faulty.dock()->courseList()->itemOfLesson(QStringLiteral("first-look")));
    }

    void firstLaunchMeetsTheWelcomeLesson()
    {
        {
            app::LessonLibrary course = testCourse();
            course.lessons.front().id = QStringLiteral("welcome");
            Window lab(course);
            QVERIFY(lab.dock()->currentLesson());
            QCOMPARE(lab.dock()->currentLesson()->id, QStringLiteral("welcome"));
            QCOMPARE(lab.dock()->currentStep(), 0);
            QCOMPARE(lab.state().setup.variantId, std::string("full"));
            QTRY_VERIFY(lab.inFront(QStringLiteral("lessonDock")));
        }
        QSettings().clear();
        {
            Window lab; // no welcome lesson: the lab as it always opened
            QVERIFY(!lab.dock()->currentLesson());
            QVERIFY(!lab.state().lesson);
        }
    }

    void numbersAndFormulasOfAStep()
    {
        app::LessonLibrary course;
        course.lessons.push_back(formulaLesson(QStringLiteral("formulas")));
        Window lab(course);
        QVERIFY(lab.window.openLesson(QStringLiteral("formulas"), 1));
        app::StepPage* page = lab.dock()->stepPage();
        QVERIFY(page->formulaView()->isTypeset());
        QCOMPARE(page->typesetFormulaCount(), 1); // the display formula of the text
        if (!page->hasOutcome())
            QVERIFY(page->bodyText().contains(QStringLiteral("\u2026 tokens")));
        QVERIFY(lab.settle());
        QTRY_VERIFY(page->hasOutcome());
        QVERIFY2(!page->bodyText().contains(QStringLiteral("\u2026")), qPrintable(page->bodyText()));

        // A larger font on the dock (presentation mode) draws the formulas larger.
        const auto imageWidth = [page] {
            static const QRegularExpression width(QStringLiteral("<img [^>]*width=\"(\\d+)\""));
            return width.match(page->bodyHtml()).captured(1).toInt();
        };
        const int before = imageWidth();
        QVERIFY(before > 0);
        QFont larger = lab.dock()->font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        lab.dock()->setFont(larger);
        QTRY_VERIFY(imageWidth() > before * 3 / 2);
        QVERIFY(page->textView()->font().pointSizeF() > lab.window.font().pointSizeF() * 1.5);
    }

    void theStepsQuestionHasTheComputedAnswer()
    {
        Window lab;
        QVERIFY(lab.window.openLesson(kLessonId, 2));
        app::QuestionView* question = lab.dock()->stepPage()->questionView();
        QVERIFY(question->isVisibleTo(lab.dock()->stepPage()));
        QVERIFY(lab.settle());
        QTRY_VERIFY(lab.dock()->stepPage()->hasOutcome());
        QPushButton* reveal = nullptr;
        for (QPushButton* button : question->findChildren<QPushButton*>())
            if (button->text().contains(QStringLiteral("Reveal")))
                reveal = button;
        QVERIFY(reveal);
        reveal->click();
        QVERIFY(question->isAnswered());
        // The window evaluates 33 of the 144 pairs of the 12 tokens.
        QVERIFY2(question->feedbackHtml().contains(QStringLiteral("0.229")), qPrintable(question->feedbackHtml()));
        // The first step has no question.
        lab.dock()->previousStep();
        QVERIFY(!question->isVisibleTo(lab.dock()->stepPage()));
    }

    void inlineFormulasSitOnTheBaseline()
    {
        // Formulas as render.mjs would write them: a box standing on its baseline, half an em high, and a tall bar
        // from 0.4 em below the baseline to 1.2 em above it (taller than the text's line both ways).
        QTemporaryDir folder;
        const auto writeBox = [&folder](const QString& tex, const QString& viewBox, const QString& path) {
            writeText(folder.filePath(widgets::formulaKey(tex, widgets::FormulaStyle::Inline) + QStringLiteral(".svg")),
                QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%1\"><title>\\textstyle %2</title>"
                               "<g fill=\"currentColor\" transform=\"scale(1,-1)\"><path d=\"%3\"/></g></svg>")
                    .arg(viewBox, tex, path));
        };
        const QString tex = QStringLiteral("\\blacksquare");
        writeBox(tex, QStringLiteral("-100 -600 700 800"), QStringLiteral("M0 0H500V500H0Z"));
        writeBox(QStringLiteral("\\Vert"), QStringLiteral("-100 -1300 400 1800"), QStringLiteral("M0 -400H200V1200H0Z"));
        for (const int points : { 9, 13, 20, 28 }) {
            app::LessonText text;
            QFont font = text.font();
            font.setPointSize(points);
            text.setFont(font);
            text.resize(40 * points, 10 * points);
            app::FormulaLook look;
            look.font = font;
            look.folders = { folder.path() };
            const QString box = app::formulaHtml(tex, widgets::FormulaStyle::Inline, look);
            QVERIFY(box.startsWith(QStringLiteral("<img")));
            // The box alone, and beside the bar that makes the line: on the baseline of "x".
            const QString tall = app::formulaHtml(QStringLiteral("\\Vert"), widgets::FormulaStyle::Inline, look);
            QVERIFY(tall.startsWith(QStringLiteral("<img")));
            for (const QString& line : { QStringLiteral("<p>x %1 x</p>").arg(box),
                     QStringLiteral("<p>x %1 x %2</p>").arg(box, tall) }) {
                text.setLessonHtml(line, look.anchorFont());
                text.show();
                const QList<int> bottoms = inkBottoms(text.grab().toImage());
                QVERIFY2(bottoms.size() >= 3, qPrintable(QString::number(bottoms.size())));
                QVERIFY2(std::abs(bottoms[1] - bottoms[0]) <= 1 && std::abs(bottoms[2] - bottoms[0]) <= 1,
                    qPrintable(QStringLiteral("%1 pt: x at %2, box at %3, x at %4")
                                   .arg(points)
                                   .arg(bottoms[0])
                                   .arg(bottoms[1])
                                   .arg(bottoms[2])));
            }
        }
    }

    void languageOfTheLessons()
    {
        Window lab;
        lab.dock()->setLanguage(QStringLiteral("zh_TW"));
        QVERIFY(lab.window.openLesson(kLessonId, 1));
        QCOMPARE(lab.dock()->stepPage()->titleText(), QStringLiteral("每個查詢讀取每個鍵"));
        lab.dock()->setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(lab.dock()->stepPage()->titleText(), QStringLiteral("每个查询读取每个键"));
        QCOMPARE(lab.dock()->courseList()->itemOfLesson(kLessonId)->text(0), QStringLiteral("透过窗口看注意力"));
    }
};

QTEST_MAIN(TestLessonPlayer)
#include "test_lesson_player.moc"
