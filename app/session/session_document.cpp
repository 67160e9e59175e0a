#include "app/session/session_document.h"

#include "app/state/lab_model.h"
#include "core/error.h"

#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>

namespace attnlab::app {

namespace {

const QString kRecentKey = QStringLiteral("session/recent");

} // namespace

SessionDocument::SessionDocument(LabModel* model, QMainWindow* window)
    : QObject(window), m_model(model), m_window(window), m_saved(model->state())
{
    connect(m_model, &LabModel::changed, this, &SessionDocument::follow);
}

QString SessionDocument::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

QString SessionDocument::windowTitle() const
{
    return tr("%1[*] — Attention Lab").arg(displayName());
}

bool SessionDocument::isModified() const
{
    return m_model->state() != m_saved;
}

void SessionDocument::follow()
{
    const bool modified = isModified();
    if (modified == m_modifiedShown)
        return;
    m_modifiedShown = modified;
    emit modifiedChanged(modified);
}

void SessionDocument::markSaved()
{
    m_saved = m_model->state();
    follow();
}

void SessionDocument::becomeFile(const QString& path)
{
    m_saved = m_model->state();
    const bool moved = path != m_path;
    m_path = path;
    if (moved)
        emit fileChanged(m_path);
    follow();
}

void SessionDocument::newSession()
{
    m_model->setState(LabState());
    becomeFile(QString());
    emit sessionReplaced();
}

void SessionDocument::open(const QString& path)
{
    const Session session = readSessionFile(path);
    const QByteArray layoutBefore = m_window->saveState();
    // The layout first: it brings dock tabs forward, and the state's own front dock must win.
    if (!session.windowLayout.isEmpty())
        m_window->restoreState(session.windowLayout);
    try {
        m_model->setState(session.state);
    } catch (const core::Error& error) {
        m_window->restoreState(layoutBefore);
        throw core::Error((QFileInfo(path).fileName() + QStringLiteral(": ")).toStdString() + error.what());
    }
    becomeFile(QFileInfo(path).absoluteFilePath());
    remember(m_path);
    emit sessionReplaced();
}

void SessionDocument::save()
{
    if (m_path.isEmpty())
        throw core::Error("an Untitled session has no file to save to: save it as a file");
    saveAs(m_path);
}

void SessionDocument::saveAs(const QString& path)
{
    writeSessionFile(path, Session { m_model->state(), m_window->saveState() });
    becomeFile(QFileInfo(path).absoluteFilePath());
    remember(m_path);
}

void SessionDocument::continueFrom(const SessionDocument& other)
{
    m_saved = other.m_saved;
    const bool moved = other.m_path != m_path;
    m_path = other.m_path;
    if (moved)
        emit fileChanged(m_path);
    follow();
}

QStringList SessionDocument::recentFiles() const
{
    QStringList files;
    for (const QString& file : QSettings().value(kRecentKey).toStringList())
        if (QFileInfo::exists(file) && !files.contains(file) && files.size() < kRecentFiles)
            files.append(file);
    return files;
}

void SessionDocument::remember(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kRecentFiles)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    emit recentFilesChanged();
}

void SessionDocument::clearRecentFiles()
{
    QSettings().remove(kRecentKey);
    emit recentFilesChanged();
}

} // namespace attnlab::app
