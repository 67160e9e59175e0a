// Receptive fields of stacked layers (core::receptiveField, behind the lessons' receptive_field questions and the
// Pattern dock) against a brute-force reference: the keys a query reaches after L layers are the nonzero entries of
// its row of B^L, B the pattern's 0/1 matrix, multiplied as boolean matrices. Checked for every query of the
// built-in variants' patterns at their defaults (causal and not) and of random patterns whose rows may leave out
// their own query.
#include "core/analysis/pattern_stats.h"
#include "core/builtin_catalogues.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

using namespace attnlab::core;

namespace {

using Reach = std::vector<std::vector<bool>>; // reach[i][j]: query i depends on key j

// Row i of B^layers as booleans, by repeated boolean products (N^3 per layer, fine for small N).
Reach booleanPower(const Pattern& pattern, int layers)
{
    const int n = pattern.n();
    const Matrix dense = pattern.toDense();
    Reach b(static_cast<std::size_t>(n), std::vector<bool>(static_cast<std::size_t>(n)));
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            b[i][j] = dense(i, j) != 0;
    Reach power = b;
    for (int layer = 2; layer <= layers; ++layer) {
        Reach next(static_cast<std::size_t>(n), std::vector<bool>(static_cast<std::size_t>(n)));
        for (int i = 0; i < n; ++i)
            for (int k = 0; k < n; ++k)
                if (power[i][k])
                    for (int j = 0; j < n; ++j)
                        if (b[k][j])
                            next[i][j] = true;
        power = std::move(next);
    }
    return power;
}

// Every query's field after 1..layers layers against the boolean powers; the first difference, or empty.
QString compareWithPowers(const Pattern& pattern, int layers)
{
    for (int layer = 1; layer <= layers; ++layer) {
        const Reach expected = booleanPower(pattern, layer);
        for (int i = 0; i < pattern.n(); ++i) {
            const ReachedKeys field = receptiveField(pattern, i, layers)[static_cast<std::size_t>(layer - 1)];
            int count = 0;
            int first = -1;
            int last = -1;
            for (int j = 0; j < pattern.n(); ++j) {
                if (static_cast<bool>(field.reached[static_cast<std::size_t>(j)]) != expected[i][j])
                    return QStringLiteral("layer %1, query %2: key %3 differs").arg(layer).arg(i).arg(j);
                if (expected[i][j]) {
                    ++count;
                    first = first < 0 ? j : first;
                    last = j;
                }
            }
            if (field.count != count || field.first != first || field.last != last
                || field.width() != (count > 0 ? last - first + 1 : 0))
                return QStringLiteral("layer %1, query %2: count %3 first %4 last %5, expected %6 %7 %8")
                    .arg(layer)
                    .arg(i)
                    .arg(field.count)
                    .arg(field.first)
                    .arg(field.last)
                    .arg(count)
                    .arg(first)
                    .arg(last);
        }
    }
    return QString();
}

} // namespace

class TestReceptiveField : public QObject {
    Q_OBJECT

private slots:
    void builtinPatternsMatchTheBooleanPowers_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("causal");
        for (const Variant* variant : builtinVariants().all()) {
            for (const bool causal : { false, true }) {
                if ((causal && variant->info().causal == CausalSupport::Never)
                    || (!causal && variant->info().causal == CausalSupport::Always))
                    continue;
                const std::string name = variant->id() + (causal ? " causal" : "");
                QTest::newRow(name.c_str()) << QString::fromStdString(variant->id()) << causal;
            }
        }
    }

    void builtinPatternsMatchTheBooleanPowers()
    {
        QFETCH(QString, variant);
        QFETCH(bool, causal);
        const Variant& run = builtinVariants().get(variant.toStdString(), "variant");
        const Pattern pattern
            = run.run(attnlab::reference::randomProblem(48, 8, 8, causal), Params(), RunOptions()).pattern;
        if (pattern.n() == 0)
            QSKIP("the variant reports no pattern");
        const QString difference = compareWithPowers(pattern, 5);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void randomPatternsMatchTheBooleanPowers()
    {
        // Sparse random rows, some holding their own query and some not: the fields move, grow and stop.
        std::mt19937 generator(7);
        for (int trial = 0; trial < 20; ++trial) {
            const int n = 8 + trial;
            std::bernoulli_distribution keep(trial % 2 == 0 ? 0.08 : 0.2);
            PatternBuilder builder(n);
            for (int i = 0; i < n; ++i) {
                std::vector<int> keys;
                for (int j = 0; j < n; ++j)
                    if (keep(generator))
                        keys.push_back(j);
                builder.addRow(keys);
            }
            const Pattern pattern = builder.finish();
            const QString difference = compareWithPowers(pattern, 6);
            QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(difference)));
        }
    }

    void allPairsMatchTheBooleanPowers()
    {
        for (const bool causal : { false, true }) {
            const QString difference = compareWithPowers(Pattern::allPairs(12, causal), 3);
            QVERIFY2(difference.isEmpty(), qPrintable(difference));
        }
    }
};

QTEST_GUILESS_MAIN(TestReceptiveField)
#include "test_receptive_field.moc"
