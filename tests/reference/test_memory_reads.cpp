// memoryReads() (core/variants/memory/memory_reads.h), the GUI's view of what one query of a memory variant read,
// against what the variant computed: the union of the reads of query i is row i of the pattern, the scores the reads
// imply (one per real key, one per pooled slot) add up to the variant's "evaluated_scores", and each variant reads
// only its own kinds of memory.
#include "core/extra_keys.h"
#include "core/variants/memory/memory_reads.h"
#include "reference/memory_reference.h"

#include <QTest>

#include <set>

using namespace attnlab;
using core::MemoryRead;
using core::MemoryReadKind;

namespace {

// "name=value,name=value" -> Params of the variant.
core::Params paramsFromText(const core::Variant& variant, const QString& text)
{
    core::Params params = core::Params::defaults(variant.info().params);
    for (const QString& assignment : text.split(',', Qt::SkipEmptyParts)) {
        const QStringList parts = assignment.split('=');
        params.setFromText(variant.info().params, parts.at(0).toStdString(), parts.at(1).toStdString());
    }
    return params;
}

std::set<MemoryReadKind> kindsOf(const std::string& id)
{
    if (id == "cache_window")
        return { MemoryReadKind::Cache };
    if (id == "transformer_xl")
        return { MemoryReadKind::Chunk };
    if (id == "mean_memory")
        return { MemoryReadKind::Pooled, MemoryReadKind::Cache };
    if (id == "block_memory")
        return { MemoryReadKind::Pooled, MemoryReadKind::Chunk };
    return { MemoryReadKind::Kept, MemoryReadKind::Cache }; // priority_memory
}

std::string describeRead(const MemoryRead& read)
{
    return core::memoryReadKindName(read.kind) + " [" + std::to_string(read.first) + ", " + std::to_string(read.last)
        + "]";
}

// Ascending, disjoint, inside [0, i], ending at i, of the variant's kinds.
std::string checkShape(const std::vector<MemoryRead>& reads, int i, const std::set<MemoryReadKind>& kinds)
{
    if (reads.empty())
        return "query " + std::to_string(i) + " reads nothing";
    for (std::size_t t = 0; t < reads.size(); ++t) {
        const MemoryRead& read = reads[t];
        if (read.first < 0 || read.first > read.last || read.last > i)
            return "query " + std::to_string(i) + ": bad read " + describeRead(read);
        if (t > 0 && read.first <= reads[t - 1].last)
            return "query " + std::to_string(i) + ": reads overlap or are out of order at " + describeRead(read);
        if (kinds.count(read.kind) == 0)
            return "query " + std::to_string(i) + ": unexpected kind in " + describeRead(read);
        if (read.kind == MemoryReadKind::Kept && read.first != read.last)
            return "query " + std::to_string(i) + ": a kept read spans several positions: " + describeRead(read);
    }
    if (reads.back().last != i)
        return "query " + std::to_string(i) + ": the last read does not end at the query";
    return {};
}

} // namespace

class TestMemoryReads : public QObject {
    Q_OBJECT

private slots:
    void agreeWithTheComputedPattern_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("params");
        QTest::addColumn<int>("n");
        const std::vector<std::pair<const char*, const char*>> cases {
            { "cache_window", "" },
            { "cache_window", "window=3" },
            { "transformer_xl", "" },
            { "transformer_xl", "chunk=5,memory_chunks=3" },
            { "mean_memory", "" },
            { "mean_memory", "window=1" },
            { "block_memory", "" },
            { "block_memory", "chunk=3,slots=100" },
            { "block_memory", "chunk=5,slots=0" },
            { "priority_memory", "" },
            { "priority_memory", "window=1,slots=5" },
        };
        for (const auto& [id, params] : cases)
            for (int n : { 1, 7, 64, 257 })
                QTest::addRow("%s {%s} n%d", id, params, n) << QString(id) << QString(params) << n;
    }

    void agreeWithTheComputedPattern()
    {
        QFETCH(QString, id);
        QFETCH(QString, params);
        QFETCH(int, n);
        const core::Variant& variant = core::builtinVariants().get(id.toStdString(), "variant");
        const core::Params values = paramsFromText(variant, params);
        const core::Problem problem = reference::gaussianProblem(n, false);
        const core::Result result = variant.run(problem, values, core::RunOptions {});
        const std::set<MemoryReadKind> kinds = kindsOf(id.toStdString());

        double scores = 0;
        double pooled = 0;
        for (int i = 0; i < n; ++i) {
            const std::vector<MemoryRead> reads = core::memoryReads(id.toStdString(), values, n, i, problem.k);
            const std::string failure = checkShape(reads, i, kinds);
            QVERIFY2(failure.empty(), failure.c_str());
            std::vector<int> positions;
            for (const MemoryRead& read : reads) {
                for (int j = read.first; j <= read.last; ++j)
                    positions.push_back(j);
                const bool isSlot = read.kind == MemoryReadKind::Pooled;
                scores += isSlot ? 1 : read.last - read.first + 1;
                pooled += isSlot ? 1 : 0;
            }
            QVERIFY2(positions == result.pattern.row(i), qPrintable(QString("row %1 differs from the pattern").arg(i)));
        }
        QCOMPARE(result.extras.scalars.at(core::extra_keys::kEvaluatedScores), scores);
        if (kinds.count(MemoryReadKind::Pooled) != 0)
            QCOMPARE(result.extras.scalars.at(core::extra_keys::kPooledSlotReads), pooled);
    }

    void takeDefaultsForParametersNotGiven()
    {
        // block_memory defaults: chunk 8, slots 4. Query 50 is in chunk 6: pooled chunks 2..5, then [48, 50].
        const std::vector<MemoryRead> reads
            = core::memoryReads("block_memory", core::Params {}, 64, 50, core::Matrix());
        const std::vector<MemoryRead> expected { { MemoryReadKind::Pooled, 16, 23 }, { MemoryReadKind::Pooled, 24, 31 },
            { MemoryReadKind::Pooled, 32, 39 }, { MemoryReadKind::Pooled, 40, 47 }, { MemoryReadKind::Chunk, 48, 50 } };
        QVERIFY(reads == expected);
    }

    void nameEveryKind()
    {
        QCOMPARE(core::memoryReadKindName(MemoryReadKind::Cache), std::string("cache"));
        QCOMPARE(core::memoryReadKindName(MemoryReadKind::Pooled), std::string("pooled"));
        QCOMPARE(core::memoryReadKindName(MemoryReadKind::Kept), std::string("kept"));
        QCOMPARE(core::memoryReadKindName(MemoryReadKind::Chunk), std::string("chunk"));
    }

    void refuseBadRequests()
    {
        const core::Matrix keys = core::Random(3).normalMatrix(16, 4);
        const core::Params none;
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("full", none, 16, 3, keys));
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("no_such_variant", none, 16, 3, keys));
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("cache_window", none, 16, -1, keys));
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("cache_window", none, 16, 16, keys));
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("priority_memory", none, 17, 3, keys));
        core::Params unknown;
        unknown.set({ core::ParamSpec::integer("no_such_parameter", 0, 0, 1, "x") }, "no_such_parameter",
            core::ParamValue(1LL));
        QVERIFY_THROWS_EXCEPTION(core::Error, core::memoryReads("cache_window", unknown, 16, 3, keys));
    }
};

QTEST_GUILESS_MAIN(TestMemoryReads)
#include "test_memory_reads.moc"
