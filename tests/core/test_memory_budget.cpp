// The memory budget (core/memory_budget.h): a run that would need more is refused before it allocates, with the
// largest N that fits; a run within it is not touched.
#include "core/analysis/benchmark.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/memory_budget.h"
#include "core/problem.h"
#include "core/random.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cstdlib>
#include <string>

using namespace attnlab::core;

namespace {

// Q, K, V of n tokens and width 2: small in memory whatever n is, so only the variant's own buffers are large.
Problem narrowProblem(int n)
{
    Random random(5);
    Problem problem;
    problem.q = random.normalMatrix(n, 2);
    problem.k = random.normalMatrix(n, 2);
    problem.v = random.normalMatrix(n, 2);
    return problem;
}

std::string refusalOf(const Variant& variant, const Problem& problem, const RunOptions& options)
{
    try {
        variant.run(problem, Params(), options);
    } catch (const Error& error) {
        return error.what();
    }
    return {};
}

// The N the message offers: "lower N to 11585 or less".
int offeredN(const std::string& message)
{
    const std::string marker = "lower N to ";
    const auto at = message.find(marker);
    return at == std::string::npos ? -1 : std::atoi(message.c_str() + at + marker.size());
}

class BudgetVariable {
public:
    explicit BudgetVariable(const char* value) { qputenv("ATTNLAB_MEMORY_BUDGET_MB", value); }
    ~BudgetVariable() { qunsetenv("ATTNLAB_MEMORY_BUDGET_MB"); }
    BudgetVariable(const BudgetVariable&) = delete;
    BudgetVariable& operator=(const BudgetVariable&) = delete;
};

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void aQuadraticVariantAtLargeNIsRefusedBeforeItAllocates()
    {
        // synthesizer keeps an N x N matrix of its own: at N = 65,536 that is 16 GiB.
        const Variant& synthesizer = builtinVariants().get("synthesizer", "variant");
        RunOptions options;
        options.wantMap = false;
        QElapsedTimer timer;
        timer.start();
        const std::string message = refusalOf(synthesizer, narrowProblem(65536), options);
        QVERIFY2(timer.elapsed() < 2000, "refused at once, not after trying");
        QVERIFY2(message.find("'synthesizer' at N = 65536 would need about 16 GiB") == 0, message.c_str());
        QVERIFY2(message.find("memory budget of 4.0 GiB") != std::string::npos, message.c_str());
        // The N it offers fits, one more does not.
        const int offered = offeredN(message);
        QVERIFY2(offered > 1 && offered < 65536, message.c_str());
        const double budget = memoryBudgetBytes();
        QVERIFY(memoryNeedOf(synthesizer, offered, 2, 2, 2, false, synthesizer.resolve({}), false).total() <= budget);
        QVERIFY(memoryNeedOf(synthesizer, offered + 1, 2, 2, 2, false, synthesizer.resolve({}), false).total() > budget);
    }

    void theMapAloneCanBeLeftOut()
    {
        // local's own buffers are linear in N, but a drawn map at N = 40,000 is 6 GB.
        const Variant& local = builtinVariants().get("local", "variant");
        const Problem problem = narrowProblem(40000);
        RunOptions withMap;
        const std::string message = refusalOf(local, problem, withMap);
        QVERIFY2(message.find("of it the N x N map") != std::string::npos, message.c_str());
        QVERIFY2(message.find("or leave the map out (on the command line, without --out-map") != std::string::npos,
            message.c_str());
        // 32768^2 floats are exactly 4 GiB, so the map alone allows N = 32768 and the working buffers a little less.
        const int offered = offeredN(message);
        QVERIFY2(offered > 32000 && offered < 32768, message.c_str());
        const Params params = local.resolve({});
        QVERIFY(memoryNeedOf(local, offered, 2, 2, 2, false, params, true).total() <= kDefaultMemoryBudgetBytes);
        QVERIFY(memoryNeedOf(local, offered + 1, 2, 2, 2, false, params, true).total() > kDefaultMemoryBudgetBytes);
        RunOptions withoutMap;
        withoutMap.wantMap = false;
        QCOMPARE(refusalOf(local, problem, withoutMap), std::string());
    }

    void everyVariantFitsAtTheWindowsLargestMap()
    {
        // The window draws maps up to N = 4096: nothing there may be refused at the default budget.
        for (const Variant* variant : builtinVariants().all()) {
            const MemoryNeed need
                = memoryNeedOf(*variant, 4096, 64, 64, 64, false, variant->resolve({}), true);
            QVERIFY2(need.total() < kDefaultMemoryBudgetBytes / 4, variant->info().id.c_str());
        }
    }

    void theBudgetCanBeSet()
    {
        const Variant& full = builtinVariants().get("full", "variant");
        const Problem problem = narrowProblem(8192); // its map is 256 MiB
        {
            const BudgetVariable budget("64");
            QCOMPARE(memoryBudgetBytes(), 64.0 * 1024 * 1024);
            const std::string message = refusalOf(full, problem, RunOptions());
            QVERIFY2(message.find("memory budget of 64 MiB") != std::string::npos, message.c_str());
            QVERIFY2(message.find("ATTNLAB_MEMORY_BUDGET_MB") != std::string::npos, message.c_str());
        }
        for (const char* bad : { "abc", "10", "-5", "12x" }) {
            const BudgetVariable budget(bad);
            QVERIFY_THROWS_EXCEPTION(Error, memoryBudgetBytes());
        }
        QCOMPARE(memoryBudgetBytes(), kDefaultMemoryBudgetBytes);
        QCOMPARE(refusalOf(full, problem, RunOptions()), std::string());
    }

    void theBenchmarkReportsTheRefusalAsThePointsError()
    {
        BenchmarkSettings settings;
        settings.sizes = { 64, 65536 };
        settings.d = 2;
        settings.dv = 2;
        settings.repeats = 1;
        const std::vector<BenchmarkSeries> series
            = runBenchmark({ { &builtinVariants().get("synthesizer", "variant"), Params() } }, settings, CancelFlag());
        QCOMPARE(series.size(), std::size_t(1));
        QVERIFY(series[0].points[0].valid());
        QVERIFY2(series[0].points[1].error.find("memory budget") != std::string::npos,
            series[0].points[1].error.c_str());
    }

    void bytesReadAsAPersonWouldSayThem()
    {
        QCOMPARE(bytesText(512), std::string("512 bytes"));
        QCOMPARE(bytesText(1536), std::string("1.5 KiB"));
        QCOMPARE(bytesText(64.0 * 1024 * 1024), std::string("64 MiB"));
        QCOMPARE(bytesText(4.0 * 1024 * 1024 * 1024), std::string("4.0 GiB"));
        QCOMPARE(bytesText(100.0 * 1024 * 1024 * 1024), std::string("100 GiB"));
    }
};

QTEST_MAIN(TestMemoryBudget)
#include "test_memory_budget.moc"
