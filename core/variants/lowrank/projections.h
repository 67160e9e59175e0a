#pragma once

// The machinery the `lowrank` variants share (../shared/spec/variants.md, "Representative keys and fewer dimensions"),
// kept in one place so linformer and lowdim build exactly the same E, reduce_d and lowdim exactly the same U, and every
// variant that attends over compressed keys does it the same way (N x slots scores, never N x N).
//
// Random streams: one `seed` parameter feeds two independent generators (core/random.h, xoshiro256**),
// Random(2 seed) for the sequence projection E and Random(2 seed + 1) for the feature projection U. So lowdim's E
// is linformer's E and lowdim's U is reduce_d's U for the same seed, yet E and U never share a draw.

#include "core/analysis/exact_map_double.h"
#include "core/analysis/spectrum.h"
#include "core/cancel_flag.h"
#include "core/matrix.h"
#include "core/problem.h"
#include "core/random.h"
#include "core/result.h"
#include "core/variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace attnlab::core {

Random sequenceProjectionStream(long long seed);
Random featureProjectionStream(long long seed);

// A slots x N matrix that compresses the sequence (K' = P K, V' = P V). Each slot is a weighted sum of ONE
// contiguous run of positions: a dense Gaussian row is a run over the whole sequence, a mean or a pooling window
// a short run, so applying P costs the weights it stores (taps x columns), not slots x N.
class SequenceProjection {
public:
    // Linformer's E: entries N(0, 1/slots), drawn row by row (E_00, E_01, ..., E_10, ...) from `random`, each
    // rounded to float as Random::normalMatrix does.
    static SequenceProjection gaussian(int slots, int n, Random& random);
    // Slot r averages positions floor(r n / slots) .. floor((r + 1) n / slots) - 1. Needs 1 <= slots <= n.
    static SequenceProjection segmentMeans(int slots, int n);
    // Slot r covers positions r stride .. min(r stride + kernel.size(), n) - 1 for r = 0 .. ceil(n / stride) - 1,
    // with weights kernel[0 .. covered) rescaled to sum to 1 over the positions the window covers. kernel's
    // entries must be positive.
    static SequenceProjection pooling(int n, int stride, const std::vector<double>& kernel);

    int slotCount() const { return static_cast<int>(m_first.size()); }
    int n() const { return m_n; }
    std::int64_t taps() const { return static_cast<std::int64_t>(m_weights.size()); }
    // P X (slots x X.cols()). Adds the multiply-adds it does, taps x X.cols(), to *madds.
    Matrix apply(const Matrix& x, double* madds, const CancelFlag& cancel) const;
    // A P (A.rows() x N) for an A with one column per slot, costing A.rows() x taps: where the runs are short
    // (pooling windows) far less than the dense product, which at N = 4096 and stride 4 is 17G multiply-adds.
    // Rows in parallel (options' threads, cancel flag); a display product, so nothing is added to a cost.
    Matrix multiplyOnLeft(const Matrix& a, const RunOptions& options) const;
    // P as a dense slots x N matrix: for display and for the map M = A P, never for computing O.
    Matrix toDense() const;
    // Bytes of the stored weights and run descriptions (a working buffer of the compute path).
    double storageBytes() const;

private:
    explicit SequenceProjection(int n) : m_n(n) {}
    void addSlot(int first, const std::vector<float>& weights);

    int m_n = 0;
    std::vector<int> m_first; // first position of each slot's run
    std::vector<std::int64_t> m_weightStart; // slots + 1 entries: slot r's weights are [start[r], start[r+1])
    std::vector<float> m_weights;
};

// What SequenceProjection::storageBytes() reports for a projection with these counts, for analytic costs.
double sequenceProjectionBytes(std::int64_t taps, int slots);

// Linformer's choice of E (`projection` gaussian/mean with k slots), shared by linformer and lowdim.
SequenceProjection linformerProjection(const std::string& kind, int k, int n, long long seed);
// The weights a `projection` of this kind stores: k n for gaussian, n for mean (every position once).
std::int64_t linformerProjectionTaps(const std::string& kind, int k, int n);
// Refuses projection=mean with k > n (a row of E would average no key), naming the variant. Throws Error.
void checkLinformerProjectionFits(const std::string& variantId, const std::string& kind, long long k, int n);

// reduce_d's U in R^{d x dprime}: entries N(0, 1/dprime), row by row from featureProjectionStream(seed).
Matrix gaussianFeatureProjection(int d, int dprime, long long seed);
// The scale after reducing d to dprime: the problem's own scale when one is given, else 1/sqrt(dprime)
// (../shared/spec/variants.md writes softmax(Q'K'^T / sqrt(dprime)) V).
double reducedDimensionScale(const Problem& problem, int dprime);

// O = softmax(scale Q K'^T) V' over `slots` compressed keys and values: an N x slots score matrix, never N x N.
struct SlotAttention {
    Matrix weights; // A, N x slots (rows sum to 1)
    Matrix o; // N x dv
    double madds = 0; // N x slots x (d + dv)
    double bytes = 0; // the two buffers above
};
SlotAttention attendOverSlots(const Matrix& queries, const Matrix& slotKeys, const Matrix& slotValues, double scale,
                              const CancelFlag& cancel);
// The multiply-adds and bytes attendOverSlots counts for this shape.
Cost slotAttentionCost(int n, int slots, int d, int dv);

// exactMapInDouble (core/analysis/exact_map_double.h) gives the exact A in double precision for the svd oracle and
// the spectrum extras.
// Singular values of `map` in double precision, descending, as a 1 x N row (float) for the extras.
Matrix singularValuesRow(const MatrixD& map);
// addSpectrumExtras computes the two SVDs up to kLargestSpectrumN (core/analysis/spectrum.h): they cost O(N^3) and
// cannot be cancelled midway.
// Extras "singular_values_exact" (of the exact A) and "singular_values_variant" (of the variant's M = W E, given as
// its factors: W the N x k weights over the slots, E the k x N projection), both computed in double precision.
// Display only: needs A, so the callers add them only when the map is asked for. Above kLargestSpectrumN it adds
// the note "spectrum" saying why they are missing instead.
void addSpectrumExtras(const Problem& problem, const Matrix& weights, const Matrix& projection, Extras& extras);

// M = A E with E of k rows: whatever the scores are, M has rank at most k (linformer, lowdim).
std::optional<RankBound> rankBoundOfKeyProjection(const Params& params, int n, bool causal);

} // namespace attnlab::core
