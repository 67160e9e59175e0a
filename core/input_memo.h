#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace attnlab::core {

// Work derived from one input alone (Q, K, V, causal and scale, not a variant's parameters), kept by the caller
// between runs on the same input: the window holds one per input, so svd's rank slider truncates the decomposition it
// already has instead of decomposing A again at every step, and the views that draw A's spectrum decompose it once
// between them. The caller owns it and must drop it when the input changes; a variant stores what it derived under a
// key that starts with its own id, shared quantities under the key their maker names (exactSingularValuesKey). A key
// holds one type: find<T> must ask for the type kept. Safe to share between threads.
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

    // The value under `key`, made by make() (a std::shared_ptr<const T>) when there is none. Callers on other threads
    // asking for the same key meanwhile wait for it rather than make it again (an SVD of A takes seconds at
    // N = 2048); when make() throws, nothing is kept and the next caller makes it.
    template <class T, class Make> std::shared_ptr<const T> findOrMake(const std::string& key, Make&& make)
    {
        std::shared_ptr<std::mutex> turn;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            const auto kept = m_values.find(key);
            if (kept != m_values.end())
                return std::static_pointer_cast<const T>(kept->second);
            std::shared_ptr<std::mutex>& making = m_making[key];
            if (!making)
                making = std::make_shared<std::mutex>();
            turn = making;
        }
        const std::lock_guard<std::mutex> mine(*turn);
        if (auto madeMeanwhile = find<T>(key))
            return madeMeanwhile;
        std::shared_ptr<const T> made = make();
        keep<T>(key, made);
        return made;
    }

    template <class T> void keep(const std::string& key, std::shared_ptr<const T> value)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_values[key] = std::move(value);
    }

private:
    mutable std::mutex m_mutex;
    std::map<std::string, std::shared_ptr<const void>> m_values;
    std::map<std::string, std::shared_ptr<std::mutex>> m_making; // one per key being made, so its makers take turns
};

} // namespace attnlab::core
