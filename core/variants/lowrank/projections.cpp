#include "core/variants/lowrank/projections.h"

#include "core/error.h"
#include "core/extra_keys.h"
#include "core/kernels/parallel_for.h"
#include "core/kernels/row_softmax.h"

#include <algorithm>
#include <cmath>

namespace attnlab::core {

namespace {

constexpr double kFloatBytes = sizeof(float);
constexpr double kIndexBytes = sizeof(int);
constexpr double kOffsetBytes = sizeof(std::int64_t);
// Rows per block between cancel checks in attendOverSlots.
constexpr int kRowBlock = 256;
// Positions per block of a dense projection's product: 4,096 rows of 64 floats (1 MB) stay in a core's L2.
constexpr int kPositionBlock = 4096;

} // namespace

Random sequenceProjectionStream(long long seed)
{
    return Random(2 * static_cast<std::uint64_t>(seed));
}

Random featureProjectionStream(long long seed)
{
    return Random(2 * static_cast<std::uint64_t>(seed) + 1);
}

void SequenceProjection::addSlot(int first, const std::vector<float>& weights)
{
    if (m_weightStart.empty())
        m_weightStart.push_back(0);
    m_first.push_back(first);
    m_weights.insert(m_weights.end(), weights.begin(), weights.end());
    m_weightStart.push_back(static_cast<std::int64_t>(m_weights.size()));
}

SequenceProjection SequenceProjection::gaussian(int slots, int n, Random& random)
{
    SequenceProjection projection(n);
    const double stddev = 1.0 / std::sqrt(static_cast<double>(slots));
    std::vector<float> row(static_cast<std::size_t>(n));
    for (int r = 0; r < slots; ++r) {
        for (float& weight : row)
            weight = static_cast<float>(stddev * random.normal());
        projection.addSlot(0, row);
    }
    return projection;
}

SequenceProjection SequenceProjection::segmentMeans(int slots, int n)
{
    if (slots < 1 || slots > n)
        throw Error("segment means need 1 <= slots <= N (slots = " + std::to_string(slots)
            + ", N = " + std::to_string(n) + ")");
    SequenceProjection projection(n);
    for (int r = 0; r < slots; ++r) {
        const auto first = static_cast<int>(static_cast<std::int64_t>(r) * n / slots);
        const auto end = static_cast<int>(static_cast<std::int64_t>(r + 1) * n / slots);
        projection.addSlot(first, std::vector<float>(static_cast<std::size_t>(end - first), 1.0f / (end - first)));
    }
    return projection;
}

SequenceProjection SequenceProjection::pooling(int n, int stride, const std::vector<double>& kernel)
{
    SequenceProjection projection(n);
    const int windows = (n + stride - 1) / stride;
    const auto kernelSize = static_cast<std::int64_t>(kernel.size());
    for (int r = 0; r < windows; ++r) {
        const std::int64_t first = static_cast<std::int64_t>(r) * stride;
        const std::int64_t covered = std::min<std::int64_t>(first + kernelSize, n) - first;
        // Rescaled over the covered positions only, so the last, clipped windows are averages too (rows of P sum
        // to 1 and M = A P stays a distribution).
        double total = 0.0;
        for (std::int64_t t = 0; t < covered; ++t)
            total += kernel[static_cast<std::size_t>(t)];
        std::vector<float> weights(static_cast<std::size_t>(covered));
        for (std::int64_t t = 0; t < covered; ++t)
            weights[static_cast<std::size_t>(t)] = static_cast<float>(kernel[static_cast<std::size_t>(t)] / total);
        projection.addSlot(static_cast<int>(first), weights);
    }
    return projection;
}

Matrix SequenceProjection::apply(const Matrix& x, double* madds, const CancelFlag& cancel) const
{
    Matrix out = Matrix::Zero(slotCount(), x.cols());
    *madds += static_cast<double>(taps()) * static_cast<double>(x.cols());
    if (taps() == static_cast<std::int64_t>(slotCount()) * m_n) {
        // Every run is the whole sequence (Linformer's dense E): one product E X over blocks of positions. Slot by
        // slot, each of the k slots would stream all of X again, from memory once X outgrows the cache (k = 16
        // passes over 16 MB of keys at N = 65,536); a block of X is used by every slot while it is in cache.
        const Eigen::Map<const Matrix> dense(m_weights.data(), slotCount(), m_n);
        for (int p0 = 0; p0 < m_n; p0 += kPositionBlock) {
            cancel.throwIfCancelled();
            const int count = std::min(kPositionBlock, m_n - p0);
            out.noalias() += dense.middleCols(p0, count) * x.middleRows(p0, count);
        }
        return out;
    }
    // Short runs (segment means, pooling windows) follow one another along the sequence: X streams once this way.
    for (int r = 0; r < slotCount(); ++r) {
        cancel.throwIfCancelled();
        const auto begin = static_cast<std::size_t>(m_weightStart[static_cast<std::size_t>(r)]);
        const auto end = static_cast<std::size_t>(m_weightStart[static_cast<std::size_t>(r) + 1]);
        const int first = m_first[static_cast<std::size_t>(r)];
        auto slot = out.row(r);
        for (std::size_t t = begin; t < end; ++t)
            slot.noalias() += m_weights[t] * x.row(first + static_cast<int>(t - begin));
    }
    return out;
}

Matrix SequenceProjection::multiplyOnLeft(const Matrix& a, const RunOptions& options) const
{
    if (a.cols() != slotCount())
        throw Error("SequenceProjection: the left factor has a column per slot");
    Matrix product = Matrix::Zero(a.rows(), m_n);
    parallelFor(options, static_cast<int>(a.rows()), kRowBlock, [&](int begin, int end) {
        for (int i = begin; i < end; ++i) {
            float* row = product.row(i).data();
            for (int r = 0; r < slotCount(); ++r) {
                const float weight = a(i, r);
                const auto first = static_cast<std::size_t>(m_weightStart[static_cast<std::size_t>(r)]);
                const auto last = static_cast<std::size_t>(m_weightStart[static_cast<std::size_t>(r) + 1]);
                float* run = row + m_first[static_cast<std::size_t>(r)];
                for (std::size_t t = first; t < last; ++t)
                    run[t - first] += weight * m_weights[t];
            }
        }
    });
    return product;
}

Matrix SequenceProjection::toDense() const
{
    Matrix dense = Matrix::Zero(slotCount(), m_n);
    for (int r = 0; r < slotCount(); ++r) {
        const std::int64_t begin = m_weightStart[static_cast<std::size_t>(r)];
        const std::int64_t end = m_weightStart[static_cast<std::size_t>(r) + 1];
        for (std::int64_t t = begin; t < end; ++t)
            dense(r, m_first[static_cast<std::size_t>(r)] + static_cast<int>(t - begin))
                = m_weights[static_cast<std::size_t>(t)];
    }
    return dense;
}

double SequenceProjection::storageBytes() const
{
    return kFloatBytes * static_cast<double>(m_weights.size()) + kIndexBytes * static_cast<double>(m_first.size())
        + kOffsetBytes * static_cast<double>(m_weightStart.size());
}

double sequenceProjectionBytes(std::int64_t taps, int slots)
{
    return kFloatBytes * static_cast<double>(taps) + kIndexBytes * slots + kOffsetBytes * (slots + 1.0);
}

SequenceProjection linformerProjection(const std::string& kind, int k, int n, long long seed)
{
    if (kind == "mean")
        return SequenceProjection::segmentMeans(k, n);
    Random random = sequenceProjectionStream(seed);
    return SequenceProjection::gaussian(k, n, random);
}

std::int64_t linformerProjectionTaps(const std::string& kind, int k, int n)
{
    return kind == "mean" ? n : static_cast<std::int64_t>(k) * n;
}

void checkLinformerProjectionFits(const std::string& variantId, const std::string& kind, long long k, int n)
{
    if (kind == "mean" && k > n)
        throw Error(variantId + ": projection=mean needs k <= N (k = " + std::to_string(k)
            + ", N = " + std::to_string(n) + "): a row of E would average no key");
}

Matrix gaussianFeatureProjection(int d, int dprime, long long seed)
{
    Random random = featureProjectionStream(seed);
    return random.normalMatrix(d, dprime, 1.0 / std::sqrt(static_cast<double>(dprime)));
}

double reducedDimensionScale(const Problem& problem, int dprime)
{
    return problem.scale ? *problem.scale : 1.0 / std::sqrt(static_cast<double>(dprime));
}

SlotAttention attendOverSlots(
    const Matrix& queries, const Matrix& slotKeys, const Matrix& slotValues, double scale, const CancelFlag& cancel)
{
    const auto n = static_cast<int>(queries.rows());
    const auto slots = static_cast<int>(slotKeys.rows());
    SlotAttention result;
    result.weights.resize(n, slots);
    for (int begin = 0; begin < n; begin += kRowBlock) {
        cancel.throwIfCancelled();
        const int rows = std::min(kRowBlock, n - begin);
        result.weights.middleRows(begin, rows).noalias() = queries.middleRows(begin, rows) * slotKeys.transpose();
    }
    result.weights *= static_cast<float>(scale);
    softmaxRowsInPlace(result.weights);
    result.o.resize(n, slotValues.cols());
    for (int begin = 0; begin < n; begin += kRowBlock) {
        cancel.throwIfCancelled();
        const int rows = std::min(kRowBlock, n - begin);
        result.o.middleRows(begin, rows).noalias() = result.weights.middleRows(begin, rows) * slotValues;
    }
    // Counted from the products just done: N x slots scores of width d, then N x slots weights times V'.
    result.madds = static_cast<double>(n) * slots * static_cast<double>(queries.cols() + slotValues.cols());
    result.bytes = kFloatBytes * static_cast<double>(result.weights.size() + result.o.size());
    return result;
}

Cost slotAttentionCost(int n, int slots, int d, int dv)
{
    const double nn = n;
    return Cost { nn * slots * (d + dv), kFloatBytes * nn * (slots + dv) };
}

Matrix singularValuesRow(const MatrixD& map)
{
    return singularValues(map).transpose().cast<float>();
}

void addSpectrumExtras(const Problem& problem, const Matrix& weights, const Matrix& projection, Extras& extras)
{
    if (problem.n() > kLargestSpectrumN) {
        extras.notes[extra_keys::kSpectrumNote]
            = "singular values are computed up to N = " + std::to_string(kLargestSpectrumN)
            + " (two O(N^3) SVDs); N = " + std::to_string(problem.n()) + " is larger";
        return;
    }
    extras.matrices[extra_keys::kSingularValuesExact] = singularValuesRow(exactMapInDouble(problem));
    extras.matrices[extra_keys::kSingularValuesVariant]
        = singularValuesOfProduct(weights, projection).transpose().cast<float>();
}

std::optional<RankBound> rankBoundOfKeyProjection(const Params& params, int, bool)
{
    const long long k = params.integer("k");
    return RankBound { k, "k",
        "M = A E with E of k = %1 rows, so M has rank at most k: its values drop to zero after the k-th.", true };
}

} // namespace attnlab::core
