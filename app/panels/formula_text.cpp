#include "app/panels/formula_text.h"

#include <QChar>
#include <QStringList>

#include <cstddef>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace attnlab::app {

namespace {

// Deeper than any formula nests; beyond it the reader stops reading, so no input can exhaust the stack.
constexpr int kMaxDepth = 64;

// How a symbol sits among its neighbours, after TeX's classes of atoms.
enum class Spacing {
    Ordinary, // glued to its neighbours: letters, ∞, …
    Binary, // a space on each side: ≤, ∈, ∪, ·, →
    LargeOperator, // a space before; its limits follow as scripts: ∑, ∏
    Function, // a word kept apart from a neighbouring letter: max, log
    Opening, // no space after: ⌊, ‖ of \lVert
    Closing, // no space before: ⌋, ‖ of \rVert
};

struct Symbol {
    std::string_view name;
    const char* text; // UTF-8
    Spacing spacing;
};

// \sum and \prod read as the n-ary signs ∑ and ∏, not the Greek capitals, so that the sum stays apart from a matrix
// named \Sigma (the SVD's U Σ Wᵀ).
constexpr Symbol kSymbols[] = {
    { "alpha", "α", Spacing::Ordinary },
    { "beta", "β", Spacing::Ordinary },
    { "gamma", "γ", Spacing::Ordinary },
    { "delta", "δ", Spacing::Ordinary },
    { "epsilon", "ε", Spacing::Ordinary },
    { "varepsilon", "ε", Spacing::Ordinary },
    { "zeta", "ζ", Spacing::Ordinary },
    { "eta", "η", Spacing::Ordinary },
    { "theta", "θ", Spacing::Ordinary },
    { "vartheta", "ϑ", Spacing::Ordinary },
    { "iota", "ι", Spacing::Ordinary },
    { "kappa", "κ", Spacing::Ordinary },
    { "lambda", "λ", Spacing::Ordinary },
    { "mu", "μ", Spacing::Ordinary },
    { "nu", "ν", Spacing::Ordinary },
    { "xi", "ξ", Spacing::Ordinary },
    { "pi", "π", Spacing::Ordinary },
    { "varpi", "ϖ", Spacing::Ordinary },
    { "rho", "ρ", Spacing::Ordinary },
    { "varrho", "ϱ", Spacing::Ordinary },
    { "sigma", "σ", Spacing::Ordinary },
    { "varsigma", "ς", Spacing::Ordinary },
    { "tau", "τ", Spacing::Ordinary },
    { "upsilon", "υ", Spacing::Ordinary },
    { "phi", "φ", Spacing::Ordinary },
    { "varphi", "φ", Spacing::Ordinary },
    { "chi", "χ", Spacing::Ordinary },
    { "psi", "ψ", Spacing::Ordinary },
    { "omega", "ω", Spacing::Ordinary },
    { "Gamma", "Γ", Spacing::Ordinary },
    { "Delta", "Δ", Spacing::Ordinary },
    { "Theta", "Θ", Spacing::Ordinary },
    { "Lambda", "Λ", Spacing::Ordinary },
    { "Xi", "Ξ", Spacing::Ordinary },
    { "Pi", "Π", Spacing::Ordinary },
    { "Sigma", "Σ", Spacing::Ordinary },
    { "Upsilon", "Υ", Spacing::Ordinary },
    { "Phi", "Φ", Spacing::Ordinary },
    { "Psi", "Ψ", Spacing::Ordinary },
    { "Omega", "Ω", Spacing::Ordinary },
    { "ell", "ℓ", Spacing::Ordinary },
    { "infty", "∞", Spacing::Ordinary },
    { "partial", "∂", Spacing::Ordinary },
    { "nabla", "∇", Spacing::Ordinary },
    { "forall", "∀", Spacing::Ordinary },
    { "exists", "∃", Spacing::Ordinary },
    { "emptyset", "∅", Spacing::Ordinary },
    { "varnothing", "∅", Spacing::Ordinary },
    { "neg", "¬", Spacing::Ordinary },
    { "lnot", "¬", Spacing::Ordinary },
    { "ast", "∗", Spacing::Ordinary },
    { "star", "⋆", Spacing::Ordinary },
    { "prime", "′", Spacing::Ordinary },
    { "top", "⊤", Spacing::Ordinary },
    { "bot", "⊥", Spacing::Ordinary },
    { "dots", "…", Spacing::Ordinary },
    { "ldots", "…", Spacing::Ordinary },
    { "cdots", "⋯", Spacing::Ordinary },
    { "vdots", "⋮", Spacing::Ordinary },
    { "ddots", "⋱", Spacing::Ordinary },
    { "vert", "|", Spacing::Ordinary },
    { "Vert", "‖", Spacing::Ordinary },
    { "|", "‖", Spacing::Ordinary },
    { "{", "{", Spacing::Ordinary },
    { "}", "}", Spacing::Ordinary },
    { "lbrace", "{", Spacing::Ordinary },
    { "rbrace", "}", Spacing::Ordinary },
    { "#", "#", Spacing::Ordinary },
    { "%", "%", Spacing::Ordinary },
    { "&", "&", Spacing::Ordinary },
    { "_", "_", Spacing::Ordinary },
    { "$", "$", Spacing::Ordinary },
    { "colon", ":", Spacing::Ordinary },
    { "backslash", "\\", Spacing::Ordinary },
    { "lfloor", "⌊", Spacing::Opening },
    { "rfloor", "⌋", Spacing::Closing },
    { "lceil", "⌈", Spacing::Opening },
    { "rceil", "⌉", Spacing::Closing },
    { "langle", "⟨", Spacing::Opening },
    { "rangle", "⟩", Spacing::Closing },
    { "lVert", "‖", Spacing::Opening },
    { "rVert", "‖", Spacing::Closing },
    { "lvert", "|", Spacing::Opening },
    { "rvert", "|", Spacing::Closing },
    { "lbrack", "[", Spacing::Opening },
    { "rbrack", "]", Spacing::Closing },
    { "le", "≤", Spacing::Binary },
    { "leq", "≤", Spacing::Binary },
    { "leqslant", "≤", Spacing::Binary },
    { "ge", "≥", Spacing::Binary },
    { "geq", "≥", Spacing::Binary },
    { "geqslant", "≥", Spacing::Binary },
    { "ne", "≠", Spacing::Binary },
    { "neq", "≠", Spacing::Binary },
    { "ll", "≪", Spacing::Binary },
    { "gg", "≫", Spacing::Binary },
    { "in", "∈", Spacing::Binary },
    { "notin", "∉", Spacing::Binary },
    { "ni", "∋", Spacing::Binary },
    { "subset", "⊂", Spacing::Binary },
    { "subseteq", "⊆", Spacing::Binary },
    { "supset", "⊃", Spacing::Binary },
    { "supseteq", "⊇", Spacing::Binary },
    { "cup", "∪", Spacing::Binary },
    { "cap", "∩", Spacing::Binary },
    { "setminus", "∖", Spacing::Binary },
    { "cdot", "·", Spacing::Binary },
    { "times", "×", Spacing::Binary },
    { "div", "÷", Spacing::Binary },
    { "odot", "⊙", Spacing::Binary },
    { "otimes", "⊗", Spacing::Binary },
    { "oplus", "⊕", Spacing::Binary },
    { "circ", "∘", Spacing::Binary },
    { "bullet", "•", Spacing::Binary },
    { "pm", "±", Spacing::Binary },
    { "mp", "∓", Spacing::Binary },
    { "sim", "∼", Spacing::Binary },
    { "approx", "≈", Spacing::Binary },
    { "simeq", "≃", Spacing::Binary },
    { "cong", "≅", Spacing::Binary },
    { "equiv", "≡", Spacing::Binary },
    { "propto", "∝", Spacing::Binary },
    { "perp", "⊥", Spacing::Binary },
    { "mid", "|", Spacing::Binary },
    { "lor", "∨", Spacing::Binary },
    { "vee", "∨", Spacing::Binary },
    { "land", "∧", Spacing::Binary },
    { "wedge", "∧", Spacing::Binary },
    { "to", "→", Spacing::Binary },
    { "rightarrow", "→", Spacing::Binary },
    { "leftarrow", "←", Spacing::Binary },
    { "gets", "←", Spacing::Binary },
    { "leftrightarrow", "↔", Spacing::Binary },
    { "mapsto", "↦", Spacing::Binary },
    { "Rightarrow", "⇒", Spacing::Binary },
    { "Leftarrow", "⇐", Spacing::Binary },
    { "Leftrightarrow", "⇔", Spacing::Binary },
    { "implies", "⟹", Spacing::Binary },
    { "iff", "⟺", Spacing::Binary },
    { "bmod", "mod", Spacing::Binary },
    { "mod", "mod", Spacing::Binary },
    { "sum", "∑", Spacing::LargeOperator },
    { "prod", "∏", Spacing::LargeOperator },
    { "coprod", "∐", Spacing::LargeOperator },
    { "int", "∫", Spacing::LargeOperator },
    { "oint", "∮", Spacing::LargeOperator },
    { "bigcup", "⋃", Spacing::LargeOperator },
    { "bigcap", "⋂", Spacing::LargeOperator },
    { "arg", "arg", Spacing::Function },
    { "max", "max", Spacing::Function },
    { "min", "min", Spacing::Function },
    { "sup", "sup", Spacing::Function },
    { "inf", "inf", Spacing::Function },
    { "lim", "lim", Spacing::Function },
    { "exp", "exp", Spacing::Function },
    { "log", "log", Spacing::Function },
    { "ln", "ln", Spacing::Function },
    { "lg", "lg", Spacing::Function },
    { "sin", "sin", Spacing::Function },
    { "cos", "cos", Spacing::Function },
    { "tan", "tan", Spacing::Function },
    { "sinh", "sinh", Spacing::Function },
    { "cosh", "cosh", Spacing::Function },
    { "tanh", "tanh", Spacing::Function },
    { "det", "det", Spacing::Function },
    { "dim", "dim", Spacing::Function },
    { "ker", "ker", Spacing::Function },
    { "deg", "deg", Spacing::Function },
    { "gcd", "gcd", Spacing::Function },
    { "Pr", "Pr", Spacing::Function },
    { "tr", "tr", Spacing::Function },
};

// Combining marks of the accents. `spread` is what a longer argument gets on every character (0: none, the accent
// then reads as its name).
struct Accent {
    std::string_view name;
    char32_t mark;
    char32_t spread;
};

constexpr Accent kAccents[] = {
    { "hat", U'\u0302', 0 },
    { "widehat", U'\u0302', 0 },
    { "tilde", U'\u0303', 0 },
    { "widetilde", U'\u0303', 0 },
    { "bar", U'\u0304', U'\u0305' },
    { "overline", U'\u0305', U'\u0305' },
    { "underline", U'\u0332', U'\u0332' },
    { "vec", U'\u20D7', 0 },
    { "dot", U'\u0307', 0 },
    { "ddot", U'\u0308', 0 },
    { "check", U'\u030C', 0 },
    { "breve", U'\u0306', 0 },
    { "acute", U'\u0301', 0 },
    { "grave", U'\u0300', 0 },
};

// A character and the form that replaces it (a subscript, a double-struck letter, ...).
struct CharacterForm {
    char32_t plain;
    char32_t form;
};

constexpr CharacterForm kSubscripts[] = {
    { U'0', U'₀' },
    { U'1', U'₁' },
    { U'2', U'₂' },
    { U'3', U'₃' },
    { U'4', U'₄' },
    { U'5', U'₅' },
    { U'6', U'₆' },
    { U'7', U'₇' },
    { U'8', U'₈' },
    { U'9', U'₉' },
    { U'+', U'₊' },
    { U'−', U'₋' },
    { U'=', U'₌' },
    { U'(', U'₍' },
    { U')', U'₎' },
    { U'a', U'ₐ' },
    { U'e', U'ₑ' },
    { U'h', U'ₕ' },
    { U'i', U'ᵢ' },
    { U'j', U'ⱼ' },
    { U'k', U'ₖ' },
    { U'l', U'ₗ' },
    { U'm', U'ₘ' },
    { U'n', U'ₙ' },
    { U'o', U'ₒ' },
    { U'p', U'ₚ' },
    { U'r', U'ᵣ' },
    { U's', U'ₛ' },
    { U't', U'ₜ' },
    { U'u', U'ᵤ' },
    { U'v', U'ᵥ' },
    { U'x', U'ₓ' },
    { U'β', U'ᵦ' },
    { U'γ', U'ᵧ' },
    { U'ρ', U'ᵨ' },
    { U'φ', U'ᵩ' },
    { U'χ', U'ᵪ' },
};

constexpr CharacterForm kSuperscripts[] = {
    { U'0', U'⁰' },
    { U'1', U'¹' },
    { U'2', U'²' },
    { U'3', U'³' },
    { U'4', U'⁴' },
    { U'5', U'⁵' },
    { U'6', U'⁶' },
    { U'7', U'⁷' },
    { U'8', U'⁸' },
    { U'9', U'⁹' },
    { U'+', U'⁺' },
    { U'−', U'⁻' },
    { U'=', U'⁼' },
    { U'(', U'⁽' },
    { U')', U'⁾' },
    { U'′', U'′' },
    { U'⊤', U'ᵀ' },
    { U'a', U'ᵃ' },
    { U'b', U'ᵇ' },
    { U'c', U'ᶜ' },
    { U'd', U'ᵈ' },
    { U'e', U'ᵉ' },
    { U'f', U'ᶠ' },
    { U'g', U'ᵍ' },
    { U'h', U'ʰ' },
    { U'i', U'ⁱ' },
    { U'j', U'ʲ' },
    { U'k', U'ᵏ' },
    { U'l', U'ˡ' },
    { U'm', U'ᵐ' },
    { U'n', U'ⁿ' },
    { U'o', U'ᵒ' },
    { U'p', U'ᵖ' },
    { U'r', U'ʳ' },
    { U's', U'ˢ' },
    { U't', U'ᵗ' },
    { U'u', U'ᵘ' },
    { U'v', U'ᵛ' },
    { U'w', U'ʷ' },
    { U'x', U'ˣ' },
    { U'y', U'ʸ' },
    { U'z', U'ᶻ' },
    { U'A', U'ᴬ' },
    { U'B', U'ᴮ' },
    { U'D', U'ᴰ' },
    { U'E', U'ᴱ' },
    { U'G', U'ᴳ' },
    { U'H', U'ᴴ' },
    { U'I', U'ᴵ' },
    { U'J', U'ᴶ' },
    { U'K', U'ᴷ' },
    { U'L', U'ᴸ' },
    { U'M', U'ᴹ' },
    { U'N', U'ᴺ' },
    { U'O', U'ᴼ' },
    { U'P', U'ᴾ' },
    { U'R', U'ᴿ' },
    { U'T', U'ᵀ' },
    { U'U', U'ᵁ' },
    { U'V', U'ⱽ' },
    { U'W', U'ᵂ' },
    { U'β', U'ᵝ' },
    { U'γ', U'ᵞ' },
    { U'δ', U'ᵟ' },
    { U'θ', U'ᶿ' },
    { U'φ', U'ᵠ' },
    { U'χ', U'ᵡ' },
};

const Symbol* findSymbol(std::string_view name)
{
    for (const Symbol& symbol : kSymbols) {
        if (symbol.name == name)
            return &symbol;
    }
    return nullptr;
}

const Accent* findAccent(std::string_view name)
{
    for (const Accent& accent : kAccents) {
        if (accent.name == name)
            return &accent;
    }
    return nullptr;
}

template <std::size_t Size> char32_t formOf(char32_t plain, const CharacterForm (&forms)[Size])
{
    for (const CharacterForm& form : forms) {
        if (form.plain == plain)
            return form.form;
    }
    return 0;
}

QString fromCodePoint(char32_t codePoint)
{
    return QString::fromUcs4(&codePoint, 1);
}

std::vector<char32_t> codePointsOf(const QString& text)
{
    std::vector<char32_t> codePoints;
    for (const uint codePoint : text.toUcs4())
        codePoints.push_back(static_cast<char32_t>(codePoint));
    return codePoints;
}

bool isMark(char32_t codePoint)
{
    const QChar::Category category = QChar::category(codePoint);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing
        || category == QChar::Mark_SpacingCombining;
}

// One character as a reader sees it: a code point and the combining marks on it (x, x̂, 𝒩).
bool isSingleCharacter(const QString& text)
{
    const std::vector<char32_t> codePoints = codePointsOf(text);
    if (codePoints.empty() || isMark(codePoints.front()))
        return false;
    for (std::size_t index = 1; index < codePoints.size(); ++index) {
        if (!isMark(codePoints[index]))
            return false;
    }
    return true;
}

// True when the first '(' closes at the very end: (a + b) needs no second pair, (a)(b) does.
bool isWrappedInParentheses(const QString& text)
{
    if (text.size() < 2 || !text.startsWith(u'(') || !text.endsWith(u')'))
        return false;
    int depth = 0;
    for (qsizetype index = 0; index < text.size(); ++index) {
        if (text[index] == u'(')
            ++depth;
        else if (text[index] == u')' && --depth == 0)
            return index == text.size() - 1;
    }
    return false;
}

// A fraction's part or a root's radicand that would read wrongly without parentheses: 1/n + 1 is not 1/(n + 1).
bool needsParentheses(const QString& text)
{
    if (isWrappedInParentheses(text))
        return false;
    static const QString operators = QStringLiteral(" +−-×·/=<>≤≥≠∈∉⊂⊆⊃⊇∪∩∖⊙⊗⊕∼≈∝≡→←∨∧±∓÷∘:,;");
    for (const QChar character : text) {
        if (operators.contains(character))
            return true;
    }
    return false;
}

QString parenthesized(const QString& text)
{
    return needsParentheses(text) ? QStringLiteral("(") + text + QStringLiteral(")") : text;
}

enum class Script { Sub, Super };

// A script as Unicode sub- or superscript characters when all of it has them (spaces, which TeX ignores in a
// script, drop), else marked: _c for one character, _(j ∈ πᵢ) for more.
QString scripted(const QString& argument, Script script)
{
    const QString text = argument.simplified();
    if (text.isEmpty())
        return {};
    QString unicode;
    bool complete = true;
    for (const char32_t codePoint : codePointsOf(text)) {
        if (codePoint == U' ')
            continue;
        const char32_t form = script == Script::Sub ? formOf(codePoint, kSubscripts) : formOf(codePoint, kSuperscripts);
        if (form == 0) {
            complete = false;
            break;
        }
        unicode += fromCodePoint(form);
    }
    if (complete)
        return unicode;
    const QString mark = script == Script::Sub ? QStringLiteral("_") : QStringLiteral("^");
    if (isSingleCharacter(text) || isWrappedInParentheses(text))
        return mark + text;
    return mark + QStringLiteral("(") + text + QStringLiteral(")");
}

QString accented(const QString& argument, const Accent& accent)
{
    const QString text = argument.simplified();
    if (text.isEmpty())
        return {};
    if (isSingleCharacter(text))
        return text + fromCodePoint(accent.mark);
    if (accent.spread == 0)
        return QString::fromLatin1(accent.name.data(), static_cast<qsizetype>(accent.name.size())) + QStringLiteral("(")
            + text + QStringLiteral(")");
    QString spread;
    for (const char32_t codePoint : codePointsOf(text)) {
        spread += fromCodePoint(codePoint);
        if (codePoint != U' ' && !isMark(codePoint))
            spread += fromCodePoint(accent.spread);
    }
    return spread;
}

enum class LetterStyle { DoubleStruck, Script };

// \mathbb and \mathcal letters: the letterlike symbols where Unicode has them (ℝ, ℬ), else the mathematical
// alphanumerics block, whose holes are exactly those letterlike ones.
constexpr CharacterForm kLetterlikeDoubleStruck[] = {
    { U'C', U'ℂ' },
    { U'H', U'ℍ' },
    { U'N', U'ℕ' },
    { U'P', U'ℙ' },
    { U'Q', U'ℚ' },
    { U'R', U'ℝ' },
    { U'Z', U'ℤ' },
};

constexpr CharacterForm kLetterlikeScript[] = {
    { U'B', U'ℬ' },
    { U'E', U'ℰ' },
    { U'F', U'ℱ' },
    { U'H', U'ℋ' },
    { U'I', U'ℐ' },
    { U'L', U'ℒ' },
    { U'M', U'ℳ' },
    { U'R', U'ℛ' },
    { U'e', U'ℯ' },
    { U'g', U'ℊ' },
    { U'o', U'ℴ' },
};

char32_t styledLetter(char32_t letter, LetterStyle style)
{
    const bool doubleStruck = style == LetterStyle::DoubleStruck;
    const char32_t letterlike
        = doubleStruck ? formOf(letter, kLetterlikeDoubleStruck) : formOf(letter, kLetterlikeScript);
    if (letterlike != 0)
        return letterlike;
    if (letter >= U'A' && letter <= U'Z')
        return (doubleStruck ? U'\U0001D538' : U'\U0001D49C') + (letter - U'A');
    if (letter >= U'a' && letter <= U'z')
        return (doubleStruck ? U'\U0001D552' : U'\U0001D4B6') + (letter - U'a');
    if (doubleStruck && letter >= U'0' && letter <= U'9')
        return U'\U0001D7D8' + (letter - U'0');
    return letter;
}

QString styled(const QString& text, LetterStyle style)
{
    QString letters;
    for (const char32_t codePoint : codePointsOf(text))
        letters += fromCodePoint(styledLetter(codePoint, style));
    return letters;
}

// The text of one level (the formula, a group, a script, a cell) as it is built. Spaces are asked for, not written,
// so that they collapse, none follows an opening delimiter, none precedes a closing one and none ends the text.
class Line {
public:
    void space()
    {
        if (!m_text.isEmpty() && !m_text.endsWith(u' ') && !m_afterOpening)
            m_spacePending = true;
    }

