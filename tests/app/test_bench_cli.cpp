// attnlab bench, run as a real process (cli.md): the --json shape with hand-worked counted costs, a refusal
// reported as a point, the plain table, the documented defaults and one-line usage errors with exit status 2.
#include "cli_process.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace attnlab::test;

class TestBenchCli : public QObject {
    Q_OBJECT

private slots:
    void jsonHasTheDocumentedShape()
    {
        const CliRun run = runAttnlab(
            { "bench", "--variants", "local,full", "--n", "32,64,128", "--d", "8", "--repeats", "2", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.err.isEmpty());
        const QJsonObject object = parseObject(run.out);
        QCOMPARE(object.value("d").toInt(), 8);
        QCOMPARE(object.value("dv").toInt(), 8);
        QCOMPARE(object.value("repeats").toInt(), 2);
        const QJsonArray results = object.value("results").toArray();
        QCOMPARE(results.size(), 2);

        const QJsonObject local = results.at(0).toObject();
        QCOMPARE(local.value("variant").toString(), QStringLiteral("local"));
        QCOMPARE(local.value("params").toObject().value("before").toInt(), 4);
        QCOMPARE(local.value("params").toObject().value("after").toInt(), 4);
        QVERIFY(local.value("slope").isDouble());
        const QJsonObject full = results.at(1).toObject();
        QCOMPARE(full.value("variant").toString(), QStringLiteral("full"));
        QVERIFY(full.value("params").toObject().isEmpty());
        QVERIFY(full.value("slope").isDouble());

        const int sizes[] = { 32, 64, 128 };
        for (const QJsonValue& result : results) {
            const QJsonArray points = result.toObject().value("points").toArray();
            QCOMPARE(points.size(), 3);
            for (int t = 0; t < 3; ++t) {
                const QJsonObject point = points.at(t).toObject();
                QCOMPARE(point.value("n").toInt(), sizes[t]);
                QVERIFY(point.value("seconds").toDouble() > 0);
                QVERIFY(point.value("peak_bytes").toDouble() > 0);
                QVERIFY(!point.contains("error"));
            }
        }
        // Counted multiply-adds, by hand: local's rows see i-4 .. i+4 clipped, 9N - 20 pairs of (d + dv);
        // full meets N^2 pairs.
        for (int t = 0; t < 3; ++t) {
            const double n = sizes[t];
            QCOMPARE(local.value("points").toArray().at(t).toObject().value("madds").toDouble(), (9 * n - 20) * 16);
            QCOMPARE(full.value("points").toArray().at(t).toObject().value("madds").toDouble(), n * n * 16);
        }
    }

    void refusalIsAPointNotACrash()
    {
        // svd refuses N above 4096 (its oracle's N x N doubles); the run goes on and exits 0.
        const CliRun run
            = runAttnlab({ "bench", "--variants", "svd", "--n", "16,4097", "--d", "4", "--repeats", "1", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject svd = parseObject(run.out).value("results").toArray().at(0).toObject();
        QCOMPARE(svd.value("variant").toString(), QStringLiteral("svd"));
        const QJsonArray points = svd.value("points").toArray();
        QCOMPARE(points.size(), 2);
        QVERIFY(points.at(0).toObject().value("seconds").toDouble() > 0);
        const QJsonObject refused = points.at(1).toObject();
        QCOMPARE(refused.value("n").toInt(), 4097);
        QVERIFY(refused.value("error").toString().contains(QLatin1String("svd")));
        QVERIFY(refused.value("seconds").isNull());
        QVERIFY(refused.value("madds").isNull());
        QVERIFY(svd.value("slope").isNull()); // one timed size: no slope
    }

    void plainTable()
    {
        const CliRun run
            = runAttnlab({ "bench", "--variants", "local,performer", "--n", "32,64", "--d", "4", "--repeats", "1" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = QString::fromUtf8(run.out);
        QVERIFY(!text.trimmed().startsWith(QLatin1Char('{')));
        QVERIFY(text.contains(QLatin1String("d = 4, dv = 4")));
        QCOMPARE(text.count(QLatin1String("slope of log(seconds) on log(N)")), 2);
        // One row per variant and N: local's counted madds at N = 32 is (9*32 - 20) * 8 = 2144.
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("local +32 +\\S+ +2144 "))));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("performer +64 "))));
    }

    void helpDocumentsTheDefaults()
    {
        const CliRun help = runAttnlab({ "--help" });
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        QVERIFY(text.contains(QLatin1String("attnlab bench [--variants ID,ID,...] [--n 256,512,...] [--d 64] "
                                            "[--repeats R] [--json]")));
        QVERIFY(text.contains(QLatin1String("--variants full,local,lsh,linformer,performer")));
        QVERIFY(text.contains(QLatin1String("--n 256,512,1024,2048 --d 64 --repeats 3")));
    }

    void usageErrorsAreOneLineWithStatusTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("names");
        QTest::newRow("unknown variant") << QStringList { "--variants", "local,nonesuch" } << "nonesuch";
        QTest::newRow("empty item") << QStringList { "--variants", "local,,full" } << "--variants";
        QTest::newRow("size not a number") << QStringList { "--n", "64,abc" } << "abc";
        QTest::newRow("size zero") << QStringList { "--n", "0" } << "--n";
        QTest::newRow("size too large") << QStringList { "--n", "10000000" } << "--n";
        QTest::newRow("bad width") << QStringList { "--d", "0" } << "--d";
        QTest::newRow("bad repeats") << QStringList { "--repeats", "three" } << "--repeats";
        QTest::newRow("unknown option") << QStringList { "--frobnicate" } << "--frobnicate";
        QTest::newRow("stray word") << QStringList { "extra" } << "extra";
    }

    void usageErrorsAreOneLineWithStatusTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, names);
        const CliRun run = runAttnlab(QStringList { "bench" } + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.startsWith(QLatin1String("attnlab bench: ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(names), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "test_bench_cli.moc"
