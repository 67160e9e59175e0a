// `attnlab bench --window` as a user runs it: a row per variant and change with the p50 and p95 of the wait from a
// change to the last paint, the shares of it, and the help line; a wrong size is a usage error. Tiny sizes only:
// the timings themselves are the benchmark's business, never a test's.
#include "cli_process.h"

#include <QRegularExpression>
#include <QtTest>

using namespace attnlab::test;

class TestBenchWindowCli : public QObject {
    Q_OBJECT

private slots:
    void aRunPrintsOneRowPerVariantAndChange()
    {
        const CliRun run = runAttnlab(
            { "bench", "--window", "--n", "48", "--changes", "3", "--variants", "local,full", "--input", "--details" });
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains(QLatin1String("p50")) && text.contains(QLatin1String("p95")), qPrintable(text));
        // local: its first parameter, then the input's seed (--input); full has no parameter: the seed alone.
        const QRegularExpression row(QStringLiteral("^(\\S+)\\s+48 (\\S+(?: seed)?)\\s+([0-9.]+)\\s+([0-9.]+)"),
            QRegularExpression::MultilineOption);
        QStringList rows;
        for (auto match = row.globalMatch(text); match.hasNext();) {
            const auto one = match.next();
            rows << one.captured(1) + QLatin1Char('/') + one.captured(2);
            QVERIFY(one.captured(3).toDouble() > 0); // p50
            QVERIFY(one.captured(4).toDouble() >= one.captured(3).toDouble()); // p95 >= p50
        }
        QCOMPARE(rows, QStringList({ "local/before", "local/input seed", "full/input seed" }));
        QVERIFY(text.contains(QLatin1String("paint by class")));
    }

    void wrongArgumentsAreUsageErrors()
    {
        QCOMPARE(runAttnlab({ "bench", "--window", "--n", "5000" }).exitCode, 2);
        QCOMPARE(runAttnlab({ "bench", "--window", "--variants", "nonesuch" }).exitCode, 2);
        QCOMPARE(runAttnlab({ "bench", "--window", "--dock", "nonesuch" }).exitCode, 2);
    }

    void helpNamesIt()
    {
        const CliRun help = runAttnlab({ "--help" });
        QVERIFY(QString::fromUtf8(help.out).contains(QLatin1String("attnlab bench --window [--variants ID,...]")));
    }
};

QTEST_MAIN(TestBenchWindowCli)
#include "test_bench_window_cli.moc"
