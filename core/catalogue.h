#pragma once

#include "core/error.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace attnlab::core {

// Items (variants, scenarios) by stable id. Refuses an empty or duplicate id. Holds items it owns; hands out
// const pointers that live as long as the catalogue.
template <class Item>
class Catalogue {
public:
    void add(std::unique_ptr<const Item> item)
    {
        if (!item || item->id().empty())
            throw Error("catalogue: an item without an id cannot be registered");
        if (find(item->id()))
            throw Error("catalogue: the id '" + item->id() + "' is registered twice");
        m_items.push_back(std::move(item));
    }

    const Item* find(const std::string& id) const
    {
        for (const auto& item : m_items)
            if (item->id() == id)
                return item.get();
        return nullptr;
    }

    // Throws Error naming the id and the known ones.
    const Item& get(const std::string& id, const std::string& what) const
    {
        if (const Item* item = find(id))
            return *item;
        std::string known;
        for (const Item* item : all())
            known += (known.empty() ? "" : ", ") + item->id();
        throw Error("unknown " + what + " '" + id + "' (known: " + known + ")");
    }

    // In a stable order: by the items' own ordering (static registration order is unspecified).
    std::vector<const Item*> all() const
    {
        std::vector<const Item*> items;
        for (const auto& item : m_items)
            items.push_back(item.get());
        std::sort(items.begin(), items.end(), [](const Item* a, const Item* b) { return listsBefore(*a, *b); });
        return items;
    }

    std::size_t size() const { return m_items.size(); }

private:
    std::vector<std::unique_ptr<const Item>> m_items;
};

} // namespace attnlab::core
