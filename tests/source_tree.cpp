#include "source_tree.h"

namespace attnlab::test {

QString sourcePath(const QString& relative)
{
    return QStringLiteral(ATTNLAB_SOURCE_DIR "/") + relative;
}

QString attnlabBinary()
{
    return QStringLiteral(ATTNLAB_BINARY);
}

} // namespace attnlab::test
