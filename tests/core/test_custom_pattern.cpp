// custom (../shared/spec/variants.md, "Your own pattern"): pi_i = { j : expr(i, j, N) } plus i, causal removes j > i.
// The parser's errors name the column; the field equals an independent C++ rule written here for each expression;
// the interval classifier that skips tiles is never wrong; the attention matches the dense double reference; and a
// sparse expression evaluates far fewer pairs than N^2.
#include "core/variants/pattern/custom_expression.h"
#include "core/variants/pattern/custom_rows.h"
#include "reference/pattern_reference_check.h"

#include <QtTest>

#include <cstdlib>
#include <functional>
#include <random>
#include <string>

using namespace attnlab;
using core::BlockTruth;
using core::CustomExpression;
using core::ExpressionError;

namespace {

// The rounding the spec asks for, written out independently of core: floor division, modulo of the divisor's sign.
long long floorDiv(long long a, long long b)
{
    if (b == 0)
        return 0;
    long long q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

long long floorMod(long long a, long long b)
{
    return b == 0 ? a : a - b * floorDiv(a, b);
}

using Rule = std::function<bool(long long i, long long j, long long n)>;

struct Case {
    const char* expression;
    Rule rule;
};

// Each expression beside the same condition in C++ (with the documented a / 0 = 0, a % 0 = a).
const std::vector<Case>& cases()
{
    static const std::vector<Case> all {
        { "abs(i - j) <= 3 or j < 2 or (i - j) % 8 == 0",
            [](long long i, long long j, long long) {
                return std::llabs(i - j) <= 3 || j < 2 || floorMod(i - j, 8) == 0;
            } },
        { "j <= i / 2 and not (j % 3 == 1)",
            [](long long i, long long j, long long) { return j <= floorDiv(i, 2) && floorMod(j, 3) != 1; } },
        { "min(i, N - 1 - i) >= j - 5 && j >= max(0, i - 7, 2)",
            [](long long i, long long j, long long n) {
                return std::min(i, n - 1 - i) >= j - 5 && j >= std::max({ 0LL, i - 7, 2LL });
            } },
        { "(i * j) % 7 == 3 || j == N - 1",
            [](long long i, long long j, long long n) { return floorMod(i * j, 7) == 3 || j == n - 1; } },
        { "i - j == 16 or i == j * 2 or false",
            [](long long i, long long j, long long) { return i - j == 16 || i == j * 2; } },
        { "(j - i) / 4 == -1", [](long long i, long long j, long long) { return floorDiv(j - i, 4) == -1; } },
        { "-(j - i) % 5 == 2", [](long long i, long long j, long long) { return floorMod(i - j, 5) == 2; } },
        { "j % (i - 3) == 0", [](long long i, long long j, long long) { return floorMod(j, i - 3) == 0; } },
        { "j / (i - j) == 1 or !(j != N / 2)",
            [](long long i, long long j, long long n) { return floorDiv(j, i - j) == 1 || j == floorDiv(n, 2); } },
        { "floor(j * 4 / N) == floor(i * 4 / N) and true",
            [](long long i, long long j, long long n) { return floorDiv(j * 4, n) == floorDiv(i * 4, n); } },
        { "j >= N - 3 or j < 0", [](long long, long long j, long long n) { return j >= n - 3; } },
    };
    return all;
}

const core::Variant& customVariant()
{
    return core::builtinVariants().get("custom", "variant");
}

core::Params withExpression(const std::string& expression)
{
    core::Params params;
    params.set(customVariant().info().params, "expr", expression);
    return params;
}

// A random well-typed condition: numbers from i, j, N and small constants through every operation, comparisons and
// and/or/not on top. Big constants make the saturation and the wide ranges appear.
class ExpressionGenerator {
public:
    explicit ExpressionGenerator(unsigned seed) : m_random(seed) { }

    std::string condition(int depth)
    {
        const int pick = below(depth <= 0 ? 2 : 5);
        static const char* const comparisons[] = { "<", "<=", ">", ">=", "==", "!=" };
        switch (pick) {
        case 0:
        case 1:
            return number(depth - 1) + " " + comparisons[below(6)] + " " + number(depth - 1);
        case 2:
            return "(" + condition(depth - 1) + " and " + condition(depth - 1) + ")";
        case 3:
            return "(" + condition(depth - 1) + " or " + condition(depth - 1) + ")";
        default:
            return "not (" + condition(depth - 1) + ")";
        }
    }

private:
    std::string number(int depth)
    {
        if (depth <= 0 || below(3) == 0) {
            switch (below(5)) {
            case 0:
                return "i";
            case 1:
                return "j";
            case 2:
                return "N";
            case 3:
                return std::to_string(below(20));
            default:
                return below(2) ? "4611686018427387904" : std::to_string(below(70));
            }
        }
        static const char* const operators[] = { "+", "-", "*", "/", "%" };
        switch (below(5)) {
        case 0:
            return "abs(" + number(depth - 1) + ")";
        case 1:
            return "min(" + number(depth - 1) + ", " + number(depth - 1) + ")";
        case 2:
            return "max(" + number(depth - 1) + ", " + number(depth - 1) + ")";
        case 3:
            return "-(" + number(depth - 1) + ")";
        default:
            // A divisor with i or j in it, so it is 0 on some pairs and never a constant 0.
            return "(" + number(depth - 1) + " " + operators[below(5)] + " (" + number(depth - 1) + " + j - 3))";
        }
    }

    int below(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }

    std::mt19937 m_random;
};

} // namespace

class TestCustomPattern : public QObject {
    Q_OBJECT

private slots:
    void malformedExpressionsNameTheColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << "" << 1 << "expected a number, i, j, N, a function or '(', found the end";
        QTest::newRow("blank") << "   " << 4 << "found the end";
        QTest::newRow("unclosed call") << "abs(i - j" << 10 << "expected ')', found the end";
        QTest::newRow("unclosed parenthesis") << "(i < j or j == 0" << 17 << "expected ')', found the end";
        QTest::newRow("unclosed argument list") << "min(i, j" << 9 << "expected ')'";
        QTest::newRow("extra parenthesis") << "i < j)" << 6 << "expected an operator or the end, found ')'";
        QTest::newRow("trailing token") << "i < j j" << 7 << "expected an operator or the end, found 'j'";
        QTest::newRow("unknown name") << "k < 3" << 1 << "unknown name 'k'";
        QTest::newRow("lower-case n") << "j < n" << 5 << "did you mean N?";
        QTest::newRow("number as the whole") << "i - j" << 1 << "the expression is a number, not a condition";
        QTest::newRow("number under and") << "i and j < 2" << 1 << "the left side of 'and' must be a condition";
        QTest::newRow("number under or") << "i < j or 3" << 10 << "the right side of 'or' must be a condition";
        QTest::newRow("number under not") << "not i" << 5 << "'not' takes a condition";
        QTest::newRow("condition as argument") << "abs(i < j) == 1" << 5 << "an argument of abs() must be a number";
        QTest::newRow("chained comparison") << "i < j < 3" << 1 << "the left side of '<' must be a number";
        QTest::newRow("condition in arithmetic") << "(i < j) + 1 == 2" << 1 << "the left side of '+' must be a number";
        QTest::newRow("huge literal") << "j < 99999999999999999999" << 5 << "number too large";
        QTest::newRow("constant zero divisor") << "i / 0 == 1" << 5 << "division by zero";
        QTest::newRow("folded zero modulus") << "i % (2 - 2) == 1" << 5 << "modulo by zero";
        QTest::newRow("single equals") << "i = j" << 3 << "write '==' to compare";
        QTest::newRow("single ampersand") << "i < j & j > 2" << 7 << "write '&&'";
        QTest::newRow("min of one") << "min(i) < 2" << 6 << "takes two or more arguments";
        QTest::newRow("abs of two") << "abs(i, j) < 2" << 8 << "takes one argument";
        QTest::newRow("number into name") << "i < 2j" << 5 << "cannot run into a name";
        QTest::newRow("operator missing operand") << "i <" << 4 << "found the end";
        QTest::newRow("keyword as operand") << "i < and" << 5 << "found 'and'";
        QTest::newRow("stray character") << "i < j # comment" << 7 << "unexpected character '#'";
        // Columns count characters: the two-byte 'é' is one column.
        QTest::newRow("non-ASCII") << QString::fromUtf8("i < j or é") << 10 << QString::fromUtf8("'é'");
        QTest::newRow("deep parentheses")
            << QString(101, '(') + "i < j" + QString(101, ')') << 101 << "nested more than 100 levels deep";
        QTest::newRow("deep minus") << QString(300, '-') + "i < j" << 101 << "nested more than 100 levels deep";
        QTest::newRow("deep not") << QString("not ").repeated(150) + "i < j" << 401 << "nested more than 100";
        QTest::newRow("too long") << QString("i < j or ").repeated(500) + "i < j" << 4001 << "longer than 4000";
        // Calls of catalogue patterns (test_custom_pattern_calls.cpp checks what they compute).
        QTest::newRow("call: typo of a pattern") << "locl(3, 3) or j == 0" << 1 << "unknown name 'locl' (did you mean local?)";
        QTest::newRow("call: swapped letters") << "i == j or lcoal(2, 2)" << 11 << "did you mean local?";
        QTest::newRow("call: unknown function") << "foo(3) or i == j" << 1 << "unknown name 'foo'";
        QTest::newRow("call: pattern found from the data") << "lsh(8) or i == j" << 1
                                                     << "'lsh' cannot be called in an expression";
        QTest::newRow("call: random pattern") << "random(3)" << 1 << "patterns that can: local, chunked";
        QTest::newRow("call: too many arguments") << "local(1, 2, 3)" << 13 << "local() takes at most 2 arguments (before, after)";
        QTest::newRow("call: above the range") << "local(5000)" << 7 << "local(): parameter 'before' must be in 0..4096, got 5000";
        QTest::newRow("call: below the range") << "j == 0 or local(1, -1)" << 20 << "parameter 'after' must be in 0..4096, got -1";
        QTest::newRow("call: zero chunk") << "chunked(0)" << 9 << "parameter 'chunk' must be in 1..4096";
        QTest::newRow("call: misspelt parameter") << "local(befor=3)" << 7
                                            << "local() has no parameter 'befor' (did you mean before? its parameters: "
                                               "before, after)";
        QTest::newRow("call: positional after named") << "local(after=3, 2)" << 16 << "cannot follow a named one";
        QTest::newRow("call: given twice") << "local(3, before=2)" << 10 << "parameter 'before' of local() is given twice";
        QTest::newRow("call: not a constant") << "local(i, 2)" << 7 << "parameter 'before' of local() must be a constant";
        QTest::newRow("call: unclosed") << "local(3" << 8 << "expected ')', found the end";
        QTest::newRow("call: trailing comma") << "local(3,)" << 9 << "found ')'";
        QTest::newRow("call: no parentheses") << "local or i == j" << 7 << "local is a pattern: give its parameters in "
                                                                    "parentheses, local() for its defaults";
        QTest::newRow("call: stride beyond window") << "sliding_window(4, 8)" << 1
                                              << "sliding_window(): parameter 'stride' (8) must not exceed 'window' (4)";
        QTest::newRow("call: summary beyond block") << "i == 0 or sparse_transformer(4, fixed, 5)" << 11
                                              << "parameter 'summary' (5) must not exceed 'block' (4)";
        QTest::newRow("call: unknown choice") << "sparse_transformer(4, fixd)" << 23 << "must be one of strided|fixed, got 'fixd'";
        QTest::newRow("call: number for a choice") << "sparse_transformer(4, 3)" << 23
                                             << "parameter 'mode' of sparse_transformer() is one of strided|fixed";
        QTest::newRow("call: call in arithmetic") << "local(3, 3) + 1 == 2" << 1 << "the left side of '+' must be a number";
        QTest::newRow("call: call compared") << "global(2) < 3" << 1 << "the left side of '<' must be a number";
        QTest::newRow("call: single equals after a call") << "local(2, 2) = 1" << 13 << "write '==' to compare";
        QTest::newRow("call: too many calls") << QString("local() or ").repeated(32) + "local()" << 353
                                        << "more than 32 pattern calls";
    }

