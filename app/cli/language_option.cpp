#include "app/cli/language_option.h"

#include "app/cli/usage_error.h"
#include "app/lessons/lesson.h"

#include <QStringList>

namespace attnlab::app {

QString takeLanguageOption(ArgumentList& list)
{
    const QString language = list.takeValue(QStringLiteral("lang")).value_or(QStringLiteral("en"));
    if (!lessonLanguages().contains(language))
        throw UsageError(QStringLiteral("--lang: unknown language '%1' (known: %2)")
                             .arg(language, lessonLanguages().join(QStringLiteral(", ")))
                             .toStdString());
    return language;
}

} // namespace attnlab::app
