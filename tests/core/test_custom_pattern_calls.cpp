// custom's pattern calls (core/variants/pattern/custom_expression.h, custom_calls.h): `local(3, 3) or global(2)`.
// A call alone gives exactly the catalogue variant's pattern and output, for every callable pattern, on several N,
// with and without causal; combinations equal an independent C++ rule; the classifier decides blocks of a call
// exactly; and a band written as a call costs what its density says. Bad calls are among the malformed expressions
// of test_custom_pattern.cpp.
#include "core/variants/pattern/custom_calls.h"
#include "core/variants/pattern/custom_expression.h"
#include "core/variants/pattern/custom_rows.h"
#include "reference/pattern_reference_check.h"

#include <QtTest>

#include <cstdlib>
#include <random>
#include <set>
#include <string>

using namespace attnlab;
using core::BlockTruth;
using core::CustomExpression;
using core::ExpressionError;

namespace {

struct CallCase {
    const char* expression;
    const char* variant;
    reference::NamedValues values; // the catalogue variant's parameters the call stands for (others: defaults)
};

core::ParamValue integer(long long value)
{
    return core::ParamValue(value);
}

// Positional, named, mixed, empty and constant-arithmetic arguments, defaults and other values, for every
// callable pattern.
const std::vector<CallCase>& callCases()
{
    static const std::vector<CallCase> all {
        { "local(3, 3)", "local", { { "before", integer(3) }, { "after", integer(3) } } },
        { "local(after=5)", "local", { { "after", integer(5) } } },
        { "local(2 * 2, 8 / 2 - 3)", "local", { { "before", integer(4) }, { "after", integer(1) } } },
        { "chunked(16)", "chunked", { { "chunk", integer(16) } } },
        { "chunked(chunk = 5)", "chunked", { { "chunk", integer(5) } } },
        { "sliding_window(8, 4)", "sliding_window", { { "window", integer(8) }, { "stride", integer(4) } } },
        { "sliding_window(window=6)", "sliding_window", { { "window", integer(6) } } },
        { "dilated(2, 3)", "dilated", { { "radius", integer(2) }, { "gap", integer(3) } } },
        { "dilated()", "dilated", {} },
        { "strided(8)", "strided", { { "stride", integer(8) } } },
        { "strided(3)", "strided", { { "stride", integer(3) } } },
        { "sparse_transformer(4)", "sparse_transformer", { { "block", integer(4) } } },
        { "sparse_transformer(6, fixed, 2)", "sparse_transformer",
            { { "block", integer(6) }, { "mode", core::ParamValue(std::string("fixed")) }, { "summary", integer(2) } } },
        { "sparse_transformer(block=5, mode=fixed)", "sparse_transformer",
            { { "block", integer(5) }, { "mode", core::ParamValue(std::string("fixed")) } } },
        { "global(2)", "global", { { "tokens", integer(2) } } },
        { "global(tokens=0)", "global", { { "tokens", integer(0) } } },
        { "longformer(3, 1, 2)", "longformer", { { "radius", integer(3) }, { "gap", integer(1) }, { "tokens", integer(2) } } },
        { "longformer()", "longformer", {} },
        { "bigbird()", "bigbird", {} },
        { "bigbird(4, 3, 1, 1, 7)", "bigbird",
            { { "block", integer(4) }, { "window_blocks", integer(3) }, { "global_blocks", integer(1) },
                { "random_blocks", integer(1) }, { "seed", integer(7) } } },
        { "bigbird(block=8, window_blocks=2, random_blocks=0)", "bigbird",
            { { "block", integer(8) }, { "window_blocks", integer(2) }, { "random_blocks", integer(0) } } },
        { "bigbird(3, global_blocks=0, random_blocks=2, seed=11)", "bigbird",
            { { "block", integer(3) }, { "global_blocks", integer(0) }, { "random_blocks", integer(2) },
                { "seed", integer(11) } } },
    };
    return all;
}

const core::Variant& variantNamed(const std::string& id)
{
    return core::builtinVariants().get(id, "variant");
}

core::Params customWith(const std::string& expression)
{
    core::Params params;
    params.set(variantNamed("custom").info().params, "expr", expression);
    return params;
}

using Rule = std::function<bool(long long i, long long j, long long n)>;

long long floorMod(long long a, long long b)
{
    const long long r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

struct CombinationCase {
    const char* expression;
    Rule rule; // the same condition written out here from ../shared/spec/variants.md
};

const std::vector<CombinationCase>& combinationCases()
{
    static const std::vector<CombinationCase> all {
        { "local(3, 3) or global(2)",
            [](long long i, long long j, long long) { return std::llabs(i - j) <= 3 || i < 2 || j < 2; } },
        { "strided(8) and not chunked(16)",
            [](long long i, long long j, long long) { return floorMod(i - j, 8) == 0 && i / 16 != j / 16; } },
        { "dilated(radius=2, gap=1) or j == N - 1",
            [](long long i, long long j, long long n) {
                return (floorMod(i - j, 2) == 0 && std::llabs(i - j) <= 4) || j == n - 1;
            } },
        { "local(4, 0) and not j == i - 2 or chunked(32) and j % 8 == 0",
            [](long long i, long long j, long long) {
                return (j >= i - 4 && j <= i && j != i - 2) || (i / 32 == j / 32 && j % 8 == 0);
            } },
        { "not global(1)", [](long long i, long long j, long long) { return !(i < 1 || j < 1); } },
    };
    return all;
}

// One row per case, length and causal setting: the shapes of ../shared/spec/architecture.md's reference tests.
template <class Case> void addRowsOver(const std::vector<Case>& cases)
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("causal");
    for (int c = 0; c < static_cast<int>(cases.size()); ++c)
        for (const int n : { 1, 7, 64, 257 })
            for (const bool causal : { false, true })
                QTest::addRow("%s N=%d%s", cases[static_cast<std::size_t>(c)].expression, n, causal ? " causal" : "")
                    << c << n << causal;
}

} // namespace

