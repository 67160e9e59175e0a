#include "core/analysis/slope_fit.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::core {

double logLogSlope(const std::vector<double>& x, const std::vector<double>& y)
{
    std::vector<double> logX;
    std::vector<double> logY;
    const std::size_t count = std::min(x.size(), y.size());
    for (std::size_t t = 0; t < count; ++t) {
        if (std::isfinite(x[t]) && std::isfinite(y[t]) && x[t] > 0 && y[t] > 0) {
            logX.push_back(std::log(x[t]));
            logY.push_back(std::log(y[t]));
        }
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (logX.size() < 2 || std::all_of(logX.begin(), logX.end(), [&](double value) { return value == logX.front(); }))
        return nan;
    double meanX = 0;
    double meanY = 0;
    for (std::size_t t = 0; t < logX.size(); ++t) {
        meanX += logX[t];
        meanY += logY[t];
    }
    meanX /= static_cast<double>(logX.size());
    meanY /= static_cast<double>(logY.size());
    // Centred sums: the raw-sum formula loses digits when every log x is large and close together.
    double covariance = 0;
    double spread = 0;
    for (std::size_t t = 0; t < logX.size(); ++t) {
        covariance += (logX[t] - meanX) * (logY[t] - meanY);
        spread += (logX[t] - meanX) * (logX[t] - meanX);
    }
    return covariance / spread;
}

} // namespace attnlab::core
