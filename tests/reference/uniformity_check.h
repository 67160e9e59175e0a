#pragma once

// Whether drawn keys follow the uniform distribution the spec promises (random, bigbird): Pearson's chi-square test,
// with its false-failure rate stated. The draws come from fixed seeds, so each test is deterministic; the rate says
// how rarely a correct generator with other seeds would fail it.

#include <cmath>
#include <string>
#include <vector>

namespace attnlab::reference {

// The upper 1e-9 point of the standard normal distribution.
constexpr double kNormalUpper1e9 = 5.9978;

// The point that chi-square with `degrees` degrees of freedom exceeds with probability 1e-9, by Wilson and Hilferty's
// cube-root approximation. Checked against the exact tail (regularized incomplete gamma): for 1 to 200 degrees the
// true probability of exceeding it lies between 7.6e-12 and 9.1e-10, so the approximation only makes the test more
// lenient than 1e-9, never less.
inline double chiSquareThreshold1e9(int degrees)
{
    const double k = degrees;
    const double c = 2.0 / (9.0 * k);
    const double root = 1.0 - c + kNormalUpper1e9 * std::sqrt(c);
    return k * root * root * root;
}

// Each of `trials` draws took `perTrial` distinct categories of counts.size() uniformly (every subset of that size
// equally likely); counts[c] is how often category c was taken. Pearson's statistic sum (O - E)^2 / E has mean
// m (1 - p) here (p = perTrial / m; the counts of one draw are negatively correlated, covariance -p (1 - p) / (m - 1)),
// so divided by m (1 - p) / (m - 1) it follows chi-square with m - 1 degrees of freedom for many trials. Returns an
// empty string when that statistic stays below chiSquareThreshold1e9(m - 1), otherwise a description. Needs
// 0 < perTrial < m.
inline std::string subsetUniformity(const std::vector<int>& counts, int perTrial, int trials)
{
    const int m = static_cast<int>(counts.size());
    const double p = static_cast<double>(perTrial) / m;
    const double expected = trials * p;
    double pearson = 0.0;
    for (const int count : counts)
        pearson += (count - expected) * (count - expected) / expected;
    const double statistic = pearson / (m * (1.0 - p) / (m - 1));
    const double threshold = chiSquareThreshold1e9(m - 1);
    if (statistic <= threshold)
        return {};
    std::string counted;
    for (const int count : counts)
        counted += " " + std::to_string(count);
    return "chi-square " + std::to_string(statistic) + " over " + std::to_string(m - 1) + " degrees exceeds "
        + std::to_string(threshold) + " (probability 1e-9 under uniform draws); expected " + std::to_string(expected)
        + " each, counted" + counted;
}

// Counts over categories of unequal expectations (expected[c] > 0), their sum fixed: Pearson's statistic against
// chi-square with counts.size() - 1 degrees of freedom at 1e-9. Draws without replacement only make the statistic
// smaller (their covariance is the multinomial's times (m - k) / (m - 1) < 1), so the rate stays below 1e-9.
inline std::string binUniformity(const std::vector<int>& counts, const std::vector<double>& expected)
{
    double pearson = 0.0;
    for (std::size_t c = 0; c < counts.size(); ++c)
        pearson += (counts[c] - expected[c]) * (counts[c] - expected[c]) / expected[c];
    const double threshold = chiSquareThreshold1e9(static_cast<int>(counts.size()) - 1);
    if (pearson <= threshold)
        return {};
    std::string counted;
    for (std::size_t c = 0; c < counts.size(); ++c)
        counted += " " + std::to_string(counts[c]) + "/" + std::to_string(expected[c]);
    return "chi-square " + std::to_string(pearson) + " exceeds " + std::to_string(threshold)
        + " (probability 1e-9 under uniform draws); counted/expected" + counted;
}

} // namespace attnlab::reference
