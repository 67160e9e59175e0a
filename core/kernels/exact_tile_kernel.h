#pragma once

// The inner loop of tiled exact attention on plain arrays, compiled once per instruction set
// (exact_tile_kernel.inc). This header is shared by code built for different vector units, so it holds plain data
// and declarations only: an inline function here could be compiled with AVX-512 in one file and picked by the
// linker for a caller built for baseline x86-64. For the same reason the structs have no default member
// initializers (whose implicit constructors would be inline code): value-initialize them, `ExactTileInput input {};`.

namespace attnlab::core {

// How a kernel wants its keys and values laid out: keys in panels of `panelKeys` (d rows of panelKeys floats,
// key-contiguous, keys past N zero), values N x dvPadded row-major with dvPadded a multiple of `valueColumns`
// and zero padding past dv (no row past the last key is read).
struct ExactTileLayout {
    int panelKeys;
    int valueColumns;
};

struct ExactTileInput {
    const float* q; // n x d, row-major, row stride d
    const float* keyPanels;
    const float* values;
    float* out; // n x dv, row-major, row stride dv
    int n;
    int d;
    int dv;
    int dvPadded;
    float scale; // of the scores, as in softmax(scale Q K^T)
    bool causal;
    int keyTile; // keys per step of the online softmax, a multiple of panelKeys
};

// Floats per vector register of the widest build.
constexpr int kExactTileWidestLanes = 16;

// One worker's scratch: scores queryRows x keyTile (rows scoreStride floats apart), accumulator queryRows x
// dvPadded, per-lane maxima queryRows x kExactTileWidestLanes, three per-row vectors.
struct ExactTileWork {
    float* scores;
    int scoreStride; // at least keyTile, a multiple of every build's lanes
    float* accumulator;
    float* largest; // a row's largest score per lane while a key tile is scored, then the sum of its weights
                    // (rows kExactTileWidestLanes apart)
    float* rowMax;
    float* rowSum;
    float* correction;
};

// Writes out rows [row0, row0 + rows) of softmax(scale Q K^T [+ causal mask]) V, with an online softmax over key
// tiles (rows at most the queryRows the work was sized for).
using ExactTileFunction = void (*)(const ExactTileInput& input, const ExactTileWork& work, int row0, int rows);

// The range kernel: rows of a query tile attend to one interval of keys each (the pattern engines' bands, blocks
// and summary columns). The caller cuts the tile into blocks of at most kExactTileBlockRows consecutive rows and
// gives each block the keys it evaluates, [keyBegin, keyEnd) with both ends multiples of kExactTileSpanKeys (and
// keyEnd at most the packed keys, which are padded to a multiple of kExactTilePackedKeys); keys of the span outside
// a row's interval, and its hole, get weight exactly 0. What ran is therefore known to the caller without running it.
constexpr int kExactTileBlockRows = 6;
constexpr int kExactTileSpanKeys = 16;
constexpr int kExactTilePackedKeys = 64; // a multiple of every build's panelKeys

struct ExactTileBlock {
    int row; // first row of the block, counted from the call's row0
    int rows; // 1 .. kExactTileBlockRows
    int keyBegin;
    int keyEnd;
};

struct ExactTileRanges {
    const int* first; // per row of the call (from row0): its first key
    const int* last; // its last key, inclusive (first > last: no key in this call)
    const int* hole; // null, or per row one key of its interval to leave out (negative: none)
    const ExactTileBlock* blocks;
    int blockCount;
};

// Adds the keys of `ranges` to the online softmax of rows [row0, row0 + rows) of input.q: work.rowMax, rowSum and
// accumulator (rows x dvPadded) hold the rows' running state on entry and on return, unnormalised, so one tile can
// take several calls (several intervals per row, or the stages of a pattern). input.out and input.causal are not
// used.
using ExactTileRangeFunction = void (*)(
    const ExactTileInput& input, const ExactTileWork& work, int row0, int rows, const ExactTileRanges& ranges);

// Runs `iterations` rounds of independent multiply-adds on this build's vectors (the benchmark's measure of the
// machine's peak); returns a sum of the results so the work cannot be left out.
using FmaLoopFunction = float (*)(long iterations, float seed);

struct ExactTileKernel {
    const char* isa; // "baseline", "avx2", "avx512"
    ExactTileLayout layout;
    ExactTileFunction attend;
    ExactTileRangeFunction attendRanges;
    FmaLoopFunction fmaLoop;
    int fmaFlopsPerIteration; // floating-point operations (a multiply-add is two) of one fmaLoop iteration
};

namespace isa_baseline {
ExactTileKernel exactTileKernel();
}
namespace isa_avx2 {
ExactTileKernel exactTileKernel();
}
namespace isa_avx512 {
ExactTileKernel exactTileKernel();
}

} // namespace attnlab::core
