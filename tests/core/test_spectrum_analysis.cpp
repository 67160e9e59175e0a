// Spectrum analysis (core/analysis/spectrum.h, exact_map_double.h): singular values of matrices whose SVD is known
// by hand, cumulative energy, the rank keeping a fraction of it, and the exact map A in double precision.

#include "core/analysis/exact_map_double.h"
#include "core/analysis/spectrum.h"

#include <QtTest>

#include <cmath>

using namespace attnlab;

namespace {

// M = 6 u1 v1^T + 2 u2 v2^T with orthonormal u1 = (1,1,1,1)/2, u2 = (1,-1,1,-1)/2, v1 = (1,1,1,1)/2,
// v2 = (1,1,-1,-1)/2: entry (i, j) is 1.5 + 0.5 s_i t_j with s = (1,-1,1,-1), t = (1,1,-1,-1), so every entry is 1
// or 2 (exact in float). Its singular values are 6, 2, 0, 0 by construction; energy 36 + 4 = 40.
core::Matrix rankTwoMatrix()
{
    const int s[4] = { 1, -1, 1, -1 };
    const int t[4] = { 1, 1, -1, -1 };
    core::Matrix m(4, 4);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            m(i, j) = 1.5f + 0.5f * static_cast<float>(s[i] * t[j]);
    return m;
}

core::Problem twoTokenProblem(bool causal)
{
    core::Problem problem;
    problem.q = core::Matrix::Identity(2, 2);
    problem.k = core::Matrix::Identity(2, 2);
    problem.v = core::Matrix::Identity(2, 2);
    problem.scale = 1.0;
    problem.causal = causal;
    return problem;
}

} // namespace

class TestSpectrumAnalysis : public QObject {
    Q_OBJECT

private slots:
    void singularValuesOfAKnownRankTwoMatrix()
    {
        const Eigen::VectorXd sigma = core::singularValues(rankTwoMatrix());
        QCOMPARE(sigma.size(), Eigen::Index(4));
        QVERIFY(std::abs(sigma[0] - 6.0) < 1e-12);
        QVERIFY(std::abs(sigma[1] - 2.0) < 1e-12);
        QVERIFY(std::abs(sigma[2]) < 1e-12);
        QVERIFY(std::abs(sigma[3]) < 1e-12);
    }

    void singularValuesOfARectangularOuterProduct()
    {
        // u v^T with u = (1, 2, 2) (norm 3) and v = (3, 4) (norm 5): one singular value 3 * 5 = 15, then 0.
        core::MatrixD m(3, 2);
        m << 3, 4, 6, 8, 6, 8;
        const Eigen::VectorXd sigma = core::singularValues(m);
        QCOMPARE(sigma.size(), Eigen::Index(2));
        QVERIFY(std::abs(sigma[0] - 15.0) < 1e-12);
        QVERIFY(std::abs(sigma[1]) < 1e-12);
    }

    void singularValuesAreDescendingAndMatchTheFrobeniusNorm()
    {
        // diag(1, 3, 2) scrambled by a permutation: the values come back sorted, 3, 2, 1, and their squares sum
        // to ||M||_F^2 = 14.
        core::MatrixD m = core::MatrixD::Zero(3, 3);
        m(0, 2) = 1;
        m(1, 0) = 3;
        m(2, 1) = 2;
        const Eigen::VectorXd sigma = core::singularValues(m);
        QVERIFY(std::abs(sigma[0] - 3.0) < 1e-12);
        QVERIFY(std::abs(sigma[1] - 2.0) < 1e-12);
        QVERIFY(std::abs(sigma[2] - 1.0) < 1e-12);
        QVERIFY(std::abs(sigma.squaredNorm() - 14.0) < 1e-12);
    }

    void floatAndDoubleInputsAgree()
    {
        const core::Matrix m = rankTwoMatrix();
        const Eigen::VectorXd fromFloat = core::singularValues(m);
        const Eigen::VectorXd fromDouble = core::singularValues(core::MatrixD(m.cast<double>()));
        QVERIFY((fromFloat - fromDouble).cwiseAbs().maxCoeff() < 1e-14);
    }

    void cumulativeEnergyByHand()
    {
        // sigma = 3, 2, 1: squares 9, 4, 1 of 14, so 9/14, 13/14, 14/14.
        Eigen::VectorXd sigma(3);
        sigma << 3, 2, 1;
        const Eigen::VectorXd energy = core::cumulativeEnergy(sigma);
        QCOMPARE(energy.size(), Eigen::Index(3));
        QVERIFY(std::abs(energy[0] - 9.0 / 14.0) < 1e-15);
        QVERIFY(std::abs(energy[1] - 13.0 / 14.0) < 1e-15);
        QCOMPARE(energy[2], 1.0);
    }

