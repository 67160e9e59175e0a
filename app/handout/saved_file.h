#pragma once

#include <QByteArray>
#include <QString>

namespace attnlab::app {

// Writes `bytes` to `path` through a temporary file renamed over it at the end (QSaveFile), so a reader never sees
// half a file and a failed write leaves nothing behind (../shared/spec/cli.md). Throws core::Error naming the path.
void saveFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace attnlab::app
