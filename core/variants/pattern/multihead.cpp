// multihead: several heads, each a pattern of its own, over slices of the query/key and value widths.
//   d_h = d / heads, dv_h = dv / heads (both must divide exactly); head t works on columns [t d_h, (t+1) d_h) of
//   Q and K and [t dv_h, (t+1) dv_h) of V with the variant patterns[t mod count] at its default parameters and
//   scale 1/sqrt(d_h) (or the problem's scale when one is given).
//   O = [O_0 | O_1 | ... | O_{h-1}],  M = (1/h) sum_t M_t
// Multi-head attention (Vaswani et al., 2017) with a different sparse pattern per head, as Child et al. (2019)
// interleave strided and local heads; here without output projection, so the heads stay readable one by one.
//
// Choices where ../shared/spec/variants.md is silent:
// - The variants are looked up in the registry at run time, so any registered id works; 'multihead' itself is
//   refused (it would recurse). Ids are separated by commas, spaces around them ignored; extra ids beyond `heads`
//   are unused.
// - A head's token representations X are its own value slice (X is not split: its width need not divide by
//   heads, and a head's output must be dv_h wide to be concatenated).
// - causal, the cancel flag, wantMap, threads and the exact path are passed to every head unchanged; the caller's
//   InputMemo is not (a head's problem is a slice of the input, and what it derives is not the input's).
// - The pattern is the union of the heads' patterns. M exists only when every head returned a map.
// - Cost: the sum of the heads' counted costs. Peak bytes are summed too, an upper bound: heads run one after
//   another, but each head's output slice stays alive until the concatenation, so the sum is close.
// - Extras: matrices "head<t>" (head t's map, when maps are asked for), notes "head<t>_pattern" (the id head t
//   used), and every extra a head returned under "head<t>.<name>".
// - rowsSumToOne is true (softmax heads give a mean of distributions); a head that is not a softmax breaks it.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/recycled_matrices.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>

