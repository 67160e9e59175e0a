#pragma once

#include "core/matrix.h"

#include <string>

namespace attnlab::core {

// NumPy .npy files (https://numpy.org/doc/stable/reference/generated/numpy.lib.format.html), the format the
// CLI reads Q, K, V from and writes O, M and patterns to.
//
// Read: versions 1.0, 2.0 and 3.0; dtype little-endian float32 or float64 ('<f4', '<f8', and the spellings
// '<f' and '<d' of the same types); C or Fortran order; exactly 2-D with no zero dimension; every value finite
// (float64 values must also fit float32). Anything else throws Error with a message that starts with
// `source` and names the fault.
//
// Write: '<f4', C order, version 1.0, byte for byte what numpy.save writes for a float32 C-contiguous array.

// Parses the bytes of a whole .npy file; `source` (normally the file name) starts every error message.
Matrix parseNpy(const std::string& bytes, const std::string& source);

// Reads `path` and parses it; an unreadable file is an Error too.
Matrix readNpy(const std::string& path);

// The bytes numpy.save would write for `m` as float32 in C order.
std::string formatNpy(const Matrix& m);

// Writes formatNpy(m) to a temporary file in the same folder and renames it over `path`, so `path` is either
// left as it was or holds the whole new file. Throws Error (naming `path`) on any failure.
void writeNpy(const std::string& path, const Matrix& m);

} // namespace attnlab::core
