// attnlab bench, run as a real process (../shared/spec/cli.md): the --json shape with hand-worked counted costs, a
// refusal reported as a point, the plain table, one progress line per point on stderr, table rows and progress that
// arrive while later points are still running, --max-seconds, --set, the FMA peak with each point's GFLOP/s and
// share of it, peak RSS per point, the documented defaults and one-line usage errors with exit status 2.
#include "cli_process.h"
#include "source_tree.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

using namespace attnlab::test;

namespace {

// The lines of stderr: one progress line per point, "<variant> N = <n>: <seconds or reason> (point k of total)".
QStringList progressLines(const QString& err)
{
    return err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Whether `line` is the progress line of point k of `total`, for `variant` at `n`, timed.
bool isTimedProgress(const QString& line, const QString& variant, int n, int k, int total)
{
    const QRegularExpression pattern(
        QStringLiteral("^%1 N = %2: [0-9.e+-]+ s \\(point %3 of %4\\)$").arg(variant).arg(n).arg(k).arg(total));
    return pattern.match(line).hasMatch();
}

// Reads the channel until it holds `text` or `milliseconds` have passed; what was read is appended to `buffer`.
bool readUntil(
    QProcess& process, QProcess::ProcessChannel channel, QByteArray& buffer, const QByteArray& text, int milliseconds)
{
    QElapsedTimer timer;
    timer.start();
    process.setReadChannel(channel);
    while (!buffer.contains(text) && timer.elapsed() < milliseconds) {
        process.waitForReadyRead(50);
        buffer
            += channel == QProcess::StandardOutput ? process.readAllStandardOutput() : process.readAllStandardError();
    }
    return buffer.contains(text);
}

} // namespace

class TestBenchCli : public QObject {
    Q_OBJECT

private slots:
    void jsonHasTheDocumentedShape()
    {
        const CliRun run = runAttnlab(
            { "bench", "--variants", "local,full", "--n", "32,64,128", "--d", "8", "--repeats", "2", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // Progress on stderr, one line per point as it finishes (N outside, variants inside); stdout is the JSON.
        const QStringList lines = progressLines(run.err);
        QCOMPARE(lines.size(), 6);
        int k = 0;
        for (const int n : { 32, 64, 128 })
            for (const char* variant : { "local", "full" }) {
                ++k;
                QVERIFY2(
                    isTimedProgress(lines.at(k - 1), QLatin1String(variant), n, k, 6), qPrintable(lines.at(k - 1)));
            }
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
                // The fastest run is never slower than the median.
                QVERIFY(point.value("fastest_seconds").toDouble() > 0);
                QVERIFY(point.value("fastest_seconds").toDouble() <= point.value("seconds").toDouble());
                QVERIFY(point.value("fastest_fraction_of_peak").toDouble()
                    >= point.value("fraction_of_peak").toDouble());
                // The process's CPU time of a run: a number, zero only below the clock's resolution.
                QVERIFY(point.value("cpu_seconds").isDouble());
                QVERIFY(point.value("cpu_seconds").toDouble() >= 0);
                QVERIFY(point.value("peak_bytes").toDouble() > 0);
                QVERIFY(!point.contains("error"));
            }
        }
        // The field's pairs, by hand: local's rows see i-4 .. i+4 clipped, 9N - 20 pairs, which fill (d + dv)
        // multiply-adds each of the counted ones (masked pairs of evaluated tiles come on top); full meets N^2 pairs.
        for (int t = 0; t < 3; ++t) {
            const double n = sizes[t];
            const QJsonObject localPoint = local.value("points").toArray().at(t).toObject();
            QCOMPARE(localPoint.value("field_pairs").toDouble(), 9 * n - 20);
            QVERIFY(localPoint.value("madds").toDouble() >= (9 * n - 20) * 16);
            QCOMPARE(full.value("points").toArray().at(t).toObject().value("madds").toDouble(), n * n * 16);
            QCOMPARE(full.value("points").toArray().at(t).toObject().value("field_pairs").toDouble(), n * n);
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
        const QStringList lines = progressLines(run.err);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(1).startsWith(QLatin1String("svd N = 4097: refused: ")), qPrintable(lines.at(1)));
    }

