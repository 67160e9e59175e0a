// fnet: token mixing by a Fourier transform, no weights at all.
//   O = Re(F_N X F_dm),  (F_L)_ab = exp(-2 pi i a b / L), the unnormalised DFT: numpy.fft.fft2(X).real
//   M = Re(F_N), M_ij = cos(2 pi i j / N): the sequence mixing alone, for display
//   (../shared/spec/variants.md, `synth`)
// Lee-Thorp et al., FNet: Mixing Tokens with Fourier Transforms (2022). The 2-D transform is separable: one FFT
// along every row (length dm), then one along every column (length N; half of them, X being real), so the cost is
// O(N dm log(N dm)) for every N and dm (see below) and no N x N matrix is built on the compute path. M is a mixing
// map (rows need not sum to 1).
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
//   N row transforms of length dm and floor(dm/2) + 1 column transforms of length N, plus each line's one-time
//   setup. With N and dm free of prime factors above 5 that is 5 N dm log2 dm + 5 (floor(dm/2) + 1) N log2 N;
//   otherwise each chirp transform of length L counts 10 M log2 M + 6 (2L + M) and its setup 5 M log2 M.
// - Half the columns: X is real, so column dm - c of Y = X F_dm is the conjugate of column c, and
//   (F_N conj(y))_a = conj((F_N y)_{-a mod N}): O(a, dm - c) = Re((F_N y_c)_{-a mod N}). Columns 0 .. floor(dm/2)
//   are transformed; the others are read off their partners, reversed.
// - Layout: the row pass writes its spectra channel by channel, one contiguous line of N values per kept channel
//   (16 rows at a time), so the column pass transforms contiguous lines. Read as columns of a row-major N x dm matrix,
//   each value was a cache line of its own, and at long N the lines came from memory dm/4 times over; one N x dm
//   block (64 MB at N = 65,536) was also mapped and faulted in afresh by every run, where lines of 1 MB are reused.
// - Peak bytes: the N x (floor(dm/2) + 1) complex spectra (16 bytes an entry), the row pass's 16 x dm tile and
//   input line, the column pass's output line (all complex), each line's chirp buffers (FourierLine::workingBytes)
//   and O. kissfft's own plans (twiddle factors, O(L) per length) are not counted.
// - causal: error (the transform along the sequence mixes every position into every output).
// - Pattern: all pairs. rowsSumToOne: false.
#include "core/builtin_catalogues.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"
#include "core/variants/synth/fourier_line.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <vector>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kComplexBytes = sizeof(std::complex<double>);

using Complex = std::complex<double>;
using ComplexMatrix = Eigen::Matrix<Complex, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
// Rows whose spectra are transformed before they are written out channel by channel: 16 complex values (256 bytes)
// of each channel's line at a time.
constexpr int kRowTile = 16;
// Rows of O written per tile from the channels' lines: 64 rows of O (16 KB at dm = 64) stay in L1.
constexpr int kOutputTile = 64;

// Columns of X F_dm that are transformed along the sequence: 0 .. floor(dm/2), the rest being their conjugates.
int keptChannels(int dm)
{
    return dm / 2 + 1;
}

// The complex buffers compute() holds at once: every kept channel's line, the row tile, the row pass's input line
// and the column pass's output line.
double complexWorkBytes(int n, int dm)
{
    return kComplexBytes * (static_cast<double>(n) * keptChannels(dm) + (kRowTile + 1.0) * dm + n);
}

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
    info.promise = { CostGrowth::LinearLog, "an FFT along the sequence for dm/2 + 1 channels (X is real)" };
    return info;
}

Cost fnetCost(int n, int dm)
{
    const double entries = static_cast<double>(n) * dm;
    const double operations = n * FourierLine::transformOperations(dm)
        + keptChannels(dm) * FourierLine::transformOperations(n)
        + FourierLine::setupOperations(dm) + FourierLine::setupOperations(n);
    return Cost { operations,
        complexWorkBytes(n, dm) + FourierLine::workingBytes(dm) + FourierLine::workingBytes(n)
            + kFloatBytes * entries };
}

