// The Numbers dock's worked terms (core/analysis/worked_terms) against an independent double-precision reference:
// scores written out as loops, the masked softmax of tests/reference/dense_reference.h, and linear attention's
// sums with elu(x) + 1 written again here. The worked sums of single weights must give the engine's own weights.
#include "core/analysis/worked_terms.h"
#include "core/builtin_catalogues.h"
#include "core/pattern.h"
#include "core/variants/kernel/linear_features.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace attnlab;
using core::Matrix;
using core::MatrixD;

namespace {

double elu1(double x)
{
    return x > 0.0 ? x + 1.0 : std::exp(x);
}

// A pattern with a hole in every row but the first: query i keeps keys j with (i + j) % 3 != 1, and itself.
core::Pattern sparsePattern(int n)
{
    core::PatternBuilder builder(n);
    for (int i = 0; i < n; ++i) {
        std::vector<int> keys;
        for (int j = 0; j < n; ++j)
            if ((i + j) % 3 != 1 || i == j)
                keys.push_back(j);
        builder.addRow(keys);
    }
    return builder.finish();
}

core::Result runVariant(const std::string& id, const core::Problem& problem, const core::Params& given = {})
{
    const core::Variant& variant = core::builtinVariants().get(id, "variant");
    core::RunOptions options;
    options.wantMap = true;
    return variant.run(problem, given, options);
}

} // namespace

