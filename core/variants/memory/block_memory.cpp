// block_memory: a memory pool of `slots` pooled blocks: each earlier chunk is summarised by its mean key and value,
// and a query reads its own chunk as it is plus the summaries of the `slots` chunks right before it.
//   c_i = floor(i/chunk);  own_i = { j : c_i chunk <= j <= i }                   (../shared/spec/variants.md, `memory`)
//   slot b (for c_i - slots <= b < c_i, b >= 0): kbar_b, vbar_b = means of k_j, v_j over b chunk <= j < (b+1) chunk
//   O_i = sum_{j in own_i} a_ij v_j + sum_b a_ib vbar_b,  a_i = softmax over (s q_i.k_j; s q_i.kbar_b)
//   M_ij = a_ij on i's own chunk, a_ib / chunk on every position of slot b (its weight spread evenly)
// Block-level memory of the course notes (seed 003, section 2.2: a pool of kappa key-value pairs, each representing
// a block of n_c positions, so it encodes up to kappa n_c positions); the compressed memory of Rae et al.,
// Compressive Transformer (2020) with mean pooling over a chunk as the compression function.
//
// Causal by definition (CausalSupport::Always): nothing past i is read (a slot only pools a chunk that ended before
// i's chunk began), whatever Problem::causal says.
// Compute: core/kernels/slot_attention (slot means from prefix sums kept at the chunk boundaries only: every slot is a
// whole chunk). Multiply-adds: N' (d + dv) for the prefix sums (N' = N rounded down to whole chunks)
// + sum_i ((i mod chunk) + 1 + 2 min(slots, c_i)) (d + dv): linear in N.
// Choices where ../shared/spec/variants.md is silent:
// - Every earlier chunk is complete (chunk positions), so each slot pools exactly `chunk` positions; slots = 0 is
//   causal chunked attention, and slots >= floor((N-1)/chunk) reads a summary of the whole past.
// - Pattern: i's own chunk up to i plus every position of the slots read (one evaluated score stands for a whole
//   chunk), i.e. row i = { j : max(0, c_i - slots) chunk <= j <= i }; stored as "all causal pairs" when every row
//   reaches back to 0 (slots >= floor((N-1)/chunk)), otherwise as explicit rows. Extras give the scores computed.
// - Extras (names are a contract with the GUI): scalars "evaluated_scores" (real keys + slots, over all queries) and
//   "pooled_slot_reads" (slots read, over all queries). The per-query reads for the timeline come from memoryReads()
//   (memory_reads.h): one Pooled read per slot (oldest first), then Chunk [c_i chunk, i].
#include "core/builtin_catalogues.h"
#include "core/kernels/slot_attention.h"
#include "core/variants/memory/memory_patterns.h"

#include <algorithm>

namespace attnlab::core {

namespace {

VariantInfo blockMemoryInfo()
{
    VariantInfo info;
    info.id = "block_memory";
    info.displayName = "Block memory (pooled chunks)";
    info.family = Family::Memory;
    info.listOrder = 3;
    info.description = "Each query reads its own chunk plus one mean key and value for each of the `slots` chunks "
                       "before it.";
    info.formula = R"(O_i = \sum_{j=c_i n_c}^{i} a_{ij} v_j + \sum_{b=c_i-\kappa}^{c_i-1} a_{ib}\,\bar v_b,\quad )"
                   R"(\bar k_b = \tfrac{1}{n_c}\sum_{j \in \mathrm{chunk}_b} k_j,\ c_i = \lfloor i/n_c \rfloor)";
    info.paper = "Block-level pooled memory (course notes, section 2.2); Rae et al., Compressive Transformer (2020)";
    info.params = {
        ParamSpec::integer("chunk", 8, 1, 65536, "Positions per chunk; an earlier chunk is pooled into one slot"),
        ParamSpec::integer("slots", 4, 0, 65536, "Pooled chunks each query reads (the ones right before its own)"),
    };
    info.causal = CausalSupport::Always;
    info.promise = { CostGrowth::Linear, "its chunk plus `slots` mean slots per query" };
    return info;
}

struct BlockShape {
    long long chunk;
    long long slots;

    long long slotsRead(int i) const { return std::min<long long>(slots, i / chunk); }
    long long ownKeys(int i) const { return i % chunk + 1; }
    // Every row reaches back to position 0: the pattern is all causal pairs.
    bool readsWholePast(int n) const { return slots >= (n - 1) / chunk; }
};

class BlockMemoryVariant final : public Variant {
public:
    BlockMemoryVariant() : Variant(blockMemoryInfo()) { }

    Cost analyticCost(int n, int d, int dv, bool, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const BlockShape shape { resolved.integer("chunk"), resolved.integer("slots") };
        double patternBytes = 0.0;
        if (!shape.readsWholePast(n)) {
            // Explicit rows: n + 1 offsets (int64) and one int per position read or pooled.
            double pairs = 0.0;
            for (int i = 0; i < n; ++i)
                pairs += static_cast<double>(shape.ownKeys(i) + shape.slotsRead(i) * shape.chunk);
            patternBytes = 8.0 * (static_cast<double>(n) + 1.0) + 4.0 * pairs;
        }
        std::vector<MemoryRead> reads;
        return slotAttentionCost(n, d, dv, static_cast<int>(shape.chunk), patternBytes,
            [&shape, &reads](int i, std::vector<PooledSlot>& slots) {
                reads.clear();
                appendBlockMemoryReads(i, shape.chunk, shape.slots, reads);
                for (const MemoryRead& read : reads)
                    if (read.kind == MemoryReadKind::Pooled)
                        slots.push_back(PooledSlot { read.first, read.last });
                return static_cast<std::int64_t>(shape.ownKeys(i));
            });
    }

protected:
    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const BlockShape shape { params.integer("chunk"), params.integer("slots") };
        const auto readsOf = [shape](int i, std::vector<MemoryRead>& reads) {
            appendBlockMemoryReads(i, shape.chunk, shape.slots, reads);
        };
        Pattern pattern = shape.readsWholePast(problem.n()) ? Pattern::allPairs(problem.n(), true)
                                                            : patternOfReads(problem.n(), readsOf, options.cancel);
        return attendOverKeysAndSlots(
            problem, std::move(pattern),
            [&readsOf](int i, std::vector<int>& keys, std::vector<PooledSlot>& slots) {
                std::vector<MemoryRead> reads;
                readsOf(i, reads);
                appendKeysAndSlots(reads, keys, slots);
            },
            static_cast<int>(shape.chunk), options);
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::BlockMemoryVariant)
