// performer (FAVOR+) against a double-precision reference written from ../shared/spec/variants.md and the variant's
// header: the random projections W re-drawn from core::Random(seed) in the documented order (orthogonal: per block of d
// rows the Gaussian rows row-major, Gram-Schmidt in order, then one chi(d) norm per row from d fresh normals),
//   x'_q = q sqrt(s), x'_k = k sqrt(s);  positive: phi(x) = exp(w_r.x' - |x'|^2/2) / sqrt(m);
//   trig: phi(x) = [sin(w_r.x'), cos(w_r.x')] exp(|x'|^2/2) / sqrt(m);
//   a_ij = phi(q_i).phi(k_j) (allowed j),  M_ij = a_ij / sum_j a_ij,  O = M V.
// Plus what makes it a softmax estimator: its error against exact attention falls as the features grow.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "reference/cost_growth_check.h"
#include "reference/variant_run_reference.h"

#include <QtTest>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

using namespace attnlab;
using core::Matrix;
using core::MatrixD;

namespace {

// Float sums of N <= 257 keys times m' <= 128 feature products, relative to their terms' magnitudes (about 17 float
// epsilons; the worst row of these cases stays under 3e-7).
constexpr double kSameFeaturesTolerance = 2e-6;

using reference::NamedValues;
using reference::withoutMap;

const core::Variant& performer()
{
    return core::builtinVariants().get("performer", "variant");
}

core::Params makeParams(const NamedValues& values)
{
    return reference::paramsWith(performer(), values);
}

core::Problem makeProblem(int n, int d, int dv, bool causal, std::uint64_t seed = 41, float inputScale = 1.0f)
{
    core::Problem problem = reference::randomProblem(n, d, dv, causal, seed);
    problem.q *= inputScale;
    problem.k *= inputScale;
    return problem;
}

// W (m x d) as the variant documents its draws, each entry rounded to float.
MatrixD referenceProjections(int m, int d, bool orthogonal, long long seed)
{
    core::Random random(static_cast<std::uint64_t>(seed));
    MatrixD w(m, d);
    if (!orthogonal) {
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < d; ++c)
                w(r, c) = static_cast<float>(random.normal());
        return w;
    }
    for (int first = 0; first < m; first += d) {
        const int rows = std::min(d, m - first);
        MatrixD block(rows, d);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < d; ++c)
                block(r, c) = random.normal();
        for (int r = 0; r < rows; ++r) {
            for (int p = 0; p < r; ++p) {
                double dot = 0.0;
                for (int c = 0; c < d; ++c)
                    dot += block(r, c) * block(p, c);
                for (int c = 0; c < d; ++c)
                    block(r, c) -= dot * block(p, c);
            }
            double squares = 0.0;
            for (int c = 0; c < d; ++c)
                squares += block(r, c) * block(r, c);
            for (int c = 0; c < d; ++c)
                block(r, c) /= std::sqrt(squares);
        }
        for (int r = 0; r < rows; ++r) {
            double chiSquares = 0.0;
            for (int c = 0; c < d; ++c) {
                const double g = random.normal();
                chiSquares += g * g;
            }
            for (int c = 0; c < d; ++c)
                w(first + r, c) = static_cast<float>(block(r, c) * std::sqrt(chiSquares));
        }
    }
    return w;
}

MatrixD referenceFeatures(const Matrix& x, double inputScale, const MatrixD& w, bool positive)
{
    const int n = static_cast<int>(x.rows());
    const int m = static_cast<int>(w.rows());
    const MatrixD scaled = x.cast<double>() * inputScale;
    const MatrixD projected = scaled * w.transpose();
    MatrixD phi(n, positive ? m : 2 * m);
    for (int i = 0; i < n; ++i) {
        const double halfSquaredNorm = 0.5 * scaled.row(i).squaredNorm();
        for (int r = 0; r < m; ++r) {
            if (positive) {
                phi(i, r) = std::exp(projected(i, r) - halfSquaredNorm) / std::sqrt(static_cast<double>(m));
            } else {
                const double amplitude = std::exp(halfSquaredNorm) / std::sqrt(static_cast<double>(m));
                phi(i, r) = std::sin(projected(i, r)) * amplitude;
                phi(i, m + r) = std::cos(projected(i, r)) * amplitude;
            }
        }
    }
    return phi;
}

struct Expected {
    MatrixD phiQ;
    MatrixD phiK;
    MatrixD map;
    MatrixD o;
    Eigen::VectorXd condition; // sum_j |a_ij| / |sum_j a_ij|: how much a row's denominator cancels
};

