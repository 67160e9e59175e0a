// The lesson dock's step page scrolls without endless resizing: a vertical scroll bar that came and went with the
// text's height changed the page's width, the text wrapped to another height, and at a view height between the two
// the page and the scroll area resized each other until the stack overflowed (seen under Xvfb on a step of the
// choosing-a-method lesson in zh_TW). So the page's width must not depend on whether it overflows the view, and
// every height of the view, one pixel at a time, settles with the text as tall as its content.
#include "app/lessons/lesson_library.h"
#include "app/player/lesson_dock.h"
#include "app/player/lesson_text.h"
#include "app/player/step_page.h"
#include "app/window/main_window.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>

using namespace attnlab;

namespace {

// One step whose text is long enough to wrap into many lines at any width the dock gets.
app::LessonLibrary longTextCourse()
{
    app::Lesson lesson;
    lesson.id = QStringLiteral("long-text");
    lesson.chapter = 1;
    lesson.title.insert(QStringLiteral("en"), QStringLiteral("Long text"));
    app::LessonStep step;
    step.id = QStringLiteral("one");
    step.state.setup.variantId = "full";
    step.title.insert(QStringLiteral("en"), QStringLiteral("A step with a long text"));
    QString text;
    for (int paragraph = 0; paragraph < 6; ++paragraph)
        text += QStringLiteral("The pattern needs fewer multiply-adds than exact attention, yet each of them fetches "
                               "its key from a scattered row and uses it once, so the time falls less than the "
                               "count.\n\n");
    step.text.insert(QStringLiteral("en"), text);
    lesson.steps.push_back(step);
    app::LessonLibrary course;
    course.lessons.push_back(lesson);
    return course;
}

} // namespace

class TestStepScroll : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void everyViewHeightSettles()
    {
        app::MainWindow window(longTextCourse());
        window.resize(1600, 900);
        window.show();
        QString problem;
        QVERIFY2(window.openLesson(QStringLiteral("long-text"), 1, &problem), qPrintable(problem));
        auto* scroll = window.lessonDock()->findChild<QScrollArea*>(QStringLiteral("stepScroll"));
        QVERIFY(scroll);
        app::StepPage* page = window.lessonDock()->stepPage();
        app::LessonText* text = page->textView();
        QVERIFY(text->plainText().contains(QStringLiteral("scattered row")));
        const int width = 260; // as narrow as the dock gets beside the maps
        int scrolled = 0;
        for (int height = 80; height <= 2400; height += 2) {
            scroll->resize(width, height);
            scrolled += page->height() > scroll->viewport()->height() ? 1 : 0;
            // The text is exactly as tall as its content at the width it settled at: nothing is cut off.
            const int content = static_cast<int>(std::ceil(text->document()->size().height())) + 2 * text->frameWidth();
            QVERIFY2(text->height() == content,
                qPrintable(QStringLiteral("view height %1: text %2 px for %3 px of content")
                               .arg(height)
                               .arg(text->height())
                               .arg(content)));
        }
        // The range ran from views that scroll to views that hold the whole page.
        QVERIFY(scrolled > 0);
        QVERIFY(scrolled < (2400 - 80) / 2 + 1);
    }

    void thePagesWidthDoesNotDependOnItsHeight()
    {
        // A step that fits the view and one that overflows it: the page gets the same width for both.
        app::LessonLibrary course = longTextCourse();
        app::LessonStep shortStep = course.lessons.front().steps.front();
        shortStep.id = QStringLiteral("short");
        shortStep.text.insert(QStringLiteral("en"), QStringLiteral("A short text."));
        course.lessons.front().steps.push_back(shortStep);
        app::MainWindow window(course);
        window.resize(1600, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* scroll = window.lessonDock()->findChild<QScrollArea*>(QStringLiteral("stepScroll"));
        QVERIFY(scroll);
        app::StepPage* page = window.lessonDock()->stepPage();
        const auto widthAt = [&](int step, bool overflows) {
            if (!window.openLesson(QStringLiteral("long-text"), step))
                qFatal("cannot open step %d", step);
            QTest::qWait(200);
            if ((page->sizeHint().height() > scroll->viewport()->height()) != overflows)
                qFatal("step %d: page %d px high in a view of %d px", step, page->sizeHint().height(),
                    scroll->viewport()->height());
            return page->width();
        };
        const int fitting = widthAt(2, false);
        const int overflowing = widthAt(1, true);
        QCOMPARE(overflowing, fitting);
    }
};

QTEST_MAIN(TestStepScroll)
#include "test_step_scroll.moc"
