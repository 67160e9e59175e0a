// scoresOfKeys: the dot products of a query with listed key rows, against a double-precision sum, for widths
// around the narrow paths (eight keys at a time, AVX's width 8) and the wide one (Eigen's dot), counts that leave
// every remainder of eight, keys listed in any order and repeated.
#include "core/kernels/key_scores.h"
#include "core/random.h"

#include <QtTest>

#include <cmath>
#include <vector>

using namespace attnlab;

class TestKeyScores : public QObject {
    Q_OBJECT

private slots:
    void everyWidthAndCount()
    {
        core::Random random(5);
        for (const int width : { 1, 3, 7, 8, 9, 15, 16, 17, 64 }) {
            const core::Matrix keys = random.normalMatrix(50, width);
            const core::Matrix queries = random.normalMatrix(1, width);
            for (int count = 0; count <= 25; ++count) {
                std::vector<int> which;
                for (int t = 0; t < count; ++t)
                    which.push_back((t * 37 + count) % 50);
                if (count > 2)
                    which[1] = which[0];
                std::vector<float> scores(static_cast<std::size_t>(count), -1.0f);
                core::scoresOfKeys(queries.data(), keys, which.data(), which.size(), scores.data());
                for (std::size_t t = 0; t < which.size(); ++t) {
                    double expected = 0.0;
                    for (int c = 0; c < width; ++c)
                        expected += static_cast<double>(queries(0, c)) * keys(which[t], c);
                    const auto score = static_cast<double>(scores[t]);
                    QVERIFY2(std::abs(score - expected) < 1e-4 * (1.0 + std::abs(expected)),
                        qPrintable(QStringLiteral("width %1, count %2, key %3: %4 instead of %5")
                                       .arg(width)
                                       .arg(count)
                                       .arg(t)
                                       .arg(score)
                                       .arg(expected)));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKeyScores)
#include "test_key_scores.moc"
