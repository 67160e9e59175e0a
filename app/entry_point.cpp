#include "app/entry_point.h"

namespace attnlab::app {

int run(int, char**)
{
    return 0;
}

} // namespace attnlab::app
