// fnet against two independent references: the explicit DFT matrices in double,
//   O = Re(F_N X F_dm), (F_L)_ab = exp(-2 pi i a b / L)   (O(N^2) products, in this test only),
// and values numpy.fft.fft2 printed for two fixed small inputs. M = Re(F_N) for display; causal is refused.
#include "core/builtin_catalogues.h"
#include "core/random.h"
#include "reference/token_mixing_reference.h"

#include <QtTest>

#include <cmath>
#include <complex>
#include <string>

Q_DECLARE_METATYPE(attnlab::core::Matrix)
Q_DECLARE_METATYPE(attnlab::core::MatrixD)

using namespace attnlab;
using core::Matrix;
using core::MatrixD;

namespace {

using ComplexMatrixD = Eigen::Matrix<std::complex<double>, Eigen::Dynamic, Eigen::Dynamic>;

using reference::difference;
using reference::withoutMap;

const core::Variant& fnet()
{
    return core::builtinVariants().get("fnet", "variant");
}

// tokenWidth 0: no X (the variant then transforms V).
core::Problem makeProblem(int n, int dv, int tokenWidth, std::uint64_t seed = 61)
{
    return reference::problemWithTokens(n, 4, dv, tokenWidth, false, seed);
}

core::Problem problemWithTokens(const Matrix& x)
{
    core::Problem problem;
    problem.q = Matrix::Zero(x.rows(), 2);
    problem.k = Matrix::Zero(x.rows(), 2);
    problem.v = Matrix::Ones(x.rows(), 3);
    problem.x = x;
    return problem;
}

ComplexMatrixD dftMatrix(int length)
{
    ComplexMatrixD f(length, length);
    for (int a = 0; a < length; ++a)
        for (int b = 0; b < length; ++b) {
            const double phase = -2.0 * M_PI * static_cast<double>((static_cast<long long>(a) * b) % length) / length;
            f(a, b) = std::polar(1.0, phase);
        }
    return f;
}

MatrixD referenceFnet(const Matrix& x)
{
    const ComplexMatrixD tokens = x.cast<double>().cast<std::complex<double>>();
    const ComplexMatrixD mixed = dftMatrix(static_cast<int>(x.rows())) * tokens * dftMatrix(static_cast<int>(x.cols()));
    return mixed.real();
}

// The counting model the variant documents: 5 L log2 L per transform, N of length dm and dm of length N.
double modelMadds(int n, int dm)
{
    return 5.0 * n * dm * std::log2(static_cast<double>(n) * dm);
}

} // namespace

class TestFnet : public QObject {
    Q_OBJECT

private slots:
    void catalogueEntry()
    {
        const core::VariantInfo& info = fnet().info();
        QCOMPARE(info.family, core::Family::Synth);
        QCOMPARE(info.listOrder, 1);
        QCOMPARE(info.causal, core::CausalSupport::Never);
        QVERIFY(!info.causalReason.empty());
        QVERIFY(!info.rowsSumToOne);
        QVERIFY(info.params.empty());
        QVERIFY(QString::fromStdString(info.description).contains("mixing map (rows need not sum to 1)"));
    }

