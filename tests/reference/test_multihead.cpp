// multihead against references written from ../shared/spec/variants.md. With patterns "full", each head is exact
// attention on its slice of Q, K, V with scale 1/sqrt(d/heads) (dense_reference.h per head): O is their concatenation
// and M the mean of their maps. With several patterns, each head must equal that variant run on its slice. Only full,
// bigbird, topk and threshold are used so this file does not depend on the other pattern variants.
#include "core/analysis/spectrum.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <cmath>

using attnlab::core::Error;
using attnlab::core::Matrix;
using attnlab::core::MatrixD;
using attnlab::core::Params;
using attnlab::core::Problem;
using attnlab::core::Result;
using attnlab::core::RunOptions;
using attnlab::core::Variant;
namespace extra_keys = attnlab::core::extra_keys;

namespace {

constexpr double kTolerance = 1e-5;

const Variant& multihead()
{
    return attnlab::core::builtinVariants().get("multihead", "variant");
}

Problem makeProblem(int n, int d, int dv, bool causal)
{
    return attnlab::reference::randomProblem(n, d, dv, causal, 45);
}

Params makeParams(long long heads, const std::string& patterns)
{
    const auto& specs = multihead().info().params;
    Params params;
    params.set(specs, "heads", heads);
    params.set(specs, "patterns", patterns);
    return params;
}

Problem slice(const Problem& problem, int head, int heads)
{
    const int headD = problem.d() / heads;
    const int headDv = problem.dv() / heads;
    Problem part;
    part.q = problem.q.middleCols(head * headD, headD);
    part.k = problem.k.middleCols(head * headD, headD);
    part.v = problem.v.middleCols(head * headDv, headDv);
    part.causal = problem.causal;
    part.scale = problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(headD));
    return part;
}

