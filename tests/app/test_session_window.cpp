// Sessions in the window: File > New, Open, Open Recent, Save, Save As; the title and its modified mark; the
// question before unsaved changes are set aside; opening by drop and from the command line.
#include "app/compute/controller.h"
#include "app/language/interface_language.h"
#include "app/lessons/lesson_library.h"
#include "app/state/lab_history.h"
#include "app/player/lesson_dock.h"
#include "app/session/session_commands.h"
#include "app/session/session_document.h"
#include "app/session/session_file.h"
#include "app/state/lab_model.h"
#include "app/window/desktop_app.h"
#include "app/window/desktop_arguments.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "source_tree.h"

#include <QAction>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QUndoStack>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

using Answer = app::SessionPrompts::Answer;

// Answers the window's questions as a test tells it to, and remembers what was asked.
struct ScriptedPrompts {
    Answer answer = Answer::Cancel;
    QString saveTo; // what Save As… chooses; empty: cancelled
    QString openPath; // what Open… chooses
    QStringList asked; // the names askToSave was asked about
    QStringList problems; // the messages shown

    void install(app::MainWindow& window)
    {
        app::SessionPrompts prompts;
        prompts.askToSave = [this](const QString& name) {
            asked << name;
            return answer;
        };
        prompts.chooseFileToOpen = [this](const QString&) { return openPath; };
        prompts.chooseFileToSave = [this](const QString&) { return saveTo; };
        prompts.showProblem = [this](const QString&, const QString& message) { problems << message; };
        window.session()->setPrompts(prompts);
    }
};

app::LessonLibrary testCourse()
{
    return app::loadLessonFiles({ sourcePath(QStringLiteral("tests/app/lessons/local_window.lesson")) });
}

void waitForOutcome(app::MainWindow& window)
{
    QSignalSpy finished(window.controller(), &app::ComputeController::finished);
    QVERIFY(finished.wait(30000));
    while (finished.wait(300)) { }
}

QString badSession(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("broken.attnlab"));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(R"({"format": "attention-lab-state", "version": 2, "input": {"source": "text"},
                   "variant": {"id": "local", "params": {"local": {"before": -3}}}})");
    return path;
}

void drop(QWidget& target, const QString& path)
{
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&target, &dropped);
}

} // namespace

class TestSessionWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-session-window-test"));
    }

    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }

    void theFileMenuHasTheSessionCommands()
    {
        app::MainWindow window;
        app::SessionCommands* session = window.session();
        QCOMPARE(session->newAction()->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(session->openAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_O));
        QCOMPARE(session->saveAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
        QCOMPARE(session->saveAsAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        // Ctrl+O opens a session now: the import moved to Ctrl+I.
        auto* import = window.findChild<QAction*>(QStringLiteral("importAction"));
        QVERIFY(import);
        QCOMPARE(import->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
        QVERIFY(import->toolTip().contains("Ctrl+I"));
        QVERIFY(session->recentMenu()->menuAction()->isVisible());
    }

    void theTitleAndTheMarkFollowEditsAndSaving()
    {
        QTemporaryDir dir;
        app::MainWindow window;
        ScriptedPrompts prompts;
        prompts.install(window);
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] — Attention Lab"));
        QVERIFY(!window.isWindowModified());
        const bool causal = window.model()->state().setup.causal;
        window.model()->setCausal(!causal);
        QVERIFY(window.isWindowModified());
        // Back to the saved state: nothing to save any more.
        window.model()->setCausal(causal);
        QVERIFY(!window.isWindowModified());
        window.model()->setCausal(!causal);
        // Save of an Untitled session is Save As…; cancelled, nothing changes.
        window.session()->saveAction()->trigger();
        QVERIFY(window.isWindowModified());
        prompts.saveTo = dir.filePath("class.attnlab");
        window.session()->saveAction()->trigger();
        QVERIFY(QFile::exists(prompts.saveTo));
        QCOMPARE(window.windowTitle(), QStringLiteral("class.attnlab[*] — Attention Lab"));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.session()->document()->filePath(), prompts.saveTo);
        QVERIFY(app::readSessionFile(prompts.saveTo).state == window.model()->state());
        window.model()->setVariant(QStringLiteral("bigbird"));
        QVERIFY(window.isWindowModified());
        // Save writes to the file without asking where.
        prompts.saveTo.clear();
        window.session()->saveAction()->trigger();
        QVERIFY(!window.isWindowModified());
        QCOMPARE(app::readSessionFile(dir.filePath("class.attnlab")).state.setup.variantId, std::string("bigbird"));
        QVERIFY(prompts.problems.isEmpty());
    }

    void closingWithUnsavedChangesAsks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("lecture.attnlab");
        app::MainWindow window;
        window.show();
        ScriptedPrompts prompts;
        prompts.install(window);
        // An Untitled window closes without asking: its state is kept as the last inputs.
        window.model()->setCausal(!window.model()->state().setup.causal);
        window.session()->document()->saveAs(path);
        window.model()->setQuery(3);
        const app::LabState edited = window.model()->state();

        prompts.answer = Answer::Cancel;
        QVERIFY(!window.close());
        QCOMPARE(prompts.asked, QStringList { "lecture.attnlab" });
        QVERIFY(window.isVisible());
        QVERIFY(window.model()->state() == edited);
        QVERIFY(window.isWindowModified());

        prompts.answer = Answer::Save;
        QVERIFY(window.close());
        QCOMPARE(prompts.asked.size(), 2);
        QVERIFY(app::readSessionFile(path).state == edited);
    }

    void closingAnUntitledWindowDoesNotAsk()
    {
        app::MainWindow window;
        window.show();
        ScriptedPrompts prompts;
        prompts.install(window);
        window.model()->setQuery(2);
        QVERIFY(window.isWindowModified());
        QVERIFY(window.close());
        QVERIFY(prompts.asked.isEmpty());
    }

    void newAndOpenAskAndCancelKeepsEverything()
    {
        QTemporaryDir dir;
        const QString other = dir.filePath("other.attnlab");
        app::writeSessionFile(other, app::Session { app::LabState(), QByteArray() });
        app::MainWindow window;
        ScriptedPrompts prompts;
        prompts.install(window);
        QSignalSpy replaced(window.session()->document(), &app::SessionDocument::sessionReplaced);
        window.model()->setVariant(QStringLiteral("performer"));
        window.model()->setCausal(true);
        const app::LabState edited = window.model()->state();

        prompts.answer = Answer::Cancel;
        window.session()->newAction()->trigger();
        QVERIFY(!window.session()->openFile(other));
        QCOMPARE(prompts.asked, (QStringList { "Untitled", "Untitled" }));
        QVERIFY(window.model()->state() == edited);
        QVERIFY(window.isWindowModified());
        QCOMPARE(replaced.count(), 0);

        // Save, then New: the work is in the file and the lab starts again.
        prompts.answer = Answer::Save;
        prompts.saveTo = dir.filePath("kept.attnlab");
        window.session()->newAction()->trigger();
        QVERIFY(app::readSessionFile(prompts.saveTo).state == edited);
        QVERIFY(window.model()->state() == app::LabState());
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] — Attention Lab"));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(replaced.count(), 1);

        // Discard, then Open.
        window.model()->setQuery(1);
        prompts.answer = Answer::Discard;
        prompts.openPath = prompts.saveTo;
        window.session()->openAction()->trigger();
        QCOMPARE(prompts.asked.size(), 4);
        QVERIFY(window.model()->state() == edited);
        QCOMPARE(window.windowTitle(), QStringLiteral("kept.attnlab[*] — Attention Lab"));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(replaced.count(), 2);
        // Nothing unsaved: nothing asked.
        QVERIFY(window.session()->openFile(other));
        QCOMPARE(prompts.asked.size(), 4);
    }

    void aBadFileIsShownAndChangesNothing()
    {
        QTemporaryDir dir;
        app::MainWindow window;
        ScriptedPrompts prompts;
        prompts.install(window);
        window.session()->document()->saveAs(dir.filePath("good.attnlab"));
        window.model()->setQuery(4);
        const app::LabState before = window.model()->state();
        const QByteArray layout = window.saveState();
        QSignalSpy replaced(window.session()->document(), &app::SessionDocument::sessionReplaced);
        prompts.answer = Answer::Discard;
        QVERIFY(!window.session()->openFile(badSession(dir)));
        QCOMPARE(prompts.problems.size(), 1);
        QVERIFY2(prompts.problems.first().startsWith("broken.attnlab: variant.params.local.before: "),
            qPrintable(prompts.problems.first()));
        QVERIFY(window.model()->state() == before);
        QCOMPARE(window.saveState(), layout);
        QCOMPARE(window.windowTitle(), QStringLiteral("good.attnlab[*] — Attention Lab"));
        QVERIFY(window.isWindowModified());
        QCOMPARE(replaced.count(), 0);
        QVERIFY(!window.session()->document()->recentFiles().contains(dir.filePath("broken.attnlab")));
    }

    void openRecentListsAndOpens()
    {
        QTemporaryDir dir;
        app::MainWindow window;
        ScriptedPrompts prompts;
        prompts.install(window);
        app::LabState first;
        first.setup.variantId = "bigbird";
        app::writeSessionFile(dir.filePath("first.attnlab"), app::Session { first, QByteArray() });
        QVERIFY(window.session()->openFile(dir.filePath("first.attnlab")));
        window.model()->setVariant(QStringLiteral("performer"));
        window.session()->document()->saveAs(dir.filePath("second.attnlab"));
        window.session()->document()->saveAs(dir.filePath("gone.attnlab"));
        QVERIFY(QFile::remove(dir.filePath("gone.attnlab")));
        window.session()->document()->saveAs(dir.filePath("second.attnlab")); // again: it moves to the top

        QMenu* recent = window.session()->recentMenu();
        QStringList names;
        QAction* firstEntry = nullptr;
        for (QAction* action : recent->actions()) {
            if (!action->data().toString().isEmpty())
                names << action->text();
            if (action->text() == "first.attnlab")
                firstEntry = action;
        }
        QCOMPARE(names, (QStringList { "second.attnlab", "first.attnlab" })); // newest first, the gone one left out
        QVERIFY(firstEntry);
        firstEntry->trigger();
        QCOMPARE(window.model()->state().setup.variantId, std::string("bigbird"));
        QCOMPARE(window.session()->document()->filePath(), dir.filePath("first.attnlab"));

        // At most ten.
        for (int i = 0; i < 12; ++i)
            window.session()->document()->saveAs(dir.filePath(QStringLiteral("s%1.attnlab").arg(i)));
        QCOMPARE(window.session()->document()->recentFiles().size(), 10);
        QCOMPARE(window.session()->document()->recentFiles().first(), dir.filePath("s11.attnlab"));

        auto* clear = recent->findChild<QAction*>(QStringLiteral("clearRecentSessions"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QVERIFY(window.session()->document()->recentFiles().isEmpty());
        for (QAction* action : window.session()->recentMenu()->actions())
            QVERIFY(action->data().toString().isEmpty());
    }

    void droppingASessionFileOpensIt()
    {
        QTemporaryDir dir;
        app::LabState state;
        state.setup.variantId = "strided";
        state.query = 2;
        app::writeSessionFile(dir.filePath("dropped.attnlab"), app::Session { state, QByteArray() });
        app::MainWindow window;
        window.show();
        drop(window, dir.filePath("dropped.attnlab"));
        QVERIFY(window.model()->state() == state);
        QCOMPARE(window.windowTitle(), QStringLiteral("dropped.attnlab[*] — Attention Lab"));
    }

    // The layout, the front dock and the lesson at its step come back; nothing is marked changed by coming back.
    void theLayoutAndTheLessonStepAreRestored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.attnlab");
        app::LabState saved;
        {
            app::MainWindow window(testCourse());
            window.show();
            QVERIFY(window.openLesson(QStringLiteral("local-window"), 2));
            window.findChild<QDockWidget*>(QStringLiteral("lraDock"))->hide();
            window.model()->setFrontDock(QStringLiteral("costDock"));
            // Saved with the Input dock over the Lesson dock: the step opened brings the lesson forward anyway.
            window.findChild<QDockWidget*>(QStringLiteral("inputDock"))->raise();
            window.session()->document()->saveAs(path);
            saved = window.model()->state();
        }
        QSettings().clear();
        app::MainWindow window(testCourse());
        window.show();
        waitForOutcome(window);
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("lraDock"))->isHidden());
        QVERIFY(window.lessonDock()->currentStep() != 1);
        QVERIFY(!window.isWindowModified()); // showing the window put a dock in front: not an edit
        QVERIFY(window.session()->openFile(path));
        QVERIFY(window.model()->state() == saved);
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("lraDock"))->isHidden());
        QCOMPARE(window.lessonDock()->currentLesson()->id, QStringLiteral("local-window"));
        QCOMPARE(window.lessonDock()->currentStep(), 1);
        QVERIFY(!window.lessonDock()->showsCourse());
        // In front: the Lesson dock over the Input dock, the Cost tab over the other analysis tabs.
        QTRY_VERIFY(!window.lessonDock()->visibleRegion().isEmpty());
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("inputDock"))->visibleRegion().isEmpty());
        QTRY_VERIFY(!window.findChild<QDockWidget*>(QStringLiteral("costDock"))->visibleRegion().isEmpty());
        waitForOutcome(window);
        QVERIFY(!window.isWindowModified());
    }

    // View > Language builds the window anew: the same session file, the same mark.
    void anotherLanguageKeepsTheSession()
    {
        QTemporaryDir dir;
        app::InterfaceLanguage language;
        language.apply(QStringLiteral("en"));
        app::MainWindowHost host(&language);
        app::MainWindow* english = host.window();
        english->session()->document()->saveAs(dir.filePath("kept.attnlab"));
        const std::optional<int> savedQuery = english->model()->state().query;
        english->model()->setQuery(savedQuery.value_or(0) + 1);
        QVERIFY(english->isWindowModified());
        language.apply(QStringLiteral("zh_TW"));
        app::MainWindow* chinese = host.window();
        QVERIFY(chinese != english);
        QCOMPARE(chinese->session()->document()->filePath(), dir.filePath("kept.attnlab"));
        QVERIFY(chinese->isWindowModified());
        QVERIFY(chinese->windowTitle().startsWith("kept.attnlab[*]"));
        chinese->model()->setQuery(savedQuery);
        QVERIFY(!chinese->isWindowModified()); // the saved state came along too
        language.apply(QStringLiteral("en"));
    }

    void theCommandLineOpensASession()
    {
        QTemporaryDir dir;
        app::LabState state;
        state.setup.variantId = "bigbird";
        state.logScale = true;
        const QString path = dir.filePath("argument.attnlab");
        app::writeSessionFile(path, app::Session { state, QByteArray() });
        app::MainWindow window;
        QString error;
        QCOMPARE(app::applyDesktopArguments(&window, app::parseDesktopArguments({ path }), &error), 0);
        QVERIFY(window.model()->state() == state);
        QCOMPARE(window.session()->document()->filePath(), path);
        QCOMPARE(window.windowTitle(), QStringLiteral("argument.attnlab[*] — Attention Lab"));

        app::MainWindow other;
        const app::LabState before = other.model()->state();
        QCOMPARE(app::applyDesktopArguments(&other, app::parseDesktopArguments({ badSession(dir) }), &error), 1);
        QVERIFY2(error.startsWith("attnlab: broken.attnlab: variant.params.local.before: "), qPrintable(error));
        QVERIFY(other.model()->state() == before);
    }

    void startingAtALessonStepIsNotAnEdit()
    {
        app::MainWindow window(testCourse());
        QString error;
        QCOMPARE(app::applyDesktopArguments(
                     &window, app::parseDesktopArguments({ "--lesson", "local-window", "--step", "2" }), &error),
            0);
        QVERIFY(window.model()->state().lesson.has_value());
        QCOMPARE(window.model()->state().lesson->step, 1);
        QVERIFY(!window.isWindowModified());
        QVERIFY(!window.history()->stack()->canUndo());
    }
};

QTEST_MAIN(TestSessionWindow)
#include "test_session_window.moc"
