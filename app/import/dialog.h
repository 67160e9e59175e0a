#pragma once

#include "app/import/qkv_files.h"

#include <QDialog>
#include <QTimer>

#include <array>
#include <optional>

class QAction;
class QDialogButtonBox;
class QFileSystemModel;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace attnlab::app {

// Asks for the user's own Q, K, V (and optional X) .npy files: a path field and a "Browse…" button per role,
// a status line that reads the files as they are chosen (their shapes, or the fault and the file it is in, in
// red), and OK only while the set is valid. .npy files dropped on the dialog are placed by their names.
// Everything is read by importQkv(), the path the command line and the tests share.
class ImportDialog : public QDialog {
    Q_OBJECT

public:
    explicit ImportDialog(QWidget* parent = nullptr);

    // Fills a field and checks the set at once (typing waits for a pause; see m_recheck).
    void setPath(InputRole role, const QString& path);
    QString path(InputRole role) const;
    QLineEdit* pathEdit(InputRole role) const { return m_rows[role].edit; }

    bool isValid() const { return m_result.has_value(); }
    // The inputs as read when the set last proved valid; an empty ImportedInput before that.
    ImportedInput result() const;
    QString statusText() const;
    QPushButton* okButton() const;

    // Where "Browse…" opens when no field names a folder yet (the caller may remember it across sessions).
    void setStartFolder(const QString& folder) { m_startFolder = folder; }
    QString startFolder() const { return m_startFolder; }

    void accept() override;

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    struct Row {
        QLineEdit* edit = nullptr;
        QAction* faultMark = nullptr; // a warning icon inside the field at fault, its tooltip the message
    };

    void buildRow(QGridLayout* grid, int line, InputRole role, const QString& label, const QString& help);
    void browse(InputRole role);
    void browseSeveral();
    // Fills fields from files placed by name; a full Q, K, V set replaces all four fields (X too).
    bool placeFiles(const QStringList& paths);
    void check();
    void showStatus(const QString& text, bool isError);
    void markFault(std::optional<InputRole> role, const QString& message);
    QString folderToBrowse(InputRole role) const;

    std::array<Row, kInputRoleCount> m_rows;
    QLabel* m_statusIcon = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QFileSystemModel* m_pathModel = nullptr; // completes typed paths
    QTimer m_recheck; // typing re-reads the files after a pause, not on every keystroke
    std::optional<ImportedInput> m_result;
    QString m_startFolder;
};

} // namespace attnlab::app
