#include "core/model/char_tokenizer.h"

#include "core/utf8.h"

namespace attnlab::core {

CharTokenizer::CharTokenizer(const std::vector<std::string>& vocabulary, int unknownId) : m_unknownId(unknownId)
{
    for (std::size_t id = 0; id < vocabulary.size(); ++id) {
        if (static_cast<int>(id) == unknownId)
            continue;
        const std::vector<char32_t> codePoints = decodeUtf8(vocabulary[id]);
        if (codePoints.size() == 1)
            m_ids.emplace(codePoints.front(), static_cast<int>(id));
    }
}

std::vector<int> CharTokenizer::encode(const std::string& utf8) const
{
    const std::vector<char32_t> codePoints = decodeUtf8(utf8);
    std::vector<int> ids;
    ids.reserve(codePoints.size());
    for (const char32_t codePoint : codePoints) {
        const auto found = m_ids.find(codePoint);
        ids.push_back(found == m_ids.end() ? m_unknownId : found->second);
    }
    return ids;
}

} // namespace attnlab::core
