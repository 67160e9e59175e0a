#include "app/player/lesson_progress.h"

#include <QSettings>

namespace attnlab::app {

namespace {

QString key(const QString& lessonId, const char* name)
{
    // Lesson ids are letters, digits, '_' and '-' (the reader checks): safe as a settings key.
    return QStringLiteral("lessons/%1/%2").arg(lessonId, QLatin1String(name));
}

} // namespace

LessonProgress readLessonProgress(const QString& lessonId)
{
    const QSettings settings;
    LessonProgress progress;
    progress.started = settings.contains(key(lessonId, "step"));
    progress.step = std::max(0, settings.value(key(lessonId, "step"), 0).toInt());
    progress.finished = settings.value(key(lessonId, "finished"), false).toBool();
    return progress;
}

void saveLessonProgress(const QString& lessonId, const LessonProgress& progress)
{
    QSettings settings;
    settings.setValue(key(lessonId, "step"), progress.step);
    settings.setValue(key(lessonId, "finished"), progress.finished);
}

} // namespace attnlab::app