namespace attnlab::core {

namespace {

const char* const kSelfId = "multihead";

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

std::string knownIds()
{
    std::string known;
    for (const Variant* variant : builtinVariants().all())
        if (variant->id() != kSelfId)
            known += (known.empty() ? "" : ", ") + variant->id();
    return known;
}

// The variant of every head, in head order (the listed ids cycled); throws Error on an empty, unknown or
// recursive id.
std::vector<const Variant*> headVariants(const Params& params)
{
    const std::string& list = params.text("patterns");
    std::vector<const Variant*> listed;
    std::size_t begin = 0;
    for (;;) {
        const std::size_t comma = list.find(',', begin);
        const std::string id = trimmed(list.substr(begin, comma == std::string::npos ? std::string::npos
                                                                                     : comma - begin));
        if (id.empty())
            throw Error("multihead: parameter 'patterns' has an empty entry in '" + list
                        + "' (give variant ids separated by commas, known: " + knownIds() + ")");
        if (id == kSelfId)
            throw Error("multihead: a head cannot itself be 'multihead' (known: " + knownIds() + ")");
        const Variant* variant = builtinVariants().find(id);
        if (!variant)
            throw Error("multihead: unknown variant '" + id + "' in parameter 'patterns' (known: " + knownIds()
                        + ")");
        listed.push_back(variant);
        if (comma == std::string::npos)
            break;
        begin = comma + 1;
    }
    const auto heads = static_cast<std::size_t>(params.integer("heads"));
    std::vector<const Variant*> perHead;
    for (std::size_t t = 0; t < heads; ++t)
        perHead.push_back(listed[t % listed.size()]);
    return perHead;
}

void checkDivisible(int d, int dv, long long heads)
{
    if (d % heads != 0)
        throw Error("multihead: d = " + std::to_string(d) + " is not divisible by heads = " + std::to_string(heads));
    if (dv % heads != 0)
        throw Error("multihead: dv = " + std::to_string(dv) + " is not divisible by heads = "
                    + std::to_string(heads));
}

Problem headProblem(const Problem& problem, int head, int headD, int headDv)
{
    Problem slice;
    slice.q = problem.q.middleCols(head * headD, headD);
    slice.k = problem.k.middleCols(head * headD, headD);
    slice.v = problem.v.middleCols(head * headDv, headDv);
    slice.causal = problem.causal;
    slice.scale = problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(headD));
    return slice;
}

// Union of the heads' patterns, row by row (sorted merges), unless one head already covers all pairs.
Pattern unionOf(const std::vector<Pattern>& patterns, int n)
{
    bool anyAll = false;
    bool anyCausal = false;
    for (const Pattern& p : patterns) {
        anyAll = anyAll || p.kind() == Pattern::Kind::AllPairs;
        anyCausal = anyCausal || p.kind() == Pattern::Kind::CausalPairs;
    }
    if (anyAll)
        return Pattern::allPairs(n, false);
    if (anyCausal) {
        bool withinCausal = true;
        for (const Pattern& p : patterns)
            for (int i = 0; i < n && withinCausal && p.kind() == Pattern::Kind::Explicit; ++i)
                withinCausal = p.rowCount(i) == 0 || p.row(i).back() <= i;
        if (withinCausal)
            return Pattern::allPairs(n, true);
    }
    std::vector<std::int64_t> rowStart{0};
    std::vector<int> columns;
    std::vector<int> merged;
    std::vector<int> scratch;
    for (int i = 0; i < n; ++i) {
        merged.clear();
        for (const Pattern& p : patterns) {
            const std::vector<int> row = p.row(i);
            scratch.clear();
            std::set_union(merged.begin(), merged.end(), row.begin(), row.end(), std::back_inserter(scratch));
            merged.swap(scratch);
        }
        columns.insert(columns.end(), merged.begin(), merged.end());
        rowStart.push_back(static_cast<std::int64_t>(columns.size()));
    }
    return Pattern::fromRows(n, std::move(rowStart), std::move(columns));
}

// Head t's own extras, each under its key prefixed by the head (extra_keys::ofHead).
void copyExtras(const Extras& from, int t, Extras& to)
{
    for (const auto& [name, value] : from.matrices)
        to.matrices[extra_keys::ofHead(t, name)] = value;
    for (const auto& [name, value] : from.labels)
        to.labels[extra_keys::ofHead(t, name)] = value;
    for (const auto& [name, value] : from.scalars)
        to.scalars[extra_keys::ofHead(t, name)] = value;
    for (const auto& [name, value] : from.notes)
        to.notes[extra_keys::ofHead(t, name)] = value;
}

// Whether a head's map is zero outside its pattern: a softmax over the pairs of its field (tests/core/
// test_conformance checks this of every variant of these families).
bool mapFollowsPattern(const Variant& variant)
{
    const Family family = variant.info().family;
    return variant.info().rowsSumToOne && !variant.info().oracle
        && (family == Family::Pattern || family == Family::Cluster || family == Family::Memory);
}

// (1/h) sum_t M_t from the heads' maps in the extras, in one pass over the rows on every thread (at N = 4096 each map
// is 64 MiB: adding them one by one went over the sum h times, on one thread), each row summed where the map's
// writer puts it (in the cache, streamed out when the map is large). A head whose map follows a sparse pattern adds
// only the runs of its pattern (the rest of its map is zeros): local's, strided's and global's maps were read in
// full, most of a heads change's mean at eight heads. Each entry is summed in head order, then divided, as before
// (adding a zero changes no sum).
Matrix meanOfHeadMaps(const Extras& extras, const std::vector<const Variant*>& variants,
    const std::vector<Pattern>& patterns, const RunOptions& options)
{
    constexpr int kRowsPerTask = 32;
    const auto heads = static_cast<int>(variants.size());
    std::vector<const Matrix*> maps;
    std::vector<bool> sparse;
    for (int t = 0; t < heads; ++t) {
        maps.push_back(&extras.matrices.at(extra_keys::head(t)));
        const auto index = static_cast<std::size_t>(t);
        const double entries = static_cast<double>(maps.back()->size());
        sparse.push_back(mapFollowsPattern(*variants[index]) && patterns[index].kind() == Pattern::Kind::Explicit
            && static_cast<double>(patterns[index].pairCount()) * 4.0 < entries);
    }
    const Eigen::Index n = maps.front()->rows();
    const Eigen::Index columns = maps.front()->cols();
    Matrix mean = mapStorage(options, n, columns);
    parallelFor(options, static_cast<int>(n), kRowsPerTask, [&](int begin, int end) {
        MapRowWriter writer(mean);
        for (int i = begin; i < end; ++i) {
            Eigen::Map<RowVector> row(writer.row(i), columns);
            for (std::size_t t = 0; t < maps.size(); ++t) {
                if (!sparse[t]) {
                    row += maps[t]->row(i);
                    continue;
                }
                patterns[t].forEachRun(i, [&](int first, int last) {
                    row.segment(first, last - first + 1) += maps[t]->row(i).segment(first, last - first + 1);
                });
            }
            row /= static_cast<float>(heads);
            writer.commit(i);
        }
    });
    return mean;
}

class MultiheadVariant final : public Variant {
public:
    MultiheadVariant()
        : Variant(VariantInfo{
            kSelfId,
            "Multi-head (a pattern per head)",
            Family::Pattern,
            13,
            "Splits d and dv into equal slices; each head attends with its own variant (cycled from the list); "
            "the outputs are concatenated and the map is the mean of the heads' maps.",
            R"(O = \big[\,O_0 \,|\, \cdots \,|\, O_{h-1}\big],\ O_t = \mathrm{variant}_t(Q_t, K_t, V_t),\ )"
            R"(M = \tfrac{1}{h}\textstyle\sum_t M_t)",
            "Vaswani et al., Attention Is All You Need (2017); Child et al., Sparse Transformers (2019)",
            {ParamSpec::integer("heads", 4, 1, 64, "Heads; d and dv must both be divisible by it"),
             ParamSpec::text("patterns", "local,strided,global,full",
                             "Variant ids of the heads, comma-separated, cycled when fewer than heads")},
            CausalSupport::Optional,
            {},
            false,
            true,
            false,
            nullptr,
            CostPromise { CostGrowth::Quadratic, "its costliest head: the default heads include full" }})
    {
    }

