#pragma once

namespace attnlab::widgets {

// Maps a slider's integer positions onto a parameter's range. Small integer ranges get one position per value.
// Ranges too wide for that (or real ranges over many decades) are spread logarithmically over a fixed number of
// positions, so the slider moves usefully at the small end (a window of 4, 8, 16 ...) while the spin box next to
// it still reaches every value.
class SliderScale {
public:
    // A scale for [minimum, maximum]; `integer` rounds values to whole numbers.
    SliderScale(double minimum, double maximum, bool integer);
    SliderScale() = default;
    // A scale spread logarithmically even where one position per value would fit (an integer range of 1..4096
    // has room for that, but a slider of a few hundred pixels does not). Linear for reals whose minimum is not
    // positive.
    static SliderScale logarithmic(double minimum, double maximum, bool integer);

    // False when no slider makes sense (an empty or unbounded range).
    bool isUsable() const { return m_usable; }
    bool isLogarithmic() const { return m_usable && m_kind == Kind::Logarithmic; }
    int positionCount() const { return m_positions; } // positions are 0 .. positionCount()
    double valueAt(int position) const;
    int positionOf(double value) const;

private:
    enum class Kind { Linear, Logarithmic };

    double m_minimum = 0;
    double m_maximum = 0;
    bool m_integer = false;
    bool m_usable = false;
    Kind m_kind = Kind::Linear;
    int m_positions = 0;
};

} // namespace attnlab::widgets
