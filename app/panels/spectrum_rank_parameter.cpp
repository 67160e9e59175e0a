#include "app/panels/spectrum_rank_parameter.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace attnlab::app {

namespace {

// How a rule turns its parameter's value into a rank.
enum class RankFrom {
    Value, // the value itself
    SlotsOfStride, // ceil(N / value): the windows a pooling of this stride makes
    FeaturesOfKind, // the value, doubled when "kind" is trig (sin and cos per projection)
};

struct RankRule {
    const char* variantId;
    const char* parameter;
    RankFrom from;
    const char* symbol; // the marker's name for the rank
    bool boundsMapRank;
    bool onlyWithoutCausal; // a causal mask breaks the product form that bounds the rank
    const char* whenChoice; // the rule applies only when this "name=value" choice holds (nullptr: always)
    const char* meaning; // %1: the rank
};

// The variants whose M (or whose scores) are a product through a narrow middle (variants.md). Other variants' maps
// are sparse or mixed, not low-rank by construction, and get no marker.
constexpr std::array<RankRule, 8> kRankRules { {
    { "svd", "rank", RankFrom::Value, "r", true, false, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "M keeps the r = %1 largest singular values of A and drops the rest (Eckart–Young).") },
    { "linformer", "k", RankFrom::Value, "k", true, false, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "M = A E with E of k = %1 rows, so M has rank at most k: its values drop to zero after the "
            "k-th.") },
    { "lowdim", "k", RankFrom::Value, "k", true, false, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "M = A E with E of k = %1 rows, so M has rank at most k: its values drop to zero after the "
            "k-th.") },
    { "pool_kv", "stride", RankFrom::SlotsOfStride, "slots", true, false, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "M = A P with P pooling the sequence into %1 slots (N / stride, rounded up), so M has rank "
            "at most %1.") },
    { "performer", "features", RankFrom::FeaturesOfKind, "m", true, true, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through %1 random features, so M has rank at most %1.") },
    { "mixer", "hidden", RankFrom::Value, "hidden", true, false, nullptr,
        QT_TRANSLATE_NOOP(
            "SpectrumRankParameter", "M = W₂ W₁ through a hidden width of %1, so M has rank at most %1.") },
    { "reduce_d", "dprime", RankFrom::Value, "d′", false, false, nullptr,
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "The scores Q′K′ᵀ have rank at most d′ = %1, but the softmax raises the rank again: M is not "
            "bounded by d′.") },
    { "synthesizer", "rank", RankFrom::Value, "rank", false, false, "kind=factorized",
        QT_TRANSLATE_NOOP("SpectrumRankParameter",
            "R = R₁ R₂ᵀ has rank at most %1, but the softmax raises the rank again: M is not bounded by "
            "it.") },
} };

bool choiceHolds(const char* condition, const core::Params& params)
{
    if (!condition)
        return true;
    const std::string text(condition);
    const std::size_t equals = text.find('=');
    const std::string name = text.substr(0, equals);
    return params.has(name) && params.text(name) == text.substr(equals + 1);
}

} // namespace

std::optional<SpectrumRankParameter> spectrumRankParameter(
    const core::VariantInfo& info, const core::Params& params, int n, bool causal)
{
    for (const RankRule& rule : kRankRules) {
        if (info.id != rule.variantId || !params.has(rule.parameter) || !choiceHolds(rule.whenChoice, params))
            continue;
        if (rule.onlyWithoutCausal && causal)
            return std::nullopt;
        const long long value = params.integer(rule.parameter);
        long long rank = value;
        if (rule.from == RankFrom::SlotsOfStride)
            rank = (n + value - 1) / value;
        else if (rule.from == RankFrom::FeaturesOfKind && params.has("kind") && params.text("kind") == "trig")
            rank = 2 * value;
        SpectrumRankParameter parameter;
        // A rank of N or more drops nothing; the marker then stands at the end.
        parameter.rank = static_cast<int>(std::clamp<long long>(rank, 0, std::max(n, 0)));
        // The symbol is the formula's (variants.md), the same in every language.
        parameter.label = QStringLiteral("%1 = %2").arg(QString::fromUtf8(rule.symbol)).arg(rank);
        parameter.meaning = QCoreApplication::translate("SpectrumRankParameter", rule.meaning).arg(rank);
        parameter.boundsMapRank = rule.boundsMapRank;
        return parameter;
    }
    return std::nullopt;
}

} // namespace attnlab::app
