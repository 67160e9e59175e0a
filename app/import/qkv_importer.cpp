#include "app/import/qkv_importer.h"

#include "app/import/dialog.h"
#include "app/import/qkv_files.h"
#include "app/state/lab_model.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>

namespace attnlab::app {

namespace {

const QString kFolderKey = QStringLiteral("import/folder");

} // namespace

QkvImporter::QkvImporter(LabModel* model, QWidget* window) : QObject(window), m_model(model), m_window(window) { }

QString QkvImporter::rememberedFolder() const
{
    return QSettings().value(kFolderKey, QDir::homePath()).toString();
}

void QkvImporter::rememberFolder(const QString& folder) const
{
    if (!folder.isEmpty())
        QSettings().setValue(kFolderKey, folder);
}

void QkvImporter::openDialog()
{
    ImportDialog dialog(m_window);
    dialog.setStartFolder(rememberedFolder());
    const int answer = dialog.exec();
    // The folder the user browsed to is worth remembering even when the import was cancelled.
    rememberFolder(dialog.startFolder());
    if (answer != QDialog::Accepted)
        return;
    ImportedInput input = dialog.result();
    if (!input.files.isEmpty())
        rememberFolder(QFileInfo(input.files.first()).absolutePath());
    m_model->setImported(importedFiles(std::move(input)));
}

bool QkvImporter::acceptsDrag(const QMimeData& mime)
{
    return !localFilesFromMimeData(mime).isEmpty();
}

void QkvImporter::importDropped(const QMimeData& mime)
{
    const QStringList paths = localFilesFromMimeData(mime);
    if (!paths.isEmpty())
        importDroppedFiles(paths);
}

void QkvImporter::importDroppedFiles(const QStringList& paths)
{
    QString error;
    if (const auto roles = assignDroppedFiles(paths, &error)) {
        try {
            m_model->setImported(importedFiles(importQkv((*roles)[RoleQ], (*roles)[RoleK], (*roles)[RoleV], (*roles)[RoleX])));
        } catch (const core::Error& failure) {
            // The previous input stays; the message names the file and the fault.
            QMessageBox::warning(m_window, tr("Cannot import"), QString::fromUtf8(failure.what()));
        }
        return;
    }
    // Part of a set: let the user complete it in the dialog, with what was dropped already filled in.
    QString partialError;
    if (const auto partial = placeFilesByName(paths, &partialError)) {
        ImportDialog dialog(m_window);
        dialog.setStartFolder(rememberedFolder());
        for (std::size_t role = RoleQ; role < kInputRoleCount; ++role)
            if (!(*partial)[role].isEmpty())
                dialog.setPath(static_cast<InputRole>(role), (*partial)[role]);
        if (dialog.exec() == QDialog::Accepted)
            m_model->setImported(importedFiles(dialog.result()));
        return;
    }
    QMessageBox::warning(m_window, tr("Cannot import"), error);
}

} // namespace attnlab::app
