// readableFormula: hand-checked conversions, one or more rows per rule of formula_text.h; every registered
// variant's formula reads without TeX left over (printed with qInfo for a reader); malformed TeX ends without a
// crash or a hang.

#include "app/panels/formula_text.h"
#include "core/builtin_catalogues.h"

#include <QtTest>

#include <string>

using namespace attnlab;

namespace {

int occurrences(const std::string& text, const std::string& needle)
{
    int count = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + needle.size()))
        ++count;
    return count;
}

} // namespace

class TestFormulaText : public QObject {
    Q_OBJECT

private slots:
    void convertsByHand_data();
    void convertsByHand();
    void readsEveryVariantFormula();
    void survivesMalformedInput_data();
    void survivesMalformedInput();
};

void TestFormulaText::convertsByHand_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("readable");
    const auto row = [](const char* name, const char* tex, const char* readable) {
        QTest::newRow(name) << QString::fromUtf8(tex) << QString::fromUtf8(readable);
    };
    // The defect's own tooltip (sinkhorn).
    row("sinkhorn scores", R"(R = s\,\bar{Q}\bar{K}^\top)", "R = s Q̄K̄ᵀ");
    row("greek", R"(\pi_i, \phi, \mu, \tau, \kappa, \Sigma, \ell)", "πᵢ, φ, μ, τ, κ, Σ, ℓ");
    row("relations", R"(a \le b \ge c \ne d \in S \subset T \cup U)", "a ≤ b ≥ c ≠ d ∈ S ⊂ T ∪ U");
    row("operators", R"(x\cdot y \times z \odot w \sim \mathcal{N}(0, 1))", "x · y × z ⊙ w ∼ 𝒩(0, 1)");
    row("dots, mod, arrow", R"((i - j) \bmod \ell = 0, \dots, \cdots, f \to g)", "(i − j) mod ℓ = 0, …, ⋯, f → g");
    row("sum and product", R"(\sum_{j=1}^{n} x_j \prod_t p_t)", "∑ⱼ₌₁ⁿ xⱼ ∏ₜ pₜ");
    row("floors, norms, set braces", R"(\lfloor i/c \rfloor, \lVert k \rVert, \|x\|, \{i\})", "⌊i/c⌋, ‖k‖, ‖x‖, {i}");
    row("blackboard and functions", R"(U \in \mathbb{R}^{d \times d'}, \arg\max_c x, \exp(x) + \log n - \min_j y_j)",
        "U ∈ ℝ^(d × d′), arg max_c x, exp(x) + log n − minⱼ yⱼ");
    row("spacing commands", R"(a\,b\;c\:d\!e\quad f\qquad g\ h)", "a b c de f g h");
    row("sizing commands", R"(\left( x \right) \Big[ y \Big] \left. z \right|)", "(x) [y] z |");
    row("text commands",
        R"(\mathrm{softmax}(x) \text{ for some round } r, \operatorname{top-}k, \mathbf{W}\boldsymbol{\mu})",
        "softmax(x) for some round r, top-k, Wμ");
    row("accents", R"(\hat{x}\cdot\tilde{y} + \bar v_b + \bar{QK} + \hat{xy})",
        "x̂ · ỹ + v̄_b + Q\u0305K\u0305 + hat(xy)");
    row("superscripts", R"(Q^\top K^T x^2 y^{n+1} z^{-1/4})", "Qᵀ Kᵀ x² yⁿ⁺¹ z^(−1/4)");
    row("subscripts", R"(a_{ij} b_{ab} c_N d_{S-1} e_c \sum_{j \in \pi_i})", "aᵢⱼ b_(ab) c_N d_(S−1) e_c ∑_(j ∈ πᵢ)");
    row("fractions", R"(\frac{1}{n} + \tfrac{a + b}{c} + \frac{q_i \cdot k_j}{\sqrt{d}})",
        "1/n + (a + b)/c + (qᵢ · kⱼ)/√d");
    row("fraction parts in parentheses already", R"(\frac{(QU)(KU)^\top}{(n+1)})", "(QU)(KU)ᵀ/(n+1)");
    row("roots", R"(\sqrt{x + 1}\,\sqrt{d'}\,\sqrt[3]{y})", "√(x + 1) √d′ ∛y");
    row("cases", R"(\pi_i = \begin{cases} a & i < t \\ b & i \ge t \end{cases},\quad t = 2)",
        "πᵢ = { a if i < t; b if i ≥ t }, t = 2");
    row("unknown commands", R"(\foo x + \qux)", "foo x + qux");
    row("collapse and trim", "   a   =  \t  b   ", "a = b");
    row("script with spacing", R"(e^{-2\pi i\, ab/L})", "e^(−2π i ab/L)");
    row("nested scripts", R"(v^{S-1}_{j_{S-1}})", "v^(S−1)_(j_(S−1))");
}

