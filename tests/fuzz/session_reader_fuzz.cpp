// The session reader (app/session/session_file) on any bytes, as File > Open, Open recent, a drop on the window
// and `attnlab render --session` read a .attnlab file (the imported files a session refers to by path are not
// followed: that is the file system, not the parser). Each input is refused with core::Error, or read into a
// session that saving and reading again leaves as it is, so what opens can be saved without loss.
#include "app/session/session_file.h"
#include "core/error.h"
#include "tests/fuzz/fuzz_expectation.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <string>

using attnlab::app::Session;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    Session session;
    try {
        session = attnlab::app::sessionFromBytes(bytes, QStringLiteral("fuzzed.attnlab"));
    } catch (const attnlab::core::Error&) {
        return 0; // refused with a message naming the field: all a bad file may get
    }
    const QByteArray saved = attnlab::app::sessionBytes(session);
    try {
        const Session reread = attnlab::app::sessionFromBytes(saved, QStringLiteral("saved.attnlab"));
        expectOrAbort(attnlab::app::sessionBytes(reread) == saved,
            "a session changes when saved and read again:\n" + saved.toStdString());
    } catch (const attnlab::core::Error& error) {
        expectOrAbort(false,
            std::string("a session that opened is refused once saved: ") + error.what() + "\n" + saved.toStdString());
    }
    return 0;
}
