#pragma once

#include <QString>

#include <string>

namespace attnlab::app {

// A variant's TeX formula (core::VariantInfo::formula) as one line of plain Unicode text for a tooltip, read by a
// small recursive-descent reader over the TeX (no typesetting): R = s\,\bar{Q}\bar{K}^\top becomes "R = s Q̄K̄ᵀ".
// - Symbols become their characters (\pi π, \le ≤, \sum ∑, \lVert ‖, \mathbb{R} ℝ, \mathcal{N} 𝒩, \{ {); \max,
//   \log, ... stay words; relations and binary operators (\le, \cup, \cdot, ...) get a space on each side.
// - Spacing commands give one space (\! none); \left, \right, \big, ... vanish and leave their delimiter; no space
//   follows an opening delimiter or precedes a closing one; runs of spaces collapse and the ends are trimmed.
// - \mathrm, \text, \operatorname keep their text as written (spaces and hyphens too); \mathbf, \boldsymbol drop.
// - An accent on one character is its combining mark, composed where Unicode has the character (\hat{x} x̂,
//   \bar v v̄, \tilde{y} ỹ). On more than one, \bar and \overline draw an overline over every character (the wide
//   bar TeX would draw) and other accents read as their name, hat(xy): a mark on one character of several would
//   say something the formula does not.
// - Scripts use Unicode sub- and superscript characters when every character of the argument has one (x², aᵢⱼ,
//   Kᵀ for ^\top and ^T), otherwise _x for one character and _(...) for more (n_c, ℝ^(N × N)).
// - \frac{a}{b} reads a/b, with parentheses around a part holding a space or an operator; \sqrt{x} reads √x or
//   √(x + 1). \begin{cases} a & b \\ c & d \end{cases} reads "{ a if b; c if d }".
// - An unknown command keeps its name without the backslash. Malformed input (unbalanced braces, a trailing
//   backslash, a missing argument, nesting deeper than any formula needs) gives some text, never a crash or a hang.
QString readableFormula(const std::string& tex);

} // namespace attnlab::app
