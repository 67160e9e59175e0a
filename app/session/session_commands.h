#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QMimeData;

namespace attnlab::app {

class LabModel;
class SessionDocument;

// What the session commands ask the user, replaceable so tests answer without a modal loop. The defaults are
// the usual dialogs.
struct SessionPrompts {
    enum class Answer { Save, Discard, Cancel };
    std::function<Answer(const QString& displayName)> askToSave; // unsaved changes: save them first?
    std::function<QString(const QString& folder)> chooseFileToOpen; // empty: cancelled
    std::function<QString(const QString& suggestedPath)> chooseFileToSave; // empty: cancelled
    std::function<void(const QString& title, const QString& message)> showProblem;
};

// File > New, Open…, Open Recent, Save, Save As… over the window's SessionDocument, the window's title and its
// modified mark. Before New or Open replace unsaved changes, and before a window holding a session file with
// unsaved changes closes, the user is asked Save / Discard / Cancel. Closing an Untitled window does not ask:
// its state is kept as the last inputs, which the next start restores.
class SessionCommands : public QObject {
    Q_OBJECT

public:
    SessionCommands(LabModel* model, QMainWindow* window);

    SessionDocument* document() const { return m_document; }
    void setPrompts(SessionPrompts prompts) { m_prompts = std::move(prompts); }

    // The commands at the top of the File menu, with their shortcuts (Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Shift+S).
    void addToMenu(QMenu* file);
    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QMenu* recentMenu() const { return m_recent; }

    void newSession();
    void chooseAndOpen();
    // Opens `path` after asking about unsaved changes; a file that does not open is shown in a message naming
    // the file and the field, and nothing changes. Returns whether it opened.
    bool openFile(const QString& path);
    bool save(); // Save As… when Untitled; false when cancelled or the write failed (the message says why)
    bool saveAs();
    // Whether the window may close: asks about unsaved changes of a session file. False: stay open.
    bool mayClose();

    // The session file a drag carries (one local .attnlab file), or nothing.
    static QString sessionFileIn(const QMimeData& mime);

private:
    bool maySetAside(bool untitledAsks);
    void showTitle();
    void fillRecentMenu();

    SessionDocument* m_document = nullptr;
    QMainWindow* m_window = nullptr;
    SessionPrompts m_prompts;
    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QMenu* m_recent = nullptr;
};

} // namespace attnlab::app
