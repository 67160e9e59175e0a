#pragma once

// A hand-chosen pattern's attention field on one sequence length, asked key range by key range: what the `custom`
// variant's calls (`local(3, 3) or global(2)`, core/variants/pattern/custom_expression.h) read. It is made from the
// very field the catalogue variant attends over (core/variants/pattern/pattern_fields.h), never from a second
// statement of its rule.

#include <algorithm>
#include <cstdint>

namespace attnlab::core {

class FieldMembership {
public:
    explicit FieldMembership(int n) : m_n(n) { }
    virtual ~FieldMembership() = default;

    // How many keys j0 <= j <= j1 query i's field holds; 0 for a query or keys outside the sequence. Counting rather
    // than testing one key decides a whole block of keys in one call (exactly, not by bounds).
    std::int64_t keysWithin(std::int64_t i, std::int64_t j0, std::int64_t j1) const
    {
        j0 = std::max<std::int64_t>(j0, 0);
        j1 = std::min<std::int64_t>(j1, m_n - 1);
        if (i < 0 || i >= m_n || j0 > j1)
            return 0;
        return countKeys(static_cast<int>(i), static_cast<int>(j0), static_cast<int>(j1));
    }
    bool contains(std::int64_t i, std::int64_t j) const { return keysWithin(i, j, j) > 0; }

protected:
    // keysWithin for 0 <= i < n and 0 <= j0 <= j1 < n.
    virtual std::int64_t countKeys(int i, int j0, int j1) const = 0;

private:
    int m_n;
};

} // namespace attnlab::core
