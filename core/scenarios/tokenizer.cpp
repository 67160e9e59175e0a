#include "core/scenarios/tokenizer.h"

#include "core/utf8.h"

#include <cstddef>
#include <utility>

namespace attnlab::core {

namespace {

enum class CharacterKind {
    Separator, // whitespace, controls, invisible formatting: ends a token, dropped
    Letter, // letters, digits and marks of alphabetic scripts: runs make a word
    Apostrophe, // inside a word between letters, otherwise punctuation
    Standalone, // punctuation, symbols, emoji, Han, kana, Hangul syllables: one token each
    Extender, // combining marks, variation selectors, skin tones, keycap, tags: stay with the token before
    Joiner, // ZWJ, ZWNJ: stay with the token before and pull in the next character
    RegionalIndicator, // half a flag: two make one token
};

struct CodePointRange {
    char32_t first;
    char32_t last;
};

template <std::size_t Count>
bool inRanges(char32_t codePoint, const CodePointRange (&ranges)[Count])
{
    for (const CodePointRange& range : ranges)
        if (codePoint >= range.first && codePoint <= range.last)
            return true;
    return false;
}

// Whitespace (Unicode White_Space), C0/C1 controls, and default-ignorable formatting characters.
constexpr CodePointRange kSeparators[] = {
    {0x0000, 0x0020}, {0x007F, 0x00A0}, {0x1680, 0x1680}, {0x180E, 0x180E}, {0x2000, 0x200B}, {0x200E, 0x200F},
    {0x2028, 0x202F}, {0x205F, 0x2064}, {0x2066, 0x206F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB},
};

// Combining marks outside the script blocks (inside them they are letters anyway), variation selectors, emoji
// modifiers, the combining keycap and tag characters, and the soft hyphen (an invisible break hint).
constexpr CodePointRange kExtenders[] = {
    {0x00AD, 0x00AD}, {0x0300, 0x036F}, {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20FF},
    {0x3099, 0x309A}, {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0x1F3FB, 0x1F3FF}, {0xE0020, 0xE007F},
    {0xE0100, 0xE01EF},
};

// Punctuation and symbols that sit inside the letter blocks below; checked first.
constexpr CodePointRange kPunctuationInLetterBlocks[] = {
    {0x00D7, 0x00D7}, {0x00F7, 0x00F7}, {0x037E, 0x037E}, {0x0387, 0x0387}, {0x055A, 0x055F},
    {0x0589, 0x058A}, {0x05BE, 0x05BE}, {0x05C0, 0x05C0}, {0x05C3, 0x05C3}, {0x05C6, 0x05C6},
    {0x05F3, 0x05F4}, {0x0600, 0x060F}, {0x061B, 0x061F}, {0x066A, 0x066D}, {0x06D4, 0x06D4},
    {0x0964, 0x0965}, {0x0970, 0x0970}, {0x0E4F, 0x0E4F}, {0x0E5A, 0x0E5B}, {0x10FB, 0x10FB},
    {0x1360, 0x1368}, {0x166D, 0x166E}, {0x169B, 0x169C}, {0x16EB, 0x16ED}, {0x17D4, 0x17DA},
    {0x1800, 0x180A}, {0xFD3E, 0xFD3F},
};

// Blocks of alphabetic (space-separated) scripts, ASCII and fullwidth letters and digits.
constexpr CodePointRange kLetterBlocks[] = {
    {0x0030, 0x0039}, {0x0041, 0x005A}, {0x0061, 0x007A}, {0x00AA, 0x00AA}, {0x00B5, 0x00B5},
    {0x00BA, 0x00BA}, {0x00C0, 0x02FF}, // Latin-1 letters, Latin Extended-A/B, IPA, spacing modifiers
    {0x0370, 0x058F}, // Greek, Cyrillic, Armenian
    {0x0590, 0x08FF}, // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic
    {0x0900, 0x0FFF}, // Indic scripts, Sinhala, Thai, Lao, Tibetan
    {0x1000, 0x11FF}, // Myanmar, Georgian, conjoining Hangul jamo (so decomposed syllables stay whole)
    {0x1200, 0x1AAF}, // Ethiopic, Cherokee, Canadian syllabics, Ogham, Runic, Philippine, Khmer, Mongolian, ...
    {0x1B00, 0x1DBF}, // Balinese, Sundanese, ..., phonetic extensions
    {0x1E00, 0x1FFF}, // Latin Extended Additional, Greek Extended
    {0x2C00, 0x2DFF}, // Glagolitic, Latin Extended-C, Coptic, Georgian Supplement, Tifinagh, Ethiopic Extended
    {0xA640, 0xA6FF}, {0xA720, 0xABFF}, {0xD7B0, 0xD7FF}, // Cyrillic/Latin extensions, Indic, jamo extensions
    {0xFB00, 0xFDFF}, {0xFE70, 0xFEFC}, // presentation forms (ligatures, Hebrew, Arabic)
    {0xFF10, 0xFF19}, {0xFF21, 0xFF3A}, {0xFF41, 0xFF5A}, // fullwidth digits and Latin letters
    {0x10000, 0x16FFF}, // historic alphabetic scripts
    {0x1BC00, 0x1BCFF}, {0x1D400, 0x1D7FF}, {0x1E000, 0x1E95F}, // Duployan, mathematical letters, Adlam, ...
};

CharacterKind kindOf(char32_t codePoint)
{
    if (inRanges(codePoint, kSeparators))
        return CharacterKind::Separator;
    if (codePoint == 0x200C || codePoint == 0x200D)
        return CharacterKind::Joiner;
    if (codePoint == 0x0027 || codePoint == 0x2019)
        return CharacterKind::Apostrophe;
    if (inRanges(codePoint, kExtenders))
        return CharacterKind::Extender;
    if (codePoint >= 0x1F1E6 && codePoint <= 0x1F1FF)
        return CharacterKind::RegionalIndicator;
    if (inRanges(codePoint, kPunctuationInLetterBlocks))
        return CharacterKind::Standalone;
    if (inRanges(codePoint, kLetterBlocks))
        return CharacterKind::Letter;
    // Everything else: ASCII and general punctuation, CJK symbols, Han (3400..9FFF, F900..FAFF, 20000..),
    // kana, Hangul syllables, Yi, symbols, emoji, U+FFFD, unassigned and private-use code points.
    return CharacterKind::Standalone;
}

// Accumulates tokens: the one being built, whether it can still grow by letters, and whether a joiner or a lone
// flag half is waiting for its partner.
class TokenCollector {
public:
    bool building() const { return !m_current.empty(); }
    bool buildingWord() const { return building() && m_word; }
    bool waitingForJoined() const { return building() && m_joinNext; }
    bool waitingForFlagHalf() const { return building() && m_loneFlagHalf; }