QString errorOf(const Problem& problem, const Params& params)
{
    try {
        multihead().run(problem, params, RunOptions{});
    } catch (const Error& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

} // namespace

class TestMultihead : public QObject {
    Q_OBJECT

private slots:
    void declaresTheCatalogueEntry()
    {
        const auto& info = multihead().info();
        QCOMPARE(info.listOrder, 13);
        const Params defaults = Params::defaults(info.params);
        QCOMPARE(defaults.integer("heads"), 4LL);
        QCOMPARE(defaults.text("patterns"), std::string("local,strided,global,full"));
    }

    void fullHeadsMatchExactPerSlice_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("dv");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<double>("scale"); // 0: the default 1/sqrt(d/heads)
        struct Shape {
            int heads;
            int d;
            int dv;
        };
        const Shape shapes[] = {{1, 10, 5}, {2, 10, 6}, {3, 12, 9}, {4, 12, 8}};
        for (const int n : {1, 7, 64, 257})
            for (const Shape& shape : shapes)
                for (const bool causal : {false, true})
                    QTest::addRow("n%d h%d d%d dv%d %s", n, shape.heads, shape.d, shape.dv,
                                  causal ? "causal" : "bidirectional")
                        << n << shape.heads << shape.d << shape.dv << causal << 0.0;
        QTest::newRow("given scale") << 64 << 4 << 12 << 8 << false << 0.3;
        QTest::newRow("given scale causal") << 257 << 2 << 10 << 6 << true << 0.7;
    }
    void fullHeadsMatchExactPerSlice()
    {
        QFETCH(int, n);
        QFETCH(int, heads);
        QFETCH(int, d);
        QFETCH(int, dv);
        QFETCH(bool, causal);
        QFETCH(double, scale);
        Problem problem = makeProblem(n, d, dv, causal);
        if (scale > 0)
            problem.scale = scale;
        const Result result = multihead().run(problem, makeParams(heads, "full"), RunOptions{});

        const double headScale = scale > 0 ? scale : 1.0 / std::sqrt(static_cast<double>(d / heads));
        MatrixD o(n, dv);
        MatrixD map = MatrixD::Zero(n, n);
        for (int t = 0; t < heads; ++t) {
            const int headD = d / heads;
            const int headDv = dv / heads;
            const Matrix q = problem.q.middleCols(t * headD, headD);
            const Matrix k = problem.k.middleCols(t * headD, headD);
            const Matrix v = problem.v.middleCols(t * headDv, headDv);
            const auto head = attnlab::reference::exactAttention(q, k, v, headScale, causal);
            o.middleCols(t * headDv, headDv) = head.o;
            map += head.map / heads;
            QVERIFY(attnlab::reference::maxRelativeDifference(
                        result.extras.matrices.at(extra_keys::head(t)).cast<double>(), head.map)
                < kTolerance);
            QCOMPARE(result.extras.notes.at(extra_keys::headPattern(t)), std::string("full"));
        }
        QVERIFY(attnlab::reference::maxRelativeDifference(result.o.cast<double>(), o) < kTolerance);
        QVERIFY(result.map.has_value());
        QVERIFY(attnlab::reference::maxRelativeDifference(result.map->cast<double>(), map) < kTolerance);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QCOMPARE(result.pattern.contains(i, j), !causal || j <= i);
    }

    void mixedHeadsEqualTheirVariantsOnSlices_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("heads");
        QTest::addColumn<QString>("patterns");
        QTest::addColumn<bool>("causal");
        for (const int n : {1, 7, 64, 257})
            for (const bool causal : {false, true}) {
                const char* mode = causal ? "causal" : "bidirectional";
                QTest::addRow("n%d four kinds %s", n, mode) << n << 4 << "full,bigbird,topk,threshold" << causal;
                QTest::addRow("n%d cycled %s", n, mode) << n << 4 << " bigbird , topk" << causal;
                QTest::addRow("n%d two of three %s", n, mode) << n << 2 << "topk,threshold,full" << causal;
            }
    }
    void mixedHeadsEqualTheirVariantsOnSlices()
    {
        QFETCH(int, n);
        QFETCH(int, heads);
        QFETCH(QString, patterns);
        QFETCH(bool, causal);
        const int d = 12;
        const int dv = 8;
        const Problem problem = makeProblem(n, d, dv, causal);
        const Params params = makeParams(heads, patterns.toStdString());
        const Result result = multihead().run(problem, params, RunOptions{});

        QStringList ids = patterns.split(',');
        for (QString& id : ids)
            id = id.trimmed();
        MatrixD map = MatrixD::Zero(n, n);
        double madds = 0.0;
        std::vector<std::vector<bool>> pairs(n, std::vector<bool>(n, false));
        for (int t = 0; t < heads; ++t) {
            const std::string id = ids[t % ids.size()].toStdString();
            QCOMPARE(result.extras.notes.at(extra_keys::headPattern(t)), id);
            const Variant& variant = attnlab::core::builtinVariants().get(id, "variant");
            const Result head = variant.run(slice(problem, t, heads), Params{}, RunOptions{});
            const int headDv = dv / heads;
            QVERIFY(attnlab::reference::maxRelativeDifference(
                        result.o.middleCols(t * headDv, headDv).cast<double>(), head.o.cast<double>())
                    < kTolerance);
            QVERIFY(attnlab::reference::maxRelativeDifference(
                        result.extras.matrices.at(extra_keys::head(t)).cast<double>(), head.map->cast<double>())
                < kTolerance);
            map += head.map->cast<double>() / heads;
            madds += head.cost.madds;
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    pairs[i][j] = pairs[i][j] || head.pattern.contains(i, j);
        }
        QVERIFY(attnlab::reference::maxRelativeDifference(result.map->cast<double>(), map) < kTolerance);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QVERIFY2(result.pattern.contains(i, j) == pairs[i][j],
                         qPrintable(QStringLiteral("pair (%1, %2)").arg(i).arg(j)));
        QCOMPARE(result.cost.madds, madds);
        QCOMPARE(result.cost.madds, multihead().analyticCost(n, d, dv, causal, params).madds);
        // A head's own extras are kept under its name.
        for (int t = 0; t < heads; ++t)
            if (ids[t % ids.size()] == "bigbird")
                QVERIFY(result.extras.labels.count(extra_keys::ofHead(t, extra_keys::kRandomBlocks)) == 1);
    }

    void countedCostMatchesAnalyticWithoutMaps()
    {
        const Params params = makeParams(4, "full,bigbird,topk,threshold");
        RunOptions options;
        options.wantMap = false;
        for (const int n : {7, 1000, 1500}) {
            for (const bool causal : {false, true}) {
                const Result result = multihead().run(makeProblem(n, 12, 8, causal), params, options);
                QVERIFY(!result.map.has_value());
                QVERIFY(result.extras.matrices.empty());
                QCOMPARE(result.cost.madds, multihead().analyticCost(n, 12, 8, causal, params).madds);
            }
        }
    }

    // Heads run on slices of the input: the caller's memo is not theirs. Two svd heads each decompose their own
    // slice (the second does not take the first's), and nothing of a slice is kept as the input's.
    void headsDoNotShareTheCallersMemo()
    {
        const Problem problem = makeProblem(40, 12, 8, false);
        const Params params = makeParams(2, "svd");
        RunOptions remembering;
        remembering.inputMemo = std::make_shared<attnlab::core::InputMemo>();
        const Result withMemo = multihead().run(problem, params, remembering);
        QCOMPARE(withMemo.o, multihead().run(problem, params, RunOptions {}).o);
        QVERIFY(!remembering.inputMemo->holds("svd.exact_map_svd"));
        QVERIFY(!remembering.inputMemo->holds(attnlab::core::exactSingularValuesKey(false)));
    }

    void refusesWidthsThatDoNotSplit()
    {
        const QString d = errorOf(makeProblem(7, 10, 8, false), makeParams(4, "full"));
        QVERIFY2(d.contains("d = 10") && d.contains("heads = 4"), qPrintable(d));
        const QString dv = errorOf(makeProblem(7, 12, 6, false), makeParams(4, "full"));
        QVERIFY2(dv.contains("dv = 6") && dv.contains("heads = 4"), qPrintable(dv));
        QVERIFY_THROWS_EXCEPTION(Error, multihead().analyticCost(64, 10, 8, false, makeParams(4, "full")));
    }

    void refusesBadPatternLists_data()
    {
        QTest::addColumn<QString>("patterns");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown id") << "full,nope" << "'nope'";
        QTest::newRow("itself") << "full,multihead" << "multihead";
        QTest::newRow("empty entry") << "full,,topk" << "empty";
        QTest::newRow("empty list") << "" << "empty";
    }
    void refusesBadPatternLists()
    {
        QFETCH(QString, patterns);
        QFETCH(QString, mentions);
        const QString message = errorOf(makeProblem(7, 12, 8, false), makeParams(4, patterns.toStdString()));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        // The message lists the ids that would work.
        QVERIFY2(message.contains("full") && message.contains("bigbird") && message.contains("topk"),
                 qPrintable(message));
    }

    void cancelStopsTheRun()
    {
        RunOptions options;
        options.cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Cancelled,
                                 multihead().run(makeProblem(64, 12, 8, false), makeParams(4, "full"), options));
    }
};

QTEST_GUILESS_MAIN(TestMultihead)
#include "test_multihead.moc"