class TestWorkedTerms : public QObject {
    Q_OBJECT

private slots:
    void scoresScaledAndMasked_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("d");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<double>("scale"); // 0: the default 1/sqrt(d)
        QTest::newRow("n1 d1") << 1 << 1 << false << 0.0;
        QTest::newRow("n6 d4 causal") << 6 << 4 << true << 0.0;
        QTest::newRow("n7 d3 scale 0.8") << 7 << 3 << false << 0.8;
    }

    void scoresScaledAndMasked()
    {
        QFETCH(int, n);
        QFETCH(int, d);
        QFETCH(bool, causal);
        QFETCH(double, scale);
        core::Problem problem = reference::randomProblem(n, d, 2, causal, 11);
        if (scale > 0.0)
            problem.scale = scale;
        const double s = scale > 0.0 ? scale : 1.0 / std::sqrt(static_cast<double>(d));
        const core::SoftmaxTerms terms = core::softmaxTerms(problem, core::Pattern::allPairs(n, causal));
        QCOMPARE(terms.scale, s);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                double dot = 0.0;
                for (int c = 0; c < d; ++c)
                    dot += static_cast<double>(problem.q(i, c)) * static_cast<double>(problem.k(j, c));
                QVERIFY(std::abs(terms.scores(i, j) - dot) < 1e-12);
                QVERIFY(std::abs(terms.scaled(i, j) - s * dot) < 1e-12);
                const bool kept = !causal || j <= i;
                QCOMPARE(terms.kept(i, j), kept ? 1.0 : 0.0);
                if (kept)
                    QCOMPARE(terms.masked(i, j), terms.scaled(i, j));
                else
                    QCOMPARE(terms.masked(i, j), -std::numeric_limits<double>::infinity());
            }
    }

    // Every weight's worked sum gives the reference's weight, and the renormalised rows are the reference's map,
    // over all pairs, the causal pairs and a sparse pattern.
    void weightSumsMakeTheSoftmax_data()
    {
        QTest::addColumn<int>("which"); // 0 all pairs, 1 causal, 2 sparse
        QTest::newRow("all pairs") << 0;
        QTest::newRow("causal") << 1;
        QTest::newRow("sparse pattern") << 2;
    }

    void weightSumsMakeTheSoftmax()
    {
        QFETCH(int, which);
        const int n = 7;
        const core::Problem problem = reference::randomProblem(n, 3, 4, which == 1, 5);
        const core::Pattern pattern = which == 2 ? sparsePattern(n) : core::Pattern::allPairs(n, which == 1);
        const auto allowed = [&](int i, int j) {
            if (which == 1)
                return j <= i;
            return which == 0 || (i + j) % 3 != 1 || i == j;
        };
        const reference::DenseResult expected = reference::maskedSoftmaxAttention(
            problem.q, problem.k, problem.v, 1.0 / std::sqrt(3.0), allowed);
        const core::SoftmaxTerms terms = core::softmaxTerms(problem, pattern);
        QVERIFY(reference::maxRelativeDifference(core::renormalisedRows(terms), expected.map) < 1e-12);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                const core::WeightSum sum = core::softmaxWeightSum(terms, i, j);
                QCOMPARE(sum.shift, 0.0);
                QVERIFY(std::abs(sum.value() - expected.map(i, j)) < 1e-12);
                double total = 0.0;
                for (double term : sum.terms)
                    total += term;
                QVERIFY(std::abs(total - sum.denominator) < 1e-12);
                QCOMPARE(static_cast<int>(sum.keys.size()), static_cast<int>(pattern.rowCount(i)));
                QCOMPARE(sum.numerator == 0.0, !allowed(i, j));
            }
    }

    // Scores too large for exp are shifted by the row's largest, and the weight stays right.
    void hugeScoresAreShifted()
    {
        core::Problem problem = reference::randomProblem(3, 2, 1, false, 3);
        problem.scale = 1000.0;
        const core::SoftmaxTerms terms = core::softmaxTerms(problem, core::Pattern::allPairs(3, false));
        const reference::DenseResult expected = reference::maskedSoftmaxAttention(
            problem.q, problem.k, problem.v, 1000.0, [](int, int) { return true; });
        for (int i = 0; i < 3; ++i) {
            const core::WeightSum sum = core::softmaxWeightSum(terms, i, 0);
            QVERIFY(std::isfinite(sum.denominator));
            if (terms.scaled.row(i).maxCoeff() > 700.0)
                QCOMPARE(sum.shift, terms.scaled.row(i).maxCoeff());
            QVERIFY(std::abs(sum.value() - expected.map(i, 0)) < 1e-12);
        }
    }

    // The engine's own maps: `full` and `local` are the renormalised rows of their patterns; linear attention's
    // map is not.
    void recognisesMapsThatAreRenormalisedRows()
    {
        const core::Problem problem = reference::randomProblem(8, 4, 4, false, 9);
        const core::Result full = runVariant("full", problem);
        const core::Result local = runVariant("local", problem);
        const core::Result linear = runVariant("linear", problem);
        QVERIFY(core::isRenormalisedRows(core::softmaxTerms(problem, full.pattern), *full.map));
        QVERIFY(local.pattern.pairCount() < 64);
        QVERIFY(core::isRenormalisedRows(core::softmaxTerms(problem, local.pattern), *local.map));
        QVERIFY(!core::isRenormalisedRows(core::softmaxTerms(problem, full.pattern), *local.map));
        QVERIFY(!core::isRenormalisedRows(core::softmaxTerms(problem, linear.pattern), *linear.map));
    }

    void linearFeaturesAreTheVariantsOwn()
    {
        Matrix x(1, 5);
        x << -2.0f, -0.5f, 0.0f, 0.25f, 3.0f;
        const Matrix elu = core::linearAttentionFeatures(x, "elu1");
        const Matrix relu = core::linearAttentionFeatures(x, "relu");
        const Matrix identity = core::linearAttentionFeatures(x, "identity");
        for (int c = 0; c < 5; ++c) {
            QVERIFY(std::abs(elu(0, c) - elu1(x(0, c))) < 1e-6);
            QCOMPARE(relu(0, c), std::max(x(0, c), 0.0f));
            QCOMPARE(identity(0, c), x(0, c));
        }
    }

    // phi, S, Z, the numerators and the denominators written as sums over keys, and their quotient against the
    // engine's output and map, with and without causal.
    void linearTermsMakeTheVariantsOutput_data()
    {
        QTest::addColumn<bool>("causal");
        QTest::newRow("all keys") << false;
        QTest::newRow("causal") << true;
    }

    void linearTermsMakeTheVariantsOutput()
    {
        QFETCH(bool, causal);
        const int n = 6;
        const int d = 3;
        const int dv = 2;
        const core::Problem problem = reference::randomProblem(n, d, dv, causal, 21);
        const core::LinearTerms terms = core::linearTerms(
            problem, [](const Matrix& x) { return core::linearAttentionFeatures(x, "elu1"); }, true);
        QCOMPARE(terms.causal, causal);
        MatrixD phiQ(n, d);
        MatrixD phiK(n, d);
        for (int i = 0; i < n; ++i)
            for (int c = 0; c < d; ++c) {
                phiQ(i, c) = elu1(problem.q(i, c));
                phiK(i, c) = elu1(problem.k(i, c));
            }
        QVERIFY(reference::maxRelativeDifference(terms.phiQ, phiQ) < 1e-6);
        QVERIFY(reference::maxRelativeDifference(terms.phiK, phiK) < 1e-6);
        MatrixD s = MatrixD::Zero(d, dv);
        MatrixD z = MatrixD::Zero(d, 1);
        for (int j = 0; j < n; ++j)
            for (int c = 0; c < d; ++c) {
                z(c, 0) += phiK(j, c);
                for (int e = 0; e < dv; ++e)
                    s(c, e) += phiK(j, c) * problem.v(j, e);
            }
        QVERIFY(reference::maxRelativeDifference(terms.s, s) < 1e-6);
        QVERIFY(reference::maxRelativeDifference(terms.z, z) < 1e-6);

        const core::Result engine = runVariant("linear", problem);
        for (int i = 0; i < n; ++i) {
            double denominator = 0.0;
            for (int j = 0; j <= (causal ? i : n - 1); ++j)
                for (int c = 0; c < d; ++c)
                    denominator += phiQ(i, c) * phiK(j, c);
            QVERIFY(std::abs(terms.denominators(i) - denominator) < 1e-6 * denominator);
            for (int e = 0; e < dv; ++e) {
                const core::WeightSum quotient = core::linearQuotient(terms, i, e);
                QVERIFY(std::abs(quotient.value() - engine.o(i, e)) < 1e-5);
            }
            for (int j = 0; j < n; ++j) {
                const core::WeightSum weight = core::linearWeightSum(terms, i, j);
                QCOMPARE(static_cast<int>(weight.keys.size()), causal ? i + 1 : n);
                QVERIFY(std::abs(weight.denominator - denominator) < 1e-6 * denominator);
                QVERIFY(std::abs(weight.value() - (*engine.map)(i, j)) < 1e-5);
            }
        }
    }

    void linearWithoutNormalizingDividesNothing()
    {
        const core::Problem problem = reference::randomProblem(4, 2, 2, false, 2);
        const core::LinearTerms terms = core::linearTerms(
            problem, [](const Matrix& x) { return core::linearAttentionFeatures(x, "relu"); }, false);
        core::Params params;
        params.setFromText(core::builtinVariants().get("linear", "variant").info().params, "normalize", "false");
        params.setFromText(core::builtinVariants().get("linear", "variant").info().params, "feature", "relu");
        const core::Result engine = runVariant("linear", problem, params);
        for (int i = 0; i < 4; ++i)
            for (int e = 0; e < 2; ++e) {
                const core::WeightSum quotient = core::linearQuotient(terms, i, e);
                QVERIFY(!quotient.divided);
                QVERIFY(std::abs(quotient.value() - engine.o(i, e)) < 1e-5);
            }
    }
};

QTEST_GUILESS_MAIN(TestWorkedTerms)
#include "test_worked_terms.moc"
