#include "app/window/desktop_arguments.h"

#include "app/cli/argument_list.h"
#include "app/cli/usage_error.h"
#include "app/language/ui_language.h"
#include "app/session/session_file.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace attnlab::app {

DesktopArguments parseDesktopArguments(const QStringList& arguments)
{
    ArgumentList list(arguments);
    DesktopArguments parsed;
    parsed.language = list.takeValue(QStringLiteral("lang"));
    if (parsed.language && !isUiLanguage(*parsed.language))
        throw UsageError(QStringLiteral("option --lang takes one of %1, got '%2'")
                             .arg(uiLanguageCodes(), *parsed.language)
                             .toStdString());
    parsed.lessonId = list.takeValue(QStringLiteral("lesson"));
    // The same rule the lesson reader applies to a lesson's own id (app/lessons/lesson_reader.cpp).
    static const QRegularExpression lessonIdPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]*$"));
    if (parsed.lessonId && !lessonIdPattern.match(*parsed.lessonId).hasMatch())
        throw UsageError(QStringLiteral("option --lesson takes a lesson id (letters, digits, '_' or '-'), got '%1'")
                             .arg(*parsed.lessonId)
                             .toStdString());
    if (const auto step = list.takeValue(QStringLiteral("step"))) {
        bool ok = false;
        parsed.step = step->toInt(&ok);
        if (!ok || *parsed.step < 1)
            throw UsageError(
                QStringLiteral("option --step takes a step number, 1 or more, got '%1'").arg(*step).toStdString());
    }
    if (parsed.step && !parsed.lessonId)
        throw UsageError("option --step needs --lesson: it is a step of that lesson");
    for (const QString& word : list.takeWords()) {
        if (!namesSessionFile(word))
            throw UsageError(("unexpected argument '" + word + "'").toStdString());
        if (parsed.session)
            throw UsageError(QStringLiteral("one session file at a time, got '%1' and '%2'")
                                 .arg(*parsed.session, word)
                                 .toStdString());
        parsed.session = word;
    }
    if (parsed.session && parsed.lessonId)
        throw UsageError("a session file and --lesson do not go together: the session holds its own lesson and step");
    list.expectNothingLeft();
    return parsed;
}

bool namesSessionFile(const QString& word)
{
    return isSessionFileName(word) || (word.contains(QLatin1Char('/')) && QFileInfo(word).isFile());
}

} // namespace attnlab::app
