#include "core/cancel_flag.h"

#include "core/error.h"

namespace attnlab::core {

void CancelFlag::throwIfCancelled() const
{
    if (isCancelled())
        throw Cancelled();
}

} // namespace attnlab::core
