#include "app/session/session_commands.h"

#include "app/import/qkv_files.h"
#include "app/session/session_document.h"
#include "app/session/session_file.h"
#include "core/error.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>

namespace attnlab::app {

namespace {

SessionPrompts dialogsOf(QMainWindow* window)
{
    SessionPrompts prompts;
    prompts.askToSave = [window](const QString& name) {
        QMessageBox box(QMessageBox::Warning, SessionCommands::tr("Unsaved changes"),
            SessionCommands::tr("Save the changes to %1?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window);
        box.setInformativeText(SessionCommands::tr("Without saving, the changes are lost."));
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save:
            return SessionPrompts::Answer::Save;
        case QMessageBox::Discard:
            return SessionPrompts::Answer::Discard;
        default:
            return SessionPrompts::Answer::Cancel;
        }
    };
    prompts.chooseFileToOpen = [window](const QString& folder) {
        return QFileDialog::getOpenFileName(window, SessionCommands::tr("Open session"), folder,
            SessionCommands::tr("Attention Lab sessions (*.attnlab)"));
    };
    prompts.chooseFileToSave = [window](const QString& suggested) {
        QString path = QFileDialog::getSaveFileName(window, SessionCommands::tr("Save session"), suggested,
            SessionCommands::tr("Attention Lab sessions (*.attnlab)"));
        if (!path.isEmpty() && !isSessionFileName(path))
            path += QLatin1String(kSessionSuffix);
        return path;
    };
    prompts.showProblem
        = [window](const QString& title, const QString& message) { QMessageBox::warning(window, title, message); };
    return prompts;
}

} // namespace

SessionCommands::SessionCommands(LabModel* model, QMainWindow* window)
    : QObject(window), m_document(new SessionDocument(model, window)), m_window(window), m_prompts(dialogsOf(window))
{
    m_new = new QAction(tr("&New session"), this);
    m_new->setShortcut(QKeySequence::New);
    m_new->setToolTip(tr("Start again from the lab's default setup"));
    connect(m_new, &QAction::triggered, this, &SessionCommands::newSession);
    m_open = new QAction(tr("&Open session…"), this);
    m_open->setShortcut(QKeySequence::Open);
    m_open->setToolTip(tr("Open a saved session (.attnlab): its input, variant, view, lesson and layout"));
    connect(m_open, &QAction::triggered, this, &SessionCommands::chooseAndOpen);
    m_save = new QAction(tr("&Save session"), this);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Keep the whole setup in a session file (.attnlab)"));
    connect(m_save, &QAction::triggered, this, &SessionCommands::save);
    m_saveAs = new QAction(tr("Save session &as…"), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, &SessionCommands::saveAs);
    m_recent = new QMenu(tr("Open &recent"), window);
    m_recent->setObjectName(QStringLiteral("recentSessionsMenu"));
    connect(m_document, &SessionDocument::recentFilesChanged, this, &SessionCommands::fillRecentMenu);
    fillRecentMenu();

    connect(m_document, &SessionDocument::modifiedChanged, this, &SessionCommands::showTitle);
    connect(m_document, &SessionDocument::fileChanged, this, &SessionCommands::showTitle);
    showTitle();
}

void SessionCommands::addToMenu(QMenu* file)
{
    file->addAction(m_new);
    file->addAction(m_open);
    file->addMenu(m_recent);
    file->addAction(m_save);
    file->addAction(m_saveAs);
    file->addSeparator();
}

void SessionCommands::showTitle()
{
    m_window->setWindowTitle(m_document->windowTitle());
    m_window->setWindowModified(m_document->isModified());
}

void SessionCommands::fillRecentMenu()
{
    m_recent->clear();
    const QStringList files = m_document->recentFiles();
    for (const QString& file : files) {
        QAction* action = m_recent->addAction(QFileInfo(file).fileName(), this, [this, file] { openFile(file); });
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setData(file);
    }
    m_recent->addSeparator();
    QAction* clear = m_recent->addAction(tr("&Clear list"), m_document, &SessionDocument::clearRecentFiles);
    clear->setObjectName(QStringLiteral("clearRecentSessions"));
    clear->setEnabled(!files.isEmpty());
    m_recent->setEnabled(true);
}

bool SessionCommands::maySetAside(bool untitledAsks)
{
    if (!m_document->isModified() || (!untitledAsks && m_document->filePath().isEmpty()))
        return true;
    switch (m_prompts.askToSave(m_document->displayName())) {
    case SessionPrompts::Answer::Save:
        return save();
    case SessionPrompts::Answer::Discard:
        return true;
    case SessionPrompts::Answer::Cancel:
        break;
    }
    return false;
}

bool SessionCommands::mayClose()
{
    return maySetAside(false);
}

void SessionCommands::newSession()
{
    if (!maySetAside(true))
        return;
    try {
        m_document->newSession();
    } catch (const core::Error& error) {
        m_prompts.showProblem(tr("Cannot start a new session"), QString::fromUtf8(error.what()));
    }
}

void SessionCommands::chooseAndOpen()
{
    const QString folder
        = m_document->filePath().isEmpty() ? QString() : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = m_prompts.chooseFileToOpen(folder);
    if (!path.isEmpty())
        openFile(path);
}

bool SessionCommands::openFile(const QString& path)
{
    if (!maySetAside(true))
        return false;
    try {
        m_document->open(path);
        return true;
    } catch (const core::Error& error) {
        m_prompts.showProblem(tr("Cannot open the session"), QString::fromUtf8(error.what()));
        return false;
    }
}

bool SessionCommands::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    try {
        m_document->save();
        return true;
    } catch (const core::Error& error) {
        m_prompts.showProblem(tr("Cannot save the session"), QString::fromUtf8(error.what()));
        return false;
    }
}

bool SessionCommands::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
        ? QDir::home().filePath(tr("session") + QLatin1String(kSessionSuffix))
        : m_document->filePath();
    const QString path = m_prompts.chooseFileToSave(suggested);
    if (path.isEmpty())
        return false;
    try {
        m_document->saveAs(path);
        return true;
    } catch (const core::Error& error) {
        m_prompts.showProblem(tr("Cannot save the session"), QString::fromUtf8(error.what()));
        return false;
    }
}

QString SessionCommands::sessionFileIn(const QMimeData& mime)
{
    const QStringList files = localFilesFromMimeData(mime);
    if (files.size() == 1 && isSessionFileName(files.first()))
        return files.first();
    return QString();
}

} // namespace attnlab::app
