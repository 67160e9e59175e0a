// fnet: token mixing by a Fourier transform, no weights at all.
//   O = Re(F_N X F_dm),  (F_L)_ab = exp(-2 pi i a b / L), the unnormalised DFT: numpy.fft.fft2(X).real
//   M = Re(F_N), M_ij = cos(2 pi i j / N): the sequence mixing alone, for display
//   (../shared/spec/variants.md, `synth`)
// Lee-Thorp et al., FNet: Mixing Tokens with Fourier Transforms (2022). The 2-D transform is separable: one FFT
// along every row (length dm), then one along every column (length N), so the cost is O(N dm log(N dm)) for
// every N and dm (see below) and no N x N matrix is built on the compute path. M is a mixing map (rows need not
// sum to 1).
//
// Choices where ../shared/spec/variants.md is silent:
// - X = problem.tokens() (V when no X was given). O has X's width dm, not dv: FNet mixes token representations.
// - The transforms are core::FourierLine (fourier_line.h), in double, complex to complex for both passes; O is
//   rounded to float at the end. It runs Eigen's kissfft directly when the length has no prime factor above 5, and
//   otherwise Bluestein's chirp-z form with transforms of a power-of-two length M >= 2L - 1 (the exact length-L
//   DFT, not a zero-padded one): kissfft alone would spend O(L p) on a prime factor p (O(N^2) per column for a
//   prime N) while the count said L log L.
// - Multiply-adds, counted as FourierLine counts what it runs (real operations of the classic FFT count: 5 T log2 T
//   per backend transform of length T, 6 per complex product), added up per transform as the code performs them:
//   N row transforms of length dm and dm column transforms of length N, plus each line's one-time setup. With N
//   and dm free of prime factors above 5 that is 5 N dm log2(N dm); otherwise each chirp transform of length L
//   counts 10 M log2 M + 6 (2L + M) and its setup 5 M log2 M.
// - Peak bytes: the complex N x dm work matrix (16 bytes an entry), one input and one output line of the longer
//   length (complex), each line's chirp buffers (FourierLine::workingBytes) and O. kissfft's own plans (twiddle
//   factors, O(L) per length) are not counted.
// - causal: error (the transform along the sequence mixes every position into every output).
// - Pattern: all pairs. rowsSumToOne: false.
#include "core/builtin_catalogues.h"
#include "core/variants/synth/fourier_line.h"

#include <algorithm>
#include <cmath>
#include <complex>
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
    info.promise = { CostGrowth::LinearLog, "an FFT along the sequence for every channel" };
    return info;
}

Cost fnetCost(int n, int dm)
{
    const double entries = static_cast<double>(n) * dm;
    const double operations = n * FourierLine::transformOperations(dm) + dm * FourierLine::transformOperations(n)
        + FourierLine::setupOperations(dm) + FourierLine::setupOperations(n);
    return Cost { operations,
        kComplexBytes * (entries + 2.0 * std::max(n, dm)) + FourierLine::workingBytes(dm) + FourierLine::workingBytes(n)
            + kFloatBytes * entries };
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
        FourierLine rowTransform(dm);
        ComplexMatrix work(n, dm);
        std::vector<std::complex<double>> line(std::max(n, dm));
        std::vector<std::complex<double>> spectrum(std::max(n, dm));

        for (int i = 0; i < n; ++i) {
            if (i % 64 == 0)
                options.cancel.throwIfCancelled();
            for (int c = 0; c < dm; ++c)
                line[c] = x(i, c);
            rowTransform.forward(line.data(), spectrum.data());
            for (int c = 0; c < dm; ++c)
                work(i, c) = spectrum[c];
        }

        Result result;
        result.o.resize(n, dm);
        FourierLine columnTransform(n);
        for (int c = 0; c < dm; ++c) {
            options.cancel.throwIfCancelled();
            for (int i = 0; i < n; ++i)
                line[i] = work(i, c);
            columnTransform.forward(line.data(), spectrum.data());
            for (int i = 0; i < n; ++i)
                result.o(i, c) = static_cast<float>(spectrum[i].real());
        }

        result.cost.madds = rowTransform.countedOperations() + columnTransform.countedOperations();
        // Both lines are alive together at the column pass.
        result.cost.peakBytes = kComplexBytes * static_cast<double>(work.size() + line.size() + spectrum.size())
            + FourierLine::workingBytes(dm) + FourierLine::workingBytes(n)
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
