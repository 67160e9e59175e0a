#include "app/player/course_list.h"

#include "app/lessons/lesson_place.h"
#include "app/player/lesson_language.h"

#include <QHeaderView>

namespace attnlab::app {

namespace {

constexpr int kLessonRole = Qt::UserRole + 1;

QString progressMark(const LessonProgress& progress, int steps)
{
    if (progress.finished)
        return QStringLiteral("\u2713"); // a check mark
    if (!progress.started)
        return {};
    return CourseList::tr("%1/%2").arg(std::min(progress.step + 1, steps)).arg(steps);
}

QString progressTip(const LessonProgress& progress, int steps)
{
    if (progress.finished)
        return CourseList::tr("Finished");
    if (!progress.started)
        return CourseList::tr("Not started: %n step(s)", nullptr, steps);
    return CourseList::tr("Left at step %1 of %2").arg(std::min(progress.step + 1, steps)).arg(steps);
}

} // namespace

CourseList::CourseList(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("courseList"));
    setColumnCount(2);
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setIndentation(fontMetrics().averageCharWidth() * 2);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // One click opens a lesson, as a table of contents does; Enter opens the selected one.
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (const QString id = lessonOf(item); !id.isEmpty())
            emit lessonChosen(id);
    });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const QString id = lessonOf(item); !id.isEmpty())
            emit lessonChosen(id);
    });
}

void CourseList::showCourse(const std::vector<Lesson>& lessons, const std::map<QString, LessonProgress>& progress,
    const QString& language)
{
    clear();
    QTreeWidgetItem* chapter = nullptr;
    int chapterNumber = -1;
    for (const Lesson& lesson : lessons) {
        if (!chapter || lesson.chapter != chapterNumber) {
            chapterNumber = lesson.chapter;
            const QString title = inLanguage(lesson.chapterTitle, language);
            chapter = new QTreeWidgetItem(this);
            chapter->setText(0, title.isEmpty() ? tr("Chapter %1").arg(lesson.chapter) : title);
            QFont bold = font();
            bold.setBold(true);
            chapter->setFont(0, bold);
            chapter->setFlags(Qt::ItemIsEnabled);
            chapter->setFirstColumnSpanned(true);
        }
        auto* item = new QTreeWidgetItem(chapter);
        item->setText(0, inLanguage(lesson.title, language));
        item->setData(0, kLessonRole, lesson.id);
        const auto found = progress.find(lesson.id);
        const LessonProgress shown = found != progress.end() ? found->second : LessonProgress {};
        const int steps = static_cast<int>(lesson.steps.size());
        item->setText(1, progressMark(shown, steps));
        // What the lesson builds on and teaches, under its progress: the course's map, where a lesson is chosen.
        QString tip = progressTip(shown, steps);
        const QString place = LessonPlace::describe(lesson, LessonPlace::assumedTitles(lesson, lessons, language));
        if (!place.isEmpty())
            tip += QLatin1Char('\n') + place;
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    expandAll();
}

QString CourseList::lessonOf(const QTreeWidgetItem* item)
{
    return item ? item->data(0, kLessonRole).toString() : QString();
}

QTreeWidgetItem* CourseList::itemOfLesson(const QString& lessonId) const
{
    for (int c = 0; c < topLevelItemCount(); ++c)
        for (int l = 0; l < topLevelItem(c)->childCount(); ++l)
            if (lessonOf(topLevelItem(c)->child(l)) == lessonId)
                return topLevelItem(c)->child(l);
    return nullptr;
}

QStringList CourseList::chapterTitles() const
{
    QStringList titles;
    for (int c = 0; c < topLevelItemCount(); ++c)
        titles << topLevelItem(c)->text(0);
    return titles;
}

} // namespace attnlab::app