    void word(const QString& piece)
    {
        qsizetype start = 0;
        if (m_afterOpening || m_text.endsWith(u' ')) {
            while (start < piece.size() && piece[start] == u' ')
                ++start;
        }
        if (start == piece.size())
            return;
        if (m_separateNextWord && piece[start].isLetterOrNumber())
            m_spacePending = true;
        if (m_spacePending && piece[start] != u' ')
            m_text += u' ';
        m_text += QStringView(piece).mid(start);
        m_spacePending = false;
        m_afterOpening = false;
        m_separateNextWord = false;
    }

    void opening(const QString& delimiter)
    {
        word(delimiter);
        m_afterOpening = true;
    }

    void closing(const QString& delimiter)
    {
        m_spacePending = false;
        dropTrailingSpaces();
        m_text += delimiter;
        m_afterOpening = false;
        m_separateNextWord = false;
    }

    // A script goes right after its base, whatever space the source had between them.
    void attach(const QString& script)
    {
        if (script.isEmpty())
            return;
        m_spacePending = false;
        dropTrailingSpaces();
        m_text += script;
        m_afterOpening = false;
    }

    // arg max, not argmax; log n, not logn.
    void function(const QString& name)
    {
        if (!m_text.isEmpty() && m_text.back().isLetterOrNumber())
            m_spacePending = true;
        word(name);
        m_separateNextWord = true;
    }