void TestFormulaText::convertsByHand()
{
    QFETCH(QString, tex);
    QFETCH(QString, readable);
    QCOMPARE(app::readableFormula(tex.toStdString()), readable);
}

void TestFormulaText::readsEveryVariantFormula()
{
    const auto variants = core::builtinVariants().all();
    QVERIFY(!variants.empty());
    for (const core::Variant* variant : variants) {
        const std::string& tex = variant->info().formula;
        const QString readable = app::readableFormula(tex);
        qInfo().noquote() << QString::fromStdString(variant->id()) + QStringLiteral(": ") + readable;
        const QByteArray id = QByteArray::fromStdString(variant->id());
        QVERIFY2(!readable.isEmpty(), id.constData());
        QVERIFY2(!readable.contains(u'\\'), id.constData());
        QVERIFY2(!readable.contains(QLatin1String("^{")) && !readable.contains(QLatin1String("_{")), id.constData());
        // Braces left are the set braces the formula wrote (\{ \}) and the pair a cases environment reads as.
        const int braces = static_cast<int>(readable.count(u'{') + readable.count(u'}'));
        const int expected = occurrences(tex, "\\{") + occurrences(tex, "\\}") + 2 * occurrences(tex, "\\begin{cases}");
        QVERIFY2(braces == expected,
            qPrintable(QStringLiteral("%1: %2 braces, %3 expected")
                           .arg(QString::fromStdString(variant->id()))
                           .arg(braces)
                           .arg(expected)));
    }
}

void TestFormulaText::survivesMalformedInput_data()
{
    // Bytes, not a QString, so that broken UTF-8 reaches the reader as it is.
    QTest::addColumn<QByteArray>("tex");
    QTest::addColumn<QString>("readable");
    const auto row = [](const char* name, const std::string& tex, const char* readable) {
        QTest::newRow(name) << QByteArray::fromStdString(tex) << QString::fromUtf8(readable);
    };
    row("empty", "", "");
    row("unclosed brace", R"(\pi_{i {b)", "π_(i b)");
    row("stray closing brace", "a} + b}", "a + b");
    row("trailing backslash", R"(x + \)", "x +");
    row("fraction without denominator", R"(\frac{a})", "a/");
    row("script without argument", "x^", "x");
    row("cases without end", R"(\begin{cases} a & b)", "{ a if b }");
    row("end without begin", R"(a \end{cases} b)", "a b");
    row("root without closing bracket", R"(\sqrt[3)", "∛");
    row("left at the end", R"(x\left)", "x");
    row("deep braces", std::string(100000, '{') + "a" + std::string(100000, '}'), "");
    row(
        "deep accents",
        [] {
            std::string accents;
            for (int i = 0; i < 20000; ++i)
                accents += "\\bar";
            return accents;
        }(),
        "");
    row("broken UTF-8", "a\xC3", "a\xEF\xBF\xBD");
}

void TestFormulaText::survivesMalformedInput()
{
    QFETCH(QByteArray, tex);
    QFETCH(QString, readable);
    QCOMPARE(app::readableFormula(tex.toStdString()), readable);
}

QTEST_MAIN(TestFormulaText)
#include "test_formula_text.moc"
