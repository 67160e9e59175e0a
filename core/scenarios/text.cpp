// text: the user's own words. The text is split by the tokenizer (tokenizer.h); each distinct token gets an
// embedding drawn from Random(FNV-1a(token) ^ seed), so a word has the same vector wherever it occurs (ASCII
// letters are lower-cased first: "The" and "the" are one word), plus sinusoidal position features weighted by
// position_weight, which tell the occurrences apart. X is N x d with rows of about d^(1/4) length.
// Queries and keys share ONE projection W, a seeded orthogonal d x d matrix: Q = sharpness X W, K = X W. Because
// W W^T = I, the score q_i . k_j / sqrt(d) is sharpness times the dot product of the unit-scale embeddings (plus
// position terms): about `sharpness` for equal tokens and about 0 +- sharpness/sqrt(d) for different ones, so a
// repeated word visibly attends to its earlier occurrence. V = X Wv with a seeded Gaussian Wv; problem.x = X.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/scenarios/scenario_building.h"
#include "core/scenarios/tokenizer.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_map>

namespace attnlab::core {

namespace {

// FNV-1a, 64-bit: a simple, well-spread hash that is the same on every platform (std::hash is not).
std::uint64_t fnv1a64(const std::string& bytes)
{
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char byte : bytes) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 1099511628211ULL;
    }
    return hash;
}

// Folds ASCII letters only: full Unicode case folding needs tables this teaching tool does not carry.
std::string foldAsciiCase(std::string token)
{
    for (char& c : token)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return token;
}

class TextScenario final : public Scenario {
public:
    TextScenario()
        : Scenario(ScenarioInfo{
            "text",
            "Typed text",
            0,
            "Your own text, one token per word, punctuation mark, Han character or emoji. Each distinct word has "
            "one embedding (plus a position term) and queries and keys share one projection, so repeated words "
            "attend to each other: look for the off-diagonal spots where a word meets its earlier occurrence. "
            "Favours topk and threshold, which pick those keys by their scores wherever they are; local windows "
            "miss repeats farther apart than the window (on the short default sentence most are within reach), and "
            "lsh and kmeans group the words only coarsely.",
            {ParamSpec::text("text", "The cat sat on the mat because the cat was tired.",
                             "The text to attend over (at most 4096 tokens)"),
             queryKeyWidthSpec(32), valueWidthSpec(32), seedSpec(),
             ParamSpec::real("position_weight", 0.5, 0.0, 4.0,
                             "Weight of the sinusoidal position features added to each embedding"),
             ParamSpec::real("sharpness", 2.0, 0.1, 20.0,
                             "Score between two equal tokens; higher makes repeated words attend more sharply")}})
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        std::vector<std::string> tokens = tokenize(params.text("text"));
        if (tokens.empty())
            throw Error("parameter 'text': the text has no tokens");
        if (tokens.size() > static_cast<std::size_t>(kMaxSequenceLength))
            throw Error("parameter 'text': the text has " + std::to_string(tokens.size())
                        + " tokens, more than the limit of " + std::to_string(kMaxSequenceLength));
        const int n = static_cast<int>(tokens.size());
        const int d = static_cast<int>(params.integer("d"));
        const int dv = static_cast<int>(params.integer("dv"));
        const auto seed = static_cast<std::uint64_t>(params.integer("seed"));

        // Drawn once per distinct token: a long text repeats most of its words.
        std::unordered_map<std::string, Eigen::RowVectorXd> embeddingOf;
        MatrixD embeddings(n, d);
        for (int i = 0; i < n; ++i) {
            const std::string folded = foldAsciiCase(tokens[static_cast<std::size_t>(i)]);
            auto found = embeddingOf.find(folded);
            if (found == embeddingOf.end()) {
                Random tokenRandom(fnv1a64(folded) ^ seed);
                found = embeddingOf.emplace(folded, randomUnitVector(d, tokenRandom)).first;
            }
            embeddings.row(i) = found->second;
        }
        const MatrixD x = defaultScaleCompensation(d)
            * (embeddings + params.real("position_weight") * sinusoidalPositions(n, d));

        Random random(seed);
        const MatrixD sharedProjection = orthonormalRows(d, d, random);
        const MatrixD valueProjection = normalMatrixD(d, dv, random, 1.0 / defaultScaleCompensation(d));

        Sequence sequence;
        const MatrixD keys = x * sharedProjection;
        sequence.problem.q = (params.real("sharpness") * keys).cast<float>();
        sequence.problem.k = keys.cast<float>();
        sequence.problem.v = (x * valueProjection).cast<float>();
        sequence.problem.x = x.cast<float>();
        sequence.tokens = std::move(tokens);
        return sequence;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::TextScenario)
