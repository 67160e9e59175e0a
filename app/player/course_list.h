#pragma once

#include "app/lessons/lesson.h"
#include "app/player/lesson_progress.h"

#include <QTreeWidget>

#include <map>
#include <vector>

namespace attnlab::app {

// The course: its chapters in order, each titled in the interface language ("Chapter N" when its lessons give no
// title), with the chapter's lessons below and a mark of how far the learner got in each.
class CourseList : public QTreeWidget {
    Q_OBJECT

public:
    explicit CourseList(QWidget* parent = nullptr);

    // The lessons in course order (LessonLibrary::lessons) and each one's progress, by lesson id.
    void showCourse(const std::vector<Lesson>& lessons, const std::map<QString, LessonProgress>& progress,
        const QString& language);
    // The lesson of an item (empty for a chapter).
    static QString lessonOf(const QTreeWidgetItem* item);
    QTreeWidgetItem* itemOfLesson(const QString& lessonId) const;
    // The chapter titles shown, in order.
    QStringList chapterTitles() const;

signals:
    void lessonChosen(const QString& lessonId);
};

} // namespace attnlab::app