// Re(F_N): M_ij = cos(2 pi ((i j) mod N) / N) takes N values only, one cosine each from the exact phase (so large
// products keep their accuracy); row i steps its phase by i modulo N. (N^2 cosines were most of a new input's time
// at N = 4096.) Rows in parallel.
Matrix realDftMatrix(int n, const RunOptions& options)
{
    std::vector<float> cosineOfPhase(static_cast<std::size_t>(n));
    for (int phase = 0; phase < n; ++phase)
        cosineOfPhase[static_cast<std::size_t>(phase)] = static_cast<float>(std::cos(2.0 * M_PI * phase / n));
    Matrix m = mapStorage(options, n, n);
    constexpr int kRowsPerTask = 64;
    parallelFor(options, n, kRowsPerTask, [&](int begin, int end) {
        for (int i = begin; i < end; ++i) {
            float* const row = m.row(i).data();
            int phase = 0;
            for (int j = 0; j < n; ++j) {
                row[j] = cosineOfPhase[static_cast<std::size_t>(phase)];
                phase += i;
                phase -= phase >= n ? n : 0;
            }
        }
    });
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
        // Sized, not filled: a vector of std::complex would be zeroed first, another pass over N x dm.
        const int kept = keptChannels(dm);
        std::vector<Eigen::VectorXcd> channels(static_cast<std::size_t>(kept));
        for (Eigen::VectorXcd& channel : channels)
            channel.resize(n);
        ComplexMatrix tile(kRowTile, dm);
        std::vector<Complex> line(static_cast<std::size_t>(dm));
        for (int i0 = 0; i0 < n; i0 += kRowTile) {
            options.cancel.throwIfCancelled();
            const int rows = std::min(kRowTile, n - i0);
            for (int r = 0; r < rows; ++r) {
                for (int c = 0; c < dm; ++c)
                    line[static_cast<std::size_t>(c)] = x(i0 + r, c);
                rowTransform.forward(line.data(), tile.row(r).data());
            }
            for (int c = 0; c < kept; ++c)
                for (int r = 0; r < rows; ++r)
                    channels[static_cast<std::size_t>(c)][i0 + r] = tile(r, c);
        }

        FourierLine columnTransform(n);
        Eigen::VectorXcd spectrum(n);
        for (Eigen::VectorXcd& channel : channels) {
            options.cancel.throwIfCancelled();
            columnTransform.forward(channel.data(), spectrum.data());
            channel.swap(spectrum); // the channel's old line is the next one's output
        }

        Result result;
        result.o.resize(n, dm);
        for (int i0 = 0; i0 < n; i0 += kOutputTile) {
            const int rows = std::min(kOutputTile, n - i0);
            for (int c = 0; c < kept; ++c) {
                const Eigen::VectorXcd& spectrum = channels[static_cast<std::size_t>(c)];
                for (int r = 0; r < rows; ++r)
                    result.o(i0 + r, c) = static_cast<float>(spectrum[i0 + r].real());
                const int partner = dm - c;
                if (c == 0 || partner == c)
                    continue;
                for (int r = 0; r < rows; ++r)
                    result.o(i0 + r, partner) = static_cast<float>(spectrum[(n - i0 - r) % n].real());
            }
        }

        result.cost.madds = rowTransform.countedOperations() + columnTransform.countedOperations();
        result.cost.peakBytes = kComplexBytes
                * static_cast<double>(static_cast<std::size_t>(n) * kept + static_cast<std::size_t>(tile.size())
                    + line.size() + static_cast<std::size_t>(spectrum.size()))
            + FourierLine::workingBytes(dm) + FourierLine::workingBytes(n)
            + kFloatBytes * static_cast<double>(result.o.size());
        result.pattern = Pattern::allPairs(n, false);
        if (options.wantMap)
            result.map = realDftMatrix(n, options);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::FnetVariant)
