// MapRowWriter: rows of a map too large for the caches are written through a staging row and streamed, whatever
// their alignment, by several threads, and read back whole on another thread; a small map's rows are written in
// place; each row is zero but for the weights written into it (the staging row is zero again for the next row); the
// rows not written are left alone; zeroMap zeroes every row. And at N = 2048 (16 MiB, the smallest map that is
// streamed) a local window's map is zero outside the window with rows summing to 1.
#include "core/builtin_catalogues.h"
#include "core/kernels/map_row_writing.h"
#include "core/kernels/parallel_for.h"
#include "core/random.h"

#include <QtTest>

#include <atomic>
#include <cmath>
#include <limits>

using namespace attnlab;

class TestMapRowWriting : public QObject {
    Q_OBJECT

private slots:
    void writesEveryOtherRow_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<bool>("streaming");
        QTest::newRow("small map, in place") << 64 << 67 << false;
        QTest::newRow("large map, rows 16-byte aligned") << 2048 << 2048 << true;
        QTest::newRow("large map, rows at every alignment") << 2049 << 2051 << true;
    }
    void writesEveryOtherRow()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(bool, streaming);
        core::Matrix map = core::Matrix::Constant(rows, columns, std::numeric_limits<float>::quiet_NaN());
        // Row i gets weights at columns i mod columns and (7 i + 3) mod columns: every row's two differ from the
        // row before's, so a staging row not zeroed again would leave a weight behind.
        const auto first = [&](int i) { return i % columns; };
        const auto second = [&](int i) { return (7 * i + 3) % columns; };
        core::RunOptions options;
        options.threads = 2;
        std::atomic<bool> sawStreaming { false };
        core::parallelFor(options, rows, 37, [&](int begin, int end) {
            core::MapRowWriter writer(map);
            if (writer.streaming())
                sawStreaming = true;
            for (int i = begin; i < end; ++i) {
                if (i % 2 != 0)
                    continue;
                float* row = writer.row(i);
                row[first(i)] = 1.0f + static_cast<float>(i);
                row[second(i)] = -2.0f;
                writer.commit(i);
            }
        });
        QCOMPARE(sawStreaming.load(), streaming);
        for (int i = 0; i < rows; ++i) {
            const auto row = map.row(i).array();
            if (i % 2 != 0) {
                QVERIFY2(row.isNaN().all(), qPrintable(QStringLiteral("row %1").arg(i)));
                continue;
            }
            for (int j = 0; j < columns; ++j) {
                const float expected = j == second(i) ? -2.0f : j == first(i) ? 1.0f + static_cast<float>(i) : 0.0f;
                QVERIFY2(row(j) == expected, qPrintable(QStringLiteral("row %1 column %2: %3 instead of %4")
                                                             .arg(i)
                                                             .arg(j)
                                                             .arg(static_cast<double>(row(j)))
                                                             .arg(static_cast<double>(expected))));
            }
        }
    }

    void zeroMapZeroesEveryRow()
    {
        core::RunOptions options;
        options.threads = 2;
        for (const int n : { 67, 2049 }) {
            core::Matrix map = core::Matrix::Constant(n, n + 2, std::numeric_limits<float>::quiet_NaN());
            core::zeroMap(map, options);
            QVERIFY((map.array() == 0.0f).all());
        }
    }

    void aLargeLocalMapIsZeroOutsideItsWindow()
    {
        const int n = 2048;
        core::Random random(3);
        core::Problem problem;
        problem.q = random.normalMatrix(n, 8);
        problem.k = random.normalMatrix(n, 8);
        problem.v = random.normalMatrix(n, 8);
        const core::Variant& local = core::builtinVariants().get("local", "variant");
        core::Params params = core::Params::defaults(local.info().params);
        params.setFromText(local.info().params, "before", "2");
        params.setFromText(local.info().params, "after", "3");
        core::RunOptions options;
        options.threads = 2;
        const core::Result result = local.run(problem, params, options);
        QVERIFY(result.map);
        int rowsOff = 0;
        long long nonZeroOutside = 0;
        for (int i = 0; i < n; ++i) {
            const auto row = result.map->row(i);
            rowsOff += std::abs(row.sum() - 1.0f) < 1e-4f ? 0 : 1;
            for (int j = 0; j < n; ++j)
                nonZeroOutside += (j < i - 2 || j > i + 3) && row(j) != 0.0f ? 1 : 0;
        }
        QCOMPARE(rowsOff, 0);
        QCOMPARE(nonZeroOutside, 0LL);
    }
};

QTEST_GUILESS_MAIN(TestMapRowWriting)
#include "test_map_row_writing.moc"
