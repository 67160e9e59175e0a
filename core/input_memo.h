#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace attnlab::core {

// Work a variant derived from its input alone (Q, K, V, causal and scale, not its parameters), kept by the caller
// between runs on the same input: the window holds one per input, so svd's rank slider truncates the decomposition it
// already has instead of decomposing A again at every step. The caller owns it and must drop it when the input
// changes; a variant stores what it derived under a key that starts with its own id. Safe to share between threads.
class InputMemo {
public:
    template <class T> std::shared_ptr<const T> find(const std::string& key) const
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const auto kept = m_values.find(key);
        return kept == m_values.end() ? nullptr : std::static_pointer_cast<const T>(kept->second);
    }

    bool holds(const std::string& key) const
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_values.count(key) != 0;
    }

    template <class T> void keep(const std::string& key, std::shared_ptr<const T> value)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_values[key] = std::move(value);
    }

private:
    mutable std::mutex m_mutex;
    std::map<std::string, std::shared_ptr<const void>> m_values;
};

} // namespace attnlab::core
