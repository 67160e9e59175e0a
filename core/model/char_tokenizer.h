#pragma once

#include <string>
#include <unordered_map>
#include <vector>

namespace attnlab::core {

// The character model's tokenizer: one id per Unicode code point, as in tools/model/char_model.py's encode().
// Nothing is dropped or merged, whitespace and newlines included. A character outside the vocabulary, and each
// ill-formed UTF-8 subsequence (decoded as U+FFFD, see decodeUtf8), becomes the unknown id.
class CharTokenizer {
public:
    // `vocabulary[id]` is the UTF-8 text of one code point; the entry at `unknownId` is not looked up.
    CharTokenizer(const std::vector<std::string>& vocabulary, int unknownId);

    std::vector<int> encode(const std::string& utf8) const;
    int unknownId() const { return m_unknownId; }

private:
    std::unordered_map<char32_t, int> m_ids;
    int m_unknownId;
};

} // namespace attnlab::core
