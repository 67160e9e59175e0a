#include "core/variants/memory/memory_reads.h"

#include "core/builtin_catalogues.h"
#include "core/error.h"

namespace attnlab::core {

std::vector<MemoryRead> memoryReads(const std::string& variantId, const Params& params, int n, int i, const Matrix& k)
{
    const Variant& variant = builtinVariants().get(variantId, "variant");
    if (variant.info().family != Family::Memory)
        throw Error("memory reads: '" + variantId + "' is not a memory variant");
    if (i < 0 || i >= n)
        throw Error("memory reads: query " + std::to_string(i) + " is outside a sequence of " + std::to_string(n)
            + " positions");
    const Params resolved = variant.resolve(params);

    std::vector<MemoryRead> reads;
    if (variantId == "cache_window") {
        appendCacheWindowReads(i, resolved.integer("window"), reads);
    } else if (variantId == "transformer_xl") {
        appendTransformerXlReads(i, resolved.integer("chunk"), resolved.integer("memory_chunks"), reads);
    } else if (variantId == "mean_memory") {
        appendMeanMemoryReads(i, resolved.integer("window"), reads);
    } else if (variantId == "block_memory") {
        appendBlockMemoryReads(i, resolved.integer("chunk"), resolved.integer("slots"), reads);
    } else if (variantId == "priority_memory") {
        if (k.rows() != n)
            throw Error("memory reads: priority_memory keeps keys by their norm and needs all " + std::to_string(n)
                + " keys, got " + std::to_string(k.rows()));
        PriorityMemory memory(k, resolved.integer("window"), resolved.integer("slots"));
        memory.appendReads(i, reads);
    } else {
        throw Error("memory reads: no reads are known for the memory variant '" + variantId + "'");
    }
    return reads;
}

} // namespace attnlab::core
