#pragma once

#include <algorithm>
#include <numeric>
#include <vector>

namespace attnlab::core {

// Selections of at most this many indices scan the scores once, keeping the best so far in rank order: an index
// costs one comparison with the worst kept unless it displaces it (about count * log(allowed / count) times for
// scores in random order), where nth_element over every candidate moves all of them. At N = 4096 this is what
// topk and product_key spent most of their time on.
constexpr int kLargestScannedSelection = 64;

// The `count` indices below `allowed` with the highest scores, in rank order: the higher score first, the lower
// index on ties (a strict total order, so the selection is unique and does not depend on how it is found).
// `candidates` is scratch of at least `allowed` entries, kept by the caller to spare an allocation per row.
template <typename Scores>
std::vector<int> highestScoring(const Scores& scores, int allowed, int count, std::vector<int>& candidates)
{
    const auto ranksHigher
        = [&scores](int a, int b) { return scores[a] > scores[b] || (scores[a] == scores[b] && a < b); };
    count = std::min(count, allowed);
    std::vector<int> kept;
    if (count <= 0)
        return kept;
    if (count <= kLargestScannedSelection) {
        // Once `count` are kept, a block of later indices with no score above the worst kept one is passed over
        // whole: every index in it comes after the kept ones, so only a strictly higher score ranks higher. The
        // block's comparisons have no branch, so they vectorise.
        constexpr int kBlock = 16;
        kept.reserve(static_cast<std::size_t>(count) + 1);
        for (int j = 0; j < allowed; ++j) {
            if (static_cast<int>(kept.size()) == count) {
                const auto worst = scores[kept.back()];
                while (j + kBlock <= allowed) {
                    bool anyHigher = false;
                    for (int b = 0; b < kBlock; ++b)
                        anyHigher |= scores[j + b] > worst;
                    if (anyHigher)
                        break;
                    j += kBlock;
                }
                if (j == allowed)
                    break;
                if (!ranksHigher(j, kept.back()))
                    continue;
            }
            kept.insert(std::upper_bound(kept.begin(), kept.end(), j, ranksHigher), j);
            if (static_cast<int>(kept.size()) > count)
                kept.pop_back();
        }
        return kept;
    }
    std::iota(candidates.begin(), candidates.begin() + allowed, 0);
    if (count < allowed)
        std::nth_element(candidates.begin(), candidates.begin() + count, candidates.begin() + allowed, ranksHigher);
    std::sort(candidates.begin(), candidates.begin() + count, ranksHigher);
    kept.assign(candidates.begin(), candidates.begin() + count);
    return kept;
}

} // namespace attnlab::core
