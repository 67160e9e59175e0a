#include "core/utf8.h"

#include <cstddef>

namespace attnlab::core {

namespace {

// Decodes the code point that starts at `position` and moves past it. Follows the Unicode table of well-formed
// byte sequences (no overlong forms, no surrogates, nothing above U+10FFFF); on the first byte that does not fit,
// returns U+FFFD and leaves `position` on that byte, so a stray byte never swallows the valid text after it.
char32_t decodeNext(const std::string& text, std::size_t& position)
{
    const auto byteAt = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byteAt(position++);
    if (lead < 0x80)
        return lead;
    int continuationBytes = 0;
    char32_t codePoint = 0;
    unsigned char lowest = 0x80; // the range the first continuation byte must lie in
    unsigned char highest = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        continuationBytes = 1;
        codePoint = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        continuationBytes = 2;
        codePoint = lead & 0x0Fu;
        if (lead == 0xE0)
            lowest = 0xA0; // overlong below U+0800
        if (lead == 0xED)
            highest = 0x9F; // surrogates U+D800..U+DFFF
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        continuationBytes = 3;
        codePoint = lead & 0x07u;
        if (lead == 0xF0)
            lowest = 0x90; // overlong below U+10000
        if (lead == 0xF4)
            highest = 0x8F; // above U+10FFFF
    } else {
        return kReplacementCharacter; // a continuation byte without a lead, C0/C1 (always overlong), F5..FF
    }
    for (int k = 0; k < continuationBytes; ++k) {
        if (position >= text.size())
            return kReplacementCharacter;
        const unsigned char byte = byteAt(position);
        if (byte < lowest || byte > highest)
            return kReplacementCharacter;
        lowest = 0x80;
        highest = 0xBF;
        codePoint = (codePoint << 6) | (byte & 0x3Fu);
        ++position;
    }
    return codePoint;
}

} // namespace

std::vector<char32_t> decodeUtf8(const std::string& text)
{
    std::vector<char32_t> codePoints;
    codePoints.reserve(text.size());
    std::size_t position = 0;
    while (position < text.size())
        codePoints.push_back(decodeNext(text, position));
    return codePoints;
}

void appendUtf8(std::string& out, char32_t codePoint)
{
    const auto byte = [](char32_t bits) { return static_cast<char>(static_cast<unsigned char>(bits)); };
    if (codePoint < 0x80) {
        out += byte(codePoint);
    } else if (codePoint < 0x800) {
        out += byte(0xC0 | (codePoint >> 6));
        out += byte(0x80 | (codePoint & 0x3F));
    } else if (codePoint < 0x10000) {
        out += byte(0xE0 | (codePoint >> 12));
        out += byte(0x80 | ((codePoint >> 6) & 0x3F));
        out += byte(0x80 | (codePoint & 0x3F));
    } else {
        out += byte(0xF0 | (codePoint >> 18));
        out += byte(0x80 | ((codePoint >> 12) & 0x3F));
        out += byte(0x80 | ((codePoint >> 6) & 0x3F));
        out += byte(0x80 | (codePoint & 0x3F));
    }
}

} // namespace attnlab::core