    void start(char32_t codePoint, CharacterKind kind)
    {
        finish();
        appendUtf8(m_current, codePoint);
        m_word = kind == CharacterKind::Letter;
        m_loneFlagHalf = kind == CharacterKind::RegionalIndicator;
    }

    void extend(char32_t codePoint, CharacterKind kind)
    {
        appendUtf8(m_current, codePoint);
        m_joinNext = kind == CharacterKind::Joiner;
        m_loneFlagHalf = false;
    }

    // Appends the character a joiner asked for, whatever it is; the token goes on growing by letters only if
    // that character was a letter (a ZWNJ inside a Persian word), not after an emoji.
    void join(char32_t codePoint, CharacterKind kind)
    {
        extend(codePoint, kind);
        if (kind == CharacterKind::Letter)
            m_word = true;
        else if (kind != CharacterKind::Joiner && kind != CharacterKind::Extender)
            m_word = false;
    }

    void finish()
    {
        if (!m_current.empty())
            m_tokens.push_back(std::move(m_current));
        m_current.clear();
        m_word = false;
        m_joinNext = false;
        m_loneFlagHalf = false;
    }

    std::vector<std::string> takeTokens()
    {
        finish();
        return std::move(m_tokens);
    }

private:
    std::vector<std::string> m_tokens;
    std::string m_current;
    bool m_word = false;
    bool m_joinNext = false;
    bool m_loneFlagHalf = false;
};

} // namespace

std::vector<std::string> tokenize(const std::string& utf8)
{
    const std::vector<char32_t> codePoints = decodeUtf8(utf8);
    TokenCollector collector;
    for (std::size_t i = 0; i < codePoints.size(); ++i) {
        const char32_t codePoint = codePoints[i];
        const CharacterKind kind = kindOf(codePoint);
        if (kind == CharacterKind::Separator) {
            collector.finish();
            continue;
        }
        if (collector.waitingForJoined()) {
            collector.join(codePoint, kind);
            continue;
        }
        switch (kind) {
        case CharacterKind::Extender:
        case CharacterKind::Joiner:
            // With nothing before it to attach to, a mark is a symbol of its own; a lone joiner is invisible.
            if (collector.building())
                collector.extend(codePoint, kind);
            else if (kind == CharacterKind::Extender)
                collector.start(codePoint, CharacterKind::Standalone);
            break;
        case CharacterKind::Apostrophe: {
            const bool letterFollows
                = i + 1 < codePoints.size() && kindOf(codePoints[i + 1]) == CharacterKind::Letter;
            if (collector.buildingWord() && letterFollows)
                collector.extend(codePoint, kind);
            else
                collector.start(codePoint, CharacterKind::Standalone);
            break;
        }
        case CharacterKind::Letter:
            if (collector.buildingWord())
                collector.extend(codePoint, kind);
            else
                collector.start(codePoint, kind);
            break;
        case CharacterKind::RegionalIndicator:
            if (collector.waitingForFlagHalf())
                collector.extend(codePoint, kind);
            else
                collector.start(codePoint, kind);
            break;
        case CharacterKind::Standalone:
        case CharacterKind::Separator:
            collector.start(codePoint, kind);
            break;
        }
    }
    return collector.takeTokens();
}

} // namespace attnlab::core
