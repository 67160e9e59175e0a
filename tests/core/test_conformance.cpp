// One suite over every registered variant (rows come from the registry): the promises every variant keeps
// whatever its method. Each variant also has its own file in tests/reference/ against a dense reference.
#include "core/builtin_catalogues.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <string>

using namespace attnlab;
using core::Matrix;

namespace {

core::Problem makeProblem(int n, int d, int dv, std::uint64_t seed, bool causal)
{
    core::Random random(seed);
    core::Problem problem;
    problem.q = random.normalMatrix(n, d);
    problem.k = random.normalMatrix(n, d);
    problem.v = random.normalMatrix(n, dv);
    problem.x = random.normalMatrix(n, 2 * dv);
    problem.causal = causal;
    return problem;
}

const core::Variant& variantNamed(const QString& id)
{
    return core::builtinVariants().get(id.toStdString(), "variant");
}

// The shapes (d, dv) tried in order: a variant runs its defaults on the first it accepts (multihead's four heads
// need dv divisible by 4, which dv = 6 is not). A variant that accepts none fails the suite instead of skipping it.
struct Shape {
    int d;
    int dv;
};
constexpr Shape kShapes[] = { { 12, 6 }, { 12, 8 } };

// Every later token (from position `from` on) replaced: query, key, value and token representation.
core::Problem withLaterTokensChanged(const core::Problem& problem, int from)
{
    core::Problem changed = problem;
    const int later = problem.n() - from;
    changed.q.bottomRows(later).setConstant(-2.0f);
    changed.q.bottomRows(later).col(0).setConstant(4.0f);
    changed.k.bottomRows(later).setConstant(3.0f);
    changed.v.bottomRows(later).setConstant(-5.0f);
    changed.x->bottomRows(later).setConstant(2.0f);
    return changed;
}

bool supportFollowsPattern(const core::Variant& variant)
{
    // Where the method is a softmax over evaluated pairs, M is non-zero exactly on the pattern.
    const core::Family family = variant.info().family;
    return variant.info().rowsSumToOne && !variant.info().oracle
        && (family == core::Family::Pattern || family == core::Family::Cluster || family == core::Family::Memory);
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    void promises_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        for (const core::Variant* variant : core::builtinVariants().all())
            for (int n : { 1, 7, 64 })
                for (bool causal : { false, true })
                    QTest::addRow("%s n%d %s", variant->id().c_str(), n, causal ? "causal" : "full")
                        << QString::fromStdString(variant->id()) << n << causal;
    }

    void promises()
    {
        QFETCH(QString, id);
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Variant& variant = variantNamed(id);
        const core::Params params; // defaults

        if (causal && variant.info().causal == core::CausalSupport::Never) {
            try {
                (void)variant.run(makeProblem(n, 12, 6, 17, causal), params, core::RunOptions());
                QFAIL("a variant that cannot honour causal must refuse it");
            } catch (const core::Error& error) {
                QVERIFY(QString(error.what()).contains(id));
            }
            return;
        }

        core::Problem problem;
        core::Result result;
        QString refusals;
        for (const Shape& shape : kShapes) {
            problem = makeProblem(n, shape.d, shape.dv, 17, causal);
            try {
                result = variant.run(problem, params, core::RunOptions());
                refusals.clear();
                break;
            } catch (const core::Error& error) {
                // Defaults may not fit every shape (e.g. heads not dividing dv): then the message must say why.
                QVERIFY2(std::string(error.what()).size() > 10, error.what());
                refusals += QStringLiteral("d %1 dv %2: %3; ").arg(shape.d).arg(shape.dv).arg(error.what());
            }
        }
        QVERIFY2(refusals.isEmpty(), qPrintable("the defaults fit none of the shapes: " + refusals));

        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QVERIFY(result.o.allFinite());
        QVERIFY2(result.map.has_value(), "M is built when asked for");
        const Matrix& map = *result.map;
        QCOMPARE(map.rows(), Eigen::Index(n));
        QCOMPARE(map.cols(), Eigen::Index(n));
        QVERIFY(map.allFinite());
        QCOMPARE(result.pattern.n(), n);
        QVERIFY(result.cost.madds > 0);
        QVERIFY(result.cost.peakBytes > 0);

        if (variant.info().rowsSumToOne)
            for (int i = 0; i < n; ++i)
                QVERIFY2(std::abs(map.row(i).sum() - 1.0f) < 1e-4f, qPrintable(QString("row %1").arg(i)));

        const bool effectivelyCausal = causal || variant.info().causal == core::CausalSupport::Always;
        if (effectivelyCausal)
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j) {
                    QVERIFY2(map(i, j) == 0.0f, qPrintable(QString("M(%1,%2) reads the future").arg(i).arg(j)));
                    QVERIFY2(!result.pattern.contains(i, j), qPrintable(QString("pattern (%1,%2)").arg(i).arg(j)));
                }

