// induction: the pattern of an induction head. A sequence of L = n/2 distinct tokens (drawn from a vocabulary of
// 10000, seeded) is repeated twice; for odd n one more fresh token ends the sequence, with no earlier occurrence.
// Query i encodes its own token; key j encodes the token BEFORE j (previous-token composition; key 0 encodes
// nothing). So a query in the second copy matches the key right after its token's earlier occurrence: it looks up
// "what came next last time". Token codes are orthonormal while the distinct tokens fit in d - 1 dimensions
// (n up to about 2d), random unit vectors otherwise; the last column carries the position penalty:
//     q_i = sqrt(sharpness) [code(token i), -sqrt(g)],   k_j = sqrt(sharpness) [code(token j-1), sqrt(g) j/n],
// so a match scores `sharpness` minus a small penalty sharpness*g*j/n that grows with j. Without a causal mask a
// query in the second copy also matches a future key (the one after its own position); the penalty makes the
// earlier match win, so the argmax is (earlier occurrence + 1) with and without causal. Values are drawn per token:
// both occurrences of a token carry the same value.
#include "core/builtin_catalogues.h"
#include "core/scenarios/scenario_building.h"

#include <cmath>

namespace attnlab::core {

namespace {

constexpr int kVocabularySize = 10000; // more than the longest copy (4096 / 2 + 1 tokens)
// g above: the earlier match beats the future one, L positions later, by sharpness * g / 2 (1 for sharpness 8).
constexpr double kEarlierPreference = 0.25;

class InductionScenario final : public Scenario {
public:
    InductionScenario()
        : Scenario(ScenarioInfo{
            "induction",
            "Induction (repeated sequence)",
            70,
            "A random token sequence repeated twice; in the second copy each token attends to the token that "
            "followed its earlier occurrence, half a sequence back (the induction-head pattern). Read it with "
            "causal on: then topk and threshold find the one matching key wherever it is, lsh only now and then, "
            "and local, chunked and sliding_window break, their windows never reaching the first copy. Without "
            "causal the next key of the same copy matches too and carries the same value, so local looks "
            "deceptively good.",
            {sequenceLengthSpec(64), queryKeyWidthSpec(64, 2), valueWidthSpec(16), seedSpec(),
             ParamSpec::real("sharpness", 8.0, 0.1, 50.0, "Score of the matching key above the others")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const SequenceShape shape = readShape(params);
        const int copyLength = shape.n / 2;
        const int distinctTokens = copyLength + shape.n % 2;
        // The token slot at each position: 0..L-1 twice, then L for the extra token of an odd n.
        const auto slotAt = [copyLength](int position) {
            return position < 2 * copyLength ? position % copyLength : copyLength;
        };

        Random random(shape.seed);
        const std::vector<int> vocabularyIds = distinctDraws(distinctTokens, kVocabularySize, random);
        const int codeWidth = shape.d - 1;
        const MatrixD codes = spreadDirections(distinctTokens, codeWidth, random);
        const MatrixD valuesBySlot = normalMatrixD(distinctTokens, shape.dv, random);

        const double positionScale = std::sqrt(kEarlierPreference);
        MatrixD queries = MatrixD::Zero(shape.n, shape.d);
        MatrixD keys = MatrixD::Zero(shape.n, shape.d);
        MatrixD values(shape.n, shape.dv);
        std::vector<std::string> tokens;
        for (int i = 0; i < shape.n; ++i) {
            const int slot = slotAt(i);
            queries.row(i).head(codeWidth) = codes.row(slot);
            queries(i, codeWidth) = -positionScale;
            if (i > 0)
                keys.row(i).head(codeWidth) = codes.row(slotAt(i - 1));
            keys(i, codeWidth) = positionScale * i / shape.n;
            values.row(i) = valuesBySlot.row(slot);
            tokens.push_back("w" + std::to_string(vocabularyIds[static_cast<std::size_t>(slot)]));
        }
        const double amplitude = std::sqrt(params.real("sharpness"));
        return sequenceFromDesignedScores(amplitude * queries, amplitude * keys, values, std::move(tokens));
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::InductionScenario)