class TestCustomPatternCalls : public QObject {
    Q_OBJECT

private slots:
    // The cases above cover every pattern an expression may call, and only those hand-chosen ones.
    void everyCallablePatternIsCovered()
    {
        QCOMPARE(QString::fromStdString(core::callablePatternList()),
            QStringLiteral("local, chunked, sliding_window, dilated, strided, sparse_transformer, global, longformer, "
                           "bigbird"));
        std::set<std::string> covered;
        for (const CallCase& item : callCases())
            covered.insert(item.variant);
        const std::string list = core::callablePatternList();
        for (const core::Variant* variant : core::builtinVariants().all())
            QCOMPARE(covered.count(variant->id()) == 1, core::callablePattern(variant->id()).variant != nullptr);
        QVERIFY(!list.empty());
    }

    void callEqualsTheCatalogueVariant_data() { addRowsOver(callCases()); }

    // The same pairs, row by row, and the same output within float rounding (the two run on different engines:
    // the catalogue's interval or block kernel, custom's pattern gather).
    void callEqualsTheCatalogueVariant()
    {
        QFETCH(int, which);
        QFETCH(int, n);
        QFETCH(bool, causal);
        const CallCase& item = callCases()[static_cast<std::size_t>(which)];
        const core::Variant& catalogue = variantNamed(item.variant);
        const core::Problem problem = reference::gaussianProblem(n, causal);
        core::RunOptions options;
        options.wantMap = false;
        const core::Result expected = catalogue.run(problem, reference::makeParams(catalogue, item.values), options);
        const core::Result got = variantNamed("custom").run(problem, customWith(item.expression), options);
        QCOMPARE(got.pattern.pairCount(), expected.pattern.pairCount());
        for (int i = 0; i < n; ++i)
            if (got.pattern.row(i) != expected.pattern.row(i))
                QFAIL(qPrintable(QStringLiteral("row %1 differs").arg(i)));
        const double difference = (got.o - expected.o).cwiseAbs().maxCoeff();
        QVERIFY2(difference <= 1e-5, qPrintable(QStringLiteral("max |O - O_catalogue| = %1").arg(difference)));
    }

    void combinationEqualsTheRule_data() { addRowsOver(combinationCases()); }

    // Pattern, O and M against the dense double reference built from the rule, counted cost equal to the analytic.
    void combinationEqualsTheRule()
    {
        QFETCH(int, which);
        QFETCH(int, n);
        QFETCH(bool, causal);
        const CombinationCase& item = combinationCases()[static_cast<std::size_t>(which)];
        const Rule rule = item.rule;
        const std::string failure = reference::compareWithReference(variantNamed("custom"),
            customWith(item.expression), n, causal, [rule, n](int i, int j) { return rule(i, j, n); });
        QVERIFY2(failure.empty(), failure.c_str());
    }

