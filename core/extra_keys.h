#pragma once

#include <string>

// The names under which variants report what they decided in Result::extras (core/result.h), and under which the
// app and the tests read it back. Producers and consumers both spell a key through this header, so a misspelt key
// fails to compile instead of reading nothing. Each comment says which map of Extras holds the key, its shape and
// who reports it.
namespace attnlab::core::extra_keys {

// ---- Cluster family: the groups a query may read from ----
// labels, one per token: the k-means cluster of q_i and of k_i (kmeans).
inline constexpr char kQueryClusters[] = "query_clusters";
inline constexpr char kKeyClusters[] = "key_clusters";
// matrices: the fitted centroids (clusters x d) and the members per cluster (kmeans).
inline constexpr char kCentroids[] = "centroids";
inline constexpr char kClusterSizes[] = "cluster_sizes";
// labels, one per token: the bucket of q_i and of k_i in hashing round 0 (lsh); later rounds by ofRound().
inline constexpr char kQueryBuckets[] = "query_buckets";
inline constexpr char kKeyBuckets[] = "key_buckets";
// matrix: tokens per bucket, one row per round and side (lsh).
inline constexpr char kBucketSizes[] = "bucket_sizes";
// matrices: the block scores R and the balanced S after all rounds (sinkhorn); S after round t by sinkhornIteration().
inline constexpr char kBlockScores[] = "block_scores";
inline constexpr char kSinkhorn[] = "sinkhorn";
// labels: the key block each query block is matched with (sinkhorn).
inline constexpr char kMatching[] = "matching";
// scalar: the number of blocks (sinkhorn, bigbird).
inline constexpr char kBlockCount[] = "block_count";

// ---- Pattern family ----
// labels: the random key blocks of every block row, flattened (bigbird).
inline constexpr char kRandomBlocks[] = "random_blocks";
// scalar: the weight threshold tau the pattern keeps (threshold).
inline constexpr char kTau[] = "tau";

// ---- Low-rank family ----
// matrices: the sequence projection (E or P, slots x N), the feature projection (U, d x d'), and the compressed
// attention A (N x slots) (linformer, lowdim, pool_kv, reduce_d).
inline constexpr char kProjection[] = "projection";
inline constexpr char kFeatureProjection[] = "feature_projection";
inline constexpr char kCompressedAttention[] = "compressed_attention";
// matrices, 1 x N: the singular values of the exact A and of the variant's M (svd, linformer, lowdim); note: why
// they are missing on a large N.
inline constexpr char kSingularValuesExact[] = "singular_values_exact";
inline constexpr char kSingularValuesVariant[] = "singular_values_variant";
inline constexpr char kSpectrumNote[] = "spectrum";
// scalar: the share of A's squared singular values the truncation keeps (svd).
inline constexpr char kEnergyKept[] = "energy_kept";
// labels: the keys kept for every query, ascending (select_kv).
inline constexpr char kKeptKeys[] = "kept_keys";
// matrix: the top keys of each subspace per query; scalar: the largest number of composite keys a query scores
// (product_key).
inline constexpr char kSubspaceTopKeys[] = "subspace_top_keys";
inline constexpr char kCompositesPerQuery[] = "composites_per_query";

// ---- Kernel family ----
// scalars: the feature width m' and the rows whose normaliser vanished (linear, performer).
inline constexpr char kFeatureCount[] = "feature_count";
inline constexpr char kDegenerateRows[] = "degenerate_rows";
// matrices: the stored random features of Q and K (N x m') and their log scales (N x 1) (performer).
inline constexpr char kQueryFeatures[] = "features_q";
inline constexpr char kKeyFeatures[] = "features_k";
inline constexpr char kQueryLogScale[] = "query_log_scale";
inline constexpr char kKeyLogScale[] = "key_log_scale";

// ---- Synth family ----
// matrix: the synthesized logits R before masking, N x N (synthesizer).
inline constexpr char kLogits[] = "logits";

// ---- Memory family ----
// scalars: the scores computed over all queries when the pattern does not count them all (real keys + pooled
// slots), and the slot reads among them (memory variants, core/kernels/slot_attention).
inline constexpr char kEvaluatedScores[] = "evaluated_scores";
inline constexpr char kPooledSlotReads[] = "pooled_slot_reads";
// labels: the keys held in memory after the last token (priority_memory).
inline constexpr char kFinalKeptKeys[] = "final_kept_keys";

// ---- Indexed keys ----
// A key of hashing round `round`: round 0 is `key` itself, later rounds `key` + "_r<round>" (lsh).
inline std::string ofRound(const std::string& key, int round)
{
    return round == 0 ? key : key + "_r" + std::to_string(round);
}
// matrix: S after `iteration` balancing rounds, 0 being exp(R) before any (sinkhorn, when the map is asked for).
inline std::string sinkhornIteration(int iteration)
{
    return "sinkhorn_iter" + std::to_string(iteration);
}
// matrix: head t's map (multihead, when maps are asked for).
inline std::string head(int t)
{
    return "head" + std::to_string(t);
}
// note: the variant id head t used (multihead).
inline std::string headPattern(int t)
{
    return head(t) + "_pattern";
}
// Head t's own extras, kept under its key prefixed "head<t>." (multihead).
inline std::string ofHead(int t, const std::string& key)
{
    return head(t) + "." + key;
}

} // namespace attnlab::core::extra_keys
