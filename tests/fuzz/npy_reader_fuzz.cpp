// The .npy reader (core/io/npy) on any bytes, as the import dialog, a drop on the window and a session's embedded
// matrices feed it a whole file. Each input is refused with core::Error, or read into a non-empty, finite matrix
// that the writer writes and the reader reads back bit for bit (what `attnlab run --out` would save).
#include "core/error.h"
#include "core/io/npy.h"
#include "tests/fuzz/fuzz_expectation.h"

#include <cstddef>
#include <cstdint>
#include <string>

using attnlab::core::Matrix;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    Matrix matrix;
    try {
        matrix = attnlab::core::parseNpy(bytes, "fuzzed.npy");
    } catch (const attnlab::core::Error&) {
        return 0; // refused with a message: all a bad file may get
    }
    expectOrAbort(matrix.rows() > 0 && matrix.cols() > 0, "a matrix read from a .npy file has no rows or columns");
    expectOrAbort(matrix.allFinite(), "a matrix read from a .npy file holds a value that is not finite");
    const std::string written = attnlab::core::formatNpy(matrix);
    try {
        expectOrAbort(attnlab::core::formatNpy(attnlab::core::parseNpy(written, "written.npy")) == written,
            "a matrix read from a .npy file changes when written and read back");
    } catch (const attnlab::core::Error& error) {
        expectOrAbort(false, std::string("the reader refuses what the writer wrote: ") + error.what());
    }
    return 0;
}
