#pragma once

#include "core/params.h"
#include "core/variant.h"

#include <QString>

#include <optional>

namespace attnlab::app {

// A variant's own rank-like parameter, as the Spectrum panel draws it beside the singular values: k of linformer,
// r of the truncated SVD, the pooled slots of pool_kv, ...
struct SpectrumRankParameter {
    int rank = 0; // where the marker stands: after this many singular values (at most N)
    QString label; // the marker's text, e.g. "k = 16"
    QString meaning; // one sentence for the panel's note: what the parameter bounds
    bool boundsMapRank = true; // false when it bounds the scores' rank only (the softmax raises M's rank again)
};

// The parameter for this variant with these (resolved) parameters on an input of N tokens, or nothing when the
// variant has none or it bounds nothing on this input (e.g. performer's features under causal). Read from one
// table of rules keyed by variant id and parameter name (see the .cpp), not from code per variant.
std::optional<SpectrumRankParameter> spectrumRankParameter(
    const core::VariantInfo& info, const core::Params& params, int n, bool causal);

} // namespace attnlab::app
