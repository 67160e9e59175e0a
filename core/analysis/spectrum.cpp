#include "core/analysis/spectrum.h"

#include <Eigen/QR>
#include <Eigen/SVD>
#include <utility>

namespace attnlab::core {

Eigen::VectorXd singularValues(const MatrixD& m)
{
    if (m.size() == 0)
        return {};
    // BDCSVD works on column-major storage; the copy is N^2 doubles beside an O(N^3) decomposition. Without
    // ComputeThinU/V it skips the singular vectors, several times faster than a full decomposition.
    const Eigen::MatrixXd columnMajor = m;
    const Eigen::BDCSVD<Eigen::MatrixXd> svd(columnMajor);
    return svd.singularValues();
}

Eigen::VectorXd singularValues(const Matrix& m)
{
    return singularValues(MatrixD(m.cast<double>()));
}

Eigen::VectorXd singularValuesOfProduct(const Matrix& left, const Matrix& right)
{
    const Eigen::Index n = left.rows();
    const Eigen::Index k = left.cols();
    if (k >= n)
        return singularValues(MatrixD(left.cast<double>() * right.cast<double>()));
    const Eigen::HouseholderQR<Eigen::MatrixXd> leftQr(left.cast<double>());
    const Eigen::HouseholderQR<Eigen::MatrixXd> rightQr(right.transpose().cast<double>());
    const Eigen::MatrixXd leftR = leftQr.matrixQR().topRows(k).triangularView<Eigen::Upper>();
    const Eigen::MatrixXd rightR = rightQr.matrixQR().topRows(k).triangularView<Eigen::Upper>();
    Eigen::VectorXd values = Eigen::VectorXd::Zero(n);
    values.head(k) = singularValues(MatrixD(leftR * rightR.transpose()));
    return values;
}

Eigen::VectorXd cumulativeEnergy(const Eigen::VectorXd& singularValues)
{
    Eigen::VectorXd energy(singularValues.size());
    double running = 0.0;
    for (Eigen::Index t = 0; t < singularValues.size(); ++t) {
        running += singularValues[t] * singularValues[t];
        energy[t] = running;
    }
    if (running > 0.0)
        energy /= running;
    if (energy.size() > 0 && running > 0.0)
        energy[energy.size() - 1] = 1.0; // exactly, not 1 - 1 ulp from the division
    return energy;
}

int energyRank(const Eigen::VectorXd& singularValues, double fraction)
{
    const Eigen::VectorXd energy = cumulativeEnergy(singularValues);
    if (energy.size() == 0 || energy[energy.size() - 1] <= 0.0)
        return 0;
    // A fraction met exactly (9 of 10 units of energy) must count as met, whatever the last bit of the sum says.
    const double needed = fraction * (1.0 - 1e-12);
    for (Eigen::Index t = 0; t < energy.size(); ++t)
        if (energy[t] >= needed)
            return static_cast<int>(t + 1);
    return static_cast<int>(energy.size());
}

Spectrum spectrumOf(const MatrixD& m)
{
    return spectrumOfValues(singularValues(m));
}

Spectrum spectrumOfValues(Eigen::VectorXd values)
{
    Spectrum spectrum;
    spectrum.singularValues = std::move(values);
    spectrum.cumulativeEnergy = cumulativeEnergy(spectrum.singularValues);
    spectrum.energyRank = energyRank(spectrum.singularValues, kEnergyFraction);
    return spectrum;
}

std::string exactSingularValuesKey(bool causal)
{
    return causal ? "spectrum.exact_singular_values.causal" : "spectrum.exact_singular_values";
}

} // namespace attnlab::core