Expected referencePerformer(const core::Problem& problem, int m, bool positive, bool orthogonal, long long seed)
{
    const int n = problem.n();
    const MatrixD w = referenceProjections(m, problem.d(), orthogonal, seed);
    const double rootScale = std::sqrt(reference::specScale(problem));
    Expected expected;
    expected.phiQ = referenceFeatures(problem.q, rootScale, w, positive);
    expected.phiK = referenceFeatures(problem.k, rootScale, w, positive);
    expected.map = MatrixD::Zero(n, n);
    expected.condition.resize(n);
    for (int i = 0; i < n; ++i) {
        double sum = 0.0;
        double absoluteSum = 0.0;
        for (int j = 0; j < n && (!problem.causal || j <= i); ++j) {
            expected.map(i, j) = expected.phiQ.row(i).dot(expected.phiK.row(j));
            sum += expected.map(i, j);
            absoluteSum += std::abs(expected.map(i, j));
        }
        expected.map.row(i) /= sum;
        expected.condition[i] = absoluteSum / std::abs(sum);
    }
    expected.o = expected.map * problem.v.cast<double>();
    return expected;
}

// Row by row: |actual - expected| <= tolerance * scale * condition_i, scale = max(1, max |expected|).
bool rowsAgree(const Matrix& actual, const MatrixD& expected, const Eigen::VectorXd& condition, double tolerance)
{
    const double scale = std::max(1.0, expected.cwiseAbs().maxCoeff());
    for (Eigen::Index i = 0; i < expected.rows(); ++i) {
        const double error = (actual.row(i).cast<double>() - expected.row(i)).cwiseAbs().maxCoeff();
        if (error > tolerance * scale * condition[i])
            return false;
    }
    return true;
}

// The variant's own features (stored x exp(log scale), in double): what its numerators and denominators are sums of.
MatrixD trueFeatures(const core::Result& result, const char* featuresKey, const char* logScaleKey)
{
    const MatrixD stored = result.extras.matrices.at(featuresKey).cast<double>();
    const MatrixD logScale = result.extras.matrices.at(logScaleKey).cast<double>();
    MatrixD features = stored;
    for (Eigen::Index i = 0; i < stored.rows(); ++i)
        features.row(i) *= std::exp(logScale(i, 0));
    return features;
}

// Against a reference on the same features, numerator and denominator apart: with a_ij = phi(q_i).phi(k_j) in double
// from the variant's features, numerator_i = sum_j a_ij v_j and denominator_i = sum_j a_ij (allowed j), the variant's
// O_i and M_ij must be the exact ratios of a numerator and a denominator that each lie within `tolerance` of the
// reference's, relative to the magnitudes of the products they sum (t_ij = sum_r |phi_r(q_i)| |phi_r(k_j)|, as the
// variant sums phi(q_i) . (sum_j phi(k_j) v_j) over features and keys):
//   |O_i den_i - num_i| <= tolerance (|O_i| sum_j t_ij + sum_j t_ij |v_j|),
//   |M_ij den_i - a_ij| <= tolerance (|M_ij| sum_j t_ij + t_ij).
// Float sums are that accurate whatever the terms' signs, so unlike a bound on O itself this one does not grow where
// trig's denominators cancel. Returns an empty string when it holds, else the first row that breaks it.
std::string matchesSameFeatures(const core::Result& result, const core::Problem& problem, double tolerance)
{
    using namespace core::extra_keys;
    const MatrixD phiQ = trueFeatures(result, kQueryFeatures, kQueryLogScale);
    const MatrixD phiK = trueFeatures(result, kKeyFeatures, kKeyLogScale);
    const MatrixD v = problem.v.cast<double>();
    const int n = problem.n();
    for (int i = 0; i < n; ++i) {
        const int allowed = problem.causal ? i + 1 : n;
        Eigen::RowVectorXd numerator = Eigen::RowVectorXd::Zero(v.cols());
        Eigen::RowVectorXd numeratorMagnitude = Eigen::RowVectorXd::Zero(v.cols());
        double denominator = 0.0;
        double denominatorMagnitude = 0.0;
        for (int j = 0; j < allowed; ++j) {
            const double a = phiQ.row(i).dot(phiK.row(j));
            const double magnitude = phiQ.row(i).cwiseAbs().dot(phiK.row(j).cwiseAbs());
            numerator += a * v.row(j);
            numeratorMagnitude += magnitude * v.row(j).cwiseAbs();
            denominator += a;
            denominatorMagnitude += magnitude;
        }
        const Eigen::RowVectorXd o = result.o.row(i).cast<double>();
        const Eigen::RowVectorXd outputError = (o * denominator - numerator).cwiseAbs();
        const Eigen::RowVectorXd outputBound = tolerance * (o.cwiseAbs() * denominatorMagnitude + numeratorMagnitude);
        if ((outputError.array() > outputBound.array()).any())
            return "O row " + std::to_string(i) + ": numerator or denominator off by "
                + std::to_string((outputError.array() / outputBound.array()).maxCoeff() * tolerance)
                + " of their magnitudes";
        for (int j = 0; j < allowed; ++j) {
            const double a = phiQ.row(i).dot(phiK.row(j));
            const double weight = (*result.map)(i, j);
            const double termMagnitude = phiQ.row(i).cwiseAbs().dot(phiK.row(j).cwiseAbs());
            if (std::abs(weight * denominator - a)
                > tolerance * (std::abs(weight) * denominatorMagnitude + termMagnitude))
                return "M (" + std::to_string(i) + ", " + std::to_string(j) + "): a_ij or the denominator is off";
        }
    }
    return {};
}