    void peakAndMemoryPerPoint()
    {
        // The FMA peak measured first, each point's GFLOP/s (a multiply-add is two) and its share of the peak, and
        // the point's peak RSS with its rise; --max-seconds below any run's time ends each point at its warm-up.
        const CliRun run = runAttnlab({ "bench", "--variants", "full", "--n", "64,128", "--d", "8", "--repeats", "3",
            "--max-seconds", "1e-9", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject object = parseObject(run.out);
        const QJsonObject peak = object.value("fma_peak").toObject();
        QVERIFY(peak.value("gflops").toDouble() > 0);
        QVERIFY(peak.value("threads").toInt() >= 1);
        QVERIFY(QStringList({ "baseline", "avx2", "avx512" }).contains(peak.value("isa").toString()));
        const QJsonArray points = object.value("results").toArray().at(0).toObject().value("points").toArray();
        QCOMPARE(points.size(), 2);
        QVERIFY(points.at(1).toObject().value("gflops").isUndefined()); // skipped: N = 64 took longer than 1e-9 s
        const QJsonObject point = points.at(0).toObject();
        QCOMPARE(point.value("runs").toInt(), 1);
        const double gflops = 2 * point.value("madds").toDouble() / point.value("seconds").toDouble() * 1e-9;
        QVERIFY(std::abs(point.value("gflops").toDouble() / gflops - 1) < 1e-9);
        QVERIFY(
            std::abs(point.value("fraction_of_peak").toDouble() * peak.value("gflops").toDouble() / gflops - 1) < 1e-9);
        // One timed run: the fastest is the median.
        QCOMPARE(point.value("fastest_seconds").toDouble(), point.value("seconds").toDouble());
        QVERIFY(std::abs(point.value("fastest_fraction_of_peak").toDouble() / point.value("fraction_of_peak").toDouble()
                    - 1) < 1e-9);
        QVERIFY(point.value("peak_rss_bytes").toDouble() > 1024 * 1024);
        QVERIFY(point.value("rss_growth_bytes").toDouble() >= 0);
        QVERIFY(point.value("rss_growth_bytes").toDouble() < point.value("peak_rss_bytes").toDouble());

        const CliRun table = runAttnlab({ "bench", "--variants", "full", "--n", "64", "--d", "8", "--repeats", "1" });
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const QString text = QString::fromUtf8(table.out);
        QVERIFY2(text.startsWith(QLatin1String("FMA peak: ")), qPrintable(text));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral(
            "variant +N +seconds +multiply-adds +peak bytes +field pairs +GFLOP/s +% peak +fastest % "
            "+RSS MiB +\\+RSS MiB"))));
        // full at N = 64, d = 8: 64^2 x 16 multiply-adds, its 64^2 field pairs, then GFLOP/s, % peak, the fastest
        // run's % peak and two sizes in MiB.
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     "full +64 +\\S+ +6.554e\\+04 +\\S+ +4096 +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+\n"))),
            qPrintable(text));
    }

    void setGoesToEveryListedVariantThatDeclaresTheName()
    {
        // local and sliding_window both declare window-like parameters of their own; only local declares
        // `before`, only sliding_window `window`: each --set reaches the variants that have it, full none.
        const CliRun run = runAttnlab({ "bench", "--variants", "local,sliding_window,full", "--set", "before=2",
            "--set", "window=16", "--n", "64", "--d", "4", "--repeats", "1", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray results = parseObject(run.out).value("results").toArray();
        QCOMPARE(results.size(), 3);
        const QJsonObject local = results.at(0).toObject().value("params").toObject();
        QCOMPARE(local.value("before").toInt(), 2);
        QCOMPARE(local.value("after").toInt(), 4);
        QVERIFY(!local.contains("window"));
        const QJsonObject sliding = results.at(1).toObject().value("params").toObject();
        QCOMPARE(sliding.value("window").toInt(), 16);
        QVERIFY(!sliding.contains("before"));
        QVERIFY(results.at(2).toObject().value("params").toObject().isEmpty());
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
        // One row per variant and N, the field's pairs after the peak bytes: local's at N = 32 are 9*32 - 20 = 268.
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("local +32 +\\S+ +\\S+ +\\S+ +268 "))));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("performer +64 "))));
        QCOMPARE(progressLines(run.err).size(), 4);
    }

    void rowsAndProgressArriveWhileLaterPointsRun()
    {
        // local at N = 8192 takes milliseconds; full there scores 8192^2 pairs of (64 + 64) multiply-adds, 8.6e9 a
        // run, 41 runs: seconds even near the machine's peak. local's progress line and its table row must be out
        // before full is done. Under AddressSanitizer (-O1, every load checked) full is a hundred times slower: N =
        // 2048 and 4 runs there still take seconds.
#if defined(__SANITIZE_ADDRESS__)
        const QString n = QStringLiteral("2048");
        const QString repeats = QStringLiteral("3");
        const QString fullMadds = QStringLiteral("5.369e\\+08");
#else
        const QString n = QStringLiteral("8192");
        const QString repeats = QStringLiteral("40");
        const QString fullMadds = QStringLiteral("8.59e\\+09");
#endif
        QProcess process;
        process.start(
            attnlabBinary(), { "bench", "--variants", "local,full", "--n", n, "--d", "64", "--repeats", repeats });
        QVERIFY(process.waitForStarted());
        QByteArray out;
        QByteArray err;
        QVERIFY2(readUntil(process, QProcess::StandardError, err, "local N = " + n.toLatin1() + ": ", 60000),
            err.constData());
        QVERIFY2(readUntil(process, QProcess::StandardOutput, out, "local ", 10000), out.constData());
        QCOMPARE(process.state(), QProcess::Running);
        QVERIFY2(!err.contains("full N = " + n.toLatin1()), err.constData());
        QVERIFY(out.contains("FMA peak") && out.contains("Median seconds")); // the header came first
        QVERIFY(!out.contains("full "));

        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);
        out += process.readAllStandardOutput();
        err += process.readAllStandardError();
        const QStringList lines = progressLines(QString::fromUtf8(err));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(isTimedProgress(lines.at(1), QStringLiteral("full"), n.toInt(), 2, 2), qPrintable(lines.at(1)));
        QVERIFY(QString::fromUtf8(out).contains(
            QRegularExpression(QStringLiteral("full +%1 +\\S+ +%2 ").arg(n, fullMadds))));
        QCOMPARE(QString::fromUtf8(out).count(QLatin1String("slope of log(seconds) on log(N)")), 2);
    }

    void maxSecondsStopsAVariantAtLargerN()
    {
        // Every point takes more than 1e-9 s: each variant is timed at N = 64 and skipped at 128 and 256, and says
        // why. The JSON keeps its shape: a skipped point is a point with an error, like a refusal.
        const CliRun run = runAttnlab({ "bench", "--variants", "local,full", "--n", "64,128,256", "--d", "8",
            "--repeats", "1", "--max-seconds", "1e-9", "--json" });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray results = parseObject(run.out).value("results").toArray();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& result : results) {
            const QJsonArray points = result.toObject().value("points").toArray();
            QCOMPARE(points.size(), 3);
            QVERIFY(points.at(0).toObject().value("seconds").toDouble() > 0);
            for (const int t : { 1, 2 }) {
                const QJsonObject skipped = points.at(t).toObject();
                QVERIFY(skipped.value("seconds").isNull());
                QVERIFY(skipped.value("madds").isNull());
                QVERIFY2(skipped.value("error").toString().startsWith(QLatin1String("skipped: N = 64 already took")),
                    qPrintable(skipped.value("error").toString()));
            }
            QVERIFY(result.toObject().value("slope").isNull());
        }
        const QStringList lines = progressLines(run.err);
        QCOMPARE(lines.size(), 6);
        QVERIFY2(lines.at(2).startsWith(QLatin1String("local N = 128: skipped: N = 64 already took")),
            qPrintable(lines.at(2)));

        const CliRun table = runAttnlab(
            { "bench", "--variants", "local", "--n", "64,128", "--d", "8", "--repeats", "1", "--max-seconds", "1e-9" });
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const QString text = QString::fromUtf8(table.out);
        QVERIFY(text.contains(QLatin1String("not measured at larger N")));
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("local +128  skipped: N = 64 already took"))));
    }

    void helpDocumentsTheDefaults()
    {
        const CliRun help = runAttnlab({ "--help" });
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        QVERIFY(text.contains(QLatin1String("attnlab bench [--variants ID,ID,...] [--set NAME=VALUE]... "
                                            "[--n 256,512,...] [--d 64] [--repeats R]\n                "
                                            "[--max-seconds S] [--json]")));
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
        QTest::newRow("max-seconds not a number") << QStringList { "--max-seconds", "soon" } << "--max-seconds";
        QTest::newRow("max-seconds zero") << QStringList { "--max-seconds", "0" } << "--max-seconds";
        QTest::newRow("set names nothing declared")
            << QStringList { "--variants", "local,full", "--set", "nonesuch=3" } << "nonesuch";
        QTest::newRow("set out of range")
            << QStringList { "--variants", "full,local", "--set", "before=-3" } << "variant 'local'";
        QTest::newRow("set without a value") << QStringList { "--variants", "local", "--set", "before" } << "--set";
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
