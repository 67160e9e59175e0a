#pragma once

// The attnlab binary run as a real process (tests/source_tree.h gives its path), for the command-line tests.

#include "source_tree.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace attnlab::test {

struct CliRun {
    int exitCode = -1; // -2 when the process crashed, -1 when it did not finish in time
    QByteArray out;
    QString err;
};

inline CliRun runAttnlab(const QStringList& arguments)
{
    QProcess process;
    process.start(attnlabBinary(), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return CliRun { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
        process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError()) };
}

// The JSON object in `text`; an empty object when it is not one.
inline QJsonObject parseObject(const QByteArray& text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    return document.object();
}

} // namespace attnlab::test
