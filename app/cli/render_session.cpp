#include "app/cli/render_state.h"
#include "core/error.h"

// Session files come with app/session (issue #13's sessions); until that room is built in, --session says so.
#if __has_include("app/session/session_file.h")
#include "app/session/session_file.h"
#define ATTNLAB_HAS_SESSION_FILES 1
#endif

namespace attnlab::app {

LabState readSessionState(const QString& path)
{
#ifdef ATTNLAB_HAS_SESSION_FILES
    return readSessionFile(path).state;
#else
    throw core::Error(path.toStdString() + ": session files are not supported by this build");
#endif
}

} // namespace attnlab::app