    // Exact on every box for a call alone; never wrong (and mostly decided) when calls mix with arithmetic.
    void classifierDecidesCallsExactly()
    {
        const std::vector<std::string> texts { "local(3, 5)", "chunked(16) and not i == j", "strided(4) or global(1)",
            "bigbird(4, 3, 1, 1, 3)", "sparse_transformer(8, fixed, 2) and j % 3 != 1", "not longformer(2, 1, 1)" };
        std::mt19937 random(23);
        for (const std::string& text : texts) {
            const CustomExpression expression = CustomExpression::parse(text);
            CustomExpression::Workspace workspace;
            CustomExpression::Workspace pairWorkspace;
            const auto holds = [&](int i, int j, int n) {
                std::uint8_t mark = 0;
                expression.markKeys(i, j, 1, n, pairWorkspace, &mark);
                return mark != 0;
            };
            const bool single = expression.nodeCount() == 1; // the call alone
            for (int trial = 0; trial < 400; ++trial) {
                const int n = std::uniform_int_distribution<int>(1, 200)(random);
                const auto pick = [&](int limit) { return std::uniform_int_distribution<int>(0, limit)(random); };
                const int i0 = pick(n - 1);
                const int i1 = std::min(n - 1, i0 + pick(trial % 2 ? 3 : 40));
                const int j0 = pick(n - 1);
                const int j1 = std::min(n - 1, j0 + pick(trial % 3 ? 5 : 40));
                const BlockTruth truth = expression.classify(i0, i1, j0, j1, n, workspace);
                bool some = false;
                bool every = true;
                for (int i = i0; i <= i1; ++i)
                    for (int j = j0; j <= j1; ++j) {
                        const bool held = holds(i, j, n);
                        some = some || held;
                        every = every && held;
                    }
                const QString where = QStringLiteral("%1 on i %2..%3, j %4..%5, N %6")
                                          .arg(QString::fromStdString(text))
                                          .arg(i0)
                                          .arg(i1)
                                          .arg(j0)
                                          .arg(j1)
                                          .arg(n);
                if (truth == BlockTruth::Always)
                    QVERIFY2(every, qPrintable(where + " classified always"));
                if (truth == BlockTruth::Never)
                    QVERIFY2(!some, qPrintable(where + " classified never"));
                if (single && truth == BlockTruth::Mixed)
                    QVERIFY2(some && !every, qPrintable(where + " left undecided"));
            }
        }
        const CustomExpression band = CustomExpression::parse("local(2, 2)");
        QCOMPARE(band.classify(0, 63, 128, 191, 1024), BlockTruth::Never);
        QCOMPARE(band.classify(10, 10, 8, 12, 1024), BlockTruth::Always);
        QCOMPARE(band.classify(0, 63, 0, 63, 1024), BlockTruth::Mixed);
        // Rows or keys outside the sequence hold nothing.
        QCOMPARE(band.classify(1024, 1100, 1020, 1030, 1024), BlockTruth::Never);
        QCOMPARE(band.classify(-5, -1, 0, 3, 1024), BlockTruth::Never);
    }

    // A band written as a call is found at the cost of its density: its tiles' blocks are decided by counts, so
    // only the few keys at the band's edges of undecided blocks are evaluated one by one, and the counted cost is
    // the pairs times (d + dv).
    void callsCostTheirDensity()
    {
        const int n = 4096;
        core::CustomRows rows(CustomExpression::parse("local(32, 32) or global(1)"), n, false);
        std::vector<int> keys;
        std::int64_t pairs = 0;
        for (int i = 0; i < n; ++i) {
            keys.clear();
            rows.appendRow(i, n - 1, keys);
            pairs += static_cast<std::int64_t>(keys.size());
        }
        QVERIFY2(rows.evaluatedPairs() <= 32LL * n,
            qPrintable(QStringLiteral("%1 pairs evaluated").arg(rows.evaluatedPairs())));
        core::RunOptions options;
        options.wantMap = false;
        const core::Result result
            = variantNamed("custom").run(reference::gaussianProblem(n, false), customWith("local(32, 32)"), options);
        QVERIFY(result.pattern.density() < 65.0 / n);
        QCOMPARE(result.cost.madds, result.cost.fieldPairs * (reference::kPatternTestD + reference::kPatternTestDv));
        QVERIFY(pairs > result.pattern.pairCount()); // global(1) added its row and column
    }

    void callsAreRefusedAsAParameter()
    {
        core::Params params;
        try {
            params.setFromText(variantNamed("custom").info().params, "expr", "local(3, 3) or globl(2)");
            QFAIL("expected an Error");
        } catch (const core::Error& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("parameter 'expr'"), qPrintable(message));
            QVERIFY2(message.contains("column 16: unknown name 'globl' (did you mean global?)"), qPrintable(message));
        }
    }
};

QTEST_APPLESS_MAIN(TestCustomPatternCalls)
#include "test_custom_pattern_calls.moc"
