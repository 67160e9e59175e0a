// core::RecycledMatrices: spares come back and are handed out again (one shape at a time, at most `keep`), and every
// variant writes every entry of a map whose storage held an earlier map: run with recycled storage full of NaN,
// each map equals the map of a run on new memory, and the variants the window's slowest changes run take it.
#include "core/builtin_catalogues.h"
#include "core/extra_keys.h"
#include "core/random.h"
#include "core/recycled_matrices.h"
#include "reference/dense_reference.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

using namespace attnlab;
using core::Matrix;

namespace {

// The variants behind the window's slowest changes at N = 4096 (multihead's heads: local, strided, global, full;
// threshold, kmeans) and the kernels most variants share: their maps must come from the recycled storage.
const std::set<std::string> kTakeRecycledStorage { "full", "local", "strided", "global", "multihead", "threshold",
    "topk", "kmeans", "lsh", "sinkhorn", "bigbird", "random", "longformer", "linformer", "lowdim", "fnet",
    "product_key", "transformer_xl", "synthesizer" };

} // namespace

class TestRecycledMatrices : public QObject {
    Q_OBJECT

private slots:
    void givenBackMatricesAreTakenAgain()
    {
        const auto recycled = core::RecycledMatrices::create(2);
        Matrix first = recycled->take(64, 32);
        QCOMPARE(first.rows(), Eigen::Index(64));
        QCOMPARE(first.cols(), Eigen::Index(32));
        const float* data = first.data();
        recycled->giveBack(std::move(first));
        QCOMPARE(recycled->spareCount(), std::size_t(1));
        const Matrix again = recycled->take(64, 32);
        QCOMPARE(again.data(), data);
        QCOMPARE(recycled->spareCount(), std::size_t(0));

        recycled->giveBack(Matrix(8, 8));
        recycled->giveBack(Matrix(8, 8));
        recycled->giveBack(Matrix(8, 8));
        QCOMPARE(recycled->spareCount(), std::size_t(2)); // at most `keep`
        recycled->giveBack(Matrix()); // nothing to keep
        QCOMPARE(recycled->spareCount(), std::size_t(2));
        // Spares of another shape answer an input no longer shown: a take of a new shape frees them.
        const Matrix other = recycled->take(16, 16);
        QCOMPARE(other.rows(), Eigen::Index(16));
        QCOMPARE(recycled->spareCount(), std::size_t(0));
        recycled->giveBack(Matrix(4, 4));
        recycled->release();
        QCOMPARE(recycled->spareCount(), std::size_t(0));
    }

    void sharedMatricesComeBackFromTheirLastHolder()
    {
        auto recycled = core::RecycledMatrices::create(2);
        const float* data = nullptr;
        {
            const auto matrix = recycled->takeShared(64, 32);
            const auto holder = matrix;
            data = matrix->data();
        }
        QCOMPARE(recycled->spareCount(), std::size_t(1));
        QCOMPARE(recycled->takeShared(64, 32)->data(), data); // and back again when that one is dropped
        QCOMPARE(recycled->spareCount(), std::size_t(1));
        // A matrix outliving its recycler is simply freed.
        auto outliving = recycled->takeShared(4, 4);
        recycled.reset();
        outliving.reset();
    }

    void aResultGivesBackItsMapAndTheMapsAmongItsExtras()
    {
        const auto recycled = core::RecycledMatrices::create(8);
        core::Result result;
        result.map = Matrix::Zero(10, 10);
        result.extras.matrices[core::extra_keys::head(0)] = Matrix::Zero(10, 10);
        result.extras.matrices[core::extra_keys::head(1)] = Matrix::Zero(10, 10);
        result.extras.matrices["projection"] = Matrix::Zero(10, 3); // not a map: freed with the result
        core::giveBackMaps(result, *recycled);
        QCOMPARE(recycled->spareCount(), std::size_t(3));
        QVERIFY(!result.map);
        QCOMPARE(result.extras.matrices.at("projection").cols(), Eigen::Index(3));
        core::Result withoutMap;
        core::giveBackMaps(withoutMap, *recycled);
        QCOMPARE(recycled->spareCount(), std::size_t(3));
    }

    void everyVariantWritesEveryEntryOfRecycledStorage_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("causal");
        for (const core::Variant* variant : core::builtinVariants().all())
            for (const int n : { 37, 64 })
                for (const bool causal : { false, true })
                    if (!causal || variant->info().causal != core::CausalSupport::Never)
                        QTest::addRow("%s n%d %s", variant->id().c_str(), n, causal ? "causal" : "full")
                            << QString::fromStdString(variant->id()) << n << causal;
    }

    void everyVariantWritesEveryEntryOfRecycledStorage()
    {
        QFETCH(QString, id);
        QFETCH(int, n);
        QFETCH(bool, causal);
        const core::Variant& variant = core::builtinVariants().get(id.toStdString(), "variant");
        // d = 12 and dv = 8 divide by multihead's four heads.
        core::Problem problem = reference::randomProblem(n, 12, 8, causal, 29);
        problem.x = core::Random(31).normalMatrix(n, 16); // the token representations gmlp, mixer and fnet mix
        core::RunOptions fresh;
        fresh.wantSpectra = false;
        const core::Result expected = variant.run(problem, core::Params(), fresh);
        QVERIFY(expected.map);

        // Storage that held other maps: NaN wherever the variant would rely on new memory or on zeros.
        constexpr int kSpares = 12;
        core::RunOptions recycling = fresh;
        recycling.recycledMaps = core::RecycledMatrices::create(kSpares);
        std::set<const float*> recycledStorage;
        std::vector<Matrix> spares;
        for (int s = 0; s < kSpares; ++s)
            spares.push_back(Matrix::Constant(n, n, std::numeric_limits<float>::quiet_NaN()));
        for (Matrix& spare : spares) {
            recycledStorage.insert(spare.data());
            recycling.recycledMaps->giveBack(std::move(spare));
        }
        const core::Result result = variant.run(problem, core::Params(), recycling);
        QVERIFY(result.map);
        QVERIFY2(result.map->allFinite(), "an entry of the recycled storage was left unwritten");
        QVERIFY((result.o - expected.o).cwiseAbs().maxCoeff() <= 1e-6f);
        const float difference = (*result.map - *expected.map).cwiseAbs().maxCoeff();
        QVERIFY2(difference <= 1e-6f, qPrintable(QStringLiteral("maps differ by %1").arg(difference)));
        for (const auto& [name, matrix] : result.extras.matrices)
            if (matrix.rows() == n && matrix.cols() == n) {
                QVERIFY2(matrix.allFinite(), name.c_str());
                QVERIFY2((matrix - expected.extras.matrices.at(name)).cwiseAbs().maxCoeff() <= 1e-6f, name.c_str());
            }

        if (kTakeRecycledStorage.count(id.toStdString()) > 0) {
            QVERIFY2(recycledStorage.count(result.map->data()) == 1, "the map was not made in recycled storage");
            for (int t = 0; id == "multihead" && result.extras.matrices.count(core::extra_keys::head(t)) > 0; ++t)
                QVERIFY(recycledStorage.count(result.extras.matrices.at(core::extra_keys::head(t)).data()) == 1);
        }
    }
};

QTEST_APPLESS_MAIN(TestRecycledMatrices)
#include "test_recycled_matrices.moc"