    void malformedExpressionsNameTheColumn()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, says);
        try {
            (void)CustomExpression::parse(text.toStdString());
            QFAIL("expected an ExpressionError");
        } catch (const ExpressionError& error) {
            const QString message = QString::fromUtf8(error.what());
            QVERIFY2(message.startsWith(QStringLiteral("column %1: ").arg(column)), qPrintable(message));
            QVERIFY2(message.contains(says), qPrintable(message));
            QCOMPARE(error.column(), column);
            QCOMPARE(QString::fromStdString(CustomExpression::problemOf(text.toStdString())), message);
        }
    }

    void nestingUpToTheLimitParses()
    {
        const std::string nested = std::string(100, '(') + "i < j" + std::string(100, ')');
        QVERIFY(CustomExpression::problemOf(nested).empty());
        QVERIFY(CustomExpression::parse(nested).holds(1, 2, 4));
        QVERIFY(CustomExpression::problemOf("abs(i-j)<=3||j<2||!(i%8!=0)&&true").empty());
    }

    // Not a substitute for a fuzzer, a cheap one: token soup and random bytes only ever give an ExpressionError.
    void randomInputNeverCrashes()
    {
        static const char* const pieces[]
            = { "i", "j", "N", "(", ")", "abs(", "min(", ",", "+", "-", "*", "/", "%", "<", "<=", "==", "!=", "and",
                  "or", "not", "!", "&&", "0", "7", "9223372036854775807", " ", "max(", "floor(", "true", "=", "\xc3",
                  // pattern calls: names, a typo, a variant that cannot be called, named arguments, a choice
                  "local(", "global(", "strided(", "bigbird(", "sparse_transformer(", "sliding_window(", "locl(",
                  "lsh(", "before=", "window", "=", "fixed", "4096", "-1" };
        std::mt19937 random(11);
        int parsed = 0;
        int withCalls = 0;
        for (int trial = 0; trial < 20000; ++trial) {
            std::string text;
            const int length = std::uniform_int_distribution<int>(0, 24)(random);
            for (int p = 0; p < length; ++p) {
                if (trial % 5 == 0)
                    text += static_cast<char>(std::uniform_int_distribution<int>(1, 255)(random));
                else
                    text += pieces[std::uniform_int_distribution<std::size_t>(0, std::size(pieces) - 1)(random)];
            }
            try {
                const CustomExpression expression = CustomExpression::parse(text);
                (void)expression.holds(3, 5, 9);
                (void)expression.classify(0, 63, 0, 63, 64);
                ++parsed;
                withCalls += expression.calls().empty() ? 0 : 1;
            } catch (const ExpressionError& error) {
                QVERIFY(error.column() >= 1);
            }
        }
        QVERIFY(parsed > 0); // the soup also makes valid conditions, so evaluation ran too
        QVERIFY(withCalls > 0); // among them pattern calls, whose fields were built and asked
    }

    void arithmeticIsDefinedEverywhere()
    {
        // Saturation instead of overflow, floor rounding, the zero-divisor rule.
        const auto holds = [](const char* text, long long i = 0, long long j = 0, long long n = 1) {
            return CustomExpression::parse(text).holds(i, j, n);
        };
        QVERIFY(holds("9223372036854775807 + 1 == 9223372036854775807"));
        QVERIFY(holds("-9223372036854775807 - 5 == -9223372036854775807"));
        QVERIFY(holds("4611686018427387904 * 4 == 9223372036854775807"));
        QVERIFY(holds("-4611686018427387904 * 4 == -9223372036854775807"));
        QVERIFY(holds("abs(-9223372036854775807 - 9) == 9223372036854775807"));
        QVERIFY(holds("-7 / 2 == -4 and -7 % 2 == 1 and 7 % -2 == -1 and 7 / -2 == -4"));
        QVERIFY(holds("j / i == 0 and j % i == j", 0, 5)); // i = 0 on this pair
        QVERIFY(holds("-9223372036854775807 / -1 == 9223372036854775807"));
        QVERIFY(holds("not i == j and 1 + 2 * 3 == 7 and (1 + 2) * 3 == 9", 1, 2));
        QVERIFY(holds("i < 1 or j < 1 and false", 0, 5)); // and binds tighter than or
        QVERIFY(!holds("(i < 1 or j < 1) and false", 0, 5));
    }

    void fieldEqualsTheRule_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        for (int c = 0; c < static_cast<int>(cases().size()); ++c)
            for (const int n : { 1, 7, 64, 257 })
                for (const bool causal : { false, true })
                    QTest::addRow(
                        "%s N=%d%s", cases()[static_cast<std::size_t>(c)].expression, n, causal ? " causal" : "")
                        << c << n << causal;
    }

    // The pattern (i added, causal applied), O and M against the dense double reference built from the C++ rule,
    // and the counted cost equal to the analytic one (reference/pattern_reference_check.h).
    void fieldEqualsTheRule()
    {
        QFETCH(int, which);
        QFETCH(int, n);
        QFETCH(bool, causal);
        const Case& item = cases()[static_cast<std::size_t>(which)];
        const Rule rule = item.rule;
        const std::string failure = reference::compareWithReference(customVariant(), withExpression(item.expression), n,
            causal, [rule, n](int i, int j) { return rule(i, j, n); });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void classifierIsNeverWrong()
    {
        ExpressionGenerator generator(5);
        std::mt19937 random(17);
        int decided = 0;
        int boxes = 0;
        std::vector<std::string> texts;
        for (const Case& item : cases())
            texts.emplace_back(item.expression);
        for (int e = 0; e < 300; ++e)
            texts.push_back(generator.condition(4));
        for (const std::string& text : texts) {
            const CustomExpression expression = CustomExpression::parse(text);
            for (int trial = 0; trial < 40; ++trial) {
                const int n = std::uniform_int_distribution<int>(1, 300)(random);
                const auto pick = [&](int limit) { return std::uniform_int_distribution<int>(0, limit)(random); };
                // Single rows (as CustomRows asks per row), small boxes and whole tiles.
                const int height = trial % 3 == 0 ? 0 : trial % 3 == 1 ? pick(12) : pick(70);
                const int i0 = pick(n - 1);
                const int i1 = std::min(n - 1, i0 + height);
                const int j0 = pick(n - 1);
                const int j1 = std::min(n - 1, j0 + pick(trial % 2 == 0 ? 12 : 70));
                // On a single pair the bounds are exact: never undecided.
                if (expression.classify(i0, i0, j0, j0, n) == BlockTruth::Mixed
                    || (expression.classify(i0, i0, j0, j0, n) == BlockTruth::Always) != expression.holds(i0, j0, n))
                    QFAIL(qPrintable(QStringLiteral("%1 on the pair (%2, %3), N %4 is not decided exactly")
                                         .arg(QString::fromStdString(text))
                                         .arg(i0)
                                         .arg(j0)
                                         .arg(n)));
                const BlockTruth truth = expression.classify(i0, i1, j0, j1, n);
                ++boxes;
                if (truth == BlockTruth::Mixed)
                    continue;
                ++decided;
                for (int i = i0; i <= i1; ++i)
                    for (int j = j0; j <= j1; ++j)
                        if (expression.holds(i, j, n) != (truth == BlockTruth::Always))
                            QFAIL(qPrintable(QStringLiteral("%1 on i %2..%3, j %4..%5, N %6 classified %7 but (%8, %9) "
                                                            "disagrees")
                                                 .arg(QString::fromStdString(text))
                                                 .arg(i0)
                                                 .arg(i1)
                                                 .arg(j0)
                                                 .arg(j1)
                                                 .arg(n)
                                                 .arg(truth == BlockTruth::Always ? "always" : "never")
                                                 .arg(i)
                                                 .arg(j)));
            }
        }
        QVERIFY2(
            decided > boxes / 4, qPrintable(QStringLiteral("only %1 of %2 boxes decided").arg(decided).arg(boxes)));
    }

    void classifierDecidesTheCommonShapes()
    {
        const CustomExpression band = CustomExpression::parse("abs(i - j) <= 2");
        QCOMPARE(band.classify(0, 63, 128, 191, 1024), BlockTruth::Never);
        QCOMPARE(band.classify(10, 10, 8, 12, 1024), BlockTruth::Always);
        QCOMPARE(band.classify(0, 63, 0, 63, 1024), BlockTruth::Mixed);
        const CustomExpression columns = CustomExpression::parse("j < 64 or j >= N - 64");
        QCOMPARE(columns.classify(0, 1023, 0, 63, 1024), BlockTruth::Always);
        QCOMPARE(columns.classify(0, 1023, 960, 1023, 1024), BlockTruth::Always);
        QCOMPARE(columns.classify(0, 1023, 64, 959, 1024), BlockTruth::Never);
        // Within one period of a constant modulus the remainder is exact.
        const CustomExpression blocks = CustomExpression::parse("j % 64 < 32");
        QCOMPARE(blocks.classify(0, 9, 64, 95, 1024), BlockTruth::Always);
        QCOMPARE(blocks.classify(0, 9, 96, 127, 1024), BlockTruth::Never);
    }

    // The default (a band of 5 and the first key): the field's pairs, the counted cost, and the pairs evaluated one
    // by one all grow with N, not N^2.
    void sparseExpressionCostsItsDensity()
    {
        const int n = 4096;
        const core::Variant& variant = customVariant();
        const std::string text = core::Params::defaults(variant.info().params).text("expr");
        QCOMPARE(QString::fromStdString(text), QStringLiteral("abs(i - j) <= 2 or j == 0"));
        long long expectedPairs = 0;
        for (long long i = 0; i < n; ++i)
            for (long long j = 0; j < n; ++j)
                expectedPairs += (std::llabs(i - j) <= 2 || j == 0) ? 1 : 0;

        core::RunOptions options;
        options.wantMap = false;
        const core::Result result = variant.run(reference::gaussianProblem(n, false), core::Params {}, options);
        QCOMPARE(result.pattern.pairCount(), static_cast<std::int64_t>(expectedPairs));
        QCOMPARE(result.cost.fieldPairs, static_cast<double>(expectedPairs));
        QCOMPARE(result.cost.madds,
            static_cast<double>(expectedPairs) * (reference::kPatternTestD + reference::kPatternTestDv));
        QVERIFY(result.pattern.density() < 0.002);

        const CustomExpression expression = CustomExpression::parse(text);
        core::CustomRows rows(expression, n, false);
        std::vector<int> keys;
        for (int i = 0; i < n; ++i) {
            keys.clear();
            rows.appendRow(i, n - 1, keys);
        }
        // The band's edges and the first column, halved down to a few blocks of 8: about 25 keys per row of 4096.
        QVERIFY2(rows.evaluatedPairs() <= 32LL * n,
            qPrintable(QStringLiteral("%1 pairs evaluated").arg(rows.evaluatedPairs())));
        // One residue of a wide period: the halves without it are decided.
        core::CustomRows residue(CustomExpression::parse("(i - j) % 64 == 0 or j < 4"), n, false);
        for (int i = 0; i < n; ++i) {
            keys.clear();
            residue.appendRow(i, n - 1, keys);
        }
        QVERIFY2(residue.evaluatedPairs() <= 1LL * n * n / 5,
            qPrintable(QStringLiteral("%1 pairs evaluated").arg(residue.evaluatedPairs())));

        core::CustomRows none(CustomExpression::parse("j < 0"), n, true);
        for (int i = 0; i < n; ++i)
            none.appendRow(i, i, keys);
        QCOMPARE(none.evaluatedPairs(), std::int64_t { 0 });
        const core::Result identity
            = variant.run(reference::gaussianProblem(300, true), withExpression("j < 0"), options);
        QCOMPARE(identity.pattern.pairCount(), std::int64_t { 300 }); // every row keeps only i
    }

    void badExpressionIsRefusedAsAParameter()
    {
        const core::Variant& variant = customVariant();
        core::Params params;
        try {
            params.setFromText(variant.info().params, "expr", "abs(i - j");
            QFAIL("expected an Error");
        } catch (const core::Error& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("parameter 'expr'"), qPrintable(message));
            QVERIFY2(message.contains("column 10: expected ')'"), qPrintable(message));
        }
        std::string why;
        QVERIFY(!variant.info().params.front().accepts(core::ParamValue(std::string("i +")), &why));
        QVERIFY(QString::fromStdString(why).contains("column 4"));
        QVERIFY(variant.info().params.front().accepts(core::ParamValue(std::string("i + 1 > j")), &why));
    }

    void catalogueEntry()
    {
        const std::string failure = reference::checkCatalogueEntry(
            customVariant(), 14, { { "expr", core::ParamValue(std::string("abs(i - j) <= 2 or j == 0")) } });
        QVERIFY2(failure.empty(), failure.c_str());
        const std::string linear = reference::checkLinearCost(customVariant(), core::Params {});
        QVERIFY2(linear.empty(), linear.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCustomPattern)
#include "test_custom_pattern.moc"
