#include "core/variants/synth/fourier_line.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kComplexProduct = 6.0; // 4 real products and 2 additions
constexpr double kComplexBytes = sizeof(std::complex<double>);

int paddedLengthOf(int length)
{
    if (isFiveSmooth(length))
        return length;
    int padded = 1;
    while (padded < 2 * length - 1)
        padded *= 2;
    return padded;
}

double backendOperations(int length)
{
    return 5.0 * length * std::log2(static_cast<double>(length));
}

} // namespace

bool isFiveSmooth(int length)
{
    for (const int radix : { 2, 3, 5 })
        while (length % radix == 0)
            length /= radix;
    return length == 1;
}

FourierLine::FourierLine(int length) : m_length(length), m_padded(paddedLengthOf(length))
{
    m_counted = setupOperations(length);
    if (!usesChirp())
        return;
    // w_b = exp(-pi i b^2 / L), with b^2 reduced mod 2L first so that large b keep their accuracy.
    m_chirp.resize(static_cast<std::size_t>(m_length));
    const long long period = 2LL * m_length;
    for (int b = 0; b < m_length; ++b) {
        const auto phase = static_cast<double>((static_cast<long long>(b) * b) % period);
        m_chirp[static_cast<std::size_t>(b)] = std::polar(1.0, -M_PI * phase / m_length);
    }
    // The conjugate chirp over the cyclic index set of M: conj(w_m) at m and at M - m, zeros between.
    m_work.assign(static_cast<std::size_t>(m_padded), Complex(0.0, 0.0));
    m_spectrum.resize(static_cast<std::size_t>(m_padded));
    m_work[0] = std::conj(m_chirp[0]);
    for (int m = 1; m < m_length; ++m) {
        m_work[static_cast<std::size_t>(m)] = std::conj(m_chirp[static_cast<std::size_t>(m)]);
        m_work[static_cast<std::size_t>(m_padded - m)] = m_work[static_cast<std::size_t>(m)];
    }
    m_filter.resize(static_cast<std::size_t>(m_padded));
    runBackend(m_work.data(), m_filter.data(), m_padded, false);
    // The inverse transform runs unscaled: its 1/M is folded in here, once.
    for (Complex& value : m_filter)
        value /= static_cast<double>(m_padded);
    m_fft.SetFlag(Eigen::FFT<double>::Unscaled);
}

void FourierLine::forward(const Complex* in, Complex* out)
{
    m_counted += transformOperations(m_length);
    if (m_length == 1) {
        out[0] = in[0];
        return;
    }
    if (!usesChirp()) {
        runBackend(in, out, m_length, false);
        return;
    }
    for (int b = 0; b < m_length; ++b)
        m_work[static_cast<std::size_t>(b)] = in[b] * m_chirp[static_cast<std::size_t>(b)];
    std::fill(m_work.begin() + m_length, m_work.end(), Complex(0.0, 0.0));
    runBackend(m_work.data(), m_spectrum.data(), m_padded, false);
    for (int m = 0; m < m_padded; ++m)
        m_spectrum[static_cast<std::size_t>(m)] *= m_filter[static_cast<std::size_t>(m)];
    runBackend(m_spectrum.data(), m_work.data(), m_padded, true);
    for (int a = 0; a < m_length; ++a)
        out[a] = m_work[static_cast<std::size_t>(a)] * m_chirp[static_cast<std::size_t>(a)];
}

double FourierLine::setupOperations(int length)
{
    const int padded = paddedLengthOf(length);
    return padded == length ? 0.0 : backendOperations(padded);
}

double FourierLine::transformOperations(int length)
{
    const int padded = paddedLengthOf(length);
    if (padded == length)
        return backendOperations(length);
    return 2.0 * backendOperations(padded) + kComplexProduct * (2.0 * length + padded);
}

double FourierLine::workingBytes(int length)
{
    const int padded = paddedLengthOf(length);
    return padded == length ? 0.0 : kComplexBytes * (length + 3.0 * padded);
}

void FourierLine::runBackend(const Complex* in, Complex* out, int length, bool inverse)
{
    ++m_backendRuns[length];
    if (inverse)
        m_fft.inv(out, in, length);
    else
        m_fft.fwd(out, in, length);
}

} // namespace attnlab::core
