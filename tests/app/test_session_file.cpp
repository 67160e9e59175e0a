// Session files (.attnlab): the lab state's JSON, version 2, with the window's layout; imported files embedded
// when small and referenced by path and SHA-256 otherwise; every refusal names the file and the field.
#include "app/import/qkv_files.h"
#include "app/session/session_file.h"
#include "app/state/lab_model.h"
#include "app/state/lab_state_json.h"
#include "app/state/saved_lab_state.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/io/npy.h"
#include "core/random.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace attnlab;

namespace {

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// Q, K, V (and X) written as .npy files in `dir`, read back as an import reads them.
core::ImportedFiles importedIn(const QTemporaryDir& dir, bool withX, int n = 9, int d = 5)
{
    core::Random random(17);
    core::writeNpy(dir.filePath("q.npy").toStdString(), random.normalMatrix(n, d));
    core::writeNpy(dir.filePath("k.npy").toStdString(), random.normalMatrix(n, d));
    core::writeNpy(dir.filePath("v.npy").toStdString(), random.normalMatrix(n, 3));
    if (withX)
        core::writeNpy(dir.filePath("x.npy").toStdString(), random.normalMatrix(n, 7));
    return app::importedFiles(app::importQkv(dir.filePath("q.npy"), dir.filePath("k.npy"), dir.filePath("v.npy"),
        withX ? dir.filePath("x.npy") : QString()));
}

// A state where every field differs from its default, on imported files.
app::LabState everyFieldSet(const core::ImportedFiles& imported)
{
    const auto& variants = core::builtinVariants();
    app::LabState state;
    state.setup.source = core::LabSetup::kImportedSource;
    state.setup.imported = imported;
    core::Params gaussian;
    gaussian.set(core::builtinScenarios().get("gaussian", "").info().params, "n", core::ParamValue(40LL));
    state.setup.scenarioParams["gaussian"] = gaussian;
    state.setup.causal = true;
    state.setup.scale = 0.25;
    state.setup.variantId = "performer";
    core::Params performer;
    performer.set(variants.get("performer", "").info().params, "seed", core::ParamValue(11LL));
    state.setup.variantParams["performer"] = performer;
    state.query = 4;
    state.colormap = QStringLiteral("grey");
    state.logScale = true;
    state.frontDock = QStringLiteral("costDock");
    state.lesson = app::LessonPosition { QStringLiteral("self-attention"), 2 };
    return state;
}

bool sameMatrices(const core::Problem& a, const core::Problem& b)
{
    return a.q == b.q && a.k == b.k && a.v == b.v && a.x.has_value() == b.x.has_value() && (!a.x || *a.x == *b.x);
}

QString refusal(const QString& path)
{
    try {
        app::readSessionFile(path);
    } catch (const core::Error& error) {
        return QString::fromUtf8(error.what());
    }
    return QString();
}

QJsonObject jsonOf(const QString& path)
{
    return QJsonDocument::fromJson(readBytes(path)).object();
}

void writeJson(const QString& path, const QJsonObject& json)
{
    writeBytes(path, QJsonDocument(json).toJson());
}

} // namespace

class TestSessionFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("attnlab-session-file-test"));
        QSettings().clear();
    }

    void theLogScaleIsAViewSettingOfTheState()
    {
        app::LabModel model;
        QSignalSpy changed(&model, &app::LabModel::changed);
        model.setLogScale(true);
        QVERIFY(model.state().logScale);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).value<app::LabChanges>(), app::LabChanges(app::LabChange::Maps));
        model.setLogScale(true);
        QCOMPARE(changed.count(), 1);
        const app::LabState back = app::labStateFromJsonText(app::labStateToJsonText(model.state()));
        QVERIFY(back.logScale);
        QCOMPARE(app::labStateToJson(model.state()).value("view").toObject().value("log_scale"), QJsonValue(true));
    }

    // The checksum is taken from the bytes as imported.
    void anImportKeepsEachFilesSha256()
    {
        QTemporaryDir dir;
        const core::ImportedFiles files = importedIn(dir, true);
        for (const char* name : { "q.npy", "k.npy", "v.npy", "x.npy" }) {
            const QByteArray expected
                = QCryptographicHash::hash(readBytes(dir.filePath(name)), QCryptographicHash::Sha256).toHex();
            const auto role = app::roleFromFileName(QString::fromLatin1(name));
            QCOMPARE(QByteArray::fromStdString(files.sha256[*role]), expected);
        }
    }

    void everyFieldRoundTripsWithTheDataEmbedded()
    {
        QTemporaryDir dir;
        const app::Session session { everyFieldSet(importedIn(dir, true)), QByteArray("layout \0 bytes", 14) };
        const QString path = dir.filePath("every.attnlab");
        app::writeSessionFile(path, session);
        QVERIFY(
            jsonOf(path).value("input").toObject().value("imported").toObject().value("q").toObject().contains("npy"));
        // Embedded: the session opens without the originals, with the very same numbers.
        for (const char* name : { "q.npy", "k.npy", "v.npy", "x.npy" })
            QVERIFY(QFile::remove(dir.filePath(name)));
        const app::Session back = app::readSessionFile(path);
        QCOMPARE(back.windowLayout, session.windowLayout);
        const app::LabState& a = session.state;
        const app::LabState& b = back.state;
        QVERIFY(b.setup.imported && b.setup.imported->sequence);
        QVERIFY(sameMatrices(b.setup.imported->sequence->problem, a.setup.imported->sequence->problem));
        QCOMPARE(b.setup.imported->sequence->tokens, a.setup.imported->sequence->tokens);
        QVERIFY(b.setup.imported->paths == a.setup.imported->paths);
        QVERIFY(b.setup.imported->sha256 == a.setup.imported->sha256);
        // Everything else, field by field (the sequence is a new copy, so the whole states differ by pointer).
        app::LabState withoutData = b;
        withoutData.setup.imported->sequence = a.setup.imported->sequence;
        QVERIFY(withoutData == a);
        QCOMPARE(b.setup.source, a.setup.source);
        QVERIFY(b.setup.scenarioParams == a.setup.scenarioParams);
        QCOMPARE(b.setup.causal, true);
        QCOMPARE(*b.setup.scale, 0.25);
        QCOMPARE(b.setup.variantId, std::string("performer"));
        QVERIFY(b.setup.variantParams == a.setup.variantParams);
        QCOMPARE(*b.query, 4);
        QCOMPARE(b.colormap, QStringLiteral("grey"));
        QVERIFY(b.logScale);
        QCOMPARE(b.frontDock, QStringLiteral("costDock"));
        QVERIFY(b.lesson == a.lesson);
        // No layout, no field.
        app::writeSessionFile(path, app::Session { app::LabState(), QByteArray() });
        QVERIFY(!jsonOf(path).contains("window_layout"));
        QVERIFY(app::readSessionFile(path) == app::Session());
    }

    // The custom variant with catalogue patterns in its expression comes back as typed, and computes as before.
    void aCustomUnionOfPatternsRoundTrips()
    {
        QTemporaryDir dir;
        const auto& variants = core::builtinVariants();
        const std::string expression = "local(before=2, after=2) or global(1) and not strided(4)";
        app::LabState state;
        state.setup.variantId = "custom";
        core::Params custom;
        custom.set(variants.get("custom", "").info().params, "expr", core::ParamValue(expression));
        state.setup.variantParams["custom"] = custom;
        const QString path = dir.filePath("union.attnlab");
        app::writeSessionFile(path, app::Session { state, QByteArray() });
        const QJsonObject saved = jsonOf(path).value("variant").toObject().value("params").toObject();
        QCOMPARE(saved.value("custom").toObject().value("expr").toString(), QString::fromStdString(expression));
        const app::Session back = app::readSessionFile(path);
        QCOMPARE(back.state.setup.variantId, std::string("custom"));
        QCOMPARE(back.state.setup.variantParams.at("custom").text("expr"), expression);
        QVERIFY(back.state == state);
    }

    // At most 16 MiB of float32 data is embedded; one more column and the files are referenced.
    void largeInputsAreReferenced()
    {
        const auto imported = [](int d) {
            core::Sequence sequence;
            sequence.problem.q = core::Matrix::Zero(1024, d);
            sequence.problem.k = core::Matrix::Zero(1024, d);
            sequence.problem.v = core::Matrix::Zero(1024, d);
            core::ImportedFiles files;
            files.paths = { "/data/q.npy", "/data/k.npy", "/data/v.npy", "" };
            files.sha256 = { std::string(64, 'a'), std::string(64, 'b'), std::string(64, 'c'), "" };
            files.sequence = std::make_shared<const core::Sequence>(std::move(sequence));
            return files;
        };
        // 3 x 1024 x 1365 x 4 bytes = 16,773,120 <= 16,777,216 < 3 x 1024 x 1366 x 4.
        QVERIFY(app::embedsImported(imported(1365)));
        QVERIFY(!app::embedsImported(imported(1366)));
        app::LabState state;
        state.setup.imported = imported(1366);
        const QJsonObject q = app::labStateToJson(state, app::ImportedData::EmbeddedWhenSmall)
                                  .value("input")
                                  .toObject()
                                  .value("imported")
                                  .toObject()
                                  .value("q")
                                  .toObject();
        QVERIFY(!q.contains("npy"));
        QCOMPARE(q.value("path").toString(), QStringLiteral("/data/q.npy"));
        QCOMPARE(q.value("sha256").toString(), QString(64, 'a'));
        // The saved "last inputs" never embed.
        state.setup.imported = imported(4);
        QVERIFY(!app::labStateToJsonText(state).contains("\"npy\""));
    }

    void aReferencedImportRoundTripsAndItsChangesAreNoticed()
    {
        QTemporaryDir dir;
        app::LabState state = everyFieldSet(importedIn(dir, false));
        const QString path = dir.filePath("referenced.attnlab");
        // Written as the codec writes referenced files: path and checksum only.
        writeBytes(path, app::labStateToJsonText(state, app::ImportedData::Referenced));
        const app::Session back = app::readSessionFile(path);
        QVERIFY(back.state.setup.imported->sequence); // read from the files
        QVERIFY(sameMatrices(back.state.setup.imported->sequence->problem, state.setup.imported->sequence->problem));
        QVERIFY(back.state.setup.imported->sha256 == state.setup.imported->sha256);

        // The same shape, other numbers: only the checksum can tell.
        core::writeNpy(dir.filePath("k.npy").toStdString(), core::Random(99).normalMatrix(9, 5));
        QString message = refusal(path);
        QVERIFY2(message.startsWith("referenced.attnlab: input.imported.k: "), qPrintable(message));
        QVERIFY2(message.contains(dir.filePath("k.npy")), qPrintable(message));
        QVERIFY2(message.contains("has changed since it was imported"), qPrintable(message));

        QVERIFY(QFile::remove(dir.filePath("v.npy")));
        message = refusal(path);
        QVERIFY2(message.startsWith("referenced.attnlab: input.imported.v: "), qPrintable(message));
        QVERIFY2(message.contains(dir.filePath("v.npy") + " is gone"), qPrintable(message));
    }

    // The saved "last inputs" refer to the files too: a file changed since is noticed there and not run.
    void theLastInputsNoticeAChangedFile()
    {
        QTemporaryDir dir;
        app::LabState state;
        state.setup.imported = importedIn(dir, false);
        state.setup.source = core::LabSetup::kImportedSource;
        app::saveLabState(state);
        QString problem;
        auto saved = app::readSavedLabState(&problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(saved->setup.usesImported() && saved->setup.imported->sequence);
        core::writeNpy(dir.filePath("q.npy").toStdString(), core::Random(5).normalMatrix(9, 5));
        saved = app::readSavedLabState(&problem);
        QVERIFY2(problem.contains("has changed since it was imported"), qPrintable(problem));
        QVERIFY(!saved->setup.imported);
        QVERIFY(!saved->setup.usesImported());
        QSettings().clear();
    }

    void aVersion1FileOpens()
    {
        QTemporaryDir dir;
        const core::ImportedFiles files = importedIn(dir, false);
        const QString path = dir.filePath("old.attnlab");
        writeBytes(path,
            QStringLiteral(R"({"format": "attention-lab-state", "version": 1,
            "input": {"source": "imported", "scenarios": {"gaussian": {"n": 12}},
                      "imported": {"q": "%1", "k": "%2", "v": "%3", "x": ""}, "causal": true, "scale": null},
            "variant": {"id": "bigbird", "params": {"local": {"before": 2}}},
            "view": {"query": 3, "colormap": "magma", "front_dock": "costDock"},
            "lesson": {"id": "welcome", "step": 1}})")
                .arg(dir.filePath("q.npy"), dir.filePath("k.npy"), dir.filePath("v.npy"))
                .toUtf8());
        const app::Session session = app::readSessionFile(path);
        const app::LabState& state = session.state;
        QVERIFY(state.setup.usesImported());
        QVERIFY(state.setup.imported->paths == files.paths);
        QVERIFY(state.setup.imported->sequence);
        QVERIFY(sameMatrices(state.setup.imported->sequence->problem, files.sequence->problem));
        QVERIFY(state.setup.causal);
        QCOMPARE(state.setup.variantId, std::string("bigbird"));
        QCOMPARE(state.setup.paramsOfVariant("local").integer("before"), 2LL);
        QCOMPARE(*state.query, 3);
        QCOMPARE(state.colormap, QStringLiteral("magma"));
        QVERIFY(!state.logScale);
        QCOMPARE(state.frontDock, QStringLiteral("costDock"));
        QCOMPARE(state.lesson->lessonId, QStringLiteral("welcome"));
        QVERIFY(session.windowLayout.isEmpty());
        // Version 1 knew no log scale: a file claiming version 1 with one is refused.
        QJsonObject json = jsonOf(path);
        QJsonObject view = json.value("view").toObject();
        view.insert("log_scale", true);
        json.insert("view", view);
        writeJson(path, json);
        QVERIFY2(refusal(path).startsWith("old.attnlab: view.log_scale: unknown field"), qPrintable(refusal(path)));
    }

    void aBadFileIsRefusedNamingTheFileAndTheField_data()
    {
        QTest::addColumn<QString>("field"); // a dotted path, set to `value`; empty: the text is damaged
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("damaged") << QString() << QJsonValue() << "lesson.attnlab: damaged, not JSON";
        QTest::newRow("newer")
            << "version" << QJsonValue(3)
            << "lesson.attnlab: version: made by a newer Attention Lab (version 3; this one reads 1..2)";
        QTest::newRow("unknown field") << "view.palette" << QJsonValue("x")
                                       << "lesson.attnlab: view.palette: unknown field";
        QTest::newRow("unknown top field") << "windows" << QJsonValue(1) << "lesson.attnlab: windows: unknown field";
        QTest::newRow("out of range")
            << "variant.params.cache_window.window" << QJsonValue(0)
            << "lesson.attnlab: variant.params.cache_window.window: parameter 'window' must be in 1..65536, got 0";
        QTest::newRow("custom call out of range")
            << "variant.params.custom.expr" << QJsonValue("local(5000) or global(1)")
            << "lesson.attnlab: variant.params.custom.expr: parameter 'expr' is not valid: column 7: local(): "
               "parameter 'before' must be in 0..4096, got 5000";
        QTest::newRow("log scale not a boolean")
            << "view.log_scale" << QJsonValue("on") << "lesson.attnlab: view.log_scale: must be true or false";
        QTest::newRow("bad checksum") << "input.imported.q.sha256" << QJsonValue("abc")
                                      << "lesson.attnlab: input.imported.q.sha256: must be";
        QTest::newRow("bad embedded data")
            << "input.imported.k.npy" << QJsonValue("bm90IG5weQ==") << "lesson.attnlab: input.imported.k.npy: ";
        QTest::newRow("not base64") << "input.imported.k.npy" << QJsonValue("***")
                                    << "lesson.attnlab: input.imported.k.npy: is not base64";
        QTest::newRow("one file not embedded")
            << "input.imported.v.npy" << QJsonValue() << "lesson.attnlab: input.imported.v.npy: missing";
        QTest::newRow("unknown file field")
            << "input.imported.q.size" << QJsonValue(3) << "lesson.attnlab: input.imported.q.size: unknown field";
        QTest::newRow("layout not base64") << "window_layout" << QJsonValue(7) << "lesson.attnlab: window_layout: ";
    }

    void aBadFileIsRefusedNamingTheFileAndTheField()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.attnlab");
        app::writeSessionFile(path, app::Session { everyFieldSet(importedIn(dir, false)), QByteArray("layout") });
        QVERIFY(refusal(path).isEmpty());
        if (field.isEmpty()) {
            writeBytes(path, readBytes(path).chopped(40));
        } else {
            std::function<void(QJsonObject&, QStringList)> setAt = [&](QJsonObject& object, QStringList keys) {
                const QString key = keys.takeFirst();
                if (keys.isEmpty()) {
                    if (value.isUndefined() || value.isNull())
                        object.remove(key);
                    else
                        object.insert(key, value);
                    return;
                }
                QJsonObject inner = object.value(key).toObject();
                setAt(inner, keys);
                object.insert(key, inner);
            };
            QJsonObject json = jsonOf(path);
            setAt(json, field.split('.'));
            writeJson(path, json);
        }
        const QString got = refusal(path);
        QVERIFY2(got.startsWith(message), qPrintable(got));
        QCOMPARE(got.count('\n'), 0);
    }

    void aMissingFileIsNamed()
    {
        QTemporaryDir dir;
        QVERIFY2(refusal(dir.filePath("nowhere.attnlab")).startsWith("nowhere.attnlab: no such file"),
            qPrintable(refusal(dir.filePath("nowhere.attnlab"))));
    }

    // A write that cannot finish leaves the old file as it was (QSaveFile).
    void aSessionIsWrittenAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("kept.attnlab");
        app::writeSessionFile(path, app::Session { everyFieldSet(importedIn(dir, false)), QByteArray() });
        const QByteArray before = readBytes(path);
        QVERIFY_THROWS_EXCEPTION(
            core::Error, app::writeSessionFile(dir.filePath("no/such/folder/x.attnlab"), app::Session()));
        QCOMPARE(readBytes(path), before);
        QCOMPARE(QDir(dir.path()).entryList({ "*.attnlab*" }), QStringList { "kept.attnlab" });
    }
};

QTEST_MAIN(TestSessionFile)
#include "test_session_file.moc"
