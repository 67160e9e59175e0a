#pragma once

#include "app/session/session_file.h"
#include "app/state/lab_state.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QMainWindow;

namespace attnlab::app {

class LabModel;

// The session the window holds: the file it came from (or none: "Untitled"), the state as last opened or saved,
// and so whether the lab's state has changed since (modified = the model's state differs from the saved one, so
// undoing back to it clears the mark). It also keeps the recently used session files (QSettings). No dialogs
// here: SessionCommands asks the user; this class opens, saves and throws.
class SessionDocument : public QObject {
    Q_OBJECT

public:
    // `window` lends its dock layout to the files written and takes the layout of the files opened.
    SessionDocument(LabModel* model, QMainWindow* window);

    QString filePath() const { return m_path; } // empty: Untitled
    QString displayName() const; // the file's name, or "Untitled"
    QString windowTitle() const; // "lesson.attnlab[*] — Attention Lab", for QWidget::setWindowModified
    bool isModified() const;
    const LabState& savedState() const { return m_saved; }

    // The current state becomes the saved one (the window calls this once it has restored its last inputs).
    void markSaved();
    // A fresh, Untitled session at the lab's default state.
    void newSession();
    // Replaces the state and the dock layout with a session file's. Throws core::Error naming the file and the
    // field at fault; then nothing has changed.
    void open(const QString& path);
    // Writes the current state and layout to the current file (which there must be) or to `path`, which then
    // becomes the current file. Throws core::Error naming the file; the file and the mark stay as they were.
    void save();
    void saveAs(const QString& path);
    // Continues another document's session (the window rebuilt for another language): same file, same saved
    // state, same mark.
    void continueFrom(const SessionDocument& other);

    // The session files opened or saved lately, newest first, at most kRecentFiles; files gone are left out.
    QStringList recentFiles() const;
    void clearRecentFiles();
    static constexpr int kRecentFiles = 10;

signals:
    void modifiedChanged(bool modified);
    void fileChanged(const QString& path);
    // The state was replaced as a whole by New or Open (not by an edit): what came before is no longer this
    // session's history (the undo stack is cleared on it).
    void sessionReplaced();
    void recentFilesChanged();

private:
    void follow();
    void becomeFile(const QString& path);
    void remember(const QString& path);

    LabModel* m_model = nullptr;
    QMainWindow* m_window = nullptr;
    QString m_path;
    LabState m_saved;
    bool m_modifiedShown = false;
};

} // namespace attnlab::app