    void symbol(const QString& text, Spacing spacing)
    {
        switch (spacing) {
        case Spacing::Ordinary:
            word(text);
            break;
        case Spacing::Binary:
            space();
            word(text);
            space();
            break;
        case Spacing::LargeOperator:
            space();
            word(text);
            break;
        case Spacing::Function:
            function(text);
            break;
        case Spacing::Opening:
            opening(text);
            break;
        case Spacing::Closing:
            closing(text);
            break;
        }
    }

    const QString& text() const { return m_text; }

private:
    void dropTrailingSpaces()
    {
        while (m_text.endsWith(u' '))
            m_text.chop(1);
    }

    QString m_text;
    bool m_spacePending = false;
    bool m_afterOpening = false;
    bool m_separateNextWord = false;
};

enum class Mode { Math, Text };

// Where a sequence ends besides the end of the input. A stop is left unread for the caller.
struct Stops {
    bool closeBrace = false; // '}' of the group being read
    bool closeBracket = false; // ']' of \sqrt's optional index
    bool cellEnd = false; // '&', "\\" and \end of an environment
};

bool isSpace(char character)
{
    return character == ' ' || character == '\t' || character == '\n' || character == '\r';
}

bool isLetter(char character)
{
    return (character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z');
}

bool isSizingCommand(std::string_view name)
{
    if (name == "left" || name == "right" || name == "middle")
        return true;
    if (!name.empty() && (name.back() == 'l' || name.back() == 'r' || name.back() == 'm'))
        name.remove_suffix(1);
    return name == "big" || name == "Big" || name == "bigg" || name == "Bigg";
}

bool isIn(std::string_view name, std::initializer_list<std::string_view> names)
{
    for (const std::string_view candidate : names) {
        if (candidate == name)
            return true;
    }
    return false;
}

// Every step of the reader consumes at least one byte or returns, and nesting is bounded by kMaxDepth, so every
// input ends.
class TexReader {
public:
    explicit TexReader(std::string_view tex) : m_tex(tex) { }

    QString read() { return readSequence(Mode::Math, Stops()); }

private:
    // Counts one level of nesting for as long as it lives; past kMaxDepth the rest of the input is given up.
    class Nesting {
    public:
        explicit Nesting(TexReader& reader) : m_reader(reader)
        {
            ++m_reader.m_depth;
            if (tooDeep())
                m_reader.m_position = m_reader.m_tex.size();
        }
        ~Nesting() { --m_reader.m_depth; }
        Nesting(const Nesting&) = delete;
        Nesting& operator=(const Nesting&) = delete;
        bool tooDeep() const { return m_reader.m_depth > kMaxDepth; }

    private:
        TexReader& m_reader;
    };

    bool atEnd() const { return m_position >= m_tex.size(); }
    char peek(std::size_t ahead = 0) const
    {
        return m_position + ahead < m_tex.size() ? m_tex[m_position + ahead] : '\0';
    }

    void skipSpaces()
    {
        while (!atEnd() && isSpace(peek()))
            ++m_position;
    }

    bool atRowEnd() const { return peek() == '\\' && peek(1) == '\\'; }

    bool atCommand(std::string_view name) const
    {
        if (peek() != '\\' || m_tex.substr(m_position + 1, name.size()) != name)
            return false;
        return !isLetter(peek(1 + name.size()));
    }

    // A UTF-8 code point; a broken sequence reads as U+FFFD and consumes only its first byte.
    char32_t readCodePoint()
    {
        const auto lead = static_cast<unsigned char>(m_tex[m_position++]);
        if (lead < 0x80)
            return lead;
        const int continuations = lead >= 0xF8 ? -1 : lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : -1;
        if (continuations < 0)
            return U'\uFFFD';
        char32_t codePoint = lead & (0x3F >> continuations);
        const std::size_t start = m_position;
        for (int index = 0; index < continuations; ++index) {
            const auto next = static_cast<unsigned char>(peek());
            if (atEnd() || (next & 0xC0) != 0x80) {
                m_position = start;
                return U'\uFFFD';
            }
            codePoint = (codePoint << 6) | (next & 0x3F);
            ++m_position;
        }
        return codePoint;
    }

    static void addSpace(Mode mode, Line& line)
    {
        if (mode == Mode::Text)
            line.word(QStringLiteral(" "));
        else
            line.space();
    }

    static void addCharacter(Mode mode, char32_t character, Line& line)
    {
        if (mode == Mode::Text) {
            if (character == U'~')
                line.word(QStringLiteral(" "));
            else
                line.word(fromCodePoint(character));
            return;
        }
        switch (character) {
        case U'-':
            line.word(QStringLiteral("−"));
            break;
        case U'\'':
            line.word(QStringLiteral("′"));
            break;
        case U',':
        case U';':
            line.word(fromCodePoint(character));
            line.space();
            break;
        case U'(':
        case U'[':
            line.opening(fromCodePoint(character));
            break;
        case U')':
        case U']':
            line.closing(fromCodePoint(character));
            break;
        case U'~':
            line.space();
            break;
        default:
            line.word(fromCodePoint(character));
            break;
        }
    }

    QString readSequence(Mode mode, Stops stops)
    {
        const Nesting nesting(*this);
        Line line;
        while (!atEnd()) {
            const char character = peek();
            if (character == '}') {
                if (stops.closeBrace)
                    break;
                ++m_position; // a brace that closes nothing
            } else if (character == ']' && stops.closeBracket) {
                break;
            } else if (atRowEnd() || (character == '&' && mode == Mode::Math)) {
                if (stops.cellEnd)
                    break;
                m_position += atRowEnd() ? 2 : 1;
                addSpace(mode, line);
            } else if (atCommand("end")) {
                if (stops.cellEnd)
                    break;
                m_position += 4; // an \end that ends nothing, and its name
                readName();
            } else if (isSpace(character)) {
                ++m_position;
                addSpace(mode, line);
            } else if (character == '{') {
                ++m_position;
                line.word(readGroupRest(mode));
            } else if ((character == '^' || character == '_') && mode == Mode::Math) {
                ++m_position;
                line.attach(scripted(readArgument(Mode::Math), character == '^' ? Script::Super : Script::Sub));
            } else if (character == '\\') {
                readCommand(mode, line);
            } else if (character == '$') {
                ++m_position;
            } else {
                addCharacter(mode, readCodePoint(), line);
            }
        }
        return line.text();
    }

    // The rest of a group whose '{' is read, and its '}' when there is one.
    QString readGroupRest(Mode mode)
    {
        Stops stops;
        stops.closeBrace = true;
        const QString text = readSequence(mode, stops);
        if (peek() == '}')
            ++m_position;
        return text;
    }

    // A command's argument: a group, or else a single token, as TeX reads \bar v and x^2.
    QString readArgument(Mode mode)
    {
        const Nesting nesting(*this);
        skipSpaces();
        if (atEnd() || nesting.tooDeep())
            return {};
        const char character = peek();
        if (character == '{') {
            ++m_position;
            return readGroupRest(mode);
        }
        if (character == '}' || character == '&' || character == '^' || character == '_' || atRowEnd()
            || atCommand("end"))
            return {};
        Line line;
        if (character == '\\')
            readCommand(mode, line);
        else
            addCharacter(mode, readCodePoint(), line);
        return line.text();
    }

    // An environment's or a column specification's name, read as it stands.
    std::string readName()
    {
        skipSpaces();
        std::string name;
        if (peek() != '{')
            return name;
        ++m_position;
        while (!atEnd() && peek() != '}')
            name += m_tex[m_position++];
        if (peek() == '}')
            ++m_position;
        return name;
    }

    void readCommand(Mode mode, Line& line)
    {
        ++m_position; // the backslash
        if (atEnd())
            return;
        std::string name;
        if (isLetter(peek())) {
            while (isLetter(peek()))
                name += m_tex[m_position++];
        } else if (static_cast<unsigned char>(peek()) >= 0x80) {
            addCharacter(mode, readCodePoint(), line);
            return;
        } else {
            name = m_tex[m_position++];
        }

        if (isIn(name, { ",", ":", ";", ">", " ", "quad", "qquad", "enspace", "thinspace", "medspace", "thickspace" })
            || name == "\\") {
            addSpace(mode, line);
        } else if (isIn(name,
                       { "!", "negthinspace", "displaystyle", "textstyle", "scriptstyle", "limits", "nolimits" })) {
            // no space, no text
        } else if (isIn(name, { "hspace", "vspace", "phantom", "label" })) {
            readArgument(Mode::Text);
        } else if (isSizingCommand(name)) {
            skipSpaces();
            if (peek() == '.')
                ++m_position; // \left. is an invisible delimiter
        } else if (isIn(name,
                       { "text", "textrm", "textit", "textbf", "textsf", "texttt", "textnormal", "mathrm",
                           "operatorname", "mbox" })) {
            if (peek() == '*')
                ++m_position; // \operatorname*
            line.word(readArgument(Mode::Text));
        } else if (isIn(name,
                       { "mathbf", "boldsymbol", "bm", "mathit", "mathsf", "mathtt", "mathnormal", "ensuremath",
                           "mathfrak" })) {
            line.word(readArgument(Mode::Math));
        } else if (name == "mathbb" || name == "mathcal" || name == "mathscr") {
            const LetterStyle style = name == "mathbb" ? LetterStyle::DoubleStruck : LetterStyle::Script;
            line.word(styled(readArgument(Mode::Math), style));
        } else if (const Accent* accent = findAccent(name)) {
            line.word(accented(readArgument(Mode::Math), *accent));
        } else if (isIn(name, { "frac", "tfrac", "dfrac", "cfrac" })) {
            const QString numerator = readArgument(Mode::Math).simplified();
            const QString denominator = readArgument(Mode::Math).simplified();
            line.word(parenthesized(numerator) + QStringLiteral("/") + parenthesized(denominator));
        } else if (name == "binom") {
            const QString top = readArgument(Mode::Math).simplified();
            const QString bottom = readArgument(Mode::Math).simplified();
            line.word(QStringLiteral("(%1 choose %2)").arg(top, bottom));
        } else if (name == "sqrt") {
            line.word(readRoot());
        } else if (name == "not") {
            const QString negated = readArgument(Mode::Math).simplified();
            line.word(
                isSingleCharacter(negated) ? negated + fromCodePoint(U'\u0338') : QStringLiteral("not ") + negated);
        } else if (name == "pmod") {
            line.space();
            line.word(QStringLiteral("(mod %1)").arg(readArgument(Mode::Math).simplified()));
        } else if (name == "begin") {
            line.word(readEnvironment(readName()));
        } else if (name == "end") {
            readName(); // an \end no environment waits for
        } else if (const Symbol* symbol = findSymbol(name)) {
            line.symbol(QString::fromUtf8(symbol->text), symbol->spacing);
        } else {
            // Unknown: its name is the most readable thing left.
            line.function(QString::fromStdString(name));
        }
    }

    QString readRoot()
    {
        QString index;
        skipSpaces();
        if (peek() == '[') {
            ++m_position;
            Stops stops;
            stops.closeBrace = true;
            stops.closeBracket = true;
            index = readSequence(Mode::Math, stops).simplified();
            if (peek() == ']')
                ++m_position;
        }
        QString root = QStringLiteral("√");
        if (index == QLatin1String("3"))
            root = QStringLiteral("∛");
        else if (index == QLatin1String("4"))
            root = QStringLiteral("∜");
        else if (!index.isEmpty() && index != QLatin1String("2"))
            root = scripted(index, Script::Super) + root;
        return root + parenthesized(readArgument(Mode::Math).simplified());
    }

    // The cells of an environment up to its \end (or to where a malformed one stops), rows of cells.
    QString readEnvironment(const std::string& name)
    {
        const Nesting nesting(*this);
        if (nesting.tooDeep())
            return {};
        if (name == "array")
            readName(); // the column specification
        std::vector<std::vector<QString>> rows(1);
        Stops stops;
        stops.closeBrace = true;
        stops.cellEnd = true;
        while (!nesting.tooDeep()) {
            rows.back().push_back(readSequence(Mode::Math, stops).simplified());
            if (peek() == '&') {
                ++m_position;
            } else if (atRowEnd()) {
                m_position += 2;
                rows.emplace_back();
            } else {
                if (atCommand("end")) {
                    m_position += 4;
                    readName();
                }
                break;
            }
        }
        if (rows.size() > 1 && rows.back().size() == 1 && rows.back().front().isEmpty())
            rows.pop_back(); // a "\\" that ends the last row
        return name == "cases" || name == "dcases" ? casesText(rows) : matrixText(name, rows);
    }

    // { a if b; c if d }: a case reads "value if condition", "value otherwise" when it says so.
    static QString casesText(const std::vector<std::vector<QString>>& rows)
    {
        QStringList cases;
        for (const std::vector<QString>& cells : rows) {
            if (cells.empty())
                continue;
            QString value = cells.front();
            if (cells.size() > 1 && !cells[1].isEmpty()) {
                const bool otherwise
                    = cells[1].startsWith(QLatin1String("otherwise")) || cells[1].startsWith(QLatin1String("else"));
                value += (otherwise ? QStringLiteral(" ") : QStringLiteral(" if ")) + cells[1];
            }
            for (std::size_t index = 2; index < cells.size(); ++index)
                value += QStringLiteral(", ") + cells[index];
            cases << value;
        }
        return QStringLiteral("{ ") + cases.join(QStringLiteral("; ")) + QStringLiteral(" }");
    }

    // Matrices and aligned equations: cells with ", " (aligned ones glued, their '&' only aligns), rows with "; ".
    static QString matrixText(const std::string& name, const std::vector<std::vector<QString>>& rows)
    {
        const bool aligned = isIn(name, { "aligned", "align", "align*", "split", "gathered", "eqnarray" });
        QStringList lines;
        for (const std::vector<QString>& cells : rows) {
            QStringList parts;
            for (const QString& cell : cells)
                parts << cell;
            lines << parts.join(aligned ? QStringLiteral(" ") : QStringLiteral(", "));
        }
        const QString body = lines.join(QStringLiteral("; "));
        if (name == "pmatrix")
            return QStringLiteral("(") + body + QStringLiteral(")");
        if (name == "bmatrix")
            return QStringLiteral("[") + body + QStringLiteral("]");
        if (name == "vmatrix")
            return QStringLiteral("|") + body + QStringLiteral("|");
        return body;
    }

    std::string_view m_tex;
    std::size_t m_position = 0;
    int m_depth = 0;
};

} // namespace

QString readableFormula(const std::string& tex)
{
    TexReader reader(tex);
    // Composed (NFC) so that ỹ is one character where Unicode has one, as a search or a comparison expects.
    return reader.read().simplified().normalized(QString::NormalizationForm_C);
}

} // namespace attnlab::app
