// The shipped character model (resources/model/char_model.bin): its reader refuses damaged files, its tokenizer
// maps text to the ids the training script uses, and the Eigen forward pass gives back the values PyTorch computed
// from the same file. The reference values in tests/data/model/ were written by tools/model/export_reference.py
// (PyTorch 1.13, float32) from the shipped weights; strings.txt holds the inputs.
#include "core/error.h"
#include "core/io/npy.h"
#include "core/kernels/exact_attention.h"
#include "core/model/char_model_file.h"
#include "core/model/char_model_run.h"
#include "core/model/char_tokenizer.h"
#include "source_tree.h"

#include <QtTest>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

using attnlab::test::sourcePath;
using namespace attnlab::core;

namespace {

const std::string kWeightsPath = sourcePath(QStringLiteral("resources/model/char_model.bin")).toStdString();
const std::string kReferenceDir = sourcePath(QStringLiteral("tests/data/model/")).toStdString();

// float32 forward passes in two libraries differ in summation order only: a few ulps per operation, growing
// through two layers. Observed maxima on the shipped model: 4e-6 (Q, K, V), 1.3e-6 (A), 6e-6 (logits of about 12).
constexpr double kActivationTolerance = 2e-5; // Q, K, V (entries of order 1)
constexpr double kAttentionTolerance = 1e-5; // A (entries in [0, 1])
constexpr double kLogitTolerance = 1e-4; // logits (entries of order 10)

std::string fileBytes(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream contents;
    contents << file.rdbuf();
    return contents.str();
}

const CharModel& shippedModel()
{
    static const CharModel model = readCharModel(kWeightsPath);
    return model;
}

double maxAbsDifference(const Matrix& a, const Matrix& b)
{
    return (a - b).cwiseAbs().maxCoeff();
}

// One stacked reference file: rows are layer-major, then head, then position.
Matrix stackedPerHead(const ModelRun& run, Matrix HeadRun::*field)
{
    std::vector<const Matrix*> blocks;
    for (const LayerRun& layer : run.layers)
        for (const HeadRun& head : layer.heads)
            blocks.push_back(&(head.*field));
    const Eigen::Index rows = blocks.front()->rows();
    Matrix stacked(rows * static_cast<Eigen::Index>(blocks.size()), blocks.front()->cols());
    for (std::size_t i = 0; i < blocks.size(); ++i)
        stacked.middleRows(static_cast<Eigen::Index>(i) * rows, rows) = *blocks[i];
    return stacked;
}

QString errorOf(const std::string& bytes)
{
    try {
        parseCharModel(bytes, "damaged.bin");
    } catch (const Error& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

int idOf(const CharModel& model, const std::string& character)
{
    const auto found = std::find(model.vocabulary.begin(), model.vocabulary.end(), character);
    return found == model.vocabulary.end() ? -1 : static_cast<int>(found - model.vocabulary.begin());
}

} // namespace

class TestCharModel : public QObject {
    Q_OBJECT

private slots:
    void shippedFileHasTheDocumentedShape()
    {
        const CharModelConfig& config = shippedModel().config;
        QCOMPARE(config.layerCount, 2);
        QCOMPARE(config.headCount, 4);
        QCOMPARE(config.modelWidth, 64);
        QCOMPARE(config.headWidth, 16);
        QCOMPARE(config.contextLength, 128);
        QCOMPARE(config.unknownId, config.vocabularySize - 1);
        QCOMPARE(shippedModel().vocabulary.back(), std::string("\xEF\xBF\xBD"));
        QVERIFY(fileBytes(kWeightsPath).size() < 2u * 1024u * 1024u);
    }

    void forwardPassMatchesPyTorch_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        std::ifstream strings(kReferenceDir + "strings.txt", std::ios::binary);
        QVERIFY(strings);
        std::string line;
        int rows = 0;
        while (std::getline(strings, line)) {
            const std::size_t tab = line.find('\t');
            QVERIFY(tab != std::string::npos);
            const QString name = QString::fromStdString(line.substr(0, tab));
            QTest::newRow(qPrintable(name)) << name << QByteArray::fromStdString(line.substr(tab + 1));
            ++rows;
        }
        QCOMPARE(rows, 3);
    }

    void forwardPassMatchesPyTorch()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        const std::string prefix = kReferenceDir + name.toStdString();
        const CharModel& model = shippedModel();

        const std::vector<int> ids = CharTokenizer(model.vocabulary, model.config.unknownId).encode(text.toStdString());
        const Matrix expectedIds = readNpy(prefix + "_ids.npy");
        QCOMPARE(static_cast<Eigen::Index>(ids.size()), expectedIds.cols());
        for (std::size_t i = 0; i < ids.size(); ++i)
            QCOMPARE(ids[i], static_cast<int>(expectedIds(0, static_cast<Eigen::Index>(i))));

        const ModelRun run = runCharModel(model, ids);
        QCOMPARE(run.attentionScale, 0.25);
        const struct {
            const char* file;
            Matrix HeadRun::*field;
            double tolerance;
        } perHead[] = { { "_q.npy", &HeadRun::q, kActivationTolerance },
            { "_k.npy", &HeadRun::k, kActivationTolerance }, { "_v.npy", &HeadRun::v, kActivationTolerance },
            { "_attention.npy", &HeadRun::attention, kAttentionTolerance } };
        for (const auto& check : perHead) {
            const Matrix expected = readNpy(prefix + check.file);
            const Matrix actual = stackedPerHead(run, check.field);
            QCOMPARE(actual.rows(), expected.rows());
            QCOMPARE(actual.cols(), expected.cols());
            const double difference = maxAbsDifference(actual, expected);
            QVERIFY2(difference < check.tolerance,
                qPrintable(QString("%1: max |difference| %2").arg(check.file).arg(difference)));
        }
        const Matrix expectedLogits = readNpy(prefix + "_logits.npy");
        const Matrix lastLogits = run.logits.bottomRows(1);
        QCOMPARE(lastLogits.cols(), expectedLogits.cols());
        const double difference = maxAbsDifference(lastLogits, expectedLogits);
        QVERIFY2(difference < kLogitTolerance, qPrintable(QString("logits: max |difference| %1").arg(difference)));
    }

