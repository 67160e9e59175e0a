// tools/formulas/render.mjs reads this file by default: every C++ raw string literal in it is a TeX formula to
// typeset into resources/formulas/. Keep raw strings here for formulas only, and rerun render.mjs after a change.
#include "app/panels/numbers/chain_formulas.h"

namespace attnlab::app::numbers {

QString chainTex(Chain chain)
{
    switch (chain) {
    case Chain::Softmax:
        return QString::fromUtf8(
            R"(\class{output}{O} = \class{weights}{\mathrm{softmax}\big(\class{masked}{\mathrm{mask}\big()"
            R"(\class{scaled}{s\,\class{scores}{\class{Q}{Q}\,\class{K}{K}^{\top}}}\big)}\big)}\,\class{V}{V})");
    case Chain::Pattern:
        return QString::fromUtf8(
            R"(\class{output}{O} = \class{renormalised}{\mathrm{softmax}\big(\class{masked}{\mathrm{mask}_{)"
            R"(\class{mask}{P}}\big(\class{scaled}{s\,\class{scores}{\class{Q}{Q}\,\class{K}{K}^{\top}}}\big)})"
            R"(\big)}\,\class{V}{V})");
    case Chain::Linear:
        return QString::fromUtf8(
            R"(\class{quotient}{o_i = \frac{\class{phiQ}{\phi(\class{Q}{q_i})}^{\top}\,\class{S}{S}})"
            R"({\class{phiQ}{\phi(\class{Q}{q_i})}^{\top}\,\class{Z}{Z}}},\quad)"
            R"( \class{S}{S = \class{phiK}{\phi(\class{K}{K})}^{\top}\,\class{V}{V}},\quad)"
            R"( \class{Z}{Z = \class{phiK}{\phi(\class{K}{K})}^{\top}\,\mathbf{1}},\quad)"
            R"( \class{weights}{m_{ij} = \frac{\phi(q_i)^{\top}\phi(k_j)}{\phi(q_i)^{\top}Z}})");
    case Chain::Mixing:
        return QString::fromUtf8(R"(\class{output}{O} = \class{weights}{M}\,\class{V}{V})");
    case Chain::MixingTokens:
        return QString::fromUtf8(R"(\class{output}{O} = \class{weights}{M}\,X)");
    }
    return {};
}

QString chainReadable(Chain chain)
{
    switch (chain) {
    case Chain::Softmax:
        return QString::fromUtf8("O = softmax(mask(s QK\u1d40)) V");
    case Chain::Pattern:
        return QString::fromUtf8("O = softmax(mask_P(s QK\u1d40)) V");
    case Chain::Linear:
        return QString::fromUtf8("o\u1d62 = \u03c6(q\u1d62)\u1d40S / \u03c6(q\u1d62)\u1d40Z,  S = \u03c6(K)\u1d40V,  "
                                 "Z = \u03c6(K)\u1d401");
    case Chain::Mixing:
        return QStringLiteral("O = M V");
    case Chain::MixingTokens:
        return QStringLiteral("O = M X");
    }
    return {};
}

} // namespace attnlab::app::numbers
