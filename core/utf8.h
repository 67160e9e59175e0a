#pragma once

#include <string>
#include <vector>

namespace attnlab::core {

// UTF-8 for the tokenizers of the text scenario and of the character model.

// Decodes `text` into code points. Follows the Unicode table of well-formed byte sequences (no overlong forms, no
// surrogates, nothing above U+10FFFF); each maximal ill-formed subsequence becomes one U+FFFD (the Unicode
// recommendation), so a stray byte never swallows the valid text after it. Never throws.
std::vector<char32_t> decodeUtf8(const std::string& text);

// Appends the UTF-8 bytes of `codePoint`, which must be a Unicode scalar value.
void appendUtf8(std::string& out, char32_t codePoint);

constexpr char32_t kReplacementCharacter = 0xFFFD;

} // namespace attnlab::core
