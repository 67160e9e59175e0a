// The rank bounds the low-rank variants declare (VariantInfo::rankBound), as the Spectrum panel marks them. The
// expected values are those of the table the panel used to key by variant id (app/panels/spectrum_rank_parameter.cpp
// before the rules moved into the variants): its eight rules, worked by hand from each rule's parameter, its
// conversion (the value, ceil(N / stride) for pool_kv, 2m for performer's trig features), its causal and choice
// conditions, its symbol and its sentence with the rank put in for %1; the marker clamped to 0 .. N.
#include "core/builtin_catalogues.h"

#include <QtTest>

#include <map>
#include <optional>
#include <set>
#include <string>

using namespace attnlab::core;

namespace {

using Given = std::map<std::string, std::string>;

std::optional<RankBound> boundOf(const std::string& id, const Given& given, int n, bool causal)
{
    const Variant& variant = builtinVariants().get(id, "variant");
    Params params;
    for (const auto& [name, value] : given)
        params.setFromText(variant.info().params, name, value);
    return variant.rankBound(params, n, causal);
}

} // namespace

Q_DECLARE_METATYPE(Given)

class TestRankBounds : public QObject {
    Q_OBJECT

private slots:
    void variantsWithARuleGiveTheOldTablesAnswers_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Given>("given");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("meaning");
        QTest::addColumn<bool>("boundsMapRank");

        // svd: rank (default 8) as it is.
        QTest::newRow("svd default") << "svd" << Given {} << 64 << false << 8 << "r = 8"
                                     << "M keeps the r = 8 largest singular values of A and drops the rest "
                                        "(Eckart–Young)."
                                     << true;
        // A rank of N or more stands at N; the label keeps the parameter's value.
        QTest::newRow("svd above N") << "svd" << Given { { "rank", "100" } } << 64 << false << 64 << "r = 100"
                                     << "M keeps the r = 100 largest singular values of A and drops the rest "
                                        "(Eckart–Young)."
                                     << true;
        // linformer: k (default 16); at N = 10 the marker stands at 10.
        QTest::newRow("linformer N 10") << "linformer" << Given {} << 10 << false << 10 << "k = 16"
                                        << "M = A E with E of k = 16 rows, so M has rank at most k: its values drop "
                                           "to zero after the k-th."
                                        << true;
        // lowdim: k, the same sentence as linformer.
        QTest::newRow("lowdim k 5") << "lowdim" << Given { { "k", "5" } } << 64 << false << 5 << "k = 5"
                                    << "M = A E with E of k = 5 rows, so M has rank at most k: its values drop to "
                                       "zero after the k-th."
                                    << true;
        // pool_kv: ceil(N / stride) slots, 100 / 8 -> 13 (the old app test's case); default stride 4, 64 -> 16.
        QTest::newRow("pool_kv stride 8")
            << "pool_kv" << Given { { "stride", "8" } } << 100 << false << 13 << "slots = 13"
            << "M = A P with P pooling the sequence into 13 slots (N / stride, "
               "rounded up), so M has rank at most 13."
            << true;
        QTest::newRow("pool_kv default") << "pool_kv" << Given {} << 64 << false << 16 << "slots = 16"
                                         << "M = A P with P pooling the sequence into 16 slots (N / stride, rounded "
                                            "up), so M has rank at most 16."
                                         << true;
        // performer: m features (default 64), 2m for trig.
        QTest::newRow("performer positive") << "performer" << Given {} << 512 << false << 64 << "m = 64"
                                            << "Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through 64 random features, so M "
                                               "has rank at most 64."
                                            << true;
        QTest::newRow("performer trig") << "performer" << Given { { "kind", "trig" } } << 512 << false << 128
                                        << "m = 128"
                                        << "Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through 128 random features, so M "
                                           "has rank at most 128."
                                        << true;
        // mixer: hidden (default 32).
        QTest::newRow("mixer default") << "mixer" << Given {} << 64 << false << 32 << "hidden = 32"
                                       << "M = W₂ W₁ through a hidden width of 32, so M has rank at most 32." << true;
        // reduce_d: dprime (default 8) bounds the scores only.
        QTest::newRow("reduce_d default") << "reduce_d" << Given {} << 64 << false << 8 << "d′ = 8"
                                          << "The scores Q′K′ᵀ have rank at most d′ = 8, but the softmax raises the "
                                             "rank again: M is not bounded by d′."
                                          << false;
        // synthesizer: rank (default 4) when kind is factorized, the scores only.
        QTest::newRow("synthesizer factorized")
            << "synthesizer" << Given { { "kind", "factorized" } } << 64 << false << 4 << "rank = 4"
            << "R = R₁ R₂ᵀ has rank at most 4, but the softmax raises the rank "
               "again: M is not bounded by it."
            << false;
    }

    void variantsWithARuleGiveTheOldTablesAnswers()
    {
        QFETCH(QString, id);
        QFETCH(Given, given);
        QFETCH(int, n);
        QFETCH(bool, causal);
        QFETCH(int, position);
        QFETCH(QString, label);
        QFETCH(QString, meaning);
        QFETCH(bool, boundsMapRank);
        const std::optional<RankBound> bound = boundOf(id.toStdString(), given, n, causal);
        QVERIFY(bound);
        QCOMPARE(bound->positionAmong(n), position);
        QCOMPARE(QString::fromStdString(bound->label()), label);
        QCOMPARE(QString::fromStdString(bound->meaning()), meaning);
        QCOMPARE(bound->boundsMapRank, boundsMapRank);
    }

    void conditionsThatBoundNothing_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Given>("given");
        QTest::addColumn<bool>("causal");
        // performer under causal: the prefix sums are not a product through m.
        QTest::newRow("performer causal") << "performer" << Given {} << true;
        // synthesizer only when factorized (default kind random).
        QTest::newRow("synthesizer random") << "synthesizer" << Given {} << false;
        QTest::newRow("synthesizer dense") << "synthesizer" << Given { { "kind", "dense" } } << false;
        // Variants without a rule.
        QTest::newRow("local") << "local" << Given {} << false;
        QTest::newRow("full") << "full" << Given {} << false;
    }

    void conditionsThatBoundNothing()
    {
        QFETCH(QString, id);
        QFETCH(Given, given);
        QFETCH(bool, causal);
        QVERIFY(!boundOf(id.toStdString(), given, 64, causal));
    }

    // The old table had rules for exactly these eight variants; no other variant declares one.
    void exactlyTheOldTablesVariantsDeclareARule()
    {
        const std::set<std::string> expected { "svd", "linformer", "lowdim", "pool_kv", "performer", "mixer",
            "reduce_d", "synthesizer" };
        std::set<std::string> declared;
        for (const Variant* variant : builtinVariants().all())
            if (variant->info().rankBound)
                declared.insert(variant->id());
        QCOMPARE(declared, expected);
    }
};

QTEST_APPLESS_MAIN(TestRankBounds)
#include "test_rank_bounds.moc"
