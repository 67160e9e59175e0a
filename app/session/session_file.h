#pragma once

#include "app/state/lab_state.h"

#include <QByteArray>
#include <QString>

namespace attnlab::app {

// A saved session (.attnlab): the lab's whole state and the window's dock layout.
struct Session {
    LabState state;
    QByteArray windowLayout; // QMainWindow::saveState(); empty: the window keeps its own

    bool operator==(const Session& other) const { return state == other.state && windowLayout == other.windowLayout; }
    bool operator!=(const Session& other) const { return !(*this == other); }
};

// The file is the lab state's JSON (state/lab_state_json.h, format "attention-lab-state", version 2) with one
// more top-level field, "window_layout": the layout as base64 (optional). So a session file, the saved "last
// inputs" and a lesson step are one format, and a field's name in an error is the same in all three. Imported
// files are embedded when small (ImportedData::EmbeddedWhenSmall), else referenced by path and SHA-256.

// Reads a session, with its referenced imported files read and checked against their checksums. Throws
// core::Error whose message starts with the file's name and names the field at fault: "lesson.attnlab:
// variant.params.local.before: must be in 0..4096, got -3"; a file that cannot be read, is not JSON, comes from
// a newer version, holds an unknown field or an out-of-range value, or refers to an imported file that is gone
// or has changed since.
Session readSessionFile(const QString& path);
// The session the bytes of a file hold, checked as readSessionFile checks them, except that imported files the
// session refers to (rather than embeds) are not read: readSessionFile does that after this. `path` names the file
// in the messages. Throws core::Error. The one parser behind reading a file, also fed bytes by tests/fuzz/.
Session sessionFromBytes(const QByteArray& bytes, const QString& path);

// Writes atomically (a reader never sees half a file; a failed write leaves the old file). Throws core::Error
// naming the file.
void writeSessionFile(const QString& path, const Session& session);
// The bytes writeSessionFile writes.
QByteArray sessionBytes(const Session& session);

// The suffix session files carry, with the dot.
inline constexpr const char* kSessionSuffix = ".attnlab";
bool isSessionFileName(const QString& path);

} // namespace attnlab::app
