#pragma once

#include "core/kernels/exact_tile_kernel.h"

#include <vector>

namespace attnlab::core {

// The builds of the exact-attention tile kernel that this program has and this CPU can run, narrowest first
// (baseline, then avx2 and avx512 where the CPU has them).
std::vector<ExactTileKernel> supportedExactTileKernels();

// The one exact attention uses: the widest supported, chosen on first use. The environment variable
// ATTNLAB_EXACT_KERNEL=baseline|avx2|avx512 picks a narrower one instead (for measuring the paths against
// each other); a name that is not supported here is ignored.
const ExactTileKernel& chosenExactTileKernel();

} // namespace attnlab::core
