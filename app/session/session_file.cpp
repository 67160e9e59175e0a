#include "app/session/session_file.h"

#include "app/handout/saved_file.h"
#include "app/import/qkv_files.h"
#include "app/state/lab_state_json.h"
#include "core/error.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace attnlab::app {

namespace {

const QString kLayoutKey = QStringLiteral("window_layout");

[[noreturn]] void fail(const QString& path, const QString& message)
{
    throw core::Error((QFileInfo(path).fileName() + QStringLiteral(": ") + message).toStdString());
}

// The files a session refers to (not embedded) are read now: a session that opens runs at once, and one whose
// files are gone or changed is refused before anything is replaced.
void readReferencedFiles(const QString& sessionPath, core::ImportedFiles& imported)
{
    if (imported.sequence)
        return;
    static const char* const roleKeys[kInputRoleCount] = { "q", "k", "v", "x" };
    for (std::size_t role = 0; role < kInputRoleCount; ++role) {
        const QString file = QString::fromStdString(imported.paths[role]);
        if (!file.isEmpty() && !QFileInfo::exists(file))
            fail(sessionPath,
                QStringLiteral("input.imported.%1: %2 is gone (the session refers to it, it does not "
                               "hold its data)")
                    .arg(QLatin1String(roleKeys[role]), file));
    }
    try {
        imported = readImportedFiles(imported.paths, imported.sha256);
    } catch (const ImportError& error) {
        fail(sessionPath,
            QStringLiteral("input.imported.%1: %2")
                .arg(QLatin1String(roleKeys[error.role()]), QString::fromUtf8(error.what())));
    }
}

} // namespace

bool isSessionFileName(const QString& path)
{
    return path.endsWith(QLatin1String(kSessionSuffix), Qt::CaseInsensitive);
}

Session readSessionFile(const QString& path)
{
    QFile file(path);
    if (!QFileInfo::exists(path))
        fail(path, QStringLiteral("no such file"));
    if (!file.open(QIODevice::ReadOnly))
        fail(path, QStringLiteral("cannot be read (%1)").arg(file.errorString()));
    Session session = sessionFromBytes(file.readAll(), path);
    if (session.state.setup.imported)
        readReferencedFiles(path, *session.state.setup.imported);
    return session;
}

Session sessionFromBytes(const QByteArray& bytes, const QString& path)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        fail(path,
            QStringLiteral("damaged, not JSON (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        fail(path, QStringLiteral("not an Attention Lab session (the JSON is not an object)"));
    QJsonObject json = document.object();

    Session session;
    if (json.contains(kLayoutKey)) {
        const QJsonValue layout = json.take(kLayoutKey);
        const auto decoded
            = QByteArray::fromBase64Encoding(layout.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!layout.isString() || !decoded)
            fail(path, QStringLiteral("%1: must be the layout in base64").arg(kLayoutKey));
        session.windowLayout = decoded.decoded;
    }
    try {
        session.state = labStateFromJson(json);
    } catch (const core::Error& error) {
        fail(path, QString::fromUtf8(error.what()));
    }
    return session;
}

void writeSessionFile(const QString& path, const Session& session)
{
    saveFileAtomically(path, sessionBytes(session));
}

QByteArray sessionBytes(const Session& session)
{
    QJsonObject json = labStateToJson(session.state, ImportedData::EmbeddedWhenSmall);
    if (!session.windowLayout.isEmpty())
        json.insert(kLayoutKey, QString::fromLatin1(session.windowLayout.toBase64()));
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

} // namespace attnlab::app