    void headProblemReproducesTheHeadsAttention()
    {
        const CharModel& model = shippedModel();
        const std::vector<int> ids
            = CharTokenizer(model.vocabulary, model.config.unknownId).encode("And God said, Let");
        const ModelRun run = runCharModel(model, ids);
        for (int layer = 0; layer < model.config.layerCount; ++layer) {
            for (int head = 0; head < model.config.headCount; ++head) {
                const Problem problem = headProblem(run, layer, head);
                QVERIFY(problem.causal);
                QCOMPARE(problem.effectiveScale(), 0.25);
                QVERIFY(problem.x.has_value());
                QCOMPARE(problem.x->cols(), static_cast<Eigen::Index>(model.config.modelWidth));
                problem.validate();
                const Matrix& attention
                    = run.layers[static_cast<std::size_t>(layer)].heads[static_cast<std::size_t>(head)].attention;
                QVERIFY(maxAbsDifference(exactMap(problem), attention) < 1e-6);
            }
        }
        QVERIFY_THROWS_EXCEPTION(Error, headProblem(run, 2, 0));
        QVERIFY_THROWS_EXCEPTION(Error, headProblem(run, 0, 4));
    }

    void inputsOutsideTheModelAreRefused()
    {
        const CharModel& model = shippedModel();
        QVERIFY_THROWS_EXCEPTION(Error, runCharModel(model, {}));
        QVERIFY_THROWS_EXCEPTION(Error, runCharModel(model, std::vector<int>(129, 0)));
        QVERIFY_THROWS_EXCEPTION(Error, runCharModel(model, { 0, model.config.vocabularySize }));
        QVERIFY_THROWS_EXCEPTION(Error, runCharModel(model, { -1 }));
        QCOMPARE(runCharModel(model, std::vector<int>(128, 0)).logits.rows(), 128);
    }

    void tokenizerMapsCodePointsAndUnknowns()
    {
        const CharModel& model = shippedModel();
        const CharTokenizer tokenizer(model.vocabulary, model.config.unknownId);
        const int unknown = model.config.unknownId;
        // English letters, a space, Han characters (3 bytes each), a newline, a snowman outside the vocabulary,
        // an emoji (4 bytes: one unknown, not four) and an ill-formed byte.
        const std::string text = "Go \xE6\x9C\x88\xE5\x85\x89\n\xE2\x98\x83\xF0\x9F\x98\x80\xFF!";
        const std::vector<int> expected
            = { idOf(model, "G"), idOf(model, "o"), idOf(model, " "), idOf(model, "\xE6\x9C\x88"),
                  idOf(model, "\xE5\x85\x89"), idOf(model, "\n"), unknown, unknown, unknown, idOf(model, "!") };
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(expected[i] >= 0, qPrintable(QString("character %1 missing from the vocabulary").arg(i)));
        QCOMPARE(tokenizer.encode(text), expected);
        QVERIFY(tokenizer.encode("").empty());
        // A literal U+FFFD is not a character of the vocabulary either.
        QCOMPARE(tokenizer.encode("\xEF\xBF\xBD"), std::vector<int> { unknown });
    }

    void damagedFilesAreRefused()
    {
        const std::string bytes = fileBytes(kWeightsPath);
        QVERIFY(errorOf(bytes).isEmpty());

        for (const std::size_t length :
            { std::size_t(0), std::size_t(5), std::size_t(20), std::size_t(60), bytes.size() / 2, bytes.size() - 1 }) {
            const QString message = errorOf(bytes.substr(0, length));
            QVERIFY2(message.startsWith("damaged.bin: truncated"), qPrintable(message));
        }

        std::string badMagic = bytes;
        badMagic[0] = 'X';
        QVERIFY2(errorOf(badMagic).contains("not a character-model weights file"), qPrintable(errorOf(badMagic)));

        std::string npyFile = formatNpy(Matrix::Zero(2, 2));
        QVERIFY(errorOf(npyFile).contains("not a character-model weights file"));

        std::string laterVersion = bytes;
        laterVersion[8] = 2;
        QVERIFY2(
            errorOf(laterVersion).contains("format version 2 is not supported"), qPrintable(errorOf(laterVersion)));

        QVERIFY2(errorOf(bytes + std::string(1, '\0')).contains("1 bytes follow the last tensor"),
            qPrintable(errorOf(bytes + std::string(1, '\0'))));

        std::string notFinite = bytes;
        const float infinity = std::numeric_limits<float>::infinity();
        std::memcpy(&notFinite[notFinite.size() - 4], &infinity, 4);
        QVERIFY2(errorOf(notFinite).contains("\"final_ln.bias\" contains NaN or infinite values"),
            qPrintable(errorOf(notFinite)));

        QVERIFY_THROWS_EXCEPTION(Error, readCharModel(kReferenceDir + "no_such_file.bin"));
    }
};

QTEST_GUILESS_MAIN(TestCharModel)
#include "test_char_model.moc"
