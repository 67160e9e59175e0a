#pragma once

#include <atomic>
#include <memory>

namespace attnlab::core {

// Shared between the thread that asks for a result and the worker computing it. Copies share one flag, so
// the GUI can keep a copy and raise it when a newer request supersedes this one.
class CancelFlag {
public:
    CancelFlag() : m_flag(std::make_shared<std::atomic<bool>>(false)) {}

    void cancel() const { m_flag->store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_flag->load(std::memory_order_relaxed); }
    // Long loops call this between tiles or rows.
    void throwIfCancelled() const;

private:
    std::shared_ptr<std::atomic<bool>> m_flag;
};

} // namespace attnlab::core
