#pragma once

#include <QObject>
#include <QStringList>

class QMimeData;
class QWidget;

namespace attnlab::app {

class LabModel;

// Brings the user's own Q, K, V into the lab: from File > Import (the dialog) or from files dropped on the window.
// A complete set becomes the input at once; part of a set opens the dialog with what was dropped filled in; a
// refused file leaves the input as it was and says which file is at fault.
class QkvImporter : public QObject {
    Q_OBJECT

public:
    QkvImporter(LabModel* model, QWidget* window);

    void openDialog();
    // Whether a drag carries local files worth offering to import.
    static bool acceptsDrag(const QMimeData& mime);
    void importDropped(const QMimeData& mime);

private:
    void importDroppedFiles(const QStringList& paths);
    void rememberFolder(const QString& folder) const;
    QString rememberedFolder() const;

    LabModel* m_model = nullptr;
    QWidget* m_window = nullptr;
};

} // namespace attnlab::app
