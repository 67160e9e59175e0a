#include "core/kernels/exact_tile_dispatch.h"

#include <cstdlib>
#include <cstring>

namespace attnlab::core {

std::vector<ExactTileKernel> supportedExactTileKernels()
{
    std::vector<ExactTileKernel> kernels { isa_baseline::exactTileKernel() };
#if defined(__x86_64__)
    // __builtin_cpu_supports also checks that the operating system saves the wider registers.
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        kernels.push_back(isa_avx2::exactTileKernel());
    if (__builtin_cpu_supports("avx512f"))
        kernels.push_back(isa_avx512::exactTileKernel());
#endif
    return kernels;
}

const ExactTileKernel& chosenExactTileKernel()
{
    static const ExactTileKernel chosen = [] {
        const std::vector<ExactTileKernel> kernels = supportedExactTileKernels();
        if (const char* wanted = std::getenv("ATTNLAB_EXACT_KERNEL"))
            for (const ExactTileKernel& kernel : kernels)
                if (std::strcmp(kernel.isa, wanted) == 0)
                    return kernel;
        return kernels.back();
    }();
    return chosen;
}

} // namespace attnlab::core
