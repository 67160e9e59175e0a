#include "core/variants/pattern/custom_calls.h"

#include "core/builtin_catalogues.h"

#include <algorithm>
#include <numeric>

namespace attnlab::core {

namespace {

// Optimal string alignment distance: Levenshtein's edits plus the swap of two neighbouring letters ("lcoal").
std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t x = 0; x <= a.size(); ++x)
        d[x][0] = x;
    std::iota(d[0].begin(), d[0].end(), std::size_t { 0 });
    for (std::size_t x = 1; x <= a.size(); ++x)
        for (std::size_t y = 1; y <= b.size(); ++y) {
            const std::size_t replace = d[x - 1][y - 1] + (a[x - 1] == b[y - 1] ? 0 : 1);
            d[x][y] = std::min({ d[x - 1][y] + 1, d[x][y - 1] + 1, replace });
            if (x > 1 && y > 1 && a[x - 1] == b[y - 2] && a[x - 2] == b[y - 1])
                d[x][y] = std::min(d[x][y], d[x - 2][y - 2] + 1);
        }
    return d[a.size()][b.size()];
}

struct CallableField {
    const char* id;
    FieldMaker field;
};

// Every hand-chosen pattern whose field depends on nothing but i, j, N and its parameters. Not here: full (write
// `true`), random (keys drawn per row), the oracles, the fields found from the data, the memory variants, custom.
constexpr CallableField kCallableFields[] = {
    { "local", &localField },
    { "chunked", &chunkedField },
    { "sliding_window", &slidingWindowField },
    { "dilated", &dilatedField },
    { "strided", &stridedField },
    { "sparse_transformer", &sparseTransformerField },
    { "global", &globalField },
    { "longformer", &longformerField },
    { "bigbird", &bigbirdField },
};

} // namespace

CallablePattern callablePattern(const std::string& id)
{
    for (const CallableField& callable : kCallableFields)
        if (id == callable.id)
            return { builtinVariants().find(id), callable.field };
    return {};
}

bool isCatalogueVariant(const std::string& id)
{
    return builtinVariants().find(id) != nullptr;
}

std::string callablePatternList()
{
    std::string list;
    for (const Variant* variant : builtinVariants().all())
        if (callablePattern(variant->id()).variant)
            list += (list.empty() ? "" : ", ") + variant->id();
    return list;
}

std::string parameterList(const Variant& pattern)
{
    std::string list;
    for (const ParamSpec& spec : pattern.info().params)
        list += (list.empty() ? "" : ", ") + spec.name;
    return list;
}

std::string closestName(const std::string& word, const std::vector<std::string>& candidates)
{
    std::string best;
    std::size_t bestDistance = 3;
    for (const std::string& candidate : candidates) {
        const std::size_t distance = editDistance(word, candidate);
        if (distance < bestDistance && 2 * distance < word.size()) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace attnlab::core
