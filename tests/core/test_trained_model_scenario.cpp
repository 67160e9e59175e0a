// The "Trained model" source (core/scenarios/trained_model.cpp): the weights compiled into the program are the
// shipped file's, the scenario's layer and head ranges are the model's, its problem is the chosen head's own Q, K, V
// at the model's scale (so exact causal attention on it gives back the head's map), every head's map comes along,
// and texts the model cannot read are refused with a message.
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/kernels/exact_attention.h"
#include "core/model/char_model_file.h"
#include "core/model/char_model_run.h"
#include "core/model/char_tokenizer.h"
#include "core/model/head_measures.h"
#include "core/model/shipped_char_model.h"
#include "source_tree.h"

#include <QtTest>

#include <fstream>
#include <sstream>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

const std::string kWeightsPath = sourcePath(QStringLiteral("resources/model/char_model.bin")).toStdString();

const core::Scenario& modelScenario()
{
    return core::builtinScenarios().get("model", "scenario");
}

core::Params withText(const std::string& text, long long layer, long long head)
{
    core::Params given;
    const auto& specs = modelScenario().info().params;
    given.setFromText(specs, "text", text);
    given.set(specs, "layer", layer);
    given.set(specs, "head", head);
    return modelScenario().resolve(given);
}

} // namespace

class TestTrainedModelScenario : public QObject {
    Q_OBJECT

private slots:
    void compiledBytesAreTheShippedFile()
    {
        std::ifstream file(kWeightsPath, std::ios::binary);
        QVERIFY(file.good());
        std::ostringstream bytes;
        bytes << file.rdbuf();
        QVERIFY(core::shippedCharModelBytes() == bytes.str());
        QCOMPARE(core::shippedCharModel().config.layerCount, core::readCharModel(kWeightsPath).config.layerCount);
    }

    void rangesAreTheModels()
    {
        const core::CharModelConfig& config = core::shippedCharModel().config;
        QCOMPARE(modelScenario().info().queryKeyWidth, config.headWidth);
        QVERIFY(modelScenario().info().causal);
        for (const core::ParamSpec& spec : modelScenario().info().params) {
            if (spec.name == "layer") {
                QCOMPARE(spec.minimum, 0.0);
                QCOMPARE(spec.maximum, static_cast<double>(config.layerCount - 1));
            } else if (spec.name == "head") {
                QCOMPARE(spec.minimum, 0.0);
                QCOMPARE(spec.maximum, static_cast<double>(config.headCount - 1));
            }
        }
    }

    void problemIsTheHeadsOwn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("layer");
        QTest::addColumn<int>("head");
        QTest::newRow("english L0H2") << QStringLiteral("in the beginning was the word") << 0 << 2;
        QTest::newRow("chinese L1H3") << QStringLiteral("床前明月光，疑是地上霜。") << 1 << 3;
        QTest::newRow("one character") << QStringLiteral("a") << 1 << 0;
    }
    void problemIsTheHeadsOwn()
    {
        QFETCH(QString, text);
        QFETCH(int, layer);
        QFETCH(int, head);
        const std::string utf8 = text.toStdString();
        const core::Sequence sequence = modelScenario().make(withText(utf8, layer, head));

        const core::CharModel& model = core::shippedCharModel();
        const std::vector<int> ids = core::CharTokenizer(model.vocabulary, model.config.unknownId).encode(utf8);
        const core::ModelRun run = core::runCharModel(model, ids);
        const core::HeadRun& expected = run.layers[layer].heads[head];
        QCOMPARE(static_cast<int>(sequence.tokens.size()), text.toUcs4().size());
        QCOMPARE(sequence.problem.n(), static_cast<int>(ids.size()));
        QVERIFY(sequence.problem.q == expected.q);
        QVERIFY(sequence.problem.k == expected.k);
        QVERIFY(sequence.problem.v == expected.v);
        QVERIFY(sequence.problem.x.has_value());

        QCOMPARE(static_cast<int>(sequence.sourceHeads.size()), model.config.layerCount * model.config.headCount);
        for (const core::SourceHead& source : sequence.sourceHeads)
            QVERIFY(source.attention == run.layers[source.layer].heads[source.head].attention);

        // Exact causal attention at the default scale 1/sqrt(d) is the model's own map: the scale the model used.
        core::Problem problem = sequence.problem;
        problem.causal = true;
        problem.scale.reset();
        const core::Matrix exact = core::exactMap(problem);
        QVERIFY((exact - expected.attention).cwiseAbs().maxCoeff() < 1e-5f);
    }

    void previousTokenScoreIsTheMeanSubdiagonal()
    {
        core::Matrix shift = core::Matrix::Zero(5, 5);
        shift(0, 0) = 1.0f;
        for (int i = 1; i < 5; ++i)
            shift(i, i - 1) = 1.0f;
        QCOMPARE(core::previousTokenScore(shift), 1.0);
        QCOMPARE(core::previousTokenScore(core::Matrix::Identity(5, 5)), 0.0);
        core::Matrix half = core::Matrix::Zero(3, 3);
        half(1, 0) = 0.5f;
        half(2, 1) = 0.25f;
        QCOMPARE(core::previousTokenScore(half), 0.375);
        QCOMPARE(core::previousTokenScore(core::Matrix::Ones(1, 1)), 0.0);
    }

    void blanksHaveVisibleLabels()
    {
        const core::Sequence sequence = modelScenario().make(withText("a b\nc", 0, 0));
        QCOMPARE(sequence.tokens.size(), std::size_t(5));
        QCOMPARE(QString::fromStdString(sequence.tokens[1]), QStringLiteral("\u2423"));
        QCOMPARE(QString::fromStdString(sequence.tokens[3]), QStringLiteral("\u21B5"));
    }

    void unknownCharactersKeepTheirLabels()
    {
        // 舉 is a traditional form: the model (simplified poems) has no id for it, yet the axis shows it.
        const core::CharModel& model = core::shippedCharModel();
        const std::vector<int> ids = core::CharTokenizer(model.vocabulary, model.config.unknownId).encode("舉頭");
        QCOMPARE(ids.front(), model.config.unknownId);
        const core::Sequence sequence = modelScenario().make(withText("舉頭望明月", 0, 0));
        QCOMPARE(QString::fromStdString(sequence.tokens[0]), QStringLiteral("舉"));
        QCOMPARE(QString::fromStdString(sequence.tokens[4]), QStringLiteral("月"));
    }

    void unreadableTextsAreRefused()
    {
        const int context = core::shippedCharModel().config.contextLength;
        QVERIFY_THROWS_EXCEPTION(core::Error, modelScenario().make(withText("", 0, 0)));
        QVERIFY_THROWS_EXCEPTION(core::Error, modelScenario().make(withText(std::string(context + 1, 'a'), 0, 0)));
        const core::Sequence longest = modelScenario().make(withText(std::string(context, 'a'), 1, 1));
        QCOMPARE(longest.problem.n(), context);
    }
};

QTEST_APPLESS_MAIN(TestTrainedModelScenario)
#include "test_trained_model_scenario.moc"