double relativeFrobeniusError(const Matrix& actual, const MatrixD& expected)
{
    return (actual.cast<double>() - expected).norm() / expected.norm();
}

} // namespace

class TestPerformer : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = performer().info();
        QCOMPARE(info.family, core::Family::Kernel);
        QCOMPARE(info.listOrder, 1);
        QCOMPARE(info.causal, core::CausalSupport::Optional);
        QVERIFY(info.rowsSumToOne);
        const core::Params defaults = core::Params::defaults(info.params);
        QCOMPARE(info.params.size(), std::size_t(4));
        QCOMPARE(defaults.integer("features"), 64LL);
        QCOMPARE(defaults.text("kind"), std::string("positive"));
        QVERIFY(defaults.boolean("orthogonal"));
        QCOMPARE(defaults.integer("seed"), 0LL);
    }

    void matchesReferenceFromDocumentedDraws_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("features");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("orthogonal");
        QTest::addColumn<bool>("causal");
        int row = 0;
        for (const int n : { 1, 7, 64, 257 })
            for (const char* kind : { "positive", "trig" })
                for (const bool orthogonal : { true, false })
                    for (const bool causal : { false, true }) {
                        const int features = row++ % 2 == 0 ? 64 : 23; // 23: a ragged last orthogonal block
                        QTest::addRow("n%d m%d %s %s %s", n, features, kind, orthogonal ? "orthogonal" : "iid",
                            causal ? "causal" : "full")
                            << n << features << QString(kind) << orthogonal << causal;
                    }
    }
    void matchesReferenceFromDocumentedDraws()
    {
        QFETCH(int, n);
        QFETCH(int, features);
        QFETCH(QString, kind);
        QFETCH(bool, orthogonal);
        QFETCH(bool, causal);
        const bool positive = kind == "positive";
        const core::Problem problem = makeProblem(n, 10, 7, causal);
        const long long seed = 3;
        const core::Result result = performer().run(problem,
            makeParams({ { "features", static_cast<long long>(features) }, { "kind", kind.toStdString() },
                { "orthogonal", orthogonal }, { "seed", seed } }),
            core::RunOptions {});
        const Expected expected = referencePerformer(problem, features, positive, orthogonal, seed);

        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), Eigen::Index(7));
        // Positive features never cancel (condition 1): O and M against the documented draws directly. Trig's
        // denominators can cancel, so O itself is only as good as condition_i allows; what is checked tightly for both
        // kinds is the numerator and denominator on the variant's own features (matchesSameFeatures), with the
        // features themselves tied to the documented draws below.
        if (positive) {
            QVERIFY2(rowsAgree(result.o, expected.o, expected.condition, 2e-4), "O");
            QVERIFY2(rowsAgree(*result.map, expected.map, expected.condition, 2e-4), "M");
        }
        const std::string failure = matchesSameFeatures(result, problem, kSameFeaturesTolerance);
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kFeatureCount),
            static_cast<double>(positive ? features : 2 * features));

        // The stored features times exp(log scale) are the true features phi(x).
        const Matrix& featuresQ = result.extras.matrices.at(core::extra_keys::kQueryFeatures);
        const Matrix& featuresK = result.extras.matrices.at(core::extra_keys::kKeyFeatures);
        const Matrix& logScaleQ = result.extras.matrices.at(core::extra_keys::kQueryLogScale);
        const Matrix& logScaleK = result.extras.matrices.at(core::extra_keys::kKeyLogScale);
        QCOMPARE(featuresQ.cols(), Eigen::Index(positive ? features : 2 * features));
        QCOMPARE(logScaleQ.rows(), Eigen::Index(n));
        for (int i = 0; i < n; ++i) {
            const MatrixD trueQ = featuresQ.row(i).cast<double>() * std::exp(static_cast<double>(logScaleQ(i, 0)));
            const MatrixD trueK = featuresK.row(i).cast<double>() * std::exp(static_cast<double>(logScaleK(i, 0)));
            QVERIFY2(reference::maxRelativeDifference(trueQ, expected.phiQ.row(i)) < 1e-4, "phi(q)");
            QVERIFY2(reference::maxRelativeDifference(trueK, expected.phiK.row(i)) < 1e-4, "phi(k)");
        }
    }

    void errorFallsAsFeaturesGrow_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("orthogonal");
        // Monte Carlo error ~ 1/sqrt(m): 16 -> 256 features should divide it by about 4 (measured: 2.9 to 4.4).
        QTest::newRow("positive orthogonal") << "positive" << true;
        QTest::newRow("positive iid") << "positive" << false;
        QTest::newRow("trig orthogonal") << "trig" << true;
        QTest::newRow("trig iid") << "trig" << false;
    }
    void errorFallsAsFeaturesGrow()
    {
        QFETCH(QString, kind);
        QFETCH(bool, orthogonal);
        // Inputs of norm ~ sqrt(d)/2: the estimator's variance grows like exp(|x'|^2), and with unit-variance
        // inputs (|x'|^2 ~ 2.8 here) even 1024 features leave a relative error of O above 0.6.
        const core::Problem problem = makeProblem(64, 8, 8, false, 5, 0.5f);
        const reference::DenseResult exact
            = reference::exactAttention(problem.q, problem.k, problem.v, reference::specScale(problem), false);
        const auto meanError = [&](long long features) {
            double total = 0.0;
            constexpr int kSeeds = 10;
            for (long long seed = 0; seed < kSeeds; ++seed) {
                const core::Params params = makeParams({ { "features", features }, { "kind", kind.toStdString() },
                    { "orthogonal", orthogonal }, { "seed", seed } });
                total += relativeFrobeniusError(performer().run(problem, params, withoutMap()).o, exact.o);
            }
            return total / kSeeds;
        };
        const double few = meanError(16);
        const double many = meanError(256);
        QVERIFY2(many < 0.5 * few, qPrintable(QString("16 features: %1, 256 features: %2").arg(few).arg(many)));
    }

    void mapRowsSumToOne_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("causal");
        for (const char* kind : { "positive", "trig" })
            for (const bool causal : { false, true })
                QTest::addRow("%s %s", kind, causal ? "causal" : "full") << QString(kind) << causal;
    }
    void mapRowsSumToOne()
    {
        QFETCH(QString, kind);
        QFETCH(bool, causal);
        const core::Result result = performer().run(
            makeProblem(50, 12, 6, causal), makeParams({ { "kind", kind.toStdString() } }), core::RunOptions {});
        for (int i = 0; i < 50; ++i) {
            QVERIFY2(std::abs(result.map->row(i).cast<double>().sum() - 1.0) < 1e-4, qPrintable(QString::number(i)));
            if (causal)
                QVERIFY(result.map->row(i).tail(50 - i - 1).isZero(0.0f));
        }
        if (kind == "positive")
            for (int i = 0; i < 50; ++i)
                QVERIFY(result.map->row(i).head(causal ? i + 1 : 50).minCoeff() > 0.0f);
    }

    void positiveFeaturesStayPositive_data()
    {
        QTest::addColumn<float>("inputScale");
        QTest::newRow("unit inputs") << 1.0f;
        QTest::newRow("inputs x 3") << 3.0f;
    }
    void positiveFeaturesStayPositive()
    {
        QFETCH(float, inputScale);
        const core::Problem problem = makeProblem(64, 12, 6, false, 7, inputScale);
        const core::Result result = performer().run(problem, core::Params {}, core::RunOptions {});
        QVERIFY(result.extras.matrices.at(core::extra_keys::kQueryFeatures).minCoeff() > 0.0f);
        QVERIFY(result.extras.matrices.at(core::extra_keys::kKeyFeatures).minCoeff() > 0.0f);
        QVERIFY(result.extras.matrices.at(core::extra_keys::kQueryFeatures).allFinite());
        QVERIFY(result.extras.matrices.at(core::extra_keys::kKeyFeatures).allFinite());
        QVERIFY(result.o.allFinite());
    }

    // Without the shifts, exp(w.x') would overflow a float for inputs this large.
    void largeInputsStayFinite_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("causal");
        for (const char* kind : { "positive", "trig" })
            for (const bool causal : { false, true })
                QTest::addRow("%s %s", kind, causal ? "causal" : "full") << QString(kind) << causal;
    }
    void largeInputsStayFinite()
    {
        QFETCH(QString, kind);
        QFETCH(bool, causal);
        const core::Problem problem = makeProblem(64, 12, 6, causal, 9, 30.0f);
        const core::Result result
            = performer().run(problem, makeParams({ { "kind", kind.toStdString() } }), core::RunOptions {});
        QVERIFY(result.o.allFinite());
        QVERIFY(result.map->allFinite());
        QVERIFY(result.extras.matrices.at(core::extra_keys::kQueryFeatures).allFinite());
        QVERIFY(result.extras.matrices.at(core::extra_keys::kKeyFeatures).allFinite());
    }

    // The key scaling under causal uses a running maximum: later keys cannot change earlier outputs at all.
    void causalReadsOnlyThePast()
    {
        const core::Problem problem = makeProblem(64, 10, 7, true);
        core::Problem changed = problem;
        changed.k.bottomRows(8).setConstant(4.0f);
        changed.v.bottomRows(8).setConstant(-3.0f);
        const core::Result first = performer().run(problem, core::Params {}, core::RunOptions {});
        const core::Result second = performer().run(changed, core::Params {}, core::RunOptions {});
        QCOMPARE(Matrix(second.o.topRows(56)), Matrix(first.o.topRows(56)));
    }

    void seedsReproduce()
    {
        const core::Problem problem = makeProblem(64, 10, 7, false);
        const auto run = [&problem](long long seed) {
            return performer().run(problem, makeParams({ { "seed", seed } }), core::RunOptions {});
        };
        const core::Result first = run(8);
        QCOMPARE(run(8).o, first.o);
        QCOMPARE(run(8).extras.matrices.at(core::extra_keys::kQueryFeatures),
            first.extras.matrices.at(core::extra_keys::kQueryFeatures));
        QVERIFY(run(9).o != first.o);
        core::RunOptions oneThread;
        oneThread.threads = 1;
        QCOMPARE(performer().run(problem, makeParams({ { "seed", 8LL } }), oneThread).o, first.o);
    }

    void featureExtrasOnlyWithTheMap()
    {
        const core::Result result = performer().run(makeProblem(16, 10, 7, false), core::Params {}, withoutMap());
        QVERIFY(!result.map.has_value());
        QVERIFY(result.extras.matrices.count(core::extra_keys::kQueryFeatures) == 0);
        QVERIFY(result.extras.matrices.count(core::extra_keys::kKeyFeatures) == 0);
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kFeatureCount), 64.0);
    }

    void countedCostMatchesAnalytic_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("features");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("orthogonal");
        QTest::addColumn<bool>("causal");
        for (const int n : { 1, 7, 64, 257, 1000 })
            for (const int features : { 5, 64 })
                for (const char* kind : { "positive", "trig" })
                    for (const bool orthogonal : { true, false })
                        for (const bool causal : { false, true })
                            QTest::addRow("n%d m%d %s %s %s", n, features, kind, orthogonal ? "orthogonal" : "iid",
                                causal ? "causal" : "full")
                                << n << features << QString(kind) << orthogonal << causal;
    }
    void countedCostMatchesAnalytic()
    {
        QFETCH(int, n);
        QFETCH(int, features);
        QFETCH(QString, kind);
        QFETCH(bool, orthogonal);
        QFETCH(bool, causal);
        const core::Params params = makeParams({ { "features", static_cast<long long>(features) },
            { "kind", kind.toStdString() }, { "orthogonal", orthogonal } });
        const core::Result result = performer().run(makeProblem(n, 10, 7, causal), params, withoutMap());
        const core::Cost analytic = performer().analyticCost(n, 10, 7, causal, performer().resolve(params));
        const std::string failure = reference::compareWithAnalyticCost(result.cost, analytic);
        QVERIFY2(failure.empty(), failure.c_str());
    }

    void costGrowsLinearlyInN_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("causal");
        for (const char* kind : { "positive", "trig" })
            for (const bool causal : { false, true })
                QTest::addRow("%s %s", kind, causal ? "causal" : "full") << QString(kind) << causal;
    }
    void costGrowsLinearlyInN()
    {
        QFETCH(QString, kind);
        QFETCH(bool, causal);
        const core::Params params = makeParams({ { "kind", kind.toStdString() } });
        const std::string failure = reference::checkAffineGrowth(
            [&](int n) { return performer().run(makeProblem(n, 16, 8, causal), params, withoutMap()).cost.madds; });
        QVERIFY2(failure.empty(), failure.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPerformer)
#include "test_performer.moc"
