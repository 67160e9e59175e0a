// bucketOrder and permuted: the permutation that sorts tokens by bucket, its inverse, the blocks and their
// boundaries, checked on labels worked out by hand; and a matrix reordered by two permutations.

#include "core/error.h"
#include "widgets/heatmap/bucket_order.h"

#include <QtTest>

using attnlab::core::Matrix;
using attnlab::widgets::BucketOrder;
using attnlab::widgets::bucketOrder;
using attnlab::widgets::LabelBlock;
using attnlab::widgets::permuted;

namespace {

bool sameBlocks(const std::vector<LabelBlock>& actual, const std::vector<LabelBlock>& expected)
{
    if (actual.size() != expected.size())
        return false;
    for (std::size_t b = 0; b < actual.size(); ++b)
        if (actual[b].label != expected[b].label || actual[b].first != expected[b].first
            || actual[b].size != expected[b].size)
            return false;
    return true;
}

} // namespace

class TestBucketOrder : public QObject {
    Q_OBJECT

private slots:
    void sortsByLabelKeepingTokenOrderWithinABucket()
    {
        // Tokens 0..5 in buckets 2 0 2 1 0 2: bucket 0 holds tokens 1, 4; bucket 1 token 3; bucket 2 tokens 0, 2, 5.
        const BucketOrder order = bucketOrder({ 2, 0, 2, 1, 0, 2 });
        QCOMPARE(order.order, (std::vector<int> { 1, 4, 3, 0, 2, 5 }));
        // Token t sits at positions[t]: token 0 at 3, token 1 at 0, ...
        QCOMPARE(order.positions, (std::vector<int> { 3, 0, 4, 2, 1, 5 }));
        QVERIFY(sameBlocks(order.blocks, { { 0, 0, 2 }, { 1, 2, 1 }, { 2, 3, 3 } }));
        QCOMPARE(order.boundaries(), (std::vector<int> { 2, 3 }));
    }

    void labelsNeedNotBeContiguousOrPositive()
    {
        const BucketOrder order = bucketOrder({ 5, -1, 5, 7, -1 });
        QCOMPARE(order.order, (std::vector<int> { 1, 4, 0, 2, 3 }));
        QVERIFY(sameBlocks(order.blocks, { { -1, 0, 2 }, { 5, 2, 2 }, { 7, 4, 1 } }));
        QCOMPARE(order.boundaries(), (std::vector<int> { 2, 4 }));
    }

    void oneBucketHasNoBoundaries()
    {
        const BucketOrder order = bucketOrder({ 3, 3, 3 });
        QCOMPARE(order.order, (std::vector<int> { 0, 1, 2 }));
        QVERIFY(sameBlocks(order.blocks, { { 3, 0, 3 } }));
        QVERIFY(order.boundaries().empty());
    }

    void noTokensGiveAnEmptyOrder()
    {
        const BucketOrder order = bucketOrder({});
        QVERIFY(order.order.empty());
        QVERIFY(order.positions.empty());
        QVERIFY(order.blocks.empty());
        QVERIFY(order.boundaries().empty());
    }

    void positionsInvertTheOrder()
    {
        std::vector<int> labels;
        for (int t = 0; t < 50; ++t)
            labels.push_back((t * 7) % 5);
        const BucketOrder order = bucketOrder(labels);
        for (int k = 0; k < 50; ++k)
            QCOMPARE(order.positions[static_cast<std::size_t>(order.order[static_cast<std::size_t>(k)])], k);
        for (int k = 1; k < 50; ++k)
            QVERIFY(labels[static_cast<std::size_t>(order.order[static_cast<std::size_t>(k - 1)])]
                <= labels[static_cast<std::size_t>(order.order[static_cast<std::size_t>(k)])]);
    }

    void permutedPicksRowsAndColumns()
    {
        Matrix m(3, 2);
        m << 1, 2, //
            3, 4, //
            5, 6;
        const Matrix p = permuted(m, { 2, 0, 1 }, { 1, 0 });
        Matrix expected(3, 2);
        expected << 6, 5, //
            2, 1, //
            4, 3;
        QCOMPARE(p, expected);
        QCOMPARE(permuted(m, { 0, 1, 2 }, { 0, 1 }), m);
    }

    void permutedReordersAMapIntoBlocks()
    {
        // A map where query i reads key j only in the same bucket: sorted by bucket it is block diagonal.
        const std::vector<int> labels { 1, 0, 1, 0 };
        Matrix map = Matrix::Zero(4, 4);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                if (labels[static_cast<std::size_t>(i)] == labels[static_cast<std::size_t>(j)])
                    map(i, j) = 0.5f;
        const BucketOrder order = bucketOrder(labels);
        const Matrix sorted = permuted(map, order.order, order.order);
        Matrix blocks = Matrix::Zero(4, 4);
        blocks.topLeftCorner(2, 2).setConstant(0.5f);
        blocks.bottomRightCorner(2, 2).setConstant(0.5f);
        QCOMPARE(sorted, blocks);
    }

    void permutedRefusesWhatIsNotAPermutation()
    {
        const Matrix m = Matrix::Ones(3, 2);
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Error, permuted(m, { 0, 1 }, { 0, 1 })); // too short
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Error, permuted(m, { 0, 0, 1 }, { 0, 1 })); // repeated row
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Error, permuted(m, { 0, 1, 2 }, { 0, 2 })); // out of range
        QVERIFY_THROWS_EXCEPTION(attnlab::core::Error, permuted(m, { 0, 1, 2 }, { -1, 0 })); // negative
    }
};

QTEST_MAIN(TestBucketOrder)
#include "test_bucket_order.moc"
