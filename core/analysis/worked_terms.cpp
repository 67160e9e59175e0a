#include "core/analysis/worked_terms.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab::core {

namespace {

// exp overflows a double just above 709; a row whose largest score stays below this is shown unshifted.
constexpr double kLargestUnshiftedScore = 700.0;

} // namespace

double WeightSum::value() const
{
    if (!divided)
        return numerator;
    const double quotient = numerator / denominator;
    return denominator != 0.0 && std::isfinite(quotient) ? quotient : 0.0;
}

SoftmaxTerms softmaxTerms(const Problem& problem, const Pattern& kept)
{
    SoftmaxTerms terms;
    const int n = problem.n();
    terms.scores = problem.q.cast<double>() * problem.k.cast<double>().transpose();
    terms.scale = problem.effectiveScale();
    terms.scaled = terms.scale * terms.scores;
    terms.kept = MatrixD::Zero(n, n);
    terms.masked = MatrixD::Constant(n, n, -std::numeric_limits<double>::infinity());
    for (int i = 0; i < n; ++i)
        for (int j : kept.row(i)) {
            terms.kept(i, j) = 1.0;
            terms.masked(i, j) = terms.scaled(i, j);
        }
    return terms;
}

WeightSum softmaxWeightSum(const SoftmaxTerms& terms, int query, int key)
{
    WeightSum sum;
    double largest = -std::numeric_limits<double>::infinity();
    for (int j = 0; j < terms.kept.cols(); ++j)
        if (terms.kept(query, j) != 0.0) {
            sum.keys.push_back(j);
            largest = std::max(largest, terms.masked(query, j));
        }
    sum.shift = largest > kLargestUnshiftedScore ? largest : 0.0;
    for (int j : sum.keys) {
        const double term = std::exp(terms.masked(query, j) - sum.shift);
        sum.terms.push_back(term);
        sum.denominator += term;
        if (j == key)
            sum.numerator = term;
    }
    return sum;
}

MatrixD renormalisedRows(const SoftmaxTerms& terms)
{
    const auto n = terms.kept.rows();
    MatrixD rows = MatrixD::Zero(n, terms.kept.cols());
    for (int i = 0; i < n; ++i) {
        const WeightSum sum = softmaxWeightSum(terms, i, -1);
        for (std::size_t t = 0; t < sum.keys.size(); ++t)
            rows(i, sum.keys[t]) = sum.terms[t] / sum.denominator;
    }
    return rows;
}

bool isRenormalisedRows(const SoftmaxTerms& terms, const Matrix& map, double tolerance)
{
    if (map.rows() != terms.kept.rows() || map.cols() != terms.kept.cols())
        return false;
    return (renormalisedRows(terms) - map.cast<double>()).cwiseAbs().maxCoeff() <= tolerance;
}

LinearTerms linearTerms(const Problem& problem, const FeatureMap& phi, bool normalize)
{
    LinearTerms terms;
    terms.causal = problem.causal;
    terms.normalize = normalize;
    terms.phiQ = phi(problem.q).cast<double>();
    terms.phiK = phi(problem.k).cast<double>();
    const MatrixD v = problem.v.cast<double>();
    const int n = problem.n();
    const auto m = terms.phiK.cols();
    terms.s = terms.phiK.transpose() * v;
    terms.z = terms.phiK.transpose() * MatrixD::Ones(n, 1);
    terms.numerators = MatrixD::Zero(n, v.cols());
    terms.denominators = Eigen::VectorXd::Zero(n);
    MatrixD prefixS = MatrixD::Zero(m, v.cols());
    MatrixD prefixZ = MatrixD::Zero(m, 1);
    for (int i = 0; i < n; ++i) {
        if (terms.causal) {
            prefixS += terms.phiK.row(i).transpose() * v.row(i);
            prefixZ += terms.phiK.row(i).transpose();
        }
        const MatrixD& s = terms.causal ? prefixS : terms.s;
        const MatrixD& z = terms.causal ? prefixZ : terms.z;
        terms.numerators.row(i) = terms.phiQ.row(i) * s;
        terms.denominators(i) = (terms.phiQ.row(i) * z)(0, 0);
    }
    return terms;
}

WeightSum linearWeightSum(const LinearTerms& terms, int query, int key)
{
    WeightSum sum;
    sum.divided = terms.normalize;
    const auto lastKey = terms.causal ? query : terms.phiK.rows() - 1;
    for (int j = 0; j <= lastKey; ++j) {
        const double term = terms.phiQ.row(query).dot(terms.phiK.row(j));
        sum.keys.push_back(j);
        sum.terms.push_back(term);
        sum.denominator += term;
        if (j == key)
            sum.numerator = term;
    }
    return sum;
}

WeightSum linearQuotient(const LinearTerms& terms, int query, int column)
{
    WeightSum sum;
    sum.divided = terms.normalize;
    sum.numerator = terms.numerators(query, column);
    sum.denominator = terms.denominators(query);
    return sum;
}

} // namespace attnlab::core
