#pragma once

// One forward discrete Fourier transform of a fixed length L, X_a = sum_b x_b exp(-2 pi i a b / L) (unnormalised),
// run on Eigen's FFT (unsupported/Eigen/FFT, its default kissfft backend), in double.
//
// kissfft is mixed-radix: it has butterflies for the radices 2, 3, 4 and 5 and a generic O(p^2) one for any other
// prime factor p, so a length with a large prime factor costs O(L p) there (a prime L is O(L^2)). To keep every
// length O(L log L), and its counted cost true to what runs:
// - L with no prime factor above 5 is transformed directly (L = 1 is copied: its DFT is the identity);
// - any other L goes by Bluestein's chirp-z identity, a b = (a^2 + b^2 - (a - b)^2) / 2: with the chirp
//   w_b = exp(-pi i b^2 / L), X_a = w_a sum_b (x_b w_b) conj(w_{a-b}), a cyclic convolution computed with two
//   transforms of the padded length M, the smallest power of two >= 2L - 1 (a forward one and an unscaled inverse
//   one), against the transform of the conjugate chirp made once when the line is set up (with 1/M folded in).
//   The result is the length-L DFT itself, not the DFT of a zero-padded sequence.
//
// Counted operations (real operations, the currency of the classic FFT count): a backend transform of length T
// counts 5 T log2 T (the operation count of a radix-2 complex FFT; for a radix 3 or 5 length it is a model within
// a constant factor of kissfft's, not its exact count), a complex product 6. Per Bluestein transform: two backend
// transforms of length M and 2L + M complex products; once per line set up: one backend transform of length M.
// The chirp's cosines and sines are not counted.

#include <complex>
#include <map>
#include <unsupported/Eigen/FFT>
#include <vector>

namespace attnlab::core {

class FourierLine {
public:
    using Complex = std::complex<double>;

    explicit FourierLine(int length);

    int length() const { return m_length; }
    // Whether the transform goes by Bluestein's identity (a prime factor above 5), and M then (L otherwise).
    bool usesChirp() const { return m_padded != m_length; }
    int paddedLength() const { return m_padded; }

    // out = the DFT of in; both hold length() values and must not overlap.
    void forward(const Complex* in, Complex* out);

    // What the counting model charges (see the header), computed from the length alone so that an analytic cost
    // and a run agree: once per line set up, and per forward().
    static double setupOperations(int length);
    static double transformOperations(int length);
    // The bytes the line holds beyond the backend's own plans (twiddle factors, not counted): the chirp, the
    // transformed conjugate chirp and two work lines of M complex values when it uses the chirp; none otherwise.
    static double workingBytes(int length);

    // Operations counted so far: the setup plus every forward() (setupOperations + calls x transformOperations).
    double countedOperations() const { return m_counted; }
    // How many backend transforms ran at each length, the setup's included: what the count is checked against.
    const std::map<int, long long>& backendRuns() const { return m_backendRuns; }

private:
    void runBackend(const Complex* in, Complex* out, int length, bool inverse);

    int m_length;
    int m_padded;
    Eigen::FFT<double> m_fft;
    std::vector<Complex> m_chirp; // w_b, b < L
    std::vector<Complex> m_filter; // the transformed conjugate chirp, over M
    std::vector<Complex> m_work; // M values
    std::vector<Complex> m_spectrum; // M values
    double m_counted = 0.0;
    std::map<int, long long> m_backendRuns;
};

// Whether `length` has no prime factor above 5 (1 has none).
bool isFiveSmooth(int length);

} // namespace attnlab::core
