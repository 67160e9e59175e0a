#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace attnlab::app {

// What the window's command line asks for (../shared/spec/cli.md):
//   attnlab [--lesson ID [--step N]] [--lang en|zh_TW|zh_CN] [SESSION.attnlab]
struct DesktopArguments {
    std::optional<QString> language; // a uiLanguages() code
    std::optional<QString> lessonId; // checked as a lesson id is written (letters, digits, '_', '-'), not looked up
    std::optional<int> step; // 1-based, only with a lesson
    std::optional<QString> session; // a .attnlab file to open, as given (read when the window opens it)

    bool operator==(const DesktopArguments& other) const
    {
        return language == other.language && lessonId == other.lessonId && step == other.step
            && session == other.session;
    }
};

// Throws UsageError (exit status 2) naming the argument at fault: an unknown option, a language that is not one of
// the interface's, a malformed lesson id, a step that is not a whole number of at least 1, a step without a lesson,
// more than one session file, a session file together with --lesson (the session holds its own lesson and step).
DesktopArguments parseDesktopArguments(const QStringList& arguments);

// Whether a word of the command line names a session file for the window: a *.attnlab name, or the path (it has a
// '/') of an existing file. A file manager passes the full path of a file its MIME database took for a session by
// its content (packaging/mime), whatever the file is called; no subcommand has a '/' in it.
bool namesSessionFile(const QString& word);

} // namespace attnlab::app
