#include "app/cli/render_state.h"
#include "app/session/session_file.h"

namespace attnlab::app {

LabState readSessionState(const QString& path)
{
    return readSessionFile(path).state;
}

} // namespace attnlab::app
