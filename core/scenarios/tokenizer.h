#pragma once

#include <string>
#include <vector>

namespace attnlab::core {

// Splits UTF-8 text into the tokens the "text" scenario embeds. A teaching tokenizer, not a subword one: it keeps
// the units a reader sees so the attention map's axes are readable.
//
// - Ill-formed UTF-8 never throws: each maximal ill-formed subsequence becomes U+FFFD (the Unicode recommendation),
//   which is then a token of its own. Every returned token is well-formed UTF-8.
// - Whitespace, control characters and invisible formatting characters (zero-width space, BOM, bidi controls)
//   separate tokens and are dropped.
// - Words: runs of letters, digits and combining marks of alphabetic scripts (Latin, Greek, Cyrillic, Armenian,
//   Hebrew, Arabic, Indic, Thai, Georgian, Ethiopic, ...). An apostrophe (' or U+2019) between two letters stays
//   inside the word ("don't"); elsewhere it is punctuation. Scripts written without spaces between words (Thai,
//   Lao, Khmer) therefore give one token per phrase.
// - One token per character: Han ideographs (CJK Unified Ideographs with extensions A and later, compatibility
//   ideographs), kana and Hangul syllables (a per-character split, not a word split), each punctuation mark and
//   each symbol or emoji.
// - Kept attached to the token before them: combining marks, variation selectors, emoji skin-tone modifiers,
//   the keycap mark and tag characters; a zero-width joiner also pulls in the character after it, so an emoji
//   ZWJ sequence (family, profession) is one token. Two regional indicators make one flag token.
std::vector<std::string> tokenize(const std::string& utf8);

} // namespace attnlab::core
