// MapRowZeroing: rows of a map too large for the caches are zeroed with non-temporal stores, whatever their
// alignment, by several threads, and read back whole on another thread after finish(); a small map's rows the same
// with ordinary stores; the rows not zeroed are left alone; zeroMap zeroes every row. And a local window's map at N = 2048 (16 MiB, streamed)
// is zero outside the window with rows summing to 1.
#include "core/builtin_catalogues.h"
#include "core/kernels/map_row_zeroing.h"
#include "core/kernels/parallel_for.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace attnlab;

class TestMapRowZeroing : public QObject {
    Q_OBJECT

private slots:
    void zeroesEveryOtherRow_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("small map, ordinary stores") << 64 << 67;
        QTest::newRow("large map, rows 16-byte aligned") << 2048 << 2048;
        QTest::newRow("large map, rows at every alignment") << 2049 << 2051;
    }
    void zeroesEveryOtherRow()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        core::Matrix map = core::Matrix::Constant(rows, columns, std::numeric_limits<float>::quiet_NaN());
        const core::MapRowZeroing zeroing(static_cast<std::size_t>(rows), static_cast<std::size_t>(columns));
        core::RunOptions options;
        options.threads = 2;
        core::parallelFor(options, rows, 37, [&](int begin, int end) {
            for (int i = begin; i < end; ++i)
                if (i % 2 == 0)
                    zeroing.zero(map.row(i).data());
            zeroing.finish();
        });
        for (int i = 0; i < rows; ++i) {
            if (i % 2 == 0)
                QVERIFY2((map.row(i).array() == 0.0f).all(), qPrintable(QStringLiteral("row %1").arg(i)));
            else
                QVERIFY2(map.row(i).array().isNaN().all(), qPrintable(QStringLiteral("row %1").arg(i)));
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

QTEST_GUILESS_MAIN(TestMapRowZeroing)
#include "test_map_row_zeroing.moc"
