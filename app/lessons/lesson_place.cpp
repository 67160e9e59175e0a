#include "app/lessons/lesson_place.h"

#include <algorithm>

namespace attnlab::app {

QStringList LessonPlace::assumedTitles(const Lesson& lesson, const std::vector<Lesson>& course, const QString& language)
{
    QStringList titles;
    for (const QString& id : lesson.assumes) {
        const auto found
            = std::find_if(course.begin(), course.end(), [&](const Lesson& each) { return each.id == id; });
        if (found == course.end()) {
            titles << id;
            continue;
        }
        const QString title = found->title.value(language);
        titles << (title.isEmpty() ? found->title.value(QStringLiteral("en")) : title);
    }
    return titles;
}

QString LessonPlace::describe(const Lesson& lesson, const QStringList& assumedTitles)
{
    QStringList parts;
    if (!assumedTitles.isEmpty())
        parts << tr("Builds on: %1").arg(assumedTitles.join(tr(", ")));
    if (!lesson.covers.isEmpty()) {
        // "notes-a 2.1" is one name: a line may break between the sections, not inside one.
        QStringList sections;
        for (const QString& code : lesson.covers)
            sections << QString(code).replace(QLatin1Char(' '), QChar(0x00a0));
        parts << tr("Seed: %1").arg(sections.join(tr(", ")));
    }
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace attnlab::app
