#include "app/handout/saved_file.h"

#include "core/error.h"

#include <QSaveFile>

namespace attnlab::app {

void saveFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    const auto fail = [&](const QString& what) {
        file.cancelWriting();
        throw core::Error(QStringLiteral("cannot write %1: %2").arg(path, what).toStdString());
    };
    if (!file.open(QIODevice::WriteOnly))
        fail(file.errorString());
    if (file.write(bytes) != bytes.size())
        fail(file.errorString());
    if (!file.commit())
        fail(file.errorString());
}

} // namespace attnlab::app