    void matchesDftMatrices_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("tokenWidth");
        for (const int n : { 1, 7, 64, 257 })
            for (const int tokenWidth : { 0, 1, 5, 12 })
                QTest::addRow("n%d x%d", n, tokenWidth) << n << tokenWidth;
    }
    void matchesDftMatrices()
    {
        QFETCH(int, n);
        QFETCH(int, tokenWidth);
        const core::Problem problem = makeProblem(n, 6, tokenWidth);
        const core::Result result = fnet().run(problem, core::Params {}, core::RunOptions {});
        const Matrix& x = problem.tokens();
        const MatrixD expected = referenceFnet(x);
        // O has X's width (V's when no X is given), not dv.
        QCOMPARE(result.o.rows(), Eigen::Index(n));
        QCOMPARE(result.o.cols(), x.cols());
        QVERIFY2(difference(result.o, expected) < 1e-5, qPrintable(QString::number(difference(result.o, expected))));
        QCOMPARE(result.pattern.pairCount(), reference::densePairCount(n, false));

        const MatrixD realDft = dftMatrix(n).real();
        QVERIFY(result.map.has_value());
        QVERIFY(difference(*result.map, realDft) < 1e-6);
        QVERIFY(!fnet().run(problem, core::Params {}, withoutMap()).map.has_value());
    }

    // Expected values printed by numpy.fft.fft2(X).real with numpy 1.24.2 (Debian's python3-numpy):
    //   python3 -c 'import numpy as np; print(repr(np.fft.fft2(np.array(X)).real))'
    void matchesNumpyFft2_data()
    {
        QTest::addColumn<Matrix>("x");
        QTest::addColumn<MatrixD>("expected");
        Matrix odd(3, 5);
        odd << 1.0f, 2.0f, 0.5f, -1.0f, 3.0f, //
            0.0f, -2.0f, 3.0f, 1.5f, 0.25f, //
            2.5f, 1.0f, -0.5f, 4.0f, -3.0f;
        MatrixD oddSpectrum(3, 5);
        oddSpectrum << 12.25, -2.181356214843421, 4.806356214843422, 4.806356214843422, -2.181356214843421, //
            2.125, 7.608590945448837, 0.9207473131075066, -15.325883935137563, 3.4215456765812156, //
            2.125, 3.4215456765812156, -15.325883935137563, 0.9207473131075066, 7.608590945448837;
        QTest::newRow("3x5") << odd << oddSpectrum;

        Matrix even(4, 6);
        even << 0.5f, -1.0f, 2.0f, 0.0f, 1.0f, -2.5f, //
            1.0f, 3.0f, -0.5f, 2.0f, 0.0f, 1.5f, //
            -1.5f, 0.25f, 1.0f, -2.0f, 4.0f, 0.5f, //
            2.0f, 0.0f, -1.0f, 1.0f, -0.75f, 3.0f;
        MatrixD evenSpectrum(4, 6);
        evenSpectrum << 13.5, 0.5, -2.25, 1.9999999999999982, -2.25, 0.5000000000000009, //
            -2.25, -4.805607966083864, 3.0113793320239166, 2.2500000000000004, 11.238620667976083,
            2.5556079660838646, //
            -9.0, -9.249999999999998, -9.0, 21.5, -9.0, -9.25, //
            -2.25, 2.555607966083864, 11.238620667976083, 2.2499999999999996, 3.0113793320239166, -4.805607966083863;
        QTest::newRow("4x6") << even << evenSpectrum;
    }
    void matchesNumpyFft2()
    {
        QFETCH(Matrix, x);
        QFETCH(MatrixD, expected);
        const core::Result result = fnet().run(problemWithTokens(x), core::Params {}, core::RunOptions {});
        QVERIFY((result.o.cast<double>() - expected).cwiseAbs().maxCoeff() < 1e-5);
        QVERIFY((referenceFnet(x) - expected).cwiseAbs().maxCoeff() < 1e-12); // the two references agree
    }

    void causalIsRefused()
    {
        core::Problem problem = makeProblem(7, 6, 0);
        problem.causal = true;
        try {
            (void)fnet().run(problem, core::Params {}, core::RunOptions {});
            QFAIL("causal must be refused");
        } catch (const core::Error& error) {
            const QString message = error.what();
            QVERIFY2(message.contains("fnet") && message.contains("causal"), qPrintable(message));
        }
    }

    void countedCostFollowsTheModel_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("tokenWidth");
        for (const int n : { 1, 7, 64, 257, 1024 })
            for (const int tokenWidth : { 0, 5, 12 })
                QTest::addRow("n%d x%d", n, tokenWidth) << n << tokenWidth;
    }
    void countedCostFollowsTheModel()
    {
        QFETCH(int, n);
        QFETCH(int, tokenWidth);
        const core::Result result = fnet().run(makeProblem(n, 6, tokenWidth), core::Params {}, withoutMap());
        const int dm = tokenWidth > 0 ? tokenWidth : 6;
        QVERIFY2(std::abs(result.cost.madds - modelMadds(n, dm)) <= 1e-9 * modelMadds(n, dm),
            qPrintable(QString("counted %1 model %2").arg(result.cost.madds).arg(modelMadds(n, dm))));
        // analyticCost is not told X's width: it describes X := V (dm = dv), the case without X.
        if (tokenWidth == 0) {
            const core::Cost analytic = fnet().analyticCost(n, 4, 6, false, core::Params {});
            QVERIFY(std::abs(analytic.madds - result.cost.madds) <= 0.01 * result.cost.madds);
            QVERIFY(std::abs(analytic.peakBytes - result.cost.peakBytes) <= 0.01 * result.cost.peakBytes);
        }
    }
};

QTEST_GUILESS_MAIN(TestFnet)
#include "test_fnet.moc"
