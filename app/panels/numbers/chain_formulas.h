#pragma once

#include <QString>

namespace attnlab::app::numbers {

// Which formula the Numbers dock works through for one side (the exact result or the variant's).
enum class Chain {
    Softmax, // O = softmax(mask(s Q K^T)) V: the exact result, or a variant whose map is that softmax
    Pattern, // the same over a variant's pattern: the mask and the renormalised rows
    Linear, // linear attention: phi(Q), phi(K), S, Z and the quotient
    Mixing, // any other method: its map M and output O as the engine returned them (O = M V)
    MixingTokens, // the same for a method that mixes the token representations X (O = M X)
};

// The chain's TeX, each term marked \class{term-id}{...} with the ids of docs/lessons.md ("The Numbers dock's
// terms"), and its readable form for when no SVG exists. The TeX is typeset at authoring time: render.mjs reads
// chain_formulas.cpp by default, and tests/app/test_numbers_panel checks every chain's SVG is there.
QString chainTex(Chain chain);
QString chainReadable(Chain chain);

} // namespace attnlab::app::numbers