    Cost analyticCost(int n, int d, int dv, bool causal, const Params& params) const override
    {
        const Params resolved = resolve(params);
        const long long heads = resolved.integer("heads");
        checkDivisible(d, dv, heads);
        const int headD = d / static_cast<int>(heads);
        const int headDv = dv / static_cast<int>(heads);
        Cost total;
        for (const Variant* variant : headVariants(resolved)) {
            const Cost cost = variant->analyticCost(n, headD, headDv, causal, Params::defaults(variant->info().params));
            total.madds += cost.madds;
            total.peakBytes += cost.peakBytes;
        }
        return total;
    }

protected:
    void checkParams(const Problem& problem, const Params& params) const override
    {
        checkDivisible(problem.d(), problem.dv(), params.integer("heads"));
        headVariants(params);
    }

    Result compute(const Problem& problem, const Params& params, const RunOptions& options) const override
    {
        const int n = problem.n();
        const int heads = static_cast<int>(params.integer("heads"));
        const int headD = problem.d() / heads;
        const int headDv = problem.dv() / heads;
        const std::vector<const Variant*> variants = headVariants(params);
        // A head works on its slice, not on the caller's input: what it derives must not be kept as the input's.
        RunOptions headOptions = options;
        headOptions.inputMemo = nullptr;

        Result result;
        result.o.resize(n, problem.dv());
        bool everyHeadHasMap = options.wantMap;
        std::vector<Pattern> patterns;
        for (int t = 0; t < heads; ++t) {
            options.cancel.throwIfCancelled();
            const Variant& variant = *variants[t];
            Result head = variant.run(headProblem(problem, t, headD, headDv), Params{}, headOptions);
            if (head.o.rows() != n || head.o.cols() != headDv)
                throw Error("multihead: head " + std::to_string(t) + " ('" + variant.id() + "') returned a "
                            + std::to_string(head.o.rows()) + "x" + std::to_string(head.o.cols())
                            + " output, expected " + std::to_string(n) + "x" + std::to_string(headDv));
            result.o.middleCols(t * headDv, headDv) = head.o;
            if (head.map) {
                result.extras.matrices[extra_keys::head(t)] = std::move(*head.map);
            } else {
                everyHeadHasMap = false;
            }
            result.extras.notes[extra_keys::headPattern(t)] = variant.id();
            copyExtras(head.extras, t, result.extras);
            result.cost.madds += head.cost.madds;
            result.cost.peakBytes += head.cost.peakBytes;
            patterns.push_back(std::move(head.pattern));
        }
        if (everyHeadHasMap)
            result.map = meanOfHeadMaps(result.extras, variants, patterns, options);
        result.pattern = unionOf(patterns, n);
        return result;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_VARIANT(attnlab::core::MultiheadVariant)