    void energyRankByHand()
    {
        Eigen::VectorXd sigma(3);
        sigma << 3, 2, 1;
        QCOMPARE(core::energyRank(sigma, 0.5), 1); // 9/14 = 0.64 >= 0.5
        QCOMPARE(core::energyRank(sigma), 2); // 9/14 < 0.9 <= 13/14 = 0.93
        QCOMPARE(core::energyRank(sigma, 0.95), 3); // 13/14 < 0.95
        QCOMPARE(core::energyRank(sigma, 1.0), 3);
    }

    void energyRankCountsAFractionMetExactly()
    {
        // The rank-two matrix keeps 36 of 40 units in its first value: exactly 90%, so rank 1 keeps 90%.
        const core::Spectrum spectrum = core::spectrumOf(core::MatrixD(rankTwoMatrix().cast<double>()));
        QCOMPARE(spectrum.energyRank, 1);
        QVERIFY(std::abs(spectrum.cumulativeEnergy[0] - 0.9) < 1e-12);
        QVERIFY(std::abs(spectrum.cumulativeEnergy[1] - 1.0) < 1e-12);
        QCOMPARE(core::energyRank(spectrum.singularValues, 0.95), 2); // 36/40 < 0.95 <= 40/40
    }

    void noEnergyGivesRankZero()
    {
        const Eigen::VectorXd zeros = core::singularValues(core::MatrixD(core::MatrixD::Zero(3, 3)));
        QCOMPARE(zeros.size(), Eigen::Index(3));
        QVERIFY(zeros.cwiseAbs().maxCoeff() == 0.0);
        QVERIFY(core::cumulativeEnergy(zeros).cwiseAbs().maxCoeff() == 0.0);
        QCOMPARE(core::energyRank(zeros), 0);
        QCOMPARE(core::energyRank(Eigen::VectorXd()), 0);
        QCOMPARE(core::singularValues(core::MatrixD()).size(), Eigen::Index(0));
    }

    void exactMapInDoubleByHand()
    {
        // Q = K = I, scale 1: scores are I, so row 0 = softmax(1, 0) = (e, 1) / (e + 1), row 1 = (1, e) / (e + 1).
        const double e = std::exp(1.0);
        const core::MatrixD a = core::exactMapInDouble(twoTokenProblem(false));
        QVERIFY(std::abs(a(0, 0) - e / (e + 1)) < 1e-15);
        QVERIFY(std::abs(a(0, 1) - 1 / (e + 1)) < 1e-15);
        QVERIFY(std::abs(a(1, 0) - 1 / (e + 1)) < 1e-15);
        QVERIFY(std::abs(a(1, 1) - e / (e + 1)) < 1e-15);
        // Causal: query 0 may read key 0 only; query 1 reads both as before.
        const core::MatrixD causal = core::exactMapInDouble(twoTokenProblem(true));
        QCOMPARE(causal(0, 0), 1.0);
        QCOMPARE(causal(0, 1), 0.0);
        QVERIFY(std::abs(causal(1, 1) - e / (e + 1)) < 1e-15);
        // Its singular values: A is symmetric with eigenvalues (e + 1)/(e + 1) = 1 and (e - 1)/(e + 1).
        const Eigen::VectorXd sigma = core::singularValues(a);
        QVERIFY(std::abs(sigma[0] - 1.0) < 1e-14);
        QVERIFY(std::abs(sigma[1] - (e - 1) / (e + 1)) < 1e-14);
    }

    void identicalKeysGiveARankOneMap()
    {
        // Every key equal: every row of A is uniform, A = (1/N) 1 1^T, whose one singular value is
        // (1/N) * sqrt(N) * sqrt(N) = 1. One value keeps all the energy.
        const int n = 6;
        core::Problem problem;
        problem.q = core::Matrix::Random(n, 3);
        problem.k = core::Matrix::Ones(n, 3);
        problem.v = core::Matrix::Random(n, 2);
        const core::Spectrum spectrum = core::spectrumOf(core::exactMapInDouble(problem));
        QVERIFY(std::abs(spectrum.singularValues[0] - 1.0) < 1e-12);
        QVERIFY(spectrum.singularValues.tail(n - 1).cwiseAbs().maxCoeff() < 1e-12);
        QCOMPARE(spectrum.energyRank, 1);
    }
};

QTEST_MAIN(TestSpectrumAnalysis)
#include "test_spectrum_analysis.moc"
