// model: a head of the small character model that ships with the program (docs/model.md). The typed text runs
// through the model; the chosen head's own Q, K, V (and the layer's input as X) become the problem, with the
// scale the model used and causal masking, so exact attention on it is what the model computed. Every head's map
// comes along for the input dock's grid. Real heads are what the efficient methods bet on: docs/model.md says
// which of these look local, low rank or like copying.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/model/char_model_run.h"
#include "core/model/char_tokenizer.h"
#include "core/model/shipped_char_model.h"
#include "core/utf8.h"

#include <string>

namespace attnlab::core {

namespace {

// The shipped model has 2 layers of 4 heads of width 16 (tests/core/test_trained_model_scenario checks these against
// it); the declaration cannot read the model, which is parsed only when first used.
constexpr long long kLayers = 2;
constexpr long long kHeads = 4;
constexpr int kHeadWidth = 16;

// How a character reads on an axis: blanks would be invisible.
std::string axisLabel(const std::string& character)
{
    if (character == " ")
        return "\u2423"; // OPEN BOX
    if (character == "\n")
        return "\u21B5"; // DOWNWARDS ARROW WITH CORNER LEFTWARDS
    if (character == "\t")
        return "\u21E5"; // RIGHTWARDS ARROW TO BAR
    return character;
}

class TrainedModelScenario final : public Scenario {
public:
    TrainedModelScenario()
        : Scenario(ScenarioInfo { "model", "Trained model", 8,
            "A real head: your text (English or Chinese, at most 128 characters) runs through the small character "
            "model that ships with the program (it read the King James Bible and Tang and Song poems in "
            "simplified characters; any other character is one unknown token to it), and the chosen head's own "
            "queries, keys and values become the input of every method, causal, at the model's scale. The grid of "
            "heads shows each one's map; see which heads look local (local and sliding windows do well), which look "
            "back at the previous character, and how far from low rank real maps are.",
            { ParamSpec::text("text", "the cat sat on the mat. the cat sat on the mat.",
                  "The text the model reads, one token per character (at most 128)"),
                ParamSpec::integer("layer", 0, 0, kLayers - 1, "Which layer's head becomes the input (from 0)"),
                ParamSpec::integer("head", 0, 0, kHeads - 1, "Which head of that layer (from 0)") },
            true, kHeadWidth })
    {
    }

protected:
    Sequence generate(const Params& params) const override
    {
        const CharModel& model = shippedCharModel();
        const std::string text = params.text("text");
        const CharTokenizer tokenizer(model.vocabulary, model.config.unknownId);
        const std::vector<int> ids = tokenizer.encode(text);
        if (ids.empty())
            throw Error("parameter 'text': the text is empty");
        if (static_cast<int>(ids.size()) > model.config.contextLength)
            throw Error("parameter 'text': the text has " + std::to_string(ids.size())
                + " characters, more than the model's context of " + std::to_string(model.config.contextLength));
        const ModelRun run = runCharModel(model, ids);
        Sequence sequence;
        sequence.problem
            = headProblem(run, static_cast<int>(params.integer("layer")), static_cast<int>(params.integer("head")));
        // Causal and scale stay the caller's (core/scenario.h): the model's scale is the default 1/sqrt(d), and
        // choosing this source turns causal on (ScenarioInfo::causal).
        sequence.problem.causal = false;
        sequence.problem.scale.reset();
        // The axes show what was typed, also for characters the model never saw (one unknown id for all of them;
        // its Chinese is the simplified script of its poems, so most traditional forms are among them).
        for (const char32_t codePoint : decodeUtf8(text)) {
            std::string character;
            appendUtf8(character, codePoint);
            sequence.tokens.push_back(axisLabel(character));
        }
        for (std::size_t l = 0; l < run.layers.size(); ++l)
            for (std::size_t h = 0; h < run.layers[l].heads.size(); ++h)
                sequence.sourceHeads.push_back(
                    SourceHead { static_cast<int>(l), static_cast<int>(h), run.layers[l].heads[h].attention });
        return sequence;
    }
};

} // namespace

} // namespace attnlab::core

ATTNLAB_REGISTER_SCENARIO(attnlab::core::TrainedModelScenario)
