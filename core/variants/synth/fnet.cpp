// fnet: token mixing by a Fourier transform, no weights at all.
//   O = Re(F_N X F_dm),  (F_L)_ab = exp(-2 pi i a b / L), the unnormalised DFT: numpy.fft.fft2(X).real
//   M = Re(F_N), M_ij = cos(2 pi i j / N): the sequence mixing alone, for display
//   (../shared/spec/variants.md, `synth`)
// Lee-Thorp et al., FNet: Mixing Tokens with Fourier Transforms (2022). The 2-D transform is separable: one FFT
// along every row (length dm), then one along every column (length N), so the cost is O(N dm log(N dm)) and no
// N x N matrix is built on the compute path. M is a mixing map (rows need not sum to 1).
//
// Choices where ../shared/spec/variants.md is silent:
// - X = problem.tokens() (V when no X was given). O has X's width dm, not dv: FNet mixes token representations.
// - The FFTs are Eigen's (unsupported/Eigen/FFT, its default kissfft backend), in double, complex to complex for
//   both passes; O is rounded to float at the end. kissfft is mixed-radix: a length with a large prime factor p
//   costs O(L p) per transform there (a prime N is O(N^2) per column).
// - Multiply-adds: a length-L transform is counted as 5 L log2 L (the classic operation count of a radix-2
//   complex FFT; a model, not the backend's exact count), added up per transform as the code performs them:
//   N row transforms of length dm and dm column transforms of length N, 5 N dm log2(N dm) in all.
// - Peak bytes: the complex N x dm work matrix (16 bytes an entry), one input and one output line of the longer
//   length (complex) and O. kissfft's own plans (twiddle factors, O(L) per length) are not counted.
// - causal: error (the transform along the sequence mixes every position into every output).
// - Pattern: all pairs. rowsSumToOne: false.
#include "core/builtin_catalogues.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <unsupported/Eigen/FFT>
#include <vector>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kComplexBytes = sizeof(std::complex<double>);

using ComplexMatrix = Eigen::Matrix<std::complex<double>, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

VariantInfo fnetInfo()
{
    VariantInfo info;
    info.id = "fnet";
    info.displayName = "FNet (Fourier mixing)";
    info.family = Family::Synth;
    info.listOrder = 1;
    info.description = "Tokens are mixed by the real part of a 2-D discrete Fourier transform of X, with no "
                       "weights at all; M = Re(F_N) is a mixing map (rows need not sum to 1).";
    info.formula = R"(O = \mathrm{Re}\left(F_N\, X\, F_{d_m}\right),\quad (F_L)_{ab} = e^{-2\pi i\, ab/L})";
    info.paper = "Lee-Thorp et al., FNet: Mixing Tokens with Fourier Transforms (2022)";
    info.params = {};
    info.causal = CausalSupport::Never;
    info.causalReason = "the Fourier transform along the sequence mixes every position into every output, so no "
                        "output can be kept from reading future tokens";
    info.rowsSumToOne = false;
    return info;
}

// The counted cost of one transform of length L (see the header comment).
double transformMadds(int length)
{
    return 5.0 * length * std::log2(static_cast<double>(length));
}

Cost fnetCost(int n, int dm)
{
    const double entries = static_cast<double>(n) * dm;
    return Cost { n * transformMadds(dm) + dm * transformMadds(n),
        kComplexBytes * (entries + 2.0 * std::max(n, dm)) + kFloatBytes * entries };
}

// One forward transform of `length` values. kissfft cannot plan a length of 1, whose DFT is the identity.
void transform(Eigen::FFT<double>& fft, const std::vector<std::complex<double>>& line,
    std::vector<std::complex<double>>& spectrum, int length)
{
    if (length == 1)
        spectrum[0] = line[0];
    else
        fft.fwd(spectrum.data(), line.data(), length);
}

// Re(F_N), built entry by entry from (i j mod N) so that large products keep their accuracy.
Matrix realDftMatrix(int n)
{
    Matrix m(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const auto phase = static_cast<double>((static_cast<long long>(i) * j) % n);
            m(i, j) = static_cast<float>(std::cos(2.0 * M_PI * phase / n));
        }
    return m;
}

class FnetVariant final : public Variant {
public:
    FnetVariant() : Variant(fnetInfo()) { }

    // The work is on X (width dm); without X, X := V and dm = dv.
    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        return analyticCost(n, d, dv, dv, causal, params);
    }
    Cost analyticCost(int n, int, int, int dm, bool, const Params&) const override { return fnetCost(n, dm); }

protected:
    Result compute(const Problem& problem, const Params&, const RunOptions& options) const override
    {
        options.cancel.throwIfCancelled();
        const Matrix& x = problem.tokens();
        const int n = static_cast<int>(x.rows());
        const int dm = static_cast<int>(x.cols());
        Eigen::FFT<double> fft;
        ComplexMatrix work(n, dm);
        std::vector<std::complex<double>> line(std::max(n, dm));
        std::vector<std::complex<double>> spectrum(std::max(n, dm));
        double madds = 0.0;

        for (int i = 0; i < n; ++i) {
            if (i % 64 == 0)
                options.cancel.throwIfCancelled();
            for (int c = 0; c < dm; ++c)
                line[c] = x(i, c);
            transform(fft, line, spectrum, dm);
            for (int c = 0; c < dm; ++c)
                work(i, c) = spectrum[c];
            madds += transformMadds(dm);
        }

        Result result;
        result.o.resize(n, dm);
        for (int c = 0; c < dm; ++c) {
            options.cancel.throwIfCancelled();
            for (int i = 0; i < n; ++i)
                line[i] = work(i, c);
            transform(fft, line, spectrum, n);
            for (int i = 0; i < n; ++i)
                result.o(i, c) = static_cast<float>(spectrum[i].real());
            madds += transformMadds(n);
        }

        result.cost.madds = madds;
        result.cost.peakBytes = kComplexBytes * static_cast<double>(work.size() + line.size() + spectrum.size())
            + kFloatBytes * static_cast<double>(result.o.size());
        result.pattern = Pattern::allPairs(n, false);
        if (options.wantMap)
            result.map = realDftMatrix(n);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::FnetVariant)
