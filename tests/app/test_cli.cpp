// The command line, run as a real process: attnlab --version, variants, compute (../shared/spec/cli.md).
#include "cli_process.h"
#include "core/io/npy.h"
#include "core/random.h"
#include "reference/dense_reference.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>

using namespace attnlab;

using namespace attnlab::test;

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void versionAndHelp()
    {
        const CliRun version = runAttnlab({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("attnlab " ATTNLAB_VERSION));
        const CliRun help = runAttnlab({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("attnlab compute --variant ID"));
    }

    void variantsJsonListsParams()
    {
        const CliRun run = runAttnlab({"variants", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray variants = parseObject(run.out).value("variants").toArray();
        QVERIFY(!variants.isEmpty());
        bool sawFull = false;
        for (const QJsonValue& value : variants) {
            const QJsonObject variant = value.toObject();
            QVERIFY(!variant.value("id").toString().isEmpty());
            QVERIFY(!variant.value("family").toString().isEmpty());
            QVERIFY(variant.value("params").isArray());
            QVERIFY(variant.contains("causal"));
            for (const QJsonValue& param : variant.value("params").toArray()) {
                QVERIFY(param.toObject().contains("name"));
                QVERIFY(param.toObject().contains("type"));
                QVERIFY(param.toObject().contains("default"));
            }
            sawFull = sawFull || variant.value("id").toString() == QLatin1String("full");
        }
        QVERIFY(sawFull);
        QCOMPARE(runAttnlab({"variants"}).exitCode, 0);
    }

    // Every method's promised cost, beside it in both listings (issue 16, goal 4).
    void variantsListThePromisedCost()
    {
        const CliRun run = runAttnlab({"variants", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray variants = parseObject(run.out).value("variants").toArray();
        QMap<QString, QString> bigO;
        for (const QJsonValue& value : variants) {
            const QJsonObject promise = value.toObject().value("promise").toObject();
            const QString id = value.toObject().value("id").toString();
            QVERIFY2(QStringList({"n", "n_log_n", "n^1.5", "n^2", "n^3"}).contains(promise.value("growth").toString()),
                     qPrintable(id));
            QVERIFY2(promise.value("big_o").toString().startsWith(QLatin1String("O(N")), qPrintable(id));
            QVERIFY2(!promise.value("reason").toString().isEmpty(), qPrintable(id));
            QVERIFY2(promise.value("slope_limit").toDouble() > 1.0, qPrintable(id));
            bigO.insert(id, promise.value("big_o").toString());
        }
        QCOMPARE(bigO.value("lsh"), QStringLiteral("O(N log N)"));
        QCOMPARE(bigO.value("kmeans"), QStringLiteral("O(N^1.5)"));
        QCOMPARE(bigO.value("linear"), QStringLiteral("O(N)"));
        QCOMPARE(bigO.value("full"), QStringLiteral("O(N^2)"));

        const CliRun plain = runAttnlab({"variants"});
        QCOMPARE(plain.exitCode, 0);
        int listed = 0;
        for (const QString& line : QString::fromUtf8(plain.out).split(QLatin1Char('\n'))) {
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (line.startsWith(QLatin1String("  ")) && !words.isEmpty() && bigO.contains(words.first())) {
                QVERIFY2(line.endsWith(QStringLiteral("promises ") + bigO.value(words.first())), qPrintable(line));
                ++listed;
            }
        }
        QCOMPARE(listed, bigO.size());
    }

    void computeJsonOnScenario()
    {
        const CliRun run
            = runAttnlab({ "compute", "--variant", "full", "--scenario", "gaussian", "--n", "64", "--json" });
        QCOMPARE(run.exitCode, 0);
        const QJsonObject object = parseObject(run.out);
        QCOMPARE(object.value("variant").toString(), QStringLiteral("full"));
        QVERIFY(object.value("params").isObject());
        QCOMPARE(object.value("n").toInt(), 64);
        QCOMPARE(object.value("d").toInt(), 16);
        QCOMPARE(object.value("dv").toInt(), 16);
        QCOMPARE(object.value("causal").toBool(), false);
        const QJsonObject metrics = object.value("metrics").toObject();
        for (const char* key : {"rel_err_o", "rel_err_map", "max_abs_err_o", "mean_kl", "mean_cos_o", "density"})
            QVERIFY2(metrics.value(key).isDouble(), key);
        // The metrics' wiring: `full` is the exact computation, so its error against it is nil. That it is the
        // right computation is checked against the independent reference in computeOnNpyFilesMatchesReference.
        QCOMPARE(metrics.value("rel_err_o").toDouble(), 0.0);
        QCOMPARE(metrics.value("density").toDouble(), 1.0);
        const QJsonObject cost = object.value("cost").toObject();
        QCOMPARE(cost.value("madds").toDouble(), 64.0 * 64.0 * 32.0);
        QCOMPARE(cost.value("madds_exact").toDouble(), 64.0 * 64.0 * 32.0);
        QVERIFY(cost.value("peak_bytes").toDouble() > 0);
        QCOMPARE(cost.value("field_pairs").toDouble(), 64.0 * 64.0);
    }

    // The user's own pattern end to end: the field is the expression's pairs plus the diagonal, and the counted cost
    // is those pairs times (d + dv).
    void computeCustomExpression()
    {
        const CliRun run = runAttnlab({"compute", "--variant", "custom", "--set",
                                       "expr=abs(i - j) <= 3 or j < 2 or (i - j) % 8 == 0", "--scenario", "gaussian",
                                       "--n", "100", "--causal", "--json"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject object = parseObject(run.out);
        QCOMPARE(object.value("variant").toString(), QStringLiteral("custom"));
        QCOMPARE(object.value("params").toObject().value("expr").toString(),
                 QStringLiteral("abs(i - j) <= 3 or j < 2 or (i - j) % 8 == 0"));
        int pairs = 0;
        for (int i = 0; i < 100; ++i)
            for (int j = 0; j <= i; ++j) // causal; i - j >= 0 here, so C's % is the floor modulo
                pairs += (i - j <= 3 || j < 2 || (i - j) % 8 == 0) ? 1 : 0;
        const QJsonObject cost = object.value("cost").toObject();
        QCOMPARE(cost.value("field_pairs").toDouble(), static_cast<double>(pairs));
        QCOMPARE(cost.value("madds").toDouble(), static_cast<double>(pairs) * 32.0);
        QCOMPARE(object.value("metrics").toObject().value("density").toDouble(), pairs / 10000.0);
    }

    // Catalogue patterns called in an expression: local(2, 2) or global(1), the union of the two fields.
    void computeCustomUnionOfPatterns()
    {
        const CliRun run = runAttnlab({"compute", "--variant", "custom", "--set", "expr=local(2,2) or global(1)",
                                       "--scenario", "gaussian", "--n", "50", "--json"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject object = parseObject(run.out);
        QCOMPARE(object.value("params").toObject().value("expr").toString(), QStringLiteral("local(2,2) or global(1)"));
        int pairs = 0;
        for (int i = 0; i < 50; ++i)
            for (int j = 0; j < 50; ++j)
                pairs += (std::abs(i - j) <= 2 || i < 1 || j < 1) ? 1 : 0;
        QCOMPARE(object.value("cost").toObject().value("field_pairs").toDouble(), static_cast<double>(pairs));
    }

    void everyScenarioIsReachable()
    {
        const CliRun list = runAttnlab({"variants", "--json"});
        QCOMPARE(list.exitCode, 0);
        for (const char* scenario : {"text", "gaussian", "local_decay", "periodic", "clustered", "hubs", "low_rank",
                                     "induction"}) {
            const CliRun run = runAttnlab({"compute", "--variant", "local", "--scenario", scenario, "--json"});
            QVERIFY2(run.exitCode == 0, qPrintable(QString(scenario) + ": " + run.err));
            QVERIFY(parseObject(run.out).value("n").toInt() > 0);
        }
        const CliRun set = runAttnlab({"compute", "--variant", "full", "--scenario", "periodic", "--scenario-set",
                                    "period=5", "--n", "40", "--json"});
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(parseObject(set.out).value("n").toInt(), 40);
        const CliRun badSet = runAttnlab({"compute", "--variant", "full", "--scenario", "periodic", "--scenario-set",
                                       "nonesuch=5"});
        QCOMPARE(badSet.exitCode, 2);
        QVERIFY(badSet.err.contains("nonesuch"));
    }

    void typedTextBecomesTheInput()
    {
        // 我 爱 注 意 力 , attention ! -> 8 tokens
        const CliRun run = runAttnlab({"compute", "--variant", "full", "--text",
                                    QString::fromUtf8("我爱注意力, attention!"), "--json"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(parseObject(run.out).value("n").toInt(), 8);
        const CliRun empty = runAttnlab({"compute", "--variant", "full", "--text", "   "});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("no tokens"), qPrintable(empty.err));
    }

    void computeOnNpyFilesMatchesReference()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        core::Random random(5);
        const core::Matrix q = random.normalMatrix(20, 6), k = random.normalMatrix(20, 6), v = random.normalMatrix(20, 3);
        core::writeNpy(dir.filePath("q.npy").toStdString(), q);
        core::writeNpy(dir.filePath("k.npy").toStdString(), k);
        core::writeNpy(dir.filePath("v.npy").toStdString(), v);
        const CliRun run = runAttnlab({"compute", "--variant", "full", "--q", dir.filePath("q.npy"), "--k",
                                 dir.filePath("k.npy"), "--v", dir.filePath("v.npy"), "--causal", "--scale", "0.5",
                                 "--out-o", dir.filePath("o.npy"), "--out-map", dir.filePath("m.npy"),
                                 "--out-pattern", dir.filePath("p.npy"), "--json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(parseObject(run.out).value("causal").toBool(), true);
        const auto expected = reference::exactAttention(q, k, v, 0.5, true);
        const core::Matrix o = core::readNpy(dir.filePath("o.npy").toStdString());
        QVERIFY(reference::maxRelativeDifference(o.cast<double>(), expected.o) < 1e-5);
        const core::Matrix m = core::readNpy(dir.filePath("m.npy").toStdString());
        QVERIFY((m.cast<double>() - expected.map).cwiseAbs().maxCoeff() < 1e-6);
        const core::Matrix p = core::readNpy(dir.filePath("p.npy").toStdString());
        QCOMPARE(p.sum(), 20.0f * 21.0f / 2.0f); // the causal lower triangle
        QCOMPARE(p(0, 1), 0.0f);
    }

    void errorsNameTheFault_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown variant") << QStringList{"compute", "--variant", "nonesuch", "--scenario", "gaussian"}
                                         << 2 << "nonesuch";
        QTest::newRow("unknown parameter") << QStringList{"compute", "--variant", "full", "--set", "window=3",
                                                          "--scenario", "gaussian"}
                                           << 2 << "window";
        QTest::newRow("scenario value out of range")
            << QStringList{"compute", "--variant", "full", "--scenario", "gaussian", "--n", "0"} << 2 << "'n'";
        QTest::newRow("no input") << QStringList{"compute", "--variant", "full"} << 2 << "missing input";
        QTest::newRow("missing v") << QStringList{"compute", "--variant", "full", "--q", "a.npy", "--k", "b.npy"}
                                   << 2 << "--v";
        QTest::newRow("unknown option") << QStringList{"compute", "--variant", "full", "--scenario", "gaussian",
                                                       "--frobnicate"}
                                        << 2 << "--frobnicate";
        QTest::newRow("missing file") << QStringList{"compute", "--variant", "full", "--q", "/nonexistent/q.npy",
                                                     "--k", "/nonexistent/k.npy", "--v", "/nonexistent/v.npy"}
                                      << 1 << "/nonexistent/q.npy";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "frobnicate";
        QTest::newRow("malformed custom expression")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=abs(i - j) <= 3 or (j < 2", "--scenario",
                           "gaussian"}
            << 2 << "parameter 'expr' is not valid: column 26: expected ')'";
        QTest::newRow("custom call of an unknown pattern")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=local(2, 2) or globel(1)", "--scenario",
                           "gaussian"}
            << 2 << "column 16: unknown name 'globel' (did you mean global?)";
        QTest::newRow("custom call with too many arguments")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=chunked(8, 2)", "--scenario", "gaussian"}
            << 2 << "column 12: chunked() takes at most 1 argument (chunk)";
        QTest::newRow("custom call out of range")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=strided(0)", "--scenario", "gaussian"}
            << 2 << "column 9: strided(): parameter 'stride' must be in 1..4096, got 0";
        QTest::newRow("custom call of a data-driven variant")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=kmeans(4)", "--scenario", "gaussian"}
            << 2 << "column 1: 'kmeans' cannot be called in an expression";
        QTest::newRow("custom expression of the wrong type")
            << QStringList{"compute", "--variant", "custom", "--set", "expr=i - j", "--scenario", "gaussian"} << 2
            << "column 1: the expression is a number, not a condition";
    }

    void errorsNameTheFault()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = runAttnlab(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count('\n'), 1); // one line
        QVERIFY(run.out.isEmpty());
    }

    void malformedNpyIsRefusedWithItsName()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath("k.npy"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not an npy file at all");
        bad.close();
        core::Random random(1);
        core::writeNpy(dir.filePath("q.npy").toStdString(), random.normalMatrix(4, 2));
        core::writeNpy(dir.filePath("v.npy").toStdString(), random.normalMatrix(4, 2));
        const CliRun run = runAttnlab({ "compute", "--variant", "full", "--q", dir.filePath("q.npy"), "--k",
            dir.filePath("k.npy"), "--v", dir.filePath("v.npy"), "--out-o", dir.filePath("o.npy") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(dir.filePath("k.npy")), qPrintable(run.err));
        QVERIFY(!QFile::exists(dir.filePath("o.npy")));
    }

    void shapesThatDisagreeAreRefused()
    {
        QTemporaryDir dir;
        core::Random random(2);
        core::writeNpy(dir.filePath("q.npy").toStdString(), random.normalMatrix(4, 2));
        core::writeNpy(dir.filePath("k.npy").toStdString(), random.normalMatrix(5, 2));
        core::writeNpy(dir.filePath("v.npy").toStdString(), random.normalMatrix(4, 2));
        const CliRun run = runAttnlab({"compute", "--variant", "full", "--q", dir.filePath("q.npy"), "--k",
                                 dir.filePath("k.npy"), "--v", dir.filePath("v.npy")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("K is 5x2"), qPrintable(run.err));
    }

    void unwritableOutputLeavesNothing()
    {
        const CliRun run = runAttnlab({"compute", "--variant", "full", "--scenario", "gaussian", "--n", "8", "--out-o",
                                 "/nonexistent-dir/o.npy"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("/nonexistent-dir/o.npy"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