        if (supportFollowsPattern(variant))
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    QVERIFY2((map(i, j) != 0.0f) == result.pattern.contains(i, j),
                        qPrintable(QString("support and pattern differ at (%1,%2)").arg(i).arg(j)));

        // Causal for real, also through what the variant fits or routes on the data: changing every token from
        // `from` on (its query too, which routing may read) leaves every earlier output unchanged, for the last
        // token and for a cut inside a block of the default block sizes.
        if (effectivelyCausal && n > 1) {
            QVERIFY2(!variant.info().routingSeesWholeSequence, "a causal variant's routing must not see later tokens");
            for (const int from : { n - 1, n / 2 + 1 }) {
                const core::Result again
                    = variant.run(withLaterTokensChanged(problem, from), params, core::RunOptions());
                const float moved = (again.o.topRows(from) - result.o.topRows(from)).cwiseAbs().maxCoeff();
                QVERIFY2(moved < 1e-6f, qPrintable(QString("rows before %1 moved by %2").arg(from).arg(moved)));
            }
        }

        // Reproducible: the same seed and input give bitwise the same output, whatever the thread count.
        core::RunOptions oneThread;
        oneThread.threads = 1;
        const core::Result repeat = variant.run(problem, params, oneThread);
        QCOMPARE(repeat.o, result.o);

        // The analytic cost describes the path that ran.
        const core::Cost analytic = variant.analyticCost(problem, variant.resolve(params));
        QVERIFY2(std::abs(analytic.madds - result.cost.madds) <= 0.1 * result.cost.madds,
            qPrintable(QString("analytic %1 counted %2").arg(analytic.madds).arg(result.cost.madds)));
    }

    void refusesBadParameters()
    {
        for (const core::Variant* variant : core::builtinVariants().all()) {
            core::Params params;
            QVERIFY_THROWS_EXCEPTION(core::Error, (void)variant->resolve([&] {
                core::Params bogus;
                bogus.set({ core::ParamSpec::integer("no_such_parameter", 0, 0, 1, "x") }, "no_such_parameter",
                    core::ParamValue(1LL));
                return bogus;
            }()));
            for (const core::ParamSpec& spec : variant->info().params) {
                if (spec.type != core::ParamType::Integer)
                    continue;
                core::Params tooSmall;
                core::ParamSpec loose = spec;
                loose.minimum = spec.minimum - 10;
                tooSmall.set({ loose }, spec.name, core::ParamValue(static_cast<long long>(spec.minimum) - 1));
                QVERIFY_THROWS_EXCEPTION(core::Error, (void)variant->resolve(tooSmall));
            }
        }
    }

    // Every variant refuses a NaN in Q, K or V, naming the matrix, and a K whose shape differs from Q's. A caller
    // that checked the problem itself (the benchmark's timed runs, RunOptions::problemChecked) skips the pass over
    // the values, not the shape check.
    void refusesBadProblems()
    {
        const core::Problem good = makeProblem(16, 12, 8, 5, false);
        for (const core::Variant* variant : core::builtinVariants().all()) {
            core::RunOptions options;
            options.wantMap = false;
            for (const char* name : { "Q", "K", "V" }) {
                core::Problem bad = good;
                Matrix& m = name[0] == 'Q' ? bad.q : name[0] == 'K' ? bad.k : bad.v;
                m(3, 1) = std::numeric_limits<float>::quiet_NaN();
                try {
                    (void)variant->run(bad, core::Params(), options);
                    QFAIL(qPrintable(QString("%1 ran with a NaN in %2").arg(variant->id().c_str(), name)));
                } catch (const core::Error& error) {
                    QVERIFY2(std::string(error.what()).rfind(std::string(name) + " contains NaN", 0) == 0,
                        error.what());
                }
            }
            core::Problem misshapen = good;
            misshapen.k = Matrix::Zero(15, 12);
            core::RunOptions checked = options;
            checked.problemChecked = true;
            QVERIFY_THROWS_EXCEPTION(core::Error, (void)variant->run(misshapen, core::Params(), checked));
        }
    }

    void cancelIsHonoured()
    {
        const core::Problem problem = makeProblem(2048, 16, 16, 3, false);
        for (const core::Variant* variant : core::builtinVariants().all()) {
            core::RunOptions options;
            options.wantMap = false;
            options.cancel.cancel();
            bool stopped = false;
            try {
                (void)variant->run(problem, core::Params(), options);
            } catch (const core::Cancelled&) {
                stopped = true;
            } catch (const core::Error&) {
                stopped = true; // refused the input before any work
            }
            QVERIFY2(stopped, variant->id().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "test_conformance.moc"
